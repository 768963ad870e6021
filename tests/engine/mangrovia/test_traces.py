"""Pinned traces of seeded random games: the engine's speed-ups must not change a single decision or state.

A trace is everything a game shows and does, step by step: every pending decision in full
(seat, kind, prompt, context, options' actions and labels, default, secret, ask, timeout), the
events of every move and the digest of every state; on each decision, also the refusal of every
move worth checking that is not offered (the bowl on each site, a hut on each space where the pier
builds, each display card, each pile, each amulet value, payments one item short or one item over,
skip and pass). About one move in ten is the seat's timeout action where it has one, so that path
is traced too. Games cover 2 to 5 players and every stone circle tiles mode. Each game is pinned by
the hash of its trace. Regenerate only after an intended rule or text change with:
    python -c "from tests.engine.mangrovia.test_traces import pinned; print(pinned())"
"""

import hashlib
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core import Decision, IllegalAction
from engine.core.game import apply, canonical_json, new_game, state_digest
from engine.mangrovia.board import SPACE_IDS
from engine.mangrovia.declaration import GAME
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.stones import MODES
from engine.mangrovia.taking import PILES


def _decision_text(decision: Decision) -> str:
    return canonical_json(
        [
            decision.seat,
            decision.kind,
            decision.prompt,
            decision.context,
            [[option.key, option.label, option.description] for option in decision.options],
            decision.default,
            decision.secret,
            decision.ask,
            None if decision.timeout is None else [decision.timeout.key, decision.timeout.label],
        ]
    )


def _payments(state: MangroviaState, decision: Decision) -> Iterator[dict[str, Any]]:
    """Payments next to the offered ones: each with one item left out, and with one more item of the hand."""
    player = state.players[decision.seat]
    for option in decision.options:
        action = option.action
        for field in ("cards", "amulets", "tiles"):
            for index in range(len(action[field])):
                yield {**action, field: action[field][:index] + action[field][index + 1 :]}
        for card in player.valuables[:2] + player.landscapes[:2]:
            if card not in action["cards"]:
                yield {**action, "cards": sorted([*action["cards"], card])}
        if player.amulets:
            yield {**action, "amulets": sorted([*action["amulets"], player.amulets[0]])}
        for card in state.valuables_display[:1]:
            yield {**action, "cards": sorted([*action["cards"], card])}


def candidates(state: MangroviaState, decision: Decision) -> Iterator[dict[str, Any]]:
    """Moves worth checking at this decision, offered or not."""
    yield {"type": "skip"}
    yield {"type": "pass"}
    if decision.kind == "bowl":
        for site in range(8):
            yield {"type": "bowl", "site": site}
    elif decision.kind == "pay":
        yield from _payments(state, decision)
    elif decision.kind == "return":
        for value in range(7):
            yield {"type": "return", "amulet": value}
    else:
        building = decision.kind in ("build", "double", "mode")
        for space in SPACE_IDS if building else SPACE_IDS[:2]:
            yield {"type": "build", "space": space}
            yield {"type": "double", "space": space}
        for card in [*state.valuables_display, *state.landscape_display, *state.valuables_pile[:1]]:
            yield {"type": "take", "card": card}
        for pile in PILES:
            yield {"type": "draw", "pile": pile}
        yield {"type": "amulets"}
        yield {"type": "birds", "on": ["SAND", "REED"]}


def _refusals(state: MangroviaState, decision: Decision) -> list[str]:
    """The refusal of every candidate move that is not offered."""
    found = []
    for move in candidates(state, decision):
        if decision.find(move) is None:
            try:
                apply(GAME, state, decision.seat, move)
            except IllegalAction as refused:
                found.append(str(refused))
            else:
                found.append("applied")
    return found


def trace(players: int, seed: int, stones: str) -> str:
    """The hash of one seeded random game's whole trace."""
    state = new_game(GAME, players, seed, {"stones": stones})
    chooser = random.Random(f"trace:{players}:{seed}:{stones}")
    digest = hashlib.sha256()
    while decisions := GAME.pending(state):
        for decision in decisions:
            digest.update(_decision_text(decision).encode())
            digest.update("\n".join(_refusals(state, decision)).encode())
        decision = chooser.choice(decisions)
        timed_out = decision.timeout is not None and chooser.random() < 0.1
        action = decision.timeout.action if timed_out else chooser.choice(decision.options).action
        state, events = apply(GAME, state, decision.seat, action, timed_out=timed_out)
        digest.update(canonical_json([[e.text, e.seat, e.reveal, e.brief, e.data] for e in events]).encode())
        digest.update(state_digest(GAME, state).encode())
    return digest.hexdigest()[:16]


GAMES = [(2 + seed % 4, seed, stones) for stones in MODES for seed in range(1, 11)]
PINNED = {
    (3, 1, "off"): "2f0f6817af13424f",
    (4, 2, "off"): "5f80888d1949d5e9",
    (5, 3, "off"): "8939268a16a76026",
    (2, 4, "off"): "648021cc551bfc39",
    (3, 5, "off"): "62000a257308916b",
    (4, 6, "off"): "20a83e8bb0fff9fa",
    (5, 7, "off"): "d111fb5552ff4ddf",
    (2, 8, "off"): "473148abbb396397",
    (3, 9, "off"): "a5a9e3a0c786e7de",
    (4, 10, "off"): "4b7b8a29ab7eb49b",
    (3, 1, "all"): "0eb950b86dbdef2d",
    (4, 2, "all"): "bcc8b10bf1fde004",
    (5, 3, "all"): "f4ef48556d49882b",
    (2, 4, "all"): "67336fd34e54b8bd",
    (3, 5, "all"): "994953d62398c504",
    (4, 6, "all"): "77aa3702addbe3dc",
    (5, 7, "all"): "f6ee7cf1b02ecabe",
    (2, 8, "all"): "bc220a071ae52a0e",
    (3, 9, "all"): "2505e70211e5a5aa",
    (4, 10, "all"): "236373c0bb66d526",
    (3, 1, "statues"): "7f2737fc76db203c",
    (4, 2, "statues"): "e729183f57908d02",
    (5, 3, "statues"): "279033ba92c0f028",
    (2, 4, "statues"): "36b4659f9300d697",
    (3, 5, "statues"): "175a5895b8cd9cce",
    (4, 6, "statues"): "93deac3f094b00ca",
    (5, 7, "statues"): "3ac69120dd85a2cd",
    (2, 8, "statues"): "ccd6b615153f121d",
    (3, 9, "statues"): "4e23aaee27bdb595",
    (4, 10, "statues"): "efa23eca6046887d",
    (3, 1, "others"): "2e5596f40083ce11",
    (4, 2, "others"): "0118cdef03d20676",
    (5, 3, "others"): "e530511743d1a5e4",
    (2, 4, "others"): "d8b540fdce0cd315",
    (3, 5, "others"): "468465a8e48c16a7",
    (4, 6, "others"): "61d5ad915ef18953",
    (5, 7, "others"): "eabea3995586e388",
    (2, 8, "others"): "83983dfb3a7300bc",
    (3, 9, "others"): "ca35246664b53a7c",
    (4, 10, "others"): "69c0aabaea6bb1f8",
}


def pinned() -> dict[tuple[int, int, str], str]:
    """The hashes to paste into PINNED."""
    return {game: trace(*game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[f"{n}p-{seed}-{stones}" for n, seed, stones in GAMES])
def test_seeded_games_show_and_do_exactly_what_they_did(game):
    assert trace(*game) == PINNED[game]
