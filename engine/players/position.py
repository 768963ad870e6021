"""What a bot player is given to decide: its seat's decision and a sampler of states it cannot tell apart.

Fair by construction (issue 24): a player never holds the true state. :func:`position` closes the true
state inside ``sample``, which returns only what the injected ``determinize(state, seat, rng)`` draws from
it: a state the seat cannot tell from the truth (everything it does not know drawn anew). Whatever the
player does, it learns about the game only through such draws, its own decision and its own view.
"""

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import Decision, GameSpec, pending_for

Determinize = Callable[[Any, int, random.Random], Any]


@dataclass(frozen=True, slots=True)
class Position:
    """A seat at a decision, as the seat knows it."""

    spec: GameSpec
    seat: int
    seats: int
    decision: Decision
    view: Any  # the seat's own view (``spec.view(state, seat)``): exactly what the seat may know
    sample: Callable[[random.Random], Any]  # a state the seat cannot tell from the truth, drawn with the rng


def position(spec: GameSpec, state: Any, seat: int, determinize: Determinize) -> Position:
    """``seat``'s position in ``state``: its pending decision and a sampler built on ``determinize``.

    ``ValueError`` when nothing is asked of ``seat``.
    """
    decision = pending_for(spec, state, seat)
    if decision is None:
        raise ValueError(f"seat {seat} has no decision to take in this {spec.title} game")
    view = spec.view(state, seat)
    return Position(spec, seat, state.seats, decision, view, lambda rng: determinize(state, seat, rng))


def seat_redraw(spec: GameSpec) -> Determinize:
    """The seat's own redraw as a determinize: everything the seat does not know drawn anew, the rest kept.

    Each title's ``redraw_hidden(state, rng, seat)`` depends only on what ``seat`` knows and on the
    generator, so the same bot seed draws the same states whatever the truth it cannot see.
    ``ValueError`` for a title without a ``redraw_hidden`` hook: see :func:`visible_only`.
    """
    redraw = spec.redraw_hidden
    if redraw is None:
        raise ValueError(f"{spec.title} has no redraw_hidden hook")
    return lambda state, seat, rng: redraw(state, rng, seat)


def public_redraw(spec: GameSpec) -> Determinize:
    """The public redraw as a determinize: fair, merely weaker (it redraws the seat's own secrets too).

    ``ValueError`` for a title without a ``redraw_hidden`` hook: see :func:`visible_only`.
    """
    redraw = spec.redraw_hidden
    if redraw is None:
        raise ValueError(f"{spec.title} has no redraw_hidden hook")
    return lambda state, seat, rng: redraw(state, rng)


class NothingToDraw(Exception):
    """A title without a redraw hook, at a position where the seat does not know everything."""


def visible_only(spec: GameSpec) -> Determinize:
    """A determinize for a title with no redraw hook: the state itself, where it hides nothing.

    The state is returned only where ``spec.secrets(state, seat)`` is empty; elsewhere it raises
    :class:`NothingToDraw`, and the player then plays the decision's default and says why.
    """

    def determinize(state: Any, seat: int, rng: random.Random) -> Any:
        if spec.secrets(state, seat):
            raise NothingToDraw(f"{spec.title} has no way to draw what seat {seat} does not know")
        return state

    return determinize


def default_determinize(spec: GameSpec) -> Determinize:
    """The determinize bots use for ``spec``: the seat's own redraw, or :func:`visible_only` where there is none."""
    return seat_redraw(spec) if spec.redraw_hidden is not None else visible_only(spec)
