"""One rate budget (issue 23): a global 429 that one process gets slows every process sharing the database.

Two real bots (two ``GameBot``s, each with its own ``Database`` on one SQLite file, as two processes
would have) log in to the emulator with the same token. The emulator answers one of bot A's posts
with a 429 carrying Discord's global flag: bot A pauses, writes the pause to the database, and bot
B, which was told nothing by Discord, reads it and holds its own next request until the pause ends.
"""

import asyncio
import time

from bot.client import build_bot
from bot.config import Settings
from bot.service import GameService
from storage.db import Database
from tests.e2e.bot_checks import game_spec

PAUSE = 3.0  # long enough that a loaded machine still checks both bots inside the pause
POST = "POST /channels/{channel_id}/messages"


async def test_a_global_429_pauses_the_other_process_too(open_table, emulator, run_client, database):
    table = await open_table("biblios")
    bot_a = table.live
    other_db = Database(database.url)
    try:
        bot_b = build_bot(Settings(), other_db, service=GameService(other_db, games={"biblios": game_spec("biblios")}))
        bot_b.budget.poll = 0.05
        await run_client(bot_b)
        channel_a = bot_a.get_channel(table.channel.id)
        channel_b = bot_b.get_channel(table.channel.id)

        emulator.fail(POST, status=429, is_global=True, retry_after=PAUSE, only={"channel_id": table.channel.id})
        started = time.monotonic()
        sending = asyncio.create_task(channel_a.send("first"))
        while not any(c.status == 429 for c in emulator.calls(POST)):
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.2)  # bot B polls the shared pause every 0.05 s
        assert bot_a.budget.paused_for() > 0.5
        assert bot_b.budget.paused_for() > 0.5, "bot B was not told of the global pause"
        stored = await bot_b.service.store.operations.slow_until()
        assert stored is not None

        await channel_b.send("second")  # waits for the pause: not sent before it ends
        assert time.monotonic() - started >= PAUSE - 0.1
        await sending
        posts = [c for c in emulator.calls(POST) if c.status == 200]
        assert [c.payload["content"] for c in posts][-2:] in (["first", "second"], ["second", "first"])
        assert all(c.started_at - started >= PAUSE - 0.1 for c in posts[-2:])

        assert bot_a.metrics.rate_limited.labels("global", "message_post")._value.get() == 1
        assert bot_b.metrics.rate_limited.labels("global", "message_post")._value.get() == 0
        assert bot_b.metrics.budget_wait._value.get() > 0.3
    finally:
        await other_db.close()


async def test_a_user_429_pauses_nobody(table, emulator):
    bot = table.live
    channel = bot.get_channel(table.channel.id)
    emulator.fail(POST, status=429, retry_after=0.2, only={"channel_id": table.channel.id})
    await channel.send("hello")
    assert bot.budget.paused_for() == 0
    assert await bot.service.store.operations.slow_until() is None
    assert bot.metrics.rate_limited.labels("user", "message_post")._value.get() == 1


async def test_the_process_keeps_to_its_share(table, emulator):
    """With a share of 10 requests a second, 25 posts take at least two seconds (and 10 go in the first)."""
    bot = table.live
    bot.budget._share = lambda: 10.0  # as a process running 1 shard of 5
    channel = bot.get_channel(table.channel.id)
    before = len(emulator.calls(POST))
    await asyncio.gather(*(channel.send(f"post {n}") for n in range(25)))
    posts = emulator.calls(POST)[before:]
    assert len(posts) == 25
    starts = sorted(c.started_at for c in posts)
    assert starts[-1] - starts[0] >= 1.9
    for index, moment in enumerate(starts):  # never more than 10 in any one second
        assert sum(1 for other in starts[index:] if other - moment < 0.99) <= 10
