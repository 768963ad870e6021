"""The "what can I do?" summary (The Castles of Burgundy).

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence

from engine.burgundy.text.names import _workers_note, plural, tile_name
from engine.burgundy.tiles import HexTile
from engine.core import seat_ref


def die_summary(
    value: int | None,
    takes: Sequence[tuple[int, int]],
    places: Sequence[tuple[HexTile, Sequence[tuple[int, int]]]],
    sales: Sequence[tuple[int, int, int, int]],
    workers: int,
    silverlings: int,
) -> str:
    """One die's (or a castle bonus's) legal actions in one line."""
    parts = []
    if takes:
        parts.append("take a tile from " + ", ".join(f"depot {depot}{_workers_note(cost)}" for depot, cost in takes))
    for tile, spaces in places:
        where = ", ".join(f"{space}{_workers_note(cost)}" for space, cost in spaces)
        parts.append(f"add your {tile_name(tile)} on space {where}")
    for goods, count, vp, cost in sales:
        parts.append(f"sell {count} goods of type {goods} for {vp} VP{_workers_note(cost)}")
    extra = f" and {plural(silverlings, 'silverling')}" if silverlings else ""
    parts.append(f"take {workers} workers{extra}")
    head = f"With your {value}" if value is not None else "With the castle's bonus action (any number)"
    return f"{head}: " + "; ".join(parts) + "."


SUMMARY_OVER = "The game is over."  # Summary after the end.


def summary_waiting_for_estates(seats: Sequence[int]) -> str:
    """Summary for a seat whose estate choice is made."""
    return "Waiting for " + ", ".join(seat_ref(seat) for seat in seats) + " to choose an estate."


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
