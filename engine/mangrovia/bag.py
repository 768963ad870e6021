"""The take-amulets procedure (rules §6.2, §3.6, ruling R6) and returning one of the amulets drawn.

With the amulet pillar at 0 the player takes a value-1 amulet from the board (if any is left); at
N >= 1 he draws min(N, 5) from the bag one by one, refilling the bag from the set-aside amulets
whenever it is empty before a draw; of 2 or more drawn, exactly one goes back (his choice, a secret
decision). Kept amulets are face down: the public learns how many, not which.
"""

from typing import Any

from engine.core import Context, Decision, Event, IllegalAction, Option
from engine.mangrovia.amulets import to_draw
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.text import events, labels, prompts, refusals


def can_take(state: MangroviaState, seat: int) -> bool:
    """Whether a take-amulets action would give anything (all public: the track, the supply, the pools' sizes)."""
    if state.players[seat].track == 0:
        return state.ones > 0
    return bool(state.bag or state.set_aside)


def take_amulets(state: MangroviaState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Carry out the take-amulets procedure for ``seat``."""
    if set(action) != {"type"}:
        raise IllegalAction(refusals.NOT_A_CHOICE)
    player = state.players[seat]
    if player.track == 0:
        if state.ones == 0:
            raise IllegalAction(refusals.NO_AMULET)
        state.ones -= 1
        player.amulets.append(1)
        player.amulets.sort()
        state.stop.append(events.one_amulet_clause())
        context.tell(Event(events.takes_one(seat), brief=""))
        return
    drawn: list[int] = []
    for _ in range(to_draw(player.track)):
        if not state.bag:
            if not state.set_aside:
                break
            state.bag[:] = state.set_aside
            state.set_aside.clear()
            context.tell(Event(events.bag_refilled(), brief=""))
        drawn.append(state.bag.pop(context.rng.randrange(len(state.bag))))
    if not drawn:
        raise IllegalAction(refusals.NO_AMULET)
    drawn.sort()
    context.tell(
        Event(events.draws_amulets(seat, len(drawn)), brief=""),
        Event(events.drew_amulets(drawn), seat=seat, reveal=True),
    )
    state.stop.append(events.amulets_clause(len(drawn), len(drawn) - 1))
    if len(drawn) == 1:
        player.amulets.extend(drawn)
        player.amulets.sort()
    else:
        state.drawn = drawn


def return_decision(state: MangroviaState) -> Decision:
    """D6: which of the amulets drawn goes back to the bag (secret); the default returns the lowest."""
    seat = state.acting()
    values = sorted(set(state.drawn))
    options = tuple(Option({"type": "return", "amulet": value}, labels.give_back(value)) for value in values)
    return Decision(
        seat,
        "return",
        prompts.give_back(state.drawn),
        options,
        secret=True,
        ask=True,
        timeout=Option({"type": "timeout"}, labels.TIMEOUT),
    )


def give_back(state: MangroviaState, seat: int, action: dict[str, Any], context: Context) -> None:
    """One drawn amulet goes back into the bag; the player keeps the others face down."""
    value = action.get("amulet")
    if set(action) != {"type", "amulet"} or type(value) is not int or value not in state.drawn:
        raise IllegalAction(refusals.NOT_DRAWN)
    state.drawn.remove(value)
    state.bag.append(value)
    state.bag.sort()
    player = state.players[seat]
    player.amulets.extend(state.drawn)
    player.amulets.sort()
    kept = len(state.drawn)
    state.drawn.clear()
    context.tell(Event(events.returns(seat, kept), brief=""))
