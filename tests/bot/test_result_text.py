"""Final messages in words a player uses (issue 10): no code names in the score breakdown."""

import random

from bot import present
from engine.core import Result, Standing, all_games, apply, new_game, pending


def test_a_finished_burgundy_game_reads_in_words():
    spec = all_games()["burgundy"]
    rng = random.Random(2)
    state = new_game(spec, 2, 2)
    while decisions := pending(spec, state):
        decision = rng.choice(decisions)
        state, _ = apply(spec, state, decision.seat, rng.choice(decision.options).action)
    lines = present.result_lines(spec.result(state), ["Ana", "Ben"])
    assert lines and not any("_" in line for line in lines), lines
    assert all("Towers" in line and "Goods left" in line for line in lines)


def test_a_category_without_words_reads_with_spaces():
    result = Result((Standing(0, 1, 3, {"goods_left": 3}),))
    assert present.result_lines(result, ["Ana"]) == ["🏆 1. Ana: 3 (goods left 3)"]
