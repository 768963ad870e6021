"""A table whose bot runs as its own process: ``python -m bot`` (``testkit.bot_process``) against the emulator.

The in-process :class:`~demo.table.Table` shares one interpreter between the bot, the Discord
emulator and the simulated players; under load they take turns on one event loop and one GIL,
and the emulator's share (parsing every uploaded picture, serving every call) is counted as
the bot's. Here the bot is the product's own start-up on a SQLite file, exactly as an operator
runs it, and this process holds only Discord's side: the emulator and the players.

The bot reports each interaction it has finished handling on a pipe (``HANDLED_FD``), so
:meth:`Table.do` waits for it just as in-process; everything else the table reads (the games
as stored) comes from the same database file.
"""

import asyncio
import os
import signal
import sys
from pathlib import Path
from typing import Any

from demo.table import Table
from discord_emulator import DiscordEmulator
from storage import Storage
from storage.db import Database

START_TIMEOUT = 60.0  # seconds for the bot's process to migrate, start its workers and connect
STOP_TIMEOUT = 30.0  # seconds for a clean stop (Ctrl-C: held-back edits made, leases released)


class ProcessTable(Table):
    """An emulated server and a real bot process on the SQLite file ``path``."""

    def __init__(
        self,
        emulator: DiscordEmulator,
        path: Path,
        *,
        render_workers: int = 1,
        edit_window: float = 1.0,
        member_names: tuple[str, ...] = (),
    ) -> None:
        self.path = path
        super().__init__(
            emulator, Database(f"sqlite+aiosqlite:///{path}"), member_names=member_names, edit_window=edit_window
        )
        self.render_workers = render_workers
        self.process: asyncio.subprocess.Process | None = None
        self._reader: asyncio.Task[None] | None = None
        self._store = Storage(self.database)

    async def start(self) -> Any:
        """Start the bot's process and wait until it is connected to the emulator."""
        from demo.table import Handled

        self.handled = Handled()
        read_end, write_end = os.pipe()
        env = {
            **os.environ,
            "DISCORD_TOKEN": self.emulator.token,
            "DATABASE_URL": f"sqlite+aiosqlite:///{self.path}",
            "EMULATOR_API_URL": self.emulator.api_url,
            "EMULATOR_GATEWAY_URL": self.emulator.gateway_url,
            "RENDER_WORKERS": str(self.render_workers),
            "EDIT_WINDOW": str(self.edit_window),
            "HANDLED_FD": str(write_end),
            "LOG_LEVEL": "WARNING",
        }
        env.pop("BOT_CRASH_AT", None)
        sessions = len(self.emulator.gateway.sessions)
        try:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "testkit.bot_process", env=env, pass_fds=(write_end,)
            )
        finally:
            os.close(write_end)
        self._reader = asyncio.create_task(self._read_handled(read_end))
        await self.emulator.wait_until(lambda: len(self.emulator.gateway.sessions) > sessions, timeout=START_TIMEOUT)
        await self.emulator.wait_for_sessions(1, timeout=START_TIMEOUT)
        return None

    async def _read_handled(self, fd: int) -> None:
        """Mark each interaction the bot reports as handled, until its end of the pipe closes."""
        loop = asyncio.get_running_loop()
        reader = asyncio.StreamReader()
        transport, _ = await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), os.fdopen(fd, "rb"))
        try:
            while line := await reader.readline():
                assert self.handled is not None
                self.handled.mark(int(line))
        finally:
            transport.close()

    async def stop(self) -> None:
        """Stop the bot's process as an operator would (Ctrl-C), then close the table's own reads."""
        if self.process is not None and self.process.returncode is None:
            self.process.send_signal(signal.SIGINT)
            try:
                await asyncio.wait_for(self.process.wait(), STOP_TIMEOUT)
            except TimeoutError:
                self.process.kill()
                await self.process.wait()
        if self._reader is not None:
            await self._reader
        self.process = None
        await self.database.close()

    async def record(self, game_id: int) -> Any:
        """The game as stored now (read from the same file)."""
        return await self._store.games.get(game_id)

    async def flush(self) -> None:
        """Let the bot's held-back board edits be made (its own timers make them within the edit window)."""
        await asyncio.sleep(self.edit_window + 0.2)

    async def bots_moved(self) -> None:
        """Not here: the bench's tables have no bot players (their idleness is the bot process's own)."""
        raise NotImplementedError("a table of bot players runs its bot in this process (demo.table.Table)")
