"""Names of tiles, buildings, depots and goods, and the deciding seat's context lines (Castles of Burgundy).

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in. Every
text is an :class:`i18n.Text` (``_``/``n_``), said in the reader's language when it is shown; the
helpers at the end join texts without joining words (:func:`semicolons`, :func:`alternatives`, :func:`lines`).
"""

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TypeVar

from engine.burgundy.buildings import EFFECTS
from engine.burgundy.knowledge import KNOWLEDGE
from engine.burgundy.state import BurgundyState, Step
from engine.burgundy.tiles import GOODS, TILES, Building, HexTile, Species, TileKind
from engine.core import seat_ref
from i18n import Text, _, listed, n_

__all__ = ["listed"]  # the one shared list helper, for the other text modules

Maker = TypeVar("Maker", bound=Callable[..., object])


def remembered(maker: Maker) -> Maker:
    """Keep a text maker's texts by its arguments (numbers, tiles, flags; never a text, whose words may repeat).

    A search plays thousands of random games: every decision it passes builds its labels, prompt
    and context line again, and a message costs more to make than the f-string it replaced. A
    text never changes once made, so the same arguments may have the same text.
    """
    return lru_cache(maxsize=4096)(maker)  # type: ignore[return-value]


COLOUR_NAMES: dict[TileKind, Text] = {
    TileKind.BUILDING: _("beige"),
    TileKind.ANIMAL: _("light green"),
    TileKind.KNOWLEDGE: _("yellow"),
    TileKind.CASTLE: _("dark green"),
    TileKind.MINE: _("grey"),
    TileKind.SHIP: _("blue"),
}
KIND_NAMES: dict[TileKind, Text] = {
    TileKind.BUILDING: _("building"),
    TileKind.ANIMAL: _("animal"),
    TileKind.KNOWLEDGE: _("knowledge tile"),
    TileKind.CASTLE: _("castle"),
    TileKind.MINE: _("mine"),
    TileKind.SHIP: _("ship"),
}
KIND_PLURALS: dict[TileKind, Text] = {
    TileKind.BUILDING: _("buildings"),
    TileKind.ANIMAL: _("animals"),
    TileKind.KNOWLEDGE: _("knowledge tiles"),
    TileKind.CASTLE: _("castles"),
    TileKind.MINE: _("mines"),
    TileKind.SHIP: _("ships"),
}
# A castle, mine or ship tile's own name (buildings, animals and knowledge tiles have theirs).
KIND_TITLES: dict[TileKind, Text] = {
    TileKind.CASTLE: _("Castle"),
    TileKind.MINE: _("Mine"),
    TileKind.SHIP: _("Ship"),
}
BUILDING_NAMES: dict[Building, Text] = {
    Building.WAREHOUSE: _("Warehouse"),
    Building.CARPENTER: _("Carpenter's workshop"),
    Building.CHURCH: _("Church"),
    Building.MARKET: _("Market"),
    Building.BOARDING_HOUSE: _("Boarding house"),
    Building.BANK: _("Bank"),
    Building.CITY_HALL: _("City hall"),
    Building.WATCHTOWER: _("Watchtower"),
}
# A building inside a sentence ("{p0}'s bank gives 2 silverlings."): lower case in English.
BUILDING_NOUNS: dict[Building, Text] = {
    Building.WAREHOUSE: _("warehouse"),
    Building.CARPENTER: _("carpenter's workshop"),
    Building.CHURCH: _("church"),
    Building.MARKET: _("market"),
    Building.BOARDING_HOUSE: _("boarding house"),
    Building.BANK: _("bank"),
    Building.CITY_HALL: _("city hall"),
    Building.WATCHTOWER: _("watchtower"),
}
SPECIES_NAMES: dict[Species, Text] = {
    Species.COW: _("cow"),
    Species.PIG: _("pig"),
    Species.SHEEP: _("sheep"),
    Species.CHICKEN: _("chicken"),
}
SPECIES_TITLES: dict[Species, Text] = {
    Species.COW: _("Cow"),
    Species.PIG: _("Pig"),
    Species.SHEEP: _("Sheep"),
    Species.CHICKEN: _("Chicken"),
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
ANIMAL_EFFECT = _("Scores every animal of its species in its pasture.")
KIND_EFFECTS: dict[TileKind, Text] = {
    TileKind.CASTLE: _("One bonus action, with any die value."),
    TileKind.MINE: _("1 silverling at the end of each phase."),
    TileKind.SHIP: _("Take one depot's goods; move up the turn-order track."),
}


@remembered
def workers(count: int) -> Text:
    """Workers counted: "1 worker", "3 workers"."""
    return n_("{n} worker", "{n} workers", count)


@remembered
def silverlings(count: int) -> Text:
    """Silverlings counted: "1 silverling", "3 silverlings"."""
    return n_("{n} silverling", "{n} silverlings", count)


@remembered
def _workers_note(cost: int) -> Text:
    """A worker cost after an option or an event, " (2 workers)"; empty for none."""
    return n_(" ({n} worker)", " ({n} workers)", cost) if cost else ""  # type: ignore[return-value]


# --- names ------------------------------------------------------------------------------------

# §2.7: a goods type is its die number 1-6; players tell them apart by colour (the display mapping of §2.7).
GOODS_COLOURS: dict[int, Text] = {
    1: _("turquoise"),
    2: _("purple"),
    3: _("pink"),
    4: _("red"),
    5: _("brown"),
    6: _("orange"),
}
# The round's goods tile, "a red goods tile", as a sentence says it inside and at its start (§4.2).
A_GOODS_TILE: dict[int, Text] = {
    1: _("a turquoise goods tile"),
    2: _("a purple goods tile"),
    3: _("a pink goods tile"),
    4: _("a red goods tile"),
    5: _("a brown goods tile"),
    6: _("an orange goods tile"),
}
A_GOODS_TILE_FIRST: dict[int, Text] = {
    1: _("A turquoise goods tile"),
    2: _("A purple goods tile"),
    3: _("A pink goods tile"),
    4: _("A red goods tile"),
    5: _("A brown goods tile"),
    6: _("An orange goods tile"),
}

# §2.5: a knowledge tile named by what it does, in a few words (its full text is ``KNOWLEDGE[n].effect``).
KNOWLEDGE_SHORT: dict[int, Text] = {
    1: _("any buildings per city"),
    2: _("a worker per mine"),
    3: _("2 silverlings a sale"),
    4: _("a worker a sale"),
    5: _("ships load 2 depots"),
    6: _("buy from any depot"),
    7: _("+1 VP per animal tile"),
    8: _("workers turn by 1 or 2"),
    9: _("free ±1 for a building"),
    10: _("free ±1 for a ship or animal"),
    11: _("free ±1 for castle, mine, knowledge"),
    12: _("free ±1 to take tiles"),
    13: _("a silverling with workers"),
    14: _("4 workers a take"),
    15: _("3 VP per goods colour sold"),
    16: _("4 VP per warehouse"),
    17: _("4 VP per watchtower"),
    18: _("4 VP per carpenter's workshop"),
    19: _("4 VP per church"),
    20: _("4 VP per market"),
    21: _("4 VP per boarding house"),
    22: _("4 VP per bank"),
    23: _("4 VP per city hall"),
    24: _("4 VP per animal species"),
    25: _("1 VP per goods tile sold"),
    26: _("2 VP per bonus tile"),
}


def knowledge_name(number: int) -> Text:
    """A knowledge tile by number and what it does: "Knowledge 22 (4 VP per bank)"."""
    return _("Knowledge {number} ({does})", number=number, does=KNOWLEDGE_SHORT[number])


def _tile_name(tile: HexTile) -> Text:
    if tile.building is not None:
        return BUILDING_NAMES[tile.building]
    if tile.species is not None:
        return _("{species} ×{animals}", species=SPECIES_TITLES[tile.species], animals=tile.animals)
    if tile.knowledge:
        return knowledge_name(tile.knowledge)
    return KIND_TITLES[tile.kind]


TILE_NAMES: dict[str, Text] = {tile.id: _tile_name(tile) for tile in TILES.values()}
# Each tile id -> the first id of a tile with the same name: texts of tiles kept by name, not by id.
_FIRST_WITH_NAME: dict[str, str] = {}
NAME_KEYS: dict[str, str] = {key: _FIRST_WITH_NAME.setdefault(name, key) for key, name in TILE_NAMES.items()}


def tile_name(tile: HexTile) -> Text:
    """A tile's short name: "Bank", "Cow ×3", "Knowledge 12 (free ±1 to take tiles)", "Castle"."""
    return TILE_NAMES[tile.id]


def face_key(tile: HexTile) -> tuple[object, ...]:
    """What makes two tiles look the same (identical tiles are one choice)."""
    return (tile.kind, tile.building, tile.species, tile.animals, tile.knowledge)


def tile_effect_text(tile: HexTile) -> Text:
    """One line saying what a tile does."""
    if tile.building is not None:
        return EFFECTS[tile.building].effect
    if tile.knowledge:
        return KNOWLEDGE[tile.knowledge].effect
    if tile.species is not None:
        return ANIMAL_EFFECT
    return KIND_EFFECTS[tile.kind]


def building_name(building: Building) -> Text:
    """The building's name."""
    return BUILDING_NAMES[building]


BLACK_DEPOT = _("the black depot")
DEPOT_NAMES: dict[int, Text] = {0: BLACK_DEPOT, **{depot: _("depot {depot}", depot=depot) for depot in range(1, 7)}}


def depot_name(depot: int) -> Text:
    """A depot for a message: "depot 3" or "the black depot"."""
    return DEPOT_NAMES[depot]


@remembered
def space_name(space: int) -> Text:
    """A space for a message: "space 12"."""
    return _("space {space}", space=space)


@remembered
def goods_colour(goods: int) -> Text:
    """A goods type by colour, with the die number that sells it: "red (4)"."""
    return _("{colour} ({goods})", colour=GOODS_COLOURS[goods], goods=goods)


@remembered
def goods_name(goods: int) -> Text:
    """Goods named for a message: "red goods (4)"."""
    return _("{colour} goods ({goods})", colour=GOODS_COLOURS[goods], goods=goods)


@remembered
def goods_tiles(count: int, goods: int) -> Text:
    """Goods tiles counted: "1 red goods tile (4)", "3 red goods tiles (4)"."""
    return n_(
        "{n} {colour} goods tile ({goods})",
        "{n} {colour} goods tiles ({goods})",
        count,
        colour=GOODS_COLOURS[goods],
        goods=goods,
    )


def _goods_list(goods: Sequence[int]) -> Text:
    """Goods tiles by colour: "2 red (4) and 1 pink (3)"; "no goods"."""
    counts: dict[int, int] = {}
    for kind in goods:
        counts[kind] = counts.get(kind, 0) + 1
    if not counts:
        return _("no goods")
    return listed(
        [_("{count} {colour}", count=count, colour=goods_colour(kind)) for kind, count in sorted(counts.items())]
    )


@remembered
def estate_title(seat: int, board: int, castle: int) -> Text:
    """An estate's heading: whose it is, which board, where the start castle stands."""
    return _(
        "{player}: estate No. {board}, start castle on space {space}", player=seat_ref(seat), board=board, space=castle
    )


@remembered
def estate_hidden(seat: int) -> Text:
    """The heading of an estate whose board is not chosen or not revealed yet."""
    return _("{player}: estate not revealed yet", player=seat_ref(seat))


# --- joining texts, never their words -----------------------------------------------------------


def semicolons(items: Sequence[Text]) -> Text:
    """Texts one after another with semicolons, "a; b; c" (Persian has its own semicolon)."""
    if len(items) == 3:  # one text, not two: a round's dice of three seats
        return _("{first}; {second}; {third}", first=items[0], second=items[1], third=items[2])
    if len(items) == 4:
        return _(
            "{first}; {second}; {third}; {fourth}", first=items[0], second=items[1], third=items[2], fourth=items[3]
        )
    joined = items[0]
    for item in items[1:]:
        joined = _("{earlier}; {later}", earlier=joined, later=item)
    return joined


def alternatives(items: Sequence[Text]) -> Text:
    """Texts as alternatives, each joined by "or": "a or b or c"."""
    joined = items[0]
    for item in items[1:]:
        joined = _("{earlier} or {later}", earlier=joined, later=item)
    return joined


# --- context lines (shown to the deciding seat only) ----------------------------------------------


def context(state: BurgundyState, seat: int, options: Sequence[object] = ()) -> Text | str:
    """The deciding seat's own resources, in one line, for a decision with these ``options``.

    Nothing ("") for a decision with one option: the core takes it at once (``Decision.forced``), so no
    one reads its context, and a search passes thousands of them.
    """
    if len(options) == 1:
        return ""
    player = state.players[seat]
    return _context(
        (*player.dice, *player.used),
        player.workers,
        player.silverlings,
        tuple(map(NAME_KEYS.__getitem__, player.storage)),
        tuple(map(tuple, player.goods)),
        state.bought,
    )


@lru_cache(maxsize=256)  # see remembered(); a turn's decisions share their line, older lines are rarely met again
def _context(
    dice: tuple[int | bool, ...],
    worker_count: int,
    silverling_count: int,
    stored: tuple[str, ...],
    goods_spaces: tuple[tuple[str, ...], ...],
    bought: bool,
) -> Text:
    held = tuple((len(space), GOODS[space[0]]) for space in goods_spaces if space)
    params = {
        "dice": _dice(*dice),
        "workers": worker_count,
        "silverlings": silverling_count,
        "storage": _stored(stored),
        "goods": _held(held),
    }
    if bought:
        return _(
            "Dice {dice} · workers {workers} · silverlings {silverlings} · storage: {storage} · goods: {goods}"
            " · purchase made",
            **params,
        )
    return _(
        "Dice {dice} · workers {workers} · silverlings {silverlings} · storage: {storage} · goods: {goods}", **params
    )


@remembered
def _dice(first: int, second: int, first_used: bool, second_used: bool) -> Text:
    """The context line's dice: "4 (used) and 2"."""
    return _("{first} and {second}", first=_die(first, first_used), second=_die(second, second_used))


def _die(value: int, used: bool) -> Text | int:
    """A die of the context line: "4", or "4 (used)"."""
    return _("{value} (used)", value=value) if used else value


@remembered
def _stored(stored: tuple[str, ...]) -> Text:
    """The context line's storage: the tiles' names, or "empty" (``stored``: tile ids, one per name).

    Made from the storage without its last tile (remembered too), so a new stored tile costs one text.
    """
    if not stored:
        return _("empty")
    if len(stored) == 1:
        return TILE_NAMES[stored[0]]
    return _("{earlier}, {later}", earlier=_stored(stored[:-1]), later=TILE_NAMES[stored[-1]])


@remembered
def _held(held: tuple[tuple[int, int], ...]) -> Text:
    """The context line's goods: "2 red (4), 1 pink (3)", or "none"."""
    if not held:
        return _("none")
    return commas([_("{count} {colour}", count=count, colour=goods_colour(kind)) for count, kind in held])


def commas(items: Sequence[Text]) -> Text:
    """Texts with commas and no conjunction, "a, b, c" (a list of things held, not a sentence)."""
    joined = items[0]
    for item in items[1:]:
        joined = _("{earlier}, {later}", earlier=joined, later=item)
    return joined


def goods_context(state: BurgundyState, seat: int, options: Sequence[object] = ()) -> Text | str:
    """The deciding seat's goods storage (none for a decision with one option, as :func:`context`)."""
    if len(options) == 1:
        return ""
    player = state.players[seat]
    free = sum(1 for space in player.goods if not space)
    held = _goods_list([GOODS[tile] for space in player.goods for tile in space])
    return n_(
        "Your goods: {held}; {n} free goods space.", "Your goods: {held}; {n} free goods spaces.", free, held=held
    )


def numeral(value: int) -> Text:
    """A number as a text of its own, for a list of numbers ("depots 2 and 3"): said in the reader's digits."""
    return Text("{number}", {"number": value})
