"""End-to-end harness: a Discord API emulator per test, discord.py pointed at it, clients started and stopped.

Fixtures:
- ``emulator``: a started ``DiscordEmulator`` with ``Route.BASE`` and ``DEFAULT_GATEWAY`` patched for
  the test (restored afterwards). The test fails if the bot hit a route the emulator does not know
  or an emulator bug, so gaps are visible.
- ``run_client``: ``await run_client(client)`` logs a ``discord.Client`` in and waits until it is
  ready; every client started this way is closed at teardown.
- ``open_table``: ``await open_table("biblios")`` logs our bot (``demo.table.Table``) in to the
  emulator on a fresh SQLite file, with that game alone registered; ``table`` is a Biblios table.
"""

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import discord
import discord.http
import pytest

from demo.images import quick_images_for
from demo.table import Table
from discord_emulator import DiscordEmulator, RunningClient, pointed_at, start_client
from engine.core import registry
from storage.db import Database
from tests.e2e.bot_checks import GAME_SEED, game_spec

StartClient = Callable[[discord.Client], Awaitable[RunningClient]]
RETRY_SPEED_UP = 1000.0


class _FastSleep:
    """``asyncio`` as discord.py's HTTP client sees it, with its retry sleeps a thousand times shorter."""

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    @staticmethod
    async def sleep(delay: float, result: Any = None) -> Any:
        return await asyncio.sleep(delay / RETRY_SPEED_UP, result)


@pytest.fixture
def fast_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """discord.py retries a 5xx answer after sleeping 1, 3, 5, 7 and 9 s: make those sleeps milliseconds."""
    monkeypatch.setattr(discord.http, "asyncio", _FastSleep())


@pytest.fixture
async def emulator() -> AsyncIterator[DiscordEmulator]:
    """A running emulator that discord.py talks to during the test."""
    emulator = DiscordEmulator()
    await emulator.start()
    try:
        with pointed_at(emulator):
            yield emulator
    finally:
        await emulator.stop()
    problems = [f"unsupported route: {r}" for r in emulator.unsupported]
    problems += [f"emulator error: {e}" for e in emulator.internal_errors]
    if problems:
        pytest.fail("\n".join(problems))


@pytest.fixture
async def run_client(emulator: DiscordEmulator) -> AsyncIterator[StartClient]:
    """Start clients against the emulator; all are closed after the test."""
    running: list[RunningClient] = []

    async def start(client: discord.Client) -> RunningClient:
        runner = await start_client(emulator, client)
        running.append(runner)
        return runner

    yield start
    for runner in reversed(running):
        await runner.stop()


# --- Our bot at a table (tests/e2e/test_bot_*.py) -------------------------------------------------------

OpenTable = Callable[..., Awaitable[Table]]


@pytest.fixture
async def database(tmp_path: Path) -> AsyncIterator[Database]:
    """A fresh SQLite file; the bot migrates it when it starts."""
    db = Database(f"sqlite+aiosqlite:///{tmp_path / 'games.sqlite3'}")
    yield db
    await db.close()


@pytest.fixture
async def open_table(
    emulator: DiscordEmulator, database: Database, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[OpenTable]:
    """``await open_table(game_key, renderer_for=...)``: our bot logged in, with only that game registered.

    The table has Ana, Ben, Cy and Dan in #games; pictures are stand-ins with the real texts
    unless ``renderer_for`` says otherwise; every game opened gets the seed ``GAME_SEED``.
    Other keyword arguments go to the ``Table`` (e.g. ``reconcile_interval=0.1``).
    """
    opened: list[Table] = []

    async def open_(
        key: str = "biblios", *, renderer_for: Callable[[str], Any] = quick_images_for, **options: Any
    ) -> Table:
        games = {key: game_spec(key)}
        monkeypatch.setattr(registry, "all_games", lambda: dict(games))
        table = Table(
            emulator,
            database,
            member_names=("Ana", "Ben", "Cy", "Dan"),
            games=games,
            renderer_for=renderer_for,
            seeds=lambda: GAME_SEED,
            **options,
        )
        opened.append(table)
        await table.start()
        return table

    yield open_
    for table in opened:
        await table.stop()


@pytest.fixture
async def table(open_table: OpenTable) -> Table:
    """Our bot at a table where Biblios is played (stand-in pictures, real texts)."""
    return await open_table("biblios")
