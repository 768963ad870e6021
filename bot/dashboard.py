"""Channel dashboards: one self-updating message per channel listing its open games (``/game dashboard``).

The message's id lives in the ``dashboards`` table, so a dashboard survives restarts. It is
updated when a game of its channel changes: the choreographer tells :class:`Dashboards` of
every change it shows (:meth:`Dashboards.changed`), and a periodic pass (at start-up, then
every ``interval`` seconds) catches what does not go through it (a lobby's joins, another
process's moves, changes made while the bot was down). Updates are coalesced per channel:
at most one edit every ``gap`` seconds, showing the latest games, and none when the text
would not change. Edits never ping: the message allows no mention.
"""

import asyncio
import logging
import time
from collections import defaultdict
from collections.abc import Callable

import discord

from bot.periodic import Periodic
from bot.present import common as present_common
from bot.present import mine as present_mine
from bot.service import GameService
from bot.service.mine import channel_games
from storage.homes import EVERYWHERE_ALWAYS, Homes
from storage.records import DashboardRecord

log = logging.getLogger(__name__)

DEFAULT_GAP = 10.0  # seconds between two edits of one channel's dashboard
DEFAULT_INTERVAL = 60.0  # seconds between two passes over every dashboard


class Dashboards(Periodic):
    """Posts, updates and removes the channels' dashboards."""

    task_name = "dashboards"

    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        *,
        gap: float = DEFAULT_GAP,
        interval: float = DEFAULT_INTERVAL,
        clock: Callable[[], float] = time.monotonic,
        home: Homes = EVERYWHERE_ALWAYS,
    ) -> None:
        super().__init__(interval)
        self.home = home  # the servers whose dashboards this process keeps now (another process keeps the others)
        self.client = client
        self.service = service
        self.gap = gap
        self.clock = clock
        self._channels: set[int] | None = None  # channels with a dashboard (None: not read yet, changes wait)
        self._shown: dict[int, str] = {}  # channel id -> the text its dashboard shows
        self._last_edit: dict[int, float] = {}
        self._scheduled: dict[int, asyncio.Task[None]] = {}
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)

    # --- The periodic pass -------------------------------------------------------------------------

    async def stop(self) -> None:
        """Stop the passes and make the edits still waiting for their turn."""
        await super().stop()
        await self.flush()

    async def one_pass(self, *, first: bool) -> None:
        """Look at every dashboard."""
        await self.run_once()

    async def run_once(self) -> None:
        """Read which channels have a dashboard, and bring each up to date (within the edit gap)."""
        home = self.home()
        rows = [row for row in await self.service.store.dashboards.all() if home.owns(row.guild_id)]
        self._channels = {row.channel_id for row in rows}
        for row in rows:
            self._touch(row.channel_id)

    async def flush(self) -> None:
        """Make every waiting edit now (at shutdown, and in tests)."""
        for channel_id, task in list(self._scheduled.items()):
            task.cancel()
            if self._scheduled.get(channel_id) is task:
                del self._scheduled[channel_id]
            await self.refresh(channel_id)

    # --- Changes -----------------------------------------------------------------------------------

    def changed(self, channel_id: int) -> None:
        """A game of this channel changed: the channel's dashboard, if there is one, will show it (never raises)."""
        if self._channels is not None and channel_id in self._channels:
            self._touch(channel_id)

    def _touch(self, channel_id: int) -> None:
        """Update the channel's dashboard as soon as its edit gap allows; changes meanwhile join that edit."""
        if channel_id in self._scheduled:
            return
        wait = max(0.0, self._last_edit.get(channel_id, float("-inf")) + self.gap - self.clock())
        self._scheduled[channel_id] = asyncio.create_task(self._later(channel_id, wait), name=f"dashboard-{channel_id}")

    async def _later(self, channel_id: int, wait: float) -> None:
        await asyncio.sleep(wait)
        if self._scheduled.get(channel_id) is asyncio.current_task():
            del self._scheduled[channel_id]
        try:
            await self.refresh(channel_id)
        except Exception:
            log.exception("could not update the dashboard of channel %s", channel_id)

    async def refresh(self, channel_id: int) -> bool:
        """Edit the channel's dashboard to show its games now, unless it already does; True if it was edited."""
        async with self._locks[channel_id]:
            row = await self.service.store.dashboards.get(channel_id)
            if row is None:
                self._forget(channel_id)
                return False
            message = await self.message(row.guild_id, channel_id)
            if self._shown.get(channel_id) == message.content:
                return False
            target = self.client.get_partial_messageable(channel_id).get_partial_message(row.message_id)
            try:
                await target.edit(content=message.text(), allowed_mentions=discord.AllowedMentions.none())
            except discord.NotFound:
                log.info("the dashboard of channel %s was deleted; it is off", channel_id)
                await self.service.store.dashboards.drop(channel_id, row.message_id)
                self._forget(channel_id)
                return False
            except discord.HTTPException as failure:
                log.warning("could not edit the dashboard of channel %s: %s", channel_id, failure)
                return False
            finally:
                self._last_edit[channel_id] = self.clock()
            self._shown[channel_id] = message.content
            return True

    async def message(self, guild_id: int, channel_id: int) -> present_common.Message:
        """The dashboard of a channel as it stands."""
        games = await channel_games(self.service, guild_id, channel_id)
        code = await self.service.store.servers.language(guild_id)  # a public message: the server's language
        return present_mine.dashboard_message(games, channel_id, code)

    # --- /game dashboard ---------------------------------------------------------------------------

    async def post(self, guild_id: int, channel_id: int) -> discord.Message:
        """Post the channel's dashboard, replacing (and deleting) the one it had; the new message."""
        async with self._locks[channel_id]:
            message = await self.message(guild_id, channel_id)
            channel = self.client.get_partial_messageable(channel_id)
            posted = await channel.send(content=message.text(), allowed_mentions=discord.AllowedMentions.none())
            replaced = await self.service.store.dashboards.put(channel_id, guild_id, posted.id)
            if self.home().owns(guild_id):  # the first pass reads the others
                self._channels = (self._channels or set()) | {channel_id}
            self._shown[channel_id] = message.content
            self._last_edit[channel_id] = self.clock()
        if replaced is not None and replaced.message_id != posted.id:
            await self._delete(replaced)
        return posted

    async def remove(self, channel_id: int) -> DashboardRecord | None:
        """Take the channel's dashboard down (its message deleted); the one removed, None if it had none."""
        async with self._locks[channel_id]:
            dropped = await self.service.store.dashboards.drop(channel_id)
            self._forget(channel_id)
        if dropped is not None:
            await self._delete(dropped)
        return dropped

    def _forget(self, channel_id: int) -> None:
        if self._channels is not None:
            self._channels.discard(channel_id)
        self._shown.pop(channel_id, None)
        task = self._scheduled.pop(channel_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    async def _delete(self, dashboard: DashboardRecord) -> None:
        """Delete an old dashboard message; one already gone (or that cannot be deleted) is left as it is."""
        target = self.client.get_partial_messageable(dashboard.channel_id).get_partial_message(dashboard.message_id)
        try:
            await target.delete()
        except discord.NotFound:
            pass
        except discord.HTTPException as failure:
            log.warning("could not delete the old dashboard of channel %s: %s", dashboard.channel_id, failure)
