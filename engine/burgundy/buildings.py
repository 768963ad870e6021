"""The eight buildings' immediate effects as data (rules/castles-of-burgundy.md §2.3)."""

from dataclasses import dataclass

from engine.burgundy.tiles import Building, TileKind
from i18n import Text, _


@dataclass(frozen=True, slots=True)
class BuildingEffect:
    """What adding a building gives, once, without a die (§2.3)."""

    building: Building
    effect: Text
    optional: bool  # the player may decline it (§11 item 18)


BUILDING_EFFECTS: tuple[BuildingEffect, ...] = (
    BuildingEffect(Building.WAREHOUSE, _("Sell all goods of one type of your choice."), True),
    BuildingEffect(Building.CARPENTER, _("Take a building from depots 1-6 into storage."), True),
    BuildingEffect(Building.CHURCH, _("Take a mine, knowledge or castle tile from depots 1-6 into storage."), True),
    BuildingEffect(Building.MARKET, _("Take a ship or animal from depots 1-6 into storage."), True),
    BuildingEffect(Building.BOARDING_HOUSE, _("Take 4 workers."), False),
    BuildingEffect(Building.BANK, _("Take 2 silverlings."), False),
    BuildingEffect(Building.CITY_HALL, _("Add a stored tile to your estate without a die."), True),
    BuildingEffect(Building.WATCHTOWER, _("Score 4 VP."), False),
)
EFFECTS: dict[Building, BuildingEffect] = {effect.building: effect for effect in BUILDING_EFFECTS}

# Carpenter's workshop, church and market: the tile types each may take from depots 1-6.
WORKSHOP_TAKES: dict[Building, tuple[TileKind, ...]] = {
    Building.CARPENTER: (TileKind.BUILDING,),
    Building.CHURCH: (TileKind.MINE, TileKind.KNOWLEDGE, TileKind.CASTLE),
    Building.MARKET: (TileKind.SHIP, TileKind.ANIMAL),
}
BOARDING_HOUSE_WORKERS = 4
BANK_SILVERLINGS = 2
WATCHTOWER_VP = 4
