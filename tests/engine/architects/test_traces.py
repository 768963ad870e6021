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
    (2, 7, "standard"): "8343b5312bff44c1",
    (2, 8, "standard"): "f0e1d08c06079b0e",
    (2, 9, "standard"): "54c449df555b14af",
    (2, 10, "standard"): "b5f47ccc7fa6e696",
    (2, 11, "standard"): "e2ca3492418e0902",
    (2, 12, "standard"): "b6dbe8016ca802d6",
    (3, 7, "standard"): "3ffbfc3754616bb8",
    (3, 8, "standard"): "ffa331204b59120c",
    (3, 9, "standard"): "4d5b27be9822505f",
    (3, 10, "standard"): "6d13b778935b89ed",
    (3, 11, "standard"): "62e7c2c1faeb9a79",
    (3, 12, "standard"): "902de612d498256b",
    (4, 7, "standard"): "16bf7660513fe89c",
    (4, 8, "standard"): "74b212b3369ece3b",
    (4, 9, "standard"): "040c3112fe2bf042",
    (4, 10, "standard"): "074cb0deec0747cc",
    (4, 11, "standard"): "855f729fd3e7a344",
    (4, 12, "standard"): "4356c1e79e1910e4",
    (5, 7, "standard"): "102fb7b8f8c8e1b9",
    (5, 8, "standard"): "6f272ceca0bd737c",
    (5, 9, "standard"): "209df7327406eeb9",
    (5, 10, "standard"): "62aa00701cd88a63",
    (5, 11, "standard"): "cd07c3faaba5516e",
    (5, 12, "standard"): "6b27f06f8b3f9871",
    (2, 7, "variable"): "ef56e531f4a35e81",
    (2, 8, "variable"): "bcc4b30f8c636d11",
    (2, 9, "variable"): "14004d1cd5caea2a",
    (2, 10, "variable"): "3ba1a8b35585f7d5",
    (2, 11, "variable"): "04d967fcd1b10b7e",
    (2, 12, "variable"): "6b7a8166ad69d9fc",
    (3, 7, "variable"): "770aa6cfb5111470",
    (3, 8, "variable"): "ccdc5ec632bbbe2c",
    (3, 9, "variable"): "eb8f3cb536102b25",
    (3, 10, "variable"): "9a75f83a252520f0",
    (3, 11, "variable"): "cf30bfce6d2f64c5",
    (3, 12, "variable"): "d44fe04c655d43f2",
    (4, 7, "variable"): "550931e051670653",
    (4, 8, "variable"): "4d599e31875402ea",
    (4, 9, "variable"): "24e60f1065cc4f76",
    (4, 10, "variable"): "e873243376147624",
    (4, 11, "variable"): "04e00fa83739babb",
    (4, 12, "variable"): "64b55f16d25d9172",
    (5, 7, "variable"): "e28d621b63d1ef6a",
    (5, 8, "variable"): "9d06a66c6bc81bd8",
    (5, 9, "variable"): "36862ccf38f1cc6a",
    (5, 10, "variable"): "f716041015aa874f",
    (5, 11, "variable"): "e725cbc66dba99a5",
    (5, 12, "variable"): "995c3b06900995b5",
}


def pinned() -> dict[tuple[int, int, str], str]:
    """The hashes to paste into PINNED."""
    return {game: trace(*game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[f"{n}p-{seed}-{setup}" for n, seed, setup in GAMES])
def test_seeded_games_show_and_do_exactly_what_they_did(game):
    assert trace(*game) == PINNED[game]
