"""The components and the stand-in board against the rules document's counts and totals (§2, §3, §8)."""

import json
import re
from collections import Counter
from pathlib import Path

from engine.mangrovia import amulets, board, cards, piers, stones, tables
from engine.mangrovia.board import AREA_SPACES, PATH_SPACES, SPACE, SPACES, STONE, TOTEM

RULES = Path(__file__).resolve().parents[4] / "shared" / "rules" / "mangrovia.md"


def test_fifty_spaces_forty_on_paths_sixteen_on_two_ten_amulet_spaces():
    assert len(SPACES) == 50 and len(SPACE) == 50
    on_paths = [space for space in SPACES if space.paths]
    assert len(on_paths) == 40
    assert sum(len(space.paths) == 2 for space in SPACES) == 16
    assert all(len(space.paths) <= 2 for space in SPACES)
    assert sum(space.amulet_space for space in SPACES) == 10
    assert all(not space.paths and space.area is None for space in SPACES if space.amulet_space)
    assert len(AREA_SPACES[STONE]) == 8 and len(AREA_SPACES[TOTEM]) == 8
    assert all(SPACE[space].paths for space in AREA_SPACES[STONE] + AREA_SPACES[TOTEM])


def test_landscapes_costs_and_neutral_symbols():
    singles = Counter(space.lands[0] for space in SPACES if len(space.lands) == 1)
    assert singles == {"MANGROVE": 12, "SAND": 12, "REED": 12, "WATER": 12}
    assert sorted(space.lands for space in SPACES if len(space.lands) == 2) == [("REED", "MANGROVE"), ("SAND", "REED")]
    valuables = [space.cost for space in SPACES if space.currency == board.VALUABLES]
    paid_in_amulets = [space.cost for space in SPACES if space.currency == board.AMULETS]
    assert len(paid_in_amulets) == 11 and len(valuables) == 39
    assert min(valuables) >= 3 and max(valuables) <= 13 and min(paid_in_amulets) >= 4 and max(paid_in_amulets) <= 9
    grey = [space.id for space in SPACES if space.neutral == board.GREY]
    white = [space.id for space in SPACES if space.neutral == board.WHITE]
    assert sorted(grey) == ["c2r7", "c4r3", "c6r5"] and len(white) == 7
    assert [s for s in grey if SPACE[s].area == STONE] == ["c2r7"]
    assert not [s for s in white if SPACE[s].area == STONE] and [s for s in white if SPACE[s].area == TOTEM] == ["c6r1"]
    assert all(space.chief == 0 for space in SPACES if space.area == TOTEM)
    assert sum(space.double_allowed for space in SPACES) == 50 - 8 - 8 - 10


def test_paths_have_seven_spaces_at_distances_one_to_seven_and_the_statue_values():
    assert len(board.PATHS) == 8
    for path in board.PATHS:
        spaces = PATH_SPACES[path.key]
        assert [dict(SPACE[s].paths)[path.key] for s in spaces] == list(range(1, 8))
    assert (board.PATH["VA"].first, board.PATH["VA"].second) == (12, 6)
    assert (board.PATH["VB"].first, board.PATH["VB"].second) == (10, 5)
    assert PATH_SPACES["HD"] == ("c1r7", "c2r7", "c3r7", "c4r7", "c5r7", "c6r7", "c7r7")


def test_the_board_module_matches_appendix_a_of_the_rules():
    """Every space of the machine-readable stand-in map, field by field (skipped if the document is absent)."""
    if not RULES.exists():
        return
    text = RULES.read_text()
    blob = json.loads(re.search(r"## Appendix A.*?```json\n(.*?)```", text, re.S).group(1))
    assert len(blob["spaces"]) == len(SPACES)
    for row in blob["spaces"]:
        space = SPACE[row["id"]]
        assert (space.x, space.y, list(space.lands)) == (row["x"], row["y"], row["land"])
        assert (space.currency.upper(), space.cost, space.chief) == (row["cost_type"], row["cost"], row["chief"])
        assert dict(space.paths) == row["paths"] and space.amulet_space == row["amulet_space"]
        assert (space.area or "").upper() == (row["area"] or "") and space.double_allowed == row["double_allowed"]
        assert (space.neutral or "").upper() == (row["neutral"] or "")
    for key, path in blob["paths"].items():
        assert (board.PATH[key].first, board.PATH[key].second) == (path["first"], path["second"])
    assert blob["totem_tiles"] == list(board.TOTEM_TILES) and blob["birds_start"] == list(board.BIRDS_START)
    words = {
        "FACEUP": piers.TAKE,
        "FACEDOWN": piers.DRAW,
        "AMULETS": piers.AMULETS,
        "BUILD": piers.BUILD,
        "BUILD_OTHER_SPACE": piers.BUILD,
        "BUILD_DOUBLE": piers.DOUBLE,
        "BIRDS": piers.BIRDS,
    }
    for pier, parts in blob["piers"].items():
        modes = parts["choose_one"] if isinstance(parts, dict) else [parts]
        # becoming start player is not a part: the owner of site 1 always is (§5.3, ruling R10)
        expected = tuple(tuple(words[part] for part in mode if part != "START_PLAYER") for mode in modes)
        assert piers.PIERS[int(pier)] == expected


def test_cards_amulets_and_tiles():
    regular = Counter(card.value for card in cards.VALUABLES)
    assert regular == {2: 9, 3: 8, 4: 7, 5: 7, 6: 6, 7: 6} and len(cards.VALUABLES) == 43
    assert Counter(card.land for card in cards.LANDSCAPE_CARDS) == dict.fromkeys(board.LANDSCAPES, 8)
    assert len(cards.START_CARDS) == 10 and len(cards.CARD) == 85
    totals = [sum(cards.START_VALUES[seat]) for seat in range(1, 6)]
    assert totals == [7, 8, 9, 10, 11] and cards.START_VALUES[1] == (3, 4)
    assert all(2 <= value <= 7 for pair in cards.START_VALUES.values() for value in pair)
    assert len(amulets.ALL_AMULETS) == 40 and amulets.ALL_AMULETS.count(1) == 5
    assert [amulets.to_draw(n) for n in range(11)] == [0, 1, 2, 3, 4, 5, 5, 5, 5, 5, 5]
    assert len(stones.TILES) == 16 and Counter(tile.kind for tile in stones.TILES) == {
        stones.STATUE: 8,
        stones.VALUABLE3: 3,
        stones.AMULET2: 3,
        stones.FREE_LANDSCAPE: 2,
    }
    assert len(stones.tiles_for(stones.STATUES)) == 8 and len(stones.tiles_for(stones.OTHERS)) == 8


def test_allocation_and_archipelago():
    assert [(t.huts, t.bowls, len(t.neutral)) for t in tables.TABLES.values()] == [
        (10, 2, 10),
        (10, 2, 3),
        (9, 1, 0),
        (8, 1, 0),
    ]
    assert tables.TABLES[2].blocked_site == 6 and not tables.TABLES[3].blocked_site
    assert [piers.piers_of(site) for site in piers.SITES] == [(1, 12), (2, 11), (3, 10), (4, 9), (5, 8), (6, 7)]
    assert all(piers.site_of(p) == piers.site_of(13 - p) for p in range(1, 13))
