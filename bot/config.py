"""The bot's configuration, read once from the environment (DESIGN.md "Bot": configuration)."""

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass

from bot.leases import LEASE_SECONDS
from bot.parse import ascii_int
from bot.shards import ShardError, Shards
from storage.db import DEFAULT_URL, DatabaseUrlError, checked_url, is_sqlite_url

DEFAULT_LOG_LEVEL = "INFO"
DEFAULT_RECONCILE_INTERVAL = 60.0
DEFAULT_SCHEDULER_INTERVAL = 30.0
DEFAULT_RENDER_WORKERS = 1  # the second core of a two-core machine draws; the first runs the bot
MAX_RENDER_WORKERS = 16
DEFAULT_BOT_WORKERS = 1  # bots think in one process of their own, beside the pictures' workers
MAX_BOT_WORKERS = 16
MAX_PORT = 65535
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
PAYLOAD_LOGGERS = ("discord.http", "discord.gateway", "discord.webhook.async_", "discord.webhook.sync")
"""discord.py's loggers that print request and response bodies at DEBUG (message texts, DMs, hidden cards)."""


class ConfigError(Exception):
    """A configuration value that cannot be used; ``message`` says which and why."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the bot reads from its environment.

    - ``DISCORD_TOKEN``: the bot token; required to connect (not to build the bot in tests).
    - ``DATABASE_URL``: an SQLAlchemy async URL; default a SQLite file under ``./data/``.
    - ``DISCORD_GUILD_ID``: optional; commands are synced to this one server at once
      (global sync can take up to an hour to appear).
    - ``LOG_LEVEL``: ``DEBUG``, ``INFO`` (default), ``WARNING`` or ``ERROR``.
    - ``RENDER_WORKERS``: worker processes that draw the pictures (default 1; 0 draws in a thread
      of the bot's process).
    - ``BOT_WORKERS``: worker processes that bot players think in (default 1; 0 thinks in a thread
      of the bot's process).
    - ``RECONCILE_INTERVAL``: seconds between two looks for game threads whose board is behind
      (default 60; the bot also looks once when it connects).
    - ``SCHEDULER_INTERVAL``: seconds between two looks for clocks that passed a reminder or
      ran out (default 30; also once when the bot connects, for deadlines passed while it was down).
    - ``LOG_DISCORD_PAYLOADS``: ``1`` to let discord.py log every request, response and gateway
      event body at ``DEBUG``. Off by default, even at ``LOG_LEVEL=DEBUG``: those bodies hold
      players' panels and DMs, hidden cards included.
    - ``SHARD_COUNT`` and ``SHARD_IDS``: the number of gateway shards of all processes together and
      the ones this process runs (``0-3``, ``4,5``; default all of them). Unset: one process, as
      Discord recommends. A process that does not run every shard shares the database with the
      others, which only PostgreSQL allows (see :mod:`bot.shards`).
    - ``DUTY_LEASE_SECONDS``: how long a process's duty lease lasts unrenewed (default 20; renewed
      every quarter of it): after a crash, its games' duties move to another process at most this
      late. Used only by processes that run some of the shards on PostgreSQL (see :mod:`bot.leases`).
    - ``METRICS_PORT``: optional; a port on which the bot serves Prometheus metrics (``/metrics``)
      and its health (``/healthz``); ``0`` lets the system choose one (logged). Unset: no server.
    """

    token: str | None = None
    database_url: str = DEFAULT_URL
    guild_id: int | None = None
    log_level: str = DEFAULT_LOG_LEVEL
    reconcile_interval: float = DEFAULT_RECONCILE_INTERVAL
    scheduler_interval: float = DEFAULT_SCHEDULER_INTERVAL
    render_workers: int = DEFAULT_RENDER_WORKERS
    bot_workers: int = DEFAULT_BOT_WORKERS
    log_discord_payloads: bool = False
    shards: Shards = Shards()
    duty_lease_seconds: float = LEASE_SECONDS
    metrics_port: int | None = None

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> "Settings":
        """Settings from ``environ`` (default: the process environment); ``ConfigError`` on a bad value."""
        env = os.environ if environ is None else environ
        token = env.get("DISCORD_TOKEN", "").strip() or None
        database_url = env.get("DATABASE_URL", "").strip() or DEFAULT_URL
        try:
            checked_url(database_url)
        except DatabaseUrlError as error:
            raise ConfigError(error.message) from None
        raw_guild = env.get("DISCORD_GUILD_ID", "").strip()
        if raw_guild and ascii_int(raw_guild) is None:
            raise ConfigError(f"DISCORD_GUILD_ID must be a server id (digits only), not {raw_guild!r}.")
        log_level = env.get("LOG_LEVEL", "").strip().upper() or DEFAULT_LOG_LEVEL
        if log_level not in LOG_LEVELS:
            raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {log_level!r}.")
        workers = _workers(env, "RENDER_WORKERS", DEFAULT_RENDER_WORKERS, MAX_RENDER_WORKERS)
        bot_workers = _workers(env, "BOT_WORKERS", DEFAULT_BOT_WORKERS, MAX_BOT_WORKERS)
        interval = _seconds(env, "RECONCILE_INTERVAL", DEFAULT_RECONCILE_INTERVAL)
        scheduler_interval = _seconds(env, "SCHEDULER_INTERVAL", DEFAULT_SCHEDULER_INTERVAL)
        raw_payloads = env.get("LOG_DISCORD_PAYLOADS", "").strip()
        if raw_payloads not in ("", "0", "1"):
            raise ConfigError(f"LOG_DISCORD_PAYLOADS must be 1 (on) or 0 (off, the default), not {raw_payloads!r}.")
        try:
            shards = Shards.parse(env.get("SHARD_COUNT", ""), env.get("SHARD_IDS", ""))
        except ShardError as error:
            raise ConfigError(error.message) from None
        if not shards.complete and is_sqlite_url(database_url):
            raise ConfigError(
                f"SHARD_IDS runs {shards.describe()}: the other shards' processes would share the SQLite "
                "database, which one process alone may use; set DATABASE_URL to a PostgreSQL database."
            )
        duty_lease_seconds = _seconds(env, "DUTY_LEASE_SECONDS", LEASE_SECONDS)
        raw_port = env.get("METRICS_PORT", "").strip()
        metrics_port = ascii_int(raw_port, maximum=MAX_PORT) if raw_port else None
        if raw_port and metrics_port is None:
            raise ConfigError(f"METRICS_PORT must be a port number from 0 to {MAX_PORT}, not {raw_port!r}.")
        return cls(
            token=token,
            database_url=database_url,
            guild_id=int(raw_guild) if raw_guild else None,
            log_level=log_level,
            reconcile_interval=interval,
            scheduler_interval=scheduler_interval,
            render_workers=workers,
            bot_workers=bot_workers,
            log_discord_payloads=raw_payloads == "1",
            shards=shards,
            duty_lease_seconds=duty_lease_seconds,
            metrics_port=metrics_port,
        )

    def configure_logging(self) -> None:
        """Set up the root logger at ``log_level``; discord.py's payload loggers stay above ``DEBUG`` unless asked."""
        level = getattr(logging, self.log_level)
        logging.basicConfig(level=level, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s")
        for name in PAYLOAD_LOGGERS:
            logging.getLogger(name).setLevel(logging.NOTSET if self.log_discord_payloads else max(level, logging.INFO))


def _workers(env: Mapping[str, str], name: str, default: int, maximum: int) -> int:
    """A number of worker processes from 0 to ``maximum``; ``ConfigError`` naming the variable otherwise."""
    raw = env.get(name, "").strip()
    workers = ascii_int(raw, maximum=maximum) if raw else default
    if workers is None:
        raise ConfigError(f"{name} must be a number from 0 to {maximum}, not {raw!r}.")
    return workers


def _seconds(env: Mapping[str, str], name: str, default: float) -> float:
    """A positive number of seconds from the environment; ``ConfigError`` naming the variable otherwise."""
    raw = env.get(name, "").strip()
    try:
        value = float(raw) if raw else default
    except ValueError:
        value = -1.0
    if not 0 < value < float("inf"):
        raise ConfigError(f"{name} must be a number of seconds above 0, not {raw!r}.")
    return value
