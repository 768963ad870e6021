"""Migrations: empty database to head and back, models equal to the migrated schema, the CLI."""

import os
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect

from storage import Database
from storage.db import WRITE, alembic_config
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
