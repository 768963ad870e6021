"""What each seat, and the public, may know of a Biblios game (rules/biblios.md §10).

Views are built field by field from the state: a new state field stays private until
someone adds it here on purpose. A ``SeatView`` wraps the ``PublicView`` and adds the
seat's own secrets. ``SeatView.transient`` names private fields that belong to the
decision at hand (the card just drawn) rather than to the seat's lasting private view:
the bot does not DM a player when only those change.
"""

import random
from dataclasses import dataclass, replace
from typing import ClassVar

from engine.biblios import text
from engine.biblios.auction import unit_of
from engine.biblios.cards import CARD, CARDS, Kind
from engine.biblios.scoring import CategoryOutcome, category_outcomes, victory_points
from engine.biblios.state import BibliosState, Phase, Stage
from engine.biblios.text import hidden as hidden_text
from engine.core import copy_state, remember


@dataclass(frozen=True, slots=True)
class CardFace:
    """A card as shown face up: ``kind`` is "category", "gold" or "church"."""

    id: str  # "MON-A", "G2-05", "CH-UP2-a"
    kind: str
    category: str  # "PIG", "MON", "FOR", "HOL", "MAN" for category cards, "" otherwise
    value: int  # category value or gold value; 0 for church cards
    letter: str  # "A".."I" for category cards, "" otherwise
    label: str  # "Monks 4 (H)", "Gold 2", "Church: raise two dice"


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """What everyone knows of one seat."""

    seat: int
    hand_size: int
    spent: int  # cards this seat has paid or discarded so far (gold shown, cards face down)
    passed: bool  # passed in the current bidding
    excluded: bool  # penalised on the card now under auction (§6.6)
    gold_paid: int  # total gold value paid openly so far


@dataclass(frozen=True, slots=True)
class CategoryScore:
    """Final scoring of one category (§9.1): the winner, if any, and each seat's total."""

    category: str
    die: int
    totals: tuple[int, ...]  # per seat
    winner: int | None
    best_letter: str  # the winner's earliest letter when the total was tied, else ""


@dataclass(frozen=True, slots=True)
class PublicView:
    """What the table shows: everything in the channel is built from this."""

    players: int
    phase: str  # "gift", "auction" or "over"
    penalty_mode: str  # "standard" or "medieval_bluff"
    dice: tuple[int, int, int, int, int]  # PIG, MON, FOR, HOL, MAN
    active: int
    first_player: int
    waiting_on: tuple[int, ...]
    draw_pile: int
    auction_pile: int
    discard_pile: int
    removed_face_down: int
    gift_turn: int  # 1-based number of the current gift turn; 0 in the auction phase
    gift_turns_total: int
    placements: tuple[str, ...]  # this gift turn's destinations so far, in draw order: "self"/"auction"/"public"
    cards_to_allocate: int  # N+1
    public_space: tuple[CardFace, ...]
    church_card: CardFace | None  # a Church card being played right now
    auction_card: CardFace | None  # the card under auction
    auction_number: int  # 1-based number of the card under auction; 0 in the gift phase
    auctions_total: int
    bid_unit: str  # "gold" (a non-Gold card) or "cards" (a Gold card); "" when nothing is auctioned
    high_bid: int
    high_bidder: int | None
    awaiting_payment: bool  # bidding is over and the winner must pay or refuse
    seats: tuple[SeatSummary, ...]
    face_up_discards: tuple[CardFace, ...]  # played Church cards, paid Gold, unbought auction cards
    revealed_hands: tuple[tuple[CardFace, ...], ...] | None  # all hands, at game end only (§8)
    scores: tuple[CategoryScore, ...] | None  # at game end only
    vp: tuple[int, ...] | None  # at game end only


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge: the public view plus its own hand and its own secrets."""

    transient: ClassVar[tuple[str, ...]] = ("drawn",)

    public: PublicView
    seat: int
    hand: tuple[CardFace, ...]
    set_aside: CardFace | None  # the SELF card of this gift turn, until it joins the hand (§5.3)
    my_auction_cards: tuple[CardFace, ...]  # cards this seat put in the auction pile, not yet revealed (H8)
    drawn: CardFace | None  # the card this seat just drew and must allocate (H5)
    gold: int  # total gold value in hand


def _face(card_id: str) -> CardFace:
    card = CARD[card_id]
    return CardFace(
        id=card.id,
        kind=str(card.kind),
        category="" if card.category is None else str(card.category),
        value=card.value,
        letter=card.letter,
        label=text.label(card.id),
    )


FACES: dict[str, CardFace] = {card.id: _face(card.id) for card in CARDS}


def faces(card_ids: list[str]) -> tuple[CardFace, ...]:
    """The faces of these cards, in the same order."""
    return tuple(FACES[card] for card in card_ids)


def face_or_none(card_id: str | None) -> CardFace | None:
    """The face of a card, or None."""
    return None if card_id is None else FACES[card_id]


def _seat_summary(state: BibliosState, seat: int) -> SeatSummary:
    player, bidding = state.players[seat], state.auction
    return SeatSummary(
        seat=seat,
        hand_size=len(player.hand),  # D25: hand sizes are public
        spent=player.spent,
        passed=seat in bidding.passed,
        excluded=seat in bidding.excluded,
        gold_paid=player.gold_paid,
    )


def public_view(state: BibliosState) -> PublicView:
    """What everyone at the table knows (§10: H3, H4, H6, H10, H12-H14, H18; hands at the end)."""
    return remember(state, "public_view", _build_public_view)


def _scores(outcomes: list[CategoryOutcome]) -> tuple[CategoryScore, ...]:
    return tuple(
        CategoryScore(
            category=str(outcome.category),
            die=outcome.die,
            totals=outcome.totals,
            winner=outcome.winner,
            best_letter=outcome.best_letter,
        )
        for outcome in outcomes
    )


def _build_public_view(state: BibliosState) -> PublicView:
    over = state.phase is Phase.OVER
    bidding = state.auction
    deciding = state.deciding_seat()
    outcomes = category_outcomes(state) if over else None
    return PublicView(
        players=state.seats,
        phase=str(state.phase),
        penalty_mode=str(state.penalty_mode),
        dice=(state.dice[0], state.dice[1], state.dice[2], state.dice[3], state.dice[4]),
        active=state.active,
        first_player=state.first_player,
        waiting_on=() if deciding is None else (deciding,),
        draw_pile=len(state.draw_pile),
        auction_pile=len(state.auction_pile),
        discard_pile=len(state.face_up_discards) + len(state.face_down_discards),
        removed_face_down=len(state.removed_face_down),
        gift_turn=state.gift_turn,
        gift_turns_total=state.gift_turns_total,
        placements=tuple(str(place) for place in state.allocation.placements),
        cards_to_allocate=state.cards_per_gift_turn,
        public_space=faces(state.public_space),
        church_card=None if state.church is None else FACES[state.church.card],
        auction_card=face_or_none(bidding.card),
        auction_number=0 if state.phase is Phase.GIFT else bidding.number,
        auctions_total=state.gift_turns_total,
        bid_unit="" if bidding.card is None else unit_of(bidding.card),
        high_bid=bidding.high_bid,
        high_bidder=bidding.high_bidder,
        awaiting_payment=state.stage in (Stage.PAY, Stage.PAY_GOLD),
        seats=tuple(_seat_summary(state, seat) for seat in range(state.seats)),
        face_up_discards=faces(state.face_up_discards),
        revealed_hands=tuple(faces(player.hand) for player in state.players) if over else None,
        scores=None if outcomes is None else _scores(outcomes),
        vp=None if outcomes is None else tuple(victory_points(outcomes, state.seats)),
    )


def seat_view(state: BibliosState, seat: int, public: PublicView | None = None) -> SeatView:
    """One seat's view: the public view plus its hand and its own secrets (§10: H5, H7, H8, H11)."""
    player, allocation = state.players[seat], state.allocation
    mine = seat == state.active and state.phase is Phase.GIFT
    return SeatView(
        public=public_view(state) if public is None else public,
        seat=seat,
        hand=faces(player.hand),
        set_aside=face_or_none(allocation.set_aside) if mine else None,
        my_auction_cards=faces(player.auction_placed),
        drawn=face_or_none(allocation.drawn) if mine else None,
        gold=state.gold_value(seat),
    )


def build_view(state: BibliosState, seat: int | None) -> PublicView | SeatView:
    """The public view for None, otherwise that seat's view."""
    return public_view(state) if seat is None else seat_view(state, seat)


def secrets(state: BibliosState, viewer: int | None) -> set[str]:
    """Card ids (and unique labels) whose identity ``viewer`` (None = the public) does not know (§10).

    Every card whose identity is hidden from the viewer is named by its id ("G2-05",
    "MON-A"), wherever it lies: each hand's cards the viewer has not seen (Gold and
    Church-free category cards alike), the draw and auction piles, face-down removals and
    discards, the card being allocated. A category card is also named by its label
    ("Monks 2 (A)"), which is unique. Gold labels ("Gold 2") and values are not: they read the
    same as a Gold card face up in the discard, so a Gold card in a hand cannot be caught
    by a text search; :func:`redraw_hidden` lets the leak checks catch it instead.
    """
    hidden = hidden_cards(state, viewer)
    hidden.update([text.label(card) for card in hidden if CARD[card].kind is Kind.CATEGORY])
    return hidden


def hidden_cards(state: BibliosState, viewer: int | None) -> set[str]:
    """The ids of the cards whose identity ``viewer`` (None = the public) does not know (:func:`secrets`)."""
    hidden = set(state.draw_pile) | set(state.removed_face_down)  # H1, H2
    mine = set() if viewer is None else set(state.players[viewer].auction_placed)
    hidden.update(card for card in state.auction_pile if card not in mine)  # H8, H9
    hidden.update(d.card for d in state.face_down_discards if d.seat != viewer)  # H15, H17
    if viewer != state.active:  # H5, H7
        hidden.update(card for card in (state.allocation.drawn, state.allocation.set_aside) if card is not None)
    if state.phase is not Phase.OVER:  # H11, H16; every hand is revealed at the end (§8)
        for seat, player in enumerate(state.players):
            if seat != viewer:
                known = set(player.known)
                hidden.update(card for card in player.hand if card not in known)
    if viewer is not None:  # a card that left the viewer's own hand (a penalty draw) is known to the viewer
        hidden.difference_update(state.players[viewer].held)
    return hidden


def revealed_lines(state: BibliosState) -> tuple[str, ...]:
    """What no seat sees (§10): the draw pile, the set-up removals, the auction pile and face-down discards in order.

    Hands, the card being allocated and each seat's own auction cards are in the seat views.
    """
    return (
        hidden_text.draw_pile(state.draw_pile),
        hidden_text.removed_face_down(state.removed_face_down),
        hidden_text.auction_pile(state.auction_pile),
        hidden_text.face_down_discards([(d.card, d.seat) for d in state.face_down_discards]),
    )


def redraw_hidden(state: BibliosState, rng: random.Random, seat: int | None = None) -> BibliosState:
    """A state ``seat`` (None: the public) cannot tell from ``state``: the cards it has not seen dealt anew (§10).

    Every card id in ``hidden_cards(state, seat)`` is dealt anew to the places where unseen cards
    lie (hands, piles, the card being allocated); every record of a card (known, held, placed in
    the auction) follows it. The deal keeps only what is public: how many unseen cards are Church
    cards (9 minus those played or discarded openly), and that no hand holds one (§7: a Church
    card is played as soon as it is acquired), nor a card set aside for oneself or discarded face
    down from a hand. So a Church card may lie anywhere else an unseen card lies: in any place of
    the draw pile (§3.2: the deck is shuffled with the Church cards in it), among the removed
    cards, in the auction pile, or as the card being allocated. Once the Auction phase has begun
    the auction pile's order is unknown to everyone (§6.1: shuffled face down), the seat's own
    cards in it included, so that order is drawn anew too. A seat's own hand, the cards it placed
    in the auction pile or discarded face down, the cards it holds while allocating and those
    that left its hand are not in its secrets, so they are never swapped.

    The draw depends only on what ``seat`` knows and on ``rng``: the places are taken in a fixed
    order, the places a Church card may take are drawn uniformly among them, and the unseen cards,
    sorted, are shuffled into the places (so a state and any twin of it give the same draw with
    the same generator; issue 24's fairness).
    """
    unseen = hidden_cards(state, seat)
    lying = [card for card in dict.fromkeys(_lying(state)) if card in unseen]
    assert len(lying) == len(unseen), "every unseen card lies in one of the places _lying walks"
    churches = sorted(card for card in unseen if CARD[card].is_church)
    others = sorted(card for card in unseen if not CARD[card].is_church)
    may_be_church = _may_hold_church(state, unseen)
    open_places = [index for index, card in enumerate(lying) if card in may_be_church]
    church_places = set(rng.sample(open_places, len(churches)))
    rng.shuffle(churches)
    rng.shuffle(others)
    dealt_churches, dealt_others = iter(churches), iter(others)
    renamed = {
        card: next(dealt_churches) if index in church_places else next(dealt_others) for index, card in enumerate(lying)
    }
    twin = copy_state(state)
    _rename(twin, renamed)
    if state.phase is Phase.AUCTION:
        twin.auction_pile.sort()
        rng.shuffle(twin.auction_pile)
    return twin


def _may_hold_church(state: BibliosState, unseen: set[str]) -> set[str]:
    """The unseen cards that lie where a Church card may lie: not in a hand, set aside or discarded face down."""
    allocation = state.allocation
    places = [*state.draw_pile, *state.removed_face_down, *state.auction_pile]
    if allocation.drawn is not None:
        places.append(allocation.drawn)
    return unseen.intersection(places)


def _lying(state: BibliosState) -> list[str]:
    """Every card where it lies (not the records of it), in a fixed order of places: piles, allocation, hands."""
    allocation = state.allocation
    return [
        *state.draw_pile,
        *state.removed_face_down,
        *_auction_pile_by_placer(state),
        *(discard.card for discard in state.face_down_discards),
        *(card for card in (allocation.drawn, allocation.set_aside) if card is not None),
        *(card for player in state.players for card in player.hand),
    ]


def _auction_pile_by_placer(state: BibliosState) -> list[str]:
    """The auction pile in an order everyone knows: each seat's cards in the order it placed them, seat by seat.

    Who placed how many cards, and when, is public; where they lie once the pile is shuffled is not (§6.1).
    """
    lying = set(state.auction_pile)
    placed = [card for player in state.players for card in player.auction_placed if card in lying]
    listed = set(placed)
    return placed + [card for card in state.auction_pile if card not in listed]


def _rename(state: BibliosState, renamed: dict[str, str]) -> None:
    """Replace, in place, every card id in ``renamed`` wherever a card lies or is recorded."""
    swap = renamed.get
    for pile in (
        state.draw_pile,
        state.removed_open,
        state.removed_face_down,
        state.public_space,
        state.auction_pile,
        state.face_up_discards,
        *(
            cards
            for player in state.players
            for cards in (player.hand, player.known, player.auction_placed, player.held)
        ),
    ):
        pile[:] = [swap(card, card) for card in pile]
    state.face_down_discards = [replace(d, card=swap(d.card, d.card)) for d in state.face_down_discards]
    allocation = state.allocation
    if allocation.drawn is not None:
        allocation.drawn = swap(allocation.drawn, allocation.drawn)
    if allocation.set_aside is not None:
        allocation.set_aside = swap(allocation.set_aside, allocation.set_aside)
    if state.auction.card is not None:
        state.auction.card = swap(state.auction.card, state.auction.card)
    if state.church is not None:
        state.church = replace(state.church, card=swap(state.church.card, state.church.card))


def chapter(state: BibliosState) -> str:
    """The public title of the turn under way: a gift turn, or the auction of one card."""
    if state.phase is Phase.OVER:
        return text.END_CHAPTER
    if state.gift_turn:
        return text.gift_chapter(state.active, state.gift_turn, state.gift_turns_total)
    card = state.auction.card
    if card is None and state.church is not None:
        card = state.church.card  # a Church card won at auction is played at once (§6.2 step 4)
    if card is None or not state.auction.number:
        return text.AUCTION_STARTS_CHAPTER
    return text.auction_chapter(state.auction.number, state.gift_turns_total, card)
