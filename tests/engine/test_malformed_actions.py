"""Malformed actions are refused with ``IllegalAction``, never a crash (players type raw JSON with /play).

At sampled states of seeded random games (every table size from the minimum to 5 and every
option combination), a battery of malformed actions (tests/engine/malformed.py) goes to
``core.apply`` for the pending seat and for a seat that is not pending: each must raise
``IllegalAction`` or be an offered option, and the state must be unchanged. The same
actions (those with a text "type", the shape the core lets through) also go straight to
the game's own ``apply`` hook, on a copy: that proves the game's validation, not the core's
safety net, refuses them.
"""

import copy
import dataclasses
import random

import pytest

from engine.core import IllegalAction, get_game, rng_for
from engine.core.game import apply, check_action_shape, new_game, pending_for, state_digest
from engine.simulate import option_combinations
from tests.engine.malformed import ODD_INPUTS, mutations, nested, nested_dict

GAMES = ("biblios", "dreams", "burgundy", "architects", "mangrovia")


def sampled_states(spec, games, seed, rate):
    """States met in random games, each kept with probability ``rate``, with the rng that picked it."""
    tables = [
        (players, combo)
        for combo in option_combinations(spec)
        for players in range(spec.seats_for(combo)[0], min(spec.seats_for(combo)[1], 5) + 1)
    ]
    for game in range(games):
        players, combo = tables[(seed + game) % len(tables)]
        state = new_game(spec, players, seed + game, combo)
        rng = random.Random(seed + game)
        while decisions := spec.pending(state):
            if rng.random() < rate:
                yield state, rng
            decision = rng.choice(decisions)
            state, _ = apply(spec, state, decision.seat, rng.choice(decision.options).action)


def battery(decision, rng):
    """Mutations of up to two offered options, plus the inputs that are not moves at all."""
    options = rng.sample(decision.options, min(2, len(decision.options)))
    return [bad for option in options for bad in mutations(option.action)] + list(ODD_INPUTS)


def throw(spec, state, seat, bad):
    """Send ``bad`` through the core and through the game's hook; fail on anything but IllegalAction."""
    described = f"{spec.key} step {state.step} seat {seat}: {repr(bad)[:160]}"
    try:
        apply(spec, state, seat, bad)
    except IllegalAction:
        pass
    except Exception as error:
        pytest.fail(f"core.apply raised {error!r} for {described}")
    else:
        decision = pending_for(spec, state, seat)
        assert decision is not None and decision.find(bad) is not None, f"not offered, but applied: {described}"
    if isinstance(bad, dict) and isinstance(bad.get("type"), str):
        try:
            spec.apply(copy.deepcopy(state), seat, bad, rng_for(state.seed, state.step + 1))
        except IllegalAction:
            pass
        except Exception as error:
            pytest.fail(f"{spec.key}'s own apply raised {error!r} for {described}")


def check_states(key, games, seed, rate):
    spec = get_game(key)
    checked = 0
    for state, rng in sampled_states(spec, games, seed, rate):
        decisions = spec.pending(state)
        decision = rng.choice(decisions)
        idle = [seat for seat in range(state.seats) if seat not in {d.seat for d in decisions}]
        digest = state_digest(spec, state)
        for seat in [decision.seat, *rng.sample(idle, min(1, len(idle)))]:
            for bad in battery(decision, rng):
                throw(spec, state, seat, bad)
        assert state_digest(spec, state) == digest, f"{key}: a refused action changed the state"
        checked += 1
    return checked


@pytest.mark.parametrize("key", GAMES)
def test_malformed_actions_are_illegal_actions(key):
    """A few seeded games per game, about ten sampled states each: nothing but IllegalAction."""
    rate = {"biblios": 0.1, "dreams": 0.08, "burgundy": 0.04, "architects": 0.02, "mangrovia": 0.03}[key]
    assert check_states(key, 3, 40, rate) >= 20


@pytest.mark.slow
@pytest.mark.parametrize("key", GAMES)
def test_malformed_actions_are_illegal_actions_at_length(request, key):
    """The long run (``-m slow``): many more games and states."""
    if "slow" not in (request.config.getoption("markexpr") or ""):
        pytest.skip("long fuzz run: select it with -m slow")
    assert check_states(key, 40, 1_000, 0.1) > 100


@pytest.mark.parametrize(
    ("action", "says"),
    [
        ([{"type": "pass"}], "JSON object"),
        ({"type": 3}, "JSON object"),
        ({"amount": 3}, "JSON object"),
        ({"type": "bid", "amount": 1.5}, "whole numbers"),
        ({"type": "bid", "amount": 10**9}, "out of range"),
        ({"type": "bid", "amount": {"a": nested(10)}}, "nested too deeply"),
        (nested_dict(60), "nested too deeply"),
        ({"type": "bid", "x": list(range(51))}, "too many items"),
        ({"type": "bid", **{f"k{n}": n for n in range(60)}}, "too many items"),
        ({"type": "bid", "x": [[1] * 50] * 4}, "too many values"),
        ({"type": "bid", "x": "y" * 2_000}, "too long"),
        ({"type": "bid", "x": {1, 2}}, "only JSON values"),
    ],
)
def test_the_core_refuses_odd_shapes_with_a_short_message(action, says):
    """check_action_shape: a specific message for each kind of odd shape."""
    with pytest.raises(IllegalAction, match=says):
        check_action_shape(action)


def test_every_offered_option_has_an_acceptable_shape():
    """The shape bounds stay far from any option a game offers."""
    for key in GAMES:
        spec = get_game(key)
        for state, _ in sampled_states(spec, 2, 7, 0.2):
            for decision in spec.pending(state):
                for option in decision.options:
                    check_action_shape(option.action)


def test_an_exception_while_explaining_a_refusal_becomes_the_plain_refusal(monkeypatch):
    """The core's last line of defence: a game bug on the explanation path is not shown as an internal error."""
    spec = get_game("dreams")
    state = new_game(spec, 3, 1)

    def crash(*_):
        raise KeyError("bug")

    broken = dataclasses.replace(spec, rules=dataclasses.replace(spec.rules, guard=crash))
    with pytest.raises(IllegalAction, match="not one of the choices"):
        apply(broken, state, spec.pending(state)[0].seat, {"type": "nonsense"})
