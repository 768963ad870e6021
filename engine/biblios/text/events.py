"""Event lines, public and private (Biblios).

Players are named through ``seat_ref`` placeholders that the bot replaces with names.
"""

from collections.abc import Sequence

from engine.biblios.cards import CARD, Category
from engine.biblios.text.names import church_moves, label, labels, listed, plural, units
from engine.core import seat_ref
from engine.core.words import listed as and_listed


def drew(seat: int, number: int, total: int) -> str:
    """Public: the active seat drew its next card."""
    return f"{seat_ref(seat)} draws card {number} of {total}."


def you_drew(card_id: str, number: int, total: int) -> str:
    """Private: what the active seat drew."""
    return f"You drew {label(card_id)} (card {number} of {total})."


def kept(seat: int, number: int, total: int) -> str:
    """Public (H6): the card went to SELF."""
    return f"{seat_ref(seat)} kept card {number} of {total} face down."


def kept_church(seat: int, number: int, total: int, card_id: str) -> str:
    """Public: a Church card kept is revealed and played at once (§5.2)."""
    return f"{seat_ref(seat)} kept card {number} of {total}: {label(card_id)}, played at once."


def to_auction(seat: int, number: int, total: int) -> str:
    """Public (H6): the card went to the auction pile."""
    return f"{seat_ref(seat)} put card {number} of {total} on the auction pile."


def to_public(seat: int, number: int, total: int, card_id: str) -> str:
    """Public (H6, H10): the card went to the public space."""
    return f"{seat_ref(seat)} put card {number} of {total} in the public space: {label(card_id)}."


def kept_briefly(seat: int) -> str:
    """Lasting record of :func:`kept`."""
    return f"{seat_ref(seat)} kept a card."


def to_auction_briefly(seat: int) -> str:
    """Lasting record of :func:`to_auction`."""
    return f"{seat_ref(seat)} put a card on the auction pile."


def to_public_briefly(seat: int, card_id: str) -> str:
    """Lasting record of :func:`to_public`."""
    return f"{seat_ref(seat)} put {label(card_id)} in the public space."


def took_briefly(seat: int, card_id: str) -> str:
    """Lasting record of :func:`took`."""
    return f"{seat_ref(seat)} took {label(card_id)}."


def gift_chapter(seat: int, number: int, total: int) -> str:
    """The title of a gift turn in the thread's history."""
    return f"Gift turn {number} of {total} ({seat_ref(seat)})"


def auction_chapter(number: int, total: int, card_id: str) -> str:
    """The title of an auctioned card in the thread's history."""
    return f"Auction {number} of {total}: {label(card_id)}"


AUCTION_STARTS_CHAPTER = "The Auction phase begins"
END_CHAPTER = "The end of the game"


def joins_hand(card_id: str) -> str:
    """Private: the SELF card joins the hand (§5.3)."""
    return f"{label(card_id)} joins your hand."


def took(seat: int, card_id: str) -> str:
    """Public (H10): who took which public card."""
    return f"{seat_ref(seat)} takes {label(card_id)} from the public space."


def gift_turn_begins(seat: int, number: int, total: int) -> str:
    """Public: a new gift turn."""
    return f"Gift turn {number} of {total}: {seat_ref(seat)} allocates."


def church_played(seat: int, card_id: str, categories: Sequence[Category], delta: int, before: Sequence[int]) -> str:
    """Public (H12): the chosen effect."""
    verb = "raising" if delta > 0 else "lowering"
    return f"{seat_ref(seat)} plays {label(card_id)}, {verb} {church_moves(categories, delta, before)}."


def church_declined(seat: int, card_id: str, forced: bool) -> str:
    """Public (H12): a Church card declined (or with no legal use)."""
    reason = " (no legal use)" if forced else ""
    return f"{seat_ref(seat)} declines to use {label(card_id)}{reason}; it is discarded."


def auction_begins(cards: int) -> str:
    """Public: the auction pile is shuffled (§6.1)."""
    return f"The Auction phase begins: the auction pile ({plural(cards, 'card')}) is shuffled."


def revealed(seat: int, number: int, total: int, card_id: str) -> str:
    """Public: the top auction card is turned face up."""
    return f"Auction {number} of {total}: {seat_ref(seat)} reveals {label(card_id)}."


def passed(seat: int) -> str:
    """Public (H13)."""
    return f"{seat_ref(seat)} passes."


def bids(seat: int, amount: int, unit: str) -> str:
    """Public (H13)."""
    return f"{seat_ref(seat)} bids {units(amount, unit)}."


def wins_bidding(seat: int, card_id: str, amount: int, unit: str) -> str:
    """Public (H13): the auction winner."""
    return f"{seat_ref(seat)} wins {label(card_id)} for {units(amount, unit)}."


def wins_bidding_briefly(seat: int, amount: int, unit: str) -> str:
    """The auction winner as the auction's record tells it (its title names the card)."""
    return f"{seat_ref(seat)} wins it for {units(amount, unit)}."


UNSOLD_BRIEFLY = "Nobody bids: it is discarded face up."
NOBODY_LEFT_BRIEFLY = "No one may bid any more: it is discarded face up."


def penalty_briefly(penalised: int, drawers: Sequence[int], bluff: bool) -> str:
    """The penalty of a winner who did not pay, in one sentence for the auction's record (§6.6, §6.7)."""
    if bluff:
        lost = f"{seat_ref(penalised)} loses a random card face down"
    elif drawers:
        takers = and_listed([seat_ref(drawer) for drawer in drawers])
        lost = (
            f"{takers} {'each take' if len(drawers) > 1 else 'takes'} a random card from {seat_ref(penalised)}'s hand"
        )
    else:
        lost = f"{seat_ref(penalised)} has no card to lose"
    return f"{lost}; it is auctioned again without {seat_ref(penalised)}."


def paid_briefly(seat: int, gold: Sequence[str]) -> str:
    """A payment as the auction's record tells it."""
    total = sum(CARD[card].value for card in gold)
    return f"{seat_ref(seat)} pays {labels(gold)} ({total} gold) and takes it."


def discarded_for_gold_briefly(seat: int, amount: int) -> str:
    """A Gold card paid in cards, as the auction's record tells it."""
    return f"{seat_ref(seat)} discards {plural(amount, 'card')} face down and takes it."


def unsold(card_id: str) -> str:
    """Public (H18): nobody bid."""
    return f"Nobody bids: {label(card_id)} is discarded face up without effect."


def nobody_left(card_id: str) -> str:
    """Public (D14): every eligible bidder was penalised."""
    return f"No one may bid any more: {label(card_id)} is discarded face up without effect."


def paid(seat: int, gold: Sequence[str], card_id: str) -> str:
    """Public (H14): the Gold cards paid are shown."""
    total = sum(CARD[card].value for card in gold)
    return f"{seat_ref(seat)} pays {labels(gold)} ({total} gold) and takes {label(card_id)}."


def you_discarded(card_ids: Sequence[str]) -> str:
    """Private (H15)."""
    return f"You discard {listed(card_ids)} face down."


def discarded_for_gold(seat: int, amount: int, card_id: str) -> str:
    """Public (H15): only the number of cards."""
    return f"{seat_ref(seat)} discards {plural(amount, 'card')} face down and takes {label(card_id)}."


def refuses(seat: int) -> str:
    """Public: the winner does not pay, in the same words whether they could or not (the table does not know)."""
    return f"{seat_ref(seat)} does not pay."


def random_draw(drawer: int, penalised: int) -> str:
    """Public (H16)."""
    return f"{seat_ref(drawer)} takes a random card from {seat_ref(penalised)}'s hand."


def you_drew_from(card_id: str, penalised: int) -> str:
    """Private to the drawer (H16)."""
    return f"You took {label(card_id)} from {seat_ref(penalised)}'s hand."


def drawn_from_you(card_id: str, drawer: int) -> str:
    """Private to the penalised seat (H16)."""
    return f"{seat_ref(drawer)} took your {label(card_id)}."


def bluff_discard(picker: int, penalised: int) -> str:
    """Public (H17)."""
    return f"{seat_ref(picker)} picks a random card from {seat_ref(penalised)}'s hand; it is discarded face down."


def your_card_discarded(card_id: str) -> str:
    """Private to the penalised seat (H17)."""
    return f"Your {label(card_id)} was discarded face down."


def empty_hand(penalised: int) -> str:
    """Public: the penalty finds no card."""
    return f"{seat_ref(penalised)} has no card left to lose."


def excluded(penalised: int, card_id: str) -> str:
    """Public (§6.6 step 2-3)."""
    return f"{seat_ref(penalised)} may not bid on {label(card_id)} any more; it is auctioned again."


GAME_ENDED = "The auction pile is empty: the game is over and all hands are revealed."  # public (§8)
