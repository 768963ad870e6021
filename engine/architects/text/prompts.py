"""Decision prompts and the context lines shown to the deciding seat."""

from functools import lru_cache
from typing import Any

from engine.architects.text.names import apprentice, building
from engine.core.words import commas
from i18n import Text, _, _p, n_

KEEP = _("Keep 1 of the building cards you drew; the others go to the bottom of the deck.")
OFFERING = _("Discard 1 building card for the Cathedral.")
LIBRARY = _("Library: discard 1 building card for 2 Gold?")
DUNGEON = _("Dungeon: lose its 2 Virtue before or after your other end-game Virtue gains?")
PLACE = _p("architects", "Place a worker.")
RETRIEVE = _p("architects", "No worker in supply: take one back.")
TAVERN = _("Tavern: hire any face-up apprentice for free?")
BARRACKS = _("Barracks: free your held workers or make a free capture?")
CHURCH = _("Church: destroy 1 unpaid debt?")
STARTER = _(
    "Starting apprentice: hire 1 face-up apprentice for free (its Virtue applies). "
    "The empty spaces are filled once everyone has picked."
)
NO_CARDS = _("no building cards")


@lru_cache(maxsize=1024)
def place(seat: int) -> Text:
    """D4."""
    return PLACE


def place_context(state: Any, seat: int) -> Text:
    """The deciding seat's own summary (its hand included)."""
    player = state.players[seat]
    return _place_context(
        player.supply, player.silver, player.clay, player.wood, player.stone, player.gold, player.marble,
        player.virtue, tuple(player.hand),
    )  # fmt: skip


@lru_cache(maxsize=1024)
def _place_context(
    supply: int,
    silver: int,
    clay: int,
    wood: int,
    stone: int,
    gold: int,
    marble: int,
    virtue: int,
    hand: tuple[str, ...],
) -> Text:
    return _(
        "Workers in supply: {supply}. Silver {silver}, Clay {clay}, Wood {wood}, Stone {stone}, Gold {gold}, "
        "Marble {marble}; Virtue {virtue}. Hand: {hand}.",
        supply=supply,
        silver=silver,
        clay=clay,
        wood=wood,
        stone=stone,
        gold=gold,
        marble=marble,
        virtue=virtue,
        hand=_hand(hand),
    )


@lru_cache(maxsize=4096)
def _hand(cards: tuple[str, ...]) -> str:
    """The names of the building cards in a hand, written out once per hand."""
    return commas([building(card) for card in cards]) or NO_CARDS


@lru_cache(maxsize=1024)
def retrieve(seat: int) -> Text:
    """D3."""
    return RETRIEVE


@lru_cache(maxsize=1024)
def trade(seat: int, left: int) -> Text:
    """D5."""
    return n_("King's Storehouse: {n} trade left.", "King's Storehouse: {n} trades left.", left)


@lru_cache(maxsize=1024)
def capture(seat: int, left: int, price: int) -> Text:
    """D7."""
    if price:
        return n_(
            "Town Centre: {n} capture left (next one: {price} Silver).",
            "Town Centre: {n} captures left (next one: {price} Silver).",
            left,
            price=price,
        )
    return n_("Town Centre: {n} capture left.", "Town Centre: {n} captures left.", left)


@lru_cache(maxsize=1024)
def guard(seat: int, left: int) -> Text:
    """D8."""
    return n_("Guardhouse: {n} action left.", "Guardhouse: {n} actions left.", left)


@lru_cache(maxsize=1024)
def dismiss(seat: int, card: str) -> Text:
    """The discard before a hire at the limit."""
    return _("No room: discard an apprentice to hire {apprentice}.", apprentice=apprentice(card))


@lru_cache(maxsize=1024)
def gain(seat: int, card: str) -> Text:
    """Treasury, Clay Pit."""
    return _("{building}: choose your gain.", building=building(card))


@lru_cache(maxsize=1024)
def tavern(seat: int) -> Text:
    """Tavern."""
    return TAVERN


@lru_cache(maxsize=1024)
def barracks(seat: int) -> Text:
    """Barracks."""
    return BARRACKS


@lru_cache(maxsize=1024)
def church(seat: int) -> Text:
    """Church."""
    return CHURCH


@lru_cache(maxsize=1024)
def overflow(seat: int, debts: int) -> Text:
    """D12."""
    return n_(
        "Virtue beyond 14: destroy up to {n} unpaid debt?", "Virtue beyond 14: destroy up to {n} unpaid debts?", debts
    )


@lru_cache(maxsize=1024)
def gatekeeper(seat: int, prisoners: int, most: int) -> Text:
    """D14: how many prisoners to release."""
    return n_(
        "Your Gatekeeper: release up to {most} of your {n} worker in the Prison?",
        "Your Gatekeeper: release up to {most} of your {n} workers in the Prison?",
        prisoners,
        most=most,
    )


@lru_cache(maxsize=1024)
def reset_order(seat: int, prisoners: int, reward: str) -> Text:
    """D14: the order of the Gatekeeper and the Squire."""
    return n_(
        "Gatekeeper or Squire first? With the Gatekeeper first, releasing your {n} worker in the Prison, "
        "the Squire gives {reward}; with the Squire first, nothing.",
        "Gatekeeper or Squire first? With the Gatekeeper first, releasing your {n} workers in the Prison, "
        "the Squire gives {reward}; with the Squire first, nothing.",
        prisoners,
        reward=reward,
    )


@lru_cache(maxsize=1024)
def hand_limit(due: int) -> Text:
    """D13."""
    return n_(
        "You hold more than 6 building cards: discard {n} card.",
        "You hold more than 6 building cards: discard {n} cards.",
        due,
    )


@lru_cache(maxsize=1024)
def starter(seat: int) -> Text:
    """D16 (§11.2)."""
    return STARTER


@lru_cache(maxsize=1024)
def draft(round_number: int, held: int, rounds: int) -> Text:
    """D2: keep 1 of the cards held; the others pass to the left, or after the last pick to the deck's bottom."""
    said = {"round": round_number, "rounds": rounds}
    if round_number < rounds and held > 2:
        return _(
            "Opening draft, pick {round} of {rounds}: keep 1 of your {held} building cards; "
            "pass the other {others} to your left.",
            **said,
            held=held,
            others=held - 1,
        )
    if round_number < rounds:
        return n_(
            "Opening draft, pick {round} of {rounds}: keep 1 of your {n} building card; pass the other to your left.",
            "Opening draft, pick {round} of {rounds}: keep 1 of your {n} building cards; pass the other to your left.",
            held,
            **said,
        )
    if held == 2:
        return _(
            "Opening draft, pick {round} of {rounds}: keep 1 of your 2 building cards; "
            "the other goes to the bottom of the deck.",
            **said,
        )
    return n_(
        "Opening draft, pick {round} of {rounds}: keep 1 of your {n} building card; "
        "the others go to the bottom of the deck.",
        "Opening draft, pick {round} of {rounds}: keep 1 of your {n} building cards; "
        "the others go to the bottom of the deck.",
        held,
        **said,
    )
