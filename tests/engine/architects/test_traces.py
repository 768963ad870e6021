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
    (2, 7, "standard"): "270745724fd96e84",
    (2, 8, "standard"): "d08e9259db7a7c0b",
    (2, 9, "standard"): "e0d17c93d9f1a981",
    (2, 10, "standard"): "151396468b4ebe25",
    (2, 11, "standard"): "e67a1f896a53a6e5",
    (2, 12, "standard"): "b1d0b1e5c85be2b9",
    (3, 7, "standard"): "2131f8d7cf1834bd",
    (3, 8, "standard"): "1a02f215f5f4df6c",
    (3, 9, "standard"): "ad750d71f7d7b60b",
    (3, 10, "standard"): "b6ad926bfe40788a",
    (3, 11, "standard"): "0570e30322c05f13",
    (3, 12, "standard"): "8900f92f40504d3b",
    (4, 7, "standard"): "593e831b8b7696eb",
    (4, 8, "standard"): "9280d4945c4aa75f",
    (4, 9, "standard"): "26363876665aaad8",
    (4, 10, "standard"): "5e7fe2db2dcac196",
    (4, 11, "standard"): "f735e977f2c68ec6",
    (4, 12, "standard"): "6cd088224ffeacb8",
    (5, 7, "standard"): "291c5cf4f1fa7e26",
    (5, 8, "standard"): "1dc347c67470adad",
    (5, 9, "standard"): "84eadf309071a74d",
    (5, 10, "standard"): "1f64f2ee74c17343",
    (5, 11, "standard"): "5ecafca7b73edb37",
    (5, 12, "standard"): "f92b300ee1f43605",
    (2, 7, "variable"): "436e0bdad2bbf2c2",
    (2, 8, "variable"): "440a2caba7344ec2",
    (2, 9, "variable"): "fcac8ee87c2bc1ed",
    (2, 10, "variable"): "a354f0809130d0a6",
    (2, 11, "variable"): "b5b0a9c7b59835eb",
    (2, 12, "variable"): "c3581fe6903dc072",
    (3, 7, "variable"): "9cb283257915688c",
    (3, 8, "variable"): "353da6d301b8a741",
    (3, 9, "variable"): "996e77221b906128",
    (3, 10, "variable"): "88a0ca53ffa14889",
    (3, 11, "variable"): "bc21820be46680d5",
    (3, 12, "variable"): "8734e90ecc9d3389",
    (4, 7, "variable"): "4f0bd2e145ee2bae",
    (4, 8, "variable"): "eda712f9bd9e3de7",
    (4, 9, "variable"): "3b5df21e956b3f57",
    (4, 10, "variable"): "d42c312ac897a02f",
    (4, 11, "variable"): "a3f41571da1faddf",
    (4, 12, "variable"): "106fcf67f3c13a8b",
    (5, 7, "variable"): "fba4037eab08701e",
    (5, 8, "variable"): "edadb2c7c557b853",
    (5, 9, "variable"): "d05ba7056ea92699",
    (5, 10, "variable"): "f8f8a0a82a5099bf",
    (5, 11, "variable"): "49f8788f797b7db5",
    (5, 12, "variable"): "d08eb92f8ff8d07d",
}


def pinned() -> dict[tuple[int, int, str], str]:
    """The hashes to paste into PINNED."""
    return {game: trace(*game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[f"{n}p-{seed}-{setup}" for n, seed, setup in GAMES])
def test_seeded_games_show_and_do_exactly_what_they_did(game):
    assert trace(*game) == PINNED[game]
