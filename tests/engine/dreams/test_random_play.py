"""Random play: termination, invariants, replay, JSON round trip and leak checks (DESIGN.md "Testing").

The default run plays 193 seeded games: 40 per official player count with the per-step
invariant checks (engine.simulate.run), 7 more with the leak check of every view after every
step (each costs N+1 views per decision, so they are few; test_secrecy.py checks views
structurally on sampled states), 5 per count for the final scores, and 3 per large-table
count (played here: the core's new_game starts only the declared 3-6). ``-m slow`` runs the
full 2,000 games (500 per official player count) that the issue asks for: several minutes.
"""

import json
import random

import pytest

from engine.core.game import apply, canonical_json, dump_state, load_state, pending
from engine.dreams import GAME
from engine.dreams.scoring import BREAKDOWN_MORTAL_ROUNDS, BREAKDOWN_POINTS, breakdown, mortal_rounds
from engine.dreams.state import GOAL
from engine.simulate import leaks, play_one, run
from tests.engine.dreams.builders import start

OFFICIAL = (3, 4, 5, 6)


@pytest.mark.parametrize("players", OFFICIAL)
def test_random_games_end_and_keep_every_invariant(players):
    """40 games per player count: every offered option applies, invariants hold, replay and round trip match."""
    stats = run(GAME, 40, players, 10_000 * players, {"large_table": "off"}, check_views=False)
    assert stats.games == 40 and stats.longest > 3 * players


@pytest.mark.parametrize(("players", "games"), [(3, 3), (4, 2), (5, 1), (6, 1)])
def test_random_games_leak_no_secret_in_any_view(players, games):
    """Every view checked against ``secrets`` after every step of whole games."""
    stats = run(GAME, games, players, 20_000 * players, {"large_table": "off"}, check_views=True)
    assert stats.games == games


@pytest.mark.parametrize("players", [7, 8])
def test_random_large_table_games(players):
    """§6.4: 7-8 players with the unofficial option play to the end with the same rules: invariants after
    every step, no leak every tenth step, replay and JSON round trip at the end (as engine.simulate does;
    the core's new_game, which simulate uses, only starts the declared 3-6)."""
    for seed in range(3):
        chooser = random.Random(seed)
        state = start(players, 30_000 + seed, large_table=True)
        log = []
        while decisions := pending(GAME, state):
            decision = chooser.choice(decisions)
            action = chooser.choice(decision.options).action
            state, _ = apply(GAME, state, decision.seat, action)
            log.append((decision.seat, action))
            GAME.check(state)
            if len(log) % 10 == 0:
                assert list(leaks(GAME, state)) == []
        assert max(state.scores) >= GOAL and GAME.result(state) is not None
        again = start(players, 30_000 + seed, large_table=True)
        for seat, action in log:
            again, _ = apply(GAME, again, seat, action)
        final = canonical_json(dump_state(GAME, state))
        assert canonical_json(dump_state(GAME, again)) == final
        assert canonical_json(dump_state(GAME, load_state(GAME, json.loads(final)))) == final


@pytest.mark.parametrize("players", OFFICIAL)
def test_final_scores_match_the_guesses_and_the_winners(players):
    """§5: scores are the sum of the rounds' awards, someone reached 16, the winners have the most points."""
    for seed in range(5):
        state, _, _ = play_one(
            GAME, players, 40_000 + seed, {"large_table": "off"}, random.Random(seed), check_views=False
        )
        result = GAME.result(state)
        assert max(state.scores) >= GOAL and max(state.scores) <= 20
        assert {s.seat for s in result.standings if s.rank == 1} == {
            seat for seat in range(players) if state.scores[seat] == max(state.scores)
        }
        for standing in result.standings:
            parts = breakdown(state, standing.seat)
            assert standing.score == state.scores[standing.seat] == sum(parts[name] for name in BREAKDOWN_POINTS)
            assert standing.facts == {BREAKDOWN_MORTAL_ROUNDS: mortal_rounds(state, standing.seat)}
        assert sum(mortal_rounds(state, s) for s in range(players)) == len(state.history)


@pytest.mark.slow
@pytest.mark.parametrize("players", OFFICIAL)
def test_two_thousand_random_games(players):
    """The full property run: 500 seeded games per official player count (2,000 in all)."""
    stats = run(GAME, 500, players, 100_000 * players, {"large_table": "off"}, check_views=False)
    assert stats.games == 500
