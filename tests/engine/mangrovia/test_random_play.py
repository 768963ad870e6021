"""Random play (DESIGN.md "Testing"): 1,000+ seeded complete games across 2-5 players, with and without the variant.

Each game goes through ``engine.simulate.run``: after every move the invariants (the 85 cards,
the 40 amulets, huts, totem tiles and variant tiles each once; the amulet pillars; sites and
birds) and the absence of a waiting forced decision; every offered option (and random sets) must apply; at the end, the
replay of the log and the JSON round trip must give the same state. The 200 games of the first
run are leak-checked every 25th state and at the end (views, decisions, and the public view and
public decisions against a twin with every hidden card and amulet redrawn); four games are
leak-checked at every state; the 800 games of the larger run check everything but leaks.
"""

import random

import pytest

from engine.mangrovia import GAME
from engine.mangrovia.scoring import breakdown
from engine.mangrovia.stones import MODES
from engine.simulate import play_one, run

TABLES = [(players, stones) for stones in MODES for players in (2, 3, 4, 5)]


@pytest.mark.parametrize(("players", "stones"), TABLES, ids=[f"{n}p-{s}" for n, s in TABLES])
def test_random_games_end_conserve_replay_and_leak_nothing(players, stones):
    games = 13  # 16 tables: 208 games
    seed = 1_000 * players + 100 * MODES.index(stones)
    stats = run(GAME, games, players, seed, {"stones": stones}, check_views=True, view_every=25)
    assert stats.games == games and stats.longest > 30 * players


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_fully_leak_checked_game(players):
    """One game per count with every state leak-checked."""
    stats = run(GAME, 1, players, 77 + players, {"stones": MODES[players - 2]}, check_views=True)
    assert stats.games == 1


@pytest.mark.slow
@pytest.mark.parametrize(("players", "stones"), TABLES, ids=[f"{n}p-{s}" for n, s in TABLES])
def test_eight_hundred_more_random_games(players, stones):
    """The larger property run: 50 more seeded games per table (800 in all), every check but the leak checks."""
    seed = 100_000 * players + 10_000 * MODES.index(stones)
    stats = run(GAME, 50, players, seed, {"stones": stones}, check_views=False)
    assert stats.games == 50


def test_final_scores_add_up_and_the_winner_has_the_most_points():
    for seed in range(8):
        state, _, _ = play_one(GAME, 2 + seed % 4, 90 + seed, {"stones": MODES[seed % 4]}, random.Random(seed))
        result = GAME.result(state)
        assert result is not None and state.over and any(player.huts == 0 for player in state.players)
        scores = {standing.seat: standing.score for standing in result.standings}
        for standing in result.standings:
            assert standing.score == sum(breakdown(state, standing.seat).values())
        assert all(scores[winner] == max(scores.values()) for winner in result.winners)
        assert GAME.view(state, None).scores == tuple(scores[seat] for seat in range(state.seats))
