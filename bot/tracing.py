"""Every REST request seen once: Discord HTTP metrics, the rate budget, and each interaction's latencies.

discord.py sends every request (bot-token calls, interaction callbacks, interaction webhooks)
through one aiohttp session built with ``http_trace``: :func:`trace_config` hooks its request
start (wait for the rate budget, for requests under the global limit) and end (count the
response by route class and status; a 429 by scope, and a global one pauses every process).

An interaction's latencies: :func:`watch_interactions` wraps discord.py's parser of
``INTERACTION_CREATE`` so that the tasks discord.py starts for it (the command, the component,
the form, the ``on_interaction`` event) run with an :class:`InteractionClock` in their context.
Its acknowledgement is the end of the first interaction callback; its last call is the end of the
last REST request made in those tasks (and the tasks they start) before they all finished. A board
edit held back by the edit window and made later by its timer is not part of it.
"""

import asyncio
import contextvars
import logging
import time
from collections.abc import Callable, Coroutine
from types import SimpleNamespace
from typing import Any

import aiohttp

from bot.metrics import Metrics, route_class, under_global_limit
from bot.ratebudget import RateBudget

log = logging.getLogger(__name__)

DEFAULT_RETRY_AFTER = 1.0


class InteractionClock:
    """The timings of one interaction, from its arrival to the end of the tasks that handle it."""

    def __init__(self, metrics: Metrics, arrived: float) -> None:
        self.metrics = metrics
        self.arrived = arrived
        self.acknowledged = False
        self.last_end: float | None = None
        self.open_tasks = 0
        self.closed = False

    def adopt(self, task: "asyncio.Task[Any]") -> None:
        """``task`` handles this interaction: the clock closes when every such task is done."""
        self.open_tasks += 1
        task.add_done_callback(self._task_done)

    def call_ended(self, route: str, status: int) -> None:
        """A REST request made while handling this interaction ended."""
        if self.closed:
            return
        now = time.perf_counter()
        self.last_end = now
        if route == "interaction_callback" and status < 300 and not self.acknowledged:
            self.acknowledged = True
            self.metrics.acknowledged.observe(now - self.arrived)

    def settle(self) -> None:
        """Close the clock if nothing handles the interaction any more."""
        if self.open_tasks == 0 and not self.closed:
            self.closed = True
            if self.last_end is not None:
                self.metrics.last_call.observe(self.last_end - self.arrived)

    def _task_done(self, _task: "asyncio.Task[Any]") -> None:
        self.open_tasks -= 1
        self.settle()


CURRENT: contextvars.ContextVar[InteractionClock | None] = contextvars.ContextVar("interaction_clock", default=None)


def watch_interactions(client: Any, metrics: Metrics) -> None:
    """Time every interaction ``client`` receives (wraps its connection's ``INTERACTION_CREATE`` parser)."""
    parsers: dict[str, Callable[[Any], None]] = client._connection.parsers  # discord.py's parser table
    original = parsers["INTERACTION_CREATE"]

    def parse_interaction_create(data: Any) -> None:
        clock = InteractionClock(metrics, time.perf_counter())
        loop = asyncio.get_running_loop()
        previous = loop.get_task_factory()

        def factory(loop: asyncio.AbstractEventLoop, coro: Coroutine[Any, Any, Any], **kwargs: Any) -> Any:
            task = previous(loop, coro, **kwargs) if previous is not None else asyncio.Task(coro, loop=loop, **kwargs)
            clock.adopt(task)
            return task

        token = CURRENT.set(clock)
        loop.set_task_factory(factory)  # type: ignore[arg-type]
        try:
            original(data)
        finally:
            loop.set_task_factory(previous)
            CURRENT.reset(token)
        clock.settle()

    parsers["INTERACTION_CREATE"] = parse_interaction_create


def trace_config(metrics: Metrics, budget: RateBudget) -> aiohttp.TraceConfig:
    """The hooks discord.py's HTTP session runs around every request."""

    async def on_request_start(
        _session: aiohttp.ClientSession, context: SimpleNamespace, params: aiohttp.TraceRequestStartParams
    ) -> None:
        context.route = route_class(params.method, params.url.path)
        if under_global_limit(context.route):
            metrics.bot_token_calls.inc()
            waited = await budget.acquire()
            if waited > 0:
                metrics.budget_wait.inc(waited)

    async def on_request_end(
        _session: aiohttp.ClientSession, context: SimpleNamespace, params: aiohttp.TraceRequestEndParams
    ) -> None:
        route = getattr(context, "route", None) or route_class(params.method, params.url.path)
        status = params.response.status
        metrics.response(route, status)
        clock = CURRENT.get()
        if clock is not None:
            clock.call_ended(route, status)
        if status == 429:
            await rate_limited(metrics, budget, route, params.response.headers)

    async def on_request_exception(
        _session: aiohttp.ClientSession, context: SimpleNamespace, params: aiohttp.TraceRequestExceptionParams
    ) -> None:
        route = getattr(context, "route", None) or route_class(params.method, params.url.path)
        metrics.response(route, 0)  # no answer: the connection failed

    config = aiohttp.TraceConfig()
    config.on_request_start.append(on_request_start)
    config.on_request_end.append(on_request_end)
    config.on_request_exception.append(on_request_exception)
    return config


async def rate_limited(metrics: Metrics, budget: RateBudget, route: str, headers: Any) -> None:
    """Count a 429 by scope; a global one pauses every process for its Retry-After."""
    is_global = str(headers.get("X-RateLimit-Global", "")).lower() == "true"
    scope = "global" if is_global else str(headers.get("X-RateLimit-Scope") or "user").lower()
    metrics.limited(scope, route)
    if scope != "global":
        return
    try:
        retry_after = float(headers.get("Retry-After") or DEFAULT_RETRY_AFTER)
    except ValueError:
        retry_after = DEFAULT_RETRY_AFTER
    until = await budget.slow_down(retry_after)
    log.warning("Discord's global rate limit was passed: every process waits until %s", until.isoformat())
