"""The generic engine checks of tests/engine, run on Mangrovia with its spec passed explicitly.

Mangrovia is not registered yet (no renderer), so the contract tests parametrized over
``all_games()`` and the malformed-action fuzz do not see it: this module gives them its spec.
"""

import pytest

from engine.core.game import apply, new_game, state_digest
from engine.mangrovia.declaration import GAME
from tests.engine.test_contract import (  # noqa: F401  (collected here with this module's ``spec``)
    test_a_fresh_state_round_trips_through_json,
    test_apply_never_changes_the_state_it_is_given,
    test_every_default_option_is_offered_and_a_game_of_defaults_ends,
    test_no_decision_waits_with_a_single_option_unless_it_asks,
    test_random_games_end_replay_round_trip_and_leak_nothing,
    test_the_game_declares_itself_completely,
)
from tests.engine.test_malformed_actions import battery, sampled_states, throw


@pytest.fixture
def spec():
    return GAME


def test_malformed_actions_are_illegal_actions():
    """Sampled states of seeded games: every mutation of an offered option is refused or offered, state unchanged."""
    checked = 0
    for state, rng in sampled_states(GAME, 4, 40, 0.03):
        decisions = GAME.pending(state)
        decision = rng.choice(decisions)
        idle = [seat for seat in range(state.seats) if seat not in {d.seat for d in decisions}]
        digest = state_digest(GAME, state)
        for seat in [decision.seat, *rng.sample(idle, min(1, len(idle)))]:
            for bad in battery(decision, rng):
                throw(GAME, state, seat, bad)
        assert state_digest(GAME, state) == digest
        checked += 1
    assert checked >= 20


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


def test_the_simulator_runs_the_unregistered_game_by_its_key():
    """``python -m engine.simulate mangrovia`` finds the declared GAME although the registry does not list it."""
    import subprocess
    import sys
    from pathlib import Path

    from engine.core import all_games
    from engine.simulate import spec_for

    assert "mangrovia" not in all_games() and spec_for("mangrovia") is GAME
    with pytest.raises(KeyError):
        spec_for("no_such_game")
    finished = subprocess.run(
        [sys.executable, "-m", "engine.simulate", "mangrovia", "--games", "2", "--players", "3"],
        cwd=Path(__file__).resolve().parents[3],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert finished.returncode == 0 and "mangrovia: 2 games" in finished.stdout, finished.stderr
