"""Property tests: thousands of complete seeded random games keep every invariant (DESIGN "Testing").

``engine.simulate`` checks, for every game, termination, conservation (``check``) after each
action, that replaying the log reproduces the final state, and the JSON round trip; with
``check_views`` also that no view contains a secret its viewer must not see.
"""

import json
import random

from engine.biblios import GAME
from engine.core import to_data
from engine.core.game import apply, canonical_json, dump_state, load_state
from engine.simulate import leaks
from testkit.biblios_random_play import CONFIGS, Bidder, bidder_batch, in_parallel, states_of, uniform_batch

UNIFORM_GAMES = 800
BIDDER_GAMES = 1200
CHUNKS = 4


def test_two_thousand_random_games_keep_every_invariant():
    """2,000 games over 2-4 players and both penalty modes: termination, conservation, replay, round trip."""
    batches = [("uniform", 1 + i * UNIFORM_GAMES // CHUNKS, UNIFORM_GAMES // CHUNKS) for i in range(CHUNKS)]
    batches += [("bidder", 100_001 + i * BIDDER_GAMES // CHUNKS, BIDDER_GAMES // CHUNKS) for i in range(CHUNKS)]
    tally = in_parallel(batches)
    assert tally.games == UNIFORM_GAMES + BIDDER_GAMES == 2000
    assert tally.decisions > 2000 * 100


def test_no_view_leaks_a_secret_at_any_step():
    """§10: after every action, no view (public or any seat's) shows what its viewer must not know."""
    assert uniform_batch(500_001, 3, check_views=True).games == 3


def test_no_view_leaks_a_secret_in_careful_games():
    """§10: the same check every third action, in every configuration, with careful bidders (payments, Church)."""
    assert bidder_batch(600_001, len(CONFIGS), check_views=True, view_every=3).games == len(CONFIGS)


def sampled_states(games: int, every: int, first_seed: int = 700_001, *, uniform: bool = False):
    """Every ``every``-th state of ``games`` games (careful bidders, or uniform choices), cycling configurations."""
    for index in range(games):
        players, options = CONFIGS[index % len(CONFIGS)]
        seed = first_seed + index
        chooser = random.Random(f"sample:{seed}") if uniform else Bidder(f"sample:{seed}")
        states = states_of(players, seed, options, lambda decision, chooser=chooser: chooser.choice(decision.options))
        yield from states[index % every :: every]


def test_every_offered_option_applies_cleanly():
    """§11: at sampled states every option of the pending decision applies and keeps the invariants."""
    checked = 0
    for state in sampled_states(12, 9):
        for decision in GAME.pending(state):
            assert decision.default_option in decision.options
            for option in decision.options:
                after, _ = apply(GAME, state, decision.seat, option.action)
                GAME.check(after)
                checked += 1
    assert checked > 1000


def test_public_and_other_seat_views_never_show_a_hand_card():
    """§10 H11: before the end, no card id of a hand appears in the public view or another seat's view."""
    checked = 0
    for state in sampled_states(18, 7, first_seed=800_001):
        if GAME.result(state) is not None:
            continue
        views = {seat: canonical_json(to_data(GAME.view(state, seat))) for seat in [None, *range(state.seats)]}
        for owner in range(state.seats):
            for card in state.hand(owner):
                for viewer, text in views.items():
                    if viewer != owner:
                        assert card not in text, f"{card} of seat {owner} shown to {viewer}"
        checked += 1
    assert checked > 200


def test_views_leak_nothing_at_sampled_states_of_uniform_play():
    """§10 through ``engine.simulate.leaks``, on states of uniformly random play."""
    for state in sampled_states(24, 25, first_seed=900_001, uniform=True):
        assert list(leaks(GAME, state)) == []


def test_mid_game_states_survive_a_json_round_trip():
    """DESIGN "State": every sampled state round-trips through JSON exactly."""
    for state in sampled_states(6, 11, first_seed=950_001):
        blob = json.loads(json.dumps(dump_state(GAME, state)))
        assert load_state(GAME, blob) == state
        assert GAME.pending(load_state(GAME, blob)) == GAME.pending(state)


def test_a_game_of_defaults_ends():
    """DESIGN "default option": a table of players who all time out still finishes the game."""
    for players, options in CONFIGS:
        states = states_of(players, 31, options, lambda decision: decision.default_option)
        assert GAME.result(states[-1]) is not None
