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
    (3, 1, "off"): "5c1ba85d018c1c78",
    (4, 2, "off"): "ccd67576b3ecb7c5",
    (5, 3, "off"): "9ef32b626a0236a0",
    (2, 4, "off"): "282cfb7c866710fe",
    (3, 5, "off"): "61bb437b39590a15",
    (4, 6, "off"): "bc5d89bb0d1397f7",
    (5, 7, "off"): "693092ad3185cd20",
    (2, 8, "off"): "1b303a84807e8641",
    (3, 9, "off"): "031a91b7eb9284bd",
    (4, 10, "off"): "213195d87c83f24c",
    (3, 1, "all"): "e5ee95ee73a7d435",
    (4, 2, "all"): "2a88e2646717fa34",
    (5, 3, "all"): "860ec4dc38e13e8a",
    (2, 4, "all"): "d2dc0caf9e26ba89",
    (3, 5, "all"): "a6bc96318a1b9e2b",
    (4, 6, "all"): "2bd0d727db5e455f",
    (5, 7, "all"): "e050884256a86938",
    (2, 8, "all"): "0fabdafa76cc498c",
    (3, 9, "all"): "e9f063cc98707e9c",
    (4, 10, "all"): "afb7a01945d6e789",
    (3, 1, "statues"): "80fdb25d2ddfc7d8",
    (4, 2, "statues"): "27ad94c278a44715",
    (5, 3, "statues"): "760f9537adc67cf2",
    (2, 4, "statues"): "d04734d5399f8b23",
    (3, 5, "statues"): "7b0f9e8d6a8541bd",
    (4, 6, "statues"): "15278525a070a103",
    (5, 7, "statues"): "193ea9f1bca1832f",
    (2, 8, "statues"): "1d6a52eb8dfc34b7",
    (3, 9, "statues"): "6fafda81dcaaac7c",
    (4, 10, "statues"): "eb1caa1ccb35b709",
    (3, 1, "others"): "32e1435a6414d4a3",
    (4, 2, "others"): "0e4403850bd218c3",
    (5, 3, "others"): "f1faa58db448e6f0",
    (2, 4, "others"): "507dd24289f37514",
    (3, 5, "others"): "48d24b5681d36d44",
    (4, 6, "others"): "ba3a072a3a10a493",
    (5, 7, "others"): "450d185fcf02e418",
    (2, 8, "others"): "945fa702fa5af661",
    (3, 9, "others"): "a7c135f0ae93144b",
    (4, 10, "others"): "4add8dda3e76836f",
}


def pinned() -> dict[tuple[int, int, str], str]:
    """The hashes to paste into PINNED."""
    return {game: trace(*game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[f"{n}p-{seed}-{stones}" for n, seed, stones in GAMES])
def test_seeded_games_show_and_do_exactly_what_they_did(game):
    assert trace(*game) == PINNED[game]
