"""Data tests: tile counts and every board against the rules document (rules §2, §3.1, Appendix A)."""

from collections import Counter

import pytest

from engine.burgundy.boards import (
    BOARDS,
    COLOUR_STRINGS,
    DIE_STRING,
    NEIGHBOURS,
    PHYSICAL_BOARDS,
    SPACES,
)
from engine.burgundy.buildings import BUILDING_EFFECTS, WORKSHOP_TAKES
from engine.burgundy.knowledge import KNOWLEDGE_TILES, Knowledge
from engine.burgundy.main_board import (
    BLACK_DEPOT_TILES,
    BONUS_TILE_VP,
    DEPOT_SPACES,
    PHASE_BONUS,
    REGION_VP,
    START_WORKERS,
)
from engine.burgundy.tiles import GOODS_TILES, HEX_TILES, START_CASTLES, TILES, Building, Species, TileKind

# §2.11.3: id, q, r, die, neighbour ids, transcribed from the document's common space table.
COMMON_SPACES = (
    (1, 0, -3, 6, (2, 5, 6)),
    (2, 1, -3, 5, (1, 3, 6, 7)),
    (3, 2, -3, 4, (2, 4, 7, 8)),
    (4, 3, -3, 3, (3, 8, 9)),
    (5, -1, -2, 2, (1, 6, 10, 11)),
    (6, 0, -2, 1, (1, 2, 5, 7, 11, 12)),
    (7, 1, -2, 6, (2, 3, 6, 8, 12, 13)),
    (8, 2, -2, 5, (3, 4, 7, 9, 13, 14)),
    (9, 3, -2, 4, (4, 8, 14, 15)),
    (10, -2, -1, 5, (5, 11, 16, 17)),
    (11, -1, -1, 4, (5, 6, 10, 12, 17, 18)),
    (12, 0, -1, 3, (6, 7, 11, 13, 18, 19)),
    (13, 1, -1, 1, (7, 8, 12, 14, 19, 20)),
    (14, 2, -1, 2, (8, 9, 13, 15, 20, 21)),
    (15, 3, -1, 3, (9, 14, 21, 22)),
    (16, -3, 0, 6, (10, 17, 23)),
    (17, -2, 0, 1, (10, 11, 16, 18, 23, 24)),
    (18, -1, 0, 2, (11, 12, 17, 19, 24, 25)),
    (19, 0, 0, 6, (12, 13, 18, 20, 25, 26)),
    (20, 1, 0, 5, (13, 14, 19, 21, 26, 27)),
    (21, 2, 0, 4, (14, 15, 20, 22, 27, 28)),
    (22, 3, 0, 1, (15, 21, 28)),
    (23, -3, 1, 2, (16, 17, 24, 29)),
    (24, -2, 1, 5, (17, 18, 23, 25, 29, 30)),
    (25, -1, 1, 4, (18, 19, 24, 26, 30, 31)),
    (26, 0, 1, 3, (19, 20, 25, 27, 31, 32)),
    (27, 1, 1, 1, (20, 21, 26, 28, 32, 33)),
    (28, 2, 1, 2, (21, 22, 27, 33)),
    (29, -3, 2, 6, (23, 24, 30, 34)),
    (30, -2, 2, 1, (24, 25, 29, 31, 34, 35)),
    (31, -1, 2, 2, (25, 26, 30, 32, 35, 36)),
    (32, 0, 2, 5, (26, 27, 31, 33, 36, 37)),
    (33, 1, 2, 6, (27, 28, 32, 37)),
    (34, -3, 3, 3, (29, 30, 35)),
    (35, -2, 3, 4, (30, 31, 34, 36)),
    (36, -1, 3, 1, (31, 32, 35, 37)),
    (37, 0, 3, 3, (32, 33, 36)),
)

# §2.11.5: region name, size, spaces, per board, transcribed from the document's region tables.
REGIONS = {
    1: (
        ("A1", 5, (1, 5, 6, 10, 11)),
        ("C1", 3, (2, 3, 7)),
        ("K1", 3, (4, 8, 13)),
        ("B1", 3, (9, 14, 15)),
        ("B2", 1, (12,)),
        ("S1", 3, (16, 17, 18)),
        ("C2", 1, (19,)),
        ("S2", 3, (20, 21, 22)),
        ("B3", 3, (23, 24, 29)),
        ("M1", 3, (25, 30, 34)),
        ("B4", 5, (26, 27, 32, 33, 37)),
        ("A2", 1, (28,)),
        ("K2", 3, (31, 35, 36)),
    ),
    2: (
        ("S1", 2, (1, 6)),
        ("B1", 8, (2, 7, 13, 16, 17, 18, 19, 20)),
        ("A1", 2, (3, 8)),
        ("C1", 1, (4,)),
        ("A2", 4, (5, 10, 11, 12)),
        ("B2", 2, (9, 15)),
        ("K1", 2, (14, 21)),
        ("C2", 1, (22,)),
        ("K2", 2, (23, 24)),
        ("M1", 2, (25, 31)),
        ("K3", 2, (26, 32)),
        ("M2", 1, (27,)),
        ("S2", 2, (28, 33)),
        ("B3", 2, (29, 30)),
        ("C3", 1, (34,)),
        ("S3", 2, (35, 36)),
        ("C4", 1, (37,)),
    ),
    3: (
        ("A1", 4, (1, 2, 3, 4)),
        ("S1", 2, (5, 6)),
        ("C1", 1, (7,)),
        ("S2", 3, (8, 9, 14)),
        ("B1", 5, (10, 16, 17, 23, 24)),
        ("M1", 1, (11,)),
        ("K1", 6, (12, 13, 18, 20, 25, 26)),
        ("B2", 5, (15, 21, 22, 27, 28)),
        ("C2", 1, (19,)),
        ("C3", 1, (29,)),
        ("A2", 2, (30, 35)),
        ("M2", 2, (31, 32)),
        ("C4", 1, (33,)),
        ("B3", 1, (34,)),
        ("S3", 1, (36,)),
        ("B4", 1, (37,)),
    ),
    4: (
        ("C1", 1, (1,)),
        ("B1", 3, (2, 7, 12)),
        ("S1", 4, (3, 8, 9, 13)),
        ("B2", 1, (4,)),
        ("A1", 6, (5, 6, 11, 16, 17, 18)),
        ("B3", 1, (10,)),
        ("C2", 1, (14,)),
        ("M1", 2, (15, 21)),
        ("K1", 3, (19, 20, 25)),
        ("S2", 1, (22,)),
        ("B4", 2, (23, 29)),
        ("C3", 1, (24,)),
        ("B5", 5, (26, 27, 31, 33, 35)),
        ("K2", 1, (28,)),
        ("M2", 1, (30,)),
        ("K3", 2, (32, 36)),
        ("S3", 1, (34,)),
        ("C4", 1, (37,)),
    ),
    5: (
        ("A1", 3, (1, 5, 6)),
        ("B1", 3, (2, 3, 7)),
        ("S1", 1, (4,)),
        ("M1", 2, (8, 9)),
        ("B2", 3, (10, 16, 17)),
        ("C1", 1, (11,)),
        ("K1", 3, (12, 19, 26)),
        ("S2", 3, (13, 14, 15)),
        ("A2", 3, (18, 25, 30)),
        ("C2", 1, (20,)),
        ("B3", 3, (21, 22, 28)),
        ("K2", 1, (23,)),
        ("C3", 1, (24,)),
        ("S3", 2, (27, 33)),
        ("B4", 1, (29,)),
        ("B5", 2, (31, 36)),
        ("C4", 1, (32,)),
        ("K3", 2, (34, 35)),
        ("M2", 1, (37,)),
    ),
    6: (
        ("K1", 3, (1, 2, 5)),
        ("C1", 1, (3,)),
        ("S1", 6, (4, 8, 13, 20, 27, 33)),
        ("B1", 2, (6, 7)),
        ("B2", 6, (9, 14, 15, 21, 22, 28)),
        ("A1", 2, (10, 11)),
        ("M1", 1, (12,)),
        ("K2", 3, (16, 23, 29)),
        ("B3", 4, (17, 18, 24, 25)),
        ("C2", 1, (19,)),
        ("M2", 1, (26,)),
        ("M3", 1, (30,)),
        ("A2", 4, (31, 32, 35, 36)),
        ("C3", 1, (34,)),
        ("C4", 1, (37,)),
    ),
    7: (
        ("K1", 2, (1, 5)),
        ("C1", 2, (2, 3)),
        ("S1", 2, (4, 9)),
        ("A1", 3, (6, 7, 8)),
        ("S2", 2, (10, 16)),
        ("M1", 1, (11,)),
        ("B1", 7, (12, 13, 18, 19, 20, 25, 26)),
        ("M2", 1, (14,)),
        ("A2", 3, (15, 21, 27)),
        ("K2", 2, (17, 24)),
        ("B2", 3, (22, 28, 33)),
        ("B3", 2, (23, 29)),
        ("S3", 2, (30, 34)),
        ("M3", 1, (31,)),
        ("K3", 2, (32, 37)),
        ("C2", 2, (35, 36)),
    ),
    8: (
        ("B1", 4, (1, 2, 5, 10)),
        ("S1", 1, (3,)),
        ("B2", 2, (4, 9)),
        ("C1", 1, (6,)),
        ("K1", 4, (7, 13, 14, 21)),
        ("C2", 1, (8,)),
        ("K2", 2, (11, 18)),
        ("M1", 3, (12, 19, 26)),
        ("S2", 2, (15, 22)),
        ("S3", 2, (16, 23)),
        ("A1", 4, (17, 24, 25, 31)),
        ("A2", 2, (20, 27)),
        ("B3", 4, (28, 33, 36, 37)),
        ("B4", 2, (29, 34)),
        ("C3", 1, (30,)),
        ("C4", 1, (32,)),
        ("S4", 1, (35,)),
    ),
    9: (
        ("B1", 6, (1, 2, 5, 6, 10, 11)),
        ("C1", 1, (3,)),
        ("K1", 1, (4,)),
        ("A1", 4, (7, 8, 12, 13)),
        ("S1", 4, (9, 14, 15, 20)),
        ("C2", 1, (16,)),
        ("K2", 3, (17, 18, 25)),
        ("M1", 2, (19, 26)),
        ("C3", 1, (21,)),
        ("K3", 1, (22,)),
        ("S2", 2, (23, 24)),
        ("B2", 6, (27, 30, 31, 32, 36, 37)),
        ("A2", 2, (28, 33)),
        ("K4", 1, (29,)),
        ("M2", 1, (34,)),
        ("C4", 1, (35,)),
    ),
}

# §2.11.5: castle spaces and city sizes as the document lists them.
CASTLE_SPACES = {
    1: (2, 3, 7, 19),
    2: (4, 22, 34, 37),
    3: (7, 19, 29, 33),
    4: (1, 14, 24, 37),
    5: (11, 20, 24, 32),
    6: (3, 19, 34, 37),
    7: (2, 3, 35, 36),
    8: (6, 8, 30, 32),
    9: (3, 16, 21, 35),
}
CITY_SIZES = {
    1: [5, 3, 3, 1],
    2: [8, 2, 2],
    3: [5, 5, 1, 1],
    4: [5, 3, 2, 1, 1],
    5: [3, 3, 3, 2, 1],
    6: [6, 4, 2],
    7: [7, 3, 2],
    8: [4, 4, 2, 2],
    9: [6, 6],
}


def test_164_hex_tiles_by_type_and_back():
    """§2.2: 164 hex tiles, 124 normal back and 40 black, split by type as in the table."""
    assert len(HEX_TILES) == 164 and len(TILES) == 164
    by_kind = Counter((tile.kind, tile.black) for tile in HEX_TILES)
    expected = {
        TileKind.BUILDING: (40, 16),
        TileKind.ANIMAL: (20, 8),
        TileKind.KNOWLEDGE: (20, 6),
        TileKind.CASTLE: (14, 2),
        TileKind.MINE: (10, 2),
        TileKind.SHIP: (20, 6),
    }
    for kind, (normal, black) in expected.items():
        assert (by_kind[kind, False], by_kind[kind, True]) == (normal, black), kind
    assert sum(1 for tile in HEX_TILES if tile.black) == 40


def test_every_building_type_has_five_normal_and_two_black_copies():
    """§2.2.1: 8 building types × 7."""
    for building in Building:
        copies = [tile for tile in HEX_TILES if tile.building is building]
        assert (sum(not t.black for t in copies), sum(t.black for t in copies)) == (5, 2), building


def test_animals_are_split_two_two_one_plus_a_black_three_and_four():
    """§2.2.1: per species, 2/2/1 normal tiles of 2/3/4 heads, one black 3 and one black 4."""
    for species in Species:
        tiles = Counter((t.animals, t.black) for t in HEX_TILES if t.species is species)
        assert tiles == {(2, False): 2, (3, False): 2, (4, False): 1, (3, True): 1, (4, True): 1}, species


def test_knowledge_tiles_1_to_26_with_six_black_backs():
    """§2.2.1, §2.5: one tile per number; 7, 12, 14, 15, 24, 25 have black backs."""
    numbers = sorted(tile.knowledge for tile in HEX_TILES if tile.kind is TileKind.KNOWLEDGE)
    assert numbers == list(range(1, 27))
    black = sorted(tile.knowledge for tile in HEX_TILES if tile.kind is TileKind.KNOWLEDGE and tile.black)
    assert black == [7, 12, 14, 15, 24, 25]
    assert [tile.number for tile in KNOWLEDGE_TILES] == list(range(1, 27))
    assert all(tile.black == (tile.number in black) for tile in KNOWLEDGE_TILES)
    assert [int(member) for member in Knowledge] == list(range(1, 27))


def test_tile_ids_are_distinctive():
    """Ids never contain one another, so a leaked id is detectable in a view's text."""
    ids = [tile.id for tile in HEX_TILES] + [tile.id for tile in GOODS_TILES]
    assert len(set(ids)) == len(ids) == 206
    assert all(len(tile_id) == 5 for tile_id in ids)
    assert all(tile_id.startswith(("hx", "gd")) for tile_id in ids)


def test_42_goods_tiles_seven_of_each_type():
    """§2.7."""
    assert Counter(tile.goods for tile in GOODS_TILES) == {goods: 7 for goods in range(1, 7)}


def test_start_castles_are_normal_back_castles():
    """§3.2 step 2."""
    assert len(START_CASTLES) == 4
    assert all(TILES[tile].kind is TileKind.CASTLE and not TILES[tile].black for tile in START_CASTLES)


def test_eight_building_effects():
    """§2.3: one effect per building; the taking buildings take the right tile types."""
    assert [effect.building for effect in BUILDING_EFFECTS] == list(Building)
    assert WORKSHOP_TAKES[Building.CARPENTER] == (TileKind.BUILDING,)
    assert set(WORKSHOP_TAKES[Building.CHURCH]) == {TileKind.MINE, TileKind.KNOWLEDGE, TileKind.CASTLE}
    assert set(WORKSHOP_TAKES[Building.MARKET]) == {TileKind.SHIP, TileKind.ANIMAL}


def test_common_geometry_die_numbers_and_neighbours():
    """§2.11.1, §2.11.3: ids, axial coordinates, die numbers and neighbours of all 37 spaces."""
    assert len(SPACES) == 37 and len(COMMON_SPACES) == 37
    for space_id, q, r, die, neighbours in COMMON_SPACES:
        space = SPACES[space_id - 1]
        assert (space.id, space.q, space.r, space.die) == (space_id, q, r, die)
        assert NEIGHBOURS[space_id] == neighbours, space_id
    assert "".join(str(space.die) for space in SPACES) == DIE_STRING


@pytest.mark.parametrize("number", range(1, 10), ids=lambda n: f"board{n}")
def test_board_composition(number):
    """§2.11.2: every board has 12 B, 6 A, 6 K, 4 C, 3 M, 6 S spaces."""
    board = BOARDS[number]
    assert len(COLOUR_STRINGS[number]) == 37
    counts = Counter(board.colours)
    assert counts == {"B": 12, "A": 6, "K": 6, "C": 4, "M": 3, "S": 6}


@pytest.mark.parametrize("number", range(1, 10), ids=lambda n: f"board{n}")
def test_board_regions_castles_and_cities_match_the_document(number):
    """§2.11.5: the region table, the castle spaces and the city sizes of each board."""
    board = BOARDS[number]
    assert [(region.name, len(region.spaces), region.spaces) for region in board.regions] == list(REGIONS[number])
    assert board.castle_spaces == CASTLE_SPACES[number]
    assert sorted((len(city.spaces) for city in board.cities), reverse=True) == CITY_SIZES[number]
    assert all(len(region.spaces) <= 8 for region in board.regions)


def test_board_1_full_table():
    """§2.11.4: board No. 1 space by space (colour and die), start castle on 19."""
    table = "ACCKAACKBAABKBBSSSCSSSBBMBBABMKBBMKKB"
    assert BOARDS[1].colours == table
    assert BOARDS[1].kind(19) is TileKind.CASTLE and SPACES[18].die == 6


def test_physical_boards_pair_the_nine_numbers():
    """§7 stand-in pairing: 6 double-sided boards, 4 sides No. 1, sides 2-9 once each."""
    sides = Counter(number for pair in PHYSICAL_BOARDS for number in pair)
    assert sides == {1: 4, **{n: 1 for n in range(2, 10)}}


def test_depot_spaces_per_player_count():
    """§2.10.1: 12/18/24 active spaces; per phase in 4 players 8 B, 4 A, 4 K, 2 C, 2 M, 4 S."""
    spaces = [space for depot in DEPOT_SPACES for space in depot]
    assert [sum(space.active(players) for space in spaces) for players in (2, 3, 4)] == [12, 18, 24]
    kinds = Counter(space.kind for space in spaces)
    assert kinds == {
        TileKind.BUILDING: 8,
        TileKind.ANIMAL: 4,
        TileKind.KNOWLEDGE: 4,
        TileKind.CASTLE: 2,
        TileKind.MINE: 2,
        TileKind.SHIP: 4,
    }
    depot_6 = [(space.kind, space.mark) for space in DEPOT_SPACES[5]]
    assert depot_6 == [(TileKind.BUILDING, 2), (TileKind.ANIMAL, 2), (TileKind.CASTLE, 3), (TileKind.SHIP, 4)]


def test_numeric_tables():
    """§2.8, §2.9, §3.1: region VP, phase bonus, bonus tiles, black depot, starting workers."""
    assert REGION_VP == tuple(size * (size + 1) // 2 for size in range(1, 9))
    assert PHASE_BONUS == (10, 8, 6, 4, 2)
    assert BONUS_TILE_VP == {2: (5, 2), 3: (6, 3), 4: (7, 4)}
    assert BLACK_DEPOT_TILES == {2: 4, 3: 6, 4: 8}
    assert START_WORKERS == (1, 2, 3, 4)
