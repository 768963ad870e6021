"""Two processes on one database (issue 23): neither acts on a stale picture of a game the other changed.

Each "process" is a real bot with its own service and choreographer (their memories are apart),
on one database and one Discord. Moves alternate between them; the thread must end as one
process would leave it: the same messages, the same pings, one live board showing the latest version.
"""

import pytest

from bot.client import build_bot
from bot.config import Settings
from bot.service import GameService
from storage.db import Database
from tests.bot.conftest import TEST_GAMES, Clock, renderer_for
from tests.bot.doubles import FakeDiscord, open_table, run_command

# (player, choice) of a 3-player poll game: three secret picks, the bell, three picks, the bell
MOVES = [(0, "v0:o2"), (1, "v1:o0"), (2, "v2:o0"), (0, "v3:o0"), (0, "v4:o1"), (2, "v5:o0"), (1, "v6:o1")]


async def play(fake, bot, user, thread_id, choice):
    interaction, seen = fake.interaction(bot, user, channel_id=thread_id)
    await run_command(bot, "play", interaction, choice=choice)
    assert "Done" in seen.text() or seen.original is not None, seen.text()


def make_bot(database, fake, *, shared: bool):
    service = GameService(database, games=TEST_GAMES, renderer_for=renderer_for, seeds=lambda: 7)
    game_bot = build_bot(Settings(), database, service=service, edit_window=0.0)
    game_bot.choreographer.clock = Clock()
    game_bot.choreographer.shared = shared  # as on PostgreSQL: the other process shares the database
    fake.install(game_bot)
    return game_bot


def thread_as_seen(fake, thread_id):
    """Each message of the thread: its text, whom it pings, its buttons."""
    return [(m.content, sorted(m.mentioned_users), m.custom_ids()) for m in fake.in_channel(thread_id)]


async def run(fake, bots, moves):
    for bot in bots:
        await bot.install()
    table = await open_table(fake, bots[0], "poll", ["Ana", "Ben", "Cleo"])
    for number, (player, choice) in enumerate(moves):
        bot = bots[number % len(bots)]
        await play(fake, bot, table.players[player], table.thread_id, choice)
        await bot.choreographer.flush()
    for bot in bots:
        await bot.choreographer.flush()
    return table


@pytest.mark.parametrize("moves", [MOVES, MOVES[:5]], ids=["two-rounds", "mid-round"])
async def test_moves_alternating_between_two_processes_leave_the_thread_one_process_would(database, tmp_path, moves):
    alone, together = FakeDiscord(), FakeDiscord()
    other = Database(f"sqlite+aiosqlite:///{tmp_path / 'alone.sqlite3'}")
    await other.migrate()
    try:
        one = await run(alone, [make_bot(other, alone, shared=True)], moves)
    finally:
        await other.close()
    two = await run(together, [make_bot(database, together, shared=True) for _ in range(2)], moves)
    assert thread_as_seen(together, two.thread_id) == thread_as_seen(alone, one.thread_id)
    live = [m for m in together.in_channel(two.thread_id) if m.custom_ids()]
    assert len(live) <= 1  # one board with buttons at most
