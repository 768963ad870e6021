"""The game's flow: setup, the decisions waiting, and applying a move (rules §3, §4, §9).

``pending`` reads the stage and the top of the turn stack and asks the module of that rules
section for its decision; ``apply`` hands the move to the same module.

Option order, stable for every decision ("kind": order; default):
- "estate": the dealt board's sides in order, each with its castle spaces ascending; first.
- "turn": unused dice by index (equal faces once), "buy", "end_turn"; first die, else "end_turn".
- "die_action": "take" by depot 1-6, "place" by storage order, "sell" by goods type, "workers",
  then "adjust" +1, -1 (and +2, -2 with knowledge 8); "workers".
- "castle": as "die_action" without "adjust", then "decline"; "workers".
- "depot", "buy", "space", "discard": tiles in lying order, depots 0-6, spaces ascending,
  stored tiles in order; first.
- "ship": depots 1-6, then (knowledge 5) pairs 1-2 ... 6-1; the one loading most goods.
- "ship_goods": combinations of new types in ascending order; first.
- "warehouse": goods types ascending, then "decline"; the biggest stack.
- "workshop": tiles by depot 1-6, then "decline"; first. "city_hall": stored tiles, "decline"; "decline".
"""

import random
from collections.abc import Callable
from typing import Any

from engine.burgundy import effects, goods, placing, taking, text, turn
from engine.burgundy import setup as setting_up
from engine.burgundy.state import BurgundyState, Frame, Stage, Step
from engine.core import Decision, Event, IllegalAction

Decide = Callable[[BurgundyState, int, Frame], Decision]
Apply = Callable[[BurgundyState, int, Frame, dict[str, Any]], list[Event]]

STEPS: dict[Step, tuple[Decide, Apply]] = {
    Step.ACTION: (turn.action_decision, turn.apply_action),
    Step.CASTLE: (turn.castle_decision, turn.apply_castle),
    Step.DEPOT: (taking.depot_decision, taking.apply_depot),
    Step.BUY: (taking.buy_decision, taking.apply_buy),
    Step.DISCARD: (taking.discard_decision, taking.apply_discard),
    Step.SPACE: (placing.space_decision, placing.apply_space),
    Step.CITY_HALL: (placing.city_hall_decision, placing.apply_city_hall),
    Step.SHIP: (goods.ship_decision, goods.apply_ship),
    Step.SHIP_GOODS: (goods.ship_goods_decision, goods.apply_ship_goods),
    Step.WAREHOUSE: (goods.warehouse_decision, goods.apply_warehouse),
    Step.WORKSHOP: (effects.workshop_decision, effects.apply_workshop),
}

setup = setting_up.setup


def pending(state: BurgundyState) -> list[Decision]:
    """The decisions the game waits for: the board choices, or the active seat's next step."""
    if state.stage is Stage.OVER:
        return []
    if state.stage is Stage.CHOOSING:
        return [setting_up.estate_decision(state, seat) for seat in setting_up.waiting_to_choose(state)]
    frame = state.frame
    if frame is None:
        return [turn.root_decision(state)]
    decide, _ = STEPS[frame.step]
    return [decide(state, state.active, frame)]


def apply(state: BurgundyState, seat: int, action: dict[str, Any], rng: random.Random) -> list[Event]:
    """Apply ``seat``'s move to ``state`` (a private copy), or refuse it with a readable reason."""
    if state.stage is Stage.OVER:
        raise IllegalAction(text.game_over())
    if state.stage is Stage.CHOOSING:
        return setting_up.apply_estate(state, seat, action, rng)
    if seat != state.active:
        raise IllegalAction(text.not_your_turn(state.active))
    frame = state.frame
    if frame is None:
        events = turn.apply_root(state, seat, action, rng)
    else:
        _, act = STEPS[frame.step]
        events = act(state, seat, frame, action)
    turn.open_last_die(state)
    return events
