"""Refusals: the ``IllegalAction`` texts (Biblios). They name no player: they are not name-filled."""

from collections.abc import Sequence

from engine.biblios.cards import CATEGORY_NAMES, Category
from engine.biblios.text.names import plural, units

WAITING_FOR: dict[str, str] = {
    "allocate": "allocate a card",
    "take": "take a card from the public space",
    "church": "play a Church card",
    "bid": "bid or pass",
    "pay": "pay for the card won or refuse",
    "pay_gold": "pay for the Gold card won or refuse",
    "discard": "discard cards for the Gold card won",
}


def not_your_turn(stage: str) -> str:
    """An action from a seat that is not asked anything now (refusals name no player: they are not name-filled)."""
    return f"It is not your turn: another player must {WAITING_FOR[stage]} now."


def wrong_move(move: object, expected: str) -> str:
    """The move type does not fit the decision at hand."""
    return f"“{move}” is not possible now: {expected}."


EXPECTED: dict[str, str] = {
    "allocate": "you must allocate the card you drew",
    "take": "you must take a card from the public space",
    "church": "you must play your Church card or decline",
    "bid": "you must bid or pass",
    "pay": "you must pay for the card or refuse",
    "pay_gold": "you must pay for the Gold card or refuse",
    "discard": "you must choose a card to discard",
}


GAME_OVER = "This game is over; no more moves can be made."


UNKNOWN_DESTINATION = "Choose where the card goes: “self”, “auction” or “public”."


def destination_full(destination: str, capacity: int) -> str:
    """Allocation to a destination that is already full this turn (§5.2)."""
    if destination == "self":
        return "You have already kept a card for yourself this gift turn."
    if destination == "auction":
        return "The auction pile has already received its card this gift turn."
    return f"The public space already holds its {plural(capacity, 'card')} this gift turn."


def not_in_public_space(card: object) -> str:
    """Take of a card that is not on offer."""
    return f"“{card}” is not in the public space."


UNKNOWN_DIE = "Name the dice by category code: PIG, MON, FOR, HOL or MAN."


def dice_count(needed: int) -> str:
    """Wrong number of dice for the Church card."""
    return "This card moves exactly one die." if needed == 1 else "This card moves exactly two different dice."


SAME_DIE_TWICE = "A two-dice card must move two different dice, never one die twice."


DICE_ORDER = "List the dice in display order: PIG, MON, FOR, HOL, MAN."


def wrong_direction(allowed: Sequence[int]) -> str:
    """Raise on a lowering card or the reverse."""
    if len(allowed) == 2:
        return "The change must be +1 or -1."
    return "This card only raises dice (+1)." if allowed[0] > 0 else "This card only lowers dice (-1)."


def die_out_of_range(category: Category, face: int, delta: int) -> str:
    """D10: a die cannot leave 1..6."""
    return f"{CATEGORY_NAMES[category]} is at {face} and cannot go {'higher' if delta > 0 else 'lower'}."


def bid_too_low(high_bid: int, unit: str) -> str:
    """P5: a bid must beat the high bid."""
    if high_bid == 0:
        return "A bid must be at least 1."
    return f"A bid must be more than the high bid of {units(high_bid, unit)}."


def bid_too_high(cap: int) -> str:
    """D19."""
    return f"Bids are capped at {cap}."


BID_NOT_NUMBER = "A bid is a whole number."


GOLD_NOT_LIST = "Name the Gold values you pay, e.g. [1, 2]."


def no_such_gold(value: object, have: int) -> str:
    """Payment with Gold cards the seat does not hold."""
    return f"You do not hold enough Gold {value} cards (you have {have})."


def short_of_gold(missing: int, due: int) -> str:
    """Payment below the bid (§6.4)."""
    return f"You need {missing} more gold to pay {due}."


def superfluous_gold(value: int, due: int) -> str:
    """D18: a card that is not needed to cover the bid."""
    return f"Gold {value} is not needed: the rest already covers {due}."


def hand_too_small(size: int, due: int) -> str:
    """§6.5: not enough cards to pay for a Gold card."""
    return f"You hold {plural(size, 'card')} but must discard {due}; you can only refuse."


def not_in_hand(card: object) -> str:
    """Discard of a card the seat does not hold."""
    return f"“{card}” is not in your hand."
