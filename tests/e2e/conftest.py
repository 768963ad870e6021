"""End-to-end harness: a Discord API emulator per test, discord.py pointed at it, clients started and stopped.

Fixtures:
- ``emulator``: a started ``DiscordEmulator`` with ``Route.BASE`` and ``DEFAULT_GATEWAY`` patched for
  the test (restored afterwards). The test fails if the bot hit a route the emulator does not know
  or an emulator bug, so gaps are visible.
- ``run_client``: ``await run_client(client)`` logs a ``discord.Client`` in and waits until it is
  ready; every client started this way is closed at teardown.
"""

from collections.abc import AsyncIterator, Awaitable, Callable

import discord
import pytest

from discord_emulator import DiscordEmulator, RunningClient, pointed_at, start_client

StartClient = Callable[[discord.Client], Awaitable[RunningClient]]


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
