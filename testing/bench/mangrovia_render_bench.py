"""Render benchmark for Mangrovia: the Mangrovia cases of bench/render_bench.py.

    python -m bench.mangrovia_render_bench [--runs N]   # same as python -m bench.render_bench --game mangrovia

The views come from a real seeded game of 5 players (the largest table, all 16 stone circle
tiles) played by random legal choices to mid-game: the first state with 15 huts of the players
on the map whose boat is at a pier, so the map, the archipelago and the hands carry a typical
load. The public picture is the island (the main image), the archipelago and the players sheet;
the private picture is the hand of the seat to act. The goal (issue 13): render CPU of the board
(the island) at most 40 ms.
"""

import random

from bench import render_bench
from engine.core import apply, new_game, pending, view
from engine.mangrovia import GAME

PLAYERS = 5
NAMES = ("Ana", "Benedikt", "Cara", "Dan", "Evangeline")


def mid_game(players: int = PLAYERS, seed: int = 3) -> object:
    """The first state of a seeded random game with 15 players' huts built and the boat at a pier."""
    state = new_game(GAME, players, seed, {"stones": "all"})
    chooser = random.Random(seed)
    while decisions := pending(GAME, state):
        public = view(GAME, state, None)
        if sum(owner >= 0 for owner in public.huts.values()) >= 15 and public.step == "pier":
            return state
        decision = chooser.choice(decisions)
        state, _ = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
    raise AssertionError("the game ended before 15 huts were built")


def main() -> None:
    """The mangrovia cases of :mod:`bench.render_bench` (same options)."""
    render_bench.main(default_game="mangrovia")


if __name__ == "__main__":
    main()
