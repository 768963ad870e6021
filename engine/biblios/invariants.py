"""Invariants of a Biblios state, checked after every random-play step (rules/biblios.md §3-§6).

The 87 cards each lie exactly once; hands hold what the public saw arrive and no Church card;
every auction pile card has the seat that placed it; and the current phase and stage agree
with the piles, the gift turn and the auction.
"""

from engine.biblios.cards import ALL_IDS, CHURCH_IDS
from engine.biblios.state import BibliosState, Destination, Phase, Stage


def all_locations(state: BibliosState) -> list[str]:
    """Every card id wherever it lies: piles, hands, the card in hand now, the card being played."""
    cards = [
        *state.draw_pile,
        *state.removed_open,
        *state.removed_face_down,
        *state.public_space,
        *state.auction_pile,
        *state.face_up_discards,
        *(discard.card for discard in state.face_down_discards),
    ]
    for player in state.players:
        cards.extend(player.hand)
    for loose in (state.allocation.drawn, state.allocation.set_aside, state.auction.card):
        if loose is not None:
            cards.append(loose)
    if state.church is not None:
        cards.append(state.church.card)
    return cards


def check(state: BibliosState) -> None:
    """Raise AssertionError when an invariant fails: the 87 cards each lie exactly once, and phase rules."""
    cards = all_locations(state)
    assert len(cards) == len(ALL_IDS) and set(cards) == ALL_IDS, "every one of the 87 cards lies exactly once"
    assert len(state.dice) == 5 and min(state.dice) >= 1 and max(state.dice) <= 6, f"dice out of 1..6: {state.dice}"
    placed = 0
    for seat, player in enumerate(state.players):
        hand = set(player.hand)
        assert hand.issuperset(player.known), f"seat {seat}: a publicly known card is not in hand"
        assert CHURCH_IDS.isdisjoint(hand), f"seat {seat} holds a Church card"
        if player.auction_placed:
            assert set(state.auction_pile).issuperset(player.auction_placed), f"seat {seat}: placed card not in pile"
            placed += len(player.auction_placed)
    assert placed == len(state.auction_pile), "every auction pile card has the seat that placed it"
    assert (state.church is not None) == (state.stage is Stage.CHURCH), "a Church card is played exactly in CHURCH"
    _check_phase(state)


def _check_phase(state: BibliosState) -> None:
    """The invariants of the current phase and stage (§4-§6)."""
    allocation, bidding = state.allocation, state.auction
    if state.phase is Phase.GIFT:
        placements = allocation.placements
        assert placements.count(Destination.SELF) <= 1, "SELF used twice in a gift turn"
        assert placements.count(Destination.AUCTION) <= 1, "AUCTION used twice in a gift turn"
        assert placements.count(Destination.PUBLIC) <= state.seats - 1, "public space over capacity"
        assert len(state.public_space) <= state.seats - 1, "public space holds at most N-1 cards"
        drawn_this_turn = len(placements) + (allocation.drawn is not None)
        assert (len(state.draw_pile) + drawn_this_turn) % state.cards_per_gift_turn == 0, "N+1 cards per gift turn"
        assert (state.stage is Stage.ALLOCATE) == (allocation.drawn is not None), "a drawn card waits in ALLOCATE"
        assert 1 <= state.gift_turn <= state.gift_turns_total, "gift turn number out of range"
        assert len(state.auction_pile) <= state.gift_turn, "one auction pile card per gift turn"
        assert bidding.card is None, "no auction in the gift phase"
    else:
        assert not state.draw_pile and not state.public_space, "the gift phase used up the draw pile"
        assert allocation.drawn is None and allocation.set_aside is None, "no gift turn after the gift phase"
    if state.phase is Phase.OVER:
        assert state.stage is Stage.OVER and not state.auction_pile and bidding.card is None, "the game is over"
    if state.stage is Stage.BID:
        assert bidding.card is not None and bidding.to_act is not None, "bidding needs a card and a bidder"
        assert bidding.to_act not in bidding.excluded, "an excluded seat is asked to bid"
        assert bidding.to_act not in bidding.passed, "a seat that passed is asked to bid"
        assert bidding.to_act != bidding.high_bidder, "the high bidder is asked to bid"
    if state.stage in (Stage.PAY, Stage.PAY_GOLD):
        assert bidding.card is not None and bidding.high_bidder is not None, "payment needs a card and a winner"
        assert bidding.high_bid >= 1, "a winning bid is at least 1"
    if bidding.high_bidder is not None:
        assert bidding.high_bidder not in bidding.excluded, "the high_bidder is excluded"
        assert bidding.high_bidder not in bidding.passed, "the high_bidder has passed"
    assert len(set(bidding.excluded)) == len(bidding.excluded) < state.seats + 1, "excluded seats repeat"
