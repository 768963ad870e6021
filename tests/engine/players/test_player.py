"""The player contract: an offered option and a reason, never an exception (issue 24)."""

import random

import pytest

from engine.core import Option, get_game, new_game
from engine.players import (
    GreedyPlayer,
    IsmctsPlayer,
    NothingToDraw,
    Player,
    RandomPlayer,
    SearchLimits,
    Strength,
    determinize_for,
    make_player,
    play_game,
    position,
    visible_only,
)
from engine.players.evaluation import margins


def biblios_position(determinize=None):
    spec = get_game("biblios")
    state = new_game(spec, 2, 3)
    seat = spec.pending(state)[0].seat
    return position(spec, state, seat, determinize or determinize_for(spec))


def test_an_internal_error_plays_the_default_and_says_why():
    """A search that fails (here: its sampler raises) falls back on the decision's default option."""

    def broken(state, seat, rng):
        raise KeyError("boom")

    where = biblios_position(broken)
    choice = IsmctsPlayer(1, 1.0, SearchLimits(iterations=5)).choose(where)
    assert choice.fallback and choice.option == where.decision.default_option
    assert "internal error" in choice.reason and "boom" in choice.reason


def test_a_title_without_a_redraw_plays_the_default_where_the_seat_does_not_know_everything():
    """visible_only refuses a state that hides something from the seat; the player says so."""
    spec = get_game("biblios")
    where = biblios_position(visible_only(spec))
    assert spec.secrets(new_game(spec, 2, 3), where.seat)  # the deck is hidden from everyone
    with pytest.raises(NothingToDraw):
        where.sample(random.Random(0))
    choice = GreedyPlayer(1).choose(where)
    assert choice.fallback and choice.option == where.decision.default_option
    assert "no way to draw" in choice.reason


def test_a_move_that_is_not_offered_is_replaced_by_the_default():
    """Whatever a player's own method returns, choose() hands back an offered option."""

    class Cheater(Player):
        def decide(self, position, rng, deadline):
            return Option({"type": "win"}, "Win"), "cheating"

    where = biblios_position()
    choice = Cheater().choose(where)
    assert choice.fallback and choice.option == where.decision.default_option
    assert "not offered" in choice.reason


def test_a_search_past_its_cpu_budget_stops_with_what_it_has():
    """A zero CPU budget: no iteration runs, the default is played and the reason names the budget."""
    where = biblios_position()
    choice = IsmctsPlayer(1, 0.0, SearchLimits(iterations=10_000)).choose(where)
    assert choice.option == where.decision.default_option
    assert "CPU budget" in choice.reason


def test_the_same_seeds_play_the_same_game():
    """Iteration budgets make bot games deterministic: same seeds, same moves."""
    spec = get_game("mangrovia")

    def game():
        players = [make_player(spec, Strength.EASY, 4, iterations=3), RandomPlayer(5)]
        return [choice.option.key for _, choice, _ in play_game(spec, players, 11, determinize_for(spec)).moves]

    assert game() == game()


def test_margins_reward_the_leader_and_sum_to_one_between_two():
    """The reward of a running game is a logistic of the lead over the best other seat."""
    two = margins((12.0, 8.0), 4.0)
    assert two[0] > 0.5 > two[1] and two[0] + two[1] == pytest.approx(1.0)
    four = margins((5.0, 9.0, 9.0, 1.0), 4.0)
    assert four[1] == four[2] == pytest.approx(0.5) and four[3] < four[0] < 0.5


def test_strengths_search_more_as_they_grow():
    """Easy < normal < strong in iterations and rollout depth; only easy plays at random; CPU budgets 1 s and 3 s."""
    from engine.players import STRENGTHS

    easy, normal, strong = (STRENGTHS[s] for s in (Strength.EASY, Strength.NORMAL, Strength.STRONG))
    assert easy.limits.iterations < normal.limits.iterations < strong.limits.iterations
    assert easy.limits.random_move > 0 == normal.limits.random_move == strong.limits.random_move
    assert normal.cpu_budget <= 1.0 and strong.cpu_budget <= 3.0
