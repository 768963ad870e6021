"""A quick check of strength (issue 24): a normal bot with a tiny search beats random play in most of 20 games.

The real figures (hundreds of games, every title, every pairing) are printed by ``bench/bot_strength.py``.
"""

from engine.core import get_game
from engine.players import RandomPlayer, Strength, determinize_for, make_player, play_game


def test_normal_beats_random_in_most_of_20_burgundy_games():
    """Burgundy, 2 players, the bot's seat alternating: it wins at least 14 of 20 games."""
    spec = get_game("burgundy")
    wins = 0
    for game in range(20):
        seat = game % 2
        players = [
            make_player(spec, Strength.NORMAL, game, iterations=2) if other == seat else RandomPlayer(game)
            for other in range(2)
        ]
        result = play_game(spec, players, 1000 + game, determinize_for(spec)).result
        wins += seat in result.winners
    assert wins >= 14, f"normal won only {wins} of 20 games against random play"
