"""Names of tiles, buildings, depots and goods, and the deciding seat's context lines (Castles of Burgundy).

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence

from engine.burgundy.buildings import EFFECTS
from engine.burgundy.knowledge import KNOWLEDGE
from engine.burgundy.state import BurgundyState, Step
from engine.burgundy.tiles import GOODS, TILES, Building, HexTile, TileKind
from engine.core import seat_ref
from engine.core.words import listed, noun, plural

__all__ = ["listed", "noun", "plural"]  # the one shared count and list helpers, for the other text modules

COLOUR_NAMES: dict[TileKind, str] = {
    TileKind.BUILDING: "beige",
    TileKind.ANIMAL: "light green",
    TileKind.KNOWLEDGE: "yellow",
    TileKind.CASTLE: "dark green",
    TileKind.MINE: "grey",
    TileKind.SHIP: "blue",
}
KIND_NAMES: dict[TileKind, str] = {
    TileKind.BUILDING: "building",
    TileKind.ANIMAL: "animal",
    TileKind.KNOWLEDGE: "knowledge tile",
    TileKind.CASTLE: "castle",
    TileKind.MINE: "mine",
    TileKind.SHIP: "ship",
}
BUILDING_NAMES: dict[Building, str] = {
    Building.WAREHOUSE: "Warehouse",
    Building.CARPENTER: "Carpenter's workshop",
    Building.CHURCH: "Church",
    Building.MARKET: "Market",
    Building.BOARDING_HOUSE: "Boarding house",
    Building.BANK: "Bank",
    Building.CITY_HALL: "City hall",
    Building.WATCHTOWER: "Watchtower",
}
DECISION_KINDS: dict[Step, str] = {
    Step.ACTION: "die_action",
    Step.CASTLE: "castle",
    Step.DEPOT: "depot",
    Step.BUY: "buy",
    Step.SPACE: "space",
    Step.DISCARD: "discard",
    Step.SHIP: "ship",
    Step.SHIP_GOODS: "ship_goods",
    Step.WAREHOUSE: "warehouse",
    Step.WORKSHOP: "workshop",
    Step.CITY_HALL: "city_hall",
}
ANIMAL_EFFECT = "Scores every animal of its species in its pasture."
KIND_EFFECTS: dict[TileKind, str] = {
    TileKind.CASTLE: "One bonus action, with any die value.",
    TileKind.MINE: "1 silverling at the end of each phase.",
    TileKind.SHIP: "Take one depot's goods; move up the turn-order track.",
}


def _workers_note(cost: int) -> str:
    return f" ({plural(cost, 'worker')})" if cost else ""


# --- names ------------------------------------------------------------------------------------

# §2.7: a goods type is its die number 1-6; players tell them apart by colour (the display mapping of §2.7).
GOODS_COLOURS: dict[int, str] = {1: "turquoise", 2: "purple", 3: "pink", 4: "red", 5: "brown", 6: "orange"}

# §2.5: a knowledge tile named by what it does, in a few words (its full text is ``KNOWLEDGE[n].effect``).
KNOWLEDGE_SHORT: dict[int, str] = {
    1: "any buildings per city",
    2: "a worker per mine",
    3: "2 silverlings a sale",
    4: "a worker a sale",
    5: "ships load 2 depots",
    6: "buy from any depot",
    7: "+1 VP per animal tile",
    8: "workers turn by 1 or 2",
    9: "free ±1 for a building",
    10: "free ±1 for a ship or animal",
    11: "free ±1 for castle, mine, knowledge",
    12: "free ±1 to take tiles",
    13: "a silverling with workers",
    14: "4 workers a take",
    15: "3 VP per goods colour sold",
    16: "4 VP per warehouse",
    17: "4 VP per watchtower",
    18: "4 VP per carpenter's workshop",
    19: "4 VP per church",
    20: "4 VP per market",
    21: "4 VP per boarding house",
    22: "4 VP per bank",
    23: "4 VP per city hall",
    24: "4 VP per animal species",
    25: "1 VP per goods tile sold",
    26: "2 VP per bonus tile",
}


def knowledge_name(number: int) -> str:
    """A knowledge tile by number and what it does: "Knowledge 22 (4 VP per bank)"."""
    return f"Knowledge {number} ({KNOWLEDGE_SHORT[number]})"


def tile_name(tile: HexTile) -> str:
    """A tile's short name: "Bank", "Cow ×3", "Knowledge 12 (free ±1 to take tiles)", "Castle"."""
    if tile.building is not None:
        return BUILDING_NAMES[tile.building]
    if tile.species is not None:
        return f"{tile.species.value.capitalize()} ×{tile.animals}"
    if tile.knowledge:
        return knowledge_name(tile.knowledge)
    return tile.kind.value.capitalize()


TILE_NAMES: dict[str, str] = {tile.id: tile_name(tile) for tile in TILES.values()}


def face_key(tile: HexTile) -> tuple[object, ...]:
    """What makes two tiles look the same (identical tiles are one choice)."""
    return (tile.kind, tile.building, tile.species, tile.animals, tile.knowledge)


def tile_effect_text(tile: HexTile) -> str:
    """One line saying what a tile does."""
    if tile.building is not None:
        return EFFECTS[tile.building].effect
    if tile.knowledge:
        return KNOWLEDGE[tile.knowledge].effect
    if tile.species is not None:
        return ANIMAL_EFFECT
    return KIND_EFFECTS[tile.kind]


def building_name(building: Building) -> str:
    """The building's name."""
    return BUILDING_NAMES[building]


def depot_name(depot: int) -> str:
    """A depot for a message: "depot 3" or "the black depot"."""
    return "the black depot" if depot == 0 else f"depot {depot}"


def space_name(space: int) -> str:
    """A space for a message: "space 12"."""
    return f"space {space}"


def goods_colour(goods: int) -> str:
    """A goods type by colour, with the die number that sells it: "red (4)"."""
    return f"{GOODS_COLOURS[goods]} ({goods})"


def goods_name(goods: int) -> str:
    """Goods named for a message: "red goods (4)"."""
    return f"{GOODS_COLOURS[goods]} goods ({goods})"


def goods_tiles(count: int, goods: int) -> str:
    """Goods tiles counted: "1 red goods tile (4)", "3 red goods tiles (4)"."""
    return f"{count} {GOODS_COLOURS[goods]} {noun(count, 'goods tile')} ({goods})"


def _goods_list(goods: Sequence[int]) -> str:
    """Goods tiles by colour: "2 red (4) and 1 pink (3)"; "no goods"."""
    counts: dict[int, int] = {}
    for kind in goods:
        counts[kind] = counts.get(kind, 0) + 1
    return listed([f"{count} {goods_colour(kind)}" for kind, count in sorted(counts.items())]) or "no goods"


def estate_title(seat: int, board: int, castle: int) -> str:
    """An estate's heading: whose it is, which board, where the start castle stands."""
    return f"{seat_ref(seat)}: estate No. {board}, start castle on space {castle}"


def estate_hidden(seat: int) -> str:
    """The heading of an estate whose board is not chosen or not revealed yet."""
    return f"{seat_ref(seat)}: estate not revealed yet"


# --- context lines (shown to the deciding seat only) ----------------------------------------------


def context(state: BurgundyState, seat: int) -> str:
    """The deciding seat's own resources, in one line."""
    player = state.players[seat]
    storage = ", ".join([TILE_NAMES[tile] for tile in player.storage]) or "empty"
    goods = ", ".join([f"{len(space)} {goods_colour(GOODS[space[0]])}" for space in player.goods if space]) or "none"
    first, second = player.dice
    dice = f"{first}{' (used)' if player.used[0] else ''} and {second}{' (used)' if player.used[1] else ''}"
    bought = " · purchase made" if state.bought else ""
    return (
        f"Dice {dice} · workers {player.workers} · silverlings {player.silverlings}"
        f" · storage: {storage} · goods: {goods}{bought}"
    )


def goods_context(state: BurgundyState, seat: int) -> str:
    """The deciding seat's goods storage."""
    player = state.players[seat]
    free = sum(1 for space in player.goods if not space)
    held = _goods_list([GOODS[tile] for space in player.goods for tile in space])
    return f"Your goods: {held}; {plural(free, 'free goods space')}."
