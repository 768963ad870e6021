"""The turn's frame (§4.2-§4.5): its start (place or retrieve), the hand limit, its end, the final round.

Also the two small decisions that may interrupt anything: destroying debts with virtue beyond
14 (D12), and the Dungeon's timing at the end (D15).
"""

from typing import Any

from engine.architects import placing
from engine.architects.board import HAND_LIMIT, TABLES
from engine.architects.buildings import BUILDING
from engine.architects.state import ArchitectsState, Kind, Task
from engine.architects.tableau import has_all_skills
from engine.architects.text import events, labels, names, prompts, refusals
from engine.core import Context, Decision, Event, IllegalAction, Option, SetChoice


def start_turn(state: ArchitectsState, context: Context) -> None:
    """§4.2 step 1: a normal turn if the supply has a worker, else a retrieval turn (or nothing to do)."""
    state.tasks.pop(0)
    seat = state.active
    player = state.players[seat]
    player.turns += 1
    if player.supply > 0:
        state.tasks.insert(0, Task(Kind.PLACE, seat))
    elif placing.retrievals(state, seat):
        state.tasks.insert(0, Task(Kind.RETRIEVE, seat))
    else:
        context.tell(Event(events.skips(seat)))
        state.tasks.insert(0, Task(Kind.END_TURN, seat))


def check_hand(state: ArchitectsState, context: Context) -> None:
    """§4.2 step 4: a hand over 6 cards is cut down to 6 (D13)."""
    task = state.tasks.pop(0)
    if len(state.players[task.seat].hand) > HAND_LIMIT:
        state.tasks.insert(0, Task(Kind.HAND_LIMIT, task.seat))


def hand_limit_decision(state: ArchitectsState) -> Decision:
    """D13 (secret): discard down to 6. One card: a choice per card; more: any set (default: the newest)."""
    seat = state.tasks[0].seat
    hand = state.players[seat].hand
    due = len(hand) - HAND_LIMIT
    player = state.players[seat]
    # the default lets go of the cards the player lacks the skills for first, then the newest
    order = sorted(reversed(hand), key=lambda card: has_all_skills(player, BUILDING[card].skills))
    if due == 1:
        options = tuple(Option({"type": "discard", "cards": [card]}, labels.discard([card])) for card in order)
        picker = None
    else:
        chosen = order[:due]
        options = (Option({"type": "discard", "cards": chosen}, labels.discard(chosen)),)
        items = tuple((card, names.building(card)) for card in hand)
        picker = SetChoice(labels.discard_set(due), {"type": "discard"}, "cards", items, due)
    return Decision(
        seat,
        "hand_limit",
        prompts.hand_limit(due),
        options,
        secret=True,
        ask=True,
        set_choice=picker,
        timeout=labels.TIMEOUT_OPTION,
    )


def discard_down(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Discard exactly the cards over the limit, to the bottom of the building deck."""
    hand = state.players[seat].hand
    due = len(hand) - HAND_LIMIT
    chosen = action.get("cards")
    if not isinstance(chosen, list) or len(chosen) != due or len(set(map(str, chosen))) != due:
        raise IllegalAction(refusals.discard_count(due))
    if any(card not in hand for card in chosen):
        raise IllegalAction(refusals.NOT_IN_HAND)
    state.tasks.pop(0)
    for card in chosen:
        hand.remove(card)
        state.building_deck.append(card)
    context.tell(Event(events.discards_plans(seat, due)))


def end_turn(state: ArchitectsState, context: Context) -> None:
    """§4.2 step 5 and §4.5: start or count down the final round, then pass the turn clockwise."""
    state.tasks.pop(0)
    if state.final_turns > 0:
        state.final_turns -= 1
        if state.final_turns == 0:
            owners = [seat for seat, player in enumerate(state.players) if "B24" in player.buildings]
            state.tasks[0:0] = [*(Task(Kind.DUNGEON, seat) for seat in owners), Task(Kind.SCORE, state.active)]
            return
    elif state.final_turns < 0 and len(state.guildhall) >= TABLES[state.seats].guildhall:
        state.final_turns = state.seats
        context.tell(Event(events.FINAL_ROUND))
    state.active = state.left_of(state.active)
    state.tasks.insert(0, Task(Kind.TURN, state.active))


def overflow_decision(state: ArchitectsState) -> Decision:
    """D12: destroy 0..k unpaid debts with the virtue gained beyond 14 (default: all)."""
    task = state.tasks[0]
    most = min(task.left, state.players[task.seat].debts)  # another effect may have destroyed some meanwhile
    options = tuple(Option({"type": "destroy", "debts": k}, labels.destroy(k)) for k in range(most, -1, -1))
    return Decision(task.seat, "overflow", prompts.overflow(task.seat, most), options)


def overflow(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Destroy the chosen number of unpaid debts."""
    task = state.tasks[0]
    debts = action.get("debts")
    if type(debts) is not int or not 0 <= debts <= min(task.left, state.players[seat].debts):
        raise IllegalAction(refusals.destroy_range(task.left))
    state.tasks.pop(0)
    state.players[seat].debts -= debts
    if debts:
        context.tell(Event(events.overflow(seat, debts)))


def dungeon_decision(state: ArchitectsState) -> Decision:
    """D15: the Dungeon's 2 Virtue lost before or after the other end-game gains (default: the better)."""
    from engine.architects import scoring

    seat = state.tasks[0].seat
    better_first = scoring.dungeon_first_is_better(state, seat)
    options = (
        Option({"type": "dungeon", "first": False}, labels.DUNGEON_AFTER),
        Option({"type": "dungeon", "first": True}, labels.DUNGEON_BEFORE),
    )
    return Decision(
        seat, "dungeon", prompts.DUNGEON, options, default=1 if better_first else 0, timeout=labels.TIMEOUT_OPTION
    )


def dungeon(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Record the Dungeon's timing."""
    first = action.get("first")
    if type(first) is not bool:
        raise IllegalAction(refusals.NOT_A_CHOICE)
    state.tasks.pop(0)
    state.dungeon_first = first
