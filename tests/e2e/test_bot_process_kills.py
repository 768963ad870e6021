"""A real bot process killed between a change and what it owes Discord: the restart finishes it, once (issue 20).

Each test runs ``python -m bot`` (``testkit/bot_process.py``) against the emulator on one SQLite
file, with ``BOT_CRASH_AT`` naming the point where the process SIGKILLs itself (``bot/crash.py``),
then starts a new process on the same database and counts what the thread and the DMs received:

- a game's result posted, not yet stored: one result, one ping each (before: posted twice);
- a new board posted, its DMs not yet sent: every DM owed arrives once (before: lost);
- a DM sent, not yet marked sent: it is not sent again (the nonce);
- a board edited in place, its version not yet stored: no DM to anyone not owed one (before: every
  seat whose view changed, the mover included);
- a campaign game's lobby message posted (or its thread opened), not yet stored: the restart opens
  that thread from that message, with no second lobby message (before: an orphan lobby message at
  every restart, and no thread ever);
- a member's daily digest sent, its day not yet marked done: the next process takes the claim over
  once it ran out and sends no second digest.

Moves are made by a second writer on the database (as another process would) while the bot is
down, so the restarted bot's start-up pass is what shows them.
"""

import asyncio
import os
import signal
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from discord_emulator import DiscordEmulator
from engine.core import get_game, pending, private_view
from engine.core.game import apply as engine_apply
from storage import Storage
from storage.campaigns import CampaignRepository
from storage.db import Database
from storage.models import GameStatus

ROOT = Path(__file__).resolve().parents[2]
CAMPAIGN_NAME = "Winter"


@pytest.fixture
async def emulator():
    emulator = DiscordEmulator()
    await emulator.start()
    try:
        yield emulator
    finally:
        await emulator.stop()


class BotProcess:
    """One ``python -m bot`` process on the emulator and a SQLite file."""

    def __init__(self, emulator: DiscordEmulator, db_path: Path, crash_at: str | None = None) -> None:
        self.emulator = emulator
        self.db_path = db_path
        self.crash_at = crash_at
        self.process: asyncio.subprocess.Process | None = None

    async def start(self) -> "BotProcess":
        env = {
            **os.environ,
            "DISCORD_TOKEN": self.emulator.token,
            "DATABASE_URL": f"sqlite+aiosqlite:///{self.db_path}",
            "EMULATOR_API_URL": self.emulator.api_url,
            "EMULATOR_GATEWAY_URL": self.emulator.gateway_url,
            "RENDER_WORKERS": "0",
            "RECONCILE_INTERVAL": "0.3",
            "LOG_LEVEL": "WARNING",
        }
        env.pop("BOT_CRASH_AT", None)
        if self.crash_at is not None:
            env["BOT_CRASH_AT"] = self.crash_at
        sessions = len(self.emulator.gateway.sessions)
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "testkit.bot_process", cwd=ROOT, env=env, stderr=asyncio.subprocess.PIPE
        )
        await self.emulator.wait_until(lambda: len(self.emulator.gateway.sessions) > sessions, timeout=60)
        await self.emulator.wait_for_sessions(1, timeout=30)
        return self

    async def killed(self, timeout: float = 60) -> None:
        """Wait until the process killed itself at its crash point."""
        assert self.process is not None
        code = await asyncio.wait_for(self.process.wait(), timeout)
        if code != -signal.SIGKILL:
            err = (await self.process.stderr.read()).decode() if self.process.stderr else ""
            raise AssertionError(f"the bot exited with {code}, not at its crash point:\n{err[-3000:]}")

    async def stop(self) -> None:
        """Stop the process (Ctrl-C: it closes cleanly)."""
        if self.process is None or self.process.returncode is not None:
            return
        self.process.send_signal(signal.SIGINT)
        try:
            await asyncio.wait_for(self.process.wait(), 30)
        except TimeoutError:
            self.process.kill()
            await self.process.wait()
        await self.emulator.wait_until(lambda: not self.emulator.gateway.connected_sessions, timeout=10)


@pytest.fixture
async def world(emulator, tmp_path):
    guild = emulator.create_guild("Board games")
    channel = emulator.create_text_channel(guild, "games")
    members = [emulator.create_member(guild, name) for name in ("Ana", "Ben", "Cy")]
    database = Database(f"sqlite+aiosqlite:///{tmp_path / 'games.sqlite3'}")
    processes: list[BotProcess] = []

    def bot(crash_at: str | None = None) -> BotProcess:
        process = BotProcess(emulator, tmp_path / "games.sqlite3", crash_at)
        processes.append(process)
        return process

    yield emulator, guild, channel, members, database, bot
    for process in processes:
        if process.process is not None and process.process.returncode is None:
            process.process.kill()
            await process.process.wait()
    await database.close()


async def open_game(emulator, channel, members, key: str = "biblios") -> int:
    """``/game new``, Join, Start: the game id."""
    ana, *others = members
    created = await emulator.slash(ana, channel, "game new", {"game": key, "seat_order": "joined"})
    lobby = created.original
    assert lobby is not None, created
    await emulator.wait_until(lambda: emulator.message(lobby.id).thread_id is not None, timeout=30)
    game_id = int(next(c for c in emulator.message(lobby.id).custom_ids if c.startswith("bg:l:")).split(":")[2])
    for member in others:
        await emulator.click(member, emulator.message(lobby.id), label="Join")
    await emulator.click(ana, emulator.message(lobby.id), label="Start")
    return game_id


async def settled(
    database: Database, game_id: int, emulator: DiscordEmulator | None = None, timeout: float = 60
) -> Any:
    """Wait until the stored board shows the game's version, no DM is owed and no DM came for a second: the record."""
    store = Storage(database)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    calm: tuple[int, float] | None = None
    while True:
        record = await store.games.get(game_id)
        owed = any(getattr(s, "dm_version", None) is not None for s in record.seats)
        if record.board_version == record.version and not owed:
            dms = sum(1 for call in emulator.rest_calls if "/messages" in call.key) if emulator else 0
            if calm is not None and calm[0] == dms and loop.time() - calm[1] >= 1.0:
                return record
            if calm is None or calm[0] != dms:
                calm = (dms, loop.time())
        assert loop.time() < deadline, f"not settled: board {record.board_version}, game {record.version}"
        await asyncio.sleep(0.1)


async def only_game(store: Storage, guild_id: int, timeout: float = 60) -> Any:
    """The one game of the server, once it exists (a campaign opens its game after answering the command)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not (games := await store.games.list_games(guild_id)):
        assert asyncio.get_running_loop().time() < deadline, "no game was opened"
        await asyncio.sleep(0.1)
    (game,) = games
    return game


async def play_until(database: Database, game_id: int, stop) -> tuple[Any, set[int]]:
    """Apply each pending seat's default choice as a second writer until ``stop(state, seat, action, after)``.

    Returns the last move applied and the users owed a DM by the moves made, by the rule the
    design states, computed here from the engine alone: a seat whose lasting private view a move
    changed or who was told something privately, unless it made the move or the move made the
    game wait on it anew (either of those also settles what it was owed before).
    """
    store = Storage(database)
    owed: set[int] = set()
    while True:
        record = await store.games.get(game_id)
        spec, state = record.spec, record.state
        decisions = pending(spec, state)
        assert decisions, "the game ended before the wanted move"
        decision = decisions[0]
        action = decision.default_option.action
        after, events = engine_apply(spec, state, decision.seat, action)
        waited = {d.seat for d in decisions}
        pinged = {d.seat for d in pending(spec, after)} - waited
        told = {e.seat for e in events if not e.public}
        for seat in range(len(record.seats)):
            if seat == decision.seat or seat in pinged:
                owed.discard(seat)
            elif seat in told or private_view(spec, state, seat) != private_view(spec, after, seat):
                owed.add(seat)
        last = stop(state, decision.seat, action, after)
        applied = await store.games.apply(game_id, decision.seat, action, None)
        if last:
            return applied, {applied.game.seats[seat].user_id for seat in owed}


def dm_counts(emulator, members) -> Counter:
    return Counter({member.id: len(emulator.dms(member)) for member in members})


async def open_campaign(emulator, channel, members) -> None:
    """``/campaign new`` by the first member (one Biblios title), and every other member joins."""
    ana, *others = members
    created = await emulator.slash(ana, channel, "campaign new", {"name": CAMPAIGN_NAME, "game": "biblios"})
    message = created.original
    assert message is not None, created
    await emulator.wait_until(lambda: bool(emulator.message(message.id).custom_ids), timeout=30)
    for member in others:
        await emulator.click(member, emulator.message(message.id), label="Join")


async def test_a_result_posted_before_it_was_stored_is_not_posted_again(world):
    emulator, guild, channel, members, database, bot = world
    first = await bot().start()
    game_id = await open_game(emulator, channel, members)
    await settled(database, game_id, emulator)
    await first.stop()
    finished, _ = await play_until(
        database, game_id, lambda state, seat, action, after: not pending(get_game("biblios"), after)
    )
    assert finished.game.status == GameStatus.FINISHED

    crashing = bot("result-posted")
    await crashing.start()
    await crashing.killed()
    thread = emulator.world.channels[finished.game.thread_id]
    results = [m for m in emulator.messages(thread) if f"game #{game_id} is over." in m.content]
    assert len(results) == 1, "the killed process posted the result"

    await bot().start()
    record = await settled(database, game_id, emulator)
    results = [m for m in emulator.messages(thread) if f"game #{game_id} is over." in m.content]
    assert len(results) == 1, f"{len(results)} result messages"
    assert record.board_message_id == results[0].id
    pings = Counter(user for m in emulator.messages(thread) for user in m.pinged if m.id == results[0].id)
    assert set(pings.values()) == {1}


def hands_over_and_tells(spec):
    """A move that makes the game wait on someone else and changes a third seat's private view."""

    def stop(state, seat, action, after) -> bool:
        before_waiting = {d.seat for d in pending(spec, state)}
        after_waiting = {d.seat for d in pending(spec, after)}
        if not after_waiting or after_waiting == before_waiting:
            return False
        told = [
            other
            for other in range(len(state.players) if hasattr(state, "players") else 3)
            if other != seat
            and other not in after_waiting - before_waiting
            and private_view(spec, state, other) != private_view(spec, after, other)
        ]
        return bool(told)

    return stop


@pytest.mark.parametrize("crash_at", ["board-posted", "dm-sent"])
async def test_dms_owed_when_the_bot_died_after_the_board_arrive_once(world, crash_at):
    emulator, guild, channel, members, database, bot = world
    first = await bot().start()
    game_id = await open_game(emulator, channel, members)
    await settled(database, game_id, emulator)
    await first.stop()
    spec = get_game("biblios")
    moved, owed = await play_until(database, game_id, hands_over_and_tells(spec))
    assert owed, "the move owes somebody a DM"
    before = dm_counts(emulator, members)

    crashing = bot(crash_at)
    await crashing.start()
    await crashing.killed()
    await bot().start()
    await settled(database, game_id, emulator)
    got = dm_counts(emulator, members) - before
    assert dict(got) == {user: 1 for user in owed}
    for member in members:  # a DM sent by the restarted process says what it is: a change, not the game's start
        for dm in emulator.dms(member)[before[member.id] :]:
            assert "your private view changed." in dm.content and "has started" not in dm.content


async def test_a_board_edited_in_place_before_its_version_was_stored_owes_no_dm(world):
    emulator, guild, channel, members, database, bot = world
    first = await bot().start()
    game_id = await open_game(emulator, channel, members)
    await settled(database, game_id, emulator)
    await first.stop()
    spec = get_game("biblios")

    def same_wait(state, seat, action, after) -> bool:
        waiting = {d.seat for d in pending(spec, state)}
        return waiting == {d.seat for d in pending(spec, after)} == {seat} and spec.chapter(state) == spec.chapter(
            after
        )

    moved, owed = await play_until(database, game_id, same_wait)
    mover = moved.game.seat_record(moved.seat).user_id
    before = dm_counts(emulator, members)
    crashing = bot("board-edited")
    await crashing.start()
    await crashing.killed()
    await bot().start()
    await settled(database, game_id, emulator)
    got = dm_counts(emulator, members) - before
    assert mover not in got
    assert dict(got) == {user: 1 for user in owed}


@pytest.mark.parametrize("crash_at", ["lobby-posted", "thread-opened"])
async def test_a_campaign_game_killed_before_its_thread_was_stored_gets_it_once(world, crash_at):
    emulator, guild, channel, members, database, bot = world
    ana = members[0]
    first = await bot().start()
    await open_campaign(emulator, channel, members)
    await first.stop()

    crashing = bot(crash_at)
    await crashing.start()
    emulator.slash(ana, channel, "campaign schedule")
    await crashing.killed()
    before = len(emulator.messages(channel))

    await bot().start()
    store = Storage(database)
    game = await only_game(store, guild.id)
    deadline = asyncio.get_running_loop().time() + 60
    while (record := await store.games.get(game.id)).thread_id is None or record.board_version != record.version:
        assert asyncio.get_running_loop().time() < deadline, "the campaign game never got its thread and board"
        await asyncio.sleep(0.1)
    lobby = emulator.message(record.lobby_message_id)
    assert lobby.thread_id == record.thread_id
    marker = f"· game #{record.id} ·"
    game_lobbies = [m for m in emulator.messages(channel) if marker in m.content and m.author_id == emulator.bot.id]
    assert [m.id for m in game_lobbies] == [lobby.id], "one lobby message for the game"
    assert len(emulator.messages(channel)) - before <= 2  # the thread's creation notice and the summary at most
    thread = emulator.world.channels[record.thread_id]
    assert any(m.id == record.board_message_id for m in emulator.messages(thread))


@pytest.mark.parametrize("crash_at", ["result-stored", "result-posted"])
async def test_a_campaign_whose_last_game_ended_in_a_killed_process_ends_once(world, crash_at):
    """Killed after its last game's result, before the campaign heard of it: the restart ends the campaign and
    posts its final standings once (before: the campaign ran on forever, its summary stale)."""
    emulator, guild, channel, members, database, bot = world
    ana = members[0]
    first = await bot().start()
    await open_campaign(emulator, channel, members)
    await emulator.slash(ana, channel, "campaign schedule")
    store = Storage(database)
    game = await only_game(store, guild.id)  # the schedule's game is created after its answer
    await settled(database, game.id, emulator)
    await first.stop()
    await play_until(database, game.id, lambda state, seat, action, after: not pending(get_game("biblios"), after))

    crashing = bot(crash_at)
    await crashing.start()
    await crashing.killed()
    await bot().start()
    campaigns = CampaignRepository(database)
    deadline = asyncio.get_running_loop().time() + 60
    while not (record := await campaigns.get(1)).final_posted:
        assert asyncio.get_running_loop().time() < deadline, f"the campaign never ended: {record.status}"
        await asyncio.sleep(0.1)
    await asyncio.sleep(1.0)  # nothing more comes
    finals = [
        m
        for m in emulator.messages(channel)
        if "final standings" in " ".join(a.description or "" for a in m.attachments)
    ]
    assert record.status == "ended" and len(finals) == 1, [m.content[:80] for m in emulator.messages(channel)]


async def test_a_board_posted_as_a_follow_up_before_it_was_stored_is_not_posted_again(world):
    """Killed after the mover's click posted the next board as the interaction's follow-up (no nonce), before
    storing it: the restart finds that board in the thread and keeps it. One board for the new turn, its player
    pinged once, and it is the one live board (before: the repair swept it and posted a second, pinging again)."""
    emulator, guild, channel, members, database, bot = world
    store = Storage(database)
    crashing = await bot("board-replied").start()
    game_id = await open_game(emulator, channel, members)
    await settled(database, game_id, emulator)
    record = await store.games.get(game_id)
    thread = emulator.world.channels[record.thread_id]
    turn = f"bg:t:{game_id}"
    while crashing.process.returncode is None:
        record = await store.games.get(game_id)
        seat = pending(record.spec, record.state)[0].seat
        player = next(m for m in members if m.id == record.seats[seat].user_id)
        board = next(m for m in reversed(emulator.messages(thread)) if turn in m.custom_ids)
        panel = (await emulator.click(player, board, turn)).original
        options = [c for c in panel.custom_ids if c.startswith(("bg:o:", "bg:s:"))]
        if not options:  # the bot died at its crash point before answering
            await asyncio.sleep(0.2)
            continue
        if options[0].startswith("bg:o:"):
            emulator.click(player, panel, options[0])
        else:
            emulator.select(player, panel, options[0], ["0"])
        deadline = asyncio.get_running_loop().time() + 30
        while crashing.process.returncode is None:  # until the move is applied and shown (or the bot died)
            now = await store.games.get(game_id)
            if now.version > record.version and now.board_version == now.version:
                break
            assert asyncio.get_running_loop().time() < deadline, "the move was not shown"
            await asyncio.sleep(0.1)
    await crashing.killed()
    moved = await store.games.get(game_id)
    assert moved.board_version != moved.version  # killed before the follow-up board was stored
    followup = next(m for m in reversed(emulator.messages(thread)) if turn in m.custom_ids)
    assert followup.webhook_id is not None  # posted through the interaction
    pinged_before = [m.pinged for m in emulator.messages(thread)]

    await bot().start()
    record = await settled(database, game_id, emulator)
    live = [m for m in emulator.messages(thread) if turn in m.custom_ids]
    assert [m.id for m in live] == [followup.id] == [record.board_message_id]
    assert [m.pinged for m in emulator.messages(thread)] == pinged_before  # nobody pinged again


async def test_a_digest_sent_by_a_process_killed_before_its_mark_is_not_sent_again(world, monkeypatch):
    """Killed between the digest's DM and its mark: the next process takes the claim over once it ran out (issue 26)."""
    emulator, guild, channel, members, database, bot = world
    monkeypatch.setenv("SCHEDULER_INTERVAL", "1")
    first = await bot().start()
    game_id = await open_game(emulator, channel, members)
    await settled(database, game_id, emulator)
    await first.stop()
    store = Storage(database)
    record = await store.games.get(game_id)
    waited = record.seats[pending(record.spec, record.state)[0].seat].user_id
    ana = next(m for m in members if m.id == waited)  # whoever the game waits on
    await store.members.set_digest(ana.id, "00:00")  # due at once, in UTC
    before = len(emulator.dms(ana))

    crashing = await bot("digest-sent").start()
    await crashing.killed()
    digests = [m for m in emulator.dms(ana)[before:] if "Your daily digest" in m.content]
    assert len(digests) == 1
    await bot().start()
    deadline = asyncio.get_running_loop().time() + 120
    while (await store.digests.wanted())[0].day_done is None:  # the claim runs out after a minute
        assert asyncio.get_running_loop().time() < deadline, "the digest's day was never marked done"
        await asyncio.sleep(0.5)
    assert [m.id for m in emulator.dms(ana)[before:] if "Your daily digest" in m.content] == [digests[0].id]


async def test_a_rematch_lobby_posted_before_it_was_stored_is_posted_once(world):
    """Issue 26: Rematch pressed, the new lobby's message posted, the process killed before storing it; the next
    process posts it again with the same nonce (Discord returns the first), opens its thread: one lobby, one ping."""
    emulator, guild, channel, members, database, bot = world
    ana, ben = members[:2]
    first = await bot().start()
    game_id = await open_game(emulator, channel, [ana, ben])
    await settled(database, game_id, emulator)
    await first.stop()
    finished, _ = await play_until(
        database, game_id, lambda state, seat, action, after: not pending(get_game("biblios"), after)
    )
    assert finished.game.status == GameStatus.FINISHED
    thread = emulator.world.channels[finished.game.thread_id]

    def results() -> list[Any]:
        return [m for m in emulator.messages(thread) if f"bg:l:{game_id}:rematch" in m.custom_ids]

    def rematch_lobbies() -> list[Any]:
        return [m for m in emulator.messages(channel) if f"Rematch of game #{game_id}" in m.content]

    crashing = bot("rematch-posted")
    await crashing.start()
    await emulator.wait_until(lambda: bool(results()), timeout=30)
    emulator.click(ben, results()[0], f"bg:l:{game_id}:rematch")
    await crashing.killed()
    assert len(rematch_lobbies()) == 1, "the killed process posted the rematch lobby"
    store = Storage(database)
    rematch_id = (await store.games.get(game_id)).rematch_id
    assert rematch_id is not None and (await store.games.get(rematch_id)).lobby_message_id is None

    await bot().start()
    deadline = asyncio.get_running_loop().time() + 60
    while (record := await store.games.get(rematch_id)).thread_id is None:
        assert asyncio.get_running_loop().time() < deadline, "the rematch lobby got no thread"
        await asyncio.sleep(0.1)
    (lobby,) = rematch_lobbies()
    assert record.lobby_message_id == lobby.id and emulator.message(lobby.id).thread_id == record.thread_id
    assert sorted(lobby.pinged) == sorted([ana.id, ben.id])  # pinged once, by the one post
