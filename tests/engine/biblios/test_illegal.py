"""Illegal actions: each is refused with a specific message and leaves the state unchanged (DESIGN "apply")."""

import pytest

from engine.core import IllegalAction
from tests.engine.biblios.scenario import (
    PASS,
    bid,
    give,
    play,
    play_all,
    snapshot,
    start_auction_turn,
    start_gift_turn,
    table,
)


def allocating():
    return start_gift_turn(table(3), 0, ["PIG-A", "PIG-B", "PIG-C", "PIG-D"], turns=2)


def taking():
    state = start_gift_turn(table(4), 0, ["PIG-A", "PIG-B", "PIG-C", "PIG-D", "PIG-E"], turns=2)
    state, _ = play_all(state, [(0, {"type": "allocate", "to": "self"}), (0, {"type": "allocate", "to": "auction"})])
    return state


def bidding():
    return start_auction_turn(table(3), 0, "MON-I", pile=["PIG-A"])


def paying():
    state = table(3)
    give(state, 1, "G1-01", "G2-01")
    state = start_auction_turn(state, 0, "MON-I", pile=["PIG-A"])
    state, _ = play_all(state, [(1, bid(2)), (2, PASS), (0, PASS)])
    return state


def discarding():
    state = table(3)
    give(state, 1, "PIG-B", "PIG-C", "PIG-D", "PIG-E")
    state = start_auction_turn(state, 0, "G3-05", pile=["PIG-A"])
    state, _ = play_all(state, [(1, bid(3)), (2, PASS), (0, PASS)])
    return state


CASES = [
    ("allocate: not your turn", allocating, 1, {"type": "allocate", "to": "self"}, "another player must allocate"),
    ("allocate: wrong move", allocating, 0, {"type": "take", "card": "PIG-A"}, "must allocate the card you drew"),
    ("allocate: unknown destination", allocating, 0, {"type": "allocate", "to": 3}, "Choose where the card goes"),
    (
        "take: not offered",
        taking,
        1,
        {"type": "take", "card": "PIG-A"},
        r"Pigments 2 \(A\) is not in the public space: take Pigments 2 \(C\), Pigments 2 \(D\) or Pigments 3 \(E\)\.",
    ),
    ("take: no such card", taking, 1, {"type": "take", "card": "PIG-Z"}, "“PIG-Z” is not a card in the public space"),
    ("take: no card named", taking, 1, {"type": "take"}, "Name the card you take from the public space: Pigments"),
    ("take: wrong seat", taking, 2, {"type": "take", "card": "PIG-C"}, "not your turn"),
    ("bid: zero", bidding, 1, bid(0), "at least 1"),
    ("bid: a boolean", bidding, 1, {"type": "bid", "amount": True}, "whole number"),
    ("bid: over the cap", bidding, 1, bid(250), "capped at 99: bid from 1 to 99 gold, or pass"),
    ("bid: active player before his turn", bidding, 0, PASS, "not your turn: another player must bid or pass now"),
    ("bid: unknown move", bidding, 1, {"type": "shout"}, "“shout” is not possible now: you must bid or pass"),
    ("pay: too little", paying, 1, {"type": "pay", "gold": [1]}, "need 1 more gold to pay 2"),
    ("pay: not held", paying, 1, {"type": "pay", "gold": [3]}, "not hold enough Gold 3"),
    ("pay: superfluous", paying, 1, {"type": "pay", "gold": [1, 2]}, "Gold 1 is not needed"),
    ("pay: empty", paying, 1, {"type": "pay", "gold": []}, "Name the Gold values"),
    ("pay: bidding is over", paying, 1, bid(3), "must pay for the card or refuse"),
    (
        "discard: not in hand",
        discarding,
        1,
        {"type": "discard", "cards": ["PIG-B", "PIG-C", "G3-05"]},
        "not in your hand",
    ),
    ("discard: a card of the box", discarding, 1, {"type": "discard", "cards": ["MON-A", "PIG-B", "PIG-C"]}, "“MON-A”"),
    ("discard: too few", discarding, 1, {"type": "discard", "cards": ["PIG-B"]}, "must discard exactly 3"),
    ("discard: one card, old form", discarding, 1, {"type": "discard", "card": "PIG-B"}, "Name the cards you discard"),
    ("discard: other seat", discarding, 0, {"type": "discard", "cards": ["PIG-B"]}, "not your turn"),
    ("discard: a bid instead", discarding, 1, bid(4), "must discard cards for the Gold card or refuse"),
]


@pytest.mark.parametrize(
    ("build", "seat", "action", "message"), [case[1:] for case in CASES], ids=[c[0] for c in CASES]
)
def test_illegal_action_is_refused_with_a_specific_message_and_no_change(build, seat, action, message):
    """Every refusal names its reason; the state compares equal before and after."""
    state = build()
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=message):
        play(state, seat, action)
    assert state == before


def test_an_action_that_is_not_a_json_object_is_refused():
    """The core refuses anything without a "type"."""
    state = allocating()
    with pytest.raises(IllegalAction, match="JSON object"):
        play(state, 0, "self")
