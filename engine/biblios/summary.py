"""The "what can I do?" text (Biblios): the phase, the seat's own hand in short, its choices now and why not others.

Built from the seat's own knowledge only: the public table (phase, public space, bids, passes, dice),
its own hand, and, while it allocates, the card it drew. Never another seat's hand or gold: the
text is the same for every state the seat cannot tell apart (tests/engine/test_what_can_i_do.py).
The choices come from the same checks as the decisions' options (``gift.room_left``,
``church.legal_uses``, ``payment.payment_sets``), so it never offers what ``apply`` would refuse.
"""

from engine.biblios import auction, church, gift, payment
from engine.biblios.cards import BID_CAP, CARD, CATEGORY_NAMES, CHURCH_EFFECT, Category
from engine.biblios.state import BibliosState, Destination, PenaltyMode, Phase, Stage
from engine.biblios.text import guide
from engine.biblios.text.names import CHURCH_NAMES
from i18n import Text, lines

SUMMARY_LIMIT = 700  # characters: the turn panel also shows the hand, the prompt and the options (2,000 in all)


def what_can_i_do(state: BibliosState, seat: int) -> Text:
    """A few lines: the phase, the seat's hand in short, what it may do now (or whom the game waits for)."""
    if state.phase is Phase.OVER:
        return guide.OVER
    parts = [_phase(state), guide.holdings(len(state.hand(seat)), state.gold_value(seat)), *_now(state, seat)]
    full = lines(parts)
    return full if len(full) <= SUMMARY_LIMIT else lines(parts[1:])


def _phase(state: BibliosState) -> Text:
    if state.phase is Phase.GIFT:
        return guide.gift_phase(state.gift_turn, state.gift_turns_total, state.active, state.seats - 1)
    card = state.auction.card
    if card is None:  # a Church card bought is being played: the hammer fell on it already
        return guide.auction_phase(state.auction.number, state.gift_turns_total, state.church.card, False)
    in_cards = auction.unit_of(card) == "cards"
    return guide.auction_phase(state.auction.number, state.gift_turns_total, card, in_cards)


def _now(state: BibliosState, seat: int) -> list[Text]:
    deciding = state.deciding_seat()
    if deciding != seat:
        return _waiting(state, seat, deciding)
    if state.stage is Stage.ALLOCATE:
        return _allocate(state)
    if state.stage is Stage.TAKE:
        return [guide.take(list(state.public_space)), guide.TAKE_CHURCH]
    if state.stage is Stage.CHURCH:
        return _church(state)
    if state.stage is Stage.BID:
        return _bid(state, seat)
    if state.stage is Stage.PAY:
        return _pay(state, seat)
    return _pay_cards(state, seat)


def _allocate(state: BibliosState) -> list[Text]:
    card = state.allocation.drawn
    assert card is not None
    placed = len(state.allocation.placements)
    parts = [guide.drew(card, placed + 1, state.cards_per_gift_turn)]
    keep = gift.room_left(state, Destination.SELF) > 0
    parts.append(guide.KEEP_OPEN if keep else guide.KEEP_DONE)
    parts.append(guide.AUCTION_OPEN if gift.room_left(state, Destination.AUCTION) > 0 else guide.AUCTION_DONE)
    public = gift.room_left(state, Destination.PUBLIC)
    parts.append(guide.public_open(public) if public > 0 else guide.PUBLIC_DONE)
    if keep and CARD[card].is_church:
        parts.append(guide.CHURCH_KEPT)
    return parts


def _church(state: BibliosState) -> list[Text]:
    play = state.church
    assert play is not None
    if not church.legal_uses(play.card, state.dice):
        return [guide.church_none(play.card)]
    code = CARD[play.card].church
    parts = [guide.church(play.card, CHURCH_NAMES[code])]
    deltas = CHURCH_EFFECT[code].deltas
    for delta in deltas:
        dice = [CATEGORY_NAMES[category] for category in Category if church.can_move(state.dice, category, delta)]
        if dice:
            parts.append(guide.movable(delta, dice))
    parts += [
        guide.die_at_limit(CATEGORY_NAMES[category], face)
        for category, face in zip(Category, state.dice, strict=True)
        if any(not church.can_move(state.dice, category, delta) for delta in deltas)
    ]
    return parts


def _bid(state: BibliosState, seat: int) -> list[Text]:
    bidding = state.auction
    assert bidding.card is not None
    unit = auction.unit_of(bidding.card)
    low = auction.minimum_bid(state)
    held = auction.holding(state, seat, unit)
    parts = [guide.bid(low, BID_CAP, unit, bidding.high_bid, bidding.high_bidder)]
    parts.append(guide.bid_covered(held, unit) if held >= low else guide.bid_beyond(low, held, unit))
    parts.append(guide.penalty(state.penalty_mode is PenaltyMode.MEDIEVAL_BLUFF))
    return parts


def _pay(state: BibliosState, seat: int) -> list[Text]:
    bidding = state.auction
    assert bidding.card is not None
    due, gold = bidding.high_bid, state.gold_value(seat)
    if payment.payment_sets(payment.gold_in_hand(state, seat), due):
        return [guide.pay(bidding.card, due, gold), guide.penalty(state.penalty_mode is PenaltyMode.MEDIEVAL_BLUFF)]
    return [guide.cannot_pay(bidding.card, due, gold), guide.penalty(state.penalty_mode is PenaltyMode.MEDIEVAL_BLUFF)]


def _pay_cards(state: BibliosState, seat: int) -> list[Text]:
    bidding = state.auction
    assert bidding.card is not None
    due, held = bidding.high_bid, len(state.hand(seat))
    bluff = state.penalty_mode is PenaltyMode.MEDIEVAL_BLUFF
    if payment.can_pay_in_cards(state, seat):
        return [guide.pay_cards(bidding.card, due, held), guide.penalty(bluff)]
    return [guide.cannot_pay_cards(bidding.card, due, held), guide.penalty(bluff)]


def _waiting(state: BibliosState, seat: int, deciding: int | None) -> list[Text]:
    """Whom the game waits for, from public facts only, and where the seat stands in it."""
    if deciding is None:  # not reached: Biblios always waits for one seat until the end
        return []
    if state.stage is Stage.ALLOCATE:
        return [guide.waiting_allocate(deciding)]
    if state.stage is Stage.TAKE:
        return [guide.waiting_take(deciding, _takes_later(state, seat))]
    if state.stage is Stage.CHURCH:
        assert state.church is not None
        return [guide.waiting_church(deciding, state.church.card)]
    if state.stage is Stage.BID:
        bidding = state.auction
        parts = [guide.waiting_bid(deciding)]
        if seat in bidding.excluded:
            parts.append(guide.YOU_SHUT_OUT)
        elif seat in bidding.passed:
            parts.append(guide.YOU_PASSED)
        elif seat == bidding.high_bidder:
            parts.append(guide.YOU_LEAD)
        return parts
    return [guide.waiting_pay(deciding)]


def _takes_later(state: BibliosState, seat: int) -> bool:
    """Whether ``seat`` still takes a public card this gift turn (takers go clockwise up to the active seat)."""
    taker = state.allocation.taker
    if seat == state.active or taker is None:
        return False
    return (seat - state.active) % state.seats > (taker - state.active) % state.seats
