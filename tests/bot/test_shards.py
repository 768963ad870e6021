"""SHARD_COUNT and SHARD_IDS: parsed, validated, refused with SQLite when shared; a game's home (issue 23)."""

import os
import subprocess
import sys

import pytest

from bot.client import GameBot, ShardedGameBot, build_bot
from bot.config import ConfigError, Settings
from bot.reconciler import Reconciler
from bot.shards import Shards
from storage.db import Database, sqlite_process_lock
from storage.homes import always, shard_of
from tests.bot.doubles import CHANNEL_ID as CHANNEL
from tests.bot.doubles import GUILD_ID, open_table

POSTGRES = "postgresql://bot@127.0.0.1/games"


def settings(**env: str) -> Settings:
    return Settings.from_env({"DATABASE_URL": POSTGRES, **env})


@pytest.mark.parametrize(
    ("count", "ids", "expected"),
    [
        ("4", "0-3", (0, 1, 2, 3)),
        ("6", "4,5", (4, 5)),
        ("8", "0-1, 6", (0, 1, 6)),
        ("2", "", (0, 1)),
        ("3", "2,2,1", (1, 2)),
    ],
)
def test_shard_ids_are_read_as_numbers_and_ranges(count, ids, expected):
    shards = settings(SHARD_COUNT=count, SHARD_IDS=ids).shards
    assert shards == Shards(int(count), expected) and shards.sharded


def test_unset_is_one_unsharded_process_that_owns_every_game():
    shards = Settings.from_env({}).shards
    assert shards == Shards() and not shards.sharded and shards.complete
    assert shards.owns(123 << 22) and shards.owns(None)


@pytest.mark.parametrize(
    ("env", "words"),
    [
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a number from 1"),
        ({"SHARD_COUNT": "two"}, "SHARD_COUNT must be a number from 1"),
        ({"SHARD_COUNT": "-2"}, "SHARD_COUNT must be a number from 1"),
        ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "3-1"}, "SHARD_IDS must list shard numbers"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "0;1"}, "SHARD_IDS must list shard numbers"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "1,"}, "SHARD_IDS must list shard numbers"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "²"}, "SHARD_IDS must list shard numbers"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "2-4"}, "names shard 4, but SHARD_COUNT=4 numbers them 0 to 3"),
    ],
)
def test_a_bad_shard_setting_is_a_clear_configuration_error(env, words):
    with pytest.raises(ConfigError) as raised:
        settings(**env)
    assert words in raised.value.message


def test_sqlite_with_shards_of_other_processes_is_refused():
    with pytest.raises(ConfigError) as raised:
        Settings.from_env({"SHARD_COUNT": "2", "SHARD_IDS": "0"})
    assert "shard 0 of 2" in raised.value.message and "PostgreSQL" in raised.value.message
    assert Settings.from_env({"SHARD_COUNT": "2", "SHARD_IDS": "0-1"}).shards.complete  # one process, every shard


def test_a_process_owns_the_servers_its_shards_receive():
    guilds = [1 << 22, 2 << 22, 3 << 22, 4 << 22, 5 << 22, 1_180_000_000_000_000_000]
    first, second = Shards(2, (0,)), Shards(2, (1,))
    for guild in guilds:
        assert first.owns(guild) != second.owns(guild)  # exactly one home
        assert first.owns(guild) == (shard_of(guild, 2) == 0)
    assert first.owns(None) and not second.owns(None)
    assert Shards(4, (0, 1, 2)).describe() == "shards 0-2 of 4" and Shards(4, (1, 3)).describe() == "shards 1, 3 of 4"


def test_the_bot_runs_its_shards_with_discord_pys_auto_sharded_bot(tmp_path):
    database = Database(f"sqlite+aiosqlite:///{tmp_path / 'games.sqlite3'}")
    plain = build_bot(Settings(), database)
    assert type(plain) is GameBot and plain.shard_count is None
    sharded = build_bot(Settings(database_url=POSTGRES, shards=Shards(4, (2, 3))), database)
    assert isinstance(sharded, ShardedGameBot) and sharded.shard_count == 4 and sharded.shard_ids == [2, 3]


def test_a_second_process_on_one_sqlite_file_is_refused(tmp_path):
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    code = f"from storage.db import sqlite_process_lock\nwith sqlite_process_lock({url!r}): print('held')"
    with sqlite_process_lock(url):
        other = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
        assert "DatabaseInUse" in other.stderr and "Another bot process already uses" in other.stderr
    again = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert again.stdout.strip() == "held"  # released with its holder


def test_python_m_bot_beside_a_running_process_prints_one_line(tmp_path):
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    env = dict(os.environ, DISCORD_TOKEN="not-a-real-token", DATABASE_URL=url)
    env.pop("LOG_LEVEL", None)
    with sqlite_process_lock(url):
        done = subprocess.run(
            [sys.executable, "-m", "bot"], cwd=os.getcwd(), env=env, capture_output=True, text=True, timeout=60
        )
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "Another bot process already uses" in done.stderr


def test_the_process_lock_leaves_postgres_and_memory_alone():
    for url in (POSTGRES, "sqlite+aiosqlite:///:memory:"):
        with sqlite_process_lock(url), sqlite_process_lock(url):
            pass


async def test_the_reconciler_and_the_dashboards_leave_other_homes_games_alone(fake, bot):
    """A board behind in a server of shard 0: the process of shard 1 leaves it; shard 0's repairs it."""
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    await bot.service.store.outbox.set_messages(table.game_id, board_version=None)  # as if its update failed
    bot.choreographer._boards.pop(table.game_id)  # in another process: what is stored is all it knows
    home, away = (Shards(2, (shard,)) for shard in (shard_of(GUILD_ID, 2), 1 - shard_of(GUILD_ID, 2)))
    elsewhere = Reconciler(bot.service, bot.choreographer, grace=0.0, home=always(away))
    assert await elsewhere.run_once(sweep=True) == 0
    assert (await bot.service.get(table.game_id)).board_version is None
    here = Reconciler(bot.service, bot.choreographer, grace=0.0, home=always(home))
    assert await here.run_once(sweep=True) == 1
    await bot.choreographer.flush()  # an edit in place is stored off the move path
    record = await bot.service.get(table.game_id)
    assert record.board_version == record.version
    bot.dashboards.home = always(away)
    await bot.service.store.dashboards.put(CHANNEL, GUILD_ID, 1)
    await bot.dashboards.run_once()
    assert bot.dashboards._channels == set()  # another process keeps this server's dashboards
    bot.dashboards.home = always(home)
    await bot.dashboards.run_once()
    assert bot.dashboards._channels == {CHANNEL}
    await bot.dashboards.stop()
