"""Option labels (Biblios).

Players are named through ``seat_ref`` placeholders that the bot replaces with names.
"""

from collections.abc import Sequence

from engine.biblios.cards import Category
from engine.biblios.text.names import church_moves, plural, units

DESTINATION_LABELS: dict[str, str] = {
    "self": "Keep it (face down)",
    "auction": "Auction pile (face down)",
    "public": "Public space (face up)",
}


def church_use_label(categories: Sequence[Category], delta: int, dice: Sequence[int]) -> str:
    """Option label of a Church application, e.g. "Raise Monks 3→4"."""
    return f"{'Raise' if delta > 0 else 'Lower'} {church_moves(categories, delta, dice)}"


DECLINE_LABEL = "Decline (no effect)"


PASS_LABEL = "Pass"


def bid_label(amount: int, unit: str) -> str:
    """Option label of a bid."""
    return f"Bid {units(amount, unit)}"


def pay_label(values: Sequence[int]) -> str:
    """Option label of a payment."""
    return f"Pay {' + '.join(f'Gold {value}' for value in values)} ({sum(values)})"


REFUSE_LABEL = "Refuse to pay (penalty)"


def pay_cards_label(amount: int) -> str:
    """Option label: pay for a Gold card."""
    return f"Discard {plural(amount, 'card')}"
