"""Biblios renderers on views built by the real engine, through a seeded random game (rules/biblios.md §10)."""

import io
import random

import pytest
from PIL import Image

from engine.biblios.views import PublicView, SeatView
from engine.core import apply, get_game, new_game, pending, view
from renderers import DESCRIPTION_LIMIT, draw, get_renderer
from renderers.biblios import describe_piles

RENDERER = get_renderer("biblios")
NAMES = ("Ana", "Ben", "Cara", "Dan")


def _situations(players: int, seed: int, penalty_mode: str) -> list[object]:
    """Every state of one random game, in order."""
    spec = get_game("biblios")
    state = new_game(spec, players, seed, {"penalty_mode": penalty_mode})
    chooser = random.Random(seed)
    states = [state]
    while decisions := pending(spec, state):
        decision = chooser.choice(decisions)
        state, _ = apply(spec, state, decision.seat, chooser.choice(decision.options).action)
        states.append(state)
    return states


def _worth_drawing(before: PublicView | None, now: PublicView) -> bool:
    """A new kind of situation: a phase, a Church card, a payment, the end."""
    if before is None:
        return True
    return (
        before.phase != now.phase
        or (now.church_card is not None and before.church_card is None)
        or (now.awaiting_payment and not before.awaiting_payment)
        or any(s.excluded for s in now.seats) != any(s.excluded for s in before.seats)
    )


@pytest.mark.parametrize(
    ("players", "seed", "penalty_mode"),
    [(2, 11, "standard"), (3, 5, "medieval_bluff"), (4, 7, "standard")],
    ids=["2p", "3p-bluff", "4p"],
)
def test_engine_views_render_and_texts_keep_secrets(players, seed, penalty_mode):
    spec = get_game("biblios")
    names = NAMES[:players]
    previous: PublicView | None = None
    drawn = 0
    for state in _situations(players, seed, penalty_mode):
        public = view(spec, state, None)
        assert isinstance(public, PublicView)
        text = RENDERER.describe_public(public, names)
        piles_text = describe_piles(public)
        assert len(text) <= DESCRIPTION_LIMIT and len(piles_text) <= DESCRIPTION_LIMIT
        for secret in spec.secrets(state, None):
            assert secret not in text, f"public text names hidden card {secret}"
            assert secret not in piles_text, f"the piles text names hidden card {secret}"
        for seat in range(players):
            own = view(spec, state, seat)
            assert isinstance(own, SeatView)
            private_text = RENDERER.describe_private(own, names)
            assert len(private_text) <= DESCRIPTION_LIMIT
            for secret in spec.secrets(state, seat):
                assert secret not in private_text, f"seat {seat}'s text names a card it does not know: {secret}"
        if _worth_drawing(previous, public) and drawn < 3:
            drawn += 1
            sheets = draw(RENDERER, "public", public, names, names) + draw(
                RENDERER, "private", view(spec, state, 0), names, names
            )
            for sheet in sheets:
                image = Image.open(io.BytesIO(sheet.png))
                assert image.width == 600 and len(sheet.png) < 2 * 1024 * 1024
        previous = public
    assert previous is not None and previous.phase == "over"
    assert drawn == 3
