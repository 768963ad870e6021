"""The "what can I do?" text: a short summary of a seat's legal moves now (rules §9).

Built from the same legality checks as the decisions' options (``actions``, ``taking``),
so the summary never offers what ``apply`` would refuse.
"""

from engine.burgundy import flow, text
from engine.burgundy.actions import place_targets, sell_targets, take_targets, workers_taken
from engine.burgundy.estate import owns
from engine.burgundy.knowledge import Knowledge
from engine.burgundy.main_board import sale_vp
from engine.burgundy.setup import estate_decision, waiting_to_choose
from engine.burgundy.state import BurgundyState, Stage, Step
from engine.burgundy.taking import buy_problem
from engine.burgundy.tiles import TILES
from engine.burgundy.turn import open_dice
from i18n import Text
from i18n import lines as one_per_line

SUMMARY_LIMIT = 700  # characters: the turn panel also shows the hand, the prompt and the options (2,000 in all)
CHOICES_ROOM = 560  # characters of English for a decision's choices, so its Persian stays within SUMMARY_LIMIT


def die_summary(state: BurgundyState, seat: int, value: int | None, brief: bool = False) -> Text:
    """Everything one die (or a castle's bonus action, ``value`` None) can do now."""
    takes = take_targets(state, seat, value)
    places = [(TILES[tile], spaces) for tile, spaces in place_targets(state, seat, value)]
    sales = [
        (goods, count, count * sale_vp(state.seats), cost) for goods, count, cost in sell_targets(state, seat, value)
    ]
    return text.die_summary(value, takes, places, sales, *workers_taken(state.players[seat]), brief=brief)


def what_can_i_do(state: BurgundyState, seat: int) -> Text:
    """A few lines listing what ``seat`` may do now, or whom the game waits for; briefer when the full text is long."""
    full = _what_can_i_do(state, seat, brief=False)
    return full if len(full) <= SUMMARY_LIMIT else _what_can_i_do(state, seat, brief=True)


def _what_can_i_do(state: BurgundyState, seat: int, brief: bool) -> Text:
    if state.stage is Stage.OVER:
        return text.SUMMARY_OVER
    if state.stage is Stage.CHOOSING:
        waiting = waiting_to_choose(state)
        if seat not in waiting:
            return text.summary_waiting_for_estates(waiting)
        return text.summary_choose_estate([option.label for option in estate_decision(state, seat).options])
    if seat != state.active:
        return text.summary_not_your_turn(state.active)
    frame = state.frame
    player = state.players[seat]
    worker_note = text.summary_workers(owns(player, Knowledge.WORKER_TWO_STEPS)) if player.workers else ""
    if frame is None:
        lines = [die_summary(state, seat, player.dice[die], brief) for die in open_dice(state, seat)]
        problem = buy_problem(state, seat)
        if problem is None:
            lines.append(text.SUMMARY_CAN_BUY)
        elif not state.bought:
            lines.append(text.summary_no_purchase(problem))
        if all(player.used):
            lines.append(text.SUMMARY_END_TURN)
        elif worker_note:
            lines.append(worker_note)
        return one_per_line(lines)
    if frame.step is Step.ACTION:
        return one_per_line([die_summary(state, seat, player.dice[frame.die], brief), worker_note])
    if frame.step is Step.CASTLE:
        return one_per_line([die_summary(state, seat, None, brief), text.SUMMARY_OR_DECLINE])
    (decision,) = flow.RULES.decisions(state)
    labels = [option.label for option in decision.options]
    shown = len(labels)
    # a long list (the goods colours to keep of a full storage) is cut to whole choices and "N more", with room
    # for the Persian, about a tenth longer
    while shown > 1 and len(text.summary_choices(decision.prompt, labels[:shown], len(labels) - shown)) > CHOICES_ROOM:
        shown -= 1
    return text.summary_choices(decision.prompt, labels[:shown], len(labels) - shown)
