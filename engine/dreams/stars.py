"""Placing stars: turn order and the one-step placement of a star (rules/dreams.md §4 Phase 3, §6.7).

A star turn is one decision, ``place_star``: its options are every (kind, free point) the
seat may choose, ``{"type": "place", "kind": "grey", "at": "F4"}`` (the §6.7 shortcut), in
the order of the kinds (clear, grey, black; only those left), then the points column by
column (A1..A13, B1..). It is shown compactly: one typed answer per kind left, in which the
player writes the point as on the sky picture. The default is the time-out move of §6.6:
the first kind left at a uniformly random free point, drawn from (seed, step) so it is the
same every time it is asked.
"""

from functools import cache, lru_cache
from typing import Any

from engine.core import Context, Decision, Event, IllegalAction, Option, TypedAnswer, rng_for
from engine.dreams import text
from engine.dreams.sky import COLUMNS, ROWS, parse_point, point_name
from engine.dreams.state import DreamsState, Phase, Star, StarKind

STAR_ACTIONS = frozenset({"place"})


@cache
def place_option(kind: StarKind, point: str) -> Option:
    """Placing ``kind`` at ``point``: ``{"type": "place", "kind": "grey", "at": "F4"}``, "Grey star at F4"."""
    return Option({"type": "place", "kind": kind.value, "at": point}, text.place_label(kind, point))


@cache
def typed_place(kind: StarKind) -> TypedAnswer:
    """The typed answer of placing ``kind``: the point is written as on the sky picture."""
    return TypedAnswer(
        text.typed_kind_label(kind),
        text.POINT_QUESTION,
        {"type": "place", "kind": kind.value},
        "at",
        text.POINT_HINT,
        example=text.POINT_EXAMPLE,
    )


@cache
def _place_options(kind: StarKind) -> dict[str, Option]:
    """Every point's :func:`place_option` for ``kind``, by point (a star turn lists up to 507 of them)."""
    return {name: place_option(kind, name) for _, name in _POINTS}


_POINTS = tuple(((column, row), point_name(column, row)) for column in COLUMNS for row in ROWS)


def free_points(state: DreamsState) -> list[str]:
    """Every point without a star, column by column (A1, A2, .., A13, B1, ..)."""
    taken = state.occupied()
    return [name for point, name in _POINTS if point not in taken]


def default_pick(state: DreamsState, count: int) -> int:
    """The default's index among ``count`` choices: uniform, fixed by (seed, step), the same on every call."""
    return int(_default_fraction(state.seed, state.step) * count)


@lru_cache(maxsize=256)
def _default_fraction(seed: int, step: int) -> float:
    # A stream of its own (applies use steps >= 0), so a default never echoes a secret deal.
    return rng_for(seed, -1 - step).random()


def star_decision(state: DreamsState) -> Decision:
    """The acting seat's star turn: one decision over every (kind left, free point)."""
    seat = state.placing_seat
    kinds = state.kinds_left(seat)
    points = free_points(state)
    options = tuple(option for kind in kinds for option in map(_place_options(kind).__getitem__, points))
    return Decision(
        seat,
        "place_star",
        text.place_prompt(tuple(kinds)),
        options,
        default=default_pick(state, len(points)),  # §6.6: the first kind left, a random free point
        context=text.star_context(tuple(kinds), len(state.stars) + 1, state.star_turns),
        typed=tuple(typed_place(kind) for kind in kinds),
    )


def apply_star_step(state: DreamsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Place a star (§8 3a-3c in one step); ``IllegalAction`` (state untouched) if it is not allowed now."""
    if seat != state.placing_seat:
        raise IllegalAction(text.not_your_star_turn(state.placing_seat))
    kind = action.get("kind")
    if not isinstance(kind, str) or kind not in {k.value for k in StarKind}:
        raise IllegalAction(text.NO_SUCH_KIND)
    if kind not in state.kinds_left(seat):
        raise IllegalAction(text.kind_already_used(kind))
    written = action.get("at")
    column, row = parse_point(written)  # type: ignore[arg-type]  # parse_point refuses a non-text point
    point = point_name(column, row)
    if written != point:
        raise IllegalAction(text.write_point(point))
    if (column, row) in state.occupied():
        raise IllegalAction(text.occupied(point))
    context.tell(*_place(state, seat, StarKind(kind), column, row))


def _place(state: DreamsState, seat: int, kind: StarKind, column: str, row: int) -> list[Event]:
    """The star is placed and never moves (§4 Phase 3); the last one starts the guesses."""
    star = Star(order=len(state.stars) + 1, seat=seat, kind=kind, column=column, row=row)
    state.stars.append(star)
    # reveal: a placed star is final (stars cannot be moved once placed), so undo stops here
    events = [
        Event(
            text.star_placed(star.order, state.star_turns, seat, kind, star.point),
            reveal=True,
            brief=text.star_placed_briefly(seat, kind, star.point),
            data={"event": "star_placed", "order": star.order, "seat": seat, "kind": kind.value, "at": star.point},
        )
    ]
    if len(state.stars) == state.star_turns:
        state.phase = Phase.GUESSING
        state.guesses = [None] * state.seats
        events.append(Event(text.GUESSING_STARTS, data={"event": "guessing_started", "round": state.round}, brief=""))
    return events
