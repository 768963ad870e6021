"""Render benchmark: p50/p99 milliseconds to draw Biblios images from typical mid-game 4-player views.

    python -m bench.render_bench [--runs N]

Views are hand-built (tests/renderers/builders.py), so the figures measure the renderer
alone: drawing, PNG encoding, and the text alternative. Wall-clock times are what a
player waits; the CPU column stays meaningful on a busy machine.
"""

import argparse
import statistics
import time
from collections.abc import Callable

from renderers import get_renderer
from tests.renderers.builders import auction_view, cat, gift_view, gold, seat_view

NAMES = ("Ana", "Benedikt", "Cara", "Dan")
MID_GAME_HAND = (
    cat("PIG", "B"), cat("PIG", "G"), cat("MON", "D"), cat("MON", "E"), cat("MON", "I"), cat("FOR", "A"),
    cat("HOL", "C"), cat("HOL", "H"), cat("MAN", "F"), gold(3, 4), gold(2, 6), gold(2, 8), gold(1, 7),
)  # fmt: skip


def measure(work: Callable[[], object], runs: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds of each of ``runs`` calls of ``work`` (after one warm-up call)."""
    work()
    wall, cpu = [], []
    for _ in range(runs):
        started, started_cpu = time.perf_counter(), time.process_time()
        work()
        wall.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
    return wall, cpu


def percentile(timings: list[float], percent: int) -> float:
    """The ``percent``-th percentile of ``timings`` (inclusive method)."""
    return statistics.quantiles(timings, n=100, method="inclusive")[percent - 1]


def main() -> None:
    """Run every case and print one line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50, help="timed renders per case (default 50)")
    runs = parser.parse_args().runs
    renderer = get_renderer("biblios")
    auction = auction_view(4)
    gift = gift_view(4)
    hand = seat_view(auction, seat=1, hand=MID_GAME_HAND)
    cases: dict[str, Callable[[], object]] = {
        "public board, auction": lambda: renderer.render_public(auction, NAMES),
        "public board, gift turn": lambda: renderer.render_public(gift, NAMES),
        "private hand, 13 cards": lambda: renderer.render_private(hand, NAMES),
        "text alternative, public": lambda: renderer.describe_public(auction, NAMES),
        "text alternative, private": lambda: renderer.describe_private(hand, NAMES),
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
