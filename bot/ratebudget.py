"""One rate budget for every process sharing the bot token (issue 23).

Discord lets a bot token make 50 requests per second in all (its global limit; interaction
callbacks and the interaction webhooks are outside it). Each process keeps to its share: 50 times
its shards over the shard count, or 50 when it is not sharded. A 429 that carries the global flag
pauses every process, not only the one Discord told: the pause is written to the database
(``store.operations.slow_down``) and each process reads it every ``poll`` seconds; a listener that
hears of it sooner (PostgreSQL ``NOTIFY``) calls :meth:`RateBudget.global_pause`.

:meth:`RateBudget.acquire` is awaited before every request under the limit (``bot/tracing.py``
calls it from aiohttp's request-start hook), so a request waits for its turn rather than being
refused.
"""

import asyncio
import logging
import math
import time
from collections import deque
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Protocol

log = logging.getLogger(__name__)

GLOBAL_LIMIT = 50
"""Requests per second Discord allows one bot token, all its processes together."""
WINDOW = 1.0
DEFAULT_POLL = 1.0
MAX_PAUSE = 60.0
"""The longest pause a 429 may impose (a wrong Retry-After must not stop the bot for hours)."""


class PauseStore(Protocol):
    """Where the pause is shared: ``store.operations`` (``storage/operations.py``)."""

    async def slow_until(self) -> datetime | None:
        """The stored pause."""
        ...

    async def slow_down(self, until: datetime) -> datetime:
        """Store a pause."""
        ...


def process_share(client: object) -> float:
    """The share of the global limit a process keeps: 50 x its shards / the shard count, or 50 unsharded."""
    count = getattr(client, "shard_count", None)
    ids = getattr(client, "shard_ids", None)
    if ids is None and getattr(client, "shard_id", None) is not None:
        ids = [client.shard_id]  # type: ignore[attr-defined]
    if not count or not ids:
        return float(GLOBAL_LIMIT)
    return GLOBAL_LIMIT * len(ids) / count


class RateBudget:
    """A sliding window of this process's requests under the global limit, and the shared pause."""

    def __init__(
        self,
        share: Callable[[], float],
        *,
        store: PauseStore | None = None,
        poll: float = DEFAULT_POLL,
        window: float = WINDOW,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._share = share
        self._store = store
        self.poll = poll
        self.window = window
        self._clock = clock
        self._sent: deque[float] = deque()
        self._paused_until = 0.0  # on self._clock
        self._watch: asyncio.Task[None] | None = None

    @property
    def limit(self) -> int:
        """Requests this process may make in any window (at least 1)."""
        return max(1, math.floor(self._share() * self.window + 1e-9))

    def paused_for(self) -> float:
        """Seconds left of the current pause (0 when none)."""
        return max(0.0, self._paused_until - self._clock())

    async def acquire(self) -> float:
        """Wait until this process may send one more request under the limit; the seconds waited."""
        started = self._clock()
        while True:
            now = self._clock()
            if self._paused_until > now:
                await asyncio.sleep(self._paused_until - now)
                continue
            while self._sent and self._sent[0] <= now - self.window:
                self._sent.popleft()
            if len(self._sent) < self.limit:
                self._sent.append(now)
                return now - started
            await asyncio.sleep(self._sent[0] + self.window - now)

    def global_pause(self, until: datetime) -> None:
        """Hold every request until ``until`` (UTC), as another process (or Discord) asked; a later pause stands."""
        seconds = min(MAX_PAUSE, (until - datetime.now(UTC)).total_seconds())
        if seconds > 0:
            self._paused_until = max(self._paused_until, self._clock() + seconds)

    async def slow_down(self, retry_after: float) -> datetime:
        """Discord said the global limit was passed: pause here and, through the database, everywhere."""
        until = datetime.now(UTC) + timedelta(seconds=min(MAX_PAUSE, max(0.0, retry_after)))
        self.global_pause(until)
        if self._store is not None:
            try:
                until = await self._store.slow_down(until)
            except Exception:  # the database is down: this process still pauses, the others will hear of a 429
                log.exception("could not share a global rate-limit pause through the database")
        return until

    async def look(self) -> None:
        """Read the shared pause once and keep to it."""
        if self._store is None:
            return
        until = await self._store.slow_until()
        if until is not None:
            self.global_pause(until)

    def start(self) -> None:
        """Read the shared pause every ``poll`` seconds (once; later calls do nothing)."""
        if self._watch is None and self._store is not None:
            self._watch = asyncio.create_task(self._watching(), name="rate-budget")

    async def stop(self) -> None:
        """Stop reading the shared pause."""
        task, self._watch = self._watch, None
        if task is not None:
            task.cancel()
            try:
                await task
            except asyncio.CancelledError:
                pass

    async def _watching(self) -> None:
        while True:
            try:
                await self.look()
            except Exception:
                log.warning("could not read the shared rate-limit pause", exc_info=True)
            await asyncio.sleep(self.poll)
