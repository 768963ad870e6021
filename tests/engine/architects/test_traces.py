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
    (2, 7, "standard"): "51313acd9d5d34c3",
    (2, 8, "standard"): "86a3c9f496dba55f",
    (2, 9, "standard"): "c5b6a615850bbf4e",
    (2, 10, "standard"): "08e60a34912831e2",
    (2, 11, "standard"): "572c152353abc2a8",
    (2, 12, "standard"): "2b7f608d115cb5a5",
    (3, 7, "standard"): "0a33df78acbe7ea4",
    (3, 8, "standard"): "05c4aa6c61444185",
    (3, 9, "standard"): "421594511002fdba",
    (3, 10, "standard"): "7c3d0c6073ba2336",
    (3, 11, "standard"): "831ee6ef036c99c2",
    (3, 12, "standard"): "c3c403731aa18492",
    (4, 7, "standard"): "416d880370a1f53e",
    (4, 8, "standard"): "708f7b87333d2190",
    (4, 9, "standard"): "5127f2c7468a60db",
    (4, 10, "standard"): "2c684740a63a92b3",
    (4, 11, "standard"): "3dc55fdc947062f2",
    (4, 12, "standard"): "a7af0a64a44a0ad3",
    (5, 7, "standard"): "3efd60aacd303b15",
    (5, 8, "standard"): "00ab2949e734febc",
    (5, 9, "standard"): "6edfaf4dbeb86d15",
    (5, 10, "standard"): "59045ab28d62792f",
    (5, 11, "standard"): "102afd8068fdda73",
    (5, 12, "standard"): "6eeae29ce2b4e687",
    (2, 7, "variable"): "22dcf9b281ce4901",
    (2, 8, "variable"): "86616ba72cb43e8d",
    (2, 9, "variable"): "3cfa3df9405356eb",
    (2, 10, "variable"): "372584c78dcf28ce",
    (2, 11, "variable"): "3bd55e2bb71b660f",
    (2, 12, "variable"): "0e645dfef7509bb9",
    (3, 7, "variable"): "7e11c2e916f07bcc",
    (3, 8, "variable"): "fadfe131c2dbf836",
    (3, 9, "variable"): "8d89983e19f1e905",
    (3, 10, "variable"): "1c349ead033ca493",
    (3, 11, "variable"): "e25b652f169be5a1",
    (3, 12, "variable"): "258c7a1060453994",
    (4, 7, "variable"): "fdc84816134a8ab3",
    (4, 8, "variable"): "50afb1968277db96",
    (4, 9, "variable"): "056975f9f7ce04e1",
    (4, 10, "variable"): "a825568766149cb0",
    (4, 11, "variable"): "27fe703641a194bf",
    (4, 12, "variable"): "4607bd6bb8504ec3",
    (5, 7, "variable"): "0a769c339ef03a14",
    (5, 8, "variable"): "e775d4317fd343a4",
    (5, 9, "variable"): "dc48896e6f6cb038",
    (5, 10, "variable"): "24d757444f1d1d74",
    (5, 11, "variable"): "405405741ab62ccb",
    (5, 12, "variable"): "f3bc44db90731764",
}


def pinned() -> dict[tuple[int, int, str], str]:
    """The hashes to paste into PINNED."""
    return {game: trace(*game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[f"{n}p-{seed}-{setup}" for n, seed, setup in GAMES])
def test_seeded_games_show_and_do_exactly_what_they_did(game):
    assert trace(*game) == PINNED[game]
