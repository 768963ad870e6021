"""The database: one engine and session factory per process, and the migrations runner.

``DATABASE_URL`` picks the database; without it games live in a SQLite file under
``./data/`` (DESIGN.md "Storage"). On SQLite every connection waits for a busy
database instead of failing (``busy_timeout``), uses write-ahead logging so reads
never block, enforces foreign keys, and lets SQLAlchemy emit ``BEGIN`` itself: a
write transaction starts with ``BEGIN IMMEDIATE`` (see :data:`WRITE`), so concurrent
writers queue for the write lock instead of failing half-way. Within the process,
SQLite writers also take turns on an asyncio lock (:meth:`Database.write_turn`), which
spares them SQLite's sleep-and-retry polling; the busy timeout still covers other
processes (the Alembic command line, a second bot). Processes starting together on one
database migrate it one at a time (:func:`run_migration`).
"""

import asyncio
import errno
import logging
import os
import re
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager, nullcontext
from functools import partial
from importlib import resources
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

DEFAULT_URL = "sqlite+aiosqlite:///./data/games.sqlite3"
SQLITE_BUSY_TIMEOUT_SECONDS = 30.0

MIGRATION_LOCK_KEY = 0x626F_6172_6467_616D  # "boardgam": PostgreSQL's advisory lock taken by migrations
MIGRATION_LOCK_SUFFIX = "-migration.lock"  # beside a SQLite file, as its -wal and -shm files are
MIGRATION_LOCK_POLL_SECONDS = 0.05

WRITE = "storage_write"
"""Execution option marking a connection that will write; on SQLite it begins ``IMMEDIATE``."""

DRIVER_LOGGERS = ("aiosqlite",)
"""The database drivers' loggers that print each statement with its parameters at ``DEBUG`` (game states,
hidden cards included); they are kept at ``INFO`` at least. (SQLAlchemy's own statement log shows no
parameters: every engine is made with ``hide_parameters``; asyncpg logs no statement.)"""

_ASYNC_DRIVERS = {"postgres": "postgresql+asyncpg", "postgresql": "postgresql+asyncpg", "sqlite": "sqlite+aiosqlite"}
_DRIVER_EXTRAS = {"asyncpg": "postgres"}  # driver package -> the extra of pyproject.toml that installs it
_PASSWORD = re.compile(r"(://[^:/@]*:)[^@]*@")
EXAMPLE_URLS = "postgresql://user:password@host/games or sqlite:///./data/games.sqlite3"


def quiet_driver_logs() -> None:
    """Keep :data:`DRIVER_LOGGERS` above ``DEBUG``, whatever level the root logger has (an explicit level stays)."""
    for name in DRIVER_LOGGERS:
        logger = logging.getLogger(name)
        if logger.level == logging.NOTSET:
            logger.setLevel(logging.INFO)


quiet_driver_logs()  # on import, as SQLAlchemy quiets its own loggers: before any engine exists, for every program


class DatabaseUrlError(ValueError):
    """``DATABASE_URL`` cannot be used; ``message`` says why, naming the URL without its password."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def database_url(environ: Mapping[str, str] = os.environ) -> str:
    """The configured database URL: ``DATABASE_URL``, or the SQLite file under ``./data/``."""
    return environ.get("DATABASE_URL") or DEFAULT_URL


def async_url(url: str | URL) -> URL:
    """``url`` with an async driver: ``postgresql://`` becomes asyncpg, ``sqlite://`` aiosqlite."""
    parsed = make_url(url)
    driver = _ASYNC_DRIVERS.get(parsed.drivername)
    return parsed.set(drivername=driver) if driver else parsed


def shown_url(url: str | URL) -> str:
    """``url`` as it may be printed or logged: its password replaced by ``***``, even if it does not parse.

    >>> shown_url("postgresql://bot:hunter2@db/games")
    'postgresql://bot:***@db/games'
    """
    if isinstance(url, URL):
        return url.render_as_string(hide_password=True)
    try:
        return make_url(url).render_as_string(hide_password=True)
    except (ArgumentError, ValueError):
        return _PASSWORD.sub(r"\1***@", url)


def checked_url(url: str | URL) -> URL:
    """``url`` with its async driver, after checking that SQLAlchemy parses it and its driver is installed.

    Raises :class:`DatabaseUrlError` saying what is wrong and what would work instead.
    """
    shown = shown_url(url)
    try:
        parsed = async_url(url)
    except (ArgumentError, ValueError):
        raise DatabaseUrlError(
            f"DATABASE_URL {shown} is not a database URL SQLAlchemy can read; use e.g. {EXAMPLE_URLS}."
        ) from None
    try:
        dialect = parsed.get_dialect()
    except NoSuchModuleError:
        raise DatabaseUrlError(
            f"DATABASE_URL {shown} names the database driver {parsed.drivername!r}, which SQLAlchemy does not know; "
            f"use e.g. {EXAMPLE_URLS}."
        ) from None
    if not dialect.is_async:
        raise DatabaseUrlError(
            f"DATABASE_URL {shown} names {parsed.drivername!r}, which is not an asyncio driver; "
            "use postgresql+asyncpg:// or sqlite+aiosqlite:// (or plain postgresql:// or sqlite://)."
        )
    try:
        dialect.import_dbapi()
    except ImportError as error:
        package = error.name or parsed.drivername
        extra = _DRIVER_EXTRAS.get(package)
        install = f"pip install -e '.[{extra}]'" if extra else f"pip install {package}"
        raise DatabaseUrlError(
            f"DATABASE_URL {shown} needs the Python package {package!r}, which is not installed: {install}."
        ) from None
    return parsed


def startup_failure(url: str | URL, error: BaseException) -> str:
    """One line for the operator: the database at ``url`` could not be opened or migrated, why, and what to check.

    >>> startup_failure("sqlite:///data/games.sqlite3", OSError(errno.ENOSPC, "No space left on device"))
    'Could not open the database sqlite:///data/games.sqlite3: No space left on device. Free some disk space, then start the bot again.'
    """  # noqa: E501
    if isinstance(error, DatabaseUrlError):
        return error.message
    reason = _reason(error)
    lowered = reason.lower()
    code = error.errno if isinstance(error, OSError) else None
    sqlite = is_sqlite_url(url)
    if code == errno.ENOSPC or "disk is full" in lowered or "no space" in lowered:
        advice = "Free some disk space, then start the bot again."
    elif code in (errno.EROFS, errno.EACCES, errno.EPERM) or "readonly" in lowered or "read-only" in lowered:
        advice = "Check that the database file and its folder are writable by this user (and not on a read-only disk)."
    elif "disk i/o" in lowered or code == errno.EIO:
        advice = "The disk reported an error: check the disk and its free space."
    elif sqlite or isinstance(error, NotADirectoryError | FileExistsError | FileNotFoundError):
        advice = "Check that the database's folder exists or can be created, and that this user may write there."
    else:
        advice = "Check that the database server is running and reachable there, and the user name and password."
    return f"Could not open the database {shown_url(url)}: {reason}. {advice}"


def is_sqlite_url(url: str | URL) -> bool:
    """Whether ``url`` names a SQLite database (False for a URL that cannot be read)."""
    try:
        return make_url(url).get_backend_name() == "sqlite"
    except (ArgumentError, ValueError):
        return False


def _reason(error: BaseException) -> str:
    """The driver's own words for ``error``, on one line (SQLAlchemy adds the SQL and a link to its docs)."""
    cause: BaseException = error.orig if isinstance(error, DBAPIError) and error.orig is not None else error
    if isinstance(cause, OSError) and cause.strerror:
        text = cause.strerror + (f": {cause.filename}" if cause.filename else "")
    else:
        text = str(cause) or type(cause).__name__
    return " ".join(text.split()).rstrip(".")


def alembic_config() -> Config:
    """The Alembic configuration of the ``migrations`` package (also usable from the command line)."""
    ini = resources.files("migrations").joinpath("alembic.ini")
    return Config(str(ini))


class Database:
    """The engine and session factory for one database URL, built once."""

    def __init__(self, url: str | URL | None = None, *, echo: bool = False) -> None:
        self.url = async_url(url or database_url())
        # the parameters are the players' moves and states, hidden cards included: never in a log or an error text
        options: dict[str, Any] = {"echo": echo, "hide_parameters": True}
        if self.is_sqlite:
            _make_parent_folder(self.url)
            options["connect_args"] = {"timeout": SQLITE_BUSY_TIMEOUT_SECONDS}
        else:
            options["pool_pre_ping"] = True  # a bot runs for weeks; servers drop idle connections
        self.engine: AsyncEngine = create_async_engine(self.url, **options)
        if self.is_sqlite:
            _prepare_sqlite(self.engine)
        self.sessions: async_sessionmaker[AsyncSession] = async_sessionmaker(self.engine, expire_on_commit=False)
        self._write_lock = asyncio.Lock() if self.is_sqlite else None

    @property
    def is_sqlite(self) -> bool:
        """Whether this is a SQLite database."""
        return self.url.get_backend_name() == "sqlite"

    @asynccontextmanager
    async def write_turn(self) -> AsyncIterator[None]:
        """Wait for this process's turn to write (SQLite has one writer at a time; others need no turn)."""
        if self._write_lock is None:
            yield
            return
        async with self._write_lock:
            yield

    async def migrate(self) -> None:
        """Bring the schema to the latest Alembic revision (run at start-up)."""
        async with self.write_turn(), self.engine.connect() as connection:
            await migrate_on(connection)

    async def close(self) -> None:
        """Close every pooled connection."""
        await self.engine.dispose()


async def migrate_on(connection: AsyncConnection, *, revision: str = "head") -> None:
    """Upgrade the database ``connection`` is open on to ``revision`` (see :func:`run_migration`)."""
    await run_migration(connection, partial(_upgrade_to, revision=revision))


async def run_migration(connection: AsyncConnection, work: Callable[[Connection], None]) -> None:
    """Run Alembic's ``work`` on ``connection`` in one write transaction, one process at a time.

    Processes starting together on one database take turns, and each finds the schema where the
    previous one left it (at head: nothing to do). On PostgreSQL the transaction first takes an
    advisory lock, which the server releases when the transaction ends, even if the process dies;
    on a SQLite file, a lock on a file beside the database (:func:`sqlite_migration_lock`) is held
    around the transaction. (SQLite's ``BEGIN IMMEDIATE`` alone queues them too, but only for the
    busy timeout: a migration longer than that would fail the next starter.) An in-memory SQLite
    database belongs to one process and needs no turn.

    On SQLite, foreign keys are off while it runs: Alembic's batch mode rebuilds a table to
    drop a column, and dropping the old ``games`` table would otherwise cascade to every
    seat and log row. They are checked once the new tables are in place.
    """
    sqlite = connection.dialect.name == "sqlite"
    async with sqlite_migration_lock(connection.engine.url) if sqlite else nullcontext():
        await connection.execution_options(**{WRITE: True})
        if sqlite:
            await connection.run_sync(sqlite_pragma, "PRAGMA foreign_keys = OFF")
        try:
            async with connection.begin():
                if connection.dialect.name == "postgresql":
                    await connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK_KEY})")
                await connection.run_sync(work)
                if sqlite:
                    broken = (await connection.exec_driver_sql("PRAGMA foreign_key_check")).all()
                    if broken:
                        raise RuntimeError(f"the migration left rows whose parent is gone: {broken[:5]}")
        finally:
            if sqlite:
                await connection.run_sync(sqlite_pragma, "PRAGMA foreign_keys = ON")


@asynccontextmanager
async def sqlite_migration_lock(url: URL) -> AsyncIterator[None]:
    """Hold the lock file beside the SQLite database at ``url`` (``games.sqlite3-migration.lock``).

    Waits for a process that holds it, polling so that the wait can be cancelled; the operating
    system releases it if the holder dies. The file is left in place: removing it would let a
    waiter lock a file that a newcomer no longer sees. Nothing to hold for an in-memory
    database, or where ``fcntl`` does not exist (Windows: ``BEGIN IMMEDIATE`` then serialises alone).
    """
    database = url.database
    if fcntl is None or not database or database == ":memory:" or database.startswith("file:"):
        yield
        return
    with open(f"{Path(database).expanduser()}{MIGRATION_LOCK_SUFFIX}", "a") as lock:
        while True:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                await asyncio.sleep(MIGRATION_LOCK_POLL_SECONDS)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


PROCESS_LOCK_SUFFIX = "-process.lock"  # beside a SQLite file: held by the one bot process that serves it


class DatabaseInUse(Exception):
    """Another bot process serves this SQLite database; ``message`` says so in one line."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@contextmanager
def sqlite_process_lock(url: str | URL) -> Iterator[None]:
    """Hold, for a process's whole life, the lock file that says a bot serves the SQLite database at ``url``.

    SQLite has one writer at a time and no notification between processes, so one bot process
    alone may serve a SQLite file; a second one raises :class:`DatabaseInUse` at once instead of
    waiting. The operating system releases the lock when its holder exits or is killed. Nothing
    to hold for PostgreSQL, an in-memory database, or where ``fcntl`` does not exist.
    """
    parsed = async_url(url)
    database = parsed.database
    if parsed.get_backend_name() != "sqlite" or fcntl is None or not database or database == ":memory:":
        yield
        return
    if database.startswith("file:"):  # a URI names a shared in-memory database or a file we cannot place
        yield
        return
    _make_parent_folder(parsed)
    path = f"{Path(database).expanduser()}{PROCESS_LOCK_SUFFIX}"
    with open(path, "a") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise DatabaseInUse(
                f"Another bot process already uses the SQLite database {shown_url(parsed)} (it holds {path}); "
                "several processes need a PostgreSQL DATABASE_URL."
            ) from None
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def sqlite_pragma(connection: Connection, pragma: str) -> None:
    """Run a pragma outside any transaction (``PRAGMA foreign_keys`` does nothing inside one)."""
    cursor = connection.connection.dbapi_connection.cursor()  # type: ignore[union-attr]
    try:
        cursor.execute(pragma)
    finally:
        cursor.close()


def _upgrade_to(connection: Connection, *, revision: str) -> None:
    config = alembic_config()
    config.attributes["connection"] = connection
    command.upgrade(config, revision)


def _make_parent_folder(url: URL) -> None:
    database = url.database
    if database and database != ":memory:" and not database.startswith("file:"):
        Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)


def _prepare_sqlite(engine: AsyncEngine) -> None:
    @event.listens_for(engine.sync_engine, "connect")
    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # the driver emits no BEGIN; on_begin does
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {int(SQLITE_BUSY_TIMEOUT_SECONDS * 1000)}")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = NORMAL")  # durable across crashes of the process in WAL mode
        cursor.close()

    @event.listens_for(engine.sync_engine, "begin")
    def on_begin(connection: Connection) -> None:
        writing = connection.get_execution_options().get(WRITE, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if writing else "BEGIN")
