"""Option labels: what a button or menu line says."""

from typing import Any

from engine.architects.goods import Goods
from engine.architects.text import names
from engine.architects.text.names import LOCATION, apprentice, building, goods, space
from engine.core import Option, seat_ref
from engine.core.words import listed, plural

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
GATEKEEPER_FIRST = "Gatekeeper first, then the Squire"
SQUIRE_FIRST = "Squire first (no reward), then the Gatekeeper"
SQUIRE_FIRST_DOES = "The Squire gives nothing while you have workers in the Prison"
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


def gains_at(at: str, amount: Goods) -> str:
    """A production placement: "Quarry: 2 Stone"."""
    return f"{LOCATION[at]}: {goods(amount)}"


def location(at: str) -> str:
    """A placement named by its location only."""
    return LOCATION[at]


def plans(cards: int) -> str:
    """Workshop plans."""
    return f"Workshop: draw {plural(cards, 'building card')}"


def workshop_hire(card: str, row: int, price: int, coins: int) -> str:
    """A Workshop hire with its price and skip coins."""
    skip = f", {plural(coins, 'skip coin')}" if coins else ""
    return f"Workshop: hire {apprentice(card)} (row {row + 1}) for {price} Silver{skip}"


def tax_stand(silver: int, loss: int) -> str:
    """The Tax Stand."""
    return f"Tax Stand: take {silver} Silver (-{loss} Virtue)"


def _virtue_cost(loss: int) -> str:
    """The Virtue a Black Market space costs (none with an Illusionist, §6.10)."""
    return f" (-{loss} Virtue)" if loss else ""


def market(letter: str, amount: Goods, price: int, loss: int) -> str:
    """Black Market A or C, with its Silver and Virtue cost."""
    return f"{space(letter)}: {goods(amount)} for {price} Silver{_virtue_cost(loss)}"


def market_plans(price: int, loss: int) -> str:
    """Black Market B, building cards."""
    return f"{space('B')}: draw 5 building cards, keep 1, for {price} Silver{_virtue_cost(loss)}"


def market_hire(card: str, price: int, loss: int) -> str:
    """Black Market B, a hire."""
    return f"{space('B')}: hire {apprentice(card)} for {price} Silver{_virtue_cost(loss)}"


def build(card: str, paid: Goods) -> str:
    """A construction with its payment."""
    return f"Guildhall: build {building(card)} ({goods(paid)})"


def climb(level_number: int, paid: Goods) -> str:
    """A Cathedral advance with its payment."""
    return f"Guildhall: {level(level_number)} ({goods(paid)})"


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
    return f"{LOCATION[place]}: {names.workers(whose, workers)}{cost}"


def guard(act: str, price: int) -> str:
    """A Guardhouse action."""
    return GUARD[act].format(price=price)


def dismiss(card: str) -> str:
    """An apprentice to discard."""
    return f"Discard {apprentice(card)}"


def keep(card: str) -> str:
    """A drawn card to keep: "Keep the Tavern" (and "Keep the Keep", never "Keep Keep")."""
    return f"Keep the {building(card)}"


def pick(card: str) -> str:
    """A draft pick."""
    return keep(card)


def offer(card: str) -> str:
    """The card discarded for the Cathedral."""
    return f"Discard {building(card)}"


def library(card: str) -> str:
    """The Library's discard."""
    return f"Discard {building(card)} for 2 Gold"


LABEL_LIMIT = 80  # a button's label (Discord)


def discard(cards: list[str]) -> str:
    """A hand-limit discard, every card named where the label has room, else the first ones "and 3 more"."""
    named = [building(card) for card in cards]
    for shown in range(len(named), 0, -1):
        rest = len(named) - shown
        text = "Discard " + listed(named[:shown] + ([f"{rest} more"] if rest else []))
        if len(text) <= LABEL_LIMIT:
            return text
    return f"Discard {plural(len(named), 'building card')}"


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


def squire_rewards(gains: list[Goods], virtue: int) -> str:
    """What a seat's Squires give together: "1 Gold", "2 Virtue", "1 Marble + 2 Virtue"."""
    total = sum(gains, Goods())
    parts = ([goods(total)] if total.total else []) + ([f"{virtue} Virtue"] if virtue else [])
    return " + ".join(parts)


def gatekeeper_first(reward: str) -> str:
    """What the Gatekeeper first does (a select option's description)."""
    return f"Release your prisoners; with the Prison empty, the Squire gives {reward}"
