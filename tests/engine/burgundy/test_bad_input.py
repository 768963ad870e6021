"""Bad input: each refusal names the problem and changes nothing (issue 5 "Bad input"; rules §5, §9)."""

import copy
import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.burgundy import GAME
from engine.burgundy.tiles import Building, TileKind
from engine.core import IllegalAction
from engine.core.game import apply, dump_state, new_game
from tests.engine.burgundy.builder import (
    building,
    fresh,
    give_goods,
    goods_on_depot,
    knowledge,
    place,
    play,
    set_dice,
    store,
    tile,
    to_depot,
)


def refused(state, action, message, seat=0):
    """The move is refused with ``message`` and the state is untouched."""
    before = dump_state(GAME, state)
    with pytest.raises(IllegalAction, match=message):
        apply(GAME, state, seat, action)
    assert dump_state(GAME, state) == before


def building_chosen(die=3, workers=0):
    """A bank chosen for placement with a die; the estate has a knowledge tile on 13."""
    state = fresh()
    place(state, 0, 13, knowledge(state, 2))
    store(state, 0, building(state, Building.BANK))
    state.players[0].workers = workers
    set_dice(state, 0, die, die)
    bank = state.players[0].storage[0]
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": bank})
    return state


def test_a_die_value_that_cannot_reach_the_space():
    """Space 14 shows a 2: a 3 needs a worker the player does not have."""
    state = building_chosen()
    refused(
        state,
        {"type": "space", "space": 14},
        r"Space 14 needs a 2: turning your 3 into a 2 takes 1 worker, and you have 0",
    )


def test_a_stored_tile_no_space_is_in_reach_of():
    """A ship with a 3 and no worker: space 20 (a 5) is out of reach."""
    state = fresh()
    store(state, 0, tile(state, TileKind.SHIP))
    to_depot(state, 3, tile(state, TileKind.MINE))  # something else to do with the 3, so its action is asked
    set_dice(state, 0, 3, 3)
    state, _ = play(state, 0, {"type": "die", "die": 0})
    refused(state, {"type": "place", "tile": state.players[0].storage[0]}, r"With your 3 and 0 workers, no space")


def test_a_tile_of_the_wrong_colour():
    """A building cannot go on blue space 18."""
    state = building_chosen(die=2, workers=1)
    refused(state, {"type": "space", "space": 18}, r"A building goes on a beige space; space 18 is blue \(ships\)")


def test_a_non_adjacent_space():
    """Space 23 touches no placed tile."""
    state = building_chosen(die=2, workers=1)
    refused(state, {"type": "space", "space": 23}, r"Space 23 does not touch any tile of your estate")


def test_an_occupied_space():
    """Space 19 holds the start castle."""
    state = building_chosen()
    refused(state, {"type": "space", "space": 19}, r"Space 19 is already taken")


def test_a_duplicate_building_in_a_city_without_knowledge_1():
    """A second bank in city B4."""
    state = fresh()
    place(state, 0, 26, building(state, Building.BANK))
    place(state, 0, 13, knowledge(state, 2))
    store(state, 0, building(state, Building.BANK), tile(state, TileKind.SHIP))
    set_dice(state, 0, 1, 1)
    state.players[0].workers = 2
    bank = state.players[0].storage[0]
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": bank})  # 12 and 14 are legal
    refused(state, {"type": "space", "space": 27}, r"This city already has a bank.*knowledge tile 1")


def test_a_full_storage_area_the_new_tile_cannot_be_discarded():
    """Storage full: one of the three stored tiles goes, never the new one."""
    state = fresh()
    for kind in (TileKind.SHIP, TileKind.MINE, TileKind.CASTLE):
        store(state, 0, tile(state, kind))
    new = building(state, Building.BANK)
    to_depot(state, 3, new)
    set_dice(state, 0, 3, 3)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "take", "depot": 3}, {"type": "tile", "tile": new})
    refused(state, {"type": "discard", "tile": new}, r"Your storage is full: discard one of the three stored tiles")
    refused(state, {"type": "discard", "tile": "hx999"}, r"not in your storage")


def test_a_full_goods_storage_takes_no_more_new_types_than_it_has_room_for():
    """Goods storage with one free space: keeping two new types is refused."""
    state = fresh()
    give_goods(state, 0, 1, 1)
    give_goods(state, 0, 2, 1)
    for goods in (4, 5):
        goods_on_depot(state, 3, goods, 1)
    store(state, 0, tile(state, TileKind.SHIP))
    set_dice(state, 0, 5, 5)
    ship = state.players[0].storage[0]
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": ship}, {"type": "space", "space": 20}
    )
    state, _ = play(state, 0, {"type": "ship", "depots": [3]})
    refused(
        state,
        {"type": "goods", "goods": [4, 5]},
        r"Your goods storage has room for 1 new goods colour: choose exactly 1",
    )
    refused(state, {"type": "goods", "goods": [6]}, r"Choose among the new goods: red \(4\) or brown \(5\)")


def test_a_second_purchase_in_one_turn():
    """One purchase per turn."""
    state = fresh()
    state.players[0].silverlings = 6
    to_depot(state, 0, tile(state, TileKind.MINE))
    mine = state.black_depot[0]
    to_depot(state, 0, tile(state, TileKind.SHIP))
    set_dice(state, 0, 1, 2)
    state, _ = play(state, 0, {"type": "buy"}, {"type": "tile", "tile": mine})
    refused(state, {"type": "buy"}, r"You have already bought a tile this turn")


def test_not_enough_silverlings_to_buy():
    """Buying costs 2."""
    state = fresh()
    state.players[0].silverlings = 1
    to_depot(state, 0, tile(state, TileKind.MINE))
    refused(state, {"type": "buy"}, r"Buying a tile costs 2 silverlings, and you have 1")


def test_not_enough_workers_to_reach_a_depot():
    """A 2 reaches depot 6 with 2 workers, not 1."""
    state = fresh()
    state.players[0].workers = 1
    to_depot(state, 6, tile(state, TileKind.MINE))
    set_dice(state, 0, 2, 2)
    state, _ = play(state, 0, {"type": "die", "die": 0})
    refused(
        state,
        {"type": "take", "depot": 6},
        r"Depot 6 needs a 6: turning your 2 into a 6 takes 2 workers, and you have 1",
    )


def test_not_enough_workers_to_turn_a_die():
    """No worker, no turning."""
    state = fresh()
    to_depot(state, 2, tile(state, TileKind.MINE))  # something to do with the 2 besides taking workers
    set_dice(state, 0, 2, 2)
    state, _ = play(state, 0, {"type": "die", "die": 0})
    refused(state, {"type": "adjust", "by": 1}, r"You have no worker to spend")


def test_selling_goods_not_held_and_an_empty_depot():
    """No goods of that type; nothing in that depot."""
    state = fresh()
    set_dice(state, 0, 2, 2)
    state, _ = play(state, 0, {"type": "die", "die": 0})
    refused(state, {"type": "sell", "goods": 2}, r"You have no purple goods \(2\)")
    refused(state, {"type": "take", "depot": 2}, r"Depot 2 has no tile left")


def test_ending_the_turn_with_a_die_left_and_using_a_die_twice():
    """Both dice must be used; a used die cannot be used again."""
    state = fresh()
    state.players[0].silverlings = 2  # a purchase stays possible, so the turn's root decision comes back
    to_depot(state, 0, tile(state, TileKind.MINE))
    set_dice(state, 0, 2, 5)
    refused(state, {"type": "end_turn"}, r"Use both dice before ending your turn: your 2 is still unused")
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "workers"})
    refused(state, {"type": "die", "die": 0}, r"Your 2 is already used this turn")


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"type": "die", "die": 7}, r"Give the die as a whole number from 0 to 1"),
        ({"type": "die", "die": True}, r"Give the die as a whole number"),
        ({"type": "dance"}, r"“dance” is not a choice now"),
        ({"type": "space", "space": 12}, r"“space” is not a choice now"),
    ],
    ids=["die-out-of-range", "die-bool", "unknown", "wrong-decision"],
)
def test_malformed_moves(action, message):
    """Moves that are not well formed, or belong to another decision."""
    refused(fresh(), action, message)


def test_a_tile_not_in_the_depot_and_a_bad_depot_number():
    """The tile must lie in the chosen depot; depots are numbered 1-6."""
    state = fresh()
    to_depot(state, 3, tile(state, TileKind.MINE))
    to_depot(state, 3, tile(state, TileKind.SHIP))  # two tiles, so the choice is asked
    set_dice(state, 0, 3, 3)
    state, _ = play(state, 0, {"type": "die", "die": 0})
    refused(state, {"type": "take", "depot": 9}, r"Give the depot as a whole number from 1 to 6")
    state, _ = play(state, 0, {"type": "take", "depot": 3})
    refused(state, {"type": "tile", "tile": "hx001"}, r"That tile is not in depot 3")
    refused(state, {"type": "tile", "tile": 5}, r"Name the tile by its id")


TYPES = ["die", "buy", "end_turn", "take", "place", "sell", "workers", "adjust", "tile", "depot", "space"]
TYPES += ["discard", "ship", "goods", "decline", "estate", "dance"]
VALUES = st.one_of(
    st.integers(-3, 40), st.booleans(), st.none(), st.text(max_size=6), st.sampled_from(["hx001", "hx099", "gd101"])
)
ACTIONS = st.fixed_dictionaries(
    {"type": st.sampled_from(TYPES)},
    optional={
        key: st.one_of(VALUES, st.lists(VALUES, max_size=3))
        for key in ("die", "depot", "tile", "space", "goods", "by", "depots", "board", "castle")
    },
)


@cache
def _positions():
    """A few positions with different decisions pending (turn, die action, castle, ship, choice of estate)."""
    positions = [new_game(GAME, 3, 77, {"boards": "secret"}), new_game(GAME, 2, 78)]
    state = building_chosen()
    positions.append(state)
    rng = random.Random(5)
    walk = new_game(GAME, 4, 79)
    for step in range(400):
        decision = rng.choice(GAME.pending(walk))
        walk, _ = apply(GAME, walk, decision.seat, rng.choice(decision.options).action)
        if step % 40 == 0:
            positions.append(walk)
    return positions


@settings(max_examples=150, deadline=None)
@given(index=st.integers(0, 12), seat=st.integers(0, 3), action=ACTIONS)
def test_any_malformed_move_is_refused_cleanly_or_applies(index, seat, action):
    """Whatever JSON arrives, apply either refuses it with IllegalAction or it was an offered option."""
    state = _positions()[index % len(_positions())]
    if seat >= state.seats:
        return
    before = copy.deepcopy(state)
    try:
        apply(GAME, state, seat, action)
    except IllegalAction as refusal:
        assert refusal.message
    else:
        decision = next(d for d in GAME.pending(state) if d.seat == seat)
        assert decision.find(action) is not None
    assert state == before
