"""Refusals: the ``IllegalAction`` texts (The Castles of Burgundy).

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence

from engine.burgundy.buildings import WORKSHOP_TAKES
from engine.burgundy.text.names import (
    BUILDING_NAMES,
    COLOUR_NAMES,
    KIND_NAMES,
    depot_name,
    goods_colour,
    goods_name,
    listed,
    plural,
    tile_name,
)
from engine.burgundy.tiles import Building, HexTile, TileKind
from engine.core import seat_ref

GAME_OVER = "The game is over; no more moves can be made."  # Any move after the end.


def not_your_turn(active: int) -> str:
    """A move out of turn."""
    return f"It is {seat_ref(active)}'s turn, not yours."


def not_now(kind: str, expected: str) -> str:
    """A move that does not belong to the decision asked now."""
    return f"“{kind}” is not a choice now: {expected}"


EXPECT_ROOT = "choose a die, buy a tile or end your turn."  # D3.


def expect_die_action(castle: bool) -> str:
    """D3a-d / D8."""
    extra = " or decline" if castle else " or turn the die with a worker"
    return f"take a tile, add a tile, sell goods or take workers{extra}."


EXPECT_DEPOT = "choose a depot to buy from."  # D5 with knowledge 6.


EXPECT_TILE = "choose one of the depot's tiles."  # A depot's tile.


EXPECT_SPACE = "choose an estate space."  # A space.


EXPECT_DISCARD = "discard one of your stored tiles."  # D4.


EXPECT_SHIP = "choose the depot whose goods the ship takes."  # D6.


EXPECT_GOODS_TYPES = "choose the new goods types to keep."  # D7.


EXPECT_SELL_OR_DECLINE = "choose a goods type to sell, or decline."  # D10.


EXPECT_TILE_OR_DECLINE = "choose a tile from depots 1-6, or decline."  # D9.


EXPECT_PLACE_OR_DECLINE = "choose a stored tile to add, or decline."  # D11.


EXPECT_ESTATE = "choose your estate board side and the start castle's space."  # D1 + D2.


def bad_number(what: str, low: int, high: int) -> str:
    """A missing or out-of-range number."""
    return f"Give the {what} as a whole number from {low} to {high}."


def bad_number_list(what: str) -> str:
    """A malformed list of numbers."""
    return f"Give the {what} as a list of different whole numbers."


NAME_A_TILE = "Name the tile by its id (for example “hx047”)."  # A missing tile id.


def die_used(value: int) -> str:
    """A die already used."""
    return f"Your {value} is already used this turn."


def dice_left(value: int) -> str:
    """Ending the turn too early."""
    return f"Use both dice before ending your turn: your {value} is still unused."


def die_too_far(value: int, target: int, what: str, cost: int, workers: int) -> str:
    """A die that cannot reach a number with the workers held."""
    return (
        f"{what[0].upper() + what[1:]} needs a {target}: turning your {value} into a {target} takes "
        f"{plural(cost, 'worker')}, and you have {workers}."
    )


def depot_empty(depot: int) -> str:
    """An empty depot."""
    return f"{depot_name(depot)[0].upper() + depot_name(depot)[1:]} has no tile left."


def tile_not_in_depot(depot: int) -> str:
    """A tile id not in the chosen depot."""
    return f"That tile is not in {depot_name(depot)}."


NOT_ON_DEPOTS = "That tile is not in any of depots 1-6."  # A workshop tile not in depots 1-6.


def workshop_wrong_kind(building: Building) -> str:
    """A workshop tile of the wrong type."""
    kinds = " or ".join(KIND_NAMES[kind] for kind in WORKSHOP_TAKES[building])
    return f"The {BUILDING_NAMES[building].lower()} may only take a {kinds}."


NOT_IN_STORAGE = "That tile is not in your storage."  # A tile id not in storage.


def cannot_discard_new(tile: HexTile) -> str:
    """D4: the new tile cannot be the one discarded."""
    return f"Your storage is full: discard one of the three stored tiles, not the new {tile_name(tile)}."


ALREADY_BOUGHT = "You have already bought a tile this turn: only one purchase per turn."  # §5.8: one purchase per turn.


def cannot_afford(silverlings: int) -> str:
    """§5.8."""
    return f"Buying a tile costs 2 silverlings, and you have {silverlings}."


NOTHING_TO_BUY = "There is no tile you could buy."  # §5.8.


NO_WORKER = "You have no worker to spend."  # No worker to spend.


def bad_adjustment(two_steps: bool) -> str:
    """A worker turns a die by 1 (or 2 with knowledge 8)."""
    return "A worker turns a die by 1 or 2 (knowledge 8)." if two_steps else "A worker turns a die by exactly 1."


def space_taken(space: int) -> str:
    """§5.3 condition 1."""
    return f"Space {space} is already taken."


def wrong_colour(tile: HexTile, space: int, kind: TileKind) -> str:
    """§5.3 condition 3."""
    return (
        f"A {KIND_NAMES[tile.kind]} goes on a {COLOUR_NAMES[tile.kind]} space; space {space} is "
        f"{COLOUR_NAMES[kind]} ({KIND_NAMES[kind]}s)."
    )


def not_adjacent(space: int) -> str:
    """§5.3 condition 4."""
    return f"Space {space} does not touch any tile of your estate."


def duplicate_building(building: Building) -> str:
    """§5.3 condition 5."""
    return (
        f"This city already has a {BUILDING_NAMES[building].lower()}: each building type only once per city "
        "(unless you own knowledge tile 1)."
    )


def no_space_for(tile: HexTile) -> str:
    """No legal space at all for a stored tile."""
    return f"Your {tile_name(tile)} has no free {COLOUR_NAMES[tile.kind]} space next to your tiles."


def no_space_in_reach(tile: HexTile, value: int | None, workers: int) -> str:
    """Legal spaces exist, but the die cannot reach any."""
    return f"With your {value} and {plural(workers, 'worker')}, no space for the {tile_name(tile)} is in reach."


def no_goods_of(goods: int) -> str:
    """§5.4."""
    return f"You have no {goods_name(goods)}."


def bad_ship_source(two_depots: bool) -> str:
    """D6."""
    if two_depots:
        return "Choose one depot 1-6, or two neighbouring depots (1-2, 2-3, 3-4, 4-5, 5-6, 6-1)."
    return "Choose exactly one depot 1-6 (two depots need knowledge tile 5)."


def not_new_goods(new: Sequence[int]) -> str:
    """D7."""
    return f"Choose among the new goods: {listed([goods_colour(goods) for goods in new], 'or')}."


def goods_storage_room(free: int) -> str:
    """D7: full goods storage."""
    return (
        f"Your goods storage has room for {plural(free, 'new goods colour')}: choose exactly {free} "
        "(goods already stored cannot be discarded)."
    )


ALREADY_CHOSEN = "It is not your turn to choose an estate."  # D1: a second choice, or out of turn in the open variant.


def not_your_board(sides: Sequence[int]) -> str:
    """D1."""
    return f"Your board has the sides No. {sides[0]} and No. {sides[1]}."


def not_a_castle_space(board: int, spaces: Sequence[int]) -> str:
    """D2."""
    return f"The start castle goes on a dark-green space of estate No. {board}: {', '.join(map(str, spaces))}."
