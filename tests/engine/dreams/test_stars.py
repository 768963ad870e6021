"""Star placement: turn order, kinds, small steps, refusals (rules/dreams.md §4 Phase 3, §6.7, WE-1, WE-8, WE-11)."""

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
    assert decision.seat == 0 and decision.kind == "star_kind"
    assert [option.action["kind"] for option in decision.options] == ["grey", "black"]
    assert game_refusal(state, 0, {"type": "star_kind", "kind": "clear"}) == (
        "You have already placed your clear star this round."
    )
    chosen, _ = act(state, 0, {"type": "star_kind", "kind": "black"})
    chosen, _ = act(chosen, 0, {"type": "column", "col": "G"})
    assert game_refusal(chosen, 0, {"type": "row", "row": 4}) == "G4 already holds a star."
    state, _ = act(chosen, 0, {"type": "row", "row": 8})
    assert state.stars[-1].point == "G8" and state.stars[-1].kind == "black"
    state = place_all(state, [(1, "clear", "A1"), (2, "black", "B1"), (3, "clear", "C1")])
    for seat in range(4):
        decision = pending(GAME, state)[0]
        assert decision.seat == seat and decision.kind == "star_column", "step A is skipped with one kind left"
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


def test_kind_options_shrink_and_last_kind_is_forced():
    """§8 3a: 3 kind options on the first turn, 2 on the second, none (skipped) on the third."""
    state = make_state(3, dealer=0)
    counts = []
    while state.phase is Phase.PLACING:
        decision = pending(GAME, state)[0]
        if decision.kind == "star_kind":
            counts.append(len(decision.options))
        elif decision.kind == "star_column" and state.chosen_kind is None:
            counts.append(1)
        state, _ = act(state, decision.seat, decision.default_option.action)
    assert counts == [3, 3, 3, 2, 2, 2, 1, 1, 1]


def test_column_options_are_columns_with_a_free_point_and_row_options_are_free_rows():
    """§8 3b, 3c: only columns with a free point; only free rows of the chosen column; then back."""
    state = make_state(5, dealer=0)
    moves = [(seat % 5, ("clear", "grey", "black")[seat // 5], f"A{seat + 1}") for seat in range(13)]
    state = place_all(state, moves)
    decision = pending(GAME, state)[0]  # lap 3: the last kind is forced, so no back either
    assert decision.kind == "star_column"
    assert [option.action["col"] for option in decision.options] == list("BCDEFGHIJKLM")
    full = "Column A is full: choose another column."
    assert game_refusal(state, decision.seat, {"type": "column", "col": "A"}) == full
    state, _ = act(state, decision.seat, {"type": "column", "col": "B"})
    state = copy.deepcopy(state)
    decision = pending(GAME, state)[0]
    assert [option.label for option in decision.options] == [f"B{row}" for row in range(1, 14)] + ["Back"]


def test_back_revises_the_column_then_the_kind():
    """§6.7: steps A and B can be revised with back; the row places the star."""
    state = make_state(4, dealer=1)
    state, _ = act(state, 1, {"type": "star_kind", "kind": "grey"})
    state, _ = act(state, 1, {"type": "column", "col": "C"})
    state, _ = act(state, 1, {"type": "back"})
    assert state.chosen_column is None and state.chosen_kind == "grey"
    assert pending(GAME, state)[0].kind == "star_column"
    state, events = act(state, 1, {"type": "back"})
    assert state.chosen_kind is None and pending(GAME, state)[0].kind == "star_kind"
    assert can_undo(events)
    assert game_refusal(state, 1, {"type": "back"}) == "There is nothing to go back to: choose a column for your star."


def test_no_back_when_the_kind_was_forced():
    """§6.7: with one kind left, step B offers no back (there is no step A to return to)."""
    state = make_state(3, dealer=0)
    state = place_all(state, [(s % 3, ("clear", "grey")[s // 3], f"E{s + 1}") for s in range(6)])
    decision = pending(GAME, state)[0]
    assert decision.kind == "star_column"
    assert {"type": "back"} not in [option.action for option in decision.options]
    assert game_refusal(state, 0, {"type": "star_kind", "kind": "black"}) == (
        "Your last star this round is the black one: choose its column."
    )


def test_placed_star_cannot_be_undone():
    """§4 Phase 3: stars never move once placed; the placement blocks undo."""
    state = make_state(3, dealer=0)
    state, _ = act(state, 0, {"type": "star_kind", "kind": "clear"})
    state, column_events = act(state, 0, {"type": "column", "col": "G"})
    state, row_events = act(state, 0, {"type": "row", "row": 7})
    assert can_undo(column_events) and not can_undo(row_events)
    assert row_events[0].text == "Turn 1/9: {p0} placed a clear star at G7." and row_events[0].public


def test_out_of_turn_is_refused():
    """WE-11: someone else's star turn; the game names whose turn it is, and nothing changes."""
    state = make_state(4, dealer=0)
    assert game_refusal(state, 3, {"type": "star_kind", "kind": "clear"}) == "It is {p0}'s turn to place a star."
    with pytest.raises(IllegalAction, match=r"^It is \{p0\}'s turn to place a star\.$"):
        act(state, 3, {"type": "star_kind", "kind": "clear"})


@pytest.mark.parametrize("written", ["N5", "A0", "A14", "G", "", "5G", "AA1", "G 4"])
def test_off_sky_coordinates_are_refused(written):
    """WE-11: coordinates run from A1 to M13."""
    with pytest.raises(IllegalAction, match="Coordinates run from A1 to M13."):
        parse_point(written)


@pytest.mark.parametrize(("written", "point"), [("a1", ("A", 1)), ("G7", ("G", 7)), ("m13", ("M", 13))])
def test_coordinates_are_case_insensitive(written, point):
    """§6.1: column letter + row number, case-insensitive."""
    assert parse_point(written) == point


@pytest.mark.parametrize(
    "action",
    [{"type": "column", "col": "N"}, {"type": "column", "col": "g"}, {"type": "column"}],
    ids=["column-N", "lower-case", "missing"],
)
def test_off_sky_column_is_refused(action):
    """WE-11: a column off the sky."""
    state, _ = act(make_state(3, dealer=0), 0, {"type": "star_kind", "kind": "grey"})
    assert game_refusal(state, 0, action) == "Coordinates run from A1 to M13."


@pytest.mark.parametrize("row", [0, 14, -1, "4", True, None])
def test_off_sky_row_is_refused(row):
    """WE-11: a row off the sky."""
    state, _ = act(make_state(3, dealer=0), 0, {"type": "star_kind", "kind": "grey"})
    state, _ = act(state, 0, {"type": "column", "col": "B"})
    assert game_refusal(state, 0, {"type": "row", "row": row}) == "Coordinates run from A1 to M13."


def test_steps_out_of_order_are_refused():
    """§6.7: kind, then column, then row; a missing or repeated step names what comes next."""
    state = make_state(3, dealer=0)
    assert game_refusal(state, 0, {"type": "column", "col": "B"}) == "Choose the kind of your star first."
    assert game_refusal(state, 0, {"type": "row", "row": 2}) == "Choose the kind of your star first."
    assert game_refusal(state, 0, {"type": "star_kind", "kind": "purple"}) == "A star is clear, grey or black."
    state, _ = act(state, 0, {"type": "star_kind", "kind": "grey"})
    assert game_refusal(state, 0, {"type": "star_kind", "kind": "black"}) == (
        "You are placing your grey star: choose its column, or go back."
    )
    assert game_refusal(state, 0, {"type": "row", "row": 2}) == "Choose a column first."
    state, _ = act(state, 0, {"type": "column", "col": "B"})
    assert game_refusal(state, 0, {"type": "column", "col": "C"}) == (
        "You have chosen column B: choose a row in it, or go back."
    )


def test_star_actions_after_the_sky_is_full_are_refused():
    """§4: once every star is placed, the round moves to the guesses."""
    state = fill_sky(make_state(3, dealer=0))
    assert game_refusal(state, 0, {"type": "star_kind", "kind": "grey"}) == (
        "All stars are placed: it is time for the secret guesses."
    )


def test_unknown_action_type_is_refused():
    """A malformed option gets the generic refusal."""
    assert game_refusal(make_state(3, dealer=0), 0, {"type": "fly"}) == "That is not one of your options."


def test_defaults_place_the_first_kind_left_at_a_stable_random_free_point():
    """§6.6: the time-out move is the first kind left (clear, grey, black) at a random free point."""
    state = make_state(4, dealer=0, seed=5)
    decision = pending(GAME, state)[0]
    assert decision.default_option.action == {"type": "star_kind", "kind": "clear"}
    state, _ = act(state, 0, decision.default_option.action)
    first = pending(GAME, state)[0]
    assert first == pending(GAME, copy.deepcopy(state))[0], "the default is the same on every call"
    assert first.default_option.action["type"] == "column"
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


def test_decisions_are_small():
    """DESIGN.md: every option list fits one select menu (25)."""
    state = make_state(6, dealer=0)
    while state.phase is Phase.PLACING:
        decision = pending(GAME, state)[0]
        assert len(decision.options) <= 25 and not decision.secret
        state, _ = act(state, decision.seat, decision.default_option.action)
