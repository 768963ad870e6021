"""The opening draft (§3.1 step 12): three simultaneous, secret picks from 4, 3 and 2 cards.

Every seat keeps 1 card and passes the rest to the left; after the third pick the last card
of each seat goes face down to the bottom of the building deck. With the variable setup,
Therese and Ada then draw 1 more card (§3.2).
"""

from typing import Any

from engine.architects.characters import CHARACTER
from engine.architects.state import ArchitectsState, Kind, Task
from engine.architects.tableau import draw_plans
from engine.architects.text import events, labels, prompts, refusals
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
            prompts.draft(draft.round),
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
        Event(events.picked(seat, draft.round), reveal=True),
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
