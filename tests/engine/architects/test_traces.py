"""Pinned traces of seeded random games: the engine's speed-ups must not change a single decision or state.

A trace is everything a game shows and does, step by step: every pending decision in full
(seat, kind, prompt, context, options' actions and labels, default, quick picks, typed answers,
set choice, timeout), the events of every move and the digest of every state; on each placement
decision, also the refusal of every placement worth checking that is not offered. About one move
in ten is the seat's timeout action, so that path is traced too. Each game is pinned by the hash
of its trace. Regenerate only after an intended rule or text change with:
    python -c "from tests.engine.architects.test_traces import pinned; print(pinned())"
"""

import hashlib
import random

import pytest

from engine.architects.declaration import GAME
from engine.architects.placing import candidates
from engine.core import Decision, IllegalAction
from engine.core.game import apply, canonical_json, new_game, state_digest


def _decision_text(decision: Decision) -> str:
    chosen = decision.set_choice
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
            list(decision.quick),
            list(decision.own_quick),
            [[answer.label, answer.question, answer.action, answer.field, answer.hint] for answer in decision.typed],
            None if chosen is None else [chosen.label, chosen.action, chosen.field, chosen.items, chosen.count],
            None if decision.timeout is None else [decision.timeout.key, decision.timeout.label],
        ]
    )


def _refusals(state, decision: Decision) -> list[str]:
    """The refusal of every placement worth checking that is not offered."""
    found = []
    for move in candidates(state, decision.seat):
        if decision.find(move) is None:
            try:
                apply(GAME, state, decision.seat, move)
            except IllegalAction as refused:
                found.append(str(refused))
            else:
                found.append("applied")
    return found


def trace(players: int, seed: int, setup: str) -> str:
    """The hash of one seeded random game's whole trace."""
    state = new_game(GAME, players, seed, {"setup": setup})
    chooser = random.Random(f"trace:{players}:{seed}:{setup}")
    digest = hashlib.sha256()
    while decisions := GAME.pending(state):
        for decision in decisions:
            digest.update(_decision_text(decision).encode())
            if decision.kind == "place":
                digest.update("\n".join(_refusals(state, decision)).encode())
        decision = chooser.choice(decisions)
        timed_out = decision.timeout is not None and chooser.random() < 0.1
        if timed_out:
            action = decision.timeout.action
        elif decision.set_choice is not None and chooser.random() < 0.5:
            picker = decision.set_choice
            action = picker.action_for(chooser.sample([value for value, _ in picker.items], picker.count))
        else:
            action = chooser.choice(decision.options).action
        state, events = apply(GAME, state, decision.seat, action, timed_out=timed_out)
        digest.update(canonical_json([[e.text, e.seat, e.reveal, e.brief, e.data] for e in events]).encode())
        digest.update(state_digest(GAME, state).encode())
    return digest.hexdigest()[:16]


GAMES = [
    (players, seed, setup) for setup in ("standard", "variable") for players in (2, 3, 4, 5) for seed in range(7, 13)
]
PINNED = {
    (2, 7, "standard"): "88f5dc0200d12855",
    (2, 8, "standard"): "f669dc4547852429",
    (2, 9, "standard"): "5c6fc9647addce9f",
    (2, 10, "standard"): "8292b1f1277331db",
    (2, 11, "standard"): "0e654a01c7ee1f52",
    (2, 12, "standard"): "9cae6563f33c8874",
    (3, 7, "standard"): "fd7cf4f3a64b32cd",
    (3, 8, "standard"): "83563bd1cad21af2",
    (3, 9, "standard"): "772bd18cfce8642f",
    (3, 10, "standard"): "ee3b68e37864f923",
    (3, 11, "standard"): "bc66abe801a52745",
    (3, 12, "standard"): "46d299d22e4d6357",
    (4, 7, "standard"): "ad6526438e4b48e1",
    (4, 8, "standard"): "f5840cf11aea2520",
    (4, 9, "standard"): "a248adc7095750b7",
    (4, 10, "standard"): "fad6a45caa50d5c3",
    (4, 11, "standard"): "7392fc957cdbd78c",
    (4, 12, "standard"): "12d3542fea8b361b",
    (5, 7, "standard"): "08eb43d0e207b857",
    (5, 8, "standard"): "880d7ead1de398c0",
    (5, 9, "standard"): "8f2bae5cc3164a4a",
    (5, 10, "standard"): "e85c43443dd1cffe",
    (5, 11, "standard"): "6f5846266a78c332",
    (5, 12, "standard"): "b7864c6177919083",
    (2, 7, "variable"): "702156488a08ed51",
    (2, 8, "variable"): "2ace8a12a65081d3",
    (2, 9, "variable"): "d7f7ae0fff2432a4",
    (2, 10, "variable"): "8d04511bd7a6ea55",
    (2, 11, "variable"): "b4146392d00b4412",
    (2, 12, "variable"): "d2a1d27b140a5a6e",
    (3, 7, "variable"): "dcc0032e288fa4ce",
    (3, 8, "variable"): "c7b0543350d6859d",
    (3, 9, "variable"): "172f16e943e6bf2c",
    (3, 10, "variable"): "99bbb01e0390fa97",
    (3, 11, "variable"): "a1db800b6fa70dfd",
    (3, 12, "variable"): "f5bcfb18c29b9959",
    (4, 7, "variable"): "b918905b51b8f5bc",
    (4, 8, "variable"): "d74689d6c38cf594",
    (4, 9, "variable"): "4cbffb436c15c8fe",
    (4, 10, "variable"): "c973fe206056505c",
    (4, 11, "variable"): "e67deab2f92dffc3",
    (4, 12, "variable"): "c381d6c6a23e7dc6",
    (5, 7, "variable"): "ca0b1bfdaf6c9639",
    (5, 8, "variable"): "bb1c1b1972cac92e",
    (5, 9, "variable"): "88802ff6ac538284",
    (5, 10, "variable"): "3acb0b7e57c46546",
    (5, 11, "variable"): "eb3a38c71fbe0369",
    (5, 12, "variable"): "acbb4b07c32d878a",
}


def pinned() -> dict[tuple[int, int, str], str]:
    """The hashes to paste into PINNED."""
    return {game: trace(*game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[f"{n}p-{seed}-{setup}" for n, seed, setup in GAMES])
def test_seeded_games_show_and_do_exactly_what_they_did(game):
    assert trace(*game) == PINNED[game]
