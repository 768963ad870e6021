"""Event lines, public and private (Biblios).

Players are named through ``seat_ref`` placeholders that the bot replaces with names.
"""

from collections.abc import Sequence
from functools import lru_cache

from engine.biblios.cards import CARD, Category
from engine.biblios.text.names import church_moves, label, labels, listed, units
from engine.core import seat_ref
from i18n import Text, _, n_
from i18n import listed as and_listed


@lru_cache(maxsize=4096)
def drew(seat: int, number: int, total: int) -> Text:
    """Public: the active seat drew its next card."""
    return _("{player} draws card {number} of {total}.", player=seat_ref(seat), number=number, total=total)


@lru_cache(maxsize=4096)
def you_drew(card_id: str, number: int, total: int) -> Text:
    """Private: what the active seat drew."""
    return _("You drew {card} (card {number} of {total}).", card=label(card_id), number=number, total=total)


@lru_cache(maxsize=4096)
def kept(seat: int, number: int, total: int) -> Text:
    """Public (H6): the card went to SELF."""
    return _("{player} kept card {number} of {total} face down.", player=seat_ref(seat), number=number, total=total)


@lru_cache(maxsize=4096)
def kept_church(seat: int, number: int, total: int, card_id: str) -> Text:
    """Public: a Church card kept is revealed and played at once (§5.2)."""
    return _(
        "{player} kept card {number} of {total}: {card}, played at once.",
        player=seat_ref(seat),
        number=number,
        total=total,
        card=label(card_id),
    )


@lru_cache(maxsize=4096)
def to_auction(seat: int, number: int, total: int) -> Text:
    """Public (H6): the card went to the auction pile."""
    return _(
        "{player} put card {number} of {total} on the auction pile.", player=seat_ref(seat), number=number, total=total
    )


@lru_cache(maxsize=4096)
def to_public(seat: int, number: int, total: int, card_id: str) -> Text:
    """Public (H6, H10): the card went to the public space."""
    return _(
        "{player} put card {number} of {total} in the public space: {card}.",
        player=seat_ref(seat),
        number=number,
        total=total,
        card=label(card_id),
    )


@lru_cache(maxsize=4096)
def kept_briefly(seat: int) -> Text:
    """Lasting record of :func:`kept`."""
    return _("{player} kept a card.", player=seat_ref(seat))


@lru_cache(maxsize=4096)
def to_auction_briefly(seat: int) -> Text:
    """Lasting record of :func:`to_auction`."""
    return _("{player} put a card on the auction pile.", player=seat_ref(seat))


@lru_cache(maxsize=4096)
def to_public_briefly(seat: int, card_id: str) -> Text:
    """Lasting record of :func:`to_public`."""
    return _("{player} put {card} in the public space.", player=seat_ref(seat), card=label(card_id))


@lru_cache(maxsize=4096)
def took_briefly(seat: int, card_id: str) -> Text:
    """Lasting record of :func:`took`."""
    return _("{player} took {card}.", player=seat_ref(seat), card=label(card_id))


@lru_cache(maxsize=4096)
def gift_chapter(seat: int, number: int, total: int) -> Text:
    """The title of a gift turn in the thread's history."""
    return _("Gift turn {number} of {total} ({player})", number=number, total=total, player=seat_ref(seat))


@lru_cache(maxsize=4096)
def auction_chapter(number: int, total: int, card_id: str) -> Text:
    """The title of an auctioned card in the thread's history."""
    return _("Auction {number} of {total}: {card}", number=number, total=total, card=label(card_id))


AUCTION_STARTS_CHAPTER = _("The Auction phase begins")
END_CHAPTER = _("The end of the game")


@lru_cache(maxsize=4096)
def joins_hand(card_id: str) -> Text:
    """Private: the SELF card joins the hand (§5.3)."""
    return _("{card} joins your hand.", card=label(card_id))


@lru_cache(maxsize=4096)
def took(seat: int, card_id: str) -> Text:
    """Public (H10): who took which public card."""
    return _("{player} takes {card} from the public space.", player=seat_ref(seat), card=label(card_id))


@lru_cache(maxsize=4096)
def gift_turn_begins(seat: int, number: int, total: int) -> Text:
    """Public: a new gift turn."""
    return _("Gift turn {number} of {total}: {player} allocates.", number=number, total=total, player=seat_ref(seat))


def church_played(seat: int, card_id: str, categories: Sequence[Category], delta: int, before: Sequence[int]) -> Text:
    """Public (H12): the chosen effect."""
    moves = church_moves(categories, delta, before)
    if delta > 0:
        return _("{player} plays {card}, raising {moves}.", player=seat_ref(seat), card=label(card_id), moves=moves)
    return _("{player} plays {card}, lowering {moves}.", player=seat_ref(seat), card=label(card_id), moves=moves)


@lru_cache(maxsize=4096)
def church_declined(seat: int, card_id: str, forced: bool) -> Text:
    """Public (H12): a Church card declined (or with no legal use)."""
    if forced:
        return _(
            "{player} declines to use {card} (no legal use); it is discarded.",
            player=seat_ref(seat),
            card=label(card_id),
        )
    return _("{player} declines to use {card}; it is discarded.", player=seat_ref(seat), card=label(card_id))


@lru_cache(maxsize=4096)
def auction_begins(cards: int) -> Text:
    """Public: the auction pile is shuffled (§6.1)."""
    return n_(
        "The Auction phase begins: the auction pile ({n} card) is shuffled.",
        "The Auction phase begins: the auction pile ({n} cards) is shuffled.",
        cards,
    )


@lru_cache(maxsize=4096)
def revealed(seat: int, number: int, total: int, card_id: str) -> Text:
    """Public: the top auction card is turned face up."""
    return _(
        "Auction {number} of {total}: {player} reveals {card}.",
        number=number,
        total=total,
        player=seat_ref(seat),
        card=label(card_id),
    )


@lru_cache(maxsize=4096)
def passed(seat: int) -> Text:
    """Public (H13)."""
    return _("{player} passes.", player=seat_ref(seat))


@lru_cache(maxsize=4096)
def bids(seat: int, amount: int, unit: str) -> Text:
    """Public (H13)."""
    return _("{player} bids {amount}.", player=seat_ref(seat), amount=units(amount, unit))


def wins_bidding(seat: int, card_id: str, amount: int, unit: str) -> Text:
    """Public (H13): the auction winner."""
    return _(
        "{player} wins {card} for {amount}.", player=seat_ref(seat), card=label(card_id), amount=units(amount, unit)
    )


@lru_cache(maxsize=4096)
def wins_bidding_briefly(seat: int, amount: int, unit: str) -> Text:
    """The auction winner as the auction's record tells it (its title names the card)."""
    return _("{player} wins it for {amount}.", player=seat_ref(seat), amount=units(amount, unit))


UNSOLD_BRIEFLY = _("Nobody bids: it is discarded face up.")
NOBODY_LEFT_BRIEFLY = _("No one may bid any more: it is discarded face up.")


def penalty_briefly(penalised: int, drawers: Sequence[int], bluff: bool) -> Text:
    """The penalty of a winner who did not pay, in one sentence for the auction's record (§6.6, §6.7)."""
    return _penalty_briefly(penalised, tuple(drawers), bluff)


@lru_cache(maxsize=4096)
def _penalty_briefly(penalised: int, drawers: tuple[int, ...], bluff: bool) -> Text:
    player = seat_ref(penalised)
    if bluff:
        return _("{player} loses a random card face down; it is auctioned again without {player}.", player=player)
    if len(drawers) > 1:
        takers = and_listed([seat_ref(drawer) for drawer in drawers])
        return _(
            "{takers} each take a random card from {player}'s hand; it is auctioned again without {player}.",
            takers=takers,
            player=player,
        )
    if drawers:
        return _(
            "{taker} takes a random card from {player}'s hand; it is auctioned again without {player}.",
            taker=seat_ref(drawers[0]),
            player=player,
        )
    return _("{player} has no card to lose; it is auctioned again without {player}.", player=player)


def paid_briefly(seat: int, gold: Sequence[str]) -> Text:
    """A payment as the auction's record tells it."""
    total = sum(CARD[card].value for card in gold)
    return _("{player} pays {gold} ({total} gold) and takes it.", player=seat_ref(seat), gold=labels(gold), total=total)


@lru_cache(maxsize=4096)
def discarded_for_gold_briefly(seat: int, amount: int) -> Text:
    """A Gold card paid in cards, as the auction's record tells it."""
    return n_(
        "{player} discards {n} card face down and takes it.",
        "{player} discards {n} cards face down and takes it.",
        amount,
        player=seat_ref(seat),
    )


def unsold(card_id: str) -> Text:
    """Public (H18): nobody bid."""
    return _("Nobody bids: {card} is discarded face up without effect.", card=label(card_id))


@lru_cache(maxsize=4096)
def nobody_left(card_id: str) -> Text:
    """Public (D14): every eligible bidder was penalised."""
    return _("No one may bid any more: {card} is discarded face up without effect.", card=label(card_id))


def paid(seat: int, gold: Sequence[str], card_id: str) -> Text:
    """Public (H14): the Gold cards paid are shown."""
    total = sum(CARD[card].value for card in gold)
    return _(
        "{player} pays {gold} ({total} gold) and takes {card}.",
        player=seat_ref(seat),
        gold=labels(gold),
        total=total,
        card=label(card_id),
    )


def you_discarded(card_ids: Sequence[str]) -> Text:
    """Private (H15)."""
    return _("You discard {cards} face down.", cards=listed(card_ids))


def discarded_for_gold(seat: int, amount: int, card_id: str) -> Text:
    """Public (H15): only the number of cards."""
    return n_(
        "{player} discards {n} card face down and takes {card}.",
        "{player} discards {n} cards face down and takes {card}.",
        amount,
        player=seat_ref(seat),
        card=label(card_id),
    )


@lru_cache(maxsize=4096)
def refuses(seat: int) -> Text:
    """Public: the winner does not pay, in the same words whether they could or not (the table does not know)."""
    return _("{player} does not pay.", player=seat_ref(seat))


@lru_cache(maxsize=4096)
def random_draw(drawer: int, penalised: int) -> Text:
    """Public (H16)."""
    return _("{taker} takes a random card from {player}'s hand.", taker=seat_ref(drawer), player=seat_ref(penalised))


@lru_cache(maxsize=4096)
def you_drew_from(card_id: str, penalised: int) -> Text:
    """Private to the drawer (H16)."""
    return _("You took {card} from {player}'s hand.", card=label(card_id), player=seat_ref(penalised))


@lru_cache(maxsize=4096)
def drawn_from_you(card_id: str, drawer: int) -> Text:
    """Private to the penalised seat (H16)."""
    return _("{player} took your {card}.", player=seat_ref(drawer), card=label(card_id))


@lru_cache(maxsize=4096)
def bluff_discard(picker: int, penalised: int) -> Text:
    """Public (H17)."""
    return _(
        "{picker} picks a random card from {player}'s hand; it is discarded face down.",
        picker=seat_ref(picker),
        player=seat_ref(penalised),
    )


@lru_cache(maxsize=4096)
def your_card_discarded(card_id: str) -> Text:
    """Private to the penalised seat (H17)."""
    return _("Your {card} was discarded face down.", card=label(card_id))


@lru_cache(maxsize=4096)
def empty_hand(penalised: int) -> Text:
    """Public: the penalty finds no card."""
    return _("{player} has no card left to lose.", player=seat_ref(penalised))


@lru_cache(maxsize=4096)
def excluded(penalised: int, card_id: str) -> Text:
    """Public (§6.6 step 2-3)."""
    return _(
        "{player} may not bid on {card} any more; it is auctioned again.",
        player=seat_ref(penalised),
        card=label(card_id),
    )


GAME_ENDED = _("The auction pile is empty: the game is over and all hands are revealed.")  # public (§8)
