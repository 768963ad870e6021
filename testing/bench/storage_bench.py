"""Storage benchmark: random games played through the repository on a fresh database.

    python -m bench.storage_bench [--game biblios|toy|...] [--games N] [--players P]
                                  [--concurrent C] [--seed S] [--url DATABASE_URL]

Prints the milliseconds per applied action (p50, p90, p99, max) and actions per second
of playing time (lobbies are set up before the clock starts).
Each action is one ``GameRepository.apply``: one transaction that reads the game, runs
the engine, writes the snapshot and appends to the log. ``--concurrent`` plays that
many games at once. Without ``--url`` the database is a SQLite file in a temporary
folder, deleted afterwards; a ``--url`` database must be empty or already migrated.
"""

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from engine.core import GameSpec, all_games, registry
from storage import Database, GameRecord, GameStatus, Storage
from testkit.toy_game import TOY_GAME

GUILD, CHANNEL, FIRST_USER = 1, 2, 1000


def games_with_toy() -> dict[str, GameSpec]:
    """Every registered game, plus the test suite's toy game."""
    return {**all_games(), TOY_GAME.key: TOY_GAME}


async def set_up(store: Storage, spec: GameSpec, players: int, seed: int) -> GameRecord:
    """A started game: lobby, joins, start."""
    game = await store.games.create_game(GUILD, CHANNEL, FIRST_USER, "P0", spec.key, {}, seed)
    for seat in range(1, players):
        await store.games.join(game.id, FIRST_USER + seat, f"P{seat}")
    return await store.games.start(game.id, FIRST_USER)


async def play_one(store: Storage, game: GameRecord) -> list[float]:
    """Play a started game with random offered options; the seconds each apply took."""
    spec = game.spec
    chooser = random.Random(f"bench:{game.seed}")
    timings: list[float] = []
    while game.status == GameStatus.ACTIVE:
        decision = chooser.choice(spec.pending(game.state))
        option = chooser.choice(decision.options)
        started = time.perf_counter()
        game = (await store.games.apply(game.id, decision.seat, option.action, game.version)).game
        timings.append(time.perf_counter() - started)
    return timings


async def run(
    url: str, spec: GameSpec, games: int, players: int, concurrent: int, seed: int
) -> tuple[list[float], float]:
    """Play ``games`` games, ``concurrent`` at a time: every apply's duration and the playing time, in seconds."""
    database = Database(url)
    await database.migrate()
    store = Storage(database)
    timings: list[float] = []
    playing = 0.0
    try:
        for first in range(0, games, concurrent):
            batch = [await set_up(store, spec, players, seed + n) for n in range(first, min(first + concurrent, games))]
            started = time.perf_counter()
            for result in await asyncio.gather(*(play_one(store, game) for game in batch)):
                timings.extend(result)
            playing += time.perf_counter() - started
    finally:
        await database.close()
    return timings, playing


def report(name: str, timings: list[float], playing: float, games: int, concurrent: int) -> str:
    """One line of figures."""
    cuts = statistics.quantiles([t * 1000 for t in timings], n=100, method="inclusive")
    return (
        f"{name}: {games} games, {len(timings)} actions, {concurrent} at a time, {playing:.2f} s playing: "
        f"{len(timings) / playing:.0f} actions/s; ms per action p50 {cuts[49]:.1f}, p90 {cuts[89]:.1f}, "
        f"p99 {cuts[98]:.1f}, max {max(timings) * 1000:.1f}"
    )


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    known = games_with_toy()
    default_game = "biblios" if "biblios" in known else TOY_GAME.key
    parser = argparse.ArgumentParser(prog="python -m bench.storage_bench", description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=default_game, choices=sorted(known))
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--players", type=int, default=None, help="default: the game's most")
    parser.add_argument("--concurrent", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--url", default=None, help="a database URL instead of a temporary SQLite file")
    args = parser.parse_args(argv)
    spec = known[args.game]
    players = args.players or spec.max_seats
    registry.all_games = games_with_toy  # so the repository finds the toy game too
    with tempfile.TemporaryDirectory(prefix="storage-bench-") as folder:
        url = args.url or f"sqlite+aiosqlite:///{Path(folder) / 'games.sqlite3'}"
        timings, playing = asyncio.run(run(url, spec, args.games, players, max(1, args.concurrent), args.seed))
    database = "SQLite (temporary file)" if args.url is None else Database(args.url).url.get_backend_name()
    print(f"{database}, {spec.key} with {players} players")
    print(report(spec.key, timings, playing, args.games, args.concurrent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
