"""Refusals: the ``IllegalAction`` texts (The Castles of Burgundy).

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence

from engine.burgundy.buildings import WORKSHOP_TAKES
from engine.burgundy.text.names import (
    BLACK_DEPOT,
    BUILDING_NOUNS,
    COLOUR_NAMES,
    KIND_NAMES,
    KIND_PLURALS,
    alternatives,
    commas,
    goods_colour,
    goods_name,
    listed,
    numeral,
    remembered,
    tile_name,
    workers,
)
from engine.burgundy.tiles import Building, HexTile, TileKind
from engine.core import seat_ref
from i18n import Text, _, _p, n_

GAME_OVER = _("The game is over; no more moves can be made.")  # Any move after the end.


@remembered
def not_your_turn(active: int) -> Text:
    """A move out of turn."""
    return _("It is {player}'s turn, not yours.", player=seat_ref(active))


def not_now(kind: str, expected: str) -> Text:
    """A move that does not belong to the decision asked now (``kind``: the move type as sent)."""
    return _("“{move}” is not a choice now: {expected}", move=MOVE_TYPES.get(kind, kind), expected=expected)


# The move types as a move names them (the same English), each with its words in the reader's language.
MOVE_TYPES: dict[str, Text] = {
    "estate": _p("move type", "estate"),
    "die": _p("move type", "die"),
    "buy": _p("move type", "buy"),
    "end_turn": _p("move type", "end_turn"),
    "take": _p("move type", "take"),
    "place": _p("move type", "place"),
    "sell": _p("move type", "sell"),
    "workers": _p("move type", "workers"),
    "adjust": _p("move type", "adjust"),
    "decline": _p("move type", "decline"),
    "tile": _p("move type", "tile"),
    "depot": _p("move type", "depot"),
    "discard": _p("move type", "discard"),
    "space": _p("move type", "space"),
    "ship": _p("move type", "ship"),
    "goods": _p("move type", "goods"),
}


EXPECT_ROOT = _("choose a die, buy a tile or end your turn.")  # D3.


@remembered
def expect_die_action(castle: bool) -> Text:
    """D3a-d / D8."""
    if castle:
        return _("take a tile, add a tile, sell goods or take workers or decline.")
    return _("take a tile, add a tile, sell goods or take workers or turn the die with a worker.")


EXPECT_DEPOT = _("choose a depot to buy from.")  # D5 with knowledge 6.


EXPECT_TILE = _("choose one of the depot's tiles.")  # A depot's tile.


EXPECT_SPACE = _("choose an estate space.")  # A space.


EXPECT_DISCARD = _("discard one of your stored tiles.")  # D4.


EXPECT_SHIP = _("choose the depot whose goods the ship takes.")  # D6.


EXPECT_GOODS_TYPES = _("choose the new goods types to keep.")  # D7.


EXPECT_SELL_OR_DECLINE = _("choose a goods type to sell, or decline.")  # D10.


EXPECT_TILE_OR_DECLINE = _("choose a tile from depots 1-6, or decline.")  # D9.


EXPECT_PLACE_OR_DECLINE = _("choose a stored tile to add, or decline.")  # D11.


EXPECT_ESTATE = _("choose your estate board side and the start castle's space.")  # D1 + D2.

# What a move's number or list names, for the two refusals below (``moves.number``/``moves.numbers``).
DIE = _("die")
DEPOT = _("depot")
DEPOTS = _("depots")
BOARD = _("board")
ESTATE_SPACE = _("estate space")
GOODS_TYPE = _("goods type")
GOODS_TYPES = _("goods types")


def bad_number(what: Text, low: int, high: int) -> Text:
    """A missing or out-of-range number."""
    return _("Give the {what} as a whole number from {low} to {high}.", what=what, low=low, high=high)


def bad_number_list(what: Text) -> Text:
    """A malformed list of numbers."""
    return _("Give the {what} as a list of different whole numbers.", what=what)


NAME_A_TILE = _("Name the tile by its id (for example “{example}”).", example="hx047")  # A missing tile id.


@remembered
def die_used(value: int) -> Text:
    """A die already used."""
    return _("Your {value} is already used this turn.", value=value)


@remembered
def dice_left(value: int) -> Text:
    """Ending the turn too early."""
    return _("Use both dice before ending your turn: your {value} is still unused.", value=value)


def die_too_far(value: int, target: int, what: Text, cost: int, worker_count: int) -> Text:
    """A die that cannot reach a number with the workers held (``what``: the place, capitalised, "Depot 3")."""
    return _(
        "{place} needs a {target}: turning your {value} into a {target} takes {workers}, and you have {held}.",
        place=what,
        target=target,
        value=value,
        workers=workers(cost),
        held=worker_count,
    )


# A depot at the start of a sentence: "The black depot", "Depot 3".
DEPOT_TITLES: dict[int, Text] = {0: _("The black depot"), **{d: _("Depot {depot}", depot=d) for d in range(1, 7)}}


@remembered
def space_title(space: int) -> Text:
    """A space at the start of a sentence: "Space 12"."""
    return _("Space {space}", space=space)


def goods_title(goods: int) -> Text:
    """Goods at the start of a sentence: "Red goods (4)"."""
    return GOODS_TITLES[goods]


GOODS_TITLES: dict[int, Text] = {
    1: _("Turquoise goods ({goods})", goods=1),
    2: _("Purple goods ({goods})", goods=2),
    3: _("Pink goods ({goods})", goods=3),
    4: _("Red goods ({goods})", goods=4),
    5: _("Brown goods ({goods})", goods=5),
    6: _("Orange goods ({goods})", goods=6),
}


@remembered
def depot_empty(depot: int) -> Text:
    """An empty depot."""
    return _("{depot} has no tile left.", depot=DEPOT_TITLES[depot])


@remembered
def tile_not_in_depot(depot: int) -> Text:
    """A tile id not in the chosen depot."""
    return _("That tile is not in {depot}.", depot=BLACK_DEPOT if depot == 0 else _("depot {depot}", depot=depot))


NOT_ON_DEPOTS = _("That tile is not in any of depots 1-6.")  # A workshop tile not in depots 1-6.


@remembered
def workshop_wrong_kind(building: Building) -> Text:
    """A workshop tile of the wrong type."""
    kinds = alternatives([KIND_NAMES[kind] for kind in WORKSHOP_TAKES[building]])
    return _("The {building} may only take a {kinds}.", building=BUILDING_NOUNS[building], kinds=kinds)


NOT_IN_STORAGE = _("That tile is not in your storage.")  # A tile id not in storage.


@remembered
def cannot_discard_new(tile: HexTile) -> Text:
    """D4: the new tile cannot be the one discarded."""
    return _("Your storage is full: discard one of the three stored tiles, not the new {tile}.", tile=tile_name(tile))


ALREADY_BOUGHT = _("You have already bought a tile this turn: only one purchase per turn.")  # §5.8: once per turn.


@remembered
def cannot_afford(silverling_count: int) -> Text:
    """§5.8."""
    return _("Buying a tile costs 2 silverlings, and you have {silverlings}.", silverlings=silverling_count)


NOTHING_TO_BUY = _("There is no tile you could buy.")  # §5.8.


NO_WORKER = _("You have no worker to spend.")  # No worker to spend.


@remembered
def bad_adjustment(two_steps: bool) -> Text:
    """A worker turns a die by 1 (or 2 with knowledge 8)."""
    return _("A worker turns a die by 1 or 2 (knowledge 8).") if two_steps else _("A worker turns a die by exactly 1.")


@remembered
def space_taken(space: int) -> Text:
    """§5.3 condition 1."""
    return _("Space {space} is already taken.", space=space)


@remembered
def wrong_colour(tile: HexTile, space: int, kind: TileKind) -> Text:
    """§5.3 condition 3."""
    return _(
        "A {kind} goes on a {colour} space; space {space} is {space_colour} ({space_kinds}).",
        kind=KIND_NAMES[tile.kind],
        colour=COLOUR_NAMES[tile.kind],
        space=space,
        space_colour=COLOUR_NAMES[kind],
        space_kinds=KIND_PLURALS[kind],
    )


@remembered
def not_adjacent(space: int) -> Text:
    """§5.3 condition 4."""
    return _("Space {space} does not touch any tile of your estate.", space=space)


@remembered
def duplicate_building(building: Building) -> Text:
    """§5.3 condition 5."""
    return _(
        "This city already has a {building}: each building type only once per city (unless you own knowledge tile 1).",
        building=BUILDING_NOUNS[building],
    )


@remembered
def no_space_for(tile: HexTile) -> Text:
    """No legal space at all for a stored tile."""
    return _(
        "Your {tile} has no free {colour} space next to your tiles.",
        tile=tile_name(tile),
        colour=COLOUR_NAMES[tile.kind],
    )


@remembered
def no_space_in_reach(tile: HexTile, value: int | None, worker_count: int) -> Text:
    """Legal spaces exist, but the die cannot reach any."""
    return _(
        "With your {value} and {workers}, no space for the {tile} is in reach.",
        value=value,
        workers=workers(worker_count),
        tile=tile_name(tile),
    )


@remembered
def no_goods_of(goods: int) -> Text:
    """§5.4."""
    return _("You have no {goods}.", goods=goods_name(goods))


@remembered
def bad_ship_source(two_depots: bool) -> Text:
    """D6."""
    if two_depots:
        return _("Choose one depot 1-6, or two neighbouring depots (1-2, 2-3, 3-4, 4-5, 5-6, 6-1).")
    return _("Choose exactly one depot 1-6 (two depots need knowledge tile 5).")


def not_new_goods(new: Sequence[int]) -> Text:
    """D7."""
    return _("Choose among the new goods: {goods}.", goods=listed([goods_colour(goods) for goods in new], "or"))


@remembered
def goods_storage_room(free: int) -> Text:
    """D7: full goods storage."""
    return n_(
        "Your goods storage has room for {n} new goods colour: choose exactly {n} (goods already stored cannot "
        "be discarded).",
        "Your goods storage has room for {n} new goods colours: choose exactly {n} (goods "
        "already stored cannot be discarded).",
        free,
    )


ALREADY_CHOSEN = _("It is not your turn to choose an estate.")  # D1: a second choice, or out of turn (open variant).


def not_your_board(sides: Sequence[int]) -> Text:
    """D1."""
    return _("Your board has the sides No. {first} and No. {second}.", first=sides[0], second=sides[1])


def not_a_castle_space(board: int, spaces: Sequence[int]) -> Text:
    """D2."""
    return _(
        "The start castle goes on a dark-green space of estate No. {board}: {spaces}.",
        board=board,
        spaces=commas([numeral(space) for space in spaces]),
    )
