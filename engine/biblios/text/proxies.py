"""Standing instructions: their labels, descriptions, endings and refusals (Biblios).

Everything here is shown to the seat that set the instruction only, never in the channel.
Endings may name players through ``seat_ref`` placeholders that the bot replaces with names;
refusals name no player.
"""

from engine.biblios.cards import CATEGORY_NAMES, Category
from engine.biblios.text.names import commas, label, units
from engine.core import seat_ref
from i18n import Text, _

# The kinds of card a seat may pass on, in display order, by the key an instruction stores.
CARD_KIND_NAMES: dict[str, Text] = {
    **{str(category): CATEGORY_NAMES[category] for category in Category},
    "gold": _("Gold"),
    "church": _("Church"),
}
CARD_KIND_CHOICES: tuple[Text, ...] = tuple(_("{kind} cards", kind=name) for name in CARD_KIND_NAMES.values())

PASS_KIND_LABEL = _("Pass on every card of one kind")
PASS_ALL_LABEL = _("Pass on every card still to be auctioned")
DESCRIBE_PASS_ALL = PASS_ALL_LABEL


def bid_up_to_label(card_id: str) -> Text:
    """The offer of a bid limit on the card under auction."""
    return _("Bid up to a limit on {card}", card=label(card_id))


def bid_up_to_amount(unit: str) -> Text:
    """What the number of a bid limit is."""
    return _("the most you will bid (gold)") if unit == "gold" else _("the most you will bid (cards)")


def describe_bid_up_to(amount: int, unit: str, card_id: str) -> Text:
    """A bid limit in the seat's list, e.g. "Bid up to 4 gold on Monks 2 (A)"."""
    return _("Bid up to {amount} on {card}", amount=units(amount, unit), card=label(card_id))


def describe_pass_kind(kind: str) -> Text:
    """An instruction to pass on a kind of card, e.g. "Pass on every Monks card"."""
    return _("Pass on every {kind} card", kind=CARD_KIND_NAMES[kind])


UNKNOWN_DESCRIBED = _("An instruction the game no longer knows")
UNKNOWN_INSTRUCTION = _("Your instruction is no longer known to the game, so it was cancelled.")


# --- Endings (private to the instruction's seat) ---------------------------------------------------


def bid_up_to_ended(amount: int, unit: str, card_id: str, why: str) -> Text:
    """A bid limit that no longer holds, and why."""
    return _(
        "Your bid up to {amount} on {card} ended: {why}.", amount=units(amount, unit), card=label(card_id), why=why
    )


def limit_reached(high_bid: int, limit: int, unit: str) -> Text:
    """The bid reached or passed the limit, so the instruction passed."""
    if high_bid == limit:
        return _("the bid reached your limit of {limit}, so you passed", limit=units(limit, unit))
    return _("the bid of {amount} passed your limit, so you passed", amount=units(high_bid, unit))


YOU_PASSED = _("you passed on it")


def won_bidding(winner: int, seat: int, high_bid: int, unit: str) -> Text:
    """The bidding on the card ended with a winner."""
    if winner == seat:
        return _("you won the bidding at {amount}", amount=units(high_bid, unit))
    return _("{player} won the bidding at {amount}", player=seat_ref(winner), amount=units(high_bid, unit))


def auctioned_again(penalised: int, seat: int) -> Text:
    """The winner did not pay: the card is auctioned afresh, a new situation (§6.6)."""
    if penalised == seat:
        return _("you did not pay, so it is auctioned again without you")
    return _("{player} did not pay, so it is auctioned again", player=seat_ref(penalised))


def went_to(buyer: int, seat: int) -> Text:
    """The card was bought."""
    return _("you bought it") if buyer == seat else _("it went to {player}", player=seat_ref(buyer))


DISCARDED_UNSOLD = _("nobody bought it, so it was discarded")
BIDDING_OVER = _("the bidding on it is over")


def pass_ended(described: str) -> Text:
    """An instruction to pass that ends with the Auction phase."""
    return _("Your instruction “{instruction}” ended: the Auction phase is over.", instruction=described)


# --- Refusals (``IllegalAction`` texts) ------------------------------------------------------------


def unknown_instruction(key: object) -> Text:
    """A kind of instruction Biblios does not have."""
    return _(
        "“{key}” is not a standing instruction of Biblios: choose bid up to, pass on a kind, or pass on all.",
        key=str(key),
    )


NO_NUMBER_TAKEN = _("That instruction takes no number.")
NO_CHOICE_TAKEN = _("That instruction takes no choice of card kind.")
NOT_BIDDING = _("You can set a bid limit only while a card is being auctioned.")
AUCTION_OVER = _("The Auction phase is over: there is nothing left to pass on.")


CHOOSE_KIND = _("Choose a kind of card: {kinds}.", kinds=commas(CARD_KIND_CHOICES))


def already_passed(card_id: str) -> Text:
    """A bid limit on a card the seat has passed on."""
    return _("You already passed on {card}.", card=label(card_id))


def shut_out(card_id: str) -> Text:
    """A bid limit on a card the seat was penalised for (§6.6)."""
    return _("You may not bid on {card} any more: you did not pay for it.", card=label(card_id))


def limit_missing(unit: str) -> Text:
    """A bid limit without a whole number."""
    if unit == "gold":
        return _("Say the most you will bid, as a whole number of gold.")
    return _("Say the most you will bid, as a whole number of cards.")


def nothing_to_bid(unit: str) -> Text:
    """A bid limit from a seat with nothing to pay with."""
    if unit == "gold":
        return _("You hold no gold, so you cannot set a bid limit.")
    return _("Your hand is empty: a bid on a Gold card counts cards, so you cannot set a bid limit.")


def cannot_outbid(most: int, high_bid: int, unit: str) -> Text:
    """A bid limit from a seat that cannot pay more than the bid already is."""
    return _(
        "You hold {held}, so you cannot set a bid limit above the bid of {amount}.",
        held=units(most, unit),
        amount=units(high_bid, unit),
    )


def limit_above_holding(most: int, unit: str) -> Text:
    """A bid limit above what the seat can pay (gold, or hand size for a Gold card)."""
    return _("You hold {held}: bid up to at most {most}.", held=units(most, unit), most=most)


def limit_not_above_bid(high_bid: int, unit: str) -> Text:
    """A bid limit that the bid has already reached."""
    if high_bid == 0:
        return _("Bid up to at least {amount}.", amount=units(1, unit))
    return _("The bid is already {amount}: bid up to more than that.", amount=units(high_bid, unit))
