"""Scheduler benchmark: the clock scheduler's transaction with thousands of running games in the database (issue 11).

    python -m bench.scheduler [--games 10000] [--due 500] [--idle-ticks 300] [--seed S] [--url DATABASE_URL]

Fills a fresh database (a SQLite file in a temporary folder unless ``--url``) with ``--games``
active two-player Biblios games, each with a running clock (24, 48 or 72 hours per move) whose
next reminder falls somewhere in the next days, inserted in bulk with SQLAlchemy core. Then it
measures, with the wall clock and the process's CPU time (the database driver's thread included):

(a) an idle tick: ``DeadlineRepository.handle_due`` when nothing is due (what the scheduler pays every
    30 s), in ms per call;
(b) ``--due`` deadlines made due at once, half of them reminders (half the time gone) and half
    expiries (the timeout move is played through the same apply as a click): handled by calling
    ``handle_due`` until nothing is due, in deadlines per second and CPU ms per deadline;
(c) ``/mygames`` for one member seated at a dozen of those games (``bot.service.mine.my_games``).
"""

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import insert, select, update

from bot.service import GameService
from bot.service.mine import my_games
from engine.core import GameSpec, get_game
from engine.core.game import dump_state, new_game, pending
from storage import Database, Storage
from storage.models import Game, GameStatus, Seat
from storage.table import resolve_table

GUILD, CHANNEL = 1, 2
CLOCKS = {"24h": timedelta(hours=24), "48h": timedelta(hours=48), "72h": timedelta(hours=72)}
BATCH = 2000  # rows per INSERT
NOW = datetime(2026, 11, 26, 12, 0, tzinfo=UTC)


def member_of(number: int) -> int:
    """The user id of member ``number``: members sit at about a dozen games each."""
    return 10_000 + number


async def fill(database: Database, spec: GameSpec, games: int, members: int, chooser: random.Random) -> None:
    """Insert ``games`` running games with clocks: one shared start state, the pending seat's clock running."""
    state = new_game(spec, 2, 1)
    snapshot = dump_state(spec, state)
    [waiting] = {d.seat for d in pending(spec, state)}
    game_rows, seat_rows = [], []
    for number in range(1, games + 1):
        clock = chooser.choice(sorted(CLOCKS))
        half = CLOCKS[clock] / 2
        started = NOW - chooser.uniform(0.0, 0.9) * half  # the half-time reminder is due within the next days
        players = chooser.sample(range(members), 2)
        game_rows.append(
            {
                "id": number,
                "guild_id": GUILD,
                "channel_id": CHANNEL + number % 20,
                "thread_id": 1_000_000 + number,
                "board_message_id": 2_000_000 + number,
                "board_waiting": [waiting],
                "board_version": 0,
                "game_key": spec.key,
                "options": spec.resolve_options(None),
                "seed": number,
                "status": GameStatus.ACTIVE.value,
                "version": 0,
                "state": snapshot,
                "creator_id": member_of(players[0]),
                "created_at": started,
                "updated_at": started,
                "table": resolve_table({"clock": clock}),
            }
        )
        for seat, player in enumerate(players):
            running = seat == waiting
            seat_rows.append(
                {
                    "game_id": number,
                    "seat": seat,
                    "user_id": member_of(player),
                    "display_name": f"Member {player}",
                    "resigned": False,
                    "joined_at": started,
                    "decision_version": 0,
                    "turn_started_at": started if running else None,
                    "due_at": started + half if running else None,
                    "stage": 0,
                    "extra_seconds": 0.0,
                    "timeouts": 0,
                    "open": False,
                }
            )
    async with database.sessions() as session, session.begin():
        for table, rows in ((Game.__table__, game_rows), (Seat.__table__, seat_rows)):
            for first in range(0, len(rows), BATCH):
                await session.execute(insert(table), rows[first : first + BATCH])


async def make_due(database: Database, games: int, due: int, chooser: random.Random) -> None:
    """Make ``due`` clocks due now: every other one a reminder (half the time gone), the rest expired."""
    picked = chooser.sample(range(1, games + 1), due)
    async with database.sessions() as session, session.begin():
        rows = await session.execute(
            select(Seat.id, Seat.game_id, Game.table)
            .join(Game, Game.id == Seat.game_id)
            .where(Seat.game_id.in_(picked), Seat.turn_started_at.is_not(None))
        )
        for index, (seat_id, _, table) in enumerate(rows.all()):
            allowance = CLOCKS[table["clock"]]
            expired = index % 2 == 1
            started = NOW - allowance - timedelta(hours=1) if expired else NOW - allowance / 2 - timedelta(hours=1)
            await session.execute(
                update(Seat)
                .where(Seat.id == seat_id)
                .values(turn_started_at=started, due_at=NOW - timedelta(minutes=1), stage=2 if expired else 0)
            )


async def timed(call: Callable[[], Awaitable[Any]]) -> tuple[Any, float, float]:
    """Await ``call()``: its result, wall seconds and CPU seconds."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = await call()
    return result, time.perf_counter() - wall, time.process_time() - cpu


async def run(url: str, games: int, due: int, idle_ticks: int, seed: int) -> list[str]:
    """Fill the database, measure, and return the report's lines."""
    chooser = random.Random(seed)
    spec = get_game("biblios")
    database = Database(url)
    lines = []
    try:
        await database.migrate()
        members = max(2, games // 6)
        _, fill_wall, _ = await timed(lambda: fill(database, spec, games, members, chooser))
        lines.append(f"{games} running games with clocks, {members} members: inserted in {fill_wall:.1f} s")
        store = Storage(database, clock=lambda: NOW)

        await store.deadlines.handle_due(NOW)  # warm up: connections, statement caches
        walls, cpus = [], []
        for _ in range(idle_ticks):
            found, wall, cpu = await timed(lambda: store.deadlines.handle_due(NOW))
            assert found is None, "nothing should be due yet"
            walls.append(wall)
            cpus.append(cpu)
        lines.append(
            f"(a) idle tick (nothing due), {idle_ticks} calls: {statistics.median(walls) * 1000:.2f} ms median, "
            f"p99 {statistics.quantiles(walls, n=100)[98] * 1000:.2f} ms, CPU {statistics.fmean(cpus) * 1000:.2f} ms "
            f"per tick"
        )

        await make_due(database, games, due, chooser)

        async def drain() -> tuple[int, int, int]:
            handled = reminders = timeouts = 0
            while (overdue := await store.deadlines.handle_due(NOW)) is not None:
                handled += 1
                reminders += len(overdue.reminders)
                timeouts += len(overdue.timed_out)
            return handled, reminders, timeouts

        (handled, reminders, timeouts), wall, cpu = await timed(drain)
        lines.append(
            f"(b) {handled} due deadlines ({reminders} reminders, {timeouts} timeout moves) in {wall:.2f} s: "
            f"{handled / wall:.0f} deadlines/s, CPU {cpu / handled * 1000:.2f} ms per deadline"
        )

        service = GameService(database, clock=lambda: NOW)
        await my_games(service, GUILD, member_of(0))  # warm up
        found, wall, cpu = await timed(lambda: my_games(service, GUILD, member_of(0)))
        mine = f"(c) /mygames for a member in {len(found)} of them: {wall * 1000:.1f} ms, CPU {cpu * 1000:.1f} ms"
        lines.append(mine)
    finally:
        await database.close()
    return lines


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(prog="python -m bench.scheduler", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--due", type=int, default=500)
    parser.add_argument("--idle-ticks", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--url", default=None, help="an empty database's URL instead of a temporary SQLite file")
    args = parser.parse_args(argv)
    if not 0 < args.due <= args.games:
        parser.error("--due must be between 1 and --games")
    with tempfile.TemporaryDirectory(prefix="scheduler-bench-") as folder:
        url = args.url or f"sqlite+aiosqlite:///{Path(folder) / 'games.sqlite3'}"
        lines = asyncio.run(run(url, args.games, args.due, max(2, args.idle_ticks), args.seed))
    where = "SQLite (temporary file)" if args.url is None else Database(args.url).url.get_backend_name()
    print(f"{where}, Biblios, 2 players a game")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
