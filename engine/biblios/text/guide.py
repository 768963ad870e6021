"""The "what can I do?" words (Biblios): the phase, the seat's own holdings, its choices and why not others.

Shown to the seat alone, so they may tell its own hand; they never tell another seat's. Players are
named through ``seat_ref`` placeholders that the bot replaces with names.
"""

from engine.biblios.text.names import label, listed, units
from engine.core import seat_ref
from i18n import Text, _, n_
from i18n import listed as words_listed

OVER = _("The game is over.")


def gift_phase(turn: int, total: int, active: int, others: int) -> Text:
    """The Gift phase as the whole table plays it (§5): who allocates, what goes where."""
    if others == 1:
        return _(
            "Gift phase, turn {turn} of {total}: {player} draws cards one by one and places each: exactly one kept "
            "face down, one on the auction pile and one face up in the public space, which the other player then "
            "takes.",
            turn=turn,
            total=total,
            player=seat_ref(active),
        )
    return _(
        "Gift phase, turn {turn} of {total}: {player} draws cards one by one and places each: exactly one kept face "
        "down, one on the auction pile and {count} face up in the public space; then each other player takes one of "
        "them, clockwise.",
        turn=turn,
        total=total,
        player=seat_ref(active),
        count=others,
    )


def auction_phase(number: int, total: int, card: str, in_cards: bool) -> Text:
    """The Auction phase and the card under the hammer (§6)."""
    if in_cards:
        return _(
            "Auction phase, card {number} of {total}: {card}. It is a Gold card, so bids count cards from the hand, "
            "paid by discarding them face down.",
            number=number,
            total=total,
            card=label(card),
        )
    return _(
        "Auction phase, card {number} of {total}: {card}. Bids count gold, paid with Gold cards worth at least the "
        "bid (no change).",
        number=number,
        total=total,
        card=label(card),
    )


def holdings(cards: int, gold: int) -> Text:
    """The seat's own hand in short: its size and its Gold cards' value (secret: the seat's alone)."""
    return n_(
        "Your hand: {n} card, Gold cards worth {gold} gold.",
        "Your hand: {n} cards, Gold cards worth {gold} gold.",
        cards,
        gold=gold,
    )


def drew(card: str, number: int, total: int) -> Text:
    """The card the allocating seat must place now."""
    return _("You drew {card}, card {number} of {total}. Place it:", card=label(card), number=number, total=total)


KEEP_OPEN = _("keep it face down for yourself (your one card this turn);")
KEEP_DONE = _("you cannot keep it: you already kept your one card this turn;")
AUCTION_OPEN = _("put it face down on the auction pile (its one card this turn);")
AUCTION_DONE = _("you cannot put it on the auction pile: it already has its card this turn;")


def public_open(left: int) -> Text:
    """The public space still takes cards this gift turn."""
    return n_(
        "or place it face up in the public space ({n} place left).",
        "or place it face up in the public space ({n} places left).",
        left,
    )


PUBLIC_DONE = _("you cannot place it in the public space: it is full this turn.")
CHURCH_KEPT = _("A Church card you keep is played at once and then discarded.")


def take(cards: list[str]) -> Text:
    """The public space's cards, one of which the seat takes."""
    return _("Take one card from the public space: {cards}.", cards=listed(cards))


TAKE_CHURCH = _("A Church card taken is played at once and then discarded.")


def church(card: str, effect: str) -> Text:
    """The Church card being played: what it does; the dice it may move follow."""
    return _("Play {card} ({effect}), or decline.", card=label(card), effect=effect)


def movable(delta: int, dice: list[str]) -> Text:
    """The dice the card may move in one direction now."""
    if delta > 0:
        return _("Dice that can go up: {dice}.", dice=words_listed(dice))
    return _("Dice that can go down: {dice}.", dice=words_listed(dice))


def church_none(card: str) -> Text:
    """A Church card whose dice cannot move: only declining is left."""
    return _("{card} cannot move any die now: you can only decline.", card=label(card))


def die_at_limit(category: str, face: int) -> Text:
    """Why a die is not among the moves: it is at 1 or 6 (D10)."""
    if face == 6:
        return _("{category} is at 6 and cannot go higher.", category=category)
    return _("{category} is at 1 and cannot go lower.", category=category)


def bid(low: int, cap: int, unit: str, high: int, high_bidder: int | None) -> Text:
    """The bids open to the seat and the high bid it must beat."""
    if high_bidder is None:
        return _("Bid from {low} to {top}, or pass. No bid yet.", low=low, top=units(cap, unit))
    return _(
        "Bid from {low} to {top}, or pass: you cannot bid {high} or less, as {player} bids {amount}.",
        low=low,
        top=units(cap, unit),
        high=high,
        player=seat_ref(high_bidder),
        amount=units(high, unit),
    )


def bid_covered(held: int, unit: str) -> Text:
    """What the seat could pay if it wins."""
    if unit == "gold":
        return _("You hold {amount} gold: you can pay a bid of up to {amount}.", amount=held)
    return n_(
        "You hold {n} card: you can pay a bid of up to {n}.",
        "You hold {n} cards: you can pay a bid of up to {n}.",
        held,
    )


def bid_beyond(low: int, held: int, unit: str) -> Text:
    """The seat cannot cover the lowest bid: it may still bid (bluff), but could not pay."""
    if unit == "gold":
        return _(
            "You cannot pay {amount}: you hold {held} gold. You may still bid, but if you win you cannot pay.",
            amount=units(low, unit),
            held=held,
        )
    return n_(
        "You cannot pay {amount}: you hold {n} card. You may still bid, but if you win you cannot pay.",
        "You cannot pay {amount}: you hold {n} cards. You may still bid, but if you win you cannot pay.",
        held,
        amount=units(low, unit),
    )


def penalty(bluff: bool) -> Text:
    """What not paying costs (§6.6, §6.7)."""
    if bluff:
        return _(
            "A winner who does not pay loses one random card of their hand, discarded face down (Medieval Bluff), "
            "is shut out of this card, and it is auctioned again."
        )
    return _(
        "A winner who does not pay has each other player draw a random card from their hand, is shut out of this "
        "card, and it is auctioned again."
    )


def pay(card: str, due: int, gold: int) -> Text:
    """The won card paid in gold: the seat can pay it."""
    return _(
        "You won {card} for {due} gold: pay with Gold cards worth at least {due} (no change; you hold {gold} gold), "
        "or do not pay.",
        card=label(card),
        due=due,
        gold=gold,
    )


def cannot_pay(card: str, due: int, gold: int) -> Text:
    """The won card paid in gold: the seat's Gold cards do not cover the bid."""
    return _(
        "You won {card} for {due} gold, but you cannot pay: your Gold cards are worth {gold} gold, so your only "
        "choice is not to pay.",
        card=label(card),
        due=due,
        gold=gold,
    )


def pay_cards(card: str, due: int, held: int) -> Text:
    """The won Gold card paid in cards: the seat can pay it."""
    return n_(
        "You won {card} for {n} card: discard exactly {n} card of your hand face down (you hold {held}), or do "
        "not pay.",
        "You won {card} for {n} cards: discard exactly {n} cards of your hand face down (you hold {held}), or do "
        "not pay.",
        due,
        card=label(card),
        held=held,
    )


def cannot_pay_cards(card: str, due: int, held: int) -> Text:
    """The won Gold card paid in cards: the hand is too small."""
    return n_(
        "You won {card} for {n} card, but you cannot pay: you hold {held}.",
        "You won {card} for {n} cards, but you cannot pay: you hold {held}.",
        due,
        card=label(card),
        held=held,
    )


def waiting_allocate(active: int) -> Text:
    """Another seat is placing its drawn cards (what it draws is its secret)."""
    return _("{player} is placing the cards of their gift turn; you wait.", player=seat_ref(active))


def waiting_take(taker: int, before: bool) -> Text:
    """Another seat takes from the public space; ``before``: the seat still takes one this turn."""
    if before:
        return _(
            "{player} takes a card from the public space; your turn to take one comes after.", player=seat_ref(taker)
        )
    return _("{player} takes a card from the public space.", player=seat_ref(taker))


def waiting_church(seat: int, card: str) -> Text:
    """Another seat plays a Church card."""
    return _("{player} is playing {card}.", player=seat_ref(seat), card=label(card))


def waiting_bid(seat: int) -> Text:
    """Another seat is asked to bid."""
    return _("{player} is asked to bid or pass.", player=seat_ref(seat))


def waiting_pay(seat: int) -> Text:
    """The winner of the bidding is paying or not."""
    return _("{player} won the bidding and is deciding whether to pay.", player=seat_ref(seat))


YOU_PASSED = _("You passed: you are out of this bidding on the card.")
YOU_SHUT_OUT = _("You did not pay for this card: you are shut out of it.")
YOU_LEAD = _("You hold the high bid: you bid again only if someone outbids you.")
