"""The 26 knowledge tiles (yellow) as data (rules/castles-of-burgundy.md §2.5).

The rules modules refer to a tile by its :class:`Knowledge` name; the table gives each
tile's back, timing and text, and the end-game tiles' scoring data.
"""

from dataclasses import dataclass
from enum import IntEnum

from engine.burgundy.tiles import Building
from i18n import Text, _


class Knowledge(IntEnum):
    """Knowledge tile numbers, named after what they do (§2.5)."""

    ANY_BUILDINGS_PER_CITY = 1
    MINE_WORKERS = 2
    SALE_TWO_SILVERLINGS = 3
    SALE_WORKER = 4
    SHIP_TWO_DEPOTS = 5
    BUY_ANY_DEPOT = 6
    ANIMAL_TILE_BONUS = 7
    WORKER_TWO_STEPS = 8
    FREE_CHANGE_BUILDING = 9
    FREE_CHANGE_SHIP_ANIMAL = 10
    FREE_CHANGE_CASTLE_MINE_KNOWLEDGE = 11
    FREE_CHANGE_TAKE = 12
    WORKERS_SILVERLING = 13
    FOUR_WORKERS = 14
    SOLD_TYPES = 15
    WAREHOUSES = 16
    WATCHTOWERS = 17
    CARPENTERS = 18
    CHURCHES = 19
    MARKETS = 20
    BOARDING_HOUSES = 21
    BANKS = 22
    CITY_HALLS = 23
    ANIMAL_SPECIES = 24
    SOLD_TILES = 25
    BONUS_TILES = 26


@dataclass(frozen=True, slots=True)
class KnowledgeTile:
    """One knowledge tile: number, back, when it acts and what it does."""

    number: int
    black: bool
    timing: str
    effect: Text


KNOWLEDGE_TILES: tuple[KnowledgeTile, ...] = (
    KnowledgeTile(1, False, "placement rule", _("Any number of buildings of one type in a city.")),
    KnowledgeTile(2, False, "end of each phase", _("+1 worker per mine, besides the silverling per mine.")),
    KnowledgeTile(3, False, "each sale", _("2 silverlings instead of 1 for each sale.")),
    KnowledgeTile(4, False, "each sale", _("+1 worker for each sale.")),
    KnowledgeTile(5, False, "ship placement", _("A ship may take the goods of two adjacent depots.")),
    KnowledgeTile(6, False, "purchase", _("Buy from any of the 7 depots (still once per turn).")),
    KnowledgeTile(7, True, "animal scoring", _("+1 VP per animal tile that scores.")),
    KnowledgeTile(8, False, "workers", _("Each worker changes a die by 1 or 2.")),
    KnowledgeTile(9, False, "die use", _("Free ±1 on a die used to add a building.")),
    KnowledgeTile(10, False, "die use", _("Free ±1 on a die used to add a ship or an animal.")),
    KnowledgeTile(11, False, "die use", _("Free ±1 on a die used to add a castle, a mine or a knowledge tile.")),
    KnowledgeTile(12, True, "die use", _("Free ±1 on a die used to take a tile from depots 1-6.")),
    KnowledgeTile(13, False, "take workers", _("+1 silverling with each Take worker tiles action.")),
    KnowledgeTile(14, True, "take workers", _("4 workers instead of 2 with each Take worker tiles action.")),
    KnowledgeTile(15, True, "game end", _("3 VP per goods type sold at least once.")),
    KnowledgeTile(16, False, "game end", _("4 VP per warehouse.")),
    KnowledgeTile(17, False, "game end", _("4 VP per watchtower.")),
    KnowledgeTile(18, False, "game end", _("4 VP per carpenter's workshop.")),
    KnowledgeTile(19, False, "game end", _("4 VP per church.")),
    KnowledgeTile(20, False, "game end", _("4 VP per market.")),
    KnowledgeTile(21, False, "game end", _("4 VP per boarding house.")),
    KnowledgeTile(22, False, "game end", _("4 VP per bank.")),
    KnowledgeTile(23, False, "game end", _("4 VP per city hall.")),
    KnowledgeTile(24, True, "game end", _("4 VP per animal species in the estate.")),
    KnowledgeTile(25, True, "game end", _("1 VP per goods tile sold.")),
    KnowledgeTile(26, False, "game end", _("2 VP per bonus tile.")),
)
KNOWLEDGE: dict[int, KnowledgeTile] = {tile.number: tile for tile in KNOWLEDGE_TILES}

# End-game tiles 15-26 (§2.5, §6).
VP_PER_SOLD_TYPE = 3
VP_PER_BUILDING = 4
BUILDING_TILES: dict[int, Building] = {
    Knowledge.WAREHOUSES: Building.WAREHOUSE,
    Knowledge.WATCHTOWERS: Building.WATCHTOWER,
    Knowledge.CARPENTERS: Building.CARPENTER,
    Knowledge.CHURCHES: Building.CHURCH,
    Knowledge.MARKETS: Building.MARKET,
    Knowledge.BOARDING_HOUSES: Building.BOARDING_HOUSE,
    Knowledge.BANKS: Building.BANK,
    Knowledge.CITY_HALLS: Building.CITY_HALL,
}
VP_PER_SPECIES = 4
VP_PER_SOLD_TILE = 1
VP_PER_BONUS_TILE = 2

# Modifiers to other rules (§2.5, §5.1, §5.5).
SALE_SILVERLINGS_WITH_TILE = 2
FOUR_WORKERS_COUNT = 4
TAKE_WORKERS_SILVERLINGS = 1
MINE_WORKERS_PER_MINE = 1
