"""Views and secrets: what each seat and the public may know (rules/biblios.md §10)."""

import random

from engine.biblios import GAME
from engine.biblios.invariants import all_locations
from engine.biblios.views import PublicView, SeatView
from engine.core import apply, new_game, private_part, to_data
from engine.core.game import canonical_json
from testkit.biblios_random_play import Bidder
from tests.engine.biblios.scenario import (
    PASS,
    bid,
    game_over,
    give,
    play,
    play_all,
    start_auction_turn,
    start_gift_turn,
    table,
)


def text_of(view):
    return canonical_json(to_data(view))


def test_public_view_of_a_gift_turn_shows_placements_but_not_the_drawn_or_kept_card():
    """H5-H7, H10: destinations and public cards are public; the drawn and kept cards are not."""
    state = start_gift_turn(table(3), 0, ["MON-E", "G1-01", "MON-A", "G2-01"], turns=2)
    state, _ = play_all(state, [(0, {"type": "allocate", "to": "self"}), (0, {"type": "allocate", "to": "public"})])
    public = GAME.view(state, None)
    assert isinstance(public, PublicView)
    assert public.phase == "gift" and public.placements == ("self", "public") and public.cards_to_allocate == 4
    assert [face.id for face in public.public_space] == ["G1-01"] and public.public_space[0].label == "Gold 1"
    assert public.waiting_on == (0,) and public.gift_turn == 1 and public.gift_turns_total == 2
    assert public.draw_pile == 5 and public.auction_pile == 0
    assert "MON-E" not in text_of(public) and "MON-A" not in text_of(public)
    mine = GAME.view(state, 0)
    assert isinstance(mine, SeatView)
    assert mine.set_aside.id == "MON-E" and mine.drawn.id == "MON-A" and mine.hand == ()
    other = GAME.view(state, 1)
    assert other.set_aside is None and other.drawn is None
    assert "MON-E" not in text_of(other) and "Monks 2 (A)" not in text_of(other)
    assert {"MON-E", "MON-A", "Monks 3 (E)", "Monks 2 (A)"} <= GAME.secrets(state, 1)
    assert not {"MON-E", "MON-A"} & GAME.secrets(state, 0)
    assert "drawn" not in private_part(mine)  # the drawn card is transient


def test_own_auction_cards_are_listed_in_placement_order_until_revealed():
    """H8, H9: a seat knows what it put in the auction pile, never the shuffled order."""
    state = start_gift_turn(table(2), 0, ["MON-E", "MON-A", "PIG-A", "PIG-B", "PIG-C", "PIG-D"], turns=2)
    state, _ = play_all(state, [(0, {"type": "allocate", "to": "auction"}), (0, {"type": "allocate", "to": "self"})])
    state, _ = play_all(state, [(1, {"type": "allocate", "to": "auction"}), (1, {"type": "allocate", "to": "self"})])
    # The draw pile is empty: the auction phase began and one of the two pile cards was revealed.
    revealed = state.auction.card
    for seat, card in ((0, "MON-E"), (1, "PIG-B")):
        view = GAME.view(state, seat)
        assert [f.id for f in view.my_auction_cards] == ([] if card == revealed else [card])
    hidden = state.auction_pile[0]
    owner = 0 if hidden == "MON-E" else 1
    assert hidden not in GAME.secrets(state, owner) and hidden in GAME.secrets(state, 1 - owner)
    assert hidden in GAME.secrets(state, None)
    assert GAME.view(state, None).auction_card.id == revealed


def test_hand_cards_are_secret_unless_their_identity_was_public():
    """H10, H11, H16: taken or bought cards are publicly known until a random penalty draw moves them."""
    state = table(3)
    give(state, 1, "MON-A", known=True)  # e.g. taken from the public space
    give(state, 1, "PIG-A")  # e.g. a kept card
    state = start_auction_turn(state, 0, "HOL-H", pile=["FOR-A"])
    secrets = GAME.secrets(state, 2)
    assert "PIG-A" in secrets and "Pigments 2 (A)" in secrets and "MON-A" not in secrets
    assert "PIG-A" not in GAME.secrets(state, 1)
    # James bids and cannot pay: Steve then Bob draw his cards at random; identities are private again.
    state, _ = play_all(state, [(1, bid(1)), (2, PASS), (0, PASS), (1, {"type": "refuse"})])
    assert state.hand(1) == []
    for seat, other in ((0, 2), (2, 0)):
        [card] = state.hand(seat)
        assert card in GAME.secrets(state, other)
        assert card in GAME.secrets(state, None) and card not in state.players[seat].known


def test_no_view_contains_a_card_of_another_seats_hand_before_the_end():
    """DESIGN "view": the public view never shows a hand card; a seat's view shows only its own."""
    state = table(4)
    give(state, 0, "MON-A", "G3-01", known=True)
    give(state, 1, "PIG-A", "G2-01")
    give(state, 2, "HOL-A")
    state = start_auction_turn(state, 3, "FOR-H", pile=["FOR-A"])
    public = text_of(GAME.view(state, None))
    for seat in range(4):
        own = text_of(GAME.view(state, seat))
        for other in range(4):
            for card in state.hand(other):
                assert card not in public
                assert (card in own) == (other == seat)


def test_auction_view_shows_bids_units_and_payment_state():
    """H13, H14, H18: the card under auction, the high bid and unit, passes and exclusions are public."""
    state = table(3)
    give(state, 1, "G3-01")
    state = start_auction_turn(state, 0, "G2-05", pile=["FOR-A"], number=3)
    state, _ = play_all(state, [(1, bid(1)), (2, PASS)])
    public = GAME.view(state, None)
    assert public.auction_card.label == "Gold 2" and public.bid_unit == "cards"
    assert public.high_bid == 1 and public.high_bidder == 1 and public.auction_number == 3
    assert public.seats[2].passed and not public.seats[1].passed and not public.awaiting_payment
    state, _ = play(state, 0, PASS)
    public = GAME.view(state, None)
    assert public.awaiting_payment and public.waiting_on == (1,)
    assert GAME.view(state, 1).gold == 3


def test_game_end_reveals_all_hands_scores_and_vp():
    """§8: every hand is revealed at the end; removed and face-down cards stay secret."""
    state = game_over(table(2, dice=(4, 2, 3, 3, 2)), {0: ["MON-A", "G3-01"], 1: ["PIG-H", "G1-01"]})
    public = GAME.view(state, None)
    assert public.phase == "over" and public.vp == (2, 4)
    assert [[f.id for f in hand] for hand in public.revealed_hands] == [["MON-A", "G3-01"], ["PIG-H", "G1-01"]]
    assert public.scores[1].category == "MON" and public.scores[1].winner == 0 and public.scores[1].totals == (2, 0)
    secrets = GAME.secrets(state, None)
    assert "MON-A" not in secrets and "PIG-H" not in secrets
    assert set(state.removed_face_down) <= secrets


def test_face_down_discards_are_known_only_to_their_owner():
    """H15, H17."""
    state = table(3)
    give(state, 1, "PIG-A", "PIG-B")
    state = start_auction_turn(state, 0, "G3-05", pile=["FOR-A"])
    state, _ = play_all(state, [(1, bid(1)), (2, PASS), (0, PASS)])
    state, _ = play(state, 1, {"type": "discard", "cards": ["PIG-B"]})
    assert "PIG-B" not in GAME.secrets(state, 1)
    assert {"PIG-B", "Pigments 2 (B)"} <= GAME.secrets(state, 0) & GAME.secrets(state, None)
    public = GAME.view(state, None)
    assert public.discard_pile == 1 and public.face_up_discards == ()
    assert public.seats[1].spent == 1 and public.seats[1].hand_size == 2


def _renamed_data(data, renamed):
    if isinstance(data, str):
        return renamed.get(data, data)
    if isinstance(data, list):
        return [_renamed_data(item, renamed) for item in data]
    if isinstance(data, dict):
        return {key: _renamed_data(item, renamed) for key, item in data.items()}
    return data


def test_redraw_hidden_renames_every_card_wherever_the_state_records_it():
    """redraw_hidden's twin is the state with the swapped card ids replaced in every field of its JSON form.

    Once the Auction phase has begun, the auction pile's order is drawn anew as well (nobody knows it, §6.1).
    """
    for seats, mode in ((2, "standard"), (4, "medieval_bluff")):
        state = new_game(GAME, seats, 7, {"penalty_mode": mode})
        pick = random.Random(7)
        while GAME.pending(state):
            twin = GAME.redraw_hidden(state, random.Random(state.step))
            before, after = to_data(state), to_data(twin)
            renamed = {}
            for old, new in zip(all_locations(state), all_locations(twin), strict=True):
                renamed[old] = new
            shuffled = state.phase == "auction"  # the pile's order is drawn anew too: rename by who placed what
            for old_player, new_player in zip(state.players, twin.players, strict=True):
                renamed.update(zip(old_player.auction_placed, new_player.auction_placed, strict=True))
            expected = _renamed_data(before, renamed)
            if shuffled:
                assert sorted(after.pop("auction_pile")) == sorted(expected.pop("auction_pile"))
            assert after == expected
            decision = pick.choice(GAME.pending(state))
            state, _ = apply(GAME, state, decision.seat, pick.choice(decision.options).action)


def test_a_seat_redraw_deals_church_cards_to_any_unseen_place_not_to_their_true_places():
    """Issue 24's fairness: the deck is shuffled with the Church cards in it (§3.2), so a seat does not know
    where they lie. Over many redraws of one seat's position, the Church cards take draw-pile places all along
    the pile and their number in the pile varies (some are among the removed cards); no hand holds one.
    Before the fix, Church cards swapped only with Church cards: every redraw had them at their true places."""
    state = new_game(GAME, 4, 24)
    pick = Bidder(24)
    while state.step < 12:  # into the gift phase: seat 0 holds cards and saw some
        decision = pick.choice(GAME.pending(state))
        state, _ = apply(GAME, state, decision.seat, pick.choice(decision.options).action)
    truth = {index for index, card in enumerate(state.draw_pile) if card.startswith("CH-")}
    places, counts, at_truth = set(), set(), 0
    for draw in range(200):
        twin = GAME.redraw_hidden(state, random.Random(draw), 0)
        churches = {index for index, card in enumerate(twin.draw_pile) if card.startswith("CH-")}
        places |= churches
        counts.add(len(churches))
        at_truth += churches == truth
        assert not any(card.startswith("CH-") for player in twin.players for card in player.hand)
        GAME.check(twin)
    assert at_truth <= 2, at_truth
    assert len(places) >= 0.9 * len(state.draw_pile), (len(places), len(state.draw_pile))
    assert len(counts) >= 3, counts


def test_once_the_auction_pile_is_shuffled_a_seat_does_not_know_where_its_own_cards_lie():
    """§6.1: the auction pile is shuffled face down; a seat knows which cards it put there, not where they are."""
    state = new_game(GAME, 3, 25)
    pick = Bidder(25)
    while state.phase == "gift" or state.stage == "shuffle":
        decision = pick.choice(GAME.pending(state))
        state, _ = apply(GAME, state, decision.seat, pick.choice(decision.options).action)
    mine = [card for card in state.players[0].auction_placed if card in state.auction_pile]
    assert mine, "seat 0 put cards in the auction pile"
    places = {
        tuple(GAME.redraw_hidden(state, random.Random(draw), 0).auction_pile.index(card) for card in mine)
        for draw in range(50)
    }
    assert len(places) >= 20, places
