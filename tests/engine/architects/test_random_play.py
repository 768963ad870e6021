"""Random play (DESIGN.md "Testing"): 300 seeded complete games across 2-5 players and both setups.

Each game goes through ``engine.simulate.run`` with the spec passed explicitly (the game is not
registered yet): after every move the invariants (conservation of workers and cards, virtue
and goods in range) and the absence of a waiting forced decision; every offered option must
apply; every 25th state and the last one are leak-checked (views, decisions, and the public
view and public decisions against a twin with every hidden card redrawn); at the end, the
replay of the log and the JSON round trip must give the same state.
"""

import random

import pytest

from engine.architects import what_can_i_do
from engine.architects.declaration import GAME
from engine.architects.scoring import breakdown
from engine.architects.views import secrets
from engine.core.game import apply, new_game
from engine.simulate import play_one, run

TABLES = [(players, setup) for setup in ("standard", "variable") for players in (2, 3, 4, 5)]
GAMES_PER_TABLE = 38  # 8 tables: 304 games


@pytest.mark.parametrize(("players", "setup"), TABLES, ids=[f"{n}p-{s}" for n, s in TABLES])
def test_random_games_end_conserve_replay_and_leak_nothing(players, setup):
    seed = 1_000 * players + (500 if setup == "variable" else 0)
    stats = run(GAME, GAMES_PER_TABLE, players, seed, {"setup": setup}, check_views=True, view_every=25)
    assert stats.games == GAMES_PER_TABLE and stats.longest > 20 * players


OPTIONED = [(players, artisans) for players in (2, 3, 4, 5) for artisans in ("draft", "cycling", "both")]


@pytest.mark.parametrize(("players", "artisans"), OPTIONED, ids=[f"{n}p-{a}" for n, a in OPTIONED])
def test_random_games_with_the_optional_rules(players, artisans):
    """The same checks with the Age of Artisans rules and the Conspirator per capture, on both setups."""
    setup = "variable" if players % 2 else "standard"
    options = {"setup": setup, "artisans": artisans, "conspirator": "per_capture"}
    stats = run(GAME, 3, players, 7_000 + 10 * players, options, check_views=True, view_every=25)
    assert stats.games == 3 and stats.longest > 20 * players


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_fully_leak_checked_game(players):
    """One game per count with every state leak-checked."""
    stats = run(GAME, 1, players, 77 + players, {"setup": "variable"}, check_views=True)
    assert stats.games == 1


def test_final_scores_add_up_and_the_winner_has_the_most_points():
    for seed in range(6):
        state, _, _ = play_one(GAME, 2 + seed % 4, 90 + seed, {"setup": "standard"}, random.Random(seed))
        result = GAME.result(state)
        assert result is not None and len(state.guildhall) == 4 * (state.seats + 1)
        scores = {standing.seat: standing.score for standing in result.standings}
        for standing in result.standings:
            assert standing.score == sum(breakdown(state, standing.seat).values())
        assert all(scores[winner] == max(scores.values()) for winner in result.winners)


def test_every_deciding_seat_gets_a_summary_that_tells_it_no_one_elses_secret():
    """Random play: a non-empty summary for each deciding seat, free of what that seat may not know."""
    for seed in range(8):
        chooser = random.Random(seed)
        artisans = ("off", "draft", "cycling", "both")[seed // 2 % 4]
        state = new_game(GAME, 2 + seed % 4, seed, {"setup": ("standard", "variable")[seed % 2], "artisans": artisans})
        while decisions := GAME.pending(state):
            for decision in decisions:
                text = what_can_i_do(state, decision.seat)
                assert text.strip(), decision.kind
                assert not [secret for secret in secrets(state, decision.seat) if secret in text]
            decision = chooser.choice(decisions)
            state, _ = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
