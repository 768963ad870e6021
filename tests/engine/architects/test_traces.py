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
    (2, 7, "standard"): "1722573c3379680f",
    (2, 8, "standard"): "b94e417546097b88",
    (2, 9, "standard"): "31e3a664f6483192",
    (2, 10, "standard"): "8d84a487dd0ce0f5",
    (2, 11, "standard"): "596ad961405be51b",
    (2, 12, "standard"): "d66a919518c6228c",
    (3, 7, "standard"): "5d2149ed87501e07",
    (3, 8, "standard"): "7067d0bcd81eba43",
    (3, 9, "standard"): "bd7eb699a76cb5a7",
    (3, 10, "standard"): "e4911bab5c31a085",
    (3, 11, "standard"): "b5f62d0cb325909f",
    (3, 12, "standard"): "df5d3581fdbb37e7",
    (4, 7, "standard"): "fc59452cc228bb35",
    (4, 8, "standard"): "8ba2cebda5813d26",
    (4, 9, "standard"): "173f32544ec6ded8",
    (4, 10, "standard"): "adfafabf2831f3ad",
    (4, 11, "standard"): "c24c101cfe1a94a8",
    (4, 12, "standard"): "db5c22068d03c511",
    (5, 7, "standard"): "ba2d15ecf1065dad",
    (5, 8, "standard"): "5deca05c23ff357e",
    (5, 9, "standard"): "150bd33a7ee1cb9f",
    (5, 10, "standard"): "c74e3c5344a81c3e",
    (5, 11, "standard"): "0ee07ba677fe4ff7",
    (5, 12, "standard"): "9b314642e9ee9605",
    (2, 7, "variable"): "468dee4897d19393",
    (2, 8, "variable"): "ce0aa6517a330a13",
    (2, 9, "variable"): "413f0389f94d9724",
    (2, 10, "variable"): "9619c59de0cdacfc",
    (2, 11, "variable"): "418a605cac0b1111",
    (2, 12, "variable"): "738d0ef2f9ebbf90",
    (3, 7, "variable"): "ce9327202dc973e4",
    (3, 8, "variable"): "f832b20c2eb34612",
    (3, 9, "variable"): "7baf535f3ead5450",
    (3, 10, "variable"): "03e5cce86fb19f7e",
    (3, 11, "variable"): "37728c172004e913",
    (3, 12, "variable"): "dcbac7a76567059b",
    (4, 7, "variable"): "bf85eb0cfaee9a53",
    (4, 8, "variable"): "95ed03fa52858815",
    (4, 9, "variable"): "83dfd446f1167c50",
    (4, 10, "variable"): "ab3a0b1ef6461e37",
    (4, 11, "variable"): "1e0288dbc7b1263c",
    (4, 12, "variable"): "8e24841c86f3dd04",
    (5, 7, "variable"): "6b6fef25803f8a25",
    (5, 8, "variable"): "68cfe1ffbf0d07eb",
    (5, 9, "variable"): "ae26649a155ba1e4",
    (5, 10, "variable"): "598d673815357667",
    (5, 11, "variable"): "d48da7cde205eb74",
    (5, 12, "variable"): "5c7b61995fada185",
}


def pinned() -> dict[tuple[int, int, str], str]:
    """The hashes to paste into PINNED."""
    return {game: trace(*game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[f"{n}p-{seed}-{setup}" for n, seed, setup in GAMES])
def test_seeded_games_show_and_do_exactly_what_they_did(game):
    assert trace(*game) == PINNED[game]
