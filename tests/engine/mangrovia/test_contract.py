"""Mangrovia's own contract checks; tests/engine/test_contract.py runs the generic ones on it as on every game."""

import pytest

from engine.core.game import apply, new_game
from engine.mangrovia import GAME


@pytest.mark.parametrize("stones", ["off", "all"])
def test_timeouts_take_the_default_and_are_never_a_choice(stones):
    """Every decision without a "do nothing" choice has a timeout action, which is not among its options."""
    seen = set()
    for seed in range(3):
        state = new_game(GAME, 3, seed, {"stones": stones})
        for _ in range(3000):
            decisions = GAME.pending(state)
            if not decisions:
                break
            decision = decisions[0]
            if decision.timeout is not None:
                assert decision.find(decision.timeout.action) is None
                seen.add(decision.kind)
                state, events = apply(GAME, state, decision.seat, decision.timeout.action, timed_out=True)
                assert "time ran out" in events[0].text
            else:
                assert decision.kind != "bowl"
                state, _ = apply(GAME, state, decision.seat, decision.default_option.action)
        assert GAME.result(state) is not None
    assert {"bowl", "pay"} <= seen  # "return": tests/engine/mangrovia/test_rules.py
