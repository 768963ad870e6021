"""Hex tiles and goods tiles as data (rules/castles-of-burgundy.md §2.2, §2.4, §2.7).

Every tile has a distinctive id: hex tiles ``hx001``..``hx164`` and goods tiles ``gd101``..``gd607``
(``gd`` + goods type + copy number), so a leak of a face-down tile into a view is detectable.
"""

from dataclasses import dataclass
from enum import StrEnum


class TileKind(StrEnum):
    """The six hex-tile types; each goes on estate spaces of its own colour (§2.11.2)."""

    BUILDING = "building"
    ANIMAL = "animal"
    KNOWLEDGE = "knowledge"
    CASTLE = "castle"
    MINE = "mine"
    SHIP = "ship"


class Building(StrEnum):
    """The eight building types (§2.3)."""

    WAREHOUSE = "warehouse"
    CARPENTER = "carpenter"
    CHURCH = "church"
    MARKET = "market"
    BOARDING_HOUSE = "boarding_house"
    BANK = "bank"
    CITY_HALL = "city_hall"
    WATCHTOWER = "watchtower"


class Species(StrEnum):
    """The four animal species (§2.4)."""

    COW = "cow"
    PIG = "pig"
    SHEEP = "sheep"
    CHICKEN = "chicken"


BLACK = "black"  # the back colour of the tiles that feed the black depot (§2.2)


@dataclass(frozen=True, slots=True)
class HexTile:
    """One hex tile: its type, back and printed details."""

    id: str
    kind: TileKind
    black: bool  # black back: feeds the black depot only
    building: Building | None = None
    species: Species | None = None
    animals: int = 0  # heads shown on an animal tile (2, 3 or 4)
    knowledge: int = 0  # number 1-26 of a knowledge tile

    def __hash__(self) -> int:
        """By its id, which no other tile has (the texts keep their words by tile: hashing every field was slow)."""
        return hash(self.id)

    @property
    def stack(self) -> str:
        """The face-down stack the tile is shuffled into: its type, or "black" (§3.2 step 2)."""
        return BLACK if self.black else self.kind.value


@dataclass(frozen=True, slots=True)
class GoodsTile:
    """One square goods tile; only its die number 1-6 matters (§2.7)."""

    id: str
    goods: int


# §2.2.1, one row per distinct tile: (normal-back copies, black-back copies).
BUILDING_COPIES = (5, 2)  # each of the eight building types
ANIMAL_COPIES = {2: (2, 0), 3: (2, 1), 4: (1, 1)}  # heads -> copies, for each species
BLACK_KNOWLEDGE = frozenset({7, 12, 14, 15, 24, 25})
KNOWLEDGE_NUMBERS = tuple(range(1, 27))
CASTLE_COPIES = (14, 2)
MINE_COPIES = (10, 2)
SHIP_COPIES = (20, 6)

GOODS_TYPES = (1, 2, 3, 4, 5, 6)
GOODS_COPIES = 7


def _hex_tiles() -> tuple[HexTile, ...]:
    rows: list[tuple[TileKind, bool, Building | None, Species | None, int, int]] = []
    for building in Building:
        normal, black = BUILDING_COPIES
        rows += [(TileKind.BUILDING, False, building, None, 0, 0)] * normal
        rows += [(TileKind.BUILDING, True, building, None, 0, 0)] * black
    for species in Species:
        for heads, (normal, black) in ANIMAL_COPIES.items():
            rows += [(TileKind.ANIMAL, False, None, species, heads, 0)] * normal
            rows += [(TileKind.ANIMAL, True, None, species, heads, 0)] * black
    for number in KNOWLEDGE_NUMBERS:
        rows.append((TileKind.KNOWLEDGE, number in BLACK_KNOWLEDGE, None, None, 0, number))
    for kind, (normal, black) in (
        (TileKind.CASTLE, CASTLE_COPIES),
        (TileKind.MINE, MINE_COPIES),
        (TileKind.SHIP, SHIP_COPIES),
    ):
        rows += [(kind, False, None, None, 0, 0)] * normal
        rows += [(kind, True, None, None, 0, 0)] * black
    return tuple(
        HexTile(f"hx{index:03d}", kind, black, building, species, heads, number)
        for index, (kind, black, building, species, heads, number) in enumerate(rows, start=1)
    )


HEX_TILES: tuple[HexTile, ...] = _hex_tiles()
TILES: dict[str, HexTile] = {tile.id: tile for tile in HEX_TILES}

GOODS_TILES: tuple[GoodsTile, ...] = tuple(
    GoodsTile(f"gd{goods}{copy:02d}", goods) for goods in GOODS_TYPES for copy in range(1, GOODS_COPIES + 1)
)
GOODS: dict[str, int] = {tile.id: tile.goods for tile in GOODS_TILES}

START_CASTLES: tuple[str, ...] = tuple(t.id for t in HEX_TILES if t.kind is TileKind.CASTLE and not t.black)[:4]
"""The normal-back castles set aside as start castles, one per seat (§3.2 step 2)."""
