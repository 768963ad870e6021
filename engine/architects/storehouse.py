"""The King's Storehouse (§6.5): up to ``n`` trades, one at a time, repeats allowed, stop at any time.

Base trades: 2 of Clay/Wood/Stone in any mix for 1 Virtue; 3 of Wood/Stone in any mix for
1 Marble. Each Merchant, Patron and Trader adds its own trade; each use is one of the ``n``.
"""

from functools import lru_cache
from typing import Any

from engine.architects.apprentices import APPRENTICE
from engine.architects.board import STOREHOUSE
from engine.architects.goods import Goods
from engine.architects.state import ArchitectsState
from engine.architects.tableau import change_virtue
from engine.architects.text import events, labels, prompts, refusals
from engine.core import Context, Decision, Event, IllegalAction, Option

STOP = Option({"type": "stop"}, labels.STOP_TRADING)
VIRTUE_MIXES = tuple(
    Goods(clay=clay, wood=wood, stone=2 - clay - wood) for clay in range(3) for wood in range(3 - clay)
)
MARBLE_MIXES = tuple(Goods(wood=wood, stone=3 - wood) for wood in range(4))


Offer = tuple[Option, Goods, Goods, int]  # a trade offered: (option, pay, get, virtue)


def _mix_offer(action: dict[str, Any], pay: Goods, get: Goods, virtue: int) -> Offer:
    return Option(action, labels.trade(pay, get, virtue)), pay, get, virtue


MIX_OFFERS = (
    *(
        _mix_offer(
            {"type": "trade", "for": "virtue", "clay": pay.clay, "wood": pay.wood, "stone": pay.stone}, pay, Goods(), 1
        )
        for pay in VIRTUE_MIXES
    ),
    *(
        _mix_offer({"type": "trade", "for": "marble", "wood": pay.wood, "stone": pay.stone}, pay, Goods(marble=1), 0)
        for pay in MARBLE_MIXES
    ),
)


def trades(state: ArchitectsState, seat: int) -> list[Offer]:
    """Every trade the seat can make now, base trades first, then each apprentice's own (once per kind)."""
    player = state.players[seat]
    has = player.has
    return [offer for offer in (*MIX_OFFERS, *_card_offers(tuple(player.apprentices))) if has(offer[1])]


@lru_cache(maxsize=1024)
def _card_offers(apprentices: tuple[str, ...]) -> tuple[Offer, ...]:
    """The trades of these apprentices, in hiring order, each kind once (two Merchants trade alike)."""
    found: list[Offer] = []
    seen: set[tuple[Goods, Goods, int]] = set()
    for card in apprentices:
        trade = APPRENTICE[card].trade
        if trade is None or (trade.pay, trade.get, trade.virtue) in seen:
            continue
        seen.add((trade.pay, trade.get, trade.virtue))
        option = Option({"type": "trade", "card": card}, labels.trade(trade.pay, trade.get, trade.virtue))
        found.append((option, trade.pay, trade.get, trade.virtue))
    return tuple(found)


def trade_decision(state: ArchitectsState) -> Decision:
    """D5: any affordable trade (every mix), or stop (the default)."""
    task = state.tasks[0]
    options = (STOP, *(offer[0] for offer in trades(state, task.seat)))
    return Decision(task.seat, "trade", prompts.trade(task.seat, task.left), options)


def trade(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Make one trade, or stop."""
    task = state.tasks[0]
    if action["type"] == "stop":
        state.tasks.pop(0)
        # The task began with one trade per worker there (§6.5): none made yet if all are left.
        if task.left < state.locations[STOREHOUSE][seat]:
            context.tell(Event(events.stops(seat), brief=""))
        else:
            context.tell(Event(events.did_nothing(seat, "trade")))
        return
    made = next((found for found in trades(state, seat) if found[0].action == action), None)
    if made is None:
        raise IllegalAction(refusals.trade_problem(action, state.players[seat].apprentices))
    _, pay, get, virtue = made
    task.left -= 1
    if task.left == 0:
        state.tasks.pop(0)
    player = state.players[seat]
    player.pay(pay)
    player.gain(get)
    context.tell(Event(events.trades(seat, pay, get, virtue)))
    change_virtue(state, seat, virtue, context)
