"""The worked examples E1-E11 of rules/biblios.md §12, one test each."""

import pytest

from engine.biblios import GAME
from engine.biblios.scoring import category_outcomes
from engine.biblios.state import Stage
from engine.core import IllegalAction
from tests.engine.biblios.scenario import (
    PASS,
    actions,
    bid,
    game_over,
    give,
    pending,
    play,
    play_all,
    private_text,
    public_text,
    snapshot,
    start_auction_turn,
    start_gift_turn,
    table,
)

BOB, JAMES, STEVE = 0, 1, 2
ALICE, BEN, CARA, DAN = 0, 1, 2, 3
ABC = ["Alice", "Ben", "Cara"]


def allocate(to):
    return {"type": "allocate", "to": to}


def test_example_e1_gift_turn_with_a_forced_placement():
    """E1: auction, public, self, then the 4th card is forced public; James takes, Steve gets the last."""
    state = start_gift_turn(table(3), BOB, ["MON-E", "G1-01", "MON-A", "G2-01"], turns=2)
    assert [a["to"] for a in actions(pending(state))] == ["self", "auction", "public"]
    state, events = play(state, BOB, allocate("auction"))
    assert [a["to"] for a in actions(pending(state))] == ["self", "public"]
    state, more = play(state, BOB, allocate("public"))
    events += more
    assert [a["to"] for a in actions(pending(state))] == ["self", "public"]
    state, more = play(state, BOB, allocate("self"))  # G2-01 then goes public automatically
    events += more
    assert pending(state).seat == JAMES and actions(pending(state)) == [
        {"type": "take", "card": "G1-01"},
        {"type": "take", "card": "G2-01"},
    ]
    state, more = play(state, JAMES, {"type": "take", "card": "G2-01"})
    events += more
    assert state.auction_pile == ["MON-E"] and state.public_space == []
    assert state.hand(BOB) == ["MON-A"] and state.hand(JAMES) == ["G2-01"] and state.hand(STEVE) == ["G1-01"]
    lines = public_text(state, events)
    assert "Bob put card 1 of 4 on the auction pile." in lines
    assert "Bob kept card 3 of 4 face down." in lines
    assert not any("Monks" in line for line in lines)  # identities of MON-E and MON-A stay hidden
    assert state.active == JAMES and pending(state).seat == JAMES


def test_example_e2_church_card_allocated_to_self():
    """E2: Bob keeps "lower two dice", lowers Holy Books and Pigments, then allocates the rest."""
    state = start_gift_turn(table(3), BOB, ["CH-DN2-a", "PIG-A", "PIG-B", "PIG-C"], turns=2)
    state, events = play(state, BOB, allocate("self"))
    decision = pending(state)
    assert decision.kind == "church" and decision.seat == BOB
    assert "Bob kept card 1 of 4: Church: lower two dice, played at once." in public_text(state, events)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="two different dice"):
        play(state, BOB, {"type": "church", "dice": ["HOL", "HOL"], "delta": -1})
    assert state == before
    state, _ = play(state, BOB, {"type": "church", "dice": ["PIG", "HOL"], "delta": -1})
    assert state.dice == [2, 3, 3, 2, 3]
    assert state.face_up_discards == ["CH-DN2-a"]
    assert [a["to"] for a in actions(pending(state))] == ["auction", "public"]
    state, _ = play(state, BOB, allocate("public"))
    assert [a["to"] for a in actions(pending(state))] == ["auction", "public"]
    state, _ = play(state, BOB, allocate("public"))  # public is full: card 4 is forced onto the auction pile
    assert state.auction_pile == ["PIG-C"]
    state, _ = play(state, JAMES, {"type": "take", "card": "PIG-A"})
    assert state.hand(BOB) == [] and state.hand(JAMES) == ["PIG-A"] and state.hand(STEVE) == ["PIG-B"]


def test_example_e3_auction_with_forced_overpayment():
    """E3: James wins Forbidden Tomes 2 at 4 and must pay Gold 2 + Gold 3."""
    state = table(3)
    give(state, JAMES, "G2-03", "G3-04")
    state = start_auction_turn(state, BOB, "FOR-H", pile=["PIG-A"])
    state, events = play_all(state, [(JAMES, bid(2)), (STEVE, PASS), (BOB, bid(3)), (JAMES, bid(4)), (BOB, PASS)])
    assert "James wins Forbidden Tomes 2 (H) for 4 gold." in public_text(state, events)
    decision = pending(state)
    assert decision.seat == JAMES and actions(decision) == [{"type": "pay", "gold": [2, 3]}, {"type": "refuse"}]
    state, events = play(state, JAMES, {"type": "pay", "gold": [2, 3]})
    assert "James pays Gold 2 + Gold 3 (5 gold) and takes Forbidden Tomes 2 (H)." in public_text(state, events)
    assert state.face_up_discards == ["G2-03", "G3-04"] and state.hand(JAMES) == ["FOR-H"]
    assert state.active == JAMES


def test_example_e4_final_scoring_with_letter_tie_and_gold_tiebreak():
    """E4: VP 8-8; Steve wins on gold value 5 against 3."""
    state = game_over(
        table(2, dice=(3, 5, 4, 2, 2)),
        {
            0: ["MON-C", "MON-E", "MON-H", "PIG-A", "HOL-A", "HOL-B", "MAN-H", "FOR-A", "FOR-B", "FOR-C", "G3-01"],
            1: ["MON-B", "MON-F", "MON-I", "PIG-E", "PIG-H", "HOL-C", "MAN-A", "FOR-D", "G2-01", "G3-02"],
        },
    )
    outcomes = {o.category: o for o in category_outcomes(state)}
    assert outcomes["MON"].totals == (9, 9) and outcomes["MON"].winner == 1 and outcomes["MON"].best_letter == "B"
    assert outcomes["PIG"].winner == 1 and outcomes["FOR"].winner == 0
    assert outcomes["HOL"].winner == 0 and outcomes["MAN"].winner == 0
    result = GAME.result(state)
    by_seat = {s.seat: s for s in result.standings}
    assert by_seat[0].score == 8 and by_seat[1].score == 8
    assert result.winners == (1,) and by_seat[1].tiebreak == "gold value 5"


def test_example_e5_auction_of_a_gold_card():
    """E5: Alice wins Gold 3 for 3 cards and discards three cards face down."""
    state = table(4)
    give(state, ALICE, "MAN-A", "G1-01", "G1-02", "PIG-B", "HOL-I")
    state = start_auction_turn(state, ALICE, "G3-05", pile=["PIG-A"])
    state, _ = play_all(
        state,
        [(BEN, bid(1)), (CARA, bid(2)), (DAN, PASS), (ALICE, bid(3)), (BEN, PASS), (CARA, PASS)],
    )
    state, events = play(state, ALICE, {"type": "discard", "cards": ["G1-02", "MAN-A", "G1-01"]})
    assert sorted(state.hand(ALICE)) == ["G3-05", "HOL-I", "PIG-B"]
    assert [d.card for d in state.face_down_discards] == ["MAN-A", "G1-01", "G1-02"]
    lines = public_text(state, events)
    assert "Alice discards 3 cards face down and takes Gold 3." in lines
    assert not any("Manuscripts" in line or "Gold 1" in line for line in lines)
    assert private_text(state, events, ALICE) == ["You discard Manuscripts 1 (A), Gold 1 and Gold 1 face down."]
    assert state.active == BEN


def test_example_e6_everyone_passes_and_an_unbought_church_card_has_no_effect():
    """E6: the Church card is discarded face up without effect; Alice becomes active."""
    state = start_auction_turn(table(4), DAN, "CH-DN1-a", pile=["PIG-A"])
    state, events = play_all(state, [(ALICE, PASS), (BEN, PASS), (CARA, PASS), (DAN, PASS)])
    assert state.dice == [3, 3, 3, 3, 3] and state.stage is not Stage.CHURCH
    assert state.face_up_discards == ["CH-DN1-a"]
    assert state.active == ALICE


def _e7_start(penalty_mode):
    state = table(3, penalty_mode=penalty_mode)
    give(state, ALICE, "G2-01")
    give(state, CARA, "G1-01", "G1-02")
    return start_auction_turn(state, ALICE, "MON-I", pile=["PIG-A"])


def test_example_e7_standard_penalty_and_re_auction():
    """E7: Cara cannot pay 5 (refusing is all she may do, in secret); Alice then Ben draw her two Gold 1; Cara is
    excluded; Alice wins at 2."""
    state = _e7_start("standard")
    state, _ = play_all(state, [(BEN, bid(3)), (CARA, bid(5)), (ALICE, PASS), (BEN, PASS)])
    assert actions(pending(state)) == [{"type": "refuse"}] and pending(state).seat == CARA
    state, events = play(state, CARA, {"type": "refuse"})
    lines = public_text(state, events, ABC)
    assert lines.index("Alice takes a random card from Cara's hand.") < lines.index(
        "Ben takes a random card from Cara's hand."
    )
    assert state.hand(CARA) == [] and state.auction.excluded == [CARA]
    assert pending(state).seat == BEN  # fresh bidding starts left of Alice
    state, _ = play(state, BEN, bid(1))
    assert pending(state).seat == ALICE  # Cara is skipped
    state, _ = play_all(state, [(ALICE, bid(2)), (BEN, PASS)])
    assert actions(pending(state)) == [{"type": "pay", "gold": [2]}, {"type": "refuse"}]
    state, _ = play(state, ALICE, {"type": "pay", "gold": [2]})
    # Alice: -G2-01, +one Gold 1 (from Cara), +MON-I; Ben: +the other Gold 1; Cara: nothing left.
    assert sorted(card[:2] for card in state.hand(ALICE)) == ["G1", "MO"] and "MON-I" in state.hand(ALICE)
    assert [card[:2] for card in state.hand(BEN)] == ["G1"] and state.hand(CARA) == []
    assert state.face_up_discards == ["G2-01"] and state.active == BEN


def test_example_e8_same_situation_under_medieval_bluff():
    """E8: one random card of Cara's is discarded face down; nobody gains a card; Alice wins at 2."""
    state = _e7_start("medieval_bluff")
    moves = [(BEN, bid(3)), (CARA, bid(5)), (ALICE, PASS), (BEN, PASS), (CARA, {"type": "refuse"})]
    state, events = play_all(state, moves)
    assert "Alice picks a random card from Cara's hand; it is discarded face down." in public_text(state, events, ABC)
    assert len(state.hand(CARA)) == 1 and state.hand(CARA)[0].startswith("G1")
    assert state.hand(BEN) == [] and state.face_down_discards[0].seat == CARA
    state, _ = play_all(state, [(BEN, bid(1)), (ALICE, bid(2)), (BEN, PASS)])
    state, _ = play(state, ALICE, {"type": "pay", "gold": [2]})
    assert state.hand(ALICE) == ["MON-I"] and state.hand(BEN) == [] and state.active == BEN


def test_example_e9_category_ties_and_an_empty_category():
    """E9: Holy Books to X on letter D; Forbidden Tomes to X on letter A; Manuscripts to nobody."""
    state = game_over(
        table(3),
        {0: ["HOL-D", "HOL-E", "HOL-F", "FOR-A", "FOR-B"], 1: ["HOL-G", "HOL-H"], 2: ["HOL-I", "FOR-H"]},
    )
    outcomes = {o.category: o for o in category_outcomes(state)}
    assert outcomes["HOL"].totals == (3, 3, 2) and outcomes["HOL"].winner == 0 and outcomes["HOL"].best_letter == "D"
    assert outcomes["FOR"].totals == (2, 0, 2) and outcomes["FOR"].winner == 0 and outcomes["FOR"].best_letter == "A"
    assert outcomes["MAN"].winner is None
    assert GAME.result(state).standings[0].score == 6  # Holy Books 3 + Forbidden Tomes 3, no Manuscripts die


def test_example_e10_gold_counts_by_value_then_the_monks_letter():
    """E10: VP 7-7, gold value 6-6 (2 cards against 4), Monks 5-5: Ann wins with Monks letter A."""
    state = game_over(
        table(2, dice=(4, 2, 3, 3, 2)),
        {
            0: ["MON-A", "MON-E", "HOL-A", "HOL-B", "MAN-H", "G3-01", "G3-02"],
            1: [
                "MON-B",
                "MON-F",
                "PIG-H",
                "PIG-I",
                "FOR-H",
                "FOR-A",
                "HOL-C",
                "MAN-A",
                "G2-01",
                "G2-02",
                "G1-01",
                "G1-02",
            ],
        },
    )
    result = GAME.result(state)
    by_seat = {s.seat: s for s in result.standings}
    assert by_seat[0].score == by_seat[1].score == 7
    assert by_seat[0].facts["gold"] == by_seat[1].facts["gold"] == 6
    assert result.winners == (0,) and by_seat[0].tiebreak == "Monks letter A"
    assert by_seat[1].tiebreak == "Monks letter B"


def _church_options(card, dice):
    state = start_gift_turn(table(3, dice=dice), BOB, [card, "PIG-A", "PIG-B", "PIG-C"], turns=2)
    state, _ = play(state, BOB, allocate("self"))
    return state, actions(pending(state)) if state.stage is Stage.CHURCH else None


def test_example_e11_church_option_enumeration_edge_cases():
    """E11: raise-two at 6/6/6/6/5 only declines; +1/-1 at 6/3/3/3/3 has 9 uses + decline; lower-one at 1/1/1/1/2."""
    state, offered = _church_options("CH-UP2-a", (6, 6, 6, 6, 5))
    assert offered is None and state.face_up_discards == ["CH-UP2-a"]  # only decline: applied automatically
    _, offered = _church_options("CH-PM1", (6, 3, 3, 3, 3))
    assert len(offered) == 10
    assert offered[:4] == [{"type": "church", "dice": [d], "delta": 1} for d in ["MON", "FOR", "HOL", "MAN"]]
    assert offered[4:9] == [{"type": "church", "dice": [d], "delta": -1} for d in ["PIG", "MON", "FOR", "HOL", "MAN"]]
    assert offered[9] == {"type": "decline"}
    _, offered = _church_options("CH-DN1-a", (1, 1, 1, 1, 2))
    assert offered == [{"type": "church", "dice": ["MAN"], "delta": -1}, {"type": "decline"}]
