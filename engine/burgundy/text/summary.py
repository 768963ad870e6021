"""The "what can I do?" summary (The Castles of Burgundy).

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence

from engine.burgundy.text.names import _workers_note, goods_colour, goods_tiles, listed, noun, plural, tile_name
from engine.burgundy.tiles import HexTile
from engine.core import seat_ref


def _reach(one: str, many: str, items: Sequence[tuple[str, int]]) -> str:
    """Places reached free, then those that cost workers, grouped by cost: "depots 3 and 6 (or 2 with 1 worker)"."""
    free = [name for name, cost in items if not cost]
    costs = sorted({cost for _, cost in items if cost})
    extra = [
        listed([name for name, cost in items if cost == wanted]) + f" with {plural(wanted, 'worker')}"
        for wanted in costs
    ]
    if not free:
        return f"{noun(len(items), one, many)} {'; '.join(extra)}"
    more = f" (or {'; '.join(extra)})" if extra else ""
    return f"{noun(len(free), one, many)} {listed(free)}{more}"


def die_summary(
    value: int | None,
    takes: Sequence[tuple[int, int]],
    places: Sequence[tuple[HexTile, Sequence[tuple[int, int]]]],
    sales: Sequence[tuple[int, int, int, int]],
    workers: int,
    silverlings: int,
    brief: bool = False,
) -> str:
    """One die's (or a castle bonus's) legal actions in one line, places reached with workers grouped by cost.

    ``brief`` names only what can be done, without spaces, worker costs and points: the turn
    panel's options say those (for a turn with so many choices that the full summary is long).
    """
    parts = []
    if takes and brief:
        free = [str(depot) for depot, cost in takes if not cost]
        more = " (others with workers)" if len(free) < len(takes) else ""
        parts.append(f"take a tile from {noun(len(free), 'depot', 'depots')} {listed(free)}{more}" if free else
                     "take a tile with workers")  # fmt: skip
    elif takes:
        parts.append("take a tile from " + _reach("depot", "depots", [(str(depot), cost) for depot, cost in takes]))
    if places and brief:
        parts.append("add your " + listed([tile_name(tile) for tile, _ in places], "or"))
    for tile, spaces in [] if brief else places:
        where = _reach("space", "spaces", [(str(space), cost) for space, cost in spaces])
        parts.append(f"add your {tile_name(tile)} on {where}")
    if sales and brief:
        parts.append("sell " + listed([goods_colour(goods) for goods, *_ in sales], "or") + " goods")
    for goods, count, vp, cost in [] if brief else sales:
        parts.append(f"sell {goods_tiles(count, goods)} for {vp} VP{_workers_note(cost)}")
    extra = f" and {plural(silverlings, 'silverling')}" if silverlings else ""
    parts.append(f"take {plural(workers, 'worker')}{extra}")
    head = f"With your {value}" if value is not None else "With the castle's bonus action (any number)"
    return f"{head}: " + "; ".join(parts) + "."


SUMMARY_OVER = "The game is over."  # Summary after the end.


def summary_waiting_for_estates(seats: Sequence[int]) -> str:
    """Summary for a seat whose estate choice is made."""
    return f"Waiting for {listed([seat_ref(seat) for seat in seats])} to choose an estate."


def summary_choose_estate(labels: Sequence[str]) -> str:
    """Summary of the estate choice."""
    return "Choose your estate and start castle: " + "; ".join(labels) + "."


def summary_not_your_turn(active: int) -> str:
    """Summary for a seat that is not playing."""
    return f"It is {seat_ref(active)}'s turn; you play later this round."


def summary_workers(two_steps: bool) -> str:
    """Summary line on turning dice."""
    steps = "1 or 2" if two_steps else "1"
    return f"Or spend a worker to turn a die by {steps} (6 and 1 are neighbours)."


SUMMARY_CAN_BUY = "You may buy one tile for 2 silverlings (once per turn)."  # Summary line on buying.


def summary_no_purchase(reason: str) -> str:
    """Summary line on why no purchase is possible."""
    return f"No purchase: {reason}"


SUMMARY_END_TURN = "Both dice are used: end your turn."  # Summary line once both dice are used.


SUMMARY_OR_DECLINE = "Or decline."  # Summary line of an optional effect.


def summary_choices(prompt: str, labels: Sequence[str]) -> str:
    """Summary of a sub-decision: its prompt and choices."""
    return f"{prompt}\nChoices: " + "; ".join(labels) + "."
