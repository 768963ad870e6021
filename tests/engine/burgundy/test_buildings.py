"""The eight buildings' effects (rules/castles-of-burgundy.md §2.3, §5.9, §9 D9-D11)."""

import pytest

from engine.burgundy import GAME
from engine.burgundy.tiles import TILES, Building, Species, TileKind
from tests.engine.burgundy.builder import (
    animal,
    building,
    fresh,
    give_goods,
    goods_of,
    knowledge,
    place,
    play,
    set_dice,
    store,
    tile,
    to_depot,
)


def options(state):
    (decision,) = GAME.pending(state)
    return [option.action for option in decision.options]


def kind_now(state):
    return GAME.pending(state)[0].kind


def back_to_the_dice(state):
    """The effect is over: the turn goes on with the other die (asked directly when it is the only way on)."""
    return kind_now(state) in ("turn", "die_action")


def add_building(state, which, space=12, die=3, seat=0):
    """Store a building and add it with a die (board 1: 12 and 26 show a 3 next to the castle)."""
    store(state, seat, building(state, which))
    set_dice(state, seat, die, die)
    tile_id = state.players[seat].storage[-1]
    return play(
        state, seat, {"type": "die", "die": 0}, {"type": "place", "tile": tile_id}, {"type": "space", "space": space}
    )


def test_warehouse_sells_one_type_of_choice_without_a_die():
    """Warehouse: sell all goods of any one type, as the Sell goods action."""
    state = fresh()
    give_goods(state, 0, 2, 3)
    give_goods(state, 0, 5, 1)
    state, _ = add_building(state, Building.WAREHOUSE)
    assert kind_now(state) == "warehouse"
    assert options(state) == [{"type": "sell", "goods": 2}, {"type": "sell", "goods": 5}, {"type": "decline"}]
    assert GAME.pending(state)[0].default == 0  # the biggest stack
    state, _ = play(state, 0, {"type": "sell", "goods": 2})
    assert goods_of(state, 0) == {5: 1}
    assert state.players[0].points["sales"] == 6 and state.players[0].silverlings == 1


def test_warehouse_may_be_declined_and_is_lost_without_goods():
    """§11 item 18: declined, nothing sold; §5.9: no goods, no decision."""
    state = fresh()
    give_goods(state, 0, 2, 1)
    state, _ = add_building(state, Building.WAREHOUSE)
    state, _ = play(state, 0, {"type": "decline"})
    assert goods_of(state, 0) == {2: 1} and back_to_the_dice(state)
    state = fresh()
    state, events = add_building(state, Building.WAREHOUSE)
    assert back_to_the_dice(state)
    assert any("effect is lost" in event.text for event in events)


@pytest.mark.parametrize(
    ("which", "takes", "refuses"),
    [
        (Building.CARPENTER, TileKind.BUILDING, TileKind.SHIP),
        (Building.CHURCH, TileKind.MINE, TileKind.ANIMAL),
        (Building.MARKET, TileKind.ANIMAL, TileKind.CASTLE),
    ],
    ids=["carpenter", "church", "market"],
)
def test_carpenter_church_market_take_their_tile_types_from_depots_1_to_6(which, takes, refuses):
    """Carpenter: a building; church: mine/knowledge/castle; market: ship/animal; never the black depot."""
    state = fresh()
    wanted = tile(state, takes)
    to_depot(state, 4, wanted)
    other = tile(state, refuses)
    to_depot(state, 5, other)
    black = tile(state, takes)
    to_depot(state, 0, black)
    state, _ = add_building(state, which)
    assert kind_now(state) == "workshop"
    assert options(state) == [{"type": "tile", "tile": wanted}, {"type": "decline"}]
    with pytest.raises(Exception, match="may only take"):
        play(state, 0, {"type": "tile", "tile": other})
    with pytest.raises(Exception, match="not in any of depots 1-6"):
        play(state, 0, {"type": "tile", "tile": black})
    state, _ = play(state, 0, {"type": "tile", "tile": wanted})
    assert state.players[0].storage == [wanted] and "" in state.depots[3]
    GAME.check(state)


def test_church_takes_knowledge_and_castles_too():
    """Church: knowledge and castle tiles are eligible as well."""
    state = fresh()
    book, castle = knowledge(state, 26), tile(state, TileKind.CASTLE)
    to_depot(state, 1, book)
    to_depot(state, 2, castle)
    state, _ = add_building(state, Building.CHURCH)
    assert options(state)[:2] == [{"type": "tile", "tile": book}, {"type": "tile", "tile": castle}]


def test_market_takes_ships_too_and_workshop_effect_is_lost_without_tiles():
    """Market: ships are eligible; with no eligible tile on depots 1-6 the effect is lost (§5.9)."""
    state = fresh()
    ship = tile(state, TileKind.SHIP)
    to_depot(state, 6, ship)
    state, _ = add_building(state, Building.MARKET)
    assert {"type": "tile", "tile": ship} in options(state)
    state = fresh()
    to_depot(state, 6, animal(state, Species.PIG, 2))
    state, events = add_building(state, Building.CARPENTER)
    assert back_to_the_dice(state) and any("effect is lost" in e.text for e in events)


def test_boarding_house_gives_four_workers():
    """Boarding house: +4 workers at once."""
    state = fresh()
    state, _ = add_building(state, Building.BOARDING_HOUSE)
    assert state.players[0].workers == 4 and back_to_the_dice(state)


def test_bank_gives_two_silverlings():
    """Bank: +2 silverlings at once."""
    state = fresh()
    state, _ = add_building(state, Building.BANK)
    assert state.players[0].silverlings == 2


def test_watchtower_scores_four_vp():
    """Watchtower: +4 VP (here on 26, whose city is not complete)."""
    state = fresh()
    state, _ = add_building(state, Building.WATCHTOWER, space=26)
    assert state.players[0].points == {"watchtowers": 4}


def test_city_hall_chains_a_castle_whose_bonus_places_another_building():
    """City hall -> castle (no die) -> castle's bonus action adds a bank (no die) -> +2 silverlings."""
    state = fresh()
    place(state, 0, 13, knowledge(state, 2))
    store(state, 0, tile(state, TileKind.CASTLE), building(state, Building.BANK))
    castle, bank = state.players[0].storage
    to_depot(state, 3, tile(state, TileKind.MINE))  # the other 3 has a choice, so the turn waits for it
    state, _ = add_building(state, Building.CITY_HALL, space=26)
    assert kind_now(state) == "city_hall"
    state, _ = play(state, 0, {"type": "place", "tile": castle})  # 7 touches 13, its only space: taken at once
    assert state.players[0].estate[7] == castle  # the die number is ignored
    assert kind_now(state) == "castle"
    state, _ = play(state, 0, {"type": "place", "tile": bank}, {"type": "space", "space": 12})
    player = state.players[0]
    assert player.estate[7] == castle and player.estate[12] == bank and player.silverlings == 2
    assert player.used == [True, False] and back_to_the_dice(state)
    GAME.check(state)


def test_city_hall_is_lost_without_a_placeable_stored_tile_and_may_be_declined():
    """§5.9: empty storage -> no decision; otherwise it may be declined."""
    state = fresh()
    state, events = add_building(state, Building.CITY_HALL)
    assert back_to_the_dice(state) and any("effect is lost" in e.text for e in events)
    state = fresh()
    store(state, 0, tile(state, TileKind.SHIP))
    state, _ = add_building(state, Building.CITY_HALL)
    state, _ = play(state, 0, {"type": "decline"})
    assert back_to_the_dice(state) and len(state.players[0].storage) == 1


def test_every_building_is_one_of_the_eight():
    """Every building tile in the box has one of the eight effects."""
    assert {TILES[t].building for t in TILES if TILES[t].kind is TileKind.BUILDING} == set(Building)
