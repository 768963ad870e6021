"""``python -m bot``: read the configuration, migrate the database, connect to Discord and play."""

import asyncio
import logging
import signal
import sys
from contextlib import ExitStack, suppress

import aiohttp
import discord
from sqlalchemy.exc import SQLAlchemyError

from bot.client import build_bot
from bot.config import ConfigError, Settings
from bot.service import GameService, ThinkPool
from bot.service.pictures import in_pool
from renderers.pool import RenderPool
from storage.db import Database, DatabaseInUse, sqlite_process_lock, startup_failure

log = logging.getLogger("bot")

MISSING_TOKEN = """\
DISCORD_TOKEN is not set, so the bot cannot connect to Discord.
Create an application and its bot at https://discord.com/developers/applications,
copy the bot's token, then run:  DISCORD_TOKEN=your-token python -m bot"""

DATABASE_FAILURES = (OSError, SQLAlchemyError, ImportError, TimeoutError)
"""What opening and migrating the database raises when it is unreachable, read-only, full or misnamed."""


async def run(settings: Settings) -> int:
    """Migrate, connect and serve until stopped, the one process on a SQLite file; the process exit status."""
    stop_on_sigterm()
    with ExitStack() as held:
        try:
            held.enter_context(sqlite_process_lock(settings.database_url))
        except DatabaseInUse as error:
            print(error.message, file=sys.stderr)
            return 2
        except OSError as error:  # the lock file's folder cannot be made or written
            print(startup_failure(settings.database_url, error), file=sys.stderr)
            return 1
        return await serve(settings)


def stop_on_sigterm() -> None:
    """Make SIGTERM (how systemd, Docker or Kubernetes stop a process) a clean stop, as Ctrl-C is.

    The running task is cancelled: the bot closes (its edits made, its duty leases released, so
    the other processes take its games at once) instead of dying as a crash would.
    """
    task = asyncio.current_task()
    if task is not None:
        with suppress(NotImplementedError, RuntimeError):  # no signal handlers here (Windows, another thread)
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)


async def serve(settings: Settings) -> int:
    """Migrate, connect and serve until stopped; the process exit status."""
    assert settings.token is not None
    if settings.shards.sharded:
        log.info("running %s", settings.shards.describe())
    try:
        database = Database(settings.database_url)
    except DATABASE_FAILURES as error:
        print(startup_failure(settings.database_url, error), file=sys.stderr)
        return 1
    pool = RenderPool(settings.render_workers) if settings.render_workers else None
    thinking = ThinkPool(workers=settings.bot_workers)  # bot/service/thinking.py; 0: a thread of this process
    try:
        service = GameService(database, render=in_pool(pool) if pool is not None else None, think=thinking.think)
        try:
            await service.prepare()  # before the client exists, so a database failure is the only line printed
        except DATABASE_FAILURES as error:
            log.debug("could not prepare the database", exc_info=True)
            print(startup_failure(settings.database_url, error), file=sys.stderr)
            return 1
        if pool is not None:
            await pool.start()  # the workers warm their static layers before the first player waits
        bot = build_bot(settings, database, service=service)
        async with bot:
            await bot.start(settings.token)
    except discord.LoginFailure:
        print("Discord refused DISCORD_TOKEN: check that it is the bot's current token.", file=sys.stderr)
        return 2
    except discord.PrivilegedIntentsRequired:
        print("Discord refused a privileged intent; this bot needs none.", file=sys.stderr)
        return 2
    except (aiohttp.ClientError, OSError) as error:
        print(f"Could not reach Discord: {error}", file=sys.stderr)
        return 1
    finally:
        if pool is not None:
            pool.close()
        thinking.close()
        await database.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m bot`` and the ``boardgame-bot`` script; returns the exit status."""
    try:
        settings = Settings.from_env()
    except ConfigError as error:
        print(f"Configuration error: {error.message}", file=sys.stderr)
        return 2
    if not settings.token:
        print(MISSING_TOKEN, file=sys.stderr)
        return 2
    settings.configure_logging()
    try:
        return asyncio.run(run(settings))
    except (KeyboardInterrupt, asyncio.CancelledError):  # Ctrl-C, or SIGTERM (stop_on_sigterm)
        log.info("stopped")
        return 0


if __name__ == "__main__":
    sys.exit(main())
