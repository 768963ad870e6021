"""Render benchmark for The Castles of Burgundy: the Burgundy cases of bench/render_bench.py.

    python -m bench.burgundy_render_bench [--runs N]   # same as python -m bench.render_bench --game burgundy

The views come from a real seeded game played to mid-game (phase C) by random legal
choices, so the pictures carry a typical load of tiles, goods and scores. The public picture
is the main board, the tracks, one estate image per seat and the key; the seat to act's
estate image (its reachable spaces ringed when it is placing a tile) also opens its private
picture, followed by its details.
"""

import random

from bench import render_bench
from engine.burgundy import GAME
from engine.core import apply, new_game, pending, view


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
    """The burgundy cases of :mod:`bench.render_bench` (same options)."""
    render_bench.main(default_game="burgundy")


if __name__ == "__main__":
    main()
