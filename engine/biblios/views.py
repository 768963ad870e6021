"""What each seat, and the public, may know of a Biblios game (rules/biblios.md §10).

Views are built field by field from the state: a new state field stays private until
someone adds it here on purpose. A ``SeatView`` wraps the ``PublicView`` and adds the
seat's own secrets. ``SeatView.transient`` names private fields that belong to the
decision at hand (the card just drawn) rather than to the seat's lasting private view:
the bot does not DM a player when only those change.
"""

from dataclasses import dataclass
from typing import ClassVar


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
