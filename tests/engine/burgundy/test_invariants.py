"""``check`` catches broken states: lost or doubled tiles and goods, over-full storage, illegal estates."""

import pytest

from engine.burgundy import GAME
from engine.burgundy.tiles import Building, TileKind
from engine.core.game import new_game
from tests.engine.burgundy.builder import building, fresh, give_goods, place, store, tile


def broken(state, message):
    with pytest.raises(AssertionError, match=message):
        GAME.check(state)


def test_a_fresh_game_passes():
    for players in (2, 3, 4):
        for boards in ("base", "open", "secret"):
            GAME.check(new_game(GAME, players, 1, {"boards": boards}))


def test_a_lost_or_doubled_hex_tile_is_caught():
    state = fresh()
    state.out_of_game.pop()
    broken(state, "hex tiles lost")
    state = fresh()
    state.players[0].storage.append(state.stacks["ship"][0])
    broken(state, "hex tiles in two places")


def test_lost_goods_are_caught():
    state = fresh()
    state.boxed_goods.pop()
    broken(state, "goods tiles not conserved")


def test_storage_and_goods_limits_are_caught():
    state = fresh()
    for kind in (TileKind.SHIP, TileKind.MINE, TileKind.CASTLE):
        store(state, 0, tile(state, kind))
    extra = state.stacks["animal"].pop()
    state.players[0].storage.append(extra)
    broken(state, "4 stored tiles")
    state = fresh()
    give_goods(state, 0, 1, 1)
    give_goods(state, 0, 2, 1)
    state.players[0].goods[0].extend(state.players[0].goods[1])
    state.players[0].goods[1].clear()
    broken(state, "mixed goods")


def test_illegal_estates_are_caught():
    state = fresh()
    place(state, 0, 12, tile(state, TileKind.SHIP))
    broken(state, "on space 12")
    state = fresh()
    place(state, 0, 1, tile(state, TileKind.ANIMAL))
    broken(state, "touches no other tile")
    state = fresh()
    place(state, 0, 26, building(state, Building.BANK))
    place(state, 0, 27, building(state, Building.BANK))
    broken(state, "a building type twice in city B4")
