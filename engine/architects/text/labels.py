"""Option labels: what a button or menu line says."""

from functools import lru_cache
from typing import Any

from engine.architects.goods import Goods
from engine.architects.text.names import LOCATION, apprentice, building, goods, space, virtue
from engine.core import Option, seat_ref
from engine.core.words import plus
from i18n import Text, _, _p, listed, n_

TIMEOUT_OPTION = Option({"type": "timeout"}, _p("architects", "Time ran out (the default is taken)"))
STOP_CAPTURING = _("Stop capturing")
STOP_GUARDING = _("Stop (no more Guardhouse actions)")
STOP_TRADING = _p("architects", "Stop trading")
SKIP_HIRE = _p("architects", "Hire nobody")
SKIP_EFFECT = _p("architects", "Do nothing")
BARRACKS_FREE = _("Free your workers held by other players")
BARRACKS_CAPTURE = _("Make 1 free capture")
DESTROY_DEBT = _("Destroy 1 unpaid debt")
KEEP_DEBT = _("Keep the debt")
DUNGEON_AFTER = _("Lose the Dungeon's 2 Virtue after the other gains")
DUNGEON_BEFORE = _("Lose the Dungeon's 2 Virtue before the other gains")
GATEKEEPER_FIRST = _("Gatekeeper first, then the Squire")
SQUIRE_FIRST = _("Squire first (no reward), then the Gatekeeper")
SQUIRE_FIRST_DOES = _("The Squire gives nothing while you have workers in the Prison")
FREE_FOR_DEBT = _("Free your workers held by others: 1 debt and -1 Virtue")


@lru_cache(maxsize=1024)
def level(number: int) -> Text:
    """The name of a Cathedral level, e.g. Cathedral level 2."""
    return _p("architects", "Cathedral level {level}", level=number)


@lru_cache(maxsize=1024)
def gains_at(at: str, amount: Goods) -> Text:
    """A production placement: "Quarry: 2 Stone"."""
    return _p("architects", "{place}: {goods}", place=LOCATION[at], goods=goods(amount))


@lru_cache(maxsize=1024)
def location(at: str) -> str:
    """A placement named by its location only."""
    return LOCATION[at]


@lru_cache(maxsize=1024)
def plans(cards: int) -> Text:
    """Workshop plans."""
    return n_("Workshop: draw {n} building card", "Workshop: draw {n} building cards", cards)


@lru_cache(maxsize=1024)
def workshop_hire(card: str, row: int, price: int, coins: int) -> Text:
    """A Workshop hire with its price and skip coins."""
    said = {"apprentice": apprentice(card), "row": row + 1, "price": price}
    if coins:
        return n_(
            "Workshop: hire {apprentice} (row {row}) for {price} Silver, {n} skip coin",
            "Workshop: hire {apprentice} (row {row}) for {price} Silver, {n} skip coins",
            coins,
            **said,
        )
    return _("Workshop: hire {apprentice} (row {row}) for {price} Silver", **said)


@lru_cache(maxsize=1024)
def tax_stand(silver: int, loss: int) -> Text:
    """The Tax Stand."""
    return _("Tax Stand: take {silver} Silver (-{virtue} Virtue)", silver=silver, virtue=loss)


@lru_cache(maxsize=1024)
def market(letter: str, amount: Goods, price: int, loss: int) -> Text:
    """Black Market A or C, with its Silver and Virtue cost (none with an Illusionist, §6.10)."""
    said = {"space": space(letter), "goods": goods(amount), "price": price}
    if loss:
        return _("{space}: {goods} for {price} Silver (-{virtue} Virtue)", **said, virtue=loss)
    return _("{space}: {goods} for {price} Silver", **said)


@lru_cache(maxsize=1024)
def market_plans(price: int, loss: int) -> Text:
    """Black Market B, building cards."""
    if loss:
        return _(
            "{space}: draw 5 building cards, keep 1, for {price} Silver (-{virtue} Virtue)",
            space=space("B"),
            price=price,
            virtue=loss,
        )
    return _("{space}: draw 5 building cards, keep 1, for {price} Silver", space=space("B"), price=price)


@lru_cache(maxsize=1024)
def market_hire(card: str, price: int, loss: int) -> Text:
    """Black Market B, a hire."""
    said = {"space": space("B"), "apprentice": apprentice(card), "price": price}
    if loss:
        return _("{space}: hire {apprentice} for {price} Silver (-{virtue} Virtue)", **said, virtue=loss)
    return _("{space}: hire {apprentice} for {price} Silver", **said)


@lru_cache(maxsize=1024)
def build(card: str, paid: Goods) -> Text:
    """A construction with its payment."""
    return _("Guildhall: build {building} ({goods})", building=building(card), goods=goods(paid))


@lru_cache(maxsize=1024)
def climb(level_number: int, paid: Goods) -> Text:
    """A Cathedral advance with its payment."""
    return _("Guildhall: {level} ({goods})", level=level(level_number), goods=goods(paid))


def retrieval(move: dict[str, Any]) -> str:
    """Where a retrieved worker comes from."""
    source = move["from"]
    if source == "market":
        return space(move["space"])
    if source == "held":
        return _p("architects", "{player}'s board", player=seat_ref(move["seat"]))
    return LOCATION[source]


@lru_cache(maxsize=1024)
def trade(pay: Goods, get: Goods, virtue_gained: int) -> Text:
    """A trade, e.g. 2 Clay -> 1 Virtue."""
    parts = ([goods(get)] if get.total else []) + ([virtue(virtue_gained)] if virtue_gained else [])
    return _p("architects", "{paid} -> {got}", paid=goods(pay), got=plus(parts))


@lru_cache(maxsize=1024)
def capture(place: str, owner: int, workers: int, price: int, seat: int) -> Text:
    """A capture option."""
    said = {"place": LOCATION[place]}
    if owner == seat and price:
        return n_("{place}: your own worker ({price} Silver)", "{place}: your own {n} workers ({price} Silver)",
                  workers, **said, price=price)  # fmt: skip
    if owner == seat:
        return n_("{place}: your own worker", "{place}: your own {n} workers", workers, **said)
    if price:
        return n_("{place}: {owner}'s worker ({price} Silver)", "{place}: {owner}'s {n} workers ({price} Silver)",
                  workers, **said, owner=seat_ref(owner), price=price)  # fmt: skip
    return n_("{place}: {owner}'s worker", "{place}: {owner}'s {n} workers", workers, **said, owner=seat_ref(owner))


@lru_cache(maxsize=1024)
def guard(act: str, price: int) -> Text:
    """A Guardhouse action."""
    if act == "deliver":
        return _("Deliver captured workers to the Prison (+1 Silver each)")
    if act == "release":
        return _("Release your workers from the Prison")
    if act == "free":
        return _("Free your workers held by others: {price} Silver", price=price)
    if act == "free_for_debt":
        return FREE_FOR_DEBT
    return _("Pay off a debt: {price} Silver (+1 Virtue)", price=price)


@lru_cache(maxsize=1024)
def dismiss(card: str) -> Text:
    """An apprentice to discard."""
    return _("Discard {apprentice}", apprentice=apprentice(card))


@lru_cache(maxsize=1024)
def keep(card: str) -> Text:
    """A drawn card to keep: "Keep the Tavern" (and "Keep the Keep", never "Keep Keep")."""
    return _p("architects", "Keep the {building}", building=building(card))


@lru_cache(maxsize=1024)
def pick(card: str) -> Text:
    """A draft pick."""
    return keep(card)


@lru_cache(maxsize=1024)
def offer(card: str) -> Text:
    """The card discarded for the Cathedral."""
    return _p("architects", "Discard {building}", building=building(card))


@lru_cache(maxsize=1024)
def library(card: str) -> Text:
    """The Library's discard."""
    return _("Discard {building} for 2 Gold", building=building(card))


LABEL_LIMIT = 80  # a button's label (Discord)


def discard(cards: list[str]) -> Text:
    """A hand-limit discard, every card named where the label has room, else the first ones "and 3 more"."""
    return _discard(tuple(cards))


@lru_cache(maxsize=1024)
def _discard(cards: tuple[str, ...]) -> Text:
    named = [building(card) for card in cards]
    for shown in range(len(named), 0, -1):
        rest = len(named) - shown
        more = [_p("architects", "{count} more", count=rest)] if rest else []
        text = _p("architects", "Discard {buildings}", buildings=listed(named[:shown] + more))
        if len(text) <= LABEL_LIMIT:
            return text
    return n_("Discard {n} building card", "Discard {n} building cards", len(named))


@lru_cache(maxsize=1024)
def discard_set(due: int) -> Text:
    """The hand-limit set choice."""
    return n_("Choose {n} building card to discard", "Choose {n} building cards to discard", due)


@lru_cache(maxsize=1024)
def gain(amount: Goods) -> Text:
    """Treasury / Clay Pit."""
    return _p("architects", "Gain {goods}", goods=goods(amount))


@lru_cache(maxsize=1024)
def hire_free(card: str) -> Text:
    """The Tavern's free hire."""
    return _("Hire {apprentice} for free", apprentice=apprentice(card))


@lru_cache(maxsize=1024)
def release(workers: int) -> Text:
    """The Gatekeeper's release."""
    return n_("Release {n} worker", "Release {n} workers", workers)


@lru_cache(maxsize=1024)
def destroy(debts: int) -> Text:
    """Debts destroyed with excess virtue."""
    return n_("Destroy {n} unpaid debt", "Destroy {n} unpaid debts", debts)


def squire_rewards(gains: list[Goods], virtue_gained: int) -> str:
    """What a seat's Squires give together: "1 Gold", "2 Virtue", "1 Marble + 2 Virtue"."""
    total = sum(gains, Goods())
    return plus(([goods(total)] if total.total else []) + ([virtue(virtue_gained)] if virtue_gained else []))


@lru_cache(maxsize=1024)
def gatekeeper_first(reward: str) -> Text:
    """What the Gatekeeper first does (a select option's description)."""
    return _("Release your prisoners; with the Prison empty, the Squire gives {reward}", reward=reward)
