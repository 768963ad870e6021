"""Gift phase: allocation, forced placements, taking from the public space (rules/biblios.md §5)."""

import pytest

from engine.biblios.state import Phase
from engine.core import IllegalAction
from tests.engine.biblios.scenario import (
    actions,
    give,
    pending,
    play,
    play_all,
    private_text,
    public_text,
    snapshot,
    start_gift_turn,
    table,
)

SELF = {"type": "allocate", "to": "self"}
AUCTION = {"type": "allocate", "to": "auction"}
PUBLIC = {"type": "allocate", "to": "public"}


def destinations(state):
    return [action["to"] for action in actions(pending(state))]


@pytest.mark.parametrize("players", [2, 3, 4], ids=["2p", "3p", "4p"])
def test_allocation_uses_self_once_auction_once_and_public_n_minus_1(players):
    """§5.2: N+1 cards; SELF 1, AUCTION 1, PUBLIC N-1; the public space then holds N-1 cards."""
    state = start_gift_turn(table(players), 0, ["PIG-A", "PIG-B", "PIG-C", "PIG-D", "PIG-E"][: players + 1], turns=2)
    decision = pending(state)
    assert decision.kind == "allocate" and decision.secret and decision.seat == 0
    assert destinations(state) == ["self", "auction", "public"]
    assert decision.default == 0  # first legal in the order self, auction, public
    assert "You drew Pigments 2 (A)" in decision.context
    state, _ = play(state, 0, PUBLIC)
    for _ in range(players - 2):
        state, _ = play(state, 0, PUBLIC)
    # The public slots are full: only self and auction remain, both open.
    assert destinations(state) == ["self", "auction"]
    state, events = play(state, 0, SELF)
    # The last card is forced onto the auction pile, automatically.
    assert "put card {n} of {n} on the auction pile".format(n=players + 1) in " ".join(public_text(state, events))
    assert len(state.auction_pile) == 1 and state.players[0].auction_placed == state.auction_pile
    assert state.hand(0) == [["PIG-A", "PIG-B", "PIG-C", "PIG-D", "PIG-E"][players - 1]]
    public_cards = ["PIG-A", "PIG-B", "PIG-C", "PIG-D", "PIG-E"][: players - 1]
    if players == 2:  # the single taker takes the single card at once
        assert state.hand(1) == public_cards and state.active == 1
    else:
        assert state.public_space == public_cards and pending(state).kind == "take"


def test_forced_placement_is_automatic_and_logged_without_identity():
    """§5.2, H6: once SELF and AUCTION are used, every further card goes PUBLIC without a decision."""
    state = start_gift_turn(table(4), 1, ["MON-A", "MON-B", "MON-C", "MON-D", "MON-E"], turns=2)
    state, events = play_all(state, [(1, SELF), (1, AUCTION)])
    # Cards 3-5 were placed in the public space without asking.
    assert state.public_space == ["MON-C", "MON-D", "MON-E"]
    lines = public_text(state, events)
    assert "Ben kept card 1 of 5 face down." in lines
    assert "Ben put card 2 of 5 on the auction pile." in lines
    assert "Ben put card 3 of 5 in the public space: Monks 2 (C)." in lines
    assert not any("Monks 2 (A)" in line or "Monks 2 (B)" in line for line in lines)
    assert "Monks 2 (B)" in " ".join(private_text(state, events, 1))  # the drawer saw its card
    assert pending(state).kind == "take" and pending(state).seat == 2


def test_allocating_to_a_full_destination_is_refused():
    """§5.2: a destination without room is not legal; the state is unchanged."""
    state = start_gift_turn(table(3), 0, ["PIG-A", "PIG-B", "PIG-C", "PIG-D"], turns=2)
    state, _ = play(state, 0, SELF)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="already kept a card for yourself"):
        play(state, 0, SELF)
    with pytest.raises(IllegalAction, match="Choose where the card goes"):
        play(state, 0, {"type": "allocate", "to": "river"})
    with pytest.raises(IllegalAction, match="must allocate"):
        play(state, 0, {"type": "bid", "amount": 1})
    with pytest.raises(IllegalAction, match="not your turn"):
        play(state, 1, AUCTION)
    assert state == before
    state = start_gift_turn(table(4), 0, ["PIG-A", "PIG-B", "PIG-C", "PIG-D", "PIG-E"], turns=2)
    state, _ = play(state, 0, AUCTION)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="auction pile has already received its card"):
        play(state, 0, AUCTION)
    assert state == before


def test_public_space_capacity_is_refused_when_full():
    """§5.2: PUBLIC takes N-1 cards per turn."""
    state = start_gift_turn(table(3), 0, ["PIG-A", "PIG-B", "PIG-C", "PIG-D"], turns=2)
    state, _ = play_all(state, [(0, PUBLIC), (0, PUBLIC)])
    with pytest.raises(IllegalAction, match="public space already holds its 2 cards"):
        play(state, 0, PUBLIC)


def test_self_card_joins_the_hand_only_when_allocation_ends():
    """§5.3: the SELF card waits face down, then joins the active player's hand."""
    state = start_gift_turn(table(3), 0, ["PIG-A", "PIG-B", "PIG-C", "PIG-D"], turns=2)
    state, _ = play(state, 0, SELF)
    assert state.allocation.set_aside == "PIG-A" and state.hand(0) == []
    state, events = play(state, 0, AUCTION)  # cards 3 and 4 forced public; allocation ends
    assert state.hand(0) == ["PIG-A"] and state.allocation.set_aside is None
    assert "Pigments 2 (A) joins your hand." in private_text(state, events, 0)
    assert "PIG-A" not in state.players[0].known  # its identity is not public (H7)


def test_takers_go_clockwise_from_the_active_players_left_and_the_last_is_automatic():
    """§5.4: each other player takes one public card, clockwise; the last card is forced."""
    state = start_gift_turn(table(4), 2, ["MON-A", "MON-B", "MON-C", "MON-D", "MON-E"], turns=2)
    state, _ = play_all(state, [(2, SELF), (2, AUCTION)])
    decision = pending(state)
    assert decision.seat == 3 and not decision.secret
    assert actions(decision) == [{"type": "take", "card": c} for c in ["MON-C", "MON-D", "MON-E"]]
    state, events = play(state, 3, {"type": "take", "card": "MON-D"})
    assert "Dan takes Monks 2 (D) from the public space." in public_text(state, events)
    assert pending(state).seat == 0
    before = snapshot(state)
    with pytest.raises(
        IllegalAction, match=r"Monks 2 \(D\) is not in the public space: take Monks 2 \(C\) or Monks 3 \(E\)"
    ):
        play(state, 0, {"type": "take", "card": "MON-D"})
    assert state == before
    state, events = play(state, 0, {"type": "take", "card": "MON-E"})
    # Ben takes the last card automatically; the gift turn passes to Dan.
    assert state.hand(1) == ["MON-C"] and state.hand(3) == ["MON-D"] and state.hand(0) == ["MON-E"]
    assert all(state.players[s].known == state.hand(s) for s in (0, 1, 3))  # H10: taken cards are public
    assert state.active == 3 and pending(state).seat == 3 and state.gift_turn == 2


def test_two_players_take_automatically():
    """§5.4 with 2 players: one public card, one taker, no decision."""
    state = start_gift_turn(table(2), 0, ["PIG-A", "PIG-B", "PIG-C"], turns=2)
    state, _ = play_all(state, [(0, SELF), (0, AUCTION)])
    assert state.hand(0) == ["PIG-A"] and state.hand(1) == ["PIG-C"]
    assert state.active == 1 and pending(state).kind == "allocate"


def test_gift_phase_ends_when_the_draw_pile_is_empty_and_the_auction_starts_with_the_first_player():
    """§5.1, §6.1: after the last gift turn the auction pile is shuffled and the first player reveals."""
    state = table(3, first_player=1)
    give(state, 2, "G3-01")
    state = start_gift_turn(state, 2, ["PIG-A", "PIG-B", "PIG-C", "PIG-D"], turns=1)
    state, events = play_all(state, [(2, SELF), (2, AUCTION), (0, {"type": "take", "card": "PIG-C"})])
    assert state.phase is Phase.AUCTION
    assert state.active == 1 and state.auction.card == "PIG-B" and state.auction.number == 1
    lines = public_text(state, events)
    assert "The Auction phase begins: the auction pile (1 card) is shuffled." in lines
    assert "Auction 1 of 1: James reveals Pigments 2 (B)." in lines
    assert any(e.reveal for e in events)
    assert pending(state).seat == 2  # bidding starts left of the active player


def test_draws_are_reveals_and_block_undo():
    """DESIGN "Undo": the next card drawn is shown to the active seat, so allocating cannot be undone."""
    state = start_gift_turn(table(3), 0, ["PIG-A", "PIG-B", "PIG-C", "PIG-D"], turns=2)
    _, events = play(state, 0, SELF)
    assert any(e.reveal and e.seat == 0 for e in events)
