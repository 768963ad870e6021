"""The REST call log and the in-flight tracker that tells when the bot has gone quiet."""

import asyncio
import bisect
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web


@dataclass
class RestCall:
    """One REST request the bot made, with timing (``time.perf_counter`` seconds) and outcome."""

    seq: int
    method: str
    path: str
    route: str
    query: dict[str, str]
    started_at: float
    finished_at: float | None = None
    status: int | None = None
    payload: dict[str, Any] | None = None
    files: list[tuple[str, int]] = field(default_factory=list)
    error_code: int | None = None
    error: str | None = None
    interaction_id: int | None = None
    authorized: bool = False

    @property
    def key(self) -> str:
        """``METHOD /route/template`` (e.g. ``POST /channels/{channel_id}/messages``)."""
        return f"{self.method} {self.route}"

    @property
    def duration_ms(self) -> float:
        """Time the emulator spent answering, in milliseconds."""
        return 0.0 if self.finished_at is None else (self.finished_at - self.started_at) * 1000


CALL = web.RequestKey("call", RestCall)
"""Where a request keeps its RestCall record, for the handlers to annotate."""


class Recorder:
    """Keeps every REST call in order and counts the ones still being answered."""

    def __init__(self) -> None:
        self.calls: list[RestCall] = []
        self.in_flight = 0
        self.last_activity = time.perf_counter()
        self._changed = asyncio.Event()
        self._waiters: list[tuple[Callable[[], bool], asyncio.Future[None]]] = []

    def begin(self, method: str, path: str, route: str, query: dict[str, str]) -> RestCall:
        """Record the start of a request."""
        call = RestCall(len(self.calls) + 1, method, path, route, query, time.perf_counter())
        self.calls.append(call)
        self.in_flight += 1
        self._touch()
        return call

    def end(self, call: RestCall, status: int) -> None:
        """Record the end of a request."""
        call.finished_at = time.perf_counter()
        call.status = status
        self.in_flight -= 1
        self._touch()

    def _touch(self) -> None:
        self.last_activity = time.perf_counter()
        self._changed.set()
        self._changed = asyncio.Event()
        self.poke()

    def poke(self) -> None:
        """Re-check every ``wait_until`` predicate (called after any change of the world)."""
        still: list[tuple[Callable[[], bool], asyncio.Future[None]]] = []
        for predicate, future in self._waiters:
            if future.done():
                continue
            try:
                if predicate():
                    future.set_result(None)
                    continue
            except Exception as error:  # a broken predicate is the test's bug: hand it back
                future.set_exception(error)
                continue
            still.append((predicate, future))
        self._waiters = still

    async def wait_quiet(self, quiet: float, timeout: float) -> float:
        """Wait until no request is in flight and none started or ended for ``quiet`` seconds.

        Returns the time of the last activity. Raises TimeoutError after ``timeout`` seconds.
        """
        deadline = time.perf_counter() + timeout
        while True:
            current = time.perf_counter()
            if current > deadline:
                raise TimeoutError(f"the bot was still making REST calls after {timeout:.1f}s")
            if self.in_flight == 0 and current - self.last_activity >= quiet:
                return self.last_activity
            changed = self._changed
            wait = max(0.0, min(quiet - (current - self.last_activity), deadline - current))
            if self.in_flight:
                wait = deadline - current
            try:
                await asyncio.wait_for(changed.wait(), timeout=wait)
            except TimeoutError:
                pass

    async def wait_until(self, predicate: Callable[[], bool], timeout: float) -> None:
        """Wait until ``predicate()`` is true; it is re-checked whenever a request starts or ends."""
        if predicate():
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append((predicate, future))
        try:
            await asyncio.wait_for(future, timeout=timeout)
        except TimeoutError:
            raise TimeoutError(f"condition still false after {timeout:.1f}s") from None

    def since(self, moment: float) -> list[RestCall]:
        """Calls that started at or after a ``perf_counter`` moment.

        ``calls`` is in the order the calls started, so the first one is found by bisection: the
        benches ask after every interaction, and a scan of every call made grew with the run.
        """
        return self.calls[bisect.bisect_left(self.calls, moment, key=lambda c: c.started_at) :]
