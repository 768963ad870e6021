"""The Guardhouse (§6.9): up to ``n`` actions, in any order, repeats allowed, stop at any time.

1. deliver: held workers to the Prison, 1 Silver each; 2. release one's own from the Prison;
3. free one's own held on other boards, for 3 Silver + 2 tax or for a debt and 1 Virtue;
4. pay off a debt for 3 Silver + 3 tax (+1 Virtue, Debt Collectors).
"""

from typing import Any

from engine.architects.apprentices import COLLECTOR_GAIN
from engine.architects.board import GUARDHOUSE, GUARDHOUSE_PAY_OFF, GUARDHOUSE_RELEASE
from engine.architects.state import ArchitectsState
from engine.architects.tableau import abilities, change_virtue, pay_with_tax, take_debts, tax_due
from engine.architects.text import events, labels, prompts, refusals
from engine.core import Context, Decision, Event, IllegalAction, Option

STOP = Option({"type": "stop"}, labels.STOP_GUARDING)
ACTIONS = ("deliver", "release", "free", "free_for_debt", "pay_off")


def release_price(state: ArchitectsState, seat: int) -> int:
    """Action 3 in silver: 3 + the tax due of 2."""
    silver, tax = GUARDHOUSE_RELEASE
    return silver + tax_due(state.players[seat], tax)


def pay_off_price(state: ArchitectsState, seat: int) -> int:
    """Action 4: 3 + the tax due of 3."""
    silver, tax = GUARDHOUSE_PAY_OFF
    return silver + tax_due(state.players[seat], tax)


def problem(state: ArchitectsState, seat: int, act: Any) -> str | None:
    """Why this Guardhouse action has nothing to act on or cannot be paid, or None."""
    player = state.players[seat]
    if act == "deliver":
        return None if sum(player.held) else refusals.NOBODY_HELD
    if act == "release":
        return None if state.prison[seat] else refusals.NOBODY_IN_PRISON
    if act in ("free", "free_for_debt"):
        if not state.held_by_others(seat):
            return refusals.NOBODY_HELD_ELSEWHERE
        if act == "free" and player.silver < release_price(state, seat):
            return refusals.guard_silver(release_price(state, seat))
        return None
    if act == "pay_off":
        if not player.debts:
            return refusals.NO_DEBT
        if player.silver < pay_off_price(state, seat):
            return refusals.guard_silver(pay_off_price(state, seat))
        return None
    return refusals.NO_SUCH_GUARD_ACTION


def guard_decision(state: ArchitectsState) -> Decision:
    """D8: any action whose precondition holds, or stop (the default)."""
    task = state.tasks[0]
    seat = task.seat
    prices = {"free": release_price(state, seat), "pay_off": pay_off_price(state, seat)}
    options = [STOP] + [
        Option({"type": "guard", "act": act}, labels.guard(act, prices.get(act, 0)))
        for act in ACTIONS
        if problem(state, seat, act) is None
    ]
    return Decision(seat, "guard", prompts.guard(seat, task.left), tuple(options))


def guard(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Carry out one Guardhouse action, or stop."""
    task = state.tasks[0]
    if action["type"] == "stop":
        state.tasks.pop(0)
        # The task began with one action per worker there (§6.9): none taken yet if all are left.
        if task.left < state.locations[GUARDHOUSE][seat]:
            context.tell(Event(events.stops(seat), brief=""))
        else:
            context.tell(Event(events.did_nothing(seat, "guard")))
        return
    act = action.get("act")
    found = problem(state, seat, act)
    if found is not None:
        raise IllegalAction(found)
    task.left -= 1
    if task.left == 0:
        state.tasks.pop(0)
    player = state.players[seat]
    if act == "deliver":
        workers = sum(player.held)
        for owner, held in enumerate(player.held):
            state.prison[owner] += held
            player.held[owner] = 0
        player.silver += workers
        context.tell(Event(events.delivers(seat, workers)))
    elif act == "release":
        workers = state.prison[seat]
        state.prison[seat] = 0
        player.supply += workers
        context.tell(Event(events.releases_prison(seat, workers)))
    elif act in ("free", "free_for_debt"):
        workers = free_held(state, seat)
        if act == "free":
            silver, tax = GUARDHOUSE_RELEASE
            context.tell(Event(events.releases_boards(seat, workers, pay_with_tax(state, seat, silver, tax))))
        else:
            context.tell(Event(events.releases_boards(seat, workers, -1)))
            take_debts(state, seat, 1, context)
            change_virtue(state, seat, -1, context)
    else:
        silver, tax = GUARDHOUSE_PAY_OFF
        paid = pay_with_tax(state, seat, silver, tax)
        player.debts -= 1
        player.paid += 1
        context.tell(Event(events.pays_off(seat, paid)))
        for ability in abilities(player, "collector"):
            player.gain(COLLECTOR_GAIN[ability])
            context.tell(Event(events.gains_simply(seat, COLLECTOR_GAIN[ability])))
        change_virtue(state, seat, 1, context)


def free_held(state: ArchitectsState, seat: int) -> int:
    """Every worker of the seat held on other boards goes back to its supply; how many."""
    workers = 0
    for holder in state.players:
        workers += holder.held[seat]
        holder.held[seat] = 0
    state.players[seat].supply += workers
    return workers
