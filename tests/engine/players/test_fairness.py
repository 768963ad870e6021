"""Fair by construction: a bot's choice depends on its seat's decision and the states it may draw, never on the truth.

Issue 24's fairness test. At positions of random games of every title, the true state is replaced by
the seat's twin (``GameSpec.redraw_hidden(state, rng, seat)``: everything the seat does not know drawn
anew, the rest kept). With the same bot seed:

- with a determinize that draws from one fixed twin whatever it is handed, the choice is the same at
  every position of every title: nothing but the sampler and the decision reaches the player;
- with the title's own determinize (``determinize_for``: the seat's redraw, which depends only on what
  the seat knows and the generator), the truth and its twin give the same draws and so the same choice.
"""

import random

import pytest

from engine.core import all_games, apply, dump_state, new_game, pending_for
from engine.players import GreedyPlayer, IsmctsPlayer, SearchLimits, determinize_for, position

GAMES = all_games()


def positions(spec, games=3, every=6):
    """(state, the seat's twin, seat) at every ``every``-th decision of seeded random games where the seat has a
    choice."""
    for game in range(games):
        low, high = spec.seats_for(None)
        state = new_game(spec, low + game % (high - low + 1), 40 + game)
        chooser = random.Random(game)
        step = 0
        while pending := spec.pending(state):
            decision = pending[0]
            if step % every == 0 and len(decision.options) > 1:
                twin = spec.redraw_hidden(state, random.Random(f"twin:{game}:{step}"), decision.seat)
                assert pending_for(spec, twin, decision.seat) == decision, "the seat can tell its twin"
                yield state, twin, decision.seat
            state, _events = apply(spec, state, decision.seat, chooser.choice(decision.options).action)
            step += 1


def players(key):
    search = IsmctsPlayer(7, 30.0, SearchLimits(iterations=6, rollout_depth=3))
    return [search] if key == "dreams" else [search, GreedyPlayer(7, 30.0, draws=2)]


def same_choice(player_kind, spec, state, twin, seat, determinize):
    first, second = (type(player_kind)(player_kind.seed, player_kind.cpu_budget, *extra(player_kind)) for _ in range(2))
    mine = first.choose(position(spec, state, seat, determinize))
    theirs = second.choose(position(spec, twin, seat, determinize))
    assert not mine.fallback, mine.reason
    return mine.option == theirs.option


def extra(player):
    return (player.limits,) if isinstance(player, IsmctsPlayer) else (player.draws,)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_choice_is_the_same_from_a_fixed_sampler_whatever_the_truth(key):
    """A sampler that ignores the state it is handed: the truth and its twin give the same choice."""
    spec = GAMES[key]
    compared = 0
    for state, twin, seat in positions(spec):
        base = spec.redraw_hidden(state, random.Random(99))

        def fixed(_state, _seat, rng, base=base):
            return spec.redraw_hidden(base, rng)

        for player in players(key):
            assert same_choice(player, spec, state, twin, seat, fixed), (key, state.step, seat)
            compared += 1
    assert compared >= 40


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_choice_is_the_same_when_the_truth_is_replaced_by_its_twin(key):
    """The title's own determinize, handed the truth or its twin: the same draws, the same choice."""
    spec = GAMES[key]
    determinize = determinize_for(spec)
    compared = 0
    for state, twin, seat in positions(spec):
        draws = [dump_state(spec, determinize(s, seat, random.Random(5))) for s in (state, twin)]
        assert draws[0] == draws[1], "the redraw depends on more than what is known"
        for player in players(key):
            assert same_choice(player, spec, state, twin, seat, determinize), (key, state.step, seat)
            compared += 1
    assert compared >= 40
