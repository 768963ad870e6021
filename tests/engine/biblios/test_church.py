"""Church cards: when they are played and every legal use (rules/biblios.md §7, D10, D11)."""

import pytest

from engine.biblios.state import Stage
from engine.core import IllegalAction
from tests.engine.biblios.scenario import (
    PASS,
    actions,
    bid,
    give,
    pending,
    play,
    play_all,
    public_text,
    snapshot,
    start_auction_turn,
    start_gift_turn,
    table,
)

ALL = ["PIG", "MON", "FOR", "HOL", "MAN"]
PAIRS = [[a, b] for i, a in enumerate(ALL) for b in ALL[i + 1 :]]
DECLINE = {"type": "decline"}


def church_decision_for(card, dice=(3, 3, 3, 3, 3)):
    state = start_gift_turn(table(3, dice=dice), 0, [card, "PIG-A", "PIG-B", "PIG-C"], turns=2)
    state, _ = play(state, 0, {"type": "allocate", "to": "self"})
    return state, pending(state)


@pytest.mark.parametrize(
    ("card", "expected"),
    [
        ("CH-UP1-a", [{"type": "church", "dice": [d], "delta": 1} for d in ALL]),
        ("CH-DN1-b", [{"type": "church", "dice": [d], "delta": -1} for d in ALL]),
        ("CH-UP2-a", [{"type": "church", "dice": pair, "delta": 1} for pair in PAIRS]),
        ("CH-DN2-b", [{"type": "church", "dice": pair, "delta": -1} for pair in PAIRS]),
        (
            "CH-PM1",
            [{"type": "church", "dice": [d], "delta": 1} for d in ALL]
            + [{"type": "church", "dice": [d], "delta": -1} for d in ALL],
        ),
    ],
    ids=["raise-one", "lower-one", "raise-two", "lower-two", "raise-or-lower"],
)
def test_every_church_card_offers_its_legal_uses_then_decline(card, expected):
    """§7.2: with all dice at 3, one-die cards 5 uses, two-dice cards 10, +1/-1 card 10; decline last, default."""
    _, decision = church_decision_for(card)
    assert decision.kind == "church" and decision.seat == 0 and not decision.secret
    assert actions(decision) == [*expected, DECLINE]
    assert decision.default == len(expected)
    assert "Dice: Pigments 3" in decision.context


def test_dice_never_leave_one_to_six():
    """D10: a die at 6 cannot rise, a die at 1 cannot fall; such uses are not offered and are refused."""
    state, decision = church_decision_for("CH-PM1", dice=(6, 1, 3, 3, 3))
    offered = actions(decision)
    assert {"type": "church", "dice": ["PIG"], "delta": 1} not in offered
    assert {"type": "church", "dice": ["MON"], "delta": -1} not in offered
    assert len(offered) == 4 + 4 + 1
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="Pigments is at 6 and cannot go higher"):
        play(state, 0, {"type": "church", "dice": ["PIG"], "delta": 1})
    with pytest.raises(IllegalAction, match="Monks is at 1 and cannot go lower"):
        play(state, 0, {"type": "church", "dice": ["MON"], "delta": -1})
    assert state == before


def test_two_dice_cards_move_two_different_dice():
    """§7.2, D11: never one die twice, never a single die; wrong direction or codes are refused."""
    state, _ = church_decision_for("CH-UP2-b")
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="two different dice, never one die twice"):
        play(state, 0, {"type": "church", "dice": ["HOL", "HOL"], "delta": 1})
    with pytest.raises(IllegalAction, match="exactly two different dice"):
        play(state, 0, {"type": "church", "dice": ["HOL"], "delta": 1})
    with pytest.raises(IllegalAction, match="only raises dice"):
        play(state, 0, {"type": "church", "dice": ["PIG", "HOL"], "delta": -1})
    with pytest.raises(IllegalAction, match="category code"):
        play(state, 0, {"type": "church", "dice": ["GOLD", "HOL"], "delta": 1})
    with pytest.raises(IllegalAction, match="display order"):
        play(state, 0, {"type": "church", "dice": ["HOL", "PIG"], "delta": 1})
    with pytest.raises(IllegalAction, match="play your Church card or decline"):
        play(state, 0, {"type": "take", "card": "PIG-A"})
    assert state == before


def test_church_with_no_legal_use_is_declined_automatically():
    """D11: when fewer than two dice can move, only decline is legal and it is applied at once."""
    state = start_gift_turn(table(3, dice=(6, 6, 6, 6, 5)), 0, ["CH-UP2-a", "PIG-A", "PIG-B", "PIG-C"], turns=2)
    state, events = play(state, 0, {"type": "allocate", "to": "self"})
    assert state.stage is Stage.ALLOCATE and state.church is None
    assert "Bob declines to use Church: raise two dice (no legal use); it is discarded." in public_text(state, events)
    assert state.dice == [6, 6, 6, 6, 5] and "CH-UP2-a" in state.face_up_discards


def test_church_kept_is_played_at_once_and_uses_the_self_slot():
    """§5.2, §7.1 (path 1), D24: allocation pauses, the card is revealed and played, then allocation goes on."""
    state, decision = church_decision_for("CH-UP1-b")
    assert state.allocation.placements == ["self"] and state.allocation.set_aside is None
    state, events = play(state, 0, {"type": "church", "dice": ["MAN"], "delta": 1})
    assert state.dice == [3, 3, 3, 3, 4]
    assert "Bob plays Church: raise one die, raising Manuscripts 3→4." in public_text(state, events)
    assert [a["to"] for a in actions(pending(state))] == ["auction", "public"]


def test_church_taken_from_the_public_space_is_played_before_the_next_player_takes():
    """§5.4, §7.1 (path 2)."""
    state = start_gift_turn(table(4), 0, ["PIG-A", "PIG-B", "CH-DN1-a", "PIG-C", "PIG-D"], turns=2)
    state, _ = play_all(state, [(0, {"type": "allocate", "to": "self"}), (0, {"type": "allocate", "to": "auction"})])
    state, _ = play(state, 1, {"type": "take", "card": "CH-DN1-a"})
    decision = pending(state)
    assert decision.kind == "church" and decision.seat == 1
    state, _ = play(state, 1, {"type": "church", "dice": ["FOR"], "delta": -1})
    assert state.dice == [3, 3, 2, 3, 3] and state.hand(1) == []
    assert pending(state).kind == "take" and pending(state).seat == 2


def test_church_put_on_the_auction_pile_has_no_effect_then():
    """§5.2, §7.1: a Church card allocated to AUCTION does nothing when placed."""
    state = start_gift_turn(table(3), 0, ["CH-UP1-a", "PIG-A", "PIG-B", "PIG-C"], turns=2)
    state, _ = play(state, 0, {"type": "allocate", "to": "auction"})
    assert state.stage is Stage.ALLOCATE and state.church is None and state.auction_pile == ["CH-UP1-a"]


def test_church_bought_at_auction_is_played_before_the_next_auction_turn():
    """§6.2 step 4, §7.1 (path 3)."""
    state = table(3)
    give(state, 1, "G1-01")
    state = start_auction_turn(state, 0, "CH-UP2-a", pile=["PIG-A"])
    state, _ = play_all(state, [(1, bid(1)), (2, PASS), (0, PASS)])
    state, events = play(state, 1, {"type": "pay", "gold": [1]})
    decision = pending(state)
    assert decision.kind == "church" and decision.seat == 1 and state.auction.card is None
    state, events = play(state, 1, {"type": "church", "dice": ["MON", "HOL"], "delta": 1})
    assert state.dice == [3, 4, 3, 4, 3] and state.hand(1) == []
    assert state.face_up_discards == ["G1-01", "CH-UP2-a"]
    assert state.active == 1 and state.auction.card == "PIG-A"  # next auction turn


def test_declining_discards_the_card_without_effect():
    """§7.2 step 2-3: the owner may decline; the card is discarded face up."""
    state, _ = church_decision_for("CH-DN2-a")
    state, events = play(state, 0, DECLINE)
    assert state.dice == [3, 3, 3, 3, 3] and "CH-DN2-a" in state.face_up_discards
    assert "Bob declines to use Church: lower two dice; it is discarded." in public_text(state, events)


def test_church_forced_onto_the_last_taker_is_still_played_by_them():
    """§5.4, §7.1: the last public card is taken automatically; if it is a Church card its taker plays it."""
    state = start_gift_turn(table(3), 0, ["PIG-A", "PIG-B", "CH-UP1-a", "PIG-C"], turns=2)
    state, _ = play_all(state, [(0, {"type": "allocate", "to": "self"}), (0, {"type": "allocate", "to": "auction"})])
    state, events = play(state, 1, {"type": "take", "card": "PIG-C"})
    assert "Steve takes Church: raise one die from the public space." in public_text(state, events)
    decision = pending(state)
    assert decision.kind == "church" and decision.seat == 2
    state, _ = play(state, 2, {"type": "church", "dice": ["MON"], "delta": 1})
    assert state.dice == [3, 4, 3, 3, 3] and state.active == 1 and pending(state).kind == "allocate"


def test_church_forced_into_the_self_slot_is_played_before_allocation_ends():
    """§5.2: a Church card that must go to SELF (last open slot) is played at once; the hand does not grow."""
    state = start_gift_turn(table(3), 0, ["PIG-A", "PIG-B", "PIG-C", "CH-DN1-b"], turns=2)
    state, _ = play_all(
        state,
        [
            (0, {"type": "allocate", "to": "public"}),
            (0, {"type": "allocate", "to": "public"}),
            (0, {"type": "allocate", "to": "auction"}),
        ],
    )
    decision = pending(state)
    assert decision.kind == "church" and decision.seat == 0
    state, _ = play(state, 0, {"type": "church", "dice": ["PIG"], "delta": -1})
    assert state.hand(0) == [] and state.dice[0] == 2 and pending(state).kind == "take"
