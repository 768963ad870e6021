"""The birds of paradise on the oracle rock (rules §3.7, §6.9, §5.3 step 1, example 10).

The two landscapes under the birds are active: huts may be built only there (§6.3). At pier 12
the owner of site 1 places the birds on any two different oracle spaces (leaving them is allowed);
when nobody took site 1, phase 3 moves them to the two spaces that were empty.
"""

from itertools import combinations
from typing import Any

from engine.core import Context, Event, IllegalAction, Option
from engine.mangrovia.board import LANDSCAPES, SPACES
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.text import events, labels, refusals

PAIRS = tuple(list(pair) for pair in combinations(LANDSCAPES, 2))  # the 6 placements, in oracle order


SPACE_LANDS = tuple((space.id, space.lands) for space in SPACES)


def free_spaces(state: MangroviaState) -> dict[str, int]:
    """How many empty spaces show each landscape (public)."""
    found = dict.fromkeys(LANDSCAPES, 0)
    huts = state.huts
    for space, lands in SPACE_LANDS:
        if space not in huts:
            for land in lands:
                found[land] += 1
    return found


def _option(pair: list[str], current: bool) -> Option:
    return Option({"type": "birds", "on": pair}, labels.birds(pair, current))


OPTIONS = {(tuple(pair), current): _option(pair, current) for pair in PAIRS for current in (False, True)}


def bird_options(state: MangroviaState) -> tuple[list[Option], int]:
    """D9: the 6 placements (the current one: leave them); the default: the 2 landscapes with most free spaces."""
    birds = state.birds
    options = [OPTIONS[tuple(pair), pair == birds] for pair in PAIRS]
    free = free_spaces(state)
    best = max(range(len(PAIRS)), key=lambda i: (free[PAIRS[i][0]] + free[PAIRS[i][1]], -i))
    return options, best


def place_birds(state: MangroviaState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Put the birds on the two chosen oracle spaces (§6.9)."""
    chosen = action.get("on")
    if set(action) != {"type", "on"} or not isinstance(chosen, list) or len(chosen) != 2:
        raise IllegalAction(refusals.BIRDS_SHAPE)
    if not all(type(land) is str and land in LANDSCAPES for land in chosen) or chosen[0] == chosen[1]:
        raise IllegalAction(refusals.BIRDS_SHAPE)
    placed = [land for land in LANDSCAPES if land in chosen]
    moved = placed != state.birds
    state.birds = placed
    state.stop.append(events.birds_clause(placed, moved))
    context.tell(Event((events.birds_moved if moved else events.birds_stay)(seat, placed), brief=""))


def fly_to_empty(state: MangroviaState, context: Context) -> None:
    """Nobody took site 1: each bird moves to an empty oracle space (§5.3 step 1, example 10)."""
    state.birds = [land for land in LANDSCAPES if land not in state.birds]
    context.tell(Event(events.birds_forced(state.birds)))
