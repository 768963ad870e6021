"""Migrations: empty database to head and back, models equal to the migrated schema, the CLI, concurrent start-ups."""

import asyncio
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect
from sqlalchemy.ext.asyncio import create_async_engine

from storage import Database
from storage.db import MIGRATION_LOCK_KEY, WRITE, alembic_config, async_url, sqlite_migration_lock
from storage.models import Base

ROOT = Path(__file__).resolve().parents[2]
TABLES = {
    "games",
    "seats",
    "actions",
    "dm_channels",
    "members",
    "proxies",
    "votes",
    "dashboards",
    "results",
    "ratings",
    "campaigns",
    "campaign_members",
    "rate_limits",
    "duty_leases",
    "servers",
    "moderation",
}


async def tables(database: Database) -> set[str]:
    async with database.engine.connect() as connection:
        return set(await connection.run_sync(lambda sync: inspect(sync).get_table_names()))


async def current_revision(database: Database) -> str | None:
    async with database.engine.connect() as connection:
        return await connection.run_sync(lambda sync: MigrationContext.configure(sync).get_current_revision())


def head() -> str:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


async def test_migrate_creates_every_table_at_head(database_url):
    database = Database(database_url)
    try:
        assert await tables(database) == set()
        await database.migrate()
        assert await tables(database) == TABLES | {"alembic_version"}
        assert await current_revision(database) == head()
        await database.migrate()  # a second start-up is a no-op
        assert await current_revision(database) == head()
    finally:
        await database.close()


async def test_migrating_leaves_sys_path_as_it_found_it(database_url, tmp_path):
    """The product is installed, so migrations need no path of their own (before: each run prepended the
    project's folder, and a process that migrated N times carried N copies)."""
    before = list(sys.path)
    for url in (database_url, database_url, f"sqlite+aiosqlite:///{tmp_path / 'other.sqlite3'}"):
        database = Database(url)
        try:
            await database.migrate()
        finally:
            await database.close()
    assert head()
    assert sys.path == before


async def test_the_models_match_the_migrated_schema(db):
    def differences(sync_connection):
        context = MigrationContext.configure(sync_connection, opts={"compare_type": True})
        return compare_metadata(context, Base.metadata)

    async with db.engine.connect() as connection:
        assert await connection.run_sync(differences) == []


async def test_downgrade_to_base_and_upgrade_again(db):
    def run(sync_connection, revision: str, upgrade: bool):
        config = alembic_config()
        config.attributes["connection"] = sync_connection
        (command.upgrade if upgrade else command.downgrade)(config, revision)

    async with db.engine.connect() as connection:
        await connection.execution_options(**{WRITE: True})
        async with connection.begin():
            await connection.run_sync(run, "base", False)
    assert await tables(db) == {"alembic_version"}
    await db.migrate()
    assert await tables(db) == TABLES | {"alembic_version"}


def test_the_command_line_upgrades_the_database_url(tmp_path):
    target = tmp_path / "cli" / "games.sqlite3"
    environment = {**os.environ, "DATABASE_URL": f"sqlite+aiosqlite:///{target}", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "alembic", "-c", "migrations/alembic.ini", "upgrade", "head"],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Running upgrade  -> 0001" in done.stderr
    assert target.exists()


async def test_upgrading_a_database_that_holds_games_keeps_their_buttons_working(database_url):
    """0001 -> head on stored games: boards are taken as current and seats' decisions as of now."""
    from sqlalchemy import text

    database = Database(database_url)

    def run(sync_connection, revision: str):
        config = alembic_config()
        config.attributes["connection"] = sync_connection
        command.upgrade(config, revision)

    try:
        async with database.engine.connect() as connection:
            await connection.execution_options(**{WRITE: True})
            async with connection.begin():
                await connection.run_sync(run, "0001")
                now = datetime(2026, 11, 25, 10, tzinfo=UTC)
                if database.engine.dialect.name == "sqlite":
                    now = now.replace(tzinfo=None)  # as the models store it there
                for game_id, board in ((1, 555), (2, None)):
                    await connection.execute(
                        text(
                            "INSERT INTO games (id, guild_id, channel_id, board_message_id, board_waiting, game_key,"
                            " options, seed, status, version, creator_id, created_at, updated_at)"
                            " VALUES (:id, 1, 2, :board, '[]', 'toy', '{}', 7, 'active', :version, 9, :now, :now)"
                        ),
                        {"id": game_id, "board": board, "version": 10 + game_id, "now": now},
                    )
                    await connection.execute(
                        text(
                            "INSERT INTO seats (game_id, seat, user_id, display_name, resigned, joined_at)"
                            " VALUES (:id, 0, 9, 'Ana', false, :now)"
                        ),
                        {"id": game_id, "now": now},
                    )
        await database.migrate()
        async with database.engine.connect() as connection:
            games = (await connection.execute(text("SELECT id, board_version FROM games ORDER BY id"))).all()
            query = text("SELECT game_id, decision_version FROM seats ORDER BY game_id")
            seats = (await connection.execute(query)).all()
        assert [tuple(row) for row in games] == [(1, 11), (2, None)]
        assert [tuple(row) for row in seats] == [(1, 11), (2, 12)]
    finally:
        await database.close()


MIGRATE_AND_SAY = """
import asyncio, logging, sys
logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(message)s")
logging.getLogger("alembic.runtime.migration").setLevel(logging.INFO)  # "Running upgrade ..." per revision applied
from storage import Database

async def main(url):
    database = Database(url)
    try:
        print("migrating", flush=True)
        await database.migrate()
    finally:
        await database.close()

asyncio.run(main(sys.argv[1]))
"""


async def start_migrating(database_url: str) -> asyncio.subprocess.Process:
    """A separate process that migrates ``database_url`` as the bot does at start-up."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        MIGRATE_AND_SAY,
        database_url,
        cwd=ROOT,
        env=environment,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )


async def test_processes_starting_together_migrate_a_fresh_database_once(database_url):
    """Five bots started at once on an empty database: each starts, and the schema is built once.

    Before the migration lock, two PostgreSQL start-ups raced to create the same tables and one died of a
    unique violation (about 2 of 3 starts in rounds of 3).
    """
    processes = [await start_migrating(database_url) for _ in range(5)]
    outcomes = [await asyncio.wait_for(process.communicate(), 120) for process in processes]
    failures = [err.decode() for process, (_, err) in zip(processes, outcomes, strict=True) if process.returncode]
    assert failures == []
    said = "".join(err.decode() for _, err in outcomes)
    assert said.count("Running upgrade  -> 0001") == 1, said
    assert said.count(f"-> {head()}") == 1, said
    database = Database(database_url)
    try:
        assert await tables(database) == TABLES | {"alembic_version"}
        assert await current_revision(database) == head()
    finally:
        await database.close()


@asynccontextmanager
async def holding_the_migration_lock(database_url: str) -> AsyncIterator[None]:
    """Hold what a migrating process takes first: PostgreSQL's advisory lock, or the SQLite file's lock file."""
    url = async_url(database_url)
    if url.get_backend_name() == "sqlite":
        async with sqlite_migration_lock(url):
            yield
        return
    engine = create_async_engine(url)
    try:
        async with engine.connect() as connection:
            await connection.exec_driver_sql(f"SELECT pg_advisory_lock({MIGRATION_LOCK_KEY})")
            try:
                yield
            finally:
                await connection.exec_driver_sql(f"SELECT pg_advisory_unlock({MIGRATION_LOCK_KEY})")
    finally:
        await engine.dispose()


async def test_a_starting_process_waits_while_another_migrates(database_url):
    """While the migration lock is held elsewhere, a start-up touches nothing; it migrates once the lock is free."""
    database = Database(database_url)
    try:
        async with holding_the_migration_lock(database_url):
            process = await start_migrating(database_url)
            assert await asyncio.wait_for(process.stdout.readline(), 60) == b"migrating\n"
            with pytest.raises(TimeoutError):  # an unhindered migration of an empty database takes about a second
                await asyncio.wait_for(asyncio.shield(process.wait()), 5)
            assert await tables(database) == set()
        _, err = await asyncio.wait_for(process.communicate(), 120)
        assert process.returncode == 0, err.decode()
        assert await current_revision(database) == head()
    finally:
        await database.close()


async def test_0014_keeps_members_settings_and_gives_them_no_language(database_url):
    """0013 -> 0014 on a stored member: their clock stays, their language follows Discord (NULL), and the
    new ``servers`` table starts empty (every server in English); 0014 -> 0013 drops both again."""
    from sqlalchemy import text

    from storage import Storage

    database = Database(database_url)

    def run(sync_connection, revision: str, upgrade: bool = True):
        config = alembic_config()
        config.attributes["connection"] = sync_connection
        (command.upgrade if upgrade else command.downgrade)(config, revision)

    try:
        async with database.engine.connect() as connection:
            await connection.execution_options(**{WRITE: True})
            async with connection.begin():
                await connection.run_sync(run, "0013")
                await connection.execute(
                    text(
                        "INSERT INTO members (user_id, zone, quiet_start, quiet_end, vacation, leaderboard_hidden)"
                        " VALUES (7, 'Asia/Tehran', '23:00', '07:00', '[]', true)"
                    )
                )
        await database.migrate()
        store = Storage(database)
        assert await store.members.language(7) == (None, None)
        assert (await store.members.member_time(7)).zone == "Asia/Tehran"
        assert await store.members.leaderboard_hidden(7)
        assert await store.servers.language(1) == "en"
        await store.members.set_language(7, "fa")
        await store.members.remember_locale(7, "de")
        await store.servers.set_language(1, "fa")
        assert await store.members.language(7) == ("fa", "de")
        assert await store.servers.language(1) == "fa"
        assert (await store.members.member_time(7)).quiet_start == "23:00"
        async with database.engine.connect() as connection:
            await connection.execution_options(**{WRITE: True})
            async with connection.begin():
                await connection.run_sync(run, "0013", False)
        assert "servers" not in await tables(database)
        async with database.engine.connect() as connection:
            columns = await connection.run_sync(lambda sync: {c["name"] for c in inspect(sync).get_columns("members")})
        assert "language" not in columns and "discord_locale" not in columns
    finally:
        await database.close()


async def test_0016_gives_servers_every_default_and_keeps_their_language(database_url):
    """0014 -> 0016 on a stored server: its language stays, it has no game host role, games open anywhere and no
    limit per member; a moderator's action is recorded; 0016 -> 0014 drops the new columns and table again."""
    from sqlalchemy import text

    from storage import Storage

    database = Database(database_url)

    def run(sync_connection, revision: str, upgrade: bool = True):
        config = alembic_config()
        config.attributes["connection"] = sync_connection
        (command.upgrade if upgrade else command.downgrade)(config, revision)

    try:
        async with database.engine.connect() as connection:
            await connection.execution_options(**{WRITE: True})
            async with connection.begin():
                await connection.run_sync(run, "0014")
                await connection.execute(text("INSERT INTO servers (guild_id, language) VALUES (5, 'fa')"))
        await database.migrate()
        store = Storage(database)
        stored = await store.servers.settings(5)
        assert (stored.language, stored.host_role_id, stored.game_channels, stored.max_open_games) == (
            "fa",
            None,
            (),
            None,
        )
        changed = await store.servers.set_settings(5, host_role_id=9, game_channels=[3, 2, 3], max_open_games=2)
        assert (changed.language, changed.host_role_id, changed.game_channels, changed.max_open_games) == (
            "fa", 9, (2, 3), 2
        )  # fmt: skip
        assert (await store.servers.set_settings(5, max_open_games=None)).host_role_id == 9  # the others stay
        async with database.engine.connect() as connection:
            await connection.execution_options(**{WRITE: True})
            async with connection.begin():
                await connection.run_sync(run, "0014", False)
        assert "moderation" not in await tables(database)
        async with database.engine.connect() as connection:
            columns = await connection.run_sync(lambda sync: {c["name"] for c in inspect(sync).get_columns("servers")})
        assert columns == {"guild_id", "language"}
    finally:
        await database.close()
