"""Bot players only make offered moves and never stall a game: every title, player count and option (issue 24)."""

import pytest

from engine.core import all_games
from engine.players import GreedyPlayer, RandomPlayer, Strength, determinize_for, make_player, play_game

GAMES = all_games()


def tables(spec):
    """Seeded tables covering every choice of every option and every player count the default options allow."""
    low, high = spec.seats_for(None)
    games = max([high - low + 1, *(len(option.choices) for option in spec.options)])
    for index in range(games):
        options = {option.name: option.choices[index % len(option.choices)] for option in spec.options}
        low, high = spec.seats_for(options)
        yield index, low + index % (high - low + 1), options


CASES = [(key, *table) for key, spec in GAMES.items() for table in tables(spec)]


def bots(spec, players, index):
    """A mix of every kind, turning round the table: the title's bots with tiny searches, so a game stays quick.

    Greedy tries every option: on a Dreams sky (hundreds of points) a random player sits in its place.
    """
    kinds = [
        lambda seed: make_player(spec, Strength.NORMAL, seed, iterations=2),
        lambda seed: GreedyPlayer(seed, 5.0, draws=1) if spec.key != "dreams" else RandomPlayer(seed),
        lambda seed: make_player(spec, Strength.EASY, seed, iterations=2),
        lambda seed: make_player(spec, Strength.STRONG, seed, iterations=3),
    ]
    return [kinds[(seat + index) % len(kinds)](seat + 10 * index) for seat in range(players)]


@pytest.mark.parametrize(("key", "index", "players", "options"), CASES, ids=[f"{c[0]}-{c[2]}p-{c[1]}" for c in CASES])
def test_every_bot_move_is_offered_and_the_game_ends(key, index, players, options):
    """Each choice is one of its decision's options, made without falling back, and the game reaches a result."""
    spec = GAMES[key]

    def check(state, seat, choice):
        decision = next(d for d in spec.pending(state) if d.seat == seat)
        assert decision.find(choice.option.action) is not None, choice
        assert not choice.fallback, choice.reason

    played = play_game(spec, bots(spec, players, index), 700 + index, determinize_for(spec), options, check=check)
    assert played.result.standings and played.moves
