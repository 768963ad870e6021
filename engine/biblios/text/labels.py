"""Option labels (Biblios).

Players are named through ``seat_ref`` placeholders that the bot replaces with names.
"""

from collections.abc import Sequence

from engine.biblios.cards import Category
from engine.biblios.text.names import LABELS, church_moves, listed, plural, units
from engine.core.words import fit

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


REFUSE_LABEL = "Do not pay (penalty)"


BUTTON_LABEL = 80  # characters of a button's label (Discord)


def discard_label(cards: Sequence[str], hand_size: int) -> str:
    """Option label of P7's ready-made discard: the whole hand, or the first cards of the hand (named if they fit)."""
    if len(cards) == hand_size:
        return f"Discard your whole hand ({plural(len(cards), 'card')})"
    named = f"Discard {listed(cards)}"
    return named if len(named) <= BUTTON_LABEL else f"Discard the first {plural(len(cards), 'card')} of your hand"


def discard_description(cards: Sequence[str], label: str) -> str:
    """What a ready-made discard gives up, when its label does not name the cards: as many as fit, the rest counted."""
    return "" if label.startswith(f"Discard {LABELS[cards[0]]}") else fit(f"Cards: {listed(cards)}.", 100)


OTHER_AMOUNT_LABEL = "Other amount…"


def bid_question(unit: str) -> str:
    """The text box of P5's typed bid."""
    return "Your bid (gold)" if unit == "gold" else "Your bid (cards to discard)"


def discard_choice_label(amount: int) -> str:
    """Placeholder of P7's card picker."""
    return f"Choose {plural(amount, 'card')} to discard face down"
