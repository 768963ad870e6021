"""Architects' own contract checks; tests/engine/test_contract.py runs the generic ones on it as on every game."""

from engine.architects.declaration import GAME


def test_timeouts_take_the_default_and_are_never_a_choice():
    """Every decision without a "do nothing" choice has a timeout action, which is not among its options."""
    from engine.core.game import apply, new_game

    state = new_game(GAME, 3, 5, {"setup": "variable"})
    seen = set()
    for _ in range(400):
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
            state, _ = apply(GAME, state, decision.seat, decision.default_option.action)
    assert {"draft", "place"} <= seen
