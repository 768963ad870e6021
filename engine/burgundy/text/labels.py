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
    numeral,
    remembered,
    silverlings,
    tile_name,
    workers,
)
from engine.burgundy.tiles import HexTile
from i18n import Text, _, n_

LABEL_LIMIT = 80  # characters of a button's label on Discord


@remembered
def use_die_option(value: int) -> Text:
    """Root: use a die."""
    return _("Use your {value}", value=value)


@remembered
def buy_option(any_depot: bool) -> Text:
    """Root: buy."""
    return _("Buy a tile (2 silverlings)") if any_depot else _("Buy from the black depot (2 silverlings)")


END_TURN_OPTION = _("End turn")  # Root: end the turn.


@remembered
def take_option(depot: int, cost: int) -> Text:
    """Die action: take from a depot."""
    return _("Take a tile from depot {depot}{workers}", depot=depot, workers=_workers_note(cost))


@remembered
def place_option(tile: HexTile, cost: int) -> Text:
    """Die action: add a stored tile."""
    return _("Add your {tile}{workers}", tile=tile_name(tile), workers=_workers_note(cost))


@remembered
def sell_option(goods: int, count: int, vp: int, cost: int) -> Text:
    """Die action: sell goods."""
    return _("Sell {goods} (+{vp} VP){workers}", goods=goods_tiles(count, goods), vp=vp, workers=_workers_note(cost))


@remembered
def workers_option(worker_count: int, silverling_count: int) -> Text:
    """Die action: take workers."""
    if silverling_count:
        return _(
            "Take {workers} and {silverlings}", workers=workers(worker_count), silverlings=silverlings(silverling_count)
        )
    return _("Take {workers}", workers=workers(worker_count))


@remembered
def adjust_option(before: int, after: int) -> Text:
    """Die action: spend a worker to turn the die."""
    return _("Spend a worker: turn the {before} into a {after}", before=before, after=after)


DECLINE_OPTION = _("Decline")  # Decline an optional effect.


@remembered
def take_tile_option(tile: HexTile, buying: bool) -> Text:
    """A depot's tile."""
    return _("Buy the {tile}", tile=tile_name(tile)) if buying else _("Take the {tile}", tile=tile_name(tile))


@remembered
def buy_from_option(depot: int) -> Text:
    """Knowledge 6: a depot to buy from."""
    return _("Buy from {depot}", depot=depot_name(depot))


@remembered
def space_option(space: int, cost: int) -> Text:
    """An estate space."""
    return _("Space {space}{workers}", space=space, workers=_workers_note(cost))


@remembered
def discard_option(tile: HexTile) -> Text:
    """D4."""
    return _("Discard the {tile}", tile=tile_name(tile))


def ship_option(depots: Sequence[int], goods: Sequence[int]) -> Text:
    """D6: a depot (or two) and the goods lying there."""
    return _ship_option(tuple(depots), tuple(goods))


@remembered
def _ship_option(depots: tuple[int, ...], goods: tuple[int, ...]) -> Text:
    where = n_("Depot {depots}", "Depots {depots}", len(depots), depots=listed([numeral(depot) for depot in depots]))
    label = _("{depots}: {goods}", depots=where, goods=_goods_list(goods))
    if len(label) <= LABEL_LIMIT:
        return label
    colours = len(set(goods))
    count = n_("{n} goods tile", "{n} goods tiles", len(goods))
    return n_("{depots}: {goods} of {n} colour", "{depots}: {goods} of {n} colours", colours, depots=where, goods=count)


def keep_goods_option(chosen: Sequence[int]) -> Text:
    """D7."""
    return _keep_goods_option(tuple(chosen))


@remembered
def _keep_goods_option(chosen: tuple[int, ...]) -> Text:
    return _("Keep {goods}", goods=listed([goods_colour(goods) for goods in chosen]))


@remembered
def workshop_option(tile: HexTile, depot: int) -> Text:
    """D9."""
    return _("Take the {tile} from depot {depot}", tile=tile_name(tile), depot=depot)


@remembered
def estate_option(board: int, space: int) -> Text:
    """D1 + D2."""
    return _("Estate No. {board}, castle on space {space}", board=board, space=space)


# The final breakdown's categories in words, in the order of §5-§6; the final picture heads its columns with them.
SCORE_LABELS: dict[str, Text] = {
    "regions": _("Regions"),
    "animals": _("Animals"),
    "sales": _("Sales"),
    "bonus_tiles": _("Bonus tiles"),
    "watchtowers": _("Towers"),
    "knowledge": _("Knowledge tiles"),
    "goods_left": _("Goods left"),
    "silverlings": _("Silverlings"),
    "workers": _("Workers"),
}
