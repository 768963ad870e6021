"""The Biblios game state: plain dataclasses that round-trip through JSON (rules/biblios.md §3-§6).

Card piles are lists of card ids. The draw pile and the auction pile list their top card
first. ``Stage`` says what the game does next: a decision stage waits for a seat, an
automatic stage is carried out by ``flow`` without asking anyone.
"""

import copy
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.biblios.cards import GOLD_VALUE
from engine.core.copier import Copyable

SCHEMA_VERSION = 2  # 2: the cards paid for a Gold card are discarded in one step (no to_discard)


class Phase(StrEnum):
    """The phases of §4."""

    GIFT = "gift"
    AUCTION = "auction"
    OVER = "over"


class Stage(StrEnum):
    """Where the game stands inside a phase."""

    ALLOCATE = "allocate"  # P2: the active seat places the drawn card
    PLACED = "placed"  # automatic: draw the next card, or end the allocation (§5.3)
    TAKE = "take"  # P4: a seat takes a card from the public space
    TAKEN = "taken"  # automatic: next taker, or end of the gift turn
    CHURCH = "church"  # P3: a Church card is being played
    SHUFFLE = "shuffle"  # automatic: the Auction phase starts (§6.1)
    REVEAL = "reveal"  # automatic: turn the top auction card face up (§6.2)
    BID = "bid"  # P5
    PAY = "pay"  # P6: pay gold for a non-Gold card, or refuse
    PAY_GOLD = "pay_gold"  # P7: discard cards for a Gold card (all in one step), or refuse
    SOLD = "sold"  # automatic: the auction turn ends
    OVER = "over"


class Destination(StrEnum):
    """Where an allocated card goes (§5.2)."""

    SELF = "self"
    AUCTION = "auction"
    PUBLIC = "public"


class PenaltyMode(StrEnum):
    """The game option ``penalty_mode`` (§6.6, §6.7, D21)."""

    STANDARD = "standard"
    MEDIEVAL_BLUFF = "medieval_bluff"


@dataclass
class PlayerState:
    """One seat's cards and public tallies."""

    hand: list[str] = field(default_factory=list)  # in the order acquired
    known: list[str] = field(default_factory=list)  # hand cards whose identity is public (H10, H13)
    auction_placed: list[str] = field(default_factory=list)  # cards this seat put in the auction pile (H8)
    spent: int = 0  # cards paid or discarded from hand
    gold_paid: int = 0  # gold value paid openly
    held: list[str] = field(default_factory=list)  # every card that was ever in this hand: its owner knows them (H16)


@dataclass
class Allocation:
    """The gift turn being played (§5.2-§5.4)."""

    placements: list[Destination] = field(default_factory=list)  # destinations so far, in draw order
    drawn: str | None = None  # the card the active seat must place now
    set_aside: str | None = None  # the SELF card, until it joins the hand
    taker: int | None = None  # the seat taking from the public space now


@dataclass
class Bidding:
    """The auction of the card under the hammer (§6.2-§6.6)."""

    card: str | None = None  # the revealed card
    number: int = 0  # 1-based number of this auction turn
    to_act: int | None = None  # the seat asked to bid now
    high_bid: int = 0
    high_bidder: int | None = None
    passed: list[int] = field(default_factory=list)
    excluded: list[int] = field(default_factory=list)  # penalised on this card (§6.6)


@dataclass(frozen=True)
class ChurchPlay:
    """A Church card being played (§7); ``resume`` is the stage that follows it."""

    card: str
    seat: int
    resume: Stage


@dataclass(frozen=True)
class FaceDownDiscard:
    """A card discarded face down and the seat that lost it (H15, H17)."""

    card: str
    seat: int


@dataclass
class BibliosState(Copyable):
    """Everything about one game of Biblios."""

    seed: int
    step: int
    seats: int
    penalty_mode: PenaltyMode
    phase: Phase
    stage: Stage
    first_player: int
    active: int
    dice: list[int]  # PIG, MON, FOR, HOL, MAN
    draw_pile: list[str]
    removed_open: list[str]  # fixed Gold cards removed at set-up (H3)
    removed_face_down: list[str]  # random set-up removals (H2)
    players: list[PlayerState]
    gift_turns_total: int
    public_space: list[str] = field(default_factory=list)
    auction_pile: list[str] = field(default_factory=list)
    face_up_discards: list[str] = field(default_factory=list)
    face_down_discards: list[FaceDownDiscard] = field(default_factory=list)
    gift_turn: int = 0  # 1-based number of the current gift turn; 0 once the gift phase is over
    allocation: Allocation = field(default_factory=Allocation)
    auction: Bidding = field(default_factory=Bidding)
    church: ChurchPlay | None = None

    def deciding_seat(self) -> int | None:
        """The seat that must decide now, if any."""
        if self.stage is Stage.ALLOCATE:
            return self.active
        if self.stage is Stage.TAKE:
            return self.allocation.taker
        if self.stage is Stage.CHURCH:
            return None if self.church is None else self.church.seat
        if self.stage is Stage.BID:
            return self.auction.to_act
        if self.stage in (Stage.PAY, Stage.PAY_GOLD):
            return self.auction.high_bidder
        return None

    @property
    def cards_per_gift_turn(self) -> int:
        """N+1 (§5.2)."""
        return self.seats + 1

    def left_of(self, seat: int) -> int:
        """The next seat clockwise (§3.2 step 2)."""
        return (seat + 1) % self.seats

    def clockwise_from(self, seat: int) -> list[int]:
        """Every seat, starting with ``seat`` and going clockwise."""
        return [(seat + offset) % self.seats for offset in range(self.seats)]

    def hand(self, seat: int) -> list[str]:
        """The seat's hand (card ids)."""
        return self.players[seat].hand

    def gold_value(self, seat: int) -> int:
        """Total gold value in the seat's hand."""
        return sum(GOLD_VALUE[card] for card in self.players[seat].hand)

    def receive(self, seat: int, card: str, *, known: bool) -> None:
        """Add ``card`` to the seat's hand; ``known`` when everyone saw it arrive."""
        player = self.players[seat]
        player.hand.append(card)
        if card not in player.held:
            player.held.append(card)
        if known:
            player.known.append(card)

    def lose(self, seat: int, card: str) -> None:
        """Remove ``card`` from the seat's hand (and from its publicly known cards)."""
        player = self.players[seat]
        player.hand.remove(card)
        if card in player.known:
            player.known.remove(card)


def migrate(schema: int, data: dict[str, Any]) -> dict[str, Any]:
    """A stored state of an older schema, brought to :data:`SCHEMA_VERSION`.

    1 -> 2: the cards paid for a Gold card became one set discarded in one step (§6.5). A game
    stored halfway through the old card-by-card discard gets the cards discarded so far back in
    the winner's hand, and the winner chooses the whole set again (nothing else happened since).
    """
    data = copy.deepcopy(data)
    if schema < 2:
        auction = data.get("auction", {})
        to_discard = auction.pop("to_discard", 0)
        seat = auction.get("high_bidder")
        if data.get("stage") == "discard" and seat is not None:
            done = auction["high_bid"] - to_discard
            player = data["players"][seat]
            discards = data["face_down_discards"]
            for _ in range(done):
                index = max(i for i, discard in enumerate(discards) if discard["seat"] == seat)
                player["hand"].append(discards.pop(index)["card"])
            player["spent"] -= done
            data["stage"] = "pay_gold"
    return data
