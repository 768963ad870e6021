"""A fresh database on a PostgreSQL server, for the tests and benches that run on one (``TEST_DATABASE_URL``)."""

import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import create_async_engine

from storage.db import async_url


@asynccontextmanager
async def fresh_database(server: str, prefix: str) -> AsyncIterator[str]:
    """A new, empty database named ``prefix`` and a random suffix on the server ``server`` (a URL): its URL.

    The database is dropped afterwards, even while connections to it are still open.
    """
    admin = create_async_engine(async_url(server), isolation_level="AUTOCOMMIT")
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    async with admin.connect() as connection:
        await connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
    try:
        yield async_url(make_url(server).set(database=name)).render_as_string(hide_password=False)
    finally:
        async with admin.connect() as connection:
            await connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.dispose()
