"""How a bot player scores a state for every seat: a reward in [0, 1] per seat (issue 24).

A finished game gives each seat its share of the victory (1 alone, 1/n shared, 0 otherwise). A running
one gives each seat a logistic of its estimated margin over the best other seat, from the title's
heuristic (``engine/<game>/heuristic.py``: ``estimate(state)`` per seat and the ``SCALE`` of a safe lead).
"""

import importlib
import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.core import GameSpec

Estimate = Callable[[Any], tuple[float, ...]]


@dataclass(frozen=True, slots=True)
class Heuristic:
    """A title's estimate of each seat's final score, and the margin that counts as a safe lead."""

    estimate: Estimate
    scale: float


def _no_estimate(state: Any) -> tuple[float, ...]:
    return (0.0,) * state.seats


@cache
def heuristic_for(key: str) -> Heuristic:
    """The heuristic of the title ``key`` (its module ``engine.<key>.heuristic``); even estimates if it has none."""
    try:
        module = importlib.import_module(f"engine.{key}.heuristic")
    except ModuleNotFoundError:
        return Heuristic(_no_estimate, 1.0)
    return Heuristic(module.estimate, float(module.SCALE))


def win_shares(spec: GameSpec, state: Any) -> tuple[float, ...] | None:
    """Each seat's share of the victory once the game is over; None while it runs."""
    result = spec.result(state)
    if result is None:
        return None
    winners = result.winners
    return tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(state.seats))


def margins(estimates: tuple[float, ...], scale: float) -> tuple[float, ...]:
    """Each seat's reward from estimated scores: a logistic of its lead over the best other seat.

    >>> [round(r, 2) for r in margins((10.0, 6.0), 4.0)]
    [0.73, 0.27]
    """
    rewards = []
    for seat, mine in enumerate(estimates):
        best_other = max((value for other, value in enumerate(estimates) if other != seat), default=mine)
        rewards.append(1.0 / (1.0 + math.exp(-(mine - best_other) / scale)))
    return tuple(rewards)


def rewards(spec: GameSpec, state: Any) -> tuple[float, ...]:
    """Each seat's reward in [0, 1] for ``state``: its win share when over, else its estimated margin."""
    shares = win_shares(spec, state)
    if shares is not None:
        return shares
    heuristic = heuristic_for(spec.key)
    return margins(heuristic.estimate(state), heuristic.scale)
