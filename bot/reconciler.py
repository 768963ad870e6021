"""The reconciler: repairs every thread whose board shows another version than the game's (DESIGN.md "Bot").

A board can fall behind when Discord refused or kept failing its update, or when the
process was killed between a move's commit and its board (see ``bot/choreography/`` for
the order that makes every such moment repairable). :class:`Reconciler` looks once when the
bot is ready, at every active game (and sweeps each thread for stray boards with live
buttons), then every ``interval`` seconds at the games whose stored ``board_version`` differs
from their ``version`` (a query, so an idle pass costs one read), and hands each to
:meth:`Choreographer.repair`. Then it sends the DMs stored as owed (``seats.dm_version``: a
change records whom it owes a DM in its own transaction) that no process has sent.

A change made by this process less than ``grace`` seconds ago is left alone: its own board
update may still be on its way (the mover's panel is shown first), and repairing it too
would do its work twice. Changes from before this process started are repaired at once.
"""

import asyncio
import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from bot.choreography import Choreographer
from bot.periodic import Periodic
from bot.service import GameService
from storage.homes import EVERYWHERE_ALWAYS, Home, Homes
from storage.models import utc_now
from storage.records import GameRecord

log = logging.getLogger(__name__)

DEFAULT_INTERVAL = 60.0
DEFAULT_GRACE = 10.0


class Reconciler(Periodic):
    """Brings the boards of games back in line with the stored games: at start-up, then periodically."""

    task_name = "board-reconciler"

    def __init__(
        self,
        service: GameService,
        choreographer: Choreographer,
        *,
        interval: float = DEFAULT_INTERVAL,
        grace: float = DEFAULT_GRACE,
        now: Callable[[], datetime] = utc_now,
        home: Homes = EVERYWHERE_ALWAYS,
    ) -> None:
        super().__init__(interval)
        self.home = home  # the games this process repairs now (those of the shards it holds)
        self.service = service
        self.choreographer = choreographer
        self.grace = grace
        self.now = now
        self.started_at = now()
        self._first_pass = asyncio.Event()
        self._taken: Home | None = None  # whose threads to sweep at the next pass (taken over from a stopped process)

    async def started(self) -> None:
        """Wait until the start-up pass is over."""
        await self._first_pass.wait()

    async def one_pass(self, *, first: bool) -> None:
        """The start-up pass sweeps every thread; the later ones look only at boards behind."""
        taken, self._taken = self._taken, None
        await self.run_once(sweep=first, sweep_in=None if first else taken)

    def sweep_next(self, taken: Home) -> None:
        """Sweep the threads of ``taken``'s games at the next pass, as at start-up (taken from a stopped process)."""
        if self._taken is not None:  # two takeovers before a pass: both
            taken = Home(taken.count, tuple(sorted({*self._taken.ids, *taken.ids})))
        self._taken = taken

    def passed(self) -> None:
        """The start-up pass is over, even if it failed."""
        self._first_pass.set()

    async def run_once(self, *, sweep: bool = False, sweep_in: Home | None = None) -> int:
        """One pass; the number of games whose board was behind and was updated.

        ``sweep``: look at every active game and sweep every thread (start-up); otherwise only at
        the games whose board is behind and those where clearing an old board's buttons failed.
        ``sweep_in``: also every active game at that home, and sweep their threads (games taken over).
        """
        store, home = self.service.store, self.home()
        await self.choreographer.save_shown()  # boards edited in place since the last pass
        games = {record.id: record for record in await store.outbox.shown_games(stale_only=True)}
        swept: set[int] = set()
        if sweep or sweep_in is not None:
            everyone = await store.outbox.shown_games()
            swept = {record.id for record in everyone if sweep or (sweep_in and sweep_in.owns(record.guild_id))}
            games.update((record.id, record) for record in everyone if record.id in swept)
        games = {game_id: record for game_id, record in games.items() if home.owns(record.guild_id)}
        unswept = self.choreographer.unswept
        repaired = 0
        for record in games.values():
            if self._maybe_in_flight(record):
                continue
            try:
                fixed = await self.choreographer.repair(record.id, sweep=record.id in swept or record.id in unswept)
                if fixed:
                    self.service.metrics.repaired((self.service.now() - record.updated_at).total_seconds())
                repaired += fixed
            except Exception:
                log.exception("could not repair the thread of game %s", record.id)
        for game_id in unswept - games.keys():
            try:
                await self.choreographer.repair(game_id, sweep=True)
            except Exception:
                log.exception("could not sweep the thread of game %s", game_id)
        await self._send_owed_dms(games, home)
        for record in await store.outbox.unposted_rematches():  # a Rematch pressed just before a crash
            if home.owns(record.guild_id) and not self._maybe_in_flight(record):
                try:
                    await self.choreographer.post_lobby(record.id)
                except Exception:
                    log.exception("could not post the rematch lobby %s", record.id)
        return repaired

    async def _send_owed_dms(self, seen: dict[int, GameRecord], home: Home) -> None:
        """Send the DMs stored as owed (a process stopped between a change and its DMs, or a DM failed)."""
        for game_id in await self.service.store.outbox.games_owing_dms():
            record = seen.get(game_id) or await self.service.get(game_id)
            if home.owns(record.guild_id) and not self._maybe_in_flight(record):
                await self.choreographer.send_owed(game_id)

    def _maybe_in_flight(self, record: GameRecord) -> bool:
        """Whether this process changed the game so recently that its own update may still be coming."""
        return record.updated_at >= self.started_at and self.now() - record.updated_at < timedelta(seconds=self.grace)
