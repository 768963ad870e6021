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
    (3, 1, "off"): "71b32577632bd417",
    (4, 2, "off"): "2c6cbc2079937837",
    (5, 3, "off"): "c29efdc74962ffab",
    (2, 4, "off"): "a3e68d0b1414f185",
    (3, 5, "off"): "9feebe34ccc1e7e7",
    (4, 6, "off"): "9b3ab9b0dd01ad16",
    (5, 7, "off"): "73a5a29814a5efa5",
    (2, 8, "off"): "22f8e15a8f4d0c78",
    (3, 9, "off"): "ca637c05b5b7193d",
    (4, 10, "off"): "0ac0eb6d085b0b43",
    (3, 1, "all"): "dbf88eeff58766f1",
    (4, 2, "all"): "d6d09f54fcb77c5b",
    (5, 3, "all"): "04531265a99fbc7c",
    (2, 4, "all"): "5b23d45eed35c89b",
    (3, 5, "all"): "eb7982bc384f3f79",
    (4, 6, "all"): "ca1ed1dc2f6524d0",
    (5, 7, "all"): "dc60e58f965ca3ef",
    (2, 8, "all"): "8b04aa19af3ba7fd",
    (3, 9, "all"): "4b4a0f7175969aa5",
    (4, 10, "all"): "3d55cdc1dc5f9d4f",
    (3, 1, "statues"): "2a4fbdc8460b87a8",
    (4, 2, "statues"): "7e2952cecde25765",
    (5, 3, "statues"): "812aa6117862fdd4",
    (2, 4, "statues"): "21b65909117ebf45",
    (3, 5, "statues"): "5f7e2c49fe0c80b2",
    (4, 6, "statues"): "50014baa8db262df",
    (5, 7, "statues"): "398d012857d0712c",
    (2, 8, "statues"): "8829dc6e605ca8a3",
    (3, 9, "statues"): "73cec97fc94f8991",
    (4, 10, "statues"): "7d4012e8706b68bc",
    (3, 1, "others"): "8046eef9f3415370",
    (4, 2, "others"): "850ebcccc03a06a5",
    (5, 3, "others"): "6aff13795feb29bf",
    (2, 4, "others"): "b33b5c64572fb24a",
    (3, 5, "others"): "3cabd57f78e7da57",
    (4, 6, "others"): "75b8299bed47b699",
    (5, 7, "others"): "da151433853fe748",
    (2, 8, "others"): "ac2af70c864f8c89",
    (3, 9, "others"): "44002b819463d1a9",
    (4, 10, "others"): "b6d23a74724b3660",
}


def pinned() -> dict[tuple[int, int, str], str]:
    """The hashes to paste into PINNED."""
    return {game: trace(*game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[f"{n}p-{seed}-{stones}" for n, seed, stones in GAMES])
def test_seeded_games_show_and_do_exactly_what_they_did(game):
    assert trace(*game) == PINNED[game]
