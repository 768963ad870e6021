"""Setup per player count, phase preparation and the round (rules/castles-of-burgundy.md §3, §4.1, §4.2)."""

from collections import Counter

import pytest

from engine.burgundy import GAME
from engine.burgundy.main_board import DEPOT_SPACES
from engine.burgundy.phases import prepare_phase, space_kind
from engine.burgundy.tiles import GOODS, START_CASTLES, TILES, TileKind
from engine.burgundy.track import order_from_track
from engine.core.game import dump_state, new_game
from tests.engine.burgundy.builder import use_up_round_goods


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_per_player_count(players):
    """§3.1-§3.2: goods, silverlings, workers by turn order, start castles, turn-order stack."""
    state = new_game(GAME, players, 11)
    clockwise = [(state.start_player + k) % players for k in range(players)]
    for position, seat in enumerate(clockwise):
        player = state.players[seat]
        assert player.workers == position + 1
        assert player.silverlings == 1
        assert sum(len(space) for space in player.goods) == 3
        assert player.board == 1 and player.estate == {19: player.start_castle}
    assert sorted(p.start_castle for p in state.players) == sorted(START_CASTLES[:players])
    assert len(state.boxed_goods) == 17 - 3 * players
    assert [len(goods) for goods in state.phase_goods] == [0, 5, 5, 5, 5]  # phase A turned face up
    assert len(state.round_goods) == 4  # one went to a depot in round 1
    assert state.track[0] == list(reversed(clockwise))  # bottom -> top: start player on top
    assert state.order == clockwise and order_from_track(state.track) == clockwise
    GAME.check(state)


@pytest.mark.parametrize(("players", "active", "black"), [(2, 12, 4), (3, 18, 6), (4, 24, 8)])
def test_phase_a_fills_the_active_depot_spaces_and_the_black_depot(players, active, black):
    """§4.1: every active space gets a tile of its colour; 2 black-depot tiles per player."""
    state = new_game(GAME, players, 5)
    filled = [(depot, index) for depot in range(6) for index, tile in enumerate(state.depots[depot]) if tile]
    assert len(filled) == active and len(state.black_depot) == black
    for depot, index in filled:
        assert TILES[state.depots[depot][index]].kind is space_kind(state, depot + 1, index)
        assert not TILES[state.depots[depot][index]].black
        assert DEPOT_SPACES[depot][index].active(players)
    assert all(TILES[tile].black for tile in state.black_depot)


def test_goods_dealt_are_stacked_by_type():
    """§3.2 step 6: same types share a goods space."""
    for seed in range(30):
        state = new_game(GAME, 4, seed)
        for player in state.players:
            types = [GOODS[space[0]] for space in player.goods if space]
            assert len(types) == len(set(types))
            assert all(len({GOODS[t] for t in space}) <= 1 for space in player.goods)


def test_setup_is_deterministic_and_seed_dependent():
    """DESIGN: same seed, same game."""
    assert dump_state(GAME, new_game(GAME, 3, 9)) == dump_state(GAME, new_game(GAME, 3, 9))
    assert new_game(GAME, 3, 9).stacks != new_game(GAME, 3, 10).stacks


def test_start_player_is_random():
    """§3.2 step 7: every seat starts in some game."""
    assert {new_game(GAME, 4, seed).start_player for seed in range(40)} == {0, 1, 2, 3}


def test_phase_preparation_removes_leftovers_and_keeps_depot_goods():
    """§4.1 step 1: leftover hex tiles leave the game; goods on depot goods spaces stay."""
    state = new_game(GAME, 2, 3)
    leftovers = [tile for spaces in state.depots for tile in spaces if tile] + state.black_depot
    goods = [list(pile) for pile in state.depot_goods]
    use_up_round_goods(state)
    state.phase = 1
    prepare_phase(state)
    assert all(tile in state.out_of_game for tile in leftovers)
    assert [list(pile) for pile in state.depot_goods] == goods
    assert len(state.round_goods) == 5 and state.phase_goods[1] == []
    GAME.check(state)


def test_five_phases_use_up_the_stacks_exactly_in_4_players():
    """§2.2: with 4 players every normal-back stack and the black stack are used up."""
    state = new_game(GAME, 4, 2)
    for phase in range(1, 5):
        use_up_round_goods(state)
        state.phase = phase
        prepare_phase(state)
    assert {name: len(stack) for name, stack in state.stacks.items()} == {
        "building": 0,
        "animal": 0,
        "knowledge": 0,
        "castle": 0,
        "mine": 0,
        "ship": 0,
        "black": 0,
    }


def test_round_start_rolls_dice_and_sends_goods_to_the_white_die_depot():
    """§4.2: the white die's depot receives the round's goods tile."""
    state = new_game(GAME, 2, 8)
    arrived = [GOODS[t] for t in state.depot_goods[state.white_die - 1]]
    assert len(arrived) == 1
    assert sum(len(pile) for pile in state.depot_goods) == 1
    assert all(1 <= value <= 6 for player in state.players for value in player.dice)


def test_variant_deals_distinct_physical_boards():
    """§7: each seat is dealt a different physical board."""
    for seed in range(20):
        state = new_game(GAME, 4, seed, {"boards": "open"})
        assert len({player.dealt for player in state.players}) == 4
        assert all(player.board == 0 and not player.estate for player in state.players)
        assert Counter(TILES[p.start_castle].kind for p in state.players) == {TileKind.CASTLE: 4}
