"""Render benchmark for Architects of the West Kingdom: the Architects cases of bench/render_bench.py.

    python -m bench.architects_render_bench [--runs N]   # same as python -m bench.render_bench --game architects

The views come from a real seeded game of 5 players (variable characters, the largest
table) played to mid-game by random legal choices: the first state with half the Guildhall
filled, so the locations, tableaux and hands carry a typical load. The public picture is the
main board, the town (Guildhall, Cathedral, virtue, Prison), the Workshop and one tableau per
seat; the private picture is the hand of the seat to act. The goal (issue 12): render CPU of
the main board and of one tableau at most 40 ms each.
"""

from bench import render_bench


def main() -> None:
    """The architects cases of :mod:`bench.render_bench` (same options)."""
    render_bench.main(default_game="architects")


if __name__ == "__main__":
    main()
