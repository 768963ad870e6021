"""Each of the 26 knowledge tiles (rules/castles-of-burgundy.md §2.5), at least one test per tile."""

import pytest

from engine.burgundy import GAME
from engine.burgundy.estate import legal_spaces
from engine.burgundy.phases import mine_income
from engine.burgundy.scoring import knowledge_points
from engine.burgundy.tiles import GOODS, Building, Species, TileKind
from tests.engine.burgundy.builder import (
    animal,
    building,
    fresh,
    give_goods,
    goods_of,
    goods_on_depot,
    knowledge,
    own_knowledge,
    place,
    play,
    set_dice,
    sold_pile,
    store,
    tile,
    to_depot,
    use_up_round_goods,
)


def options(state):
    (decision,) = GAME.pending(state)
    return [option.action for option in decision.options]


def labels(state):
    (decision,) = GAME.pending(state)
    return [option.label for option in decision.options]


def test_knowledge_1_allows_two_buildings_of_a_type_in_one_city():
    """1: a second bank in city B4 is legal only for the owner of tile 1."""
    state = fresh()
    place(state, 0, 26, building(state, Building.BANK))
    store(state, 0, building(state, Building.BANK))
    bank = state.players[0].storage[0]
    assert (27, 0) not in legal_spaces(state.players[0], bank, 1)
    own_knowledge(state, 0, 1)
    assert (27, 0) in legal_spaces(state.players[0], bank, 1)
    set_dice(state, 0, 1, 1)
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": bank}, {"type": "space", "space": 27}
    )
    GAME.check(state)


def test_knowledge_2_one_worker_per_mine_at_phase_end():
    """2: at the end of a phase, 1 worker per mine besides the silverling (played through the phase end)."""
    state = fresh()
    own_knowledge(state, 0, 2)
    place(state, 0, 25, tile(state, TileKind.MINE))
    place(state, 0, 30, tile(state, TileKind.MINE))
    state.round = 5
    use_up_round_goods(state)
    state.order, state.turn = [1, 0], 1
    set_dice(state, 0, 1, 1)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "workers"}, {"type": "die", "die": 1})
    state, events = play(state, 0, {"type": "workers"}, {"type": "end_turn"})
    player = state.players[0]
    assert state.phase == 1 and state.round == 1
    assert (player.silverlings, player.workers) == (2, 4 + 2)
    assert any("mines pay 2 silverlings and 2 workers" in event.text for event in events)


def test_knowledge_2_without_the_tile_mines_pay_silverlings_only():
    """2 (counter-case): without the tile, mines pay only silverlings."""
    state = fresh()
    place(state, 0, 25, tile(state, TileKind.MINE))
    mine_income(state)
    assert (state.players[0].silverlings, state.players[0].workers) == (1, 0)


def test_knowledge_3_sale_gives_two_silverlings_also_by_warehouse():
    """3: 2 silverlings per sale, by die or by warehouse."""
    state = fresh()
    own_knowledge(state, 0, 3)
    give_goods(state, 0, 2, 1)
    give_goods(state, 0, 6, 1)
    set_dice(state, 0, 2, 3)
    store(state, 0, building(state, Building.WAREHOUSE))
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "sell", "goods": 2})
    assert state.players[0].silverlings == 2
    warehouse = state.players[0].storage[0]
    state, _ = play(state, 0, {"type": "die", "die": 1}, {"type": "place", "tile": warehouse})
    state, _ = play(state, 0, {"type": "space", "space": 12}, {"type": "sell", "goods": 6})
    assert state.players[0].silverlings == 4


def test_knowledge_3_in_storage_has_no_effect():
    """§2.5: tiles in storage have no effect."""
    state = fresh()
    store(state, 0, knowledge(state, 3))
    give_goods(state, 0, 2, 1)
    set_dice(state, 0, 2, 2)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "sell", "goods": 2})
    assert state.players[0].silverlings == 1


def test_knowledge_4_sale_gives_a_worker_also_by_castle():
    """4: +1 worker with every sale, including a castle's bonus sale."""
    state = fresh()
    own_knowledge(state, 0, 4)
    give_goods(state, 0, 6, 2)
    store(state, 0, tile(state, TileKind.CASTLE))
    castle = state.players[0].storage[0]
    set_dice(state, 0, 6, 6)
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": castle}, {"type": "space", "space": 7}
    )
    state, _ = play(state, 0, {"type": "sell", "goods": 6})
    assert (state.players[0].workers, state.players[0].silverlings, state.players[0].score) == (1, 1, 4)


def test_knowledge_5_offers_neighbouring_pairs_only():
    """5: pairs 1-2 ... 6-1 are offered; 1-3 is refused."""
    state = fresh()
    own_knowledge(state, 0, 5)
    goods_on_depot(state, 3, 1, 1)
    store(state, 0, tile(state, TileKind.SHIP))
    set_dice(state, 0, 5, 5)
    ship = state.players[0].storage[0]
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": ship}, {"type": "space", "space": 20}
    )
    pairs = [action["depots"] for action in options(state) if len(action["depots"]) == 2]
    assert pairs == [[1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 1]]
    with pytest.raises(Exception, match="two neighbouring depots"):
        play(state, 0, {"type": "ship", "depots": [1, 3]})
    state, _ = play(state, 0, {"type": "ship", "depots": [2, 3]})
    assert goods_of(state, 0) == {1: 1}


def test_knowledge_6_buys_from_any_depot_once_per_turn():
    """6: the purchase may come from depots 1-6 too; still only one per turn."""
    state = fresh()
    own_knowledge(state, 0, 6)
    state.players[0].silverlings = 4
    wanted = building(state, Building.BANK)
    to_depot(state, 3, wanted)
    to_depot(state, 0, tile(state, TileKind.MINE))
    state, _ = play(state, 0, {"type": "buy"})
    assert options(state) == [{"type": "depot", "depot": 0}, {"type": "depot", "depot": 3}]
    state, _ = play(state, 0, {"type": "depot", "depot": 3}, {"type": "tile", "tile": wanted})
    assert state.players[0].storage == [wanted] and state.players[0].silverlings == 2
    assert {"type": "buy"} not in options(state)


def test_knowledge_7_adds_one_vp_per_scoring_animal_tile():
    """7: two chicken tiles in a pasture score their heads + 2."""
    state = fresh()
    own_knowledge(state, 0, 7)
    place(state, 0, 12, building(state, Building.BANK))
    place(state, 0, 6, animal(state, Species.CHICKEN, 2))
    store(state, 0, animal(state, Species.CHICKEN, 4))
    chicken = state.players[0].storage[0]
    set_dice(state, 0, 4, 4)
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": chicken}, {"type": "space", "space": 11}
    )
    assert state.players[0].points["animals"] == 6 + 2


def test_knowledge_8_worker_turns_a_die_by_two():
    """8: a worker may turn a die by 2 (both ways, wrapping): a 1 becomes a 3 or a 5."""
    state = fresh()
    state.players[0].workers = 1
    set_dice(state, 0, 1, 1)
    state, _ = play(state, 0, {"type": "die", "die": 0})
    assert [a["by"] for a in options(state) if a["type"] == "adjust"] == [1, -1]
    state = fresh()
    own_knowledge(state, 0, 8)
    state.players[0].workers = 2
    set_dice(state, 0, 1, 1)
    state, _ = play(state, 0, {"type": "die", "die": 0})
    assert [a["by"] for a in options(state) if a["type"] == "adjust"] == [1, -1, 2, -2]
    state, _ = play(state, 0, {"type": "adjust", "by": -2})
    assert state.players[0].dice[0] == 5 and state.players[0].workers == 1


@pytest.mark.parametrize(
    ("number", "kind", "space", "die"),
    [
        (9, TileKind.BUILDING, 12, 2),  # space 12 shows a 3
        (10, TileKind.SHIP, 20, 4),  # space 20 shows a 5
        (11, TileKind.MINE, 25, 5),  # space 25 shows a 4
    ],
    ids=["9-building", "10-ship", "11-mine"],
)
def test_knowledge_9_10_11_free_change_for_placing(number, kind, space, die):
    """9/10/11: a die one away from the space needs no worker for the matching tile type."""
    state = fresh()
    placed = tile(state, kind)
    store(state, 0, placed)
    assert legal_spaces(state.players[0], placed, die) == []
    state.players[0].workers = 1
    assert (space, 1) in legal_spaces(state.players[0], placed, die)
    own_knowledge(state, 0, number)
    assert (space, 0) in legal_spaces(state.players[0], placed, die)


def test_knowledge_10_also_covers_animals_and_11_castles_and_knowledge():
    """10: animals too; 11: castles and knowledge tiles too."""
    state = fresh()
    place(state, 0, 12, building(state, Building.BANK))
    own_knowledge(state, 0, 10, space=13)
    cow = animal(state, Species.COW, 2)
    store(state, 0, cow)
    assert (6, 0) in legal_spaces(state.players[0], cow, 2)  # space 6 shows a 1
    own_knowledge(state, 0, 11, space=8)
    book, castle = knowledge(state, 19), tile(state, TileKind.CASTLE)
    store(state, 0, book, castle)
    assert (4, 0) in legal_spaces(state.players[0], book, 4)  # space 4 shows a 3
    assert (7, 0) in legal_spaces(state.players[0], castle, 5)  # space 7 shows a 6


def test_knowledge_12_free_change_for_taking():
    """12: a 3 takes from depot 2 or 4 for free (depot 5 still costs 1)."""
    state = fresh()
    own_knowledge(state, 0, 12)
    for depot in (2, 4, 5):
        to_depot(state, depot, tile(state, TileKind.MINE))
    set_dice(state, 0, 3, 3)
    state.players[0].workers = 1
    state, _ = play(state, 0, {"type": "die", "die": 0})
    assert labels(state)[:3] == [
        "Take a tile from depot 2",
        "Take a tile from depot 4",
        "Take a tile from depot 5 (1 worker)",
    ]


def test_knowledge_13_take_workers_gives_a_silverling():
    """13: Take worker tiles also gives 1 silverling."""
    state = fresh()
    own_knowledge(state, 0, 13)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "workers"})
    assert (state.players[0].workers, state.players[0].silverlings) == (2, 1)


def test_knowledge_14_four_workers_but_not_for_the_boarding_house():
    """14: Take worker tiles gives 4; the boarding house still gives 4 (§11 item 23)."""
    state = fresh()
    own_knowledge(state, 0, 14)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "workers"})
    assert state.players[0].workers == 4
    store(state, 0, building(state, Building.BOARDING_HOUSE))
    house = state.players[0].storage[0]
    set_dice(state, 0, 3, 3)
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": house}, {"type": "space", "space": 12}
    )
    assert state.players[0].workers == 8


def test_knowledge_15_three_vp_per_goods_type_sold():
    """15: 3 VP per type sold at least once."""
    state = fresh()
    own_knowledge(state, 0, 15)
    sold_pile(state, 0, {1: 2, 5: 1})
    assert knowledge_points(state, 0) == {15: 6}


@pytest.mark.parametrize(
    ("number", "which"),
    [
        (16, Building.WAREHOUSE),
        (17, Building.WATCHTOWER),
        (18, Building.CARPENTER),
        (19, Building.CHURCH),
        (20, Building.MARKET),
        (21, Building.BOARDING_HOUSE),
        (22, Building.BANK),
        (23, Building.CITY_HALL),
    ],
    ids=lambda value: str(value),
)
def test_knowledge_16_to_23_four_vp_per_building_of_their_type(number, which):
    """16-23: 4 VP per building of the tile's type in the estate (stored ones do not count)."""
    state = fresh()
    own_knowledge(state, 0, number)
    for space in (12, 26, 9):
        place(state, 0, space, building(state, which))
    store(state, 0, building(state, which))
    place(state, 0, 27, building(state, Building.BANK if which is not Building.BANK else Building.CHURCH))
    assert knowledge_points(state, 0) == {number: 12}


def test_knowledge_24_four_vp_per_species():
    """24: two species in the estate -> 8 VP."""
    state = fresh()
    own_knowledge(state, 0, 24)
    place(state, 0, 28, animal(state, Species.PIG, 3))
    place(state, 0, 6, animal(state, Species.PIG, 2))
    place(state, 0, 5, animal(state, Species.COW, 2))
    assert knowledge_points(state, 0) == {24: 8}


def test_knowledge_25_one_vp_per_goods_tile_sold():
    """25: 1 VP per sold tile."""
    state = fresh()
    own_knowledge(state, 0, 25)
    sold_pile(state, 0, {1: 2, 5: 1})
    assert knowledge_points(state, 0) == {25: 3}
    assert all(GOODS[t] in (1, 5) for t in state.players[0].sold)


def test_knowledge_26_two_vp_per_bonus_tile():
    """26: 2 VP per bonus tile held (large or small)."""
    state = fresh()
    own_knowledge(state, 0, 26)
    state.completed = {"mine": [1, 0], "ship": [0], "castle": [1]}
    assert knowledge_points(state, 0) == {26: 4}


def test_end_game_knowledge_scores_in_final_scoring():
    """§6: tiles 15-26 count in the knowledge category at the game's end."""
    from engine.burgundy.scoring import final_scoring

    state = fresh()
    own_knowledge(state, 0, 25)
    sold_pile(state, 0, {2: 4})
    final_scoring(state)
    assert state.players[0].points["knowledge"] == 4
