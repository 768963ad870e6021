"""Dreams render benchmark: p50/p99 milliseconds of the public sky image and friends, from mid-game views.

    python -m bench.dreams_render_bench [--runs N]

The views come from the real engine: a 5-player game with two rounds scored and the third
round half placed (8 of 15 stars), so the sky, the cards, the players and the track are
all busy. Wall-clock times are what a player waits; the CPU column stays meaningful on a
busy machine. The first render of a process also loads the icon font and draws the empty
sky and the pictures once; it is reported apart.
"""

import argparse
import random
import statistics
import time
from collections.abc import Callable

from bench.render_bench import measure, percentile
from engine.core import apply, new_game, pending, view
from engine.dreams import GAME
from renderers import get_renderer

NAMES = ("Ann", "Benedikt", "Cy", "Dana", "Evangeline")
PLAYERS = 5


def mid_game(seed: int = 7) -> object:
    """Two rounds played and scored, then 8 stars of round 3 placed (random legal choices)."""
    chooser = random.Random(seed)
    state = new_game(GAME, PLAYERS, seed)
    while state.round < 3 or len(state.stars) < 8:
        decisions = pending(GAME, state)
        decision = chooser.choice(decisions)
        options = [option for option in decision.options if option.action["type"] != "back"]
        state, _ = apply(GAME, state, decision.seat, chooser.choice(options).action)
    return state


def main() -> None:
    """Run every case and print one line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50, help="timed renders per case (default 50)")
    runs = parser.parse_args().runs
    renderer = get_renderer("dreams")
    state = mid_game()
    board = view(GAME, state, None)
    god = next(view(GAME, state, seat) for seat in range(PLAYERS) if seat != state.mortal)
    started = time.perf_counter()
    renderer.render_public(board, NAMES)
    first = (time.perf_counter() - started) * 1000
    print(f"mid-game view: round {board.round}, {len(board.stars)} stars, scores {[s.score for s in board.seats]}")
    print(f"first public render of the process (font, pictures, empty sky): {first:.1f} ms")
    cases: dict[str, Callable[[], object]] = {
        "public sky image": lambda: renderer.render_public(board, NAMES),
        "private image (a god)": lambda: renderer.render_private(god, NAMES),
        "text alternative, public": lambda: renderer.describe_public(board, NAMES),
    }
    print(f"{'case':28} {'p50 ms':>8} {'p99 ms':>8} {'mean ms':>8} {'CPU p50':>8} {'PNG KB':>8}")
    for name, work in cases.items():
        wall, cpu = measure(work, runs)
        result = work()
        size = f"{len(result) / 1024:8.0f}" if isinstance(result, bytes) else f"{'-':>8}"
        p50, p99, cpu50 = percentile(wall, 50), percentile(wall, 99), percentile(cpu, 50)
        print(f"{name:28} {p50:8.2f} {p99:8.2f} {statistics.fmean(wall):8.2f} {cpu50:8.2f} {size}")


if __name__ == "__main__":
    main()
