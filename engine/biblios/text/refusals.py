"""Refusals: the ``IllegalAction`` texts (Biblios). They name no player: they are not name-filled."""

from collections.abc import Sequence

from engine.biblios.cards import CATEGORY_NAMES, Category
from engine.biblios.text.names import LABELS, commas, units
from engine.core import rules
from i18n import Text, _, listed, n_

CATEGORY_CODES: tuple[str, ...] = tuple(str(category) for category in Category)  # the API's names of the dice

NOT_YOUR_TURN: dict[str, Text] = {
    "allocate": _("It is not your turn: another player must allocate a card now."),
    "take": _("It is not your turn: another player must take a card from the public space now."),
    "church": _("It is not your turn: another player must play a Church card now."),
    "bid": _("It is not your turn: another player must bid or pass now."),
    "pay": _("It is not your turn: another player must pay for the card won or refuse now."),
    "pay_gold": _("It is not your turn: another player must pay for the Gold card won or refuse now."),
}


def not_your_turn(stage: str) -> Text:
    """An action from a seat that is not asked anything now (refusals name no player: they are not name-filled)."""
    return NOT_YOUR_TURN[stage]


def wrong_move(move: object, expected: str) -> Text:
    """The move type does not fit the decision at hand."""
    return _("“{move}” is not possible now: {expected}.", move=str(move), expected=expected)


EXPECTED: dict[str, Text] = {
    "allocate": _("you must allocate the card you drew"),
    "take": _("you must take a card from the public space"),
    "church": _("you must play your Church card or decline"),
    "bid": _("you must bid or pass"),
    "pay": _("you must pay for the card or refuse"),
    "pay_gold": _("you must discard cards for the Gold card or refuse"),
}


GAME_OVER = rules.GAME_OVER


UNKNOWN_DESTINATION = _(
    "Choose where the card goes: {choices}.", choices=listed(["“self”", "“auction”", "“public”"], "or")
)


def destination_full(destination: str, capacity: int) -> Text:
    """Allocation to a destination that is already full this turn (§5.2)."""
    if destination == "self":
        return _("You have already kept a card for yourself this gift turn.")
    if destination == "auction":
        return _("The auction pile has already received its card this gift turn.")
    return n_(
        "The public space already holds its {n} card this gift turn.",
        "The public space already holds its {n} cards this gift turn.",
        capacity,
    )


def not_in_public_space(card: object, offered: Sequence[str]) -> Text:
    """Take of a card that is not on offer (or of no card): the cards that are, by name (the space is public)."""
    cards = listed([LABELS[card] for card in offered], "or")
    if not isinstance(card, str) or not card:
        return _("Name the card you take from the public space: {cards}.", cards=cards)
    if card in LABELS:
        return _("{card} is not in the public space: take {cards}.", card=LABELS[card], cards=cards)
    return _("“{card}” is not a card in the public space: take {cards}.", card=card[:40], cards=cards)


UNKNOWN_DIE = _("Name the dice by category code: {codes}.", codes=listed(CATEGORY_CODES, "or"))


def dice_count(needed: int) -> Text:
    """Wrong number of dice for the Church card."""
    if needed == 1:
        return _("This card moves exactly one die.")
    return _("This card moves exactly two different dice.")


SAME_DIE_TWICE = _("A two-dice card must move two different dice, never one die twice.")


DICE_ORDER = _("List the dice in display order: {codes}.", codes=commas(CATEGORY_CODES))


def wrong_direction(allowed: Sequence[int]) -> Text:
    """Raise on a lowering card or the reverse."""
    if len(allowed) == 2:
        return _("The change must be +1 or -1.")
    return _("This card only raises dice (+1).") if allowed[0] > 0 else _("This card only lowers dice (-1).")


def die_out_of_range(category: Category, face: int, delta: int) -> Text:
    """D10: a die cannot leave 1..6."""
    name = CATEGORY_NAMES[category]
    if delta > 0:
        return _("{category} is at {face} and cannot go higher.", category=name, face=face)
    return _("{category} is at {face} and cannot go lower.", category=name, face=face)


def bid_too_low(high_bid: int, unit: str, cap: int) -> Text:
    """P5: a bid must beat the high bid; names the legal range."""
    if high_bid == 0:
        return _("A bid must be at least 1: bid {bids}, or pass.", bids=bid_range(1, cap, unit))
    return _(
        "A bid must be more than the high bid of {amount}: bid {bids}.",
        amount=units(high_bid, unit),
        bids=bid_range(high_bid + 1, cap, unit),
    )


def bid_too_high(low: int, cap: int, unit: str) -> Text:
    """D19: names the legal range."""
    return _("Bids are capped at {cap}: bid {bids}, or pass.", cap=cap, bids=bid_range(low, cap, unit))


BID_NOT_NUMBER = _("A bid is a whole number.")


def bid_range(low: int, cap: int, unit: str) -> Text:
    """The legal bids, e.g. "from 5 to 99 gold" or "99 cards"."""
    if low >= cap:
        return units(cap, unit)
    return _("from {low} to {top}", low=low, top=units(cap, unit))


def bid_hint(low: int, cap: int, unit: str) -> Text:
    """What the typed bid of P5 may be."""
    return _("Type a whole number: bid {bids}.", bids=bid_range(low, cap, unit))


DISCARD_NOT_LIST = _("Name the cards you discard as a list of card ids, e.g. {example}.", example='["b3", "g1"]')
DISCARD_TWICE = _("Each card can be discarded only once.")


def discard_count(chosen: int, due: int) -> Text:
    """§6.5: exactly as many cards as the bid."""
    return n_(
        "You chose {n} card but must discard exactly {due}.",
        "You chose {n} cards but must discard exactly {due}.",
        chosen,
        due=due,
    )


GOLD_NOT_LIST = _("Name the Gold values you pay, e.g. {example}.", example="[1, 2]")


def no_such_gold(value: object, have: int) -> Text:
    """Payment with Gold cards the seat does not hold."""
    return _("You do not hold enough Gold {value} cards (you have {have}).", value=value, have=have)


def short_of_gold(missing: int, due: int) -> Text:
    """Payment below the bid (§6.4)."""
    return _("You need {missing} more gold to pay {due}.", missing=missing, due=due)


def superfluous_gold(value: int, due: int) -> Text:
    """D18: a card that is not needed to cover the bid."""
    return _("Gold {value} is not needed: the rest already covers {due}.", value=value, due=due)


def hand_too_small(size: int, due: int) -> Text:
    """§6.5: not enough cards to pay for a Gold card."""
    return n_(
        "You hold {n} card but must discard {due}; you can only refuse.",
        "You hold {n} cards but must discard {due}; you can only refuse.",
        size,
        due=due,
    )


def not_in_hand(card: object) -> Text:
    """Discard of a card the seat does not hold."""
    return _("“{card}” is not in your hand.", card=str(card))
