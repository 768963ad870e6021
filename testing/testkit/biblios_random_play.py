"""Random play for the Biblios property tests: batches of complete seeded games through ``engine.simulate``.

Two kinds of players are used. ``engine.simulate.run`` picks every option uniformly, so its
bids climb towards 99 and most auctions end in penalties. ``Bidder`` passes half the
time and otherwise bids just above the high bid, so payments, Gold-card discards and
Church cards bought at auction come up as often as in real games.
"""

import os
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.biblios import GAME
from engine.core import Decision, Option
from engine.core.game import apply, new_game
from engine.simulate import option_combinations, play_one, run

T = TypeVar("T")
CONFIGS = [(players, options) for players in (2, 3, 4) for options in option_combinations(GAME)]


class Bidder(random.Random):
    """A chooser for ``play_one`` that bids like a careful player: often passes, raises by little."""

    def choice(self, seq: Sequence[T]) -> T:
        first = seq[0]
        if len(seq) > 1 and getattr(first, "action", None) == {"type": "pass"}:
            if self.random() < 0.5:
                return first
            return seq[min(len(seq) - 1, 1 + int(self.expovariate(0.7)))]
        return super().choice(seq)


@dataclass
class Tally:
    """Games and decisions played by a batch."""

    games: int = 0
    decisions: int = 0

    def __add__(self, other: "Tally") -> "Tally":
        return Tally(self.games + other.games, self.decisions + other.decisions)


def uniform_batch(first_seed: int, games: int, check_views: bool = False, view_every: int = 1) -> Tally:
    """``games`` games of ``engine.simulate.run`` (cycling 2-4 players and both penalty modes)."""
    stats = run(GAME, games, None, first_seed, check_views=check_views, view_every=view_every)
    return Tally(stats.games, stats.decisions)


def bidder_batch(first_seed: int, games: int, check_views: bool = False, view_every: int = 1) -> Tally:
    """``games`` games of ``play_one`` with the careful ``Bidder``, cycling 2-4 players and both modes."""
    tally = Tally()
    for index in range(games):
        seed = first_seed + index
        players, options = CONFIGS[index % len(CONFIGS)]
        chooser = Bidder(f"bidder:{seed}")
        _, decisions, _ = play_one(
            GAME, players, seed, options, chooser, check_views=check_views, view_every=view_every
        )
        tally += Tally(1, decisions)
    return tally


def _batch(kind: str, first_seed: int, games: int) -> Tally:
    return (uniform_batch if kind == "uniform" else bidder_batch)(first_seed, games)


def in_parallel(batches: list[tuple[str, int, int]], workers: int = 2) -> Tally:
    """Run batches (kind, first seed, games) on up to ``workers`` processes; any invariant failure is raised."""
    with ProcessPoolExecutor(max_workers=max(1, min(workers, os.cpu_count() or 1))) as pool:
        results = list(pool.map(_batch, *zip(*batches, strict=True)))
    total = Tally()
    for tally in results:
        total += tally
    return total


def states_of(players: int, seed: int, options: dict[str, str], pick: Callable[[Decision], Option]) -> list[Any]:
    """Every state of one game in which ``pick`` chooses each option, from set-up to the end."""
    state = new_game(GAME, players, seed, options)
    states = [state]
    while decisions := GAME.pending(state):
        [decision] = decisions
        state, _ = apply(GAME, state, decision.seat, pick(decision).action)
        states.append(state)
    return states
