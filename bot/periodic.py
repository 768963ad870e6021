"""A pass run in the background: once at start, then every ``interval`` seconds, until stopped.

The reconciler, the clock scheduler and the dashboards share this life: ``start`` is
idempotent, a failing pass is logged and the next one comes anyway, ``stop`` cancels the
task and waits for it.
"""

import asyncio
import logging

log = logging.getLogger(__name__)


class Periodic:
    """Runs :meth:`one_pass` now and then every ``interval`` seconds in one task named ``task_name``."""

    task_name = "periodic"

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Start the passes (once; later calls do nothing)."""
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name=self.task_name)

    async def stop(self) -> None:
        """Stop the passes; one under way is cut off."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            try:
                await task
            except asyncio.CancelledError:
                pass

    async def one_pass(self, *, first: bool) -> None:
        """One pass (``first``: the one at start-up)."""
        raise NotImplementedError

    def passed(self) -> None:
        """Called after each pass, whether or not it failed."""

    async def _run(self) -> None:
        first = True
        while True:
            try:
                await self.one_pass(first=first)
            except Exception:
                log.exception("the %s pass failed", self.task_name)
            finally:
                self.passed()
            first = False
            await asyncio.sleep(self.interval)
