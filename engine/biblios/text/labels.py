"""Option labels (Biblios).

Players are named through ``seat_ref`` placeholders that the bot replaces with names.
"""

from collections.abc import Sequence
from functools import lru_cache

from engine.biblios.cards import Category
from engine.biblios.text.names import LABELS, card_commas, church_moves, gold_name, listed, plus, units
from i18n import Text, _, longest, n_

DESTINATION_LABELS: dict[str, Text] = {
    "self": _("Keep it (face down)"),
    "auction": _("Auction pile (face down)"),
    "public": _("Public space (face up)"),
}


def church_use_label(categories: Sequence[Category], delta: int, dice: Sequence[int]) -> Text:
    """Option label of a Church application, e.g. "Raise Monks 3→4"."""
    return _church_use_label(church_moves(categories, delta, dice), delta)


@lru_cache(maxsize=1024)
def _church_use_label(moves: Text, delta: int) -> Text:
    return _("Raise {moves}", moves=moves) if delta > 0 else _("Lower {moves}", moves=moves)


DECLINE_LABEL = _("Decline (no effect)")


PASS_LABEL = _("Pass")


def bid_label(amount: int, unit: str) -> Text:
    """Option label of a bid."""
    return _("Bid {amount}", amount=units(amount, unit))


def pay_label(values: Sequence[int]) -> Text:
    """Option label of a payment."""
    return _("Pay {gold} ({total})", gold=plus([gold_name(value) for value in values]), total=sum(values))


REFUSE_LABEL = _("Do not pay (penalty)")


BUTTON_LABEL = 80  # characters of a button's label (Discord)
DESCRIPTION = 100  # characters of an option's description (Discord)


def discard_label(cards: Sequence[str], hand_size: int) -> Text:
    """Option label of P7's ready-made discard: the whole hand, or the first cards of the hand (named if they fit)."""
    if len(cards) == hand_size:
        return n_("Discard your whole hand ({n} card)", "Discard your whole hand ({n} cards)", len(cards))
    named = _("Discard {cards}", cards=listed(cards))
    if len(named) <= BUTTON_LABEL:
        return named
    return n_("Discard the first {n} card of your hand", "Discard the first {n} cards of your hand", len(cards))


def discard_description(cards: Sequence[str], label: str) -> str:
    """What a ready-made discard gives up, when its label does not name the cards: as many as fit, the rest counted.

    The cards are named in hand order, all of them if they fit in a description in every language
    the bot speaks, else the first ones that fit with "… and N more" (N cards left out).
    """
    if label.startswith(f"Discard {LABELS[cards[0]]}"):
        return ""
    whole = _("Cards: {cards}.", cards=listed(cards))
    if longest(whole) <= DESCRIPTION:
        return whole
    kept = len(cards) - 1
    while kept > 1 and longest(_cards_and_more(card_commas(tuple(cards[:kept])), len(cards) - kept)) > DESCRIPTION:
        kept -= 1
    return _cards_and_more(card_commas(tuple(cards[:kept])), len(cards) - kept)


def _cards_and_more(cards: str, left: int) -> Text:
    return n_("Cards: {cards} … and {n} more", "Cards: {cards} … and {n} more", left, cards=cards)


OTHER_AMOUNT_LABEL = _("Other amount…")


def bid_question(unit: str) -> Text:
    """The text box of P5's typed bid."""
    return _("Your bid (gold)") if unit == "gold" else _("Your bid (cards to discard)")


def discard_choice_label(amount: int) -> Text:
    """Placeholder of P7's card picker."""
    return n_("Choose {n} card to discard face down", "Choose {n} cards to discard face down", amount)
