"""Hand-built Biblios views for renderer tests and the render benchmark (rules/biblios.md §2.3, §12).

Cards follow the rules document's card list (§2.3.1 letters in ascending value order).
Views are built from the dataclasses directly, not from the engine, so the renderers can
be tested on any situation, including ones that are awkward to reach by play.
"""

from dataclasses import replace

from engine.biblios.views import CardFace, CategoryScore, PublicView, SeatSummary, SeatView

NAMES = {"PIG": "Pigments", "MON": "Monks", "FOR": "Forbidden Tomes", "HOL": "Holy Books", "MAN": "Manuscripts"}
CHURCH_TEXT = {
    "UP1": "raise one die",
    "DN1": "lower one die",
    "UP2": "raise two dice",
    "DN2": "lower two dice",
    "PM1": "raise or lower one die",
}


def category_value(code: str, letter: str) -> int:
    """The printed value of a category card (§2.3.1 stand-in mapping)."""
    if code in ("PIG", "MON"):
        return 2 if letter <= "D" else 3 if letter <= "G" else 4
    return 1 if letter <= "G" else 2


def cat(code: str, letter: str) -> CardFace:
    """A category card, e.g. cat("MON", "H") is Monks 4 (H)."""
    value = category_value(code, letter)
    return CardFace(f"{code}-{letter}", "category", code, value, letter, f"{NAMES[code]} {value} ({letter})")


def gold(value: int, number: int = 1) -> CardFace:
    """A Gold card, e.g. gold(2, 5) is G2-05."""
    return CardFace(f"G{value}-{number:02d}", "gold", "", value, "", f"Gold {value}")


def church(effect: str, copy: str = "a") -> CardFace:
    """A Church card by effect code: UP1, DN1, UP2, DN2 or PM1."""
    card_id = "CH-PM1" if effect == "PM1" else f"CH-{effect}-{copy}"
    return CardFace(card_id, "church", "", 0, "", f"Church: {CHURCH_TEXT[effect]}")


def seats(players: int, **by_seat: dict) -> tuple[SeatSummary, ...]:
    """Seat summaries with small plausible numbers; ``s1={"passed": True}`` changes seat 1."""
    out = []
    for seat in range(players):
        summary = SeatSummary(
            seat=seat, hand_size=3 + seat, spent=seat, passed=False, excluded=False, gold_paid=seat * 2
        )
        out.append(replace(summary, **by_seat.get(f"s{seat}", {})))
    return tuple(out)


def gift_view(players: int = 4, **changes: object) -> PublicView:
    """A gift turn in progress: the active seat has placed two cards (auction, public)."""
    turns = {2: 20, 3: 18, 4: 16}[players]
    base = PublicView(
        players=players,
        phase="gift",
        penalty_mode="standard",
        dice=(3, 4, 3, 2, 5),
        active=1 % players,
        first_player=0,
        waiting_on=(1 % players,),
        draw_pile=40,
        auction_pile=5,
        discard_pile=3,
        removed_face_down={2: 21, 3: 12, 4: 7}[players],
        gift_turn=6,
        gift_turns_total=turns,
        placements=("auction", "public"),
        cards_to_allocate=players + 1,
        public_space=(cat("MON", "H"),),
        church_card=None,
        auction_card=None,
        auction_number=0,
        auctions_total=turns,
        bid_unit="",
        high_bid=0,
        high_bidder=None,
        awaiting_payment=False,
        seats=seats(players),
        face_up_discards=(church("UP1"), church("DN2"), gold(1, 3)),
        revealed_hands=None,
        scores=None,
        vp=None,
    )
    return replace(base, **changes)


def auction_view(players: int = 4, **changes: object) -> PublicView:
    """An auction in progress: Monks 4 (H) under the hammer, seat 2 holds a bid of 4 gold, seat 3 passed."""
    base = gift_view(
        players,
        phase="auction",
        gift_turn=0,
        placements=(),
        public_space=(),
        draw_pile=0,
        auction_pile=9,
        discard_pile=14,
        auction_card=cat("MON", "H"),
        auction_number=7,
        bid_unit="gold",
        high_bid=4,
        high_bidder=2 % players,
        waiting_on=(0,),
        active=1 % players,
        seats=seats(players, **{f"s{players - 1}": {"passed": True}}),
        face_up_discards=(church("UP1"), gold(2, 4), gold(3, 1), gold(2, 7), cat("FOR", "B"), church("PM1")),
    )
    return replace(base, **changes)


def e4_over_view() -> PublicView:
    """Game over, rules example E4: Bob and Steve tie on 8 VP and Steve wins on gold (§12 E4)."""
    bob = (
        cat("MON", "C"), cat("MON", "E"), cat("MON", "H"), cat("PIG", "A"), cat("HOL", "A"), cat("HOL", "B"),
        cat("MAN", "H"), cat("FOR", "A"), cat("FOR", "B"), cat("FOR", "C"), gold(3, 1),
    )  # fmt: skip
    steve = (
        cat("MON", "B"), cat("MON", "F"), cat("MON", "I"), cat("PIG", "E"), cat("PIG", "H"), cat("HOL", "C"),
        cat("MAN", "A"), cat("FOR", "D"), gold(2, 1), gold(3, 2),
    )  # fmt: skip
    dice = (3, 5, 4, 2, 2)
    scores = (
        CategoryScore("PIG", 3, (2, 7), 1, ""),
        CategoryScore("MON", 5, (9, 9), 1, "B"),
        CategoryScore("FOR", 4, (3, 1), 0, ""),
        CategoryScore("HOL", 2, (2, 1), 0, ""),
        CategoryScore("MAN", 2, (2, 1), 0, ""),
    )
    return replace(
        auction_view(2),
        phase="over",
        dice=dice,
        waiting_on=(),
        auction_card=None,
        auction_number=20,
        auctions_total=20,
        auction_pile=0,
        bid_unit="",
        high_bid=0,
        high_bidder=None,
        seats=seats(2, s0={"hand_size": len(bob)}, s1={"hand_size": len(steve)}),
        revealed_hands=(bob, steve),
        scores=scores,
        vp=(8, 8),
    )


def four_player_over_view() -> PublicView:
    """Game over with four players, one category nobody holds and a clear winner."""
    hands = (
        (cat("PIG", "H"), cat("PIG", "I"), cat("MON", "A"), gold(3, 1), gold(3, 2)),
        (cat("MON", "H"), cat("MON", "I"), cat("FOR", "H"), gold(1, 1)),
        (cat("HOL", "A"), cat("HOL", "H"), cat("FOR", "A"), cat("PIG", "A"), gold(2, 1)),
        (cat("HOL", "B"), cat("MON", "E"), gold(2, 2), gold(2, 3), gold(1, 2)),
    )
    scores = (
        CategoryScore("PIG", 5, (8, 0, 2, 0), 0, ""),
        CategoryScore("MON", 2, (2, 8, 0, 3), 1, ""),
        CategoryScore("FOR", 6, (0, 2, 1, 0), 1, ""),
        CategoryScore("HOL", 1, (0, 0, 3, 1), 2, ""),
        CategoryScore("MAN", 4, (0, 0, 0, 0), None, ""),
    )
    return replace(
        auction_view(4),
        phase="over",
        dice=(5, 2, 6, 1, 4),
        waiting_on=(),
        auction_card=None,
        auction_number=16,
        auction_pile=0,
        high_bid=0,
        high_bidder=None,
        bid_unit="",
        revealed_hands=hands,
        scores=scores,
        vp=(5, 8, 1, 0),
    )


FULL_HAND = (
    cat("PIG", "A"), cat("PIG", "E"), cat("PIG", "H"), cat("PIG", "I"),
    cat("MON", "B"), cat("MON", "C"), cat("MON", "F"), cat("MON", "G"), cat("MON", "I"),
    cat("FOR", "A"), cat("FOR", "C"), cat("FOR", "H"),
    cat("HOL", "D"), cat("HOL", "E"), cat("HOL", "F"), cat("HOL", "G"), cat("HOL", "I"),
    cat("MAN", "B"),
    gold(3, 1), gold(3, 2), gold(3, 3), gold(2, 1), gold(2, 2), gold(2, 3), gold(1, 1), gold(1, 2), gold(1, 3),
    gold(1, 4), gold(1, 5),
)  # fmt: skip


def seat_view(public: PublicView | None = None, seat: int = 1, **changes: object) -> SeatView:
    """Seat ``seat``'s view of ``public`` with a mid-game hand."""
    hand = (cat("PIG", "F"), cat("MON", "D"), cat("MON", "G"), cat("HOL", "H"), gold(3, 4), gold(2, 6), gold(1, 7))
    base = SeatView(
        public=public if public is not None else gift_view(),
        seat=seat,
        hand=hand,
        set_aside=None,
        my_auction_cards=(cat("FOR", "E"), gold(3, 9)),
        drawn=None,
        gold=sum(card.value for card in hand if card.kind == "gold"),
    )
    view = replace(base, **changes)
    if "hand" in changes and "gold" not in changes:
        view = replace(view, gold=sum(card.value for card in view.hand if card.kind == "gold"))
    return view
