"""Shard benchmark: one bot process against two, on one PostgreSQL database (issue 23).

    python -m bench.shard_bench --database-url postgresql://bot@127.0.0.1:55432/postgres
                                [--processes 1|2] [--games 20] [--actions 300] [--concurrency 10]
                                [--game biblios] [--seed 1] [--stored 10000]

Starts ``--processes`` real bot processes (``python -m bot`` through ``testkit/bot_process.py``)
against the Discord emulator with two gateway shards: one process running both shards, or two
running one each (``SHARD_COUNT=2``, ``SHARD_IDS=0`` and ``1``). Half the games are in a server of
shard 0, half in a server of shard 1. The lobbies are played through the real commands (not
timed); then ``--concurrency`` tables move their games until ``--actions`` moves were applied, each
move a ``/play`` by the member the game waits on, with a random option of the pending decision.

With two processes, a move can be made by a process that is not the game's home: Discord sends
every direct message to shard 0. ``--dm-share`` (default 0.25) of the moves of shard 1's games are
therefore made from a direct message's "Take your turn" button when the player has one, so
shard 0's process applies them and must show them on a board that shard 1's process keeps.

Prints, over the timed part: moves per second; from a move's injection to its being stored,
and to the first board write in its thread after it (its board posted or edited), p50 / p99 /
max, separately for moves made in the thread and from a DM; the REST calls made; and each
process's resident memory at the end. A fresh database is made on the server and dropped; before the
processes start it is filled with ``--stored`` finished games of another server (``bench.stats``'s
rows), so that the queries run against a database of realistic size.
"""

import argparse
import asyncio
import os
import random
import signal
import sys
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import text

from bench import stats
from bench.bot_bench import percentiles
from discord_emulator import Channel, DiscordEmulator, Member, Message, RestCall
from engine.core import pending, registry
from storage import Storage
from storage.db import Database
from storage.homes import shard_of
from storage.models import Base, GameStatus
from testkit.postgres import fresh_database

ROOT = Path(__file__).resolve().parents[2]
SHARDS = 2
BOT_PROCESS = "testkit.bot_process"  # the real bot pointed at the emulator
POLL = 0.01  # seconds between looks at the database and the emulator
EPHEMERAL = 1 << 6  # a message flag: only the interaction's user sees it
MOVE_TIMEOUT = 30.0  # seconds: a move not stored or not shown by then fails the bench


@dataclass
class Timing:
    """One move: milliseconds from its injection to its storage and to its board."""

    stored: float
    shown: float
    elsewhere: bool


@dataclass
class Figures:
    """What the timed part measured."""

    timings: list[Timing] = field(default_factory=list)
    seconds: float = 0.0
    calls: int = 0
    memory: dict[str, int] = field(default_factory=dict)  # process -> resident kB


class BotProcess:
    """One ``python -m bot`` running some of the shards."""

    def __init__(self, emulator: DiscordEmulator, url: str, shard_ids: str) -> None:
        self.emulator, self.url, self.shard_ids = emulator, url, shard_ids
        self.process: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        """Start it (it connects to the emulator's gateway on its own)."""
        env = {
            **os.environ,
            "DISCORD_TOKEN": self.emulator.token,
            "DATABASE_URL": self.url,
            "SHARD_COUNT": str(SHARDS),
            "SHARD_IDS": self.shard_ids,
            "EMULATOR_API_URL": self.emulator.api_url,
            "EMULATOR_GATEWAY_URL": self.emulator.gateway_url,
            "RENDER_WORKERS": "0",
            "LOG_LEVEL": "WARNING",
        }
        self.process = await asyncio.create_subprocess_exec(sys.executable, "-m", BOT_PROCESS, cwd=ROOT, env=env)

    def resident_kb(self) -> int:
        """Its resident memory now, in kB (Linux ``/proc``)."""
        assert self.process is not None
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    async def stop(self) -> None:
        """Stop it with Ctrl-C (it closes cleanly)."""
        if self.process is None or self.process.returncode is not None:
            return
        self.process.send_signal(signal.SIGINT)
        try:
            await asyncio.wait_for(self.process.wait(), 30)
        except TimeoutError:
            self.process.kill()
            await self.process.wait()


@dataclass
class Server:
    """A server of one shard: its games channel and its members."""

    shard: int
    channel: Channel
    members: list[Member]


@dataclass
class Game:
    """A game being played: its thread, its players and its server's shard."""

    game_id: int
    thread_id: int
    players: list[Member]
    shard: int


def servers_on_both_shards(emulator: DiscordEmulator, members: int) -> list[Server]:
    """A server on each shard (Discord's formula on the server's id), each with ``members`` members."""
    made: dict[int, Server] = {}
    while len(made) < SHARDS:
        guild = emulator.create_guild(f"Server {len(made)}")
        shard = shard_of(guild.id, SHARDS)
        if shard in made:
            continue
        channel = emulator.create_text_channel(guild, "games")
        people = [emulator.create_member(guild, f"Player {shard}-{i}") for i in range(members)]
        made[shard] = Server(shard, channel, people)
    return [made[shard] for shard in range(SHARDS)]


async def open_game(
    emulator: DiscordEmulator, store: Storage, server: Server, key: str, players: Sequence[Member]
) -> Game:
    """``/game new``, the others Join, Start: through the real lobby; once the game has started."""
    created = await emulator.slash(players[0], server.channel, "game new", {"game": key})
    lobby = created.original
    assert lobby is not None, created
    await emulator.wait_until(lambda: emulator.message(lobby.id).thread_id is not None, timeout=MOVE_TIMEOUT)
    game_id = int(next(c for c in emulator.message(lobby.id).custom_ids if c.startswith("bg:l:")).split(":")[2])
    for member in players[1:]:
        await emulator.click(member, emulator.message(lobby.id), label="Join")
    await emulator.click(players[0], emulator.message(lobby.id), label="Start")

    async def started() -> bool:
        return (await store.games.get(game_id)).status == GameStatus.ACTIVE

    await until(started, f"game {game_id} did not start")
    thread_id = emulator.message(lobby.id).thread_id
    assert thread_id is not None
    return Game(game_id, thread_id, list(players), server.shard)


async def follow_inserted_ids(database: Database) -> None:
    """Move each table's id sequence past the ids the bulk insert wrote itself (PostgreSQL does not)."""
    async with database.sessions() as session, session.begin():
        for table in Base.metadata.sorted_tables:
            if "id" in table.c and table.c.id.primary_key and table.c.id.autoincrement is not False:
                await session.execute(
                    text(
                        f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), "
                        f"(SELECT COALESCE(MAX(id), 0) + 1 FROM {table.name}), false)"
                    )
                )


def board_write(call: RestCall, game: Game, after: float) -> bool:
    """A finished post or edit of the game's live board: in its thread, or the mover's public follow-up."""
    if call.started_at < after or call.finished_at is None or not 200 <= (call.status or 0) < 300:
        return False
    if call.method not in ("POST", "PATCH") or f"bg:t:{game.game_id}" not in repr(call.payload):
        return False
    if f"/channels/{game.thread_id}/messages" in call.path:
        return True
    return call.path.startswith("/webhooks/") and not int((call.payload or {}).get("flags") or 0) & EPHEMERAL


async def until(predicate: Callable[[], Awaitable[bool]], what: str) -> None:
    """Wait until ``predicate`` holds; TimeoutError saying ``what`` after :data:`MOVE_TIMEOUT`."""
    deadline = time.perf_counter() + MOVE_TIMEOUT
    while not await predicate():
        if time.perf_counter() > deadline:
            raise TimeoutError(what)
        await asyncio.sleep(POLL)


async def move(
    emulator: DiscordEmulator, store: Storage, game: Game, rng: random.Random, dm_share: float
) -> Timing | None:
    """One move of ``game``: how long until stored and until shown; None once the game is over."""
    record = await store.games.get(game.game_id)
    decisions = pending(record.spec, record.state)
    if not decisions:
        return None
    decision = rng.choice(decisions)
    member = next(m for m in game.players if m.id == record.seats[decision.seat].user_id)
    option = rng.randrange(len(decision.options))
    dm = _dm_turn_button(emulator, member, game) if game.shard != 0 and rng.random() < dm_share else None
    began = time.perf_counter()
    if dm is None:
        thread = emulator.world.channels[game.thread_id]
        await emulator.slash(member, thread, "play", {"choice": f"v{record.version}:o{option}"}).answered()
    else:  # a DM: shard 0's process opens the panel and applies the choice (/play is for servers only)
        opened = await emulator.click(member, dm, label="Take your turn").answered()

        async def panel_shown() -> bool:  # deferred, then the panel is put in the original response
            shown = emulator.world.messages.get(opened.original_id) if opened.original_id else None
            return shown is not None and bool(shown.content)

        await until(panel_shown, f"the panel of game {game.game_id} did not open")
        panel = emulator.world.messages[opened.original_id]
        buttons = [c for c in panel.custom_ids if c.startswith(f"bg:o:{game.game_id}:")]
        if not buttons:
            return await move(emulator, store, game, rng, 0.0)
        await emulator.click(member, panel, custom_id=rng.choice(buttons)).answered()

    async def stored() -> bool:
        return (await store.games.get(game.game_id)).version > record.version

    await until(stored, f"a move of game {game.game_id} was not stored")
    stored_at = time.perf_counter()

    async def shown() -> bool:
        return any(board_write(c, game, began) for c in emulator.recorder.since(began))

    await until(shown, f"a move of game {game.game_id} did not show on its board")
    shown_at = min(c.finished_at for c in emulator.recorder.since(began) if board_write(c, game, began))
    return Timing((stored_at - began) * 1000, (shown_at - began) * 1000, dm is not None)


def _dm_turn_button(emulator: DiscordEmulator, member: Member, game: Game) -> Message | None:
    turn = f"bg:t:{game.game_id}"
    return next((m for m in reversed(emulator.dms(member)) if turn in m.custom_ids), None)


async def run(args: argparse.Namespace) -> Figures:
    """Make a fresh database on the server, measure on it, drop it."""
    async with fresh_database(args.database_url, "shard_bench") as url:
        return await measure(args, url)


async def measure(args: argparse.Namespace, url: str) -> Figures:
    """Set up the emulator, the stored games and the processes, open the games, time the moves."""
    emulator = DiscordEmulator(shards=SHARDS)
    await emulator.start()
    database = Database(url)
    await database.migrate()
    if args.stored:
        await stats.fill(database, sorted(registry.all_games()), args.stored, 60, random.Random(args.seed))
        await follow_inserted_ids(database)
    store = Storage(database)
    shard_sets = ["0-1"] if args.processes == 1 else [str(s) for s in range(SHARDS)]
    processes = [BotProcess(emulator, url, ids) for ids in shard_sets]
    figures = Figures()
    try:
        for process in processes:
            await process.start()
        await emulator.wait_for_sessions(SHARDS, timeout=60)
        servers = servers_on_both_shards(emulator, args.players * args.games)
        games = []
        for index in range(args.games):
            server = servers[index % SHARDS]
            seats = server.members[args.players * (index // SHARDS) : args.players * (index // SHARDS + 1)]
            games.append(await open_game(emulator, store, server, args.game, seats))
        rng = random.Random(args.seed)
        budget = [args.actions]
        queue = list(games)
        calls_before = len(emulator.rest_calls)
        began = time.perf_counter()

        async def table(seed: int) -> None:
            own = random.Random(seed)
            while budget[0] > 0 and queue:
                game = queue.pop(0)
                timing = await move(emulator, store, game, own, args.dm_share)
                if timing is None:
                    continue
                budget[0] -= 1
                figures.timings.append(timing)
                queue.append(game)

        await asyncio.gather(*(table(rng.randrange(1 << 30)) for _ in range(args.concurrency)))
        figures.seconds = time.perf_counter() - began
        figures.calls = len(emulator.rest_calls) - calls_before
        figures.memory = {f"SHARD_IDS={p.shard_ids}": p.resident_kb() for p in processes}
    finally:
        for process in processes:
            await process.stop()
        await database.close()
        await emulator.stop()
    return figures


def report(args: argparse.Namespace, figures: Figures) -> str:
    """The figures as printed."""
    home = [t for t in figures.timings if not t.elsewhere]
    away = [t for t in figures.timings if t.elsewhere]
    moves = len(figures.timings)
    lines = [
        f"{args.processes} process(es), {SHARDS} shards, {args.game} {args.players}p, {args.games} games, "
        f"concurrency {args.concurrency}, {args.stored} finished games stored",
        f"moves/s: {moves / figures.seconds:.1f} ({moves} moves in {figures.seconds:.1f} s)",
        f"stored, in the thread ({len(home)}): {percentiles([t.stored for t in home])} ms",
        f"shown,  in the thread ({len(home)}): {percentiles([t.shown for t in home])} ms",
        f"stored, from a DM ({len(away)}):  {percentiles([t.stored for t in away])} ms",
        f"shown,  from a DM ({len(away)}):  {percentiles([t.shown for t in away])} ms",
        f"REST calls: {figures.calls} ({figures.calls / max(moves, 1):.2f} per move)",
    ]
    lines += [f"resident memory {who}: {kb / 1024:.0f} MiB" for who, kb in figures.memory.items()]
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m bench.shard_bench", description=__doc__.splitlines()[0])
    parser.add_argument("--database-url", default=os.environ.get("TEST_DATABASE_URL"), help="a PostgreSQL server")
    parser.add_argument("--processes", type=int, choices=(1, 2), default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--concurrency", type=int, default=10)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--game", default="biblios")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stored", type=int, default=10_000, help="finished games in the database beforehand")
    parser.add_argument("--dm-share", type=float, default=0.25, help="moves of shard 1's games made from a DM")
    args = parser.parse_args(argv)
    if not args.database_url:
        parser.error("a PostgreSQL server is needed: --database-url or TEST_DATABASE_URL")
    return args


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    args = parse_args(argv)
    print(report(args, asyncio.run(run(args))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
