"""Playout benchmark (issue 24): random games/s and decisions/s per title, and µs per seat redraw.

    python -m bench.playout_bench [--seconds 3] [--game KEY ...] [--table KEY=PLAYERS ...] [--mode apply|playout ...]

For each title, at one table size (Biblios 4, Burgundy 4, Dreams 5, Architects 4, Mangrovia 4 unless
``--table`` says otherwise) with default options, plays seeded random games for about ``--seconds``
of process CPU time each way, choosing uniformly among the pending decisions and their options:

- ``apply``: the way moves are made for people, ``engine.core.pending`` + ``engine.core.apply``
  (a copy of the state per move): the "before" figure;
- ``playout``: ``engine.core.playout.playout``, one copy per game, then in place: the search path.

Every figure includes choosing the moves and setting the game up (a search pays both). Then it times
``GameSpec.redraw_hidden(state, rng, seat)`` over positions met in those games: µs per redraw.
"""

import argparse
import random
import sys
import time

from engine import core
from engine.core.playout import playout

DEFAULT_TABLES = {"biblios": 4, "burgundy": 4, "dreams": 5, "architects": 4, "mangrovia": 4}


def apply_game(spec: core.GameSpec, players: int, seed: int) -> int:
    """One random game through ``engine.core.apply``: how many decisions."""
    rng = random.Random(seed)
    state = core.new_game(spec, players, seed)
    decisions = 0
    while waiting := core.pending(spec, state):
        decision = rng.choice(waiting)
        state, _ = core.apply(spec, state, decision.seat, rng.choice(decision.options).action)
        decisions += 1
    return decisions


def playout_game(spec: core.GameSpec, players: int, seed: int) -> int:
    """One random game through the playout path: how many decisions."""
    start = core.new_game(spec, players, seed)
    return playout(spec, start, random.Random(seed)).step - start.step


MODES = {"apply": apply_game, "playout": playout_game}


def measure(spec: core.GameSpec, players: int, mode: str, seconds: float) -> tuple[int, int, float]:
    """(games, decisions, CPU seconds) of random games played one way for about ``seconds``."""
    play = MODES[mode]
    games = decisions = 0
    started = time.process_time()
    while time.process_time() - started < seconds or games < 2:
        decisions += play(spec, players, 1000 + games)
        games += 1
    return games, decisions, time.process_time() - started


def redraw_micros(spec: core.GameSpec, players: int, seconds: float) -> tuple[int, float]:
    """(redraws, µs per redraw) of ``redraw_hidden`` for a seat, over positions of random games."""
    if spec.redraw_hidden is None:
        return 0, 0.0
    positions = []
    for seed in range(3):
        state = core.new_game(spec, players, 500 + seed)
        rng = random.Random(seed)
        while waiting := core.pending(spec, state):
            positions.append(state)
            decision = rng.choice(waiting)
            state, _ = core.apply(spec, state, decision.seat, rng.choice(decision.options).action)
    rng = random.Random(0)
    redraws = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        for state in positions[redraws % 7 :: 7]:
            spec.redraw_hidden(state, rng, state.step % state.seats)
            redraws += 1
    return redraws, (time.process_time() - started) * 1e6 / redraws


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m bench.playout_bench", description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--game", action="append", default=[], help="a game key (default: every game)")
    parser.add_argument("--table", action="append", default=[], metavar="KEY=PLAYERS")
    parser.add_argument("--mode", action="append", default=[], choices=list(MODES))
    parser.add_argument("--no-redraw", action="store_true", help="skip the redraw timing")
    args = parser.parse_args(argv)
    tables = dict(DEFAULT_TABLES)
    for pair in args.table:
        key, _, players = pair.partition("=")
        tables[key] = int(players)
    games = core.all_games()
    for key in args.game or list(games):
        spec = games[key]
        players = tables.get(key, spec.min_seats)
        for mode in args.mode or list(MODES):
            played, decisions, spent = measure(spec, players, mode, args.seconds)
            print(
                f"{key:<10} {players}p {mode:<8} {played / spent:8.1f} games/s {decisions / spent:9.0f} decisions/s"
                f" {spent * 1e6 / decisions:7.1f} µs/decision ({played} games, {decisions / played:.0f} decisions each)"
            )
        if not args.no_redraw:
            redraws, micros = redraw_micros(spec, players, args.seconds)
            print(f"{key:<10} {players}p redraw   {micros:8.1f} µs per seat redraw ({redraws} redraws)")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
