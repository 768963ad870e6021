"""The mid-game states the render benchmark draws (bench/render_bench.py): one seeded game per title.

Each comes from the real engine, played by random legal choices to a moment that loads the
pictures typically; the per-title benchmarks (``bench.<title>_render_bench``) say which.
Biblios views are hand-built instead (testkit/biblios_views.py).
"""

import random

from engine.architects import GAME as ARCHITECTS
from engine.burgundy import GAME as BURGUNDY
from engine.core import apply, new_game, pending, view
from engine.dreams import GAME as DREAMS
from engine.mangrovia import GAME as MANGROVIA

ARCHITECTS_PLAYERS = 5
ARCHITECTS_NAMES = ("Ana", "Benedikt", "Cara", "Dan", "Evangeline")
DREAMS_PLAYERS = 5
DREAMS_NAMES = ("Ann", "Benedikt", "Cy", "Dana", "Evangeline")
MANGROVIA_PLAYERS = 5
MANGROVIA_NAMES = ("Ana", "Benedikt", "Cara", "Dan", "Evangeline")


def architects_mid_game(players: int = ARCHITECTS_PLAYERS, seed: int = 3) -> object:
    """The first state of a seeded random game whose Guildhall is half full and whose active seat places a worker."""
    state = new_game(ARCHITECTS, players, seed, {"setup": "variable"})
    chooser = random.Random(seed)
    while decisions := pending(ARCHITECTS, state):
        public = view(ARCHITECTS, state, None)
        if 2 * len(public.guildhall) >= public.guildhall_spaces and public.step == "place":
            return state
        decision = chooser.choice(decisions)
        state, _ = apply(ARCHITECTS, state, decision.seat, chooser.choice(decision.options).action)
    raise AssertionError("the game ended before its Guildhall was half full")


def burgundy_mid_game(players: int, seed: int = 3) -> object:
    """The first state of phase C, round 3, whose active seat can place a tile (or just phase C, round 3)."""
    state = new_game(BURGUNDY, players, seed, {"boards": "base"})
    chooser = random.Random(seed)
    fallback = None
    while decisions := pending(BURGUNDY, state):
        public = view(BURGUNDY, state, None)
        if public.phase == "C" and public.round == 3:
            fallback = fallback or state
            if public.reach is not None and public.reach.spaces:
                return state
        decision = chooser.choice(decisions)
        state, _ = apply(BURGUNDY, state, decision.seat, chooser.choice(decision.options).action)
    assert fallback is not None, "the game ended before phase C, round 3"
    return fallback


def dreams_mid_game(seed: int = 7) -> object:
    """Two rounds played and scored, then 8 stars of round 3 placed (random legal choices)."""
    chooser = random.Random(seed)
    state = new_game(DREAMS, DREAMS_PLAYERS, seed)
    while state.round < 3 or len(state.stars) < 8:
        decisions = pending(DREAMS, state)
        decision = chooser.choice(decisions)
        options = [option for option in decision.options if option.action["type"] != "back"]
        state, _ = apply(DREAMS, state, decision.seat, chooser.choice(options).action)
    return state


def dreams_just_revealed(seed: int = 7) -> object:
    """The same game right after round 2 is revealed: the public picture is the main sheet and the reveal."""
    chooser = random.Random(seed)
    state = new_game(DREAMS, DREAMS_PLAYERS, seed)
    while state.round < 3:
        decisions = pending(DREAMS, state)
        decision = chooser.choice(decisions)
        options = [option for option in decision.options if option.action["type"] != "back"]
        state, _ = apply(DREAMS, state, decision.seat, chooser.choice(options).action)
    return state


def mangrovia_mid_game(players: int = MANGROVIA_PLAYERS, seed: int = 3) -> object:
    """The first state of a seeded random game with 15 players' huts built and the boat at a pier."""
    state = new_game(MANGROVIA, players, seed, {"stones": "all"})
    chooser = random.Random(seed)
    while decisions := pending(MANGROVIA, state):
        public = view(MANGROVIA, state, None)
        if sum(owner >= 0 for owner in public.huts.values()) >= 15 and public.step == "pier":
            return state
        decision = chooser.choice(decisions)
        state, _ = apply(MANGROVIA, state, decision.seat, chooser.choice(decision.options).action)
    raise AssertionError("the game ended before 15 huts were built")
