"""``IllegalAction`` texts: why a move is refused, in the player's words."""

from typing import Any

from engine.architects.text.names import apprentice
from engine.core.words import plural

GAME_OVER = "This game is over; no more moves can be made."
NOT_SEATED = "You are not playing in this game."
NOT_YOUR_TURN = "It is not your turn."
NOT_A_CHOICE = "That is not one of the choices now."
NOT_A_PLACE = "Workers can't be placed there."
NO_WORKER = "You have no worker in your supply."
MINES_GOLD = "Gold at the Mines needs at least 2 of your workers there (with this one)."
MINES_CHOICE = "At the Mines, choose Clay or Gold."
TAX_STAND_EMPTY = "The Tax Stand is empty: there is nothing to take."
MARKET_B_CHOICE = "At Black Market B, hire an apprentice or draw building cards."
DECK_EMPTY = "The building deck is empty."
NO_SUCH_APPRENTICE = "That apprentice is not in the display."
NOT_YOUR_APPRENTICE = "That is not one of your apprentices."
NO_SUCH_SPACE = "The Black Market has spaces A, B and C."
NOT_IN_HAND = "That building card is not in your hand."
NOT_DRAWN = "That is not one of the cards you drew."
BAD_PAYMENT = "That payment does not match the cost."
CATHEDRAL_TOP = "You are already at the top of the Cathedral."
CATHEDRAL_LEVEL = "You can only climb to the next Cathedral level."
CATHEDRAL_NEEDS_CARD = "Advancing on the Cathedral needs a building card to discard."
NOT_CAPTURABLE = (
    "Only workers on the large-circle locations can be captured (not the Guildhall, Black Market or Prison)."
)
NO_GROUP = "There is no such group of workers to capture."
NOBODY_HELD = "You hold no captured workers."
NOBODY_IN_PRISON = "None of your workers is in the Prison."
NOBODY_HELD_ELSEWHERE = "No other player holds any of your workers."
NO_DEBT = "You have no unpaid debt."
ORDER = "Choose the Gatekeeper or the Squire first."
NO_SUCH_GUARD_ACTION = "The Guardhouse actions are deliver, release, free and pay off."
CANNOT_RETRIEVE = "You can't take back a worker from there."
ALREADY_PICKED = "You have already picked this round."


def wrong_move(kind: str, expected: str) -> str:
    """A move type this step does not take."""
    return NOT_A_CHOICE


def hire_too_far(card: str, column: int, reach: int, coins: int, needed: int) -> str:
    """Hiring beyond reach without the coins."""
    return (
        f"{apprentice(card)} is in column {column}; you reach column {reach}, so the hire costs {needed} Silver "
        f"with {plural(coins, 'skip coin')}, more than you have."
    )


def market_barred(virtue: int) -> str:
    """Virtue 10 or more."""
    return f"Your virtue is {virtue}: the Black Market is barred at 10 or more."


def space_taken(letter: str) -> str:
    """An occupied Black Market space."""
    return f"Black Market {letter} already holds a worker."


def market_silver(letter: str, silver: int) -> str:
    """Not enough silver for a Black Market space."""
    return f"Black Market {letter} costs {silver} Silver, more than you have."


def missing_skills(name: str, skills: list[str]) -> str:
    """Building without the skills."""
    return f"The {name} needs an apprentice with {' and '.join(skills)}."


def cannot_pay(name: str, cost: str) -> str:
    """Building or climbing without the resources."""
    return f"{name} costs {cost}: you don't have it."


def cathedral_barred(virtue: int) -> str:
    """Virtue 4 or less."""
    return f"Your virtue is {virtue}: the Cathedral is barred at 4 or less."


def cathedral_full(level: int) -> str:
    """No free space on the next level."""
    return f"Cathedral level {level} has no free space."


def capture_places(places: int, players: int, free: bool) -> str:
    """The location limit of captures."""
    if free and places == 2:
        return "The Fortress's captures come from at most 2 locations."
    if places == 1:
        return f"With {players} players, all captures of one action come from a single location."
    return f"With {players} players, the captures of one action come from at most 2 locations."


def capture_silver(silver: int) -> str:
    """A capture the player can't afford."""
    return f"The next capture costs {silver} Silver, more than you have."


def guard_silver(silver: int) -> str:
    """A Guardhouse action the player can't afford."""
    return f"That costs {silver} Silver, more than you have."


def release_range(most: int) -> str:
    """Gatekeeper."""
    return f"Release between 0 and {most} workers."


def destroy_range(most: int) -> str:
    """D12."""
    return f"Destroy between 0 and {most} unpaid debts."


def discard_count(due: int) -> str:
    """Hand limit."""
    return f"Discard exactly {plural(due, 'building card')} to keep 6."


def trade_problem(action: dict[str, Any], apprentices: list[str]) -> str:
    """A trade that is not possible."""
    if "card" in action and action["card"] not in apprentices:
        return "That trade needs an apprentice you have not hired."
    return "You can't make that trade: check the resources it needs."
