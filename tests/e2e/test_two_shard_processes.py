"""Two real bot processes, shards 0 and 1 of 2, on one PostgreSQL database (issue 23).

Each process is ``python -m bot`` (``testkit/bot_process.py``) with ``SHARD_COUNT=2`` and its own
``SHARD_IDS``, against an emulator that recommends 2 shards and routes each server's events to its
shard. One server per shard plays a game; what each process does for the other's games is what
the issue forbids twice: every move is applied once, a clock's reminder is sent once (by the game's
home), a move made elsewhere while the home is down is shown when it comes back, and a SIGKILL
mid-game followed by a restart leaves every board right. The duty leases (``bot/leases.py``): after
a SIGKILL the other process does the dead one's due clocks within the lease's term, once; the
restarted process takes its games back and the other stops; after a clean stop, at once.
Skipped without ``TEST_DATABASE_URL``.
"""

import asyncio
import os
import signal
import sys
import time
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import update

from discord_emulator import DiscordEmulator
from engine.core import pending
from storage import Storage
from storage.db import Database
from storage.homes import shard_of
from storage.models import AutoReason, Seat, utc_now
from testkit.postgres import fresh_database
from tests.e2e.test_bot_process_kills import settled

ROOT = Path(__file__).resolve().parents[2]
POST_MESSAGE = "POST /channels/{channel_id}/messages"
EDIT_MESSAGE = "PATCH /channels/{channel_id}/messages/{message_id}"
FOLLOW_UP = "POST /webhooks/{application_id}/{token}"
SERVER = os.environ.get("TEST_DATABASE_URL")
pytestmark = pytest.mark.skipif(not SERVER, reason="TEST_DATABASE_URL is not set")


@pytest.fixture
async def emulator():
    emulator = DiscordEmulator(shards=2)
    await emulator.start()
    try:
        yield emulator
    finally:
        await emulator.stop()


@pytest.fixture
async def database_url():
    """A fresh PostgreSQL database on the test server."""
    assert SERVER is not None
    async with fresh_database(SERVER, "shards_test") as url:
        yield url


class ShardProcess:
    """``python -m bot`` running one shard of 2 on the emulator and the shared database."""

    def __init__(self, emulator: DiscordEmulator, url: str, shard: int, **env: str) -> None:
        self.emulator, self.url, self.shard, self.env = emulator, url, shard, env
        self.process: asyncio.subprocess.Process | None = None

    def session(self):
        return next((s for s in self.emulator.gateway.connected_sessions if s.shard == (self.shard, 2)), None)

    async def start(self) -> "ShardProcess":
        env = {
            **os.environ,
            "DISCORD_TOKEN": self.emulator.token,
            "DATABASE_URL": self.url,
            "SHARD_COUNT": "2",
            "SHARD_IDS": str(self.shard),
            "EMULATOR_API_URL": self.emulator.api_url,
            "EMULATOR_GATEWAY_URL": self.emulator.gateway_url,
            "RENDER_WORKERS": "0",
            "RECONCILE_INTERVAL": "0.3",
            "SCHEDULER_INTERVAL": "0.3",
            "LOG_LEVEL": "WARNING",
            **self.env,
        }
        env.pop("BOT_CRASH_AT", None)
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "testkit.bot_process", cwd=ROOT, env=env, stderr=asyncio.subprocess.PIPE
        )
        await self.emulator.wait_until(lambda: self.session() is not None, timeout=60)
        await asyncio.sleep(0.5)  # its start-up passes (reconciler, scheduler) begin
        return self

    async def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        await self.process.wait()
        await self.emulator.wait_until(lambda: self.session() is None, timeout=10)

    async def stop(self, sig: int = signal.SIGINT) -> str:
        """Stop it with Ctrl-C, or ``sig`` (it closes cleanly); what it wrote to stderr."""
        if self.process is None or self.process.returncode is not None:
            return ""
        self.process.send_signal(sig)
        try:
            await asyncio.wait_for(self.process.wait(), 30)
        except TimeoutError:
            self.process.kill()
            await self.process.wait()
        return (await self.process.stderr.read()).decode() if self.process.stderr else ""


def one_guild_per_shard(emulator):
    """A server on each of the 2 shards, each with a channel and two members."""
    made = {}
    while len(made) < 2:
        guild = emulator.create_guild(f"Server {len(made)}")
        shard = shard_of(guild.id, 2)
        if shard in made:
            continue
        channel = emulator.create_text_channel(guild, "games")
        made[shard] = (guild, channel, [emulator.create_member(guild, name) for name in ("Ana", "Ben")])
    return [made[0], made[1]]


async def open_clocked_game(emulator, store, channel, members) -> int:
    """``/game new`` Biblios, Ben joins, a 24-hour clock, Start: the game id."""
    ana, ben = members
    created = await emulator.slash(ana, channel, "game new", {"game": "biblios"})
    lobby = created.original
    assert lobby is not None, created
    await emulator.wait_until(lambda: emulator.message(lobby.id).thread_id is not None, timeout=30)
    game_id = int(next(c for c in emulator.message(lobby.id).custom_ids if c.startswith("bg:l:")).split(":")[2])
    await emulator.click(ben, emulator.message(lobby.id), label="Join")
    await store.games.set_options(game_id, ana.id, table={"clock": "24h"})
    await emulator.click(ana, emulator.message(lobby.id), label="Start")
    return game_id


async def play_move(emulator, store, game_id, members) -> None:
    """The player the game waits on plays its first choice with ``/play`` in the thread."""
    record = await store.games.get(game_id)
    decision = pending(record.spec, record.state)[0]
    user_id = record.seats[decision.seat].user_id
    member = next(m for m in members if m.id == user_id)
    thread = emulator.world.channels[record.thread_id]
    outcome = await emulator.slash(member, thread, "play", {"choice": f"v{record.version}:o0"})
    for _ in range(100):
        if (await store.games.get(game_id)).version > record.version:
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"the move was not applied: {[m.content for m in outcome.messages]} {outcome.response}")


def live_boards(emulator, thread_id):
    return [m for m in emulator.world.channel_messages(thread_id) if m.custom_ids and m.author_id == emulator.bot.id]


async def test_two_shard_processes_share_the_games_once_and_survive_a_kill(emulator, database_url):
    servers = one_guild_per_shard(emulator)
    database = Database(database_url)
    await database.migrate()
    store = Storage(database)
    processes = [ShardProcess(emulator, database_url, shard) for shard in (0, 1)]
    try:
        await asyncio.gather(*(process.start() for process in processes))
        games = [await open_clocked_game(emulator, store, channel, members) for _, channel, members in servers]
        moves = [0, 0]
        for _ in range(3):  # moves in the servers of both shards, each through its own process
            for index, game_id in enumerate(games):
                await play_move(emulator, store, game_id, servers[index][2])
                moves[index] += 1
        # A reminder falls due in both games: each home sends it, once.
        async with database.sessions() as session, session.begin():
            await session.execute(
                update(Seat)
                .where(Seat.game_id.in_(games), Seat.due_at.is_not(None))
                .values(due_at=utc_now(), turn_started_at=utc_now() - timedelta(hours=13))
            )
        for game_id in games:
            await emulator.wait_until(lambda g=game_id: _reminded(emulator, servers, games, g), timeout=10)
        # Game 0's clock runs out while a move arrives in game 1: its home plays the timeout move, once.
        async with database.sessions() as session, session.begin():
            await session.execute(
                update(Seat)
                .where(Seat.game_id == games[0], Seat.due_at.is_not(None))
                .values(due_at=utc_now(), turn_started_at=utc_now() - timedelta(hours=25))
            )
        await asyncio.gather(_timed_out(store, games[0]), play_move(emulator, store, games[1], servers[1][2]))
        moves[0] += 1
        moves[1] += 1
        # Shard 1's process is SIGKILLed mid-game; a move made elsewhere meanwhile (a second writer).
        await processes[1].kill()
        record = await store.games.get(games[1])
        decision = pending(record.spec, record.state)[0]
        await store.games.apply(games[1], decision.seat, decision.default_option.action, record.version)
        moves[1] += 1
        await processes[1].start()
        # A board update Discord refuses in each thread: the game's home repairs it.
        for game_id in games:
            thread_id = (await store.games.get(game_id)).thread_id
            for key in (EDIT_MESSAGE, POST_MESSAGE):
                emulator.fail(key, status=403, code=50013, only={"channel_id": thread_id})
        # A new board goes first as the mover's follow-up (a webhook, not the thread's route): refused too.
        emulator.fail(FOLLOW_UP, status=403, code=50013, times=len(games))
        for _ in range(2):
            for index, game_id in enumerate(games):
                await play_move(emulator, store, game_id, servers[index][2])
                moves[index] += 1
        refused = [call for call in emulator.rest_calls if call.status == 403]
        assert len(refused) >= 2, "a board update was refused in each thread"
        for index, game_id in enumerate(games):
            record = await settled(database, game_id, emulator, timeout=30)
            assert record.version == moves[index]  # every move applied once
            assert len(await store.games.actions(game_id)) == moves[index]
            boards = live_boards(emulator, record.thread_id)
            assert [b.id for b in boards] == [record.board_message_id]  # one live board: the stored one
        for game_id in games:  # each reminder once, in all; one timeout
            assert _reminded(emulator, servers, games, game_id) == 1
        timeouts = [
            [row.reason for row in await store.games.actions(game_id)].count(AutoReason.TIMEOUT) for game_id in games
        ]
        assert timeouts == [1, 0]
    finally:
        errors = [await process.stop() for process in processes]
        await database.close()
    assert not any("ERROR" in err for err in errors), errors  # a refused update is a WARNING, then repaired


LEASE = 4.0
"""The processes' ``DUTY_LEASE_SECONDS`` in the handover test (renewed every second)."""
RENEWAL = LEASE / 4


async def test_a_killed_process_s_clocks_are_done_by_the_other_until_it_returns(emulator, database_url):
    """Shard 1's process SIGKILLed: shard 0's does its due reminder within the lease's term, once; restarted, it
    takes its games back and shard 0's leaves them; stopped cleanly, shard 0's plays its timeout at once."""
    servers = one_guild_per_shard(emulator)
    database = Database(database_url)
    await database.migrate()
    store = Storage(database)
    lease = {"DUTY_LEASE_SECONDS": str(LEASE)}
    processes = [ShardProcess(emulator, database_url, shard, **lease) for shard in (0, 1)]
    gaps = {}
    try:
        await asyncio.gather(*(process.start() for process in processes))
        _, channel, members = servers[1]
        game_id = await open_clocked_game(emulator, store, channel, members)
        for _ in range(100):  # the Start click is applied
            if (await store.games.get(game_id)).state is not None:
                break
            await asyncio.sleep(0.1)
        await play_move(emulator, store, game_id, members)  # the clock runs from the first move on
        await _holds(store, processes[1], 1)
        await asyncio.sleep(RENEWAL * 1.5)  # shard 0's process took shard 1 at its start: it has seen it go back

        # SIGKILL: nobody renews shard 1's lease; once it expires, shard 0's process takes it and reminds.
        await processes[1].kill()
        killed = time.monotonic()
        await _make_due(database, game_id, hours=13)  # half the 24 h gone: a reminder
        await emulator.wait_until(lambda: _reminders(emulator, members) >= 1, timeout=LEASE + 15)
        gaps["SIGKILL"] = time.monotonic() - killed
        assert gaps["SIGKILL"] <= LEASE + RENEWAL + 5  # the term, one renewal, a scheduler pass, and slack (a busy CI)
        await _holds(store, processes[0], 1)

        # Restarted, it takes its lease back at once; shard 0's process, at its next renewal, stops.
        await processes[1].start()
        await _holds(store, processes[1], 1, within=5)
        await asyncio.sleep(RENEWAL * 1.5)
        assert processes[1].process is not None
        processes[1].process.send_signal(signal.SIGSTOP)  # alive, holding its lease, but doing nothing for a moment
        try:
            await _make_due(database, game_id, hours=22)  # nine tenths gone: the last reminder
            await asyncio.sleep(1.0)  # three of shard 0's scheduler passes: none takes shard 1's clock
            assert _reminders(emulator, members) == 1
        finally:
            processes[1].process.send_signal(signal.SIGCONT)
        await emulator.wait_until(lambda: _reminders(emulator, members) >= 2, timeout=10)

        # A clean stop (SIGTERM, as systemd or Docker stop it) releases the lease: shard 0's process takes it at
        # its next renewal, without the term.
        said = await processes[1].stop(signal.SIGTERM)
        stopped = time.monotonic()
        assert processes[1].process is not None and processes[1].process.returncode == 0, said
        await _make_due(database, game_id, hours=25)  # the clock ran out: the timeout move
        await _timed_out(store, game_id)
        gaps["clean stop"] = time.monotonic() - stopped
        assert gaps["clean stop"] <= RENEWAL + 3
        await asyncio.sleep(1.0)  # anything done twice would show by now
        assert _reminders(emulator, members) == 2  # each reminder once
        reasons = [row.reason for row in await store.games.actions(game_id)]
        assert reasons.count(AutoReason.TIMEOUT) == 1
        record = await settled(database, game_id, emulator, timeout=30)  # the board SIGKILL left behind: repaired
        assert [b.id for b in live_boards(emulator, record.thread_id)] == [record.board_message_id]  # once
        print(", ".join(f"gap after {how}: {gap:.2f} s" for how, gap in gaps.items()))
    finally:
        errors = [await process.stop() for process in processes]
        await database.close()
    assert not any("ERROR" in err for err in errors), errors


async def _make_due(database, game_id, *, hours: float) -> None:
    """The game's running clock has used ``hours`` of its 24: due now."""
    async with database.sessions() as session, session.begin():
        await session.execute(
            update(Seat)
            .where(Seat.game_id == game_id, Seat.due_at.is_not(None))
            .values(due_at=utc_now(), turn_started_at=utc_now() - timedelta(hours=hours))
        )


async def _holds(store, process: ShardProcess, shard: int, within: float = LEASE + 5) -> None:
    """Wait until ``process`` holds ``shard``'s duty lease (its holder tag names the process's id)."""
    assert process.process is not None
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        lease = next((row for row in await store.leases.leases() if row.shard_id == shard), None)
        if lease is not None and f":{process.process.pid}:" in lease.holder:
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"shard {shard}'s lease is not held by the process of shard {process.shard}")


async def _timed_out(store, game_id) -> None:
    """Wait until the game's timeout move is in its log."""
    for _ in range(100):
        if any(row.reason == AutoReason.TIMEOUT for row in await store.games.actions(game_id)):
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"game {game_id} did not time out")


def _reminded(emulator, servers, games, game_id) -> int:
    """How many reminder DMs the players of ``game_id`` received."""
    return _reminders(emulator, servers[games.index(game_id)][2])


def _reminders(emulator, members) -> int:
    """How many reminder DMs ``members`` received."""
    return sum(1 for member in members for message in emulator.dms(member) if "your time" in message.content.casefold())
