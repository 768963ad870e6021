"""Views from real games for every renderer: seeded random play, views taken at a few moments to the end.

Used by the worker-pool tests (every view must pickle and render the same in a worker) and
by bench/palette_report.py (the colours every game really draws).
"""

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from engine.core import apply, get_game, new_game, pending, view

NAMES = ("Ana", "Benedikt", "Cara", "Dan", "Evangeline")
OPTIONS: dict[str, dict[str, str]] = {
    "burgundy": {"boards": "base"},
    "architects": {"setup": "variable"},
    "mangrovia": {"stones": "all"},
}


@dataclass(frozen=True)
class Moment:
    """One moment of a sample game: its public view and every seat's view."""

    game: str
    players: int
    public: Any
    seats: tuple[Any, ...]

    @property
    def names(self) -> tuple[str, ...]:
        """Display names for the seats."""
        return NAMES[: self.players]


def moments(game: str, players: int, seed: int = 1, count: int = 5) -> list[Moment]:
    """``count`` moments of a random ``players``-seat game, evenly spread from the start to the end."""
    spec = get_game(game)
    state = new_game(spec, players, seed, OPTIONS.get(game))
    chooser = random.Random(seed)
    states = [state]
    while decisions := pending(spec, state):
        decision = chooser.choice(decisions)
        state, _ = apply(spec, state, decision.seat, chooser.choice(decision.options).action)
        states.append(state)
    picked = [states[index * (len(states) - 1) // (count - 1)] for index in range(count)]
    return [
        Moment(game, players, view(spec, at, None), tuple(view(spec, at, seat) for seat in range(players)))
        for at in picked
    ]


def every_game(games: tuple[str, ...], seed: int = 1, count: int = 5) -> Iterator[Moment]:
    """Moments of each of ``games`` at its smallest and largest player counts."""
    for game in games:
        spec = get_game(game)
        low, high = spec.seats_for(spec.resolve_options(OPTIONS.get(game)))
        for players in sorted({low, high}):
            yield from moments(game, players, seed, count)
