"""The state: independent copies, invariants that catch broken conservation, JSON and schema (DESIGN "State")."""

import copy
import dataclasses
import json

import pytest

from engine.biblios import GAME
from engine.biblios.invariants import check
from engine.biblios.state import SCHEMA_VERSION, BibliosState
from engine.core.game import dump_state, load_state, new_game
from engine.core.memo import remembered
from tests.engine.biblios.scenario import bid, give, play, start_auction_turn, table


def mutable_parts(value, path="state"):
    """(path, object) for every list and record reachable from a state."""
    if isinstance(value, list):
        yield path, value
        for index, item in enumerate(value):
            yield from mutable_parts(item, f"{path}[{index}]")
    elif dataclasses.is_dataclass(value):
        if not value.__dataclass_params__.frozen:
            yield path, value
        for field in dataclasses.fields(value):
            yield from mutable_parts(getattr(value, field.name), f"{path}.{field.name}")


def busy_state() -> BibliosState:
    state = table(3)
    give(state, 1, "G1-01", "PIG-A", known=True)
    state = start_auction_turn(state, 0, "MON-H", pile=["PIG-B", "PIG-C"])
    state, _ = play(state, 1, bid(2))
    return state


def test_a_copy_shares_no_mutable_part_with_the_original():
    """The fast deepcopy copies every list and record: changing the copy never changes the original."""
    state = busy_state()
    copied = copy.deepcopy(state)
    assert copied == state
    originals = {id(part) for _, part in mutable_parts(state)}
    shared = [path for path, part in mutable_parts(copied) if id(part) in originals]
    assert shared == []
    assert remembered(copied, "pending") is None and remembered(state, "pending") is not None


def test_every_state_field_is_copied():
    """A field added to the state later must be handled by the fast copy too."""
    state = busy_state()
    copied = copy.deepcopy(state)
    assert {f.name for f in dataclasses.fields(BibliosState)} <= set(vars(copied))


@pytest.mark.parametrize(
    ("breakage", "message"),
    [
        (lambda s: s.hand(0).append("PIG-B"), "exactly once"),
        (lambda s: s.removed_face_down.pop(), "exactly once"),
        (lambda s: s.dice.__setitem__(2, 7), "dice out of 1..6"),
        (lambda s: s.players[2].known.append("G1-01"), "publicly known card is not in hand"),
        (lambda s: s.players[0].auction_placed.clear(), "every auction pile card"),
        (lambda s: s.auction.passed.append(1), "high_bidder"),
    ],
    ids=["duplicate", "lost", "die", "known", "pile owner", "high bidder passed"],
)
def test_check_catches_broken_invariants(breakage, message):
    """``check`` fails on a duplicated or lost card, a die outside 1..6 and inconsistent bookkeeping."""
    state = busy_state()
    check(state)
    breakage(state)
    with pytest.raises(AssertionError, match=message):
        check(state)


def test_state_round_trips_through_json_with_its_schema_version():
    """DESIGN "State": plain data, a schema version, equal after a JSON round trip."""
    state = busy_state()
    blob = json.loads(json.dumps(dump_state(GAME, state)))
    assert blob["schema"] == SCHEMA_VERSION == GAME.schema_version and blob["game"] == "biblios"
    assert load_state(GAME, blob) == state
    fresh = new_game(GAME, 4, 3, {"penalty_mode": "medieval_bluff"})
    assert load_state(GAME, json.loads(json.dumps(dump_state(GAME, fresh)))) == fresh


def test_a_state_stored_halfway_through_the_old_card_by_card_discard_loads_with_the_cards_back():
    """Schema 1 discarded the cards paid for a Gold card one decision at a time (§6.5)."""
    import random as _random

    from engine.biblios import GAME
    from engine.biblios.state import Stage
    from engine.core import apply as _apply
    from engine.core import dump_state, load_state, new_game, pending

    chooser = _random.Random(5)
    for seed in range(200):
        state = new_game(GAME, 3, seed)
        while pending(GAME, state) and state.stage is not Stage.PAY_GOLD:
            decision = chooser.choice(pending(GAME, state))
            state, _ = _apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
        if state.stage is Stage.PAY_GOLD and len(state.hand(state.auction.high_bidder)) >= 2 <= state.auction.high_bid:
            break
    else:
        raise AssertionError("no Gold card auction won for 2 cards or more")
    blob = dump_state(GAME, state)
    seat, bid = state.auction.high_bidder, state.auction.high_bid
    old = blob["state"]
    player = old["players"][seat]
    gone = player["hand"].pop(0)  # the old engine: one card discarded already, the others still to go
    old["face_down_discards"].append({"card": gone, "seat": seat})
    player["spent"] += 1
    old["stage"] = "discard"
    old["auction"]["to_discard"] = bid - 1
    migrated = load_state(GAME, {**blob, "schema": 1})
    assert migrated.stage is Stage.PAY_GOLD
    assert sorted(migrated.hand(seat)) == sorted(state.hand(seat))
    assert migrated.players[seat].spent == state.players[seat].spent
    assert migrated.face_down_discards == state.face_down_discards
    GAME.check(migrated)
    assert [d.kind for d in pending(GAME, migrated)] == [d.kind for d in pending(GAME, state)]
