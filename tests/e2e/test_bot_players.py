"""Bot players through the real bot and the emulator (issue 24): the lobby's bots, their moves logged as
``bot``, no ping or DM to a bot, an open seat a bot plays until a member takes it, games that never
stall on a bot, and a click answered while a bot thinks in its own process.

Bots think with small search budgets here (``iterations``) so CI stays fast; their fallbacks and
strengths are the engine's (tests/engine/players).
"""

import asyncio
import random
import time

import pytest

from bot.service import ThinkPool
from demo.players import Players
from demo.table import TableGame
from storage.models import AutoReason, GameStatus
from tests.support.clock import FakeClock

SMALL = 6  # search iterations per bot move


def told(outcome) -> list[str]:
    return [m.content for m in outcome.messages if m.ephemeral_for is not None]


async def log_of(table, game_id):
    return await table.live.service.store.games.actions(game_id)


def every_message(emulator):
    return list(emulator.world.messages.values())


def assert_no_bot_reached(emulator, members):
    """No message pings or mentions a bot's reserved id, and the only DM channels are members'."""
    ids = {m.id for m in members}
    for message in every_message(emulator):
        assert set(message.pinged) <= ids, message.content
        assert "<@-" not in message.content, message.content
    assert set(emulator.world.dm_channels) <= ids
    recipients = [
        int(c.payload["recipient_id"]) for c in emulator.recorder.calls if "recipient_id" in (c.payload or {})
    ]
    assert all(recipient in ids for recipient in recipients), recipients  # no DM channel ever asked for a bot


async def play_out(table, game, seed: int = 1) -> int:
    """The members play at random through the bot's messages; bots move between. How many member moves."""
    players = Players(table, game, random.Random(seed))
    moves = 0
    while await players.move() is not None:
        await table.flush()
        moves += 1
        assert moves < 3000, "the game did not end"
    return moves


@pytest.fixture
async def bot_table(open_table):
    return await open_table("biblios", think=ThinkPool(workers=0, iterations=SMALL).think)


async def test_the_creator_adds_bots_at_the_chosen_strength_and_removes_them(bot_table):
    table, emulator = bot_table, bot_table.emulator
    ana, ben = table.members[:2]
    options = {"game": "biblios", "seat_order": "joined"}  # the seats below are in the order they were taken
    created = await table.do(emulator.slash(ana, table.channel, "game new", options))
    lobby = created.original
    await table.do(emulator.click(ana, lobby, label="Add a bot"))
    refused = await table.do(emulator.click(ben, emulator.message(lobby.id), label="Add a bot"))
    assert "Only Ana can add bots" in told(refused)[-1]
    game_id = (await table.live.service.store.games.list_games(table.guild.id))[0].id
    await table.choose_in_lobby(ana, lobby, game_id, "bot_level", "strong")
    await table.do(emulator.click(ana, emulator.message(lobby.id), label="Add a bot"))
    content = emulator.message(lobby.id).content
    assert "Players (3/4): Ana (creator), Bot 1 (normal), Bot 2 (strong)" in content, content
    await table.do(emulator.click(ana, emulator.message(lobby.id), label="Remove a bot"))
    assert "Players (2/4): Ana (creator), Bot 1 (normal)" in emulator.message(lobby.id).content
    await table.do(emulator.click(ben, emulator.message(lobby.id), label="Join"))
    await table.do(emulator.click(ana, emulator.message(lobby.id), label="Start"))
    record = await table.live.service.get(game_id)
    assert record.status == GameStatus.ACTIVE
    assert [(s.seat, s.name, s.bot) for s in record.seats] == [
        (0, "Ana", None),
        (1, "Bot 1 (normal)", "normal"),
        (2, "Ben", None),
    ]
    assert_no_bot_reached(emulator, table.members)


@pytest.mark.parametrize(("key", "members", "bots"), [("biblios", 1, 2), ("biblios", 2, 1), ("dreams", 1, 2)])
async def test_a_game_with_bots_plays_to_the_end_and_never_reaches_a_bot(open_table, key, members, bots):
    table = await open_table(key, think=ThinkPool(workers=0, iterations=SMALL).think)
    emulator = table.emulator
    game = await table.open_game(key, table.members[:members], bots=bots)
    await table.bots_moved()
    assert await play_out(table, game) > 0
    await table.bots_moved()
    record = await table.live.service.get(game.game_id)
    assert record.status == GameStatus.FINISHED
    bot_seats = {s.seat for s in record.seats if s.bot is not None}
    rows = await log_of(table, game.game_id)
    assert {r.seat for r in rows if r.reason == AutoReason.BOT} == bot_seats
    assert all(r.reason == AutoReason.BOT for r in rows if r.seat in bot_seats)
    assert all(r.reason is None for r in rows if r.seat not in bot_seats)  # no timeout, no fallback for members
    assert_no_bot_reached(emulator, table.members)
    result = emulator.messages(game.thread)[-1]
    assert "is over" in result.content and "Bot 1 (normal)" in result.content
    assert set(result.pinged) == {m.id for m in game.players}
    if members == 1:  # alone with bots, at the table: pinged by the first board only, not on every turn
        thread = [m for m in every_message(emulator) if m.channel_id == game.thread.id and m.id != result.id]
        boards = [m for m in thread if game.players[0].id in m.pinged]
        assert len(boards) == 1, [m.content[:60] for m in boards]
    ana = game.players[0]
    stats = " ".join(told(await table.do(emulator.slash(ana, table.channel, "stats", {}))))
    assert "1 game (1 with bots, not rated)" in stats and "not rated yet" in stats, stats
    history = " ".join(told(await table.do(emulator.slash(ana, table.channel, "game history", {}))))
    assert f"with {bots} bot{'s' if bots > 1 else ''}, not rated" in history, history


async def test_an_open_seat_is_played_by_a_bot_until_a_member_takes_it_over(open_table):
    clock = FakeClock()
    table = await open_table(
        "biblios", clock=clock, scheduler_interval=3600, think=ThinkPool(workers=0, iterations=SMALL).think
    )
    emulator = table.emulator
    ana, ben, cy, dan = table.members
    game = await table.open_game("biblios", [ana, ben, cy], settings={"clock": "24h", "open_after": "1"})
    clock.advance(hours=24)
    await table.live.scheduler.run_once()
    await table.bots_moved()
    (call,) = [m for m in emulator.messages(game.thread) if "seat is open" in m.content]
    players = Players(table, game, random.Random(5))
    for _ in range(200):  # Ben and Cy play until the bot has made a move for Ana's open seat
        if any(r.seat == 0 and r.reason == AutoReason.BOT for r in await log_of(table, game.game_id)):
            break
        assert await players.move() is not None
        await table.flush()
    rows = await log_of(table, game.game_id)
    assert [r.reason for r in rows if r.seat == 0][0] == AutoReason.TIMEOUT
    assert AutoReason.BOT in [r.reason for r in rows if r.seat == 0]
    assert AutoReason.OPEN not in [r.reason for r in rows]
    taken = await table.do(emulator.click(dan, emulator.message(call.id), label="Take this seat"))
    assert "your seat: Dan" in told(taken)[-1]
    claimed_at = (await table.live.service.get(game.game_id)).version
    dan_game = type(game)(game.game_id, game.thread, game.lobby, (dan, ben, cy))
    players = Players(table, dan_game, random.Random(6))
    for _ in range(60):  # the seat is Dan's at once: the bot never moves for it again
        if await players.move() is None:
            break
        await table.flush()
    await table.bots_moved()
    after = [r for r in await log_of(table, game.game_id) if r.seat == 0 and r.seq > claimed_at]
    assert after and all(r.reason is None and r.user_id == dan.id for r in after)
    assert_no_bot_reached(emulator, table.members)


async def test_a_game_waiting_on_a_bot_resumes_after_a_restart(open_table):
    stuck = asyncio.Event()

    async def never(*args):  # the process stops while its bot thinks
        stuck.set()
        await asyncio.Event().wait()

    table = await open_table("biblios", think=never)
    ana = table.members[0]
    game = await table.open_game("biblios", [ana], bots=1)
    players = Players(table, game, random.Random(2))
    while not stuck.is_set():
        assert await players.move() is not None
        await asyncio.sleep(0)
    await table.stop()
    table.think = ThinkPool(workers=0, iterations=SMALL).think
    bot = await table.start()
    record = await bot.service.get(game.game_id)
    waiting = [d.seat for d in record.spec.pending(record.state)]
    rows = await log_of(table, game.game_id)
    assert 1 in waiting or any(r.reason == AutoReason.BOT for r in rows)
    await table.bots_moved()  # the start-up pass found the game waiting on its bot
    rows = await log_of(table, game.game_id)
    assert any(r.seat == 1 and r.reason == AutoReason.BOT for r in rows)
    record = await bot.service.get(game.game_id)
    assert 1 not in [d.seat for d in record.spec.pending(record.state)]


async def test_a_click_is_answered_while_a_bot_thinks_in_its_own_process(open_table):
    pool = ThinkPool(workers=1)
    thinking: list[float] = []
    thought: list[float] = []

    async def think(*args):
        thinking.append(time.perf_counter())
        try:
            return await pool.think(*args)
        finally:
            thought.append(time.perf_counter())

    try:
        table = await open_table("biblios", think=think)
        emulator = table.emulator
        ana = table.members[0]
        game = await table.open_game("biblios", [ana], bots=1, settings={"bot_level": "strong"})
        players = Players(table, game, random.Random(1))
        while not thinking:  # Ana moves until the bot's turn comes
            assert await players.move() is not None
            await asyncio.sleep(0)
        board = players.board()
        assert board is not None
        clicked = await table.do(emulator.click(ana, board, label="Take your turn"))
        answered = clicked.answered_at - clicked.injected_at
        assert not thought, "the bot finished thinking before the click: nothing was measured"
        assert answered < 0.5, answered
        await table.bots_moved()
        assert thought
    finally:
        pool.close()


async def test_game_new_seats_bots_at_once_and_refuses_more_than_the_table_holds(bot_table):
    table, emulator = bot_table, bot_table.emulator
    ana = table.members[0]
    options = {"game": "biblios", "bots": 2, "bot_level": "strong"}
    created = await table.do(emulator.slash(ana, table.channel, "game new", options))
    content = created.original.content
    assert "Players (3/4): Ana (creator), Bot 1 (strong), Bot 2 (strong)" in content, content
    refused = await table.do(emulator.slash(ana, table.channel, "game new", {"game": "biblios", "bots": 4}))
    assert any("no seat for you" in text for text in told(refused) + [m.content for m in refused.messages])
    games = await table.live.service.store.games.list_games(table.guild.id)
    assert len(games) == 1


async def test_a_campaign_game_seats_bots_beside_its_members_and_never_reaches_them(bot_table):
    table, emulator, channel = bot_table, bot_table.emulator, bot_table.channel
    ana, ben = table.members[:2]
    service = table.live.service
    created = await table.do(emulator.slash(ana, channel, "campaign new", {"name": "Cup", "game": "biblios"}))
    await table.do(emulator.click(ben, emulator.message(created.original.id), label="Join"))
    [campaign] = await service.store.campaigns.list_campaigns(table.guild.id)
    await table.do(emulator.slash(ana, channel, "campaign schedule", {"bots": 1}))
    [game] = await service.store.campaigns.games(campaign.id)
    record = await service.get(game.game_id)
    assert sorted((s.name, s.bot) for s in record.seats if s.bot) == [("Bot 1 (normal)", "normal")]
    thread = emulator.world.channels[game.thread_id]
    lobby = emulator.message(record.lobby_message_id)
    seated = tuple(sorted((ana, ben), key=lambda m: record.seat_of(m.id)))
    await play_out(table, TableGame(game.game_id, thread, lobby, seated))
    await table.bots_moved()
    record = await service.get(game.game_id)
    assert record.status == GameStatus.FINISHED
    rows = await log_of(table, game.game_id)
    bot_seat = next(s.seat for s in record.seats if s.bot)
    assert {r.reason for r in rows if r.seat == bot_seat} == {AutoReason.BOT}
    standings = await service.store.campaigns.standings(campaign.id)
    assert sorted(s.user_id for s in standings) == sorted([ana.id, ben.id])
    assert_no_bot_reached(emulator, table.members)
