"""Random-play property tests: 300+ seeded complete games (DESIGN.md "Testing"; issue 5 "Tests").

``engine.simulate.run`` checks, for every game: termination, the invariants after every move
(tile and goods conservation, storage limits, legal estates: ``invariants.check``), that the
chosen option applies, replay equality and the JSON round trip; with ``check_views`` also that
no view shows a face-down tile, a face-down goods tile or another seat's secret board choice.
The 300 games run in two processes and leak-check the views every 150th move and at the end;
two more complete games check them after every move. Successive games cycle through 2, 3 and
4 players and every option.
"""

import multiprocessing
import random
from concurrent.futures import ProcessPoolExecutor

import pytest

from engine.burgundy import GAME, what_can_i_do
from engine.burgundy.actions import place_problem
from engine.burgundy.boards import SPACE_IDS
from engine.burgundy.estate import legal_spaces, placement_cost
from engine.burgundy.state import Stage
from engine.core.game import apply, new_game, state_digest
from engine.simulate import option_combinations, run

GAMES = 300
BATCHES = ((1, 150), (10_001, 150))  # (first seed, games)
VIEW_EVERY = 150  # leak-check every view after every 150th move and at the end


def _play_batch(batch: tuple[int, int]) -> tuple[int, int, dict[int, int]]:
    first_seed, games = batch
    stats = run(GAME, games, None, first_seed, check_views=True, view_every=VIEW_EVERY)
    return stats.games, stats.decisions, dict(stats.winners)


def test_300_random_games_end_conserve_and_replay():
    """Termination, conservation after every move, replay, round trip and sampled leak checks: 300 games."""
    assert len(option_combinations(GAME)) == 6  # boards base/open/secret × tiebreak fewest/most
    # "spawn": a fresh interpreter per worker, safe even if other tests left threads running.
    with ProcessPoolExecutor(max_workers=len(BATCHES), mp_context=multiprocessing.get_context("spawn")) as pool:
        results = list(pool.map(_play_batch, BATCHES))
    assert sum(games for games, _, _ in results) == GAMES
    decisions = sum(count for _, count, _ in results)
    assert decisions > GAMES * 300
    winners = {seat for _, _, won in results for seat in won}
    assert winners == {0, 1, 2, 3}


@pytest.mark.parametrize(("players", "boards"), [(2, "secret"), (3, "secret")], ids=str)
def test_random_games_leak_nothing_in_any_view(players, boards):
    """Every view after every move: no face-down tile or goods, no unrevealed secret choice."""
    stats = run(GAME, 1, players, 500 + players, {"boards": boards, "tiebreak": "fewest"}, check_views=True)
    assert stats.games == 1


def test_every_offered_option_applies_and_decisions_stay_small():
    """At sampled decisions every option applies; lists stay within 25, labels within 80 characters."""
    chooser = random.Random(7)
    for index, (players, boards) in enumerate([(2, "base"), (3, "open"), (4, "secret")] * 2):
        state = new_game(GAME, players, 900 + index, {"boards": boards})
        step = 0
        while decisions := GAME.pending(state):
            for decision in decisions:
                assert 1 <= len(decision.options) <= 25, decision.kind
                assert decision.prompt and 0 <= decision.default < len(decision.options)
                assert all(len(option.label) <= 80 for option in decision.options), decision.kind
                assert len({option.key for option in decision.options}) == len(decision.options)
            if step % 11 == 0:
                assert GAME.view(state, None).decision == decisions[0].kind
                for decision in decisions:
                    for option in decision.options:
                        apply(GAME, state, decision.seat, option.action)
                    assert what_can_i_do(state, decision.seat)
                if state.stage is Stage.PLAYING:
                    _fast_and_explained_placements_agree(state)
            decision = chooser.choice(decisions)
            state, _ = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
            step += 1


def _fast_and_explained_placements_agree(state):
    """``legal_spaces`` (fast, for options) and ``place_problem`` (for refusals) agree on every space."""
    seat = state.active
    player = state.players[seat]
    for tile in player.storage:
        for value in (None, *range(1, 7)):
            fast = dict(legal_spaces(player, tile, value))
            for space in SPACE_IDS:
                explained = place_problem(state, seat, tile, space, value) is None
                affordable = explained and placement_cost(player, tile, space, value) <= player.workers
                assert (space in fast) == affordable, (tile, value, space)


# Golden replays: a seeded random game per configuration and the digest of its final state.
# Regenerate after an intended rule change with:
#   python -c "from tests.engine.burgundy.test_random_play import golden; print(golden())"
GOLDEN = {
    (2, "base"): "6d83a7f88ff32536",
    (3, "open"): "48b12c6b3a2cf691",
    (4, "secret"): "ca9a1994380866d4",
}


def _golden_game(players: int, boards: str) -> str:
    state = new_game(GAME, players, 2024, {"boards": boards})
    chooser = random.Random(f"golden:{players}:{boards}")
    while decisions := GAME.pending(state):
        decision = chooser.choice(decisions)
        state, _ = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
    return state_digest(GAME, state)


def golden() -> dict[tuple[int, str], str]:
    """The digests to paste into GOLDEN."""
    return {key: _golden_game(*key) for key in GOLDEN}


@pytest.mark.parametrize("key", list(GOLDEN), ids=str)
def test_golden_replays(key):
    """A fixed game per configuration ends in the same final state as recorded."""
    assert _golden_game(*key) == GOLDEN[key]
