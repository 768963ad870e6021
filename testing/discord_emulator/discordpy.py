"""discord.py glue: point the library at an emulator and run clients against it.

discord.py reads ``discord.http.Route.BASE`` for every REST route (the interaction webhook
included) and ``DiscordWebSocket.DEFAULT_GATEWAY`` (a ``yarl.URL``) for the first gateway
connection; READY's ``resume_gateway_url`` covers reconnects. ``start_client`` shortens the
client's ``guild_ready_timeout`` (how long it waits for more GUILD_CREATEs before on_ready, two
seconds by default) to 0.05 s, since the emulator sends every guild at once.
"""

import asyncio
import contextlib
from collections.abc import Iterator

import discord
import discord.gateway
import discord.http
import yarl

from .emulator import DiscordEmulator


@contextlib.contextmanager
def pointed_at(emulator: DiscordEmulator) -> Iterator[None]:
    """Within the block, discord.py talks to the emulator; the real URLs come back afterwards."""
    route, websocket = discord.http.Route, discord.gateway.DiscordWebSocket
    saved = route.BASE, websocket.DEFAULT_GATEWAY
    route.BASE = emulator.api_url
    websocket.DEFAULT_GATEWAY = yarl.URL(emulator.gateway_url)
    try:
        yield
    finally:
        route.BASE, websocket.DEFAULT_GATEWAY = saved


class RunningClient:
    """A discord.py client running against the emulator in a background task."""

    def __init__(self, emulator: DiscordEmulator, client: discord.Client, task: asyncio.Task[None]) -> None:
        self.emulator = emulator
        self.client = client
        self.task = task

    async def stop(self) -> None:
        """Close the client, wait for its task, and until the emulator has seen its gateway connection close.

        discord.py 2.7 on aiohttp 3.14 ends the socket with close code 4000, so the session stays
        resumable (as on Discord); a new client IDENTIFYs a new session.
        """
        ws = self.client.ws
        session_id = None if ws is None else ws.session_id
        await self.client.close()
        try:
            await asyncio.wait_for(self.task, timeout=5.0)
        except (asyncio.CancelledError, discord.ConnectionClosed):
            pass
        session = self.emulator.gateway.sessions.get(session_id or "")
        if session is not None:
            await self.emulator.wait_until(lambda: session.connection is None, timeout=2.0, poll=0.002)


GUILD_READY_TIMEOUT = 0.05


async def start_client(emulator: DiscordEmulator, client: discord.Client, *, timeout: float = 10.0) -> RunningClient:
    """Log a client in with the emulator's token and wait until it is ready (on_ready fired)."""
    state = client._connection  # discord.py's ConnectionState holds the option the constructor took
    state.guild_ready_timeout = min(state.guild_ready_timeout, GUILD_READY_TIMEOUT)
    task = asyncio.create_task(client.start(emulator.token), name="emulated-discord-client")
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not client.is_ready():
        if task.done():
            task.result()
            raise RuntimeError("the client stopped before it was ready")
        if loop.time() > deadline:
            task.cancel()
            raise TimeoutError(f"the client was not ready after {timeout:.1f}s")
        await asyncio.sleep(0.002)
    return RunningClient(emulator, client, task)
