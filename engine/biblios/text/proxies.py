"""Standing instructions: their labels, descriptions, endings and refusals (Biblios).

Everything here is shown to the seat that set the instruction only, never in the channel.
Endings may name players through ``seat_ref`` placeholders that the bot replaces with names;
refusals name no player.
"""

from engine.biblios.cards import CATEGORY_NAMES, Category
from engine.biblios.text.names import label, plural, units
from engine.core import seat_ref

# The kinds of card a seat may pass on, in display order, by the key an instruction stores.
CARD_KIND_NAMES: dict[str, str] = {
    **{str(category): CATEGORY_NAMES[category] for category in Category},
    "gold": "Gold",
    "church": "Church",
}
CARD_KIND_CHOICES: tuple[str, ...] = tuple(f"{name} cards" for name in CARD_KIND_NAMES.values())

PASS_KIND_LABEL = "Pass on every card of one kind"
PASS_ALL_LABEL = "Pass on every card still to be auctioned"
DESCRIBE_PASS_ALL = "Pass on every card still to be auctioned"


def bid_up_to_label(card_id: str) -> str:
    """The offer of a bid limit on the card under auction."""
    return f"Bid up to a limit on {label(card_id)}"


def bid_up_to_amount(unit: str) -> str:
    """What the number of a bid limit is."""
    return f"the most you will bid ({'gold' if unit == 'gold' else 'cards'})"


def describe_bid_up_to(amount: int, unit: str, card_id: str) -> str:
    """A bid limit in the seat's list, e.g. "Bid up to 4 gold on Monks 2 (A)"."""
    return f"Bid up to {units(amount, unit)} on {label(card_id)}"


def describe_pass_kind(kind: str) -> str:
    """An instruction to pass on a kind of card, e.g. "Pass on every Monks card"."""
    return f"Pass on every {CARD_KIND_NAMES[kind]} card"


UNKNOWN_DESCRIBED = "An instruction the game no longer knows"
UNKNOWN_INSTRUCTION = "Your instruction is no longer known to the game, so it was cancelled."


# --- Endings (private to the instruction's seat) ---------------------------------------------------


def bid_up_to_ended(amount: int, unit: str, card_id: str, why: str) -> str:
    """A bid limit that no longer holds, and why."""
    return f"Your bid up to {units(amount, unit)} on {label(card_id)} ended: {why}."


def limit_reached(high_bid: int, limit: int, unit: str) -> str:
    """The bid reached or passed the limit, so the instruction passed."""
    if high_bid == limit:
        return f"the bid reached your limit of {units(limit, unit)}, so you passed"
    return f"the bid of {units(high_bid, unit)} passed your limit, so you passed"


YOU_PASSED = "you passed on it"


def won_bidding(winner: int, seat: int, high_bid: int, unit: str) -> str:
    """The bidding on the card ended with a winner."""
    who = "you" if winner == seat else seat_ref(winner)
    return f"{who} won the bidding at {units(high_bid, unit)}"


def auctioned_again(penalised: int, seat: int) -> str:
    """The winner did not pay: the card is auctioned afresh, a new situation (§6.6)."""
    if penalised == seat:
        return "you did not pay, so it is auctioned again without you"
    return f"{seat_ref(penalised)} did not pay, so it is auctioned again"


def went_to(buyer: int, seat: int) -> str:
    """The card was bought."""
    return "you bought it" if buyer == seat else f"it went to {seat_ref(buyer)}"


DISCARDED_UNSOLD = "nobody bought it, so it was discarded"
BIDDING_OVER = "the bidding on it is over"


def pass_ended(described: str) -> str:
    """An instruction to pass that ends with the Auction phase."""
    return f"Your instruction “{described}” ended: the Auction phase is over."


# --- Refusals (``IllegalAction`` texts) ------------------------------------------------------------


def unknown_instruction(key: object) -> str:
    """A kind of instruction Biblios does not have."""
    return f"“{key}” is not a standing instruction of Biblios: choose bid up to, pass on a kind, or pass on all."


NO_NUMBER_TAKEN = "That instruction takes no number."
NO_CHOICE_TAKEN = "That instruction takes no choice of card kind."
NOT_BIDDING = "You can set a bid limit only while a card is being auctioned."
AUCTION_OVER = "The Auction phase is over: there is nothing left to pass on."


CHOOSE_KIND = f"Choose a kind of card: {', '.join(CARD_KIND_CHOICES)}."


def already_passed(card_id: str) -> str:
    """A bid limit on a card the seat has passed on."""
    return f"You already passed on {label(card_id)}."


def shut_out(card_id: str) -> str:
    """A bid limit on a card the seat was penalised for (§6.6)."""
    return f"You may not bid on {label(card_id)} any more: you did not pay for it."


def limit_missing(unit: str) -> str:
    """A bid limit without a whole number."""
    return f"Say the most you will bid, as a whole number of {'gold' if unit == 'gold' else 'cards'}."


def nothing_to_bid(unit: str) -> str:
    """A bid limit from a seat with nothing to pay with."""
    if unit == "gold":
        return "You hold no gold, so you cannot set a bid limit."
    return "Your hand is empty: a bid on a Gold card counts cards, so you cannot set a bid limit."


def cannot_outbid(most: int, high_bid: int, unit: str) -> str:
    """A bid limit from a seat that cannot pay more than the bid already is."""
    held = f"{most} gold" if unit == "gold" else plural(most, "card")
    return f"You hold {held}, so you cannot set a bid limit above the bid of {units(high_bid, unit)}."


def limit_above_holding(most: int, unit: str) -> str:
    """A bid limit above what the seat can pay (gold, or hand size for a Gold card)."""
    held = f"{most} gold" if unit == "gold" else plural(most, "card")
    return f"You hold {held}: bid up to at most {most}."


def limit_not_above_bid(high_bid: int, unit: str) -> str:
    """A bid limit that the bid has already reached."""
    if high_bid == 0:
        return f"Bid up to at least {units(1, unit)}."
    return f"The bid is already {units(high_bid, unit)}: bid up to more than that."
