"""Dreams render benchmark: the Dreams cases of bench/render_bench.py (the public sky, a god's board, a reveal).

    python -m bench.dreams_render_bench [--runs N]   # same as python -m bench.render_bench --game dreams

The views come from the real engine: a 5-player game with two rounds scored and the third
round half placed (8 of 15 stars), so the sky, the cards, the players and the track are
all busy; and the same game right after the reveal of round 2, whose public picture adds
the reveal sheet. The first render of a process also loads the icon font and draws the empty sky
and the pictures once; it is reported apart.
"""

import random

from bench import render_bench
from engine.core import apply, new_game, pending
from engine.dreams import GAME

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


def just_revealed(seed: int = 7) -> object:
    """The same game right after round 2 is revealed: the public picture is the main sheet and the reveal."""
    chooser = random.Random(seed)
    state = new_game(GAME, PLAYERS, seed)
    while state.round < 3:
        decisions = pending(GAME, state)
        decision = chooser.choice(decisions)
        options = [option for option in decision.options if option.action["type"] != "back"]
        state, _ = apply(GAME, state, decision.seat, chooser.choice(options).action)
    return state


def main() -> None:
    """The dreams cases of :mod:`bench.render_bench` (same options)."""
    render_bench.main(default_game="dreams")


if __name__ == "__main__":
    main()
