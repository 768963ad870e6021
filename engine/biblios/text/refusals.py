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
    "pay_gold": "you must discard cards for the Gold card or refuse",
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


def bid_too_low(high_bid: int, unit: str, cap: int) -> str:
    """P5: a bid must beat the high bid; names the legal range."""
    if high_bid == 0:
        return f"A bid must be at least 1: bid {bid_range(1, cap, unit)}, or pass."
    return f"A bid must be more than the high bid of {units(high_bid, unit)}: bid {bid_range(high_bid + 1, cap, unit)}."


def bid_too_high(low: int, cap: int, unit: str) -> str:
    """D19: names the legal range."""
    return f"Bids are capped at {cap}: bid {bid_range(low, cap, unit)}, or pass."


BID_NOT_NUMBER = "A bid is a whole number."


def bid_range(low: int, cap: int, unit: str) -> str:
    """The legal bids, e.g. "from 5 to 99 gold" or "99 cards"."""
    if low >= cap:
        return units(cap, unit)
    return f"from {low} to {units(cap, unit)}"


def bid_hint(low: int, cap: int, unit: str) -> str:
    """What the typed bid of P5 may be."""
    return f"Type a whole number: bid {bid_range(low, cap, unit)}."


DISCARD_NOT_LIST = 'Name the cards you discard as a list of card ids, e.g. ["b3", "g1"].'
DISCARD_TWICE = "Each card can be discarded only once."


def discard_count(chosen: int, due: int) -> str:
    """§6.5: exactly as many cards as the bid."""
    return f"You chose {plural(chosen, 'card')} but must discard exactly {due}."


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
