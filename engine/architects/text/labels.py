"""Option labels: what a button or menu line says."""

from typing import Any

from engine.architects.goods import Goods
from engine.architects.text.names import LOCATION, apprentice, building, goods, plural, space
from engine.core import Option, seat_ref

TIMEOUT_OPTION = Option({"type": "timeout"}, "Time ran out (the default is taken)")
STOP_CAPTURING = "Stop capturing"
STOP_GUARDING = "Stop (no more Guardhouse actions)"
STOP_TRADING = "Stop trading"
SKIP_HIRE = "Hire nobody"
SKIP_EFFECT = "Do nothing"
BARRACKS_FREE = "Free your workers held by other players"
BARRACKS_CAPTURE = "Make 1 free capture"
DESTROY_DEBT = "Destroy 1 unpaid debt"
KEEP_DEBT = "Keep the debt"
DUNGEON_AFTER = "Lose the Dungeon's 2 Virtue after the other gains"
DUNGEON_BEFORE = "Lose the Dungeon's 2 Virtue before the other gains"
GUARD = {
    "deliver": "Deliver captured workers to the Prison (+1 Silver each)",
    "release": "Release your workers from the Prison",
    "free": "Free your workers held by others: {price} Silver",
    "free_for_debt": "Free your workers held by others: 1 debt and -1 Virtue",
    "pay_off": "Pay off a debt: {price} Silver (+1 Virtue)",
}


def level(number: int) -> str:
    """The name of a Cathedral level, e.g. Cathedral level 2."""
    return f"Cathedral level {number}"


def placement(state: Any, seat: int, move: dict[str, Any]) -> str:
    """The label of a placement: the location and what it gives or costs."""
    from engine.architects import black_market, guildhall, placing, workshop
    from engine.architects.board import workshop_draw

    at = move["at"]
    if at in ("quarry", "forest", "silversmith"):
        return f"{LOCATION[at]}: {goods(placing.yield_preview(state, seat, at, ''))}"
    if at == "mines":
        return f"Mines: {goods(placing.yield_preview(state, seat, at, move['take']))}"
    if at == "workshop":
        if "hire" in move:
            row, column = workshop.find(state, move["hire"]) or (0, 0)
            coins = workshop.skip_coins(state, seat, column)
            price = workshop.hire_cost(state, seat) + coins
            skip = f", {plural(coins, 'skip coin')}" if coins else ""
            return f"Workshop: hire {apprentice(move['hire'])} (row {row + 1}) for {price} Silver{skip}"
        return f"Workshop: draw {plural(workshop_draw(state.locations['workshop'][seat] + 1), 'building card')}"
    if at == "market":
        letter = move["space"]
        price = f"{black_market.cost(state, seat, letter)} Silver"
        if letter == "A":
            return f"{space('A')}: {goods(black_market.small_face(state))} for {price}"
        if letter == "C":
            return f"{space('C')}: {goods(black_market.large_face(state))} for {price}"
        if "hire" in move:
            return f"{space('B')}: hire {apprentice(move['hire'])} for {price}"
        return f"{space('B')}: draw 5 building cards, keep 1, for {price}"
    if at == "guildhall":
        if "build" in move:
            paid = guildhall.chosen_payment(state.players[seat], _cost(move["build"]), move)
            return f"Guildhall: build {building(move['build'])} ({goods(paid or Goods())})"
        paid = guildhall.chosen_payment(
            state.players[seat], guildhall.cathedral_cost(move["cathedral"], move.get("wood", 0)), move
        )
        return f"Guildhall: {level(move['cathedral'])} ({goods(paid or Goods())})"
    return LOCATION[at]


def _cost(card: str) -> Goods:
    from engine.architects.buildings import BUILDING

    return BUILDING[card].cost


def retrieval(move: dict[str, Any]) -> str:
    """Where a retrieved worker comes from."""
    source = move["from"]
    if source == "market":
        return space(move["space"])
    if source == "held":
        return f"{seat_ref(move['seat'])}'s board"
    return LOCATION[source]


def trade(pay: Goods, get: Goods, virtue: int) -> str:
    """A trade, e.g. 2 Clay -> 1 Virtue."""
    gained = " + ".join(
        part for part in (goods(get) if get.total else "", f"{virtue} Virtue" if virtue else "") if part
    )
    return f"{goods(pay)} -> {gained}"


def capture(place: str, owner: int, workers: int, price: int, seat: int) -> str:
    """A capture option."""
    whose = "your own" if owner == seat else f"{seat_ref(owner)}'s"
    cost = f" ({price} Silver)" if price else ""
    return f"{LOCATION[place]}: {whose} {plural(workers, 'worker')}{cost}"


def guard(act: str, price: int) -> str:
    """A Guardhouse action."""
    return GUARD[act].format(price=price)


def dismiss(card: str) -> str:
    """An apprentice to discard."""
    return f"Discard {apprentice(card)}"


def keep(card: str) -> str:
    """A drawn card to keep."""
    return f"Keep {building(card)}"


def pick(card: str) -> str:
    """A draft pick."""
    return f"Keep {building(card)}"


def offer(card: str) -> str:
    """The card discarded for the Cathedral."""
    return f"Discard {building(card)}"


def library(card: str) -> str:
    """The Library's discard."""
    return f"Discard {building(card)} for 2 Gold"


def discard(cards: list[str]) -> str:
    """A hand-limit discard."""
    return "Discard " + ", ".join(building(card) for card in cards)


def discard_set(due: int) -> str:
    """The hand-limit set choice."""
    return f"Choose {plural(due, 'building card')} to discard"


def gain(amount: Goods) -> str:
    """Treasury / Clay Pit."""
    return f"Gain {goods(amount)}"


def hire_free(card: str) -> str:
    """The Tavern's free hire."""
    return f"Hire {apprentice(card)} for free"


def release(workers: int) -> str:
    """The Gatekeeper's release."""
    return f"Release {plural(workers, 'worker')}"


def destroy(debts: int) -> str:
    """Debts destroyed with excess virtue."""
    return f"Destroy {plural(debts, 'unpaid debt')}"
