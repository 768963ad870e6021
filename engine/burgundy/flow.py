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

A decision with a single option is taken for the player inside the move that led to it
(``engine.core.Rules.proceed``): a lone "End turn", the last die when nothing can be bought
(its action is asked directly), both dice showing one face, a depot's only tile, a tile's
only space. None is flagged ``ask``: nothing is hidden from the deciding player (§8), so no
lone choice shows them anything first; an end of turn that starts a round reveals the new
dice and tiles to everyone at once (which makes the move that led to it final).
"""

from collections.abc import Hashable

from engine.burgundy import effects, goods, placing, taking, text, turn
from engine.burgundy import setup as setting_up
from engine.burgundy.state import BurgundyState, Stage, Step
from engine.core import Action, Handler, IllegalAction, Rules
from engine.core.rules import Act, Decide

ESTATE = "estate"  # the variant's board choices (§7), several seats at once
ROOT = "root"  # the turn's root decision: a die, a purchase, or the end of the turn (§9 D3)

_FOUR_ACTIONS = ("take", "place", "sell", "workers")


def _handler(
    decide: Decide[BurgundyState], act: Act[BurgundyState], moves: tuple[str, ...], expected: str
) -> Handler[BurgundyState]:
    return Handler(decide, act, frozenset(moves), expected)


HANDLERS: dict[Hashable, Handler[BurgundyState]] = {
    ESTATE: _handler(setting_up.estate_decisions, setting_up.apply_estate, ("estate",), text.EXPECT_ESTATE),
    ROOT: _handler(turn.root_decision, turn.apply_root, ("die", "buy", "end_turn"), text.EXPECT_ROOT),
    Step.ACTION: _handler(
        turn.action_decision, turn.apply_action, (*_FOUR_ACTIONS, "adjust"), text.expect_die_action(False)
    ),
    Step.CASTLE: _handler(
        turn.castle_decision, turn.apply_castle, (*_FOUR_ACTIONS, "decline"), text.expect_die_action(True)
    ),
    Step.DEPOT: _handler(taking.depot_decision, taking.apply_depot, ("tile",), text.EXPECT_TILE),
    Step.BUY: _handler(taking.buy_decision, taking.apply_buy, ("depot",), text.EXPECT_DEPOT),
    Step.DISCARD: _handler(taking.discard_decision, taking.apply_discard, ("discard",), text.EXPECT_DISCARD),
    Step.SPACE: _handler(placing.space_decision, placing.apply_space, ("space",), text.EXPECT_SPACE),
    Step.CITY_HALL: _handler(
        placing.city_hall_decision, placing.apply_city_hall, ("place", "decline"), text.EXPECT_PLACE_OR_DECLINE
    ),
    Step.SHIP: _handler(goods.ship_decision, goods.apply_ship, ("ship",), text.EXPECT_SHIP),
    Step.SHIP_GOODS: _handler(goods.ship_goods_decision, goods.apply_ship_goods, ("goods",), text.EXPECT_GOODS_TYPES),
    Step.WAREHOUSE: _handler(
        goods.warehouse_decision, goods.apply_warehouse, ("sell", "decline"), text.EXPECT_SELL_OR_DECLINE
    ),
    Step.WORKSHOP: _handler(
        effects.workshop_decision, effects.apply_workshop, ("tile", "decline"), text.EXPECT_TILE_OR_DECLINE
    ),
}

setup = setting_up.setup


def stage(state: BurgundyState) -> Hashable:
    """The stage waited on: the board choices, the turn's root, its newest frame's step; None when over."""
    if state.stage is Stage.OVER:
        return None
    if state.stage is Stage.CHOOSING:
        return ESTATE
    frame = state.frame
    return ROOT if frame is None else frame.step


def guard(state: BurgundyState, seat: int, action: Action) -> None:
    """Refuse every move once the game is over, and a move from anyone but the active seat during play."""
    if state.stage is Stage.OVER:
        raise IllegalAction(text.GAME_OVER)
    if state.stage is Stage.PLAYING and seat != state.active:
        raise IllegalAction(text.not_your_turn(state.active))


RULES = Rules(stage=stage, handlers=HANDLERS, guard=guard, wrong_move=text.not_now)
