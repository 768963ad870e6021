"""A bot's search draws chance from its own generator, never from the table's seed (issue 24).

The table's seed and step fix every future die and reshuffle: a search that applied its simulated
moves with :func:`engine.core.apply` would know them. At positions of random games of every title the
same state under another seed (nothing else changed) must give the same choice with the same bot seed.
"""

import random

import pytest

from engine.core import all_games, apply, copy_state, new_game
from engine.players import GreedyPlayer, IsmctsPlayer, SearchLimits, determinize_for, position

GAMES = all_games()


def positions(spec, games=2, every=9, most=4):
    """(state, seat) at every ``every``-th decision of seeded random games where the seat has a choice, at most
    ``most`` per game."""
    for game in range(games):
        low, high = spec.seats_for(None)
        state = new_game(spec, low + game % (high - low + 1), 70 + game)
        chooser = random.Random(game)
        step = taken = 0
        while taken < most and (pending := spec.pending(state)):
            decision = pending[0]
            if step % every == 0 and len(decision.options) > 1:
                yield state, decision.seat
                taken += 1
            state, _events = apply(spec, state, decision.seat, chooser.choice(decision.options).action)
            step += 1


def reseeded(state, seed):
    """``state`` with another seed: the same position, another future of chance."""
    other = copy_state(state)
    other.seed = seed
    return other


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_choice_does_not_depend_on_the_tables_future_chance(key):
    spec = GAMES[key]
    determinize = determinize_for(spec)
    compared = 0
    for state, seat in positions(spec):
        for make in (
            lambda: IsmctsPlayer(3, 30.0, SearchLimits(iterations=25, rollout_depth=20)),
            lambda: GreedyPlayer(3, 30.0, draws=2),
        ):
            choices = {
                make().choose(position(spec, s, seat, determinize)).option.key
                for s in (state, *(reseeded(state, state.seed + k) for k in (1, 2)))
            }
            assert len(choices) == 1, (key, state.step, seat, choices)
            compared += 1
    assert compared >= 12, compared
