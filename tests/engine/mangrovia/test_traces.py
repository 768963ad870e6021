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
    (3, 1, "off"): "6844a8c325eb0286",
    (4, 2, "off"): "10d13e840732af6a",
    (5, 3, "off"): "92449701dde733db",
    (2, 4, "off"): "7fb8c5c3f5d2b6c3",
    (3, 5, "off"): "33bc637caf05a52d",
    (4, 6, "off"): "a93a9ed55beb93d8",
    (5, 7, "off"): "d9cb8a338f6937eb",
    (2, 8, "off"): "8b2f2a90b9a5b58b",
    (3, 9, "off"): "1d47297ad990f0b2",
    (4, 10, "off"): "1b764bc3145c5cd6",
    (3, 1, "all"): "0719da89ac9e00c8",
    (4, 2, "all"): "f6e2893aa50e7605",
    (5, 3, "all"): "9200d40575df12b3",
    (2, 4, "all"): "22fc9f8e4358c12a",
    (3, 5, "all"): "5d546d314c68f627",
    (4, 6, "all"): "69c59647bf6beda2",
    (5, 7, "all"): "67e73434ffac0b32",
    (2, 8, "all"): "1c9125aff70d2b9f",
    (3, 9, "all"): "ced4a78ad40576dc",
    (4, 10, "all"): "7433d2a65993064e",
    (3, 1, "statues"): "9db12617c181669f",
    (4, 2, "statues"): "e677fc8a2b386cf6",
    (5, 3, "statues"): "00b45669927a863e",
    (2, 4, "statues"): "49509601c7fd40ad",
    (3, 5, "statues"): "11413c5d108431f6",
    (4, 6, "statues"): "6aa052a47b088cbf",
    (5, 7, "statues"): "a67993b1820cea9a",
    (2, 8, "statues"): "1cbd7d5c90486794",
    (3, 9, "statues"): "cd996b7271b1df41",
    (4, 10, "statues"): "739fa98375098356",
    (3, 1, "others"): "70099967df35a611",
    (4, 2, "others"): "27253b25de94a5d7",
    (5, 3, "others"): "f0315ecbcde44440",
    (2, 4, "others"): "5886d275219bd2df",
    (3, 5, "others"): "6e31cbc9c2497ed5",
    (4, 6, "others"): "d88f918dcced36cc",
    (5, 7, "others"): "9369868604babcf0",
    (2, 8, "others"): "0fe67e664c2532e3",
    (3, 9, "others"): "243c950c376987be",
    (4, 10, "others"): "9478880f189ffc42",
}


def pinned() -> dict[tuple[int, int, str], str]:
    """The hashes to paste into PINNED."""
    return {game: trace(*game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[f"{n}p-{seed}-{stones}" for n, seed, stones in GAMES])
def test_seeded_games_show_and_do_exactly_what_they_did(game):
    assert trace(*game) == PINNED[game]
