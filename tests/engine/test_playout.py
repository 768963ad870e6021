"""The playout path (engine.core.playout, issue 24): one copy, moves applied in place, the same game as ``apply``."""

import random

import pytest

from engine.core import get_game, new_game, state_digest
from engine.core.game import replay_steps
from engine.core.playout import playout, random_policy
from engine.simulate import option_combinations

TITLES = ["biblios", "dreams", "burgundy", "architects", "mangrovia"]


def tables(key, count):
    """``count`` (player count, options) of the title, in a seeded order."""
    spec = get_game(key)
    every = [(players, combo) for combo in option_combinations(spec) for players in range(*spec.seats_for(combo))]
    every += [(spec.seats_for(combo)[1], combo) for combo in option_combinations(spec)]
    random.Random(key).shuffle(every)
    return every[:count]


@pytest.mark.parametrize("key", TITLES)
def test_a_seeded_playout_is_the_game_apply_plays_and_leaves_its_start_alone(key):
    """The moves a playout made, replayed through ``engine.core.apply`` (a copy per move), reach the same state."""
    spec = get_game(key)
    for game, (players, combo) in enumerate(tables(key, 4)):
        start = new_game(spec, players, 90 + game, combo)
        before = state_digest(spec, start)
        moves = []

        def recording(state, decisions, rng, moves=moves):
            seat, action = random_policy(state, decisions, rng)
            moves.append((seat, action, False))
            return seat, action

        end = playout(spec, start, random.Random(game), policy=recording, seeded=True)
        assert state_digest(spec, start) == before  # the start is never changed
        assert spec.pending(end) == [] and spec.result(end) is not None
        assert end.step - start.step == len(moves)
        *_, (replayed, _) = replay_steps(spec, start, moves)
        assert state_digest(spec, end) == state_digest(spec, replayed)


@pytest.mark.parametrize("key", TITLES)
def test_a_playout_draws_its_own_chance_and_is_a_function_of_its_generator(key):
    spec = get_game(key)
    players, combo = tables(key, 1)[0]
    start = new_game(spec, players, 5, combo)
    ends = [playout(spec, start, random.Random(seed)) for seed in (1, 1, 2)]
    assert state_digest(spec, ends[0]) == state_digest(spec, ends[1])
    assert state_digest(spec, ends[0]) != state_digest(spec, ends[2])
    for end in ends:
        spec.check(end)
        assert spec.pending(end) == [] and spec.result(end) is not None
    part = playout(spec, start, random.Random(1), max_decisions=7)
    assert part.step - start.step == 7 and spec.pending(part)
    more = playout(spec, part, random.Random(3))
    assert spec.result(more) is not None and spec.result(part) is None
