"""Captures (§5.6, §6.7): the Town Centre's paid captures and the free ones of Armoury, Fortress and Barracks.

A capture takes every worker of one colour from one large-circle location. The number of
captures is fixed when the action starts; the locations are limited (Town Centre: 1 at 4-5
players, 2 at 2-3; Fortress: 2 at any count). At the Town Centre the first capture costs
1 tax and each further one 1 Silver; each Conspirator takes 1 Silver off the action's plain
silver (§15 #3), or, with the ``conspirator`` option's BGA reading, 1 Silver off every further
capture, so that one Conspirator makes them all free.
"""

from functools import lru_cache
from typing import Any

from engine.architects.board import LARGE_CIRCLES
from engine.architects.state import ArchitectsState, Task
from engine.architects.tableau import count, tax_due
from engine.architects.text import events, labels, prompts, refusals
from engine.core import Context, Decision, Event, IllegalAction, Option

STOP = Option({"type": "stop"}, labels.STOP_CAPTURING)


def price(state: ArchitectsState, task: Task) -> tuple[int, int]:
    """The next capture's (silver to the supply, tax) for this action."""
    if task.free:
        return 0, 0
    player = state.players[task.seat]
    if task.made == 0:
        return 0, tax_due(player, 1)
    conspirators = count(player, "conspirator")
    if state.conspirator_per_capture:
        return (0 if conspirators else 1), 0
    return (0 if task.made - 1 < conspirators else 1), 0


def problem(state: ArchitectsState, task: Task, place: Any, owner: Any) -> str | None:
    """Why this capture is not allowed now, or None."""
    if place not in LARGE_CIRCLES:
        return refusals.NOT_CAPTURABLE
    if type(owner) is not int or not 0 <= owner < state.seats or not state.locations[place][owner]:
        return refusals.NO_GROUP
    if place not in task.used and len(task.used) >= task.places:
        return refusals.capture_places(task.places, state.seats, task.free)
    silver, tax = price(state, task)
    if state.players[task.seat].silver < silver + tax:
        return refusals.capture_silver(silver + tax)
    return None


def capture_decision(state: ArchitectsState) -> Decision:
    """D7: any group allowed and affordable (what :func:`problem` accepts), or stop (the default)."""
    task = state.tasks[0]
    silver, tax = price(state, task)
    options = [STOP]
    if state.players[task.seat].silver >= silver + tax:
        full = len(task.used) >= task.places  # no new location may be used
        for place in LARGE_CIRCLES:
            if full and place not in task.used:
                continue
            for owner, workers in enumerate(state.locations[place]):
                if workers:
                    options.append(_capture_option(place, owner, workers, silver + tax, task.seat))
    return Decision(task.seat, "capture", prompts.capture(task.seat, task.left, silver + tax), tuple(options))


@lru_cache(maxsize=4096)
def _capture_option(place: str, owner: int, workers: int, price: int, seat: int) -> Option:
    action = {"type": "capture", "at": place, "seat": owner}
    return Option(action, labels.capture(place, owner, workers, price, seat))


def capture(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Make one capture, or stop."""
    task = state.tasks[0]
    if action["type"] == "stop":
        state.tasks.pop(0)
        if task.made:
            context.tell(Event(events.stops(seat), brief=""))
        else:
            context.tell(Event(events.did_nothing(seat, "capture")))
        return
    place, owner = action.get("at"), action.get("seat")
    found = problem(state, task, place, owner)
    if found is not None:
        raise IllegalAction(found)
    silver, tax = price(state, task)
    player = state.players[seat]
    player.silver -= silver + tax
    if tax:
        state.tax += tax
    workers = state.locations[place][owner]
    state.locations[place][owner] = 0
    if owner == seat:
        player.supply += workers
    else:
        player.held[owner] += workers
    if place not in task.used:
        task.used.append(place)
    task.made += 1
    task.left -= 1
    if task.left == 0:
        state.tasks.pop(0)
    context.tell(Event(events.captures(seat, owner, workers, place, silver + tax)))
