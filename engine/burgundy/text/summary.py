"""The "what can I do?" summary (The Castles of Burgundy).

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence

from engine.burgundy.text.names import (
    _workers_note,
    goods_colour,
    goods_tiles,
    listed,
    numeral,
    semicolons,
    silverlings,
    tile_name,
    workers,
)
from engine.burgundy.tiles import HexTile
from engine.core import seat_ref
from i18n import Text, _, n_


def _reach(depots: bool, items: Sequence[tuple[int, int]]) -> Text:
    """Places reached free, then those that cost workers, grouped by cost: "depots 3 and 6 (or 2 with 1 worker)"."""
    free = [numeral(place) for place, cost in items if not cost]
    costs = sorted({cost for _, cost in items if cost})
    extra = [
        n_(
            "{places} with {n} worker",
            "{places} with {n} workers",
            wanted,
            places=listed([numeral(place) for place, cost in items if cost == wanted]),
        )
        for wanted in costs
    ]
    if not free:
        if depots:
            return n_("depot {places}", "depots {places}", len(items), places=semicolons(extra))
        return n_("space {places}", "spaces {places}", len(items), places=semicolons(extra))
    if extra and depots:
        return n_(
            "depot {places} (or {more})",
            "depots {places} (or {more})",
            len(free),
            places=listed(free),
            more=semicolons(extra),
        )
    if extra:
        return n_(
            "space {places} (or {more})",
            "spaces {places} (or {more})",
            len(free),
            places=listed(free),
            more=semicolons(extra),
        )
    if depots:
        return n_("depot {places}", "depots {places}", len(free), places=listed(free))
    return n_("space {places}", "spaces {places}", len(free), places=listed(free))


def die_summary(
    value: int | None,
    takes: Sequence[tuple[int, int]],
    places: Sequence[tuple[HexTile, Sequence[tuple[int, int]]]],
    sales: Sequence[tuple[int, int, int, int]],
    worker_count: int,
    silverling_count: int,
    brief: bool = False,
) -> Text:
    """One die's (or a castle bonus's) legal actions in one line, places reached with workers grouped by cost.

    ``brief`` names only what can be done, without spaces, worker costs and points: the turn
    panel's options say those (for a turn with so many choices that the full summary is long).
    """
    parts: list[Text] = []
    if takes and brief:
        free = [numeral(depot) for depot, cost in takes if not cost]
        if not free:
            parts.append(_("take a tile with workers"))
        elif len(free) < len(takes):
            parts.append(
                n_(
                    "take a tile from depot {depots} (others with workers)",
                    "take a tile from depots {depots} (others with workers)",
                    len(free),
                    depots=listed(free),
                )
            )
        else:
            parts.append(
                n_(
                    "take a tile from depot {depots}",
                    "take a tile from depots {depots}",
                    len(free),
                    depots=listed(free),
                )
            )
    elif takes:
        parts.append(_("take a tile from {depots}", depots=_reach(True, takes)))
    if places and brief:
        parts.append(_("add your {tiles}", tiles=listed([tile_name(tile) for tile, _ in places], "or")))
    for tile, spaces in [] if brief else places:
        parts.append(_("add your {tile} on {spaces}", tile=tile_name(tile), spaces=_reach(False, spaces)))
    if sales and brief:
        parts.append(_("sell {colours} goods", colours=listed([goods_colour(goods) for goods, *_ in sales], "or")))
    for goods, count, vp, cost in [] if brief else sales:
        parts.append(
            _("sell {goods} for {vp} VP{workers}", goods=goods_tiles(count, goods), vp=vp, workers=_workers_note(cost))
        )
    if silverling_count:
        parts.append(
            _(
                "take {workers} and {silverlings}",
                workers=workers(worker_count),
                silverlings=silverlings(silverling_count),
            )
        )
    else:
        parts.append(_("take {workers}", workers=workers(worker_count)))
    if value is not None:
        return _("With your {value}: {actions}.", value=value, actions=semicolons(parts))
    return _("With the castle's bonus action (any number): {actions}.", actions=semicolons(parts))


SUMMARY_OVER = _("The game is over.")  # Summary after the end.


def summary_waiting_for_estates(seats: Sequence[int]) -> Text:
    """Summary for a seat whose estate choice is made."""
    return _("Waiting for {players} to choose an estate.", players=listed([seat_ref(seat) for seat in seats]))


def summary_choose_estate(labels: Sequence[Text]) -> Text:
    """Summary of the estate choice."""
    return _("Choose your estate and start castle: {choices}.", choices=semicolons(labels))


def summary_not_your_turn(active: int) -> Text:
    """Summary for a seat that is not playing."""
    return _("It is {player}'s turn; you play later this round.", player=seat_ref(active))


def summary_workers(two_steps: bool) -> Text:
    """Summary line on turning dice."""
    if two_steps:
        return _("Or spend a worker to turn a die by 1 or 2 (6 and 1 are neighbours).")
    return _("Or spend a worker to turn a die by 1 (6 and 1 are neighbours).")


SUMMARY_CAN_BUY = _("You may buy one tile for 2 silverlings (once per turn).")  # Summary line on buying.


def summary_no_purchase(reason: Text) -> Text:
    """Summary line on why no purchase is possible."""
    return _("No purchase: {reason}", reason=reason)


SUMMARY_END_TURN = _("Both dice are used: end your turn.")  # Summary line once both dice are used.


SUMMARY_OR_DECLINE = _("Or decline.")  # Summary line of an optional effect.


def summary_choices(prompt: Text, labels: Sequence[Text], more: int = 0) -> Text:
    """Summary of a sub-decision: its prompt and choices (``more``: how many further choices are left unlisted)."""
    listed = [*labels, n_("{n} more", "{n} more", more)] if more else list(labels)
    return _("{prompt}\nChoices: {choices}.", prompt=prompt, choices=semicolons(listed))
