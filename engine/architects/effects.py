"""Immediate building effects (§8.2) and their choices (D11): Treasury, Clay Pit, Tavern, Barracks, Church, Library.

Automatic effects apply at once; a choice becomes a task that follows the construction. Free
captures (Armoury 1, Fortress 2 from up to 2 locations, Barracks 1) use the capture step.
"""

from typing import Any

from engine.architects.board import LARGE_CIRCLES
from engine.architects.buildings import BUILDING, CHOICES, FREE_CAPTURES, GAINS
from engine.architects.goods import Goods
from engine.architects.guardhouse import free_held
from engine.architects.state import ArchitectsState, Kind, Task
from engine.architects.tableau import change_virtue, draw_plans, take_debts
from engine.architects.text import events, labels, prompts, refusals
from engine.architects.workshop import face_up, start_hire
from engine.core import Context, Decision, Event, IllegalAction, Option

FORTRESS_PLACES = 2
WATCHTOWER_PRISONERS = 3
LIBRARY_GOLD = 2
PALACE_STEP = 4


def _capturable(state: ArchitectsState) -> bool:
    return any(any(state.locations[place]) for place in LARGE_CIRCLES)


def immediate(state: ArchitectsState, seat: int, card: str, context: Context) -> None:
    """Apply the building's immediate effect, or queue its choice (§8.2)."""
    effect = BUILDING[card].effect
    player = state.players[seat]
    follow: Task | None = None
    if effect in GAINS:
        player.gain(GAINS[effect])
        context.tell(Event(events.gains_simply(seat, GAINS[effect])))
    elif effect in CHOICES:
        follow = Task(Kind.GAIN, seat, card=card)
    elif effect == "tavern":
        follow = Task(Kind.TAVERN, seat, card=card) if face_up(state) else None
    elif effect in FREE_CAPTURES:
        places = FORTRESS_PLACES if effect == "fortress" else 1
        follow = Task(Kind.CAPTURE, seat, left=FREE_CAPTURES[effect], free=True, places=places, card=card)
    elif effect == "barracks":
        if state.held_by_others(seat) or _capturable(state):
            follow = Task(Kind.BARRACKS, seat, card=card)
    elif effect == "church":
        follow = Task(Kind.CHURCH, seat, card=card) if player.debts else None
    elif effect == "library":
        follow = Task(Kind.LIBRARY, seat, card=card) if player.hand else None
    elif effect == "drafting_room":
        draw_plans(state, seat, 2, context)
    elif effect == "betting_house":
        take_debts(state, seat, 1, context)
    elif effect == "hideout":
        workers, state.prison[seat] = state.prison[seat], 0
        player.supply += workers
        context.tell(Event(events.releases_prison(seat, workers)))
    elif effect == "watchtower":
        for other in state.clockwise_from(seat):
            if state.prison[other] >= WATCHTOWER_PRISONERS:
                context.tell(Event(events.virtue_moves(other, -1)))
                change_virtue(state, other, -1, context)
    elif effect == "monument":
        for other in state.clockwise_from(seat):
            context.tell(Event(events.virtue_moves(other, 1)))
            change_virtue(state, other, 1, context)
    elif effect == "palace":
        gold = Goods(gold=player.virtue // PALACE_STEP)
        player.gain(gold)
        context.tell(Event(events.gains_simply(seat, gold)))
    if follow is not None:
        leading = 0
        while leading < len(state.tasks) and state.tasks[leading].kind is Kind.OVERFLOW:
            leading += 1
        state.tasks.insert(leading, follow)


def gain_decision(state: ArchitectsState) -> Decision:
    """Treasury (1 Gold or 3 Silver), Clay Pit (1 Gold or 1 Marble): no "nothing", so a timeout."""
    task = state.tasks[0]
    choices = CHOICES[BUILDING[task.card].effect]
    options = tuple(Option({"type": "gain", "pick": index}, labels.gain(goods)) for index, goods in enumerate(choices))
    return Decision(task.seat, "gain", prompts.gain(task.seat, task.card), options, timeout=labels.TIMEOUT_OPTION)


def gain(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Take the chosen gain."""
    task = state.tasks[0]
    choices = CHOICES[BUILDING[task.card].effect]
    pick = action.get("pick")
    if type(pick) is not int or not 0 <= pick < len(choices):
        raise IllegalAction(refusals.NOT_A_CHOICE)
    state.tasks.pop(0)
    state.players[seat].gain(choices[pick])
    context.tell(Event(events.gains_simply(seat, choices[pick])))


def tavern_decision(state: ArchitectsState) -> Decision:
    """Tavern: hire any face-up apprentice for free, or not (the default)."""
    seat = state.tasks[0].seat
    options = [Option({"type": "skip"}, labels.SKIP_HIRE)] + [
        Option({"type": "hire", "card": card}, labels.hire_free(card)) for card in face_up(state)
    ]
    return Decision(seat, "tavern", prompts.tavern(seat), tuple(options))


def tavern(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Hire for free (discarding first at the limit), or skip."""
    if action["type"] == "hire" and action.get("card") not in face_up(state):
        raise IllegalAction(refusals.NO_SUCH_APPRENTICE)
    state.tasks.pop(0)
    if action["type"] == "hire":
        state.tasks[0:0] = start_hire(state, seat, str(action["card"]))


def barracks_decision(state: ArchitectsState) -> Decision:
    """Barracks: free one's workers held on other boards, or make 1 free capture, or nothing (the default)."""
    seat = state.tasks[0].seat
    options = [Option({"type": "skip"}, labels.SKIP_EFFECT)]
    if state.held_by_others(seat):
        options.append(Option({"type": "barracks", "pick": "free"}, labels.BARRACKS_FREE))
    if _capturable(state):
        options.append(Option({"type": "barracks", "pick": "capture"}, labels.BARRACKS_CAPTURE))
    return Decision(seat, "barracks", prompts.barracks(seat), tuple(options), default=min(1, len(options) - 1))


def barracks(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Carry out the Barracks' choice."""
    pick = action.get("pick") if action["type"] == "barracks" else "skip"
    if pick == "free" and not state.held_by_others(seat):
        raise IllegalAction(refusals.NOBODY_HELD_ELSEWHERE)
    if pick == "capture" and not _capturable(state):
        raise IllegalAction(refusals.NO_GROUP)
    if pick not in ("free", "capture", "skip"):
        raise IllegalAction(refusals.NOT_A_CHOICE)
    state.tasks.pop(0)
    if pick == "free":
        workers = free_held(state, seat)
        context.tell(Event(events.releases_boards(seat, workers, 0)))
    elif pick == "capture":
        state.tasks.insert(0, Task(Kind.CAPTURE, seat, left=1, free=True, places=1, card="B15"))


def church_decision(state: ArchitectsState) -> Decision:
    """Church: destroy 1 unpaid debt (the default) or keep it."""
    seat = state.tasks[0].seat
    options = (Option({"type": "destroy"}, labels.DESTROY_DEBT), Option({"type": "skip"}, labels.KEEP_DEBT))
    if not state.players[seat].debts:  # destroyed meanwhile with virtue beyond 14
        options = options[1:]
    return Decision(seat, "church", prompts.church(seat), options)


def church(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Destroy a debt, or not."""
    if action["type"] == "destroy" and not state.players[seat].debts:
        raise IllegalAction(refusals.NO_DEBT)
    state.tasks.pop(0)
    if action["type"] == "destroy":
        state.players[seat].debts -= 1
        context.tell(Event(events.debts_destroyed(seat, 1)))


def library_decision(state: ArchitectsState) -> Decision:
    """Library (secret): discard 1 building card from hand for 2 Gold, or not (the default).

    Skipping, then one option per card in hand: the table knows how many (hand sizes are public,
    §12), so with an empty hand the skip is taken at once (``count_known``).
    """
    seat = state.tasks[0].seat
    options = [Option({"type": "skip"}, labels.SKIP_EFFECT)] + [
        Option({"type": "discard", "card": card}, labels.library(card)) for card in state.players[seat].hand
    ]
    return Decision(seat, "library", prompts.LIBRARY, tuple(options), secret=True, count_known=True)


def library(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Discard for 2 Gold, or skip."""
    player = state.players[seat]
    if action["type"] == "discard" and action.get("card") not in player.hand:
        raise IllegalAction(refusals.NOT_IN_HAND)
    state.tasks.pop(0)
    if action["type"] == "discard":
        card = str(action["card"])
        player.hand.remove(card)
        state.building_deck.append(card)
        player.gold += LIBRARY_GOLD
        context.tell(Event(events.discards_plans(seat, 1)), Event(events.gains_simply(seat, Goods(gold=LIBRARY_GOLD))))
