"""Star placement: turn order, kinds, one step per star, refusals (rules/dreams.md §4, §6.7, WE-1, WE-8, WE-11)."""

import copy

import pytest

from engine.core import IllegalAction
from engine.core.game import can_undo, dump_state, pending, rng_for
from engine.dreams import GAME
from engine.dreams.sky import parse_point
from engine.dreams.state import Phase
from tests.engine.dreams.builders import act, fill_sky, make_state, place, place_all

WE1_LAP1 = [(0, "clear", "G2"), (1, "black", "G4"), (2, "grey", "E5"), (3, "grey", "I5")]


def game_refusal(state, seat, action):
    """The game's own refusal for an action (the hook, on a copy), and proof the state is untouched."""
    before = dump_state(GAME, state)
    work = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(work, seat, action, rng_for(state.seed, state.step + 1))
    with pytest.raises(IllegalAction):
        act(state, seat, action)
    assert dump_state(GAME, state) == before
    return refused.value.message


def test_example_we1_turn_order_and_kinds():
    """WE-1: 4 players, dealer Andrea: turns 0,1,2,3 x3; kinds left after lap 1; turn 5; forced last kinds."""
    state = make_state(4, dealer=0, mortal=2, true_image=2)
    order = []
    state = place_all(state, WE1_LAP1)
    assert [star.seat for star in state.stars] == [0, 1, 2, 3]
    assert [state.kinds_left(seat) for seat in range(4)] == [
        ("grey", "black"),
        ("clear", "grey"),
        ("clear", "black"),
        ("clear", "black"),
    ]
    decision = pending(GAME, state)[0]
    assert decision.seat == 0 and decision.kind == "place_star"
    assert sorted({option.action["kind"] for option in decision.options}) == ["black", "grey"]
    assert game_refusal(state, 0, {"type": "place", "kind": "clear", "at": "A1"}) == (
        "You have already placed your clear star this round."
    )
    assert game_refusal(state, 0, {"type": "place", "kind": "black", "at": "G4"}) == (
        "G4 already holds a star: choose a free point."
    )
    state, _ = act(state, 0, {"type": "place", "kind": "black", "at": "G8"})
    assert state.stars[-1].point == "G8" and state.stars[-1].kind == "black"
    state = place_all(state, [(1, "clear", "A1"), (2, "black", "B1"), (3, "clear", "C1")])
    for seat in range(4):
        decision = pending(GAME, state)[0]
        assert decision.seat == seat and {o.action["kind"] for o in decision.options} == set(state.kinds_left(seat))
        order.append(seat)
        state, _ = place(state, seat, state.kinds_left(seat)[0], f"D{seat + 1}")
    assert order == [0, 1, 2, 3]
    assert [star.seat for star in state.stars] == [0, 1, 2, 3] * 3
    assert len(state.stars) == 12 and state.phase is Phase.GUESSING
    decisions = pending(GAME, state)
    assert [d.seat for d in decisions] == [0, 1, 2, 3] and all(d.secret for d in decisions)


@pytest.mark.parametrize(
    ("dealer", "expected"),
    [
        (3, [3, 4, 0, 1, 2] * 3),
        (4, [4, 0, 1, 2, 3] * 3),
        (0, [0, 1, 2, 3, 4] * 3),
    ],
    ids=["round1-dealer-dan", "round2-dealer-eve", "round3-dealer-ann"],
)
def test_example_we8_turn_order_from_the_dealer(dealer, expected):
    """WE-8: star turns go clockwise from the dealer, three laps."""
    state = fill_sky(make_state(5, dealer=dealer))
    assert [star.seat for star in state.stars] == expected


def test_each_player_places_one_star_of_each_kind():
    """§2, §10 A17: every seat places exactly one clear, one grey and one black star per round."""
    state = fill_sky(make_state(6, dealer=2))
    for seat in range(6):
        assert sorted(star.kind for star in state.stars if star.seat == seat) == ["black", "clear", "grey"]


def test_a_star_turn_is_one_decision_over_every_kind_left_and_free_point():
    """§6.7: one step: 3 kinds on the first lap, 2 on the second, 1 on the third, each at every free point."""
    state = make_state(3, dealer=0)
    counts = []
    while state.phase is Phase.PLACING:
        decision = pending(GAME, state)[0]
        kinds = list(dict.fromkeys(option.action["kind"] for option in decision.options))
        assert kinds == list(state.kinds_left(decision.seat))  # in the order clear, grey, black
        assert len(decision.options) == len(kinds) * (169 - len(state.stars))
        assert [answer.action["kind"] for answer in decision.typed] == kinds
        counts.append(len(kinds))
        state, _ = act(state, decision.seat, decision.default_option.action)
    assert counts == [3, 3, 3, 2, 2, 2, 1, 1, 1]


def test_options_are_the_free_points_column_by_column():
    """§6.7: the points of a kind come column by column (A1..A13, B1..); occupied points are not offered."""
    state = make_state(5, dealer=0)
    moves = [(seat % 5, ("clear", "grey", "black")[seat // 5], f"A{seat + 1}") for seat in range(13)]
    state = place_all(state, moves)
    decision = pending(GAME, state)[0]  # lap 3: one kind left
    points = [option.action["at"] for option in decision.options]
    assert points == [f"{column}{row}" for column in "BCDEFGHIJKLM" for row in range(1, 14)]
    assert decision.options[0].label == "Black star at B1"
    assert [answer.label for answer in decision.typed] == ["Place black star…"]
    assert decision.prompt == "Place your black star: choose a free point of the sky."
    assert game_refusal(state, decision.seat, {"type": "place", "kind": "black", "at": "A1"}) == (
        "A1 already holds a star: choose a free point."
    )


def test_placed_star_cannot_be_undone():
    """§4 Phase 3: stars never move once placed; the placement blocks undo."""
    state = make_state(3, dealer=0)
    state, events = act(state, 0, {"type": "place", "kind": "clear", "at": "G7"})
    assert not can_undo(events)
    assert events[0].text == "Turn 1/9: {p0} placed a clear star at G7." and events[0].public


def test_out_of_turn_is_refused():
    """WE-11: someone else's star turn; the game names whose turn it is, and nothing changes."""
    state = make_state(4, dealer=0)
    move = {"type": "place", "kind": "clear", "at": "G7"}
    assert game_refusal(state, 3, move) == "It is {p0}'s turn to place a star."
    with pytest.raises(IllegalAction, match=r"^It is \{p0\}'s turn to place a star\.$"):
        act(state, 3, move)


@pytest.mark.parametrize("written", ["N5", "A0", "A14", "G", "", "5G", "AA1", "G 4"])
def test_off_sky_coordinates_are_refused(written):
    """WE-11: coordinates run from A1 to M13."""
    with pytest.raises(IllegalAction, match="Coordinates run from A1 to M13."):
        parse_point(written)


@pytest.mark.parametrize(("written", "point"), [("a1", ("A", 1)), ("G7", ("G", 7)), ("m13", ("M", 13))])
def test_coordinates_are_case_insensitive(written, point):
    """§6.1: column letter + row number, case-insensitive."""
    assert parse_point(written) == point


@pytest.mark.parametrize("at", ["N5", "A0", "A14", "", "G 4", None, 7, ["G", 4]], ids=repr)
def test_off_sky_points_are_refused(at):
    """WE-11: a point off the sky, or not written as a point."""
    move = {"type": "place", "kind": "grey", "at": at}
    assert game_refusal(make_state(3, dealer=0), 0, move) == "Coordinates run from A1 to M13."


def test_a_point_in_another_form_is_refused_with_its_written_form():
    """§6.1: a typed move writes the point as on the sky picture."""
    move = {"type": "place", "kind": "grey", "at": "g4"}
    assert game_refusal(make_state(3, dealer=0), 0, move) == "Write the point as on the sky picture: G4."


@pytest.mark.parametrize("kind", ["purple", None, 3, "Grey"], ids=repr)
def test_an_unknown_kind_is_refused(kind):
    """§2: a star is clear, grey or black."""
    move = {"type": "place", "kind": kind, "at": "G4"}
    assert game_refusal(make_state(3, dealer=0), 0, move) == "A star is clear, grey or black."


def test_star_actions_after_the_sky_is_full_are_refused():
    """§4: once every star is placed, the round moves to the guesses."""
    state = fill_sky(make_state(3, dealer=0))
    assert game_refusal(state, 0, {"type": "place", "kind": "grey", "at": "G7"}) == (
        "All stars are placed: it is time for the secret guesses."
    )


def test_unknown_action_type_is_refused():
    """A malformed option gets the generic refusal."""
    assert game_refusal(make_state(3, dealer=0), 0, {"type": "fly"}) == "That is not one of your options."


def test_defaults_place_the_first_kind_left_at_a_stable_random_free_point():
    """§6.6: the time-out move is the first kind left (clear, grey, black) at a random free point."""
    state = make_state(4, dealer=0, seed=5)
    decision = pending(GAME, state)[0]
    assert decision == pending(GAME, copy.deepcopy(state))[0], "the default is the same on every call"
    default = decision.default_option.action
    assert default["type"] == "place" and default["kind"] == "clear"
    state, _ = act(state, 0, default)
    second = pending(GAME, state)[0].default_option.action
    assert second["kind"] == "clear" and second["at"] != default["at"]
    filled = fill_sky(state)
    assert len({star.point for star in filled.stars}) == 12


def test_default_points_are_spread_over_the_sky():
    """§6.6: default points are uniform over free points: every column and row gets used."""
    columns, rows = set(), set()
    for seed in range(40):
        state = fill_sky(make_state(6, dealer=seed % 6, seed=seed))
        columns.update(star.column for star in state.stars)
        rows.update(star.row for star in state.stars)
    assert len(columns) == 13 and len(rows) == 13


def test_star_decisions_are_public_and_typed():
    """§7: nothing of a star turn is secret; its many options are shown as one typed answer per kind left."""
    state = make_state(6, dealer=0)
    while state.phase is Phase.PLACING:
        decision = pending(GAME, state)[0]
        assert not decision.secret and len(decision.typed) == len(state.kinds_left(decision.seat))
        assert all(answer.field == "at" and not answer.number for answer in decision.typed)
        state, _ = act(state, decision.seat, decision.default_option.action)
