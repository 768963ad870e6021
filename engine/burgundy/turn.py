"""A player's turn: two die actions, worker changes, one purchase, then "end turn" (rules §4.3, §5.1-§5.6).

Decisions (§9): the root decision D3 (choose a die, buy, end the turn), the die's action
(take a tile, add a tile, sell goods, take workers, or spend a worker to turn the die), and a
castle's bonus action D8 (the same four actions with any die value, or decline).
"""

from typing import Any

from engine.burgundy import text
from engine.burgundy.actions import (
    place_targets,
    sell_cost,
    sell_problem,
    sell_targets,
    take_problem,
    take_targets,
    take_workers,
    workers_taken,
)
from engine.burgundy.dice import adjustments, turned
from engine.burgundy.estate import owns
from engine.burgundy.goods import sell
from engine.burgundy.knowledge import Knowledge
from engine.burgundy.main_board import sale_vp
from engine.burgundy.moves import number, push, spend_die
from engine.burgundy.phases import finish_turn
from engine.burgundy.placing import start_placing
from engine.burgundy.state import BurgundyState, Frame, Source, Step
from engine.burgundy.taking import buy_problem, start_buy
from engine.burgundy.tiles import TILES
from engine.core import Context, Decision, Event, IllegalAction, Option


def open_dice(state: BurgundyState, seat: int) -> list[int]:
    """Indexes of the unused dice, one per distinct face (two 4s are one choice)."""
    player = state.players[seat]
    found: list[int] = []
    for die in (0, 1):
        if not player.used[die] and all(player.dice[other] != player.dice[die] for other in found):
            found.append(die)
    return found


def root_decision(state: BurgundyState) -> Decision:
    """D3: use a die, buy a tile, or end the turn once both dice are used."""
    seat = state.active
    player = state.players[seat]
    options = [
        Option({"type": "die", "die": die}, text.use_die_option(player.dice[die])) for die in open_dice(state, seat)
    ]
    can_buy = buy_problem(state, seat) is None
    if can_buy:
        options.append(Option({"type": "buy"}, text.buy_option(owns(player, Knowledge.BUY_ANY_DEPOT))))
    done = all(player.used)
    if done:
        options.append(Option({"type": "end_turn"}, text.END_TURN_OPTION))
    return Decision(
        seat,
        "turn",
        text.turn_prompt(player.dice, player.used, can_buy),
        tuple(options),
        len(options) - 1 if done else 0,
        context=text.context(state, seat, options),
    )


def apply_root(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Choose a die, start a purchase, or end the turn."""
    player = state.players[seat]
    kind = action["type"]
    if kind == "die":
        die = number(action, "die", 0, 1, text.DIE)
        if player.used[die]:
            raise IllegalAction(text.die_used(player.dice[die]))
        push(state, Frame(Step.ACTION, source=Source.DIE, die=die))
        return
    if kind == "buy":
        context.tell(*start_buy(state, seat))
        return
    if not all(player.used):  # "end_turn"
        raise IllegalAction(text.dice_left(player.dice[player.used.index(False)]))
    context.tell(Event(text.turn_ended(seat)), *finish_turn(state, context.rng))


def four_actions(state: BurgundyState, seat: int, value: int | None) -> list[Option]:
    """The four die actions open now (§5.2-§5.5), in a fixed order: take, add, sell, workers."""
    player = state.players[seat]
    options = [
        Option({"type": "take", "depot": depot}, text.take_option(depot, cost))
        for depot, cost in take_targets(state, seat, value)
    ]
    for tile, spaces in place_targets(state, seat, value):
        options.append(
            Option(
                {"type": "place", "tile": tile},
                text.place_option(TILES[tile], min(c for _, c in spaces)),
                text.tile_effect_text(TILES[tile]),
            )
        )
    for goods, count, cost in sell_targets(state, seat, value):
        options.append(
            Option({"type": "sell", "goods": goods}, text.sell_option(goods, count, count * sale_vp(state.seats), cost))
        )
    workers, silverlings = workers_taken(player)
    options.append(Option({"type": "workers"}, text.workers_option(workers, silverlings)))
    return options


def action_decision(state: BurgundyState) -> Decision:
    """D3a-D3d for the chosen die, plus turning it with a worker."""
    seat, frame = state.active, state.frame
    assert frame is not None
    player = state.players[seat]
    value = player.dice[frame.die]
    options = four_actions(state, seat, value)
    default = len(options) - 1  # take workers
    if player.workers:
        for by in adjustments(owns(player, Knowledge.WORKER_TWO_STEPS)):
            options.append(Option({"type": "adjust", "by": by}, text.adjust_option(value, turned(value, by))))
    return Decision(
        seat,
        "die_action",
        text.action_prompt(value),
        tuple(options),
        default,
        context=text.context(state, seat, options),
    )


def castle_decision(state: BurgundyState) -> Decision:
    """D8: one bonus action with any die value and no workers, or decline."""
    seat = state.active
    options = four_actions(state, seat, None)
    default = len(options) - 1  # take workers
    options.append(Option({"type": "decline"}, text.DECLINE_OPTION))
    return Decision(
        seat, "castle", text.CASTLE_PROMPT, tuple(options), default, context=text.context(state, seat, options)
    )


def apply_action(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """The die's action: open a depot or a tile's spaces, sell, take workers, or turn the die."""
    frame = state.frame
    assert frame is not None
    player = state.players[seat]
    kind = action["type"]
    if kind == "adjust":
        steps = adjustments(owns(player, Knowledge.WORKER_TWO_STEPS))
        by = action.get("by")
        if isinstance(by, bool) or by not in steps:
            raise IllegalAction(text.bad_adjustment(len(steps) > 2))
        if not player.workers:
            raise IllegalAction(text.NO_WORKER)
        before = player.dice[frame.die]
        player.workers -= 1
        player.dice[frame.die] = turned(before, by)
        context.tell(Event(text.adjusted(seat, before, player.dice[frame.die])))
        return
    context.tell(*_four_action(state, seat, frame, action, player.dice[frame.die]))


def apply_castle(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """The castle's bonus action, with any value and no workers, or decline."""
    frame = state.frame
    assert frame is not None
    if action["type"] == "decline":
        state.stack.pop()
        context.tell(Event(text.declined_castle(seat)))
        return
    context.tell(*_four_action(state, seat, frame, action, None))


def _four_action(
    state: BurgundyState, seat: int, frame: Frame, action: dict[str, Any], value: int | None
) -> list[Event]:
    kind = action["type"]
    player = state.players[seat]
    if kind == "take":
        depot = number(action, "depot", 1, 6, text.DEPOT)
        problem = take_problem(state, seat, depot, value)
        if problem is not None:
            raise IllegalAction(problem)
        push(state, Frame(Step.DEPOT, source=frame.source, die=frame.die, depot=depot))
        return []
    if kind == "place":
        return start_placing(state, seat, frame.source, frame.die, action)
    if kind == "sell":
        goods = number(action, "goods", 1, 6, text.GOODS_TYPE)
        problem = sell_problem(state, seat, goods, value)
        if problem is not None:
            raise IllegalAction(problem)
        cost = sell_cost(player, value, goods)
        state.stack.pop()
        spend_die(state, seat, frame, cost)
        note = [Event(text.spent_workers(seat, cost, value, goods))] if cost and value is not None else []
        return note + sell(state, seat, goods)
    state.stack.pop()  # "workers"
    spend_die(state, seat, frame, 0)
    return take_workers(state, seat)
