"""Render benchmark for The Castles of Burgundy: p50/p99 ms of the main board and of one estate.

    python -m bench.burgundy_render_bench [--runs N] [--players P]

The views come from a real seeded game played to mid-game (phase C) by random legal
choices, so the pictures carry a typical load of tiles, goods and scores. The main board
is the public picture (main board plus every compact estate); one estate is the private
picture of the seat to act, with its reachable spaces ringed when it is placing a tile.
"""

import argparse
import random
import statistics
from collections.abc import Callable

from bench.render_bench import measure, percentile
from engine.burgundy import GAME
from engine.core import apply, new_game, pending, view
from renderers import get_renderer

NAMES = ("Ana", "Benedikt", "Cara", "Dan")


def mid_game(players: int, seed: int = 3) -> object:
    """The first state of phase C, round 3, whose active seat can place a tile (or just phase C, round 3)."""
    state = new_game(GAME, players, seed, {"boards": "base"})
    chooser = random.Random(seed)
    fallback = None
    while decisions := pending(GAME, state):
        public = view(GAME, state, None)
        if public.phase == "C" and public.round == 3:
            fallback = fallback or state
            if public.reach is not None and public.reach.spaces:
                return state
        decision = chooser.choice(decisions)
        state, _ = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
    assert fallback is not None, "the game ended before phase C, round 3"
    return fallback


def main() -> None:
    """Run every case and print one line each."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=50, help="timed renders per case (default 50)")
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4), help="seats (default 4)")
    arguments = parser.parse_args()
    renderer = get_renderer("burgundy")
    state = mid_game(arguments.players)
    public = view(GAME, state, None)
    names = NAMES[: arguments.players]
    own = view(GAME, state, public.active)
    cases: dict[str, Callable[[], object]] = {
        "main board (public)": lambda: renderer.render_public(public, names),
        "one estate (private)": lambda: renderer.render_private(own, names),
        "text alternative, public": lambda: renderer.describe_public(public, names),
        "text alternative, private": lambda: renderer.describe_private(own, names),
    }
    print(f"{arguments.players} players, phase {public.phase} round {public.round}, {arguments.runs} runs per case")
    print(f"{'case':28} {'p50 ms':>8} {'p99 ms':>8} {'mean ms':>8} {'CPU p50':>8} {'PNG KB':>8}")
    for name, work in cases.items():
        wall, cpu = measure(work, arguments.runs)
        result = work()
        size = f"{len(result) / 1024:8.0f}" if isinstance(result, bytes) else f"{'-':>8}"
        p50, p99, cpu50 = percentile(wall, 50), percentile(wall, 99), percentile(cpu, 50)
        print(f"{name:28} {p50:8.2f} {p99:8.2f} {statistics.fmean(wall):8.2f} {cpu50:8.2f} {size}")


if __name__ == "__main__":
    main()
