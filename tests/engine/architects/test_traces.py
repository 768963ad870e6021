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
    (2, 7, "standard"): "369e6b9ba9249182",
    (2, 8, "standard"): "6b3edc1f04c964af",
    (2, 9, "standard"): "7568bf5e2e40c9f3",
    (2, 10, "standard"): "85a8ef4fd968529f",
    (2, 11, "standard"): "95233eb2d22c5baa",
    (2, 12, "standard"): "538f2e074ea1bb6b",
    (3, 7, "standard"): "596bcfaa4a018275",
    (3, 8, "standard"): "1893369191e44be2",
    (3, 9, "standard"): "00cb4713df5ec94c",
    (3, 10, "standard"): "26d7917a2117c3cf",
    (3, 11, "standard"): "f4d4e0e4c9a2118e",
    (3, 12, "standard"): "3ae67d69e40b6bb1",
    (4, 7, "standard"): "9ec3bc10f6dd73fd",
    (4, 8, "standard"): "c8aa8b424e2199c8",
    (4, 9, "standard"): "52243c4ec0a2f743",
    (4, 10, "standard"): "444e8571e6e14428",
    (4, 11, "standard"): "91e3737627fc63ba",
    (4, 12, "standard"): "968cbb136b81b1d2",
    (5, 7, "standard"): "c9fccfeec957a6f6",
    (5, 8, "standard"): "3cca9d398956029c",
    (5, 9, "standard"): "901b12dfc3f4f6a5",
    (5, 10, "standard"): "d6f1c7361366774f",
    (5, 11, "standard"): "b31c433bdbd92f24",
    (5, 12, "standard"): "d3bd84acfd1066ca",
    (2, 7, "variable"): "b99d6d22d9baae4e",
    (2, 8, "variable"): "2c501a594df689aa",
    (2, 9, "variable"): "5d699b83d31f4262",
    (2, 10, "variable"): "bd08e55f3be474ab",
    (2, 11, "variable"): "1d1699dd424cef2e",
    (2, 12, "variable"): "3c40fe22ad1f37b1",
    (3, 7, "variable"): "303947a2ec4f853e",
    (3, 8, "variable"): "f376e8a36cfbf528",
    (3, 9, "variable"): "0ca19c0ee201629d",
    (3, 10, "variable"): "a857dec703eec6fd",
    (3, 11, "variable"): "d696c274bf9b3169",
    (3, 12, "variable"): "6bd6ba83a2ebe97f",
    (4, 7, "variable"): "f206de9842c40860",
    (4, 8, "variable"): "eb861fcc432ab607",
    (4, 9, "variable"): "4019dcfa7ea7fdd1",
    (4, 10, "variable"): "45643eca43f8b085",
    (4, 11, "variable"): "72f959caae7f11f8",
    (4, 12, "variable"): "c4786117a5998b76",
    (5, 7, "variable"): "db4b0f3bcea15ee3",
    (5, 8, "variable"): "e6ae1ecffd3a4a58",
    (5, 9, "variable"): "1030ae811a0ecc9c",
    (5, 10, "variable"): "a6050d45abf30e28",
    (5, 11, "variable"): "f87df4f4859c0de1",
    (5, 12, "variable"): "5d77670145c5686e",
}


def pinned() -> dict[tuple[int, int, str], str]:
    """The hashes to paste into PINNED."""
    return {game: trace(*game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[f"{n}p-{seed}-{setup}" for n, seed, setup in GAMES])
def test_seeded_games_show_and_do_exactly_what_they_did(game):
    assert trace(*game) == PINNED[game]
