"""Engine benchmark: CPU microseconds per decision (``pending`` + ``apply``) in random play, per game.

    python -m bench.engine_bench [--games 20] [--seed 1] [--game KEY ...] [--table KEY=PLAYERS ...]

For each game, plays ``--games`` random games at one table size (Biblios 4, Burgundy 4,
Dreams 5 unless ``--table`` says otherwise) with default options, and times only the
engine's own work: ``engine.core.pending`` and ``engine.core.apply`` as the bot calls them,
measured as process CPU time. Choosing the random option is not timed; no leak or
invariant check runs (``python -m engine.simulate`` does those).

It uses only ``engine.core``'s public functions, so the same file measures an older
checkout too: from that checkout's folder, run
``python -c "import runpy, sys; sys.argv = ['engine_bench']; runpy.run_path('<this file>', run_name='__main__')"``
(``-c`` puts the current folder first on ``sys.path``, so its own ``engine`` is used).
"""

import argparse
import random
import sys
import time
from dataclasses import dataclass

from engine import core

DEFAULT_TABLES = {"biblios": 4, "burgundy": 4, "dreams": 5}


@dataclass
class Figures:
    """What one game's runs measured."""

    games: int = 0
    decisions: int = 0
    cpu_ns: int = 0

    @property
    def micros_per_decision(self) -> float:
        """CPU microseconds per decision."""
        return self.cpu_ns / 1000 / max(self.decisions, 1)


def play(spec: core.GameSpec, players: int, seed: int) -> tuple[int, int]:
    """One random game to its end; returns (decisions, engine CPU nanoseconds)."""
    clock = time.process_time_ns
    chooser = random.Random(f"bench:{seed}")
    spent = 0
    started = clock()
    state = core.new_game(spec, players, seed)
    spent += clock() - started
    decisions = 0
    while True:
        started = clock()
        waiting = core.pending(spec, state)
        spent += clock() - started
        if not waiting:
            return decisions, spent
        decision = chooser.choice(waiting)
        action = chooser.choice(decision.options).action
        started = clock()
        state, _events = core.apply(spec, state, decision.seat, action)
        spent += clock() - started
        decisions += 1


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m bench.engine_bench", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", default=[], help="a game key (default: every game)")
    parser.add_argument("--table", action="append", default=[], metavar="KEY=PLAYERS")
    args = parser.parse_args(argv)
    tables = dict(DEFAULT_TABLES)
    for pair in args.table:
        key, _, players = pair.partition("=")
        tables[key] = int(players)
    games = core.all_games()
    for key in args.game or list(games):
        spec = games[key]
        players = tables.get(key, spec.min_seats)
        figures = Figures()
        for index in range(args.games):
            decisions, spent = play(spec, players, args.seed + index)
            figures.games += 1
            figures.decisions += decisions
            figures.cpu_ns += spent
        print(
            f"{key} {players}p: {figures.micros_per_decision:.1f} µs CPU per decision "
            f"({figures.decisions} decisions in {figures.games} games, {figures.cpu_ns / 1e9:.2f} s)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
