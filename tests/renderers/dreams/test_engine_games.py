"""Dreams renderers on every view of seeded random games played through the engine (rules/dreams.md §7)."""

import random

import pytest

from engine.core import apply, get_game, new_game, pending, view
from engine.dreams.views import PublicView, SeatView
from renderers import DESCRIPTION_LIMIT, get_renderer
from renderers.dreams import layout
from tests.renderers.dreams.builders import NAMES, decode

RENDERER = get_renderer("dreams")


def _states(players: int, seed: int) -> list[object]:
    """Every state of one random game (random stars and guesses, sometimes no guess), in order."""
    spec = get_game("dreams")
    state = new_game(spec, players, seed)
    chooser = random.Random(seed)
    states = [state]
    while decisions := pending(spec, state):
        decision = chooser.choice(decisions)
        options = [o for o in decision.options if o.action["type"] != "back"] or list(decision.options)
        state, _ = apply(spec, state, decision.seat, chooser.choice(options).action)
        states.append(state)
    return states


@pytest.mark.parametrize(("players", "seed"), [(3, 41), (5, 42)], ids=["3p", "5p"])
def test_every_view_of_a_game_describes_within_limits_without_secrets(players, seed):
    spec = get_game("dreams")
    names = NAMES[:players]
    drawn = set()
    for state in _states(players, seed):
        public = view(spec, state, None)
        assert isinstance(public, PublicView)
        text = RENDERER.describe_public(public, names)
        assert len(text) <= DESCRIPTION_LIMIT
        assert not any(secret in text for secret in spec.secrets(state, None))
        for seat in range(players):
            own = view(spec, state, seat)
            assert isinstance(own, SeatView)
            private_text = RENDERER.describe_private(own, names)
            assert len(private_text) <= DESCRIPTION_LIMIT
            assert not any(secret in private_text for secret in spec.secrets(state, seat))
            if own.role == "mortal" and public.phase != "over":
                assert "true vision is" not in private_text
        moment = (public.phase, bool(public.stars), public.last_reveal is not None)
        if moment not in drawn and len(drawn) < 4:
            drawn.add(moment)
            own = view(spec, state, 0)
            for sheet in (*RENDERER.public(public, names, names), *RENDERER.private(own, names, names)):
                image = decode(sheet.png)
                assert image.width == layout.WIDTH and len(sheet.png) < 2 * 1024 * 1024
                assert len(sheet.description) <= DESCRIPTION_LIMIT
                assert not any(secret in sheet.description for secret in spec.secrets(state, 0))
    assert public.phase == "over"
    assert len(drawn) == 4
