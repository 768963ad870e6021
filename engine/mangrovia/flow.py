"""Pending decisions and applying moves: the Mangrovia state machine (rules §5).

The game waits on the next bowl while ``placing`` lists seats (phase 1); then on the owner of
the site at the boat's pier: an amulet to return, a payment, or the pier's next part. ``settle``
moves the boat on past empty sites and finished piers, and ends the round after pier 12
(:mod:`engine.mangrovia.preparation`). A decision with no "do nothing" choice (a bowl, a payment,
an amulet to return) has a ``timeout`` action, taken only for a seat that does not answer: it
takes the default.
"""

from collections.abc import Hashable

from engine.core import Action, Context, Event, Handler, IllegalAction, Rules, forget
from engine.core.rules import Act, Decide
from engine.mangrovia import bag, boat, building, placing, preparation
from engine.mangrovia.piers import PIER_COUNT
from engine.mangrovia.setup import setup
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.text import events, refusals

PLACE = "place"
PIER = "pier"
PAY = "pay"
RETURN = "return"
OVER = "over"
TIMEOUT = "timeout"

__all__ = ["RULES", "setup", "stage"]


def _timed(decide: Decide[MangroviaState], act: Act[MangroviaState]) -> Act[MangroviaState]:
    """``act``, also taking the ``timeout`` action: the decision's default option is applied instead."""

    def run(state: MangroviaState, seat: int, action: Action, context: Context) -> None:
        if action.get("type") == TIMEOUT:
            decision = decide(state)
            assert not isinstance(decision, list)
            if decision.timeout is None or set(action) != {"type"}:
                raise IllegalAction(refusals.NOT_A_CHOICE)
            context.tell(Event(events.timed_out(seat)))
            action = decision.default_option.action
        act(state, seat, action, context)

    return run


def _handler(
    expected: str, decide: Decide[MangroviaState], act: Act[MangroviaState], *moves: str
) -> Handler[MangroviaState]:
    return Handler(decide, _timed(decide, act), frozenset({*moves, TIMEOUT}), expected)


PIER_MOVES = frozenset({"take", "draw", "amulets", "build", "double", "birds", "skip", "pass"})
HANDLERS: dict[Hashable, Handler[MangroviaState]] = {
    PLACE: _handler(refusals.EXPECTED_BOWL, placing.place_decision, placing.place, "bowl"),
    PIER: Handler(boat.pier_decision, boat.act, PIER_MOVES, refusals.EXPECTED_PIER),
    PAY: _handler(refusals.EXPECTED_PAY, building.pay_decision, building.pay, "pay"),
    RETURN: _handler(refusals.EXPECTED_RETURN, bag.return_decision, bag.give_back, "return"),
}


def stage(state: MangroviaState) -> Hashable:
    """What the game waits on."""
    if state.over:
        return OVER
    if state.placing:
        return PLACE
    if state.drawn:
        return RETURN
    if state.space:
        return PAY
    return PIER


def guard(state: MangroviaState, seat: int, action: Action) -> None:
    """Refuse a move once the game is over, from outside the table, or from a seat not deciding."""
    if state.over:
        raise IllegalAction(refusals.GAME_OVER)
    if not 0 <= seat < state.seats:
        raise IllegalAction(refusals.NOT_SEATED)
    waiting = state.placing[0] if state.placing else state.acting()
    if seat != waiting:
        raise IllegalAction(refusals.NOT_YOUR_TURN)


def settle(state: MangroviaState, context: Context) -> None:
    """Move the boat on until an owner has something to decide, a round begins, or the game is over."""
    while not state.over and not state.placing and not state.drawn and not state.space:
        if state.pier and (state.opening or state.parts):
            return
        forget(state)
        if state.pier:
            boat.leave(state, context)
        if state.pier == PIER_COUNT:
            preparation.end_round(state, context)
            continue
        state.pier += 1
        boat.begin(state, context)


RULES = Rules(stage=stage, handlers=HANDLERS, guard=guard, wrong_move=refusals.wrong_move, settle=settle)
