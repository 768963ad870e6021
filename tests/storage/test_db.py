"""The database: URLs, the SQLite file and its settings, a busy database waited for, no parameter in logs."""

import asyncio
import logging
import sqlite3
import threading
import time

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from storage import Database, Storage
from storage.db import DEFAULT_URL, DRIVER_LOGGERS, async_url, database_url
from tests.storage.conftest import started


def test_the_url_comes_from_the_environment_or_defaults_to_a_sqlite_file():
    assert database_url({}) == DEFAULT_URL == "sqlite+aiosqlite:///./data/games.sqlite3"
    assert database_url({"DATABASE_URL": "postgresql://bot@db/games"}) == "postgresql://bot@db/games"
    assert database_url({"DATABASE_URL": ""}) == DEFAULT_URL


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("postgresql://bot:pw@db:5432/games", "postgresql+asyncpg://bot:pw@db:5432/games"),
        ("postgres://bot@db/games", "postgresql+asyncpg://bot@db/games"),
        ("postgresql+asyncpg://bot@db/games", "postgresql+asyncpg://bot@db/games"),
        ("sqlite:///games.sqlite3", "sqlite+aiosqlite:///games.sqlite3"),
        ("sqlite+aiosqlite:///games.sqlite3", "sqlite+aiosqlite:///games.sqlite3"),
    ],
    ids=["postgresql", "postgres", "asyncpg", "sqlite", "aiosqlite"],
)
def test_urls_get_an_async_driver(given, expected):
    assert async_url(given).render_as_string(hide_password=False) == expected


async def test_the_sqlite_folder_is_created_and_the_connection_configured(tmp_path):
    target = tmp_path / "a" / "b" / "games.sqlite3"
    database = Database(f"sqlite:///{target}")
    try:
        assert target.parent.is_dir() and database.is_sqlite
        async with database.engine.connect() as connection:
            settings = {
                name: (await connection.exec_driver_sql(f"PRAGMA {name}")).scalar_one()
                for name in ("busy_timeout", "foreign_keys", "journal_mode")
            }
        assert settings == {"busy_timeout": 30000, "foreign_keys": 1, "journal_mode": "wal"}
    finally:
        await database.close()


async def test_a_writer_waits_for_a_busy_database_instead_of_failing(tmp_path, toy):
    """Another process holding SQLite's write lock only delays the move."""
    path = tmp_path / "games.sqlite3"
    database = Database(f"sqlite+aiosqlite:///{path}")
    await database.migrate()
    store = Storage(database)
    try:
        game = await started(store, 2)
        locked, release = threading.Event(), threading.Event()

        def other_process() -> None:
            connection = sqlite3.connect(path, isolation_level=None)
            connection.execute("BEGIN IMMEDIATE")
            locked.set()
            release.wait(5)
            connection.execute("ROLLBACK")
            connection.close()

        holder = threading.Thread(target=other_process)
        holder.start()
        await asyncio.to_thread(locked.wait, 5)
        started_at = time.perf_counter()
        asyncio.get_running_loop().call_later(0.5, release.set)
        applied = await store.games.apply(game.id, 0, {"type": "take", "count": 1}, 0)
        waited = time.perf_counter() - started_at
        await asyncio.to_thread(holder.join, 5)
        assert applied.game.version == 1 and waited >= 0.4
    finally:
        await database.close()


async def test_reads_are_not_blocked_by_a_writer(db, toy):
    store = Storage(db)
    game = await started(store, 2)
    async with db.engine.connect() as writer:
        await writer.begin()
        await writer.execute(text("UPDATE games SET updated_at = updated_at"))
        assert (await asyncio.wait_for(store.games.get(game.id), 5)).version == 0
        await writer.rollback()


async def test_a_database_error_names_no_parameter(db):
    """A failed statement's error (logged with its traceback) shows the SQL, never the values: states hold hands."""
    insert = text("INSERT INTO members (user_id, zone, vacation, leaderboard_hidden) VALUES (:id, :zone, '[]', false)")
    async with db.engine.connect() as connection:
        await connection.execute(insert, {"id": 7, "zone": "UTC"})
        with pytest.raises(DBAPIError) as failure:
            await connection.execute(insert, {"id": 7, "zone": "the hand: Gold 3, MON-A"})
    assert "MON-A" not in str(failure.value) and "hidden" in str(failure.value)


def test_the_drivers_statement_logs_stay_quiet_at_debug():
    """aiosqlite prints each statement with its parameters at DEBUG: it stays at INFO, whatever the root's level."""
    root = logging.getLogger()
    level = root.level
    root.setLevel(logging.DEBUG)
    try:
        assert DRIVER_LOGGERS == ("aiosqlite",)
        assert not logging.getLogger("aiosqlite").isEnabledFor(logging.DEBUG)
    finally:
        root.setLevel(level)
