"""Render benchmark for The Castles of Burgundy: the Burgundy cases of bench/render_bench.py.

    python -m bench.burgundy_render_bench [--runs N]   # same as python -m bench.render_bench --game burgundy

The views come from a real seeded game played to mid-game (phase C) by random legal
choices, so the pictures carry a typical load of tiles, goods and scores. The public picture
is the main board, the tracks, one estate image per seat and the key; the seat to act's
estate image (its reachable spaces ringed when it is placing a tile) also opens its private
picture, followed by its details.
"""

from bench import render_bench


def main() -> None:
    """The burgundy cases of :mod:`bench.render_bench` (same options)."""
    render_bench.main(default_game="burgundy")


if __name__ == "__main__":
    main()
