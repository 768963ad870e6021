"""The opening draft (§3.1 step 12): three simultaneous, secret picks from 4, 3 and 2 cards.

Every seat keeps 1 card and passes the rest to the left; after the third pick the last card
of each seat goes face down to the bottom of the building deck. With the variable setup,
Therese and Ada then draw 1 more card (§3.2).

With the starting apprentice draft of §11.2 on, each seat then hires 1 face-up apprentice for
free, in reverse turn order (D16): its virtue applies, the display is neither slid nor refilled
between picks, and once everyone has picked each empty space is filled in place from the deck.
"""

from typing import Any

from engine.architects.apprentices import APPRENTICE
from engine.architects.characters import CHARACTER
from engine.architects.state import ArchitectsState, Kind, Slot, Task
from engine.architects.tableau import change_virtue, draw_plans
from engine.architects.text import events, labels, prompts, refusals
from engine.architects.workshop import face_up, find
from engine.core import Context, Decision, Event, IllegalAction, Option

ROUNDS = 3


def draft_decisions(state: ArchitectsState) -> list[Decision]:
    """One secret pick per seat still to pick this round; a seat that never answers keeps its first card."""
    draft = state.draft
    assert draft is not None
    return [
        Decision(
            seat,
            "draft",
            prompts.draft(draft.round, len(draft.holding[seat]), ROUNDS),
            tuple(Option({"type": "pick", "card": card}, labels.pick(card)) for card in draft.holding[seat]),
            secret=True,
            ask=True,
            timeout=labels.TIMEOUT_OPTION,
        )
        for seat in range(state.seats)
        if not draft.picked[seat]
    ]


def pick(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Lock in the seat's pick; the last pick of a round passes the cards on."""
    draft = state.draft
    assert draft is not None
    if draft.picked[seat]:
        raise IllegalAction(refusals.ALREADY_PICKED)
    card = action.get("card")
    if card not in draft.holding[seat]:
        raise IllegalAction(refusals.NOT_IN_HAND)
    draft.picked[seat] = str(card)
    context.tell(
        # Left out of the draft's lasting record, which says the draft is over: nine or more lines
        # of "picks a building card" would crowd out (or cut) what the record says.
        Event(events.picked(seat, draft.round), reveal=True, brief=""),
        Event(events.kept_privately(str(card)), seat=seat, reveal=True),
    )
    if all(draft.picked):
        _pass_on(state, context)


def _pass_on(state: ArchitectsState, context: Context) -> None:
    draft = state.draft
    assert draft is not None
    passed: list[list[str]] = [[] for _ in range(state.seats)]
    for seat in range(state.seats):
        state.players[seat].hand.append(draft.picked[seat])
        rest = [card for card in draft.holding[seat] if card != draft.picked[seat]]
        if draft.round < ROUNDS:
            passed[state.left_of(seat)] = rest
        else:
            state.building_deck.extend(rest)
    if draft.round < ROUNDS:
        draft.round += 1
        draft.holding = passed
        draft.picked = [""] * state.seats
        return
    state.draft = None
    context.tell(Event(events.DRAFT_DONE))
    for seat in state.clockwise_from(state.start_player):
        character = state.players[seat].character
        if character and CHARACTER[character].extra_card:
            draw_plans(state, seat, 1, context)
    state.tasks = [Task(Kind.TURN, state.start_player)]
    if state.apprentice_draft:
        last_first = reversed(state.clockwise_from(state.start_player))
        state.tasks[0:0] = [*(Task(Kind.STARTER, seat) for seat in last_first), Task(Kind.FILL, state.start_player)]


# The starting apprentice draft (§11.2, D16).

LABOURER = "labourer"  # the default pick: all three skills


def starter_decision(state: ArchitectsState) -> Decision:
    """D16: any face-up apprentice, free; no "nothing", so a timeout (default: a Labourer, else the first card)."""
    seat = state.tasks[0].seat
    cards = face_up(state)
    options = tuple(Option({"type": "hire", "card": card}, labels.hire_free(card)) for card in cards)
    default = next((index for index, card in enumerate(cards) if APPRENTICE[card].ability == LABOURER), 0)
    return Decision(
        seat, "starter", prompts.starter(seat), options, default=default, ask=True, timeout=labels.TIMEOUT_OPTION
    )


def starter(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Hire the picked apprentice for free, leaving its space empty until everyone has picked."""
    card = action.get("card")
    where = find(state, card) if type(card) is str else None
    if where is None:
        raise IllegalAction(refusals.NO_SUCH_APPRENTICE)
    state.tasks.pop(0)
    row, column = where
    state.display[row][column] = Slot()
    state.players[seat].apprentices.append(card)
    context.tell(Event(events.starter(seat, card)))
    change_virtue(state, seat, APPRENTICE[card].virtue, context)


def fill_display(state: ArchitectsState, context: Context) -> None:
    """The automatic ``FILL`` step: each empty space of the display gets the top card of the apprentice deck."""
    state.tasks.pop(0)
    drawn = False
    for slots in state.display:
        for column, slot in enumerate(slots):
            if not slot.card and state.apprentice_deck:
                slots[column] = Slot(state.apprentice_deck.pop(0))
                drawn = True
    context.tell(Event(events.DISPLAY_FILLED, reveal=drawn))  # the cards drawn were the deck's hidden top
