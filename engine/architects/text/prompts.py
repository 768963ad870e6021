"""Decision prompts and the context lines shown to the deciding seat."""

from functools import lru_cache
from typing import Any

from engine.architects.text.names import apprentice, building
from engine.core.words import plural

KEEP = "Keep 1 of the building cards you drew; the others go to the bottom of the deck."
OFFERING = "Discard 1 building card for the Cathedral."
LIBRARY = "Library: discard 1 building card for 2 Gold?"
DUNGEON = "Dungeon: lose its 2 Virtue before or after your other end-game Virtue gains?"


def place(seat: int) -> str:
    """D4."""
    return "Place a worker."


def place_context(state: Any, seat: int) -> str:
    """The deciding seat's own summary (its hand included)."""
    player = state.players[seat]
    return (
        f"Workers in supply: {player.supply}. Silver {player.silver}, Clay {player.clay}, Wood {player.wood}, "
        f"Stone {player.stone}, Gold {player.gold}, Marble {player.marble}; Virtue {player.virtue}. "
        f"Hand: {_hand(tuple(player.hand))}."
    )


@lru_cache(maxsize=4096)
def _hand(cards: tuple[str, ...]) -> str:
    """The names of the building cards in a hand, written out once per hand."""
    return ", ".join(building(card) for card in cards) or "no building cards"


def retrieve(seat: int) -> str:
    """D3."""
    return "No worker in supply: take one back."


def trade(seat: int, left: int) -> str:
    """D5."""
    return f"King's Storehouse: {plural(left, 'trade')} left."


def capture(seat: int, left: int, price: int) -> str:
    """D7."""
    cost = f" (next one: {price} Silver)" if price else ""
    return f"Town Centre: {plural(left, 'capture')} left{cost}."


def guard(seat: int, left: int) -> str:
    """D8."""
    return f"Guardhouse: {plural(left, 'action')} left."


def dismiss(seat: int, card: str) -> str:
    """The discard before a hire at the limit."""
    return f"No room: discard an apprentice to hire {apprentice(card)}."


def gain(seat: int, card: str) -> str:
    """Treasury, Clay Pit."""
    return f"{building(card)}: choose your gain."


def tavern(seat: int) -> str:
    """Tavern."""
    return "Tavern: hire any face-up apprentice for free?"


def barracks(seat: int) -> str:
    """Barracks."""
    return "Barracks: free your held workers or make a free capture?"


def church(seat: int) -> str:
    """Church."""
    return "Church: destroy 1 unpaid debt?"


def overflow(seat: int, debts: int) -> str:
    """D12."""
    return f"Virtue beyond 14: destroy up to {plural(debts, 'unpaid debt')}?"


def gatekeeper(seat: int, prisoners: int, most: int) -> str:
    """D14: how many prisoners to release."""
    return f"Your Gatekeeper: release up to {most} of your {plural(prisoners, 'worker')} in the Prison?"


def reset_order(seat: int, prisoners: int, reward: str) -> str:
    """D14: the order of the Gatekeeper and the Squire."""
    return (
        "Gatekeeper or Squire first? With the Gatekeeper first, releasing your "
        f"{plural(prisoners, 'worker')} in the Prison, the Squire gives {reward}; with the Squire first, nothing."
    )


def hand_limit(due: int) -> str:
    """D13."""
    return f"You hold more than 6 building cards: discard {plural(due, 'card')}."


def starter(seat: int) -> str:
    """D16 (§11.2)."""
    return (
        "Starting apprentice: hire 1 face-up apprentice for free (its Virtue applies). "
        "The empty spaces are filled once everyone has picked."
    )


def draft(round_number: int, held: int, rounds: int) -> str:
    """D2: keep 1 of the cards held; the others pass to the left, or after the last pick to the deck's bottom."""
    if round_number < rounds:
        rest = f"pass the other {held - 1} to your left" if held > 2 else "pass the other to your left"
    else:
        rest = "the other goes to the bottom of the deck" if held == 2 else "the others go to the bottom of the deck"
    return f"Opening draft, pick {round_number} of {rounds}: keep 1 of your {plural(held, 'building card')}; {rest}."
