"""Alembic environment: the models' metadata, batch mode (SQLite ALTERs), two ways in.

- From the bot: ``storage.db.Database.migrate`` passes its open connection in
  ``config.attributes["connection"]``; the migration joins that transaction, which holds the
  migration lock (``storage.db.run_migration``).
- From the command line (``alembic -c migrations/alembic.ini upgrade head``): a
  ``storage.db.Database`` is built for ``-x url=...``, else ``DATABASE_URL``, else the
  default SQLite file, so SQLite gets the same connection settings, and the same migration
  lock, as in the bot.
"""

import asyncio
from logging.config import fileConfig

from alembic import context
from sqlalchemy import Connection

from storage.db import Database, async_url, database_url, run_migration
from storage.models import Base

config = context.config
target_metadata = Base.metadata


def command_line_url() -> str:
    return context.get_x_argument(as_dictionary=True).get("url") or database_url()


def configure(**options: object) -> None:
    context.configure(target_metadata=target_metadata, render_as_batch=True, compare_type=True, **options)


def run_offline() -> None:
    configure(url=async_url(command_line_url()), literal_binds=True, dialect_opts={"paramstyle": "named"})
    with context.begin_transaction():
        context.run_migrations()


def run_on(connection: Connection) -> None:
    configure(connection=connection)
    with context.begin_transaction():
        context.run_migrations()


async def run_from_command_line() -> None:
    database = Database(command_line_url())
    try:
        async with database.engine.connect() as connection:
            await run_migration(connection, run_on)  # as the bot does: one process at a time, no cascades
    finally:
        await database.close()


shared_connection = config.attributes.get("connection")
if shared_connection is not None:
    run_on(shared_connection)
else:
    if config.config_file_name is not None:
        fileConfig(config.config_file_name, disable_existing_loggers=False)
    if context.is_offline_mode():
        run_offline()
    else:
        asyncio.run(run_from_command_line())
