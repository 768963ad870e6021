"""Auction phase: bidding, paying, refusing and the penalty (rules/biblios.md §6, D12-D15, D18, D19, D22)."""

import re

import pytest

from engine.biblios import GAME
from engine.biblios.state import Phase, Stage
from engine.core import IllegalAction
from tests.engine.biblios.scenario import (
    PASS,
    actions,
    bid,
    give,
    pending,
    play,
    play_all,
    private_text,
    public_text,
    snapshot,
    start_auction_turn,
    table,
)

REFUSE = {"type": "refuse"}


def pay(*values):
    return {"type": "pay", "gold": list(values)}


def test_bidding_starts_left_of_the_active_player_who_acts_last():
    """§6.3, D23: first eligible player left of the active one; the active player bids last in the first lap."""
    state = start_auction_turn(table(4), 2, "MON-I", pile=["PIG-A"])
    order = []
    for _ in range(4):
        decision = pending(state)
        order.append(decision.seat)
        state, _ = play(state, decision.seat, PASS)
    assert order == [3, 0, 1, 2]


def test_passed_players_are_skipped_and_the_high_bidder_is_not_asked():
    """§6.3: passing is final for this card; bidding goes round until all others passed."""
    state = table(4)
    give(state, 3, "G3-01", "G2-01")
    state = start_auction_turn(state, 0, "MON-I", pile=["PIG-A"])
    state, _ = play_all(state, [(1, bid(1)), (2, PASS), (3, bid(2)), (0, bid(3))])
    assert pending(state).seat == 1  # Cara passed, so after Alice comes Ben
    state, _ = play(state, 1, PASS)
    assert pending(state).seat == 3
    state, events = play(state, 3, bid(5))
    assert pending(state).seat == 0  # Ben and Cara skipped; Dan is the high bidder
    state, events = play(state, 0, PASS)
    assert "Dan wins Monks 4 (I) for 5 gold." in public_text(state, events)
    assert state.stage is Stage.PAY and state.auction.high_bidder == 3


def test_bid_options_run_from_the_minimum_to_99_with_pass_first():
    """P5, D19: pass (default), then every bid above the high bid up to the cap of 99."""
    state = table(3)
    give(state, 2, "G2-01", "G3-01")
    state = start_auction_turn(state, 0, "MON-I", pile=["PIG-A"])
    state, _ = play(state, 1, bid(4))
    decision = pending(state)
    assert decision.seat == 2 and decision.default == 0 and not decision.secret
    assert actions(decision) == [PASS, *(bid(n) for n in range(5, 100))]
    assert decision.context == "High bid 4 gold by {p1}. You hold 5 gold."
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="more than the high bid of 4 gold"):
        play(state, 2, bid(4))
    with pytest.raises(IllegalAction, match="capped at 99"):
        play(state, 2, bid(100))
    with pytest.raises(IllegalAction, match="whole number"):
        play(state, 2, {"type": "bid", "amount": "lots"})
    with pytest.raises(IllegalAction, match="must bid or pass"):
        play(state, 2, REFUSE)
    assert state == before


def test_a_gold_card_is_bid_in_cards():
    """§6.3: for a Gold card the bid is a number of cards; the context shows the hand size."""
    state = table(3)
    give(state, 1, "PIG-A", "PIG-B")
    state = start_auction_turn(state, 0, "G3-05", pile=["PIG-C"])
    decision = pending(state)
    assert decision.context == "No bid yet. You hold 2 cards."
    assert decision.options[1].label == "Bid 1 card" and decision.options[2].label == "Bid 2 cards"


def test_a_bid_of_99_leaves_only_passing_which_is_automatic():
    """D19 with §11: once 99 is bid nobody can outbid, so the others pass without a decision."""
    state = start_auction_turn(table(3), 0, "MON-I", pile=["PIG-A"])
    state, events = play(state, 1, bid(99))
    lines = public_text(state, events)
    assert "Steve passes." in lines and "Bob passes." in lines and "James wins Monks 4 (I) for 99 gold." in lines


def test_nobody_bids_discards_the_card_and_passes_the_turn():
    """§6.2 step 3: everyone passes, the card is discarded face up, the next player is active."""
    state = start_auction_turn(table(3), 1, "MON-I", pile=["PIG-A"])
    state, events = play_all(state, [(2, PASS), (0, PASS), (1, PASS)])
    assert "Nobody bids: Monks 4 (I) is discarded face up without effect." in public_text(state, events)
    assert state.face_up_discards == ["MON-I"] and state.active == 2 and state.auction.card == "PIG-A"


def test_overpaying_when_no_exact_change_exists():
    """§6.4: no change is given; a Gold 3 pays a bid of 2."""
    state = table(3)
    give(state, 1, "G3-01")
    state = start_auction_turn(state, 0, "PIG-H", pile=["PIG-A"])
    state, _ = play_all(state, [(1, bid(2)), (2, PASS), (0, PASS)])
    decision = pending(state)
    assert actions(decision) == [pay(3), REFUSE]
    state, events = play(state, 1, pay(3))
    assert "James pays Gold 3 (3 gold) and takes Pigments 4 (H)." in public_text(state, events)
    assert state.hand(1) == ["PIG-H"] and "PIG-H" in state.players[1].known
    assert state.face_up_discards == ["G3-01"] and state.players[1].gold_paid == 3


def test_only_minimal_payments_are_offered_and_accepted():
    """§6.4, D18: one option per minimal value multiset, cheapest first; superfluous cards are refused."""
    state = table(3)
    give(state, 1, "G1-01", "G1-02", "G3-01", "G2-01", "PIG-A")
    state = start_auction_turn(state, 0, "MON-H", pile=["PIG-B"])
    state, _ = play_all(state, [(1, bid(2)), (2, PASS), (0, PASS)])
    decision = pending(state)
    # {2}=2, {1,1}=2, {3}=3 by total then card count; {1,2} or {1,3} have a card that is not needed.
    assert actions(decision) == [pay(2), pay(1, 1), pay(3), REFUSE]
    assert decision.context == "You hold Gold 1, Gold 1, Gold 2, Gold 3 (7 gold)."
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="Gold 1 is not needed: the rest already covers 2"):
        play(state, 1, pay(1, 3))
    with pytest.raises(IllegalAction, match="need 1 more gold to pay 2"):
        play(state, 1, pay(1))
    with pytest.raises(IllegalAction, match="not hold enough Gold 3"):
        play(state, 1, pay(3, 3))
    with pytest.raises(IllegalAction, match="Name the Gold values"):
        play(state, 1, {"type": "pay", "gold": ["G1-01"]})
    assert state == before
    state, _ = play(state, 1, pay(1, 1))
    assert sorted(state.hand(1)) == ["G2-01", "G3-01", "MON-H", "PIG-A"]


def test_payments_come_by_smallest_total_then_fewest_cards_and_the_default_is_not_paying():
    """P6: payments by total, then fewest cards; the default (a winner who does not answer) is not paying,
    whatever the gold, so a timeout tells the table nothing of it (issue 20)."""
    state = table(3)
    give(state, 1, "G1-01", "G1-02", "G1-03", "G3-01")
    state = start_auction_turn(state, 0, "MON-H", pile=["PIG-B"])
    state, _ = play_all(state, [(1, bid(3)), (2, PASS), (0, PASS)])
    decision = pending(state)
    assert actions(decision) == [pay(3), pay(1, 1, 1), REFUSE]
    assert decision.default_option.action == REFUSE and decision.fallback.action == REFUSE


def test_refusing_when_able_is_allowed_and_penalised():
    """§6.4, D22: the winner may refuse even with enough gold."""
    state = table(3)
    give(state, 1, "G3-01")
    give(state, 2, "PIG-A")
    state = start_auction_turn(state, 0, "MON-H", pile=["PIG-B"])
    state, _ = play_all(state, [(1, bid(1)), (2, PASS), (0, PASS)])
    state, events = play(state, 1, REFUSE)
    assert "James does not pay." in public_text(state, events)
    assert state.auction.excluded == [1] and state.hand(1) == []  # Steve drew the only card
    assert state.hand(2) == ["PIG-A", "G3-01"]


def _won_for_4_gold(gold):
    """Steve wins Monks 4 (H) for 4 gold holding these Gold cards: the state, and the lines of the winning move."""
    state = table(3)
    give(state, 2, *gold)
    state = start_auction_turn(state, 0, "MON-H", pile=["PIG-B"])
    return play_all(state, [(1, PASS), (2, bid(4)), (0, PASS)])


def test_unable_to_pay_is_waited_for_like_able_to_pay_and_reads_the_same():
    """§6.4, P6, issue 20: with less gold than the bid only refusing remains, yet the winner is asked in secret,
    as one who could pay is; the table reads the same lines at the same moments, and only the winner reads why."""
    unable, unable_won = _won_for_4_gold(["G1-01"])
    able, able_won = _won_for_4_gold(["G1-01", "G3-01"])
    assert public_text(unable, unable_won) == public_text(able, able_won)
    assert unable_won[-1].text == "{p2} wins Monks 4 (H) for 4 gold." and unable.stage is Stage.PAY
    decision = pending(unable)
    assert decision.seat == 2 and decision.kind == "pay" and decision.secret and not decision.forced
    assert actions(decision) == [REFUSE] and decision.fallback.action == REFUSE
    assert decision.context == "You hold Gold 1 (1 gold): you cannot pay 4."
    assert decision.options[0].label == "Do not pay (penalty)"
    assert pending(able).context == "You hold Gold 1, Gold 3 (4 gold)."
    unable, unable_refused = play(unable, 2, REFUSE)
    able, able_refused = play(able, 2, REFUSE)
    assert public_text(unable, unable_refused)[0] == public_text(able, able_refused)[0] == "Steve does not pay."
    assert unable.auction.excluded == [2] and unable.stage is Stage.BID


def test_standard_penalty_draws_clockwise_from_the_left_until_the_hand_is_empty():
    """§6.6 step 1, D13: each other player draws one random card, starting left of the penalised player."""
    state = table(4)
    give(state, 1, "PIG-A", "PIG-B")
    state = start_auction_turn(state, 0, "MON-H", pile=["PIG-C"])
    state, events = play_all(state, [(1, bid(3)), (2, PASS), (3, PASS), (0, PASS), (1, REFUSE)])
    lines = public_text(state, events)
    assert lines.index("Cara takes a random card from Ben's hand.") < lines.index(
        "Dan takes a random card from Ben's hand."
    )
    assert not any(line.startswith("Alice takes a random card") for line in lines)  # the hand ran out
    assert state.hand(1) == [] and sorted(state.hand(2) + state.hand(3)) == ["PIG-A", "PIG-B"]
    drawn_by_cara = {"PIG-A": "Pigments 2 (A)", "PIG-B": "Pigments 2 (B)"}[state.hand(2)[0]]
    assert private_text(state, events, 2) == [f"You took {drawn_by_cara} from Ben's hand."]
    assert any("took your" in line for line in private_text(state, events, 1))
    assert all(e.reveal for e in events if "random" in e.text)
    assert state.players[2].known == [] and state.players[3].known == []  # H16: identity stays private


def test_penalised_player_is_excluded_and_the_card_is_auctioned_afresh():
    """§6.6 steps 2-3, D12: passes are forgotten; bidding restarts left of the active player without the penalised."""
    state = table(4)
    give(state, 0, "G3-01")
    state = start_auction_turn(state, 0, "MON-H", pile=["PIG-C"])
    state, _ = play_all(state, [(1, PASS), (2, PASS), (3, bid(5)), (0, PASS), (3, REFUSE)])
    assert state.auction.excluded == [3]
    assert state.auction.passed == [] and state.auction.high_bid == 0
    order = []
    for _ in range(3):
        decision = pending(state)
        order.append(decision.seat)
        state, _ = play(state, decision.seat, PASS)
    assert order == [1, 2, 0]
    assert state.active == 1 and state.face_up_discards[-1] == "MON-H"  # re-auction passed by all


def test_a_single_remaining_bidder_wins_with_any_bid():
    """§6.3 edge: with every other player penalised, one bid of at least 1 wins at once."""
    state = table(2)
    give(state, 0, "G2-01")
    state = start_auction_turn(state, 0, "MON-H", pile=["PIG-C"])
    state, _ = play_all(state, [(1, bid(4)), (0, PASS), (1, REFUSE)])  # Steve cannot pay: penalised
    assert state.auction.excluded == [1] and pending(state).seat == 0
    state, events = play(state, 0, bid(1))
    assert "Bob wins Monks 4 (H) for 1 gold." in public_text(state, events)
    assert actions(pending(state)) == [pay(2), REFUSE]


def test_a_single_remaining_bidder_who_passes_discards_the_card():
    """§6.3 edge: the last eligible player passes, nobody wins."""
    state = table(2)
    state = start_auction_turn(state, 0, "MON-H", pile=["PIG-C"])
    state, _ = play_all(state, [(1, bid(4)), (0, PASS), (1, REFUSE)])
    state, events = play(state, 0, PASS)
    assert state.face_up_discards == ["MON-H"] and state.active == 1


def test_when_everyone_is_penalised_the_card_is_discarded():
    """D14: no eligible player remains: the card is discarded and the turn ends."""
    state = start_auction_turn(table(2), 0, "MON-H", pile=["PIG-C"])
    state, _ = play_all(state, [(1, bid(4)), (0, PASS), (1, REFUSE)])  # Steve penalised (no gold)
    state, events = play_all(state, [(0, bid(2)), (0, REFUSE)])  # Bob penalised too (no gold)
    lines = public_text(state, events)
    assert "No one may bid any more: Monks 4 (H) is discarded face up without effect." in lines
    assert state.face_up_discards == ["MON-H"] and state.active == 1 and state.auction.card == "PIG-C"
    assert state.auction.excluded == []  # the next card starts afresh


def test_gold_card_is_paid_in_cards():
    """§6.5: the winner discards exactly as many cards as bid, face down, all chosen in one secret step."""
    state = table(3)
    give(state, 1, "PIG-A", "G1-01", "HOL-I")
    state = start_auction_turn(state, 0, "G3-05", pile=["PIG-C"])
    state, _ = play_all(state, [(1, bid(2)), (2, PASS), (0, PASS)])
    decision = pending(state)
    assert decision.kind == "pay_gold" and decision.secret and decision.default == 0
    assert actions(decision) == [{"type": "discard", "cards": ["PIG-A", "G1-01"]}, REFUSE]
    assert decision.quick == (1,)  # refuse as a button; the cards are chosen as a set
    choice = decision.set_choice
    assert choice is not None and choice.count == 2 and [value for value, _ in choice.items] == state.hand(1)
    state, events = play(state, 1, {"type": "discard", "cards": ["HOL-I", "PIG-A"]})
    assert private_text(state, events, 1) == ["You discard Pigments 2 (A) and Holy Books 2 (I) face down."]
    assert public_text(state, events)[0] == "James discards 2 cards face down and takes Gold 3."
    assert state.hand(1) == ["G1-01", "G3-05"] and state.players[1].known == ["G3-05"]
    assert [(d.card, d.seat) for d in state.face_down_discards] == [("PIG-A", 1), ("HOL-I", 1)]
    assert state.players[1].spent == 2


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        (["PIG-A"], "You chose 1 card but must discard exactly 2."),
        (["PIG-A", "G1-01", "HOL-I"], "You chose 3 cards but must discard exactly 2."),
        (["PIG-A", "PIG-A"], "Each card can be discarded only once."),
        (["PIG-A", "MON-A"], "“MON-A” is not in your hand."),
        (["PIG-A", 7], "Name the cards you discard"),
        ("PIG-A", "Name the cards you discard"),
    ],
    ids=["too few", "too many", "twice", "not in hand", "not a card", "not a list"],
)
def test_a_wrong_discard_set_is_refused_whole_and_changes_nothing(cards, message):
    """§6.5: the set is checked as a whole (count, cards in hand, no repeats) before any card moves."""
    state = table(3)
    give(state, 1, "PIG-A", "G1-01", "HOL-I")
    state = start_auction_turn(state, 0, "G3-05", pile=["PIG-C"])
    state, _ = play_all(state, [(1, bid(2)), (2, PASS), (0, PASS)])
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=re.escape(message)):
        play(state, 1, {"type": "discard", "cards": cards})
    assert snapshot(state) == before and state.hand(1) == ["PIG-A", "G1-01", "HOL-I"]


def test_gold_card_with_a_hand_smaller_than_the_bid_is_refused_automatically():
    """§6.5: fewer cards than the bid leaves only refusal, taken at once: hand sizes are public (H11), so the
    table knows already; it reads as any refusal."""
    state = table(3)
    give(state, 1, "PIG-A")
    state = start_auction_turn(state, 0, "G3-05", pile=["PIG-C"])
    state, events = play_all(state, [(1, bid(2)), (2, PASS), (0, PASS)])
    assert "James does not pay." in public_text(state, events)
    assert state.auction.excluded == [1]


def test_gold_card_bid_equal_to_the_hand_offers_the_whole_hand():
    """§6.5: when every card must go, the order does not matter: one option discards the whole hand."""
    state = table(3)
    give(state, 1, "PIG-A", "PIG-B")
    state = start_auction_turn(state, 0, "G3-05", pile=["PIG-C"])
    state, _ = play_all(state, [(1, bid(2)), (2, PASS), (0, PASS)])
    decision = pending(state)
    assert actions(decision)[0] == {"type": "discard", "cards": ["PIG-A", "PIG-B"]} and decision.set_choice is None
    assert decision.options[0].label == "Discard your whole hand (2 cards)"
    state, events = play(state, 1, {"type": "discard", "cards": ["PIG-A", "PIG-B"]})
    assert state.hand(1) == ["G3-05"] and len(state.face_down_discards) == 2
    assert state.active == 1


def test_medieval_bluff_discards_one_random_card_face_down():
    """§6.7, D15: one random card of the penalised hand is discarded face down; nobody gains a card."""
    state = table(4, penalty_mode="medieval_bluff")
    give(state, 1, "PIG-A", "PIG-B", "PIG-C")
    state = start_auction_turn(state, 0, "MON-H", pile=["PIG-D"])
    state, events = play_all(state, [(1, bid(3)), (2, PASS), (3, PASS), (0, PASS), (1, REFUSE)])
    assert len(state.hand(1)) == 2 and all(not state.hand(s) for s in (0, 2, 3))
    [lost] = [d for d in state.face_down_discards]
    assert lost.seat == 1 and lost.card in {"PIG-A", "PIG-B", "PIG-C"}
    assert "Cara picks a random card from Ben's hand; it is discarded face down." in public_text(state, events)
    assert private_text(state, events, 1) == [f"Your Pigments 2 ({lost.card[-1]}) was discarded face down."]
    assert state.auction.excluded == [1] and pending(state).seat == 2  # afresh, Ben skipped
    assert state.players[1].spent == 1


def test_penalty_on_an_empty_hand_takes_nothing():
    """§6.6, §6.7: an empty hand loses nothing; the player is still excluded."""
    state = start_auction_turn(table(3, penalty_mode="medieval_bluff"), 0, "MON-H", pile=["PIG-D"])
    state, events = play_all(state, [(1, bid(3)), (2, PASS), (0, PASS), (1, REFUSE)])
    assert "James has no card left to lose." in public_text(state, events)
    assert not state.face_down_discards and state.auction.excluded == [1]


def test_the_game_ends_when_the_auction_pile_is_empty():
    """§6.2 step 6, §8: after the last auction turn the game is over and a result exists."""
    state = table(2)
    give(state, 0, "G2-01", "PIG-A")
    give(state, 1, "MON-A")
    state = start_auction_turn(state, 0, "HOL-A")
    state, events = play_all(state, [(1, PASS), (0, bid(1))])
    state, events = play(state, 0, pay(2))
    assert state.phase is Phase.OVER and state.stage is Stage.OVER
    assert "The auction pile is empty: the game is over and all hands are revealed." in public_text(state, events)
    assert GAME.pending(state) == []
    with pytest.raises(IllegalAction, match="over"):
        play(state, 0, PASS)
    assert GAME.result(state) is not None
