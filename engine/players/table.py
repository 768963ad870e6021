"""A seeded game played to its end by bot players, one per seat: for tests and benches (issue 24)."""

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core import GameSpec, Result, apply, new_game
from engine.players.player import Choice, Player
from engine.players.position import Determinize, position

MAX_DECISIONS = 50_000


@dataclass
class PlayedGame:
    """A finished game: its final state and result, and every bot move with its CPU seconds."""

    state: Any
    result: Result
    moves: list[tuple[int, Choice, float]] = field(default_factory=list)  # (seat, choice, CPU seconds)


def play_game(
    spec: GameSpec,
    players: Sequence[Player],
    seed: int,
    determinize: Determinize,
    options: Mapping[str, str] | None = None,
    *,
    check: Callable[[Any, int, Choice], None] | None = None,
) -> PlayedGame:
    """Play one game with ``players[seat]`` at each seat; the first pending decision is answered first.

    ``check(state, seat, choice)``, if given, sees every choice before it is applied (tests).
    Raises ``RuntimeError`` if the game has not ended after ``MAX_DECISIONS`` decisions.
    """
    state = new_game(spec, len(players), seed, options)
    moves: list[tuple[int, Choice, float]] = []
    while True:
        pending = spec.pending(state)
        if not pending:
            break
        if len(moves) >= MAX_DECISIONS:
            raise RuntimeError(f"{spec.key} seed {seed}: no end after {MAX_DECISIONS} decisions")
        seat = pending[0].seat
        started = time.process_time()
        choice = players[seat].choose(position(spec, state, seat, determinize))
        moves.append((seat, choice, time.process_time() - started))
        if check is not None:
            check(state, seat, choice)
        state, _events = apply(spec, state, seat, choice.option.action)
    result = spec.result(state)
    assert result is not None, "a game with nothing pending has a result"
    return PlayedGame(state, result, moves)
