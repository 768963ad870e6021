"""Option labels (The Castles of Burgundy).

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence

from engine.burgundy.text.names import (
    _goods_list,
    _workers_note,
    depot_name,
    goods_colour,
    goods_tiles,
    listed,
    plural,
    tile_name,
)
from engine.burgundy.tiles import HexTile

LABEL_LIMIT = 80  # characters of a button's label on Discord


def use_die_option(value: int) -> str:
    """Root: use a die."""
    return f"Use your {value}"


def buy_option(any_depot: bool) -> str:
    """Root: buy."""
    return "Buy a tile (2 silverlings)" if any_depot else "Buy from the black depot (2 silverlings)"


END_TURN_OPTION = "End turn"  # Root: end the turn.


def take_option(depot: int, cost: int) -> str:
    """Die action: take from a depot."""
    return f"Take a tile from depot {depot}{_workers_note(cost)}"


def place_option(tile: HexTile, cost: int) -> str:
    """Die action: add a stored tile."""
    return f"Add your {tile_name(tile)}{_workers_note(cost)}"


def sell_option(goods: int, count: int, vp: int, cost: int) -> str:
    """Die action: sell goods."""
    return f"Sell {goods_tiles(count, goods)} (+{vp} VP){_workers_note(cost)}"


def workers_option(workers: int, silverlings: int) -> str:
    """Die action: take workers."""
    extra = f" and {plural(silverlings, 'silverling')}" if silverlings else ""
    return f"Take {plural(workers, 'worker')}{extra}"


def adjust_option(before: int, after: int) -> str:
    """Die action: spend a worker to turn the die."""
    return f"Spend a worker: turn the {before} into a {after}"


DECLINE_OPTION = "Decline"  # Decline an optional effect.


def take_tile_option(tile: HexTile, buying: bool) -> str:
    """A depot's tile."""
    return f"{'Buy' if buying else 'Take'} the {tile_name(tile)}"


def buy_from_option(depot: int) -> str:
    """Knowledge 6: a depot to buy from."""
    return f"Buy from {depot_name(depot)}"


def space_option(space: int, cost: int) -> str:
    """An estate space."""
    return f"Space {space}{_workers_note(cost)}"


def discard_option(tile: HexTile) -> str:
    """D4."""
    return f"Discard the {tile_name(tile)}"


def ship_option(depots: Sequence[int], goods: Sequence[int]) -> str:
    """D6: a depot (or two) and the goods lying there."""
    where = f"Depot{'s' if len(depots) > 1 else ''} {' and '.join(str(depot) for depot in depots)}"
    label = f"{where}: {_goods_list(goods)}"
    if len(label) <= LABEL_LIMIT:
        return label
    return f"{where}: {plural(len(goods), 'goods tile')} of {plural(len(set(goods)), 'colour')}"


def keep_goods_option(chosen: Sequence[int]) -> str:
    """D7."""
    return "Keep " + listed([goods_colour(goods) for goods in chosen])


def workshop_option(tile: HexTile, depot: int) -> str:
    """D9."""
    return f"Take the {tile_name(tile)} from depot {depot}"


def estate_option(board: int, space: int) -> str:
    """D1 + D2."""
    return f"Estate No. {board}, castle on space {space}"


# The final breakdown's categories in words, in the order of §5-§6; the final picture heads its columns with them.
SCORE_LABELS = {
    "regions": "Regions",
    "animals": "Animals",
    "sales": "Sales",
    "bonus_tiles": "Bonus tiles",
    "watchtowers": "Towers",
    "knowledge": "Knowledge tiles",
    "goods_left": "Goods left",
    "silverlings": "Silverlings",
    "workers": "Workers",
}
