"""The 28 worked examples of rules/castles-of-burgundy.md §10 (S1-S10, X1-X18), on board No. 1."""

import pytest

from engine.burgundy import GAME
from engine.burgundy.actions import place_targets
from engine.burgundy.boards import BOARDS
from engine.burgundy.dice import worker_cost
from engine.burgundy.estate import legal_spaces
from engine.burgundy.phases import mine_income, prepare_phase
from engine.burgundy.scoring import final_scoring, knowledge_points
from engine.burgundy.state import Stage
from engine.burgundy.tiles import GOODS, TILES, Building, Species, TileKind
from tests.engine.burgundy.builder import (
    animal,
    building,
    fresh,
    give_goods,
    goods_of,
    goods_on_depot,
    knowledge,
    make_active,
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


def vp(state, seat=0):
    return state.players[seat].score


# --- 10.1 examples from the seed ------------------------------------------------------------------


def test_example_s1_workers_wrap_around_from_2_to_6():
    """S1: a 2 reaches depot 6 with 2 workers (2 -> 1 -> 6), not 4."""
    assert worker_cost(2, 6) == 2
    state = fresh()
    set_dice(state, 0, 2, 2)
    state.players[0].workers = 2
    to_depot(state, 6, building(state, Building.BANK))
    state, _ = play(state, 0, {"type": "die", "die": 0})
    assert {"type": "take", "depot": 6} in options(state)
    assert "Take a tile from depot 6 (2 workers)" in labels(state)
    state, events = play(state, 0, {"type": "take", "depot": 6}, {"type": "tile", "tile": state.depots[5][0]})
    assert len(state.players[0].storage) == 1 and "from depot 6 (2 workers)" in events[0].text


def test_example_s2_ship_and_goods_storage_limit():
    """S2: held types join their stack; one of the two new types must be chosen for the free space."""
    state = fresh()
    give_goods(state, 0, 1, 2)
    give_goods(state, 0, 4, 1)
    for goods in (1, 5, 3):
        goods_on_depot(state, 3, goods, 1)
    store(state, 0, tile(state, TileKind.SHIP))
    set_dice(state, 0, 5, 1)
    ship = state.players[0].storage[0]
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": ship}, {"type": "space", "space": 20}
    )
    assert state.players[0].estate[20]
    state, _ = play(state, 0, {"type": "ship", "depots": [3]})
    assert goods_of(state, 0) == {1: 3, 4: 1}
    assert options(state) == [{"type": "goods", "goods": [3]}, {"type": "goods", "goods": [5]}]
    state, _ = play(state, 0, {"type": "goods", "goods": [5]})
    assert goods_of(state, 0) == {1: 3, 4: 1, 5: 1}
    assert [GOODS[t] for t in state.depot_goods[2]] == [3]
    assert 0 in state.track[1]
    GAME.check(state)


def test_example_s3_animals_score_their_species_in_the_pasture():
    """S3: cow-4 next to a cow-3 scores 7; a second cow-4 scores 11."""
    state = fresh()
    place(state, 0, 12, building(state, Building.BANK))
    place(state, 0, 6, animal(state, Species.COW, 3))
    store(state, 0, animal(state, Species.COW, 4))
    set_dice(state, 0, 6, 2)
    state.players[0].workers = 1  # so the 2 has a choice, and waits for the second cow
    cow = state.players[0].storage[0]
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": cow}, {"type": "space", "space": 1})
    assert vp(state) == 7
    store(state, 0, animal(state, Species.COW, 4))
    cow = state.players[0].storage[0]
    state, _ = play(state, 0, {"type": "die", "die": 1}, {"type": "place", "tile": cow}, {"type": "space", "space": 5})
    assert vp(state) == 7 + 11
    GAME.check(state)


def test_example_s4_knowledge_7_adds_one_per_scoring_tile():
    """S4: with knowledge 7, a sheep-3 next to a sheep-4 scores 9; a lone pig-2 scores 3."""
    state = fresh()
    own_knowledge(state, 0, 7)
    place(state, 0, 12, building(state, Building.BANK))
    place(state, 0, 6, animal(state, Species.SHEEP, 4))
    store(state, 0, animal(state, Species.SHEEP, 3), animal(state, Species.PIG, 2))
    sheep, pig = state.players[0].storage
    set_dice(state, 0, 4, 2)
    state.players[0].workers = 1  # so the 2 has a choice
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": sheep}, {"type": "space", "space": 11}
    )
    assert vp(state) == 9
    state, _ = play(state, 0, {"type": "die", "die": 1}, {"type": "place", "tile": pig}, {"type": "space", "space": 5})
    assert vp(state) == 9 + 3


def test_example_s5_knowledge_8_turns_6_into_3_with_two_workers():
    """S5: 6 -> 3 costs 2 workers with knowledge 8, 3 without."""
    assert worker_cost(6, 3, two_steps=True) == 2
    assert worker_cost(6, 3) == 3
    state = fresh()
    give_goods(state, 0, 3, 1)
    set_dice(state, 0, 6, 6)
    state.players[0].workers = 2
    state, _ = play(state, 0, {"type": "die", "die": 0})
    assert {"type": "sell", "goods": 3} not in options(state)
    state = fresh()
    own_knowledge(state, 0, 8)
    give_goods(state, 0, 3, 1)
    set_dice(state, 0, 6, 6)
    state.players[0].workers = 2
    state, events = play(state, 0, {"type": "die", "die": 0}, {"type": "sell", "goods": 3})
    assert state.players[0].sold and "{p0} spends 2 workers to turn a 6 into a 3." in [event.text for event in events]


def test_example_s6_knowledge_15_three_vp_per_type_sold():
    """S6: 4 red, 3 purple, 3 pink, 1 orange sold -> 4 types -> 12 VP."""
    state = fresh()
    own_knowledge(state, 0, 15)
    sold_pile(state, 0, {4: 4, 2: 3, 3: 3, 6: 1})
    assert knowledge_points(state, 0) == {15: 12}


def test_example_s7_knowledge_25_one_vp_per_tile_sold():
    """S7: the same sold pile -> 11 VP; with 15 and 25 -> 23 VP."""
    state = fresh()
    own_knowledge(state, 0, 25)
    sold_pile(state, 0, {4: 4, 2: 3, 3: 3, 6: 1})
    assert knowledge_points(state, 0) == {25: 11}
    own_knowledge(state, 0, 15)
    assert sum(knowledge_points(state, 0).values()) == 23


def test_example_s8_knowledge_17_and_22_four_vp_per_building():
    """S8: 2 watchtowers and 4 banks with knowledge 17 and 22 -> 24 VP."""
    state = fresh()
    own_knowledge(state, 0, 17)
    own_knowledge(state, 0, 22)
    for space in (12, 26):
        place(state, 0, space, building(state, Building.WATCHTOWER))
    for space in (9, 14, 23, 27):
        place(state, 0, space, building(state, Building.BANK))
    assert knowledge_points(state, 0) == {17: 8, 22: 16}


def test_example_s9_knowledge_24_four_vp_per_species():
    """S9: 1 cow, 1 chicken, 3 sheep tiles -> 3 species -> 12 VP."""
    state = fresh()
    own_knowledge(state, 0, 24)
    for space, (species, heads) in zip(
        (1, 5, 6, 10, 11),
        ((Species.COW, 2), (Species.CHICKEN, 2), (Species.SHEEP, 2), (Species.SHEEP, 3), (Species.SHEEP, 4)),
        strict=True,
    ):
        place(state, 0, space, animal(state, species, heads))
    assert knowledge_points(state, 0) == {24: 12}


def test_example_s10_board_1_has_four_cities():
    """S10: cities of board 1 are {12}, {9, 14, 15}, {23, 24, 29}, {26, 27, 32, 33, 37}."""
    cities = {region.spaces for region in BOARDS[1].cities}
    assert cities == {(12,), (9, 14, 15), (23, 24, 29), (26, 27, 32, 33, 37)}


# --- 10.2 constructed edge cases ------------------------------------------------------------------


def test_example_x1_first_placement_goes_next_to_the_start_castle():
    """X1: with only the castle on 19, a 3 places the building on 12 or 26, a 5 the ship on 20, a 6 nothing."""
    state = fresh()
    bank, ship = building(state, Building.BANK), tile(state, TileKind.SHIP)
    store(state, 0, bank, ship)
    player = state.players[0]
    assert legal_spaces(player, bank, 3) == [(12, 0), (26, 0)]
    assert legal_spaces(player, ship, 3) == []
    assert legal_spaces(player, ship, 5) == [(20, 0)]
    assert legal_spaces(player, bank, 5) == []
    assert place_targets(state, 0, 6) == []
    set_dice(state, 0, 3, 6)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": bank})
    assert options(state) == [{"type": "space", "space": 12}, {"type": "space", "space": 26}]


def test_example_x2_a_size_1_city_in_phase_a_scores_15():
    """X2: watchtower on 12 in phase A: region 1 + 10, then the watchtower's 4 -> 15."""
    state = fresh()
    store(state, 0, building(state, Building.WATCHTOWER))
    set_dice(state, 0, 3, 3)
    tower = state.players[0].storage[0]
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": tower}, {"type": "space", "space": 12}
    )
    assert vp(state) == 15
    assert state.players[0].points == {"regions": 11, "watchtowers": 4}


def test_example_x3_five_space_city_in_phase_c():
    """X3: a boarding house completing city B4 in phase C: 15 + 6 VP and 4 workers; a second bank is refused."""
    state = fresh()
    state.phase = 2
    for space, which in ((26, Building.BANK), (27, Building.MARKET), (32, Building.CHURCH), (33, Building.WAREHOUSE)):
        place(state, 0, space, building(state, which))
    store(state, 0, building(state, Building.BOARDING_HOUSE), building(state, Building.BANK))
    house, bank = state.players[0].storage
    set_dice(state, 0, 3, 3)
    assert legal_spaces(state.players[0], bank, 3) == [(12, 0)]  # not 37: city B4 has a bank
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": house}, {"type": "space", "space": 37}
    )
    assert vp(state) == 21 and state.players[0].workers == 4
    state = fresh()
    own_knowledge(state, 0, 1)
    for space, which in ((26, Building.BANK), (27, Building.MARKET), (32, Building.CHURCH), (33, Building.WAREHOUSE)):
        place(state, 0, space, building(state, which))
    store(state, 0, building(state, Building.BANK))
    assert legal_spaces(state.players[0], state.players[0].storage[0], 3) == [(12, 0), (37, 0)]


def _fill_grey(state, seat):
    place(state, seat, 25, tile(state, TileKind.MINE))
    place(state, seat, 30, tile(state, TileKind.MINE))
    store(state, seat, tile(state, TileKind.MINE))
    make_active(state, seat)
    set_dice(state, seat, 3, 3)
    mine = state.players[seat].storage[0]
    return play(state, seat, {"type": "die", "die": 0}, {"type": "place", "tile": mine}, {"type": "space", "space": 34})


def test_example_x4_colour_bonus_race_in_3_players():
    """X4: phase D: first to fill grey gets 10 (region) + 6 (large); second 10 + 3; third 10."""
    state = fresh(players=3)
    state.phase = 3
    state, events = _fill_grey(state, 0)
    assert vp(state, 0) == 16
    assert any("large bonus tile" in event.text for event in events)
    state, _ = _fill_grey(state, 1)
    assert vp(state, 1) == 13
    state, _ = _fill_grey(state, 2)
    assert vp(state, 2) == 10
    assert state.completed["mine"] == [0, 1, 2]
    bonus = [(t.kind, t.large, t.owner, t.vp) for t in GAME.view(state, None).bonus_tiles if t.kind == "mine"]
    assert bonus == [("mine", True, 0, 6), ("mine", False, 1, 3)]


def test_example_x5_full_storage_discards_one_stored_tile():
    """X5: storage ship, mine, church; taking a castle with a 2 first discards one of the three."""
    state = fresh()
    stored = [tile(state, TileKind.SHIP), tile(state, TileKind.MINE), building(state, Building.CHURCH)]
    store(state, 0, *stored)
    castle = tile(state, TileKind.CASTLE)
    to_depot(state, 2, castle)
    set_dice(state, 0, 2, 2)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "take", "depot": 2}, {"type": "tile", "tile": castle})
    assert options(state) == [{"type": "discard", "tile": t} for t in stored]
    assert GAME.view(state, None).held.id == castle
    state, _ = play(state, 0, {"type": "discard", "tile": stored[1]})
    assert state.players[0].storage == [stored[0], stored[2], castle]
    assert stored[1] in state.out_of_game
    GAME.check(state)


def _add_ship(state, seat=0, die=5, space=20):
    store(state, seat, tile(state, TileKind.SHIP))
    set_dice(state, seat, die, die)
    ship = state.players[seat].storage[-1]
    return play(
        state, seat, {"type": "die", "die": 0}, {"type": "place", "tile": ship}, {"type": "space", "space": space}
    )


def test_example_x6_ship_with_no_room_takes_nothing_but_still_advances():
    """X6: goods {1, 2, 3}; depot 5 holds 4 and 6: nothing is taken; with {3, 4} only the 3s."""
    state = fresh()
    for goods in (1, 2, 3):
        give_goods(state, 0, goods, 1)
    goods_on_depot(state, 5, 4, 1)
    goods_on_depot(state, 5, 6, 1)
    goods_on_depot(state, 2, 1, 1)  # so that the ship's choice is asked
    state, _ = _add_ship(state)
    state, _ = play(state, 0, {"type": "ship", "depots": [5]})
    assert goods_of(state, 0) == {1: 1, 2: 1, 3: 1}
    assert sorted(GOODS[t] for t in state.depot_goods[4]) == [4, 6]
    assert 0 in state.track[1]
    state = fresh()
    for goods in (1, 2, 3):
        give_goods(state, 0, goods, 1)
    goods_on_depot(state, 5, 3, 2)
    goods_on_depot(state, 5, 4, 1)
    state, _ = _add_ship(state)
    state, _ = play(state, 0, {"type": "ship", "depots": [5]})
    assert goods_of(state, 0) == {1: 1, 2: 1, 3: 3}
    assert [GOODS[t] for t in state.depot_goods[4]] == [4]


def test_example_x6_no_decision_when_no_depot_has_goods_to_take():
    """X6: with nothing any depot could give, the ship only advances (the choice would change nothing)."""
    state = fresh()
    for goods in (1, 2, 3):
        give_goods(state, 0, goods, 1)
    goods_on_depot(state, 5, 4, 1)
    state, events = _add_ship(state)
    assert GAME.pending(state)[0].kind == "die_action"  # the other die; no effect pending
    assert 0 in state.track[1]
    assert any("finds no goods" in event.text for event in events)


def test_example_x7_turn_order_after_two_ships_in_3_players():
    """X7: A and then C add a ship in round 1; round 1 is unaffected; round 2 is C, A, B."""
    state = fresh(players=3)
    state.order = [0, 1, 2]
    state.track = [[2, 1, 0], [], [], [], [], [], []]
    state, _ = _add_ship(state, 0)  # the other 5 can only take workers: that and the end of the turn need no click
    assert state.active == 1 and state.order == [0, 1, 2]
    set_dice(state, 1, 4, 4)
    state, _ = play(state, 1, {"type": "die", "die": 0}, {"type": "workers"}, {"type": "die", "die": 1})
    state, _ = play(state, 1, {"type": "workers"}, {"type": "end_turn"})
    assert state.active == 2
    state, _ = _add_ship(state, 2)
    assert GAME.view(state, None).next_start_player == 2
    state, _ = play(state, 2, {"type": "die", "die": 1}, {"type": "workers"}, {"type": "end_turn"})
    assert state.round == 2 and state.order == [2, 0, 1]
    assert state.track[1] == [0, 2]


@pytest.mark.parametrize(
    ("tiles", "silverlings", "workers"),
    [((), 1, 0), ((3,), 2, 0), ((3, 4), 2, 1)],
    ids=["plain", "knowledge3", "knowledge3+4"],
)
def test_example_x8_selling_in_3_players(tiles, silverlings, workers):
    """X8: four type-5 tiles sold with a 5: +12 VP and 1 silverling (2 with tile 3; +1 worker with tile 4)."""
    state = fresh(players=3)
    for number in tiles:
        own_knowledge(state, 0, number)
    give_goods(state, 0, 5, 4)
    to_depot(state, 5, tile(state, TileKind.MINE))  # the other 5 has a choice, so the turn waits for it
    set_dice(state, 0, 5, 5)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "sell", "goods": 5})
    player = state.players[0]
    assert (player.score, player.silverlings, player.workers) == (12, silverlings, workers)
    assert goods_of(state, 0) == {} and len(player.sold) == 4


def test_example_x9_buying_once_per_turn():
    """X9: 1 silverling cannot buy; 3 buy once (1 left) and not again, even after a castle's bonus action."""
    state = fresh()
    state.players[0].silverlings = 1
    for _ in range(2):
        to_depot(state, 0, tile(state, TileKind.MINE))
    assert {"type": "buy"} not in options(state)
    state.players[0].silverlings = 3
    assert {"type": "buy"} in options(state)
    mine = state.black_depot[0]
    state, _ = play(state, 0, {"type": "buy"}, {"type": "tile", "tile": mine})
    assert state.players[0].silverlings == 1 and state.players[0].storage == [mine]
    store(state, 0, tile(state, TileKind.CASTLE))
    state.players[0].silverlings = 3
    set_dice(state, 0, 6, 6)
    castle = state.players[0].storage[-1]
    place(state, 0, 13, knowledge(state, 2))
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": castle}, {"type": "space", "space": 7}
    )
    state, _ = play(state, 0, {"type": "workers"})
    assert {"type": "buy"} not in options(state)


def test_example_x10_every_two_workers_score_one_vp():
    """X10: 5 workers -> 2 VP; 1 worker -> 0 VP."""
    state = fresh()
    state.players[0].workers, state.players[1].workers = 5, 1
    final_scoring(state)
    assert state.players[0].points["workers"] == 2 and state.players[1].points["workers"] == 0


def _fill(state, seat, empty):
    """Fill the estate until ``empty`` spaces are left (result() reads only the count)."""
    board = BOARDS[1]
    for space in range(1, 38):
        if 37 - len(state.players[seat].estate) <= empty:
            break
        if space not in state.players[seat].estate:
            state.players[seat].estate[space] = tile(state, board.kind(space))


def test_example_x11_tie_breakers():
    """X11: 150 each: fewer empty spaces wins; then the one further back in turn order wins."""
    state = fresh()
    state.stage = Stage.OVER
    for seat in (0, 1):
        state.players[seat].points = {"regions": 150}
    _fill(state, 0, 4)
    _fill(state, 1, 2)
    assert GAME.result(state).winners == (1,)
    state = fresh()
    state.stage = Stage.OVER
    for seat in (0, 1):
        state.players[seat].points = {"regions": 150}
        _fill(state, seat, 2)
    state.track = [[], [], [1, 0], [], [], [], []]  # both on space 3, seat 0 on top
    result = GAME.result(state)
    assert result.winners == (1,)
    assert [standing.seat for standing in result.standings] == [1, 0]
    assert result.standings[0].tiebreak


def test_example_x12_mine_income_with_knowledge_2():
    """X12: 3 mines and knowledge 2 -> +3 silverlings and +3 workers; 0 mines -> nothing."""
    state = fresh()
    own_knowledge(state, 0, 2)
    mine_income(state)
    assert (state.players[0].silverlings, state.players[0].workers) == (0, 0)
    for space in (25, 30, 34):
        place(state, 0, space, tile(state, TileKind.MINE))
    mine_income(state)
    assert (state.players[0].silverlings, state.players[0].workers) == (3, 3)


def test_example_x13_depot_6_gets_a_mine_in_phases_b_and_d_with_3_players():
    """X13: phase B: building, animal and a mine in depot 6, the ship space empty; phase C: a castle again."""
    state = fresh(players=3)
    for phase, third in ((1, TileKind.MINE), (2, TileKind.CASTLE), (3, TileKind.MINE), (4, TileKind.CASTLE)):
        use_up_round_goods(state)
        state.phase = phase
        prepare_phase(state)
        kinds = [TILES[t].kind if t else None for t in state.depots[5]]
        assert kinds == [TileKind.BUILDING, TileKind.ANIMAL, third, None], phase


def test_example_x14_castle_bonus_action_takes_from_any_depot():
    """X14: a castle on 7 (die 6); its bonus action takes from depot 3 though the other die shows 5."""
    state = fresh()
    place(state, 0, 13, knowledge(state, 2))
    store(state, 0, tile(state, TileKind.CASTLE))
    castle = state.players[0].storage[0]
    wanted = building(state, Building.MARKET)
    to_depot(state, 3, wanted)
    to_depot(state, 5, tile(state, TileKind.MINE))  # the 5 has a choice, so the turn waits for it
    set_dice(state, 0, 6, 5)
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": castle}, {"type": "space", "space": 7}
    )
    (decision,) = GAME.pending(state)
    assert decision.kind == "castle"
    assert {"type": "take", "depot": 3} in options(state) and {"type": "workers"} in options(state)
    assert {"type": "decline"} in options(state)
    state, _ = play(state, 0, {"type": "take", "depot": 3}, {"type": "tile", "tile": wanted})
    player = state.players[0]
    assert player.storage == [wanted] and player.workers == 0 and player.used == [True, False]


def test_example_x15_city_hall_places_a_tile_ignoring_the_die():
    """X15: phase B, city hall on 12 (9 VP); it adds the knowledge tile on 8 without a 5; not on 4 or 31."""
    state = fresh()
    state.phase = 1
    place(state, 0, 13, knowledge(state, 2))
    store(state, 0, building(state, Building.CITY_HALL), knowledge(state, 20))
    hall, book = state.players[0].storage
    to_depot(state, 3, tile(state, TileKind.MINE))  # the other 3 has a choice, so the turn waits for it
    set_dice(state, 0, 3, 3)
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": hall}, {"type": "space", "space": 12}
    )
    assert vp(state) == 9
    assert options(state) == [{"type": "place", "tile": book}, {"type": "decline"}]
    state, _ = play(state, 0, {"type": "place", "tile": book})  # 8 is its only space: taken without asking
    assert state.players[0].estate[8] == book and state.players[0].workers == 0
    assert GAME.pending(state)[0].kind == "die_action"  # the other die; no effect pending


def test_example_x16_knowledge_12_free_change_for_taking():
    """X16: the owner of tile 12 takes from depot 4 with a 3 for no worker."""
    state = fresh()
    own_knowledge(state, 0, 12)
    to_depot(state, 4, tile(state, TileKind.MINE))
    set_dice(state, 0, 3, 3)
    state, _ = play(state, 0, {"type": "die", "die": 0})
    assert "Take a tile from depot 4" in labels(state)


def test_example_x17_knowledge_5_ship_takes_two_adjacent_depots():
    """X17: depots 6 and 1 are neighbours: one type-2 and two type-4 tiles all come aboard."""
    state = fresh()
    own_knowledge(state, 0, 5)
    goods_on_depot(state, 6, 2, 1)
    goods_on_depot(state, 1, 4, 2)
    state, _ = _add_ship(state)
    assert {"type": "ship", "depots": [6, 1]} in options(state)
    state, _ = play(state, 0, {"type": "ship", "depots": [6, 1]})
    assert goods_of(state, 0) == {2: 1, 4: 2}
    assert not state.depot_goods[0] and not state.depot_goods[5]


@pytest.mark.parametrize(("players", "expected"), [(2, 6), (3, 9), (4, 12)])
def test_example_x18_sale_vp_by_player_count(players, expected):
    """X18: selling 3 tiles gives 2/3/4 VP each and always 1 silverling."""
    state = fresh(players=players)
    give_goods(state, 0, 2, 3)
    set_dice(state, 0, 2, 2)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "sell", "goods": 2})
    assert state.players[0].score == expected and state.players[0].silverlings == 1
