"""Regions, colours, final scoring and the result (rules/castles-of-burgundy.md §5.7, §6, §11 item 6)."""

import pytest

from engine.burgundy import GAME
from engine.burgundy.scoring import final_scoring
from engine.burgundy.state import Score, Stage
from engine.burgundy.tiles import Building, Species, TileKind
from tests.engine.burgundy.builder import (
    animal,
    building,
    fresh,
    give_goods,
    knowledge,
    place,
    play,
    set_dice,
    store,
    tile,
)


def add(state, tile_id, space, die, seat=0):
    store(state, seat, tile_id)
    set_dice(state, seat, die, die)
    return play(
        state, seat, {"type": "die", "die": 0}, {"type": "place", "tile": tile_id}, {"type": "space", "space": space}
    )


@pytest.mark.parametrize(("phase", "bonus"), [(0, 10), (1, 8), (2, 6), (3, 4), (4, 2)])
def test_region_vp_by_size_plus_the_phase_bonus(phase, bonus):
    """§5.7: a 3-space region completed in each phase: 6 + bonus."""
    state = fresh()
    state.phase = phase
    place(state, 0, 20, tile(state, TileKind.SHIP))
    place(state, 0, 21, tile(state, TileKind.SHIP))
    state, _ = add(state, tile(state, TileKind.SHIP), 22, 1)
    assert state.players[0].points == {"regions": 6 + bonus}


def test_animals_and_region_completion_both_score():
    """§5.6: animal VP and region VP are independent (size-1 pasture A2 on space 28)."""
    state = fresh()
    place(state, 0, 20, tile(state, TileKind.SHIP))
    place(state, 0, 21, tile(state, TileKind.SHIP))
    state, _ = add(state, animal(state, Species.PIG, 3), 28, 2)
    assert state.players[0].points == {"regions": 1 + 10, "animals": 3}


def test_two_players_bonus_tiles_are_5_and_2_and_dark_green_counts_the_start_castle():
    """§2.8, §5.7: the start castle counts for dark green; 2 players: large 5, small 2."""
    state = fresh()
    place(state, 0, 13, knowledge(state, 2))
    place(state, 0, 7, tile(state, TileKind.CASTLE))
    place(state, 0, 2, tile(state, TileKind.CASTLE))
    state, _ = add(state, tile(state, TileKind.CASTLE), 3, 4)
    assert state.players[0].points == {"regions": 6 + 10, "bonus_tiles": 5}
    assert state.completed == {"castle": [0]}
    state.stack.clear()  # skip the castle's bonus action
    place(state, 1, 13, knowledge(state, 26))
    place(state, 1, 7, tile(state, TileKind.CASTLE))
    place(state, 1, 2, tile(state, TileKind.CASTLE))
    state.order, state.turn = [1, 0], 0
    state, _ = add(state, tile(state, TileKind.CASTLE), 3, 4, seat=1)
    assert state.players[1].points == {"regions": 16, "bonus_tiles": 2}


def test_final_scoring_counts_goods_silverlings_workers_and_not_stored_tiles():
    """§6: 1 per goods tile left, 1 per silverling, 1 per 2 workers; stored hex tiles score nothing."""
    state = fresh()
    give_goods(state, 0, 3, 2)
    give_goods(state, 0, 5, 1)
    state.players[0].silverlings = 4
    state.players[0].workers = 7
    store(state, 0, building(state, Building.WATCHTOWER))
    final_scoring(state)
    assert state.players[0].points == {"goods_left": 3, "silverlings": 4, "workers": 3, "knowledge": 0}


def test_result_breakdown_sums_to_the_score_and_lists_every_category():
    """The result's breakdown names every category; it adds up to the score."""
    state = fresh()
    state.stage = Stage.OVER
    state.players[0].points = {"regions": 20, "sales": 8}
    state.players[1].points = {"animals": 30}
    result = GAME.result(state)
    assert result.winners == (1,)
    for standing in result.standings:
        assert set(standing.breakdown) == {category.value for category in Score}
        assert sum(standing.breakdown.values()) == standing.score
        assert standing.tiebreak == ""
    assert "{p1} wins" in result.summary


def test_tiebreak_option_most_empty_spaces_reverses_the_first_tie_breaker():
    """§11 item 6: with ``tiebreak=most`` the tied player with more empty spaces wins."""
    for rule, winner in (("fewest", 0), ("most", 1)):
        state = fresh(tiebreak=rule)
        state.stage = Stage.OVER
        for seat in (0, 1):
            state.players[seat].points = {"regions": 50}
        place(state, 0, 20, tile(state, TileKind.SHIP))
        assert GAME.result(state).winners == (winner,)


def test_no_result_while_the_game_runs():
    """``result`` is None until the end."""
    assert GAME.result(fresh()) is None
