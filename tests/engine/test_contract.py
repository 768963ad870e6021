"""The engine contract, checked the same way for every registered game (DESIGN "The engine contract").

Parametrized over ``all_games()``: a new game package gets these checks without any edit here.
"""

import dataclasses
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import IllegalAction, all_games
from engine.core.game import apply, can_undo, canonical_json, dump_state, load_state, new_game, replay
from engine.simulate import MAX_DECISIONS, run

GAMES = all_games()
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(params=sorted(GAMES), ids=sorted(GAMES))
def spec(request):
    return GAMES[request.param]


def seat_counts(spec):
    """The player counts the game allows with its default options."""
    low, high = spec.seats_for(None)
    return range(low, high + 1)


def test_the_game_declares_itself_completely(spec):
    """GameSpec: a key, a title, a seat range, options whose defaults are among their choices, rules text."""
    assert spec.key and spec.title and 1 <= spec.min_seats <= spec.max_seats
    low, high = spec.seats_for(None)
    assert spec.min_seats <= low <= high <= spec.max_seats
    assert isinstance(spec.schema_version, int) and spec.schema_version >= 1
    assert spec.rules_summary.strip()
    for option in spec.options:
        assert option.default in option.choices
        assert not option.choice_labels or len(option.choice_labels) == len(option.choices)
    names = {field.name for field in dataclasses.fields(spec.state_type)}
    assert {"seed", "step", "seats"} <= names


def test_random_games_end_replay_round_trip_and_leak_nothing(spec):
    """One random game per seat count through ``engine.simulate.run`` with every per-step check on."""
    stats = run(spec, len(seat_counts(spec)), None, seed=4242, check_views=True)
    assert stats.games == len(seat_counts(spec))


def test_no_decision_waits_with_a_single_option_unless_it_asks(spec):
    """Issue 10: the core takes a lone choice for its seat; only a decision flagged ``ask`` waits with one option."""
    for index, players in enumerate(seat_counts(spec)):
        chooser = random.Random(index)
        state = new_game(spec, players, seed=300 + index)
        for _ in range(MAX_DECISIONS):
            decisions = spec.pending(state)
            if not decisions:
                break
            for decision in decisions:
                assert not decision.forced, f"{spec.key}: {decision.kind!r} waits with its only option"
            decision = chooser.choice(decisions)
            state, _ = apply(spec, state, decision.seat, chooser.choice(decision.options).action)


def test_every_default_option_is_offered_and_a_game_of_defaults_ends(spec):
    """DESIGN: every decision names a default among its options; players who all time out still finish."""
    for players in seat_counts(spec):
        state = new_game(spec, players, seed=99)
        log = []
        for _ in range(MAX_DECISIONS):
            decisions = spec.pending(state)
            if not decisions:
                break
            for decision in decisions:
                assert decision.options and decision.default_option in decision.options
            decision = decisions[0]
            log.append((decision.seat, decision.default_option.action))
            state, _ = apply(spec, state, decision.seat, decision.default_option.action)
        else:
            pytest.fail(f"{spec.key} with {players} players did not end when everyone took the default")
        assert spec.result(state) is not None
        final = canonical_json(dump_state(spec, state))
        assert canonical_json(dump_state(spec, replay(spec, players, 99, None, log))) == final


def test_apply_never_changes_the_state_it_is_given(spec):
    """DESIGN: apply returns a new state; the old one is untouched, also after a refusal."""
    state = new_game(spec, seat_counts(spec)[0], seed=5)
    chooser = random.Random(5)
    for _ in range(30):
        decisions = spec.pending(state)
        if not decisions:
            break
        decision = chooser.choice(decisions)
        before = canonical_json(dump_state(spec, state))
        with pytest.raises(IllegalAction):
            apply(spec, state, decision.seat, {"type": "no-such-move-anywhere"})
        assert canonical_json(dump_state(spec, state)) == before
        after, events = apply(spec, state, decision.seat, chooser.choice(decision.options).action)
        assert canonical_json(dump_state(spec, state)) == before
        assert isinstance(can_undo(events), bool)
        state = after


def test_a_fresh_state_round_trips_through_json(spec):
    """DESIGN "State": JSON in, the same state out."""
    for players in seat_counts(spec):
        state = new_game(spec, players, seed=17)
        blob = json.loads(json.dumps(dump_state(spec, state)))
        assert canonical_json(dump_state(spec, load_state(spec, blob))) == canonical_json(dump_state(spec, state))


def test_the_simulator_command_runs_every_game():
    """DESIGN "Testing": ``python -m engine.simulate all --games 5`` exits 0."""
    finished = subprocess.run(
        [sys.executable, "-m", "engine.simulate", "all", "--games", "5"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert finished.returncode == 0, finished.stdout + finished.stderr
    for key in GAMES:
        assert f"{key}: 5 games" in finished.stdout
