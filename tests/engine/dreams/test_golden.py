"""Golden replays: fixed seeds and choosers give fixed final states (STYLE.md "golden replays").

A failure here means the rules or the state's encoding changed. If that was intended, run
``python -m tests.engine.dreams.test_golden``, read the diff of the printed table, and paste it.
"""

import random

import pytest

from engine.core.game import apply, pending, state_digest
from engine.dreams import GAME
from tests.engine.dreams.builders import start

# (players, seed, options) -> (actions in the game, rounds, final scores, digest of the final state)
GOLDEN = {
    (3, 1, "off"): (96, 8, [7, 12, 18], "d022d1d821307be6"),
    (5, 2, "off"): (280, 14, [11, 14, 13, 18, 5], "5a6ebf244bf4c9a7"),
    (6, 3, "off"): (264, 11, [9, 14, 7, 10, 16, 9], "eae25b7fbfff5c9e"),
    (8, 4, "on"): (352, 11, [7, 4, 13, 8, 16, 6, 12, 9], "e3da30c8a2df3ea4"),
}


def play(players: int, seed: int, large_table: str) -> tuple[int, int, list[int], str]:
    """A whole game, choosing among the pending seats and their options with a seeded chooser."""
    state = start(players, seed, large_table == "on")
    chooser = random.Random(f"golden:{seed}")
    actions = 0
    while decisions := pending(GAME, state):
        decision = chooser.choice(decisions)
        state, _ = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
        actions += 1
    return actions, state.round, list(state.scores), state_digest(GAME, state)


@pytest.mark.parametrize("case", list(GOLDEN), ids=[f"{p}p-seed{s}-{o}" for p, s, o in GOLDEN])
def test_golden_replay(case):
    """The same seed and choices reach the same final state as when this table was made."""
    assert play(*case) == GOLDEN[case]


if __name__ == "__main__":
    for case in GOLDEN:
        print(f"    {case!r}: {play(*case)!r},")
