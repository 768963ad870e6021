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
    (3, 1, "off"): "cc64b5f9d8575f40",
    (4, 2, "off"): "bbed2a914292dee2",
    (5, 3, "off"): "695a243917f4d2e9",
    (2, 4, "off"): "1f56a72637d79af7",
    (3, 5, "off"): "0ac9d9ec981d3d0a",
    (4, 6, "off"): "af6e83613526e24b",
    (5, 7, "off"): "fb7121fb2288ab96",
    (2, 8, "off"): "457454adbcd12a7f",
    (3, 9, "off"): "3a1d20d1378c47c9",
    (4, 10, "off"): "9ea435484b94b1d3",
    (3, 1, "all"): "90d9c6c91948bd33",
    (4, 2, "all"): "4befb423588c5635",
    (5, 3, "all"): "5fbd3052ca36e278",
    (2, 4, "all"): "c7b35b802708b66e",
    (3, 5, "all"): "0f8eb1233b6cb5f1",
    (4, 6, "all"): "9f97e35347e0e151",
    (5, 7, "all"): "5cfc472ca2c0cf7e",
    (2, 8, "all"): "2cabe2abec5c298c",
    (3, 9, "all"): "6ce718a0a1d0bc27",
    (4, 10, "all"): "8fc4c9c9a8c6efef",
    (3, 1, "statues"): "6d87791530ecd492",
    (4, 2, "statues"): "adf2d30b9c59f993",
    (5, 3, "statues"): "5793adb110bc8524",
    (2, 4, "statues"): "21b87f6f1bc9216a",
    (3, 5, "statues"): "a22c1ee287442d6d",
    (4, 6, "statues"): "cbe0cd42e0a2269e",
    (5, 7, "statues"): "829d5cc476227286",
    (2, 8, "statues"): "efc6efbc059a306e",
    (3, 9, "statues"): "c75eff166edd7ed0",
    (4, 10, "statues"): "acee749fadd3233e",
    (3, 1, "others"): "7c046ecbfdedf7ee",
    (4, 2, "others"): "62fcab5242d6076e",
    (5, 3, "others"): "6a8cde3fe5a3d045",
    (2, 4, "others"): "34a5e8c915b6593c",
    (3, 5, "others"): "ed2cf4f111f5fc24",
    (4, 6, "others"): "e039aeccfc7c7aed",
    (5, 7, "others"): "c1aee78b8b9744e6",
    (2, 8, "others"): "09444307b8613a1f",
    (3, 9, "others"): "63b73491acf99338",
    (4, 10, "others"): "bffd8a12d6f65f7b",
}


def pinned() -> dict[tuple[int, int, str], str]:
    """The hashes to paste into PINNED."""
    return {game: trace(*game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[f"{n}p-{seed}-{stones}" for n, seed, stones in GAMES])
def test_seeded_games_show_and_do_exactly_what_they_did(game):
    assert trace(*game) == PINNED[game]
