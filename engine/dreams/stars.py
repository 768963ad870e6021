"""Placing stars: turn order and the three small steps kind, column, row (rules/dreams.md §4 Phase 3).

A star turn is up to three decisions (§6.7, §8 3a-3c): A ``star_kind`` (skipped when one kind
is left), B ``column``, C ``row``, which places the star for good. ``back`` revises A or B.
Every decision's default is the time-out move of §6.6: the first kind left in the order
clear, grey, black, at a uniformly random free point (column weighted by its free points,
then a uniform free row), drawn from (seed, step) so it is the same every time it is asked.
"""

from collections import Counter
from functools import cache, lru_cache
from typing import Any

from engine.core import Context, Decision, Event, IllegalAction, Option, rng_for
from engine.dreams import text
from engine.dreams.sky import COLUMNS, ROWS, SIZE, is_on_sky, point_name
from engine.dreams.state import DreamsState, Phase, Star, StarKind

STAR_ACTIONS = frozenset({"star_kind", "column", "row", "back"})


@cache
def kind_option(kind: StarKind) -> Option:
    """Step A's option for a kind: ``{"type": "star_kind", "kind": "grey"}``, "Grey star"."""
    return Option({"type": "star_kind", "kind": kind.value}, text.kind_label(kind))


@cache
def column_option(column: str) -> Option:
    """Step B's option for a column: ``{"type": "column", "col": "G"}``, "Column G"."""
    return Option({"type": "column", "col": column}, text.column_label(column))


@cache
def row_option(column: str, row: int) -> Option:
    """Step C's option for a row of the chosen column: ``{"type": "row", "row": 4}``, "G4"."""
    return Option({"type": "row", "row": row}, point_name(column, row))


@cache
def back_option() -> Option:
    """Revise step A or B: ``{"type": "back"}``."""
    return Option({"type": "back"}, text.BACK)


def current_kind(state: DreamsState) -> StarKind | None:
    """The kind of the star being placed: chosen in step A, or the only one left; None before step A."""
    if state.chosen_kind is not None:
        return state.chosen_kind
    left = state.kinds_left(state.placing_seat)
    return left[0] if len(left) == 1 else None


def free_rows(state: DreamsState, column: str) -> list[int]:
    """The rows of ``column`` without a star, top to bottom."""
    taken = {star.row for star in state.stars if star.column == column}
    return [row for row in ROWS if row not in taken]


def free_columns(state: DreamsState) -> list[tuple[str, int]]:
    """Every column with a free point, left to right, with its number of free points."""
    taken = Counter(star.column for star in state.stars)
    return [(column, SIZE - taken[column]) for column in COLUMNS if taken[column] < SIZE]


def default_pick(state: DreamsState, count: int) -> int:
    """The default's index among ``count`` choices: uniform, fixed by (seed, step), the same on every call."""
    return int(_default_fraction(state.seed, state.step) * count)


@lru_cache(maxsize=256)
def _default_fraction(seed: int, step: int) -> float:
    # A stream of its own (applies use steps >= 0), so a default never echoes a secret deal.
    return rng_for(seed, -1 - step).random()


def star_decision(state: DreamsState) -> Decision:
    """The acting seat's next small decision of its star turn."""
    seat = state.placing_seat
    kinds = state.kinds_left(seat)
    context = text.star_context(kinds, len(state.stars) + 1, state.star_turns)
    kind = current_kind(state)
    if kind is None:
        options = tuple(kind_option(k) for k in kinds)
        return Decision(seat, "star_kind", text.KIND_PROMPT, options, default=0, context=context)
    if state.chosen_column is None:
        return _column_decision(state, seat, kind, context, can_go_back=len(kinds) > 1)
    return _row_decision(state, seat, kind, state.chosen_column, context)


def _column_decision(state: DreamsState, seat: int, kind: StarKind, context: str, can_go_back: bool) -> Decision:
    columns = free_columns(state)
    options = [column_option(column) for column, _ in columns]
    if can_go_back:
        options.append(back_option())
    # a uniformly random free point, found by counting free points column by column
    pick = default_pick(state, sum(free for _, free in columns))
    default = 0
    while pick >= columns[default][1]:
        pick -= columns[default][1]
        default += 1
    return Decision(seat, "star_column", text.column_prompt(kind), tuple(options), default, context=context)


def _row_decision(state: DreamsState, seat: int, kind: StarKind, column: str, context: str) -> Decision:
    rows = free_rows(state, column)
    options = [row_option(column, row) for row in rows]
    options.append(back_option())
    default = default_pick(state, len(rows))
    return Decision(seat, "star_row", text.row_prompt(kind, column), tuple(options), default, context=context)


def apply_star_step(state: DreamsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Apply one step of a star turn; ``IllegalAction`` (state untouched) if it is not allowed now."""
    if seat != state.placing_seat:
        raise IllegalAction(text.not_your_star_turn(state.placing_seat))
    step = action["type"]
    if step == "star_kind":
        context.tell(*_choose_kind(state, seat, action.get("kind")))
    elif step == "column":
        context.tell(*_choose_column(state, seat, action.get("col")))
    elif step == "row":
        context.tell(*_place(state, seat, action.get("row")))
    else:
        context.tell(*_go_back(state, seat))


def _choose_kind(state: DreamsState, seat: int, kind: object) -> list[Event]:
    """Step A (§8 3a): one of the seat's remaining kinds."""
    if not isinstance(kind, str) or kind not in {k.value for k in StarKind}:
        raise IllegalAction(text.NO_SUCH_KIND)
    left = state.kinds_left(seat)
    if kind not in left:
        raise IllegalAction(text.kind_already_used(str(kind)))
    if len(left) == 1:
        raise IllegalAction(text.last_kind(left[0]))
    if state.chosen_kind is not None:
        raise IllegalAction(text.kind_already_chosen(state.chosen_kind))
    state.chosen_kind = StarKind(kind)
    return [Event(text.kind_chosen(seat, state.chosen_kind), data={"event": "star_kind", "kind": str(kind)})]


def _choose_column(state: DreamsState, seat: int, column: object) -> list[Event]:
    """Step B (§8 3b): a column with at least one free point."""
    kind = current_kind(state)
    if kind is None:
        raise IllegalAction(text.KIND_NOT_CHOSEN)
    if state.chosen_column is not None:
        raise IllegalAction(text.column_already_chosen(state.chosen_column))
    if column not in COLUMNS:
        raise IllegalAction(text.OFF_SKY)
    assert isinstance(column, str)
    if not free_rows(state, column):
        raise IllegalAction(text.column_full(column))
    state.chosen_column = column
    return [Event(text.column_chosen(seat, kind, column), data={"event": "star_column", "col": column})]


def _place(state: DreamsState, seat: int, row: object) -> list[Event]:
    """Step C (§8 3c): a free row of the chosen column; the star is placed and never moves."""
    kind = current_kind(state)
    if kind is None:
        raise IllegalAction(text.KIND_NOT_CHOSEN)
    column = state.chosen_column
    if column is None:
        raise IllegalAction(text.COLUMN_NOT_CHOSEN)
    if not is_on_sky(column, row):
        raise IllegalAction(text.OFF_SKY)
    assert isinstance(row, int)
    if (column, row) in state.occupied():
        raise IllegalAction(text.occupied(point_name(column, row)))
    star = Star(order=len(state.stars) + 1, seat=seat, kind=kind, column=column, row=row)
    state.stars.append(star)
    state.chosen_kind = None
    state.chosen_column = None
    # reveal: a placed star is final (stars cannot be moved once placed), so undo stops here
    events = [
        Event(
            text.star_placed(star.order, state.star_turns, seat, kind, star.point),
            reveal=True,
            data={"event": "star_placed", "order": star.order, "seat": seat, "kind": kind.value, "at": star.point},
        )
    ]
    if len(state.stars) == state.star_turns:
        state.phase = Phase.GUESSING
        state.guesses = [None] * state.seats
        events.append(Event(text.GUESSING_STARTS, data={"event": "guessing_started", "round": state.round}))
    return events


def _go_back(state: DreamsState, seat: int) -> list[Event]:
    """Revise step B, else step A (§6.7)."""
    if state.chosen_column is not None:
        state.chosen_column = None
    elif state.chosen_kind is not None:
        state.chosen_kind = None
    else:
        raise IllegalAction(text.NOTHING_TO_GO_BACK)
    return [Event(text.went_back(seat), data={"event": "back"})]
