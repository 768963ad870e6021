"""Render benchmark for Mangrovia: the Mangrovia cases of bench/render_bench.py.

    python -m bench.mangrovia_render_bench [--runs N]   # same as python -m bench.render_bench --game mangrovia

The views come from a real seeded game of 5 players (the largest table, all 16 stone circle
tiles) played by random legal choices to mid-game: the first state with 15 huts of the players
on the map whose boat is at a pier, so the map, the archipelago and the hands carry a typical
load. The public picture is the island (the main image), the archipelago and the players sheet;
the private picture is the hand of the seat to act. The goal (issue 13): render CPU of the board
(the island) at most 40 ms.
"""

from bench import render_bench


def main() -> None:
    """The mangrovia cases of :mod:`bench.render_bench` (same options)."""
    render_bench.main(default_game="mangrovia")


if __name__ == "__main__":
    main()
