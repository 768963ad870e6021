"""The operator's endpoint on ``METRICS_PORT``: ``/metrics`` (Prometheus) and ``/healthz``.

Served by aiohttp's web server (discord.py already depends on aiohttp) in the bot's own event
loop. ``/healthz`` answers 200 while the gateway is connected and the database answers a trivial
query within ``HEALTH_TIMEOUT`` seconds, 503 (saying which failed) otherwise. ``/metrics`` first
reads the census (active games per title, the most overdue clock) from the database, then
answers the registry; a database that does not answer leaves those two series as they were.
"""

import asyncio
import logging
from collections.abc import Callable, Iterable
from datetime import datetime

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from bot.metrics import Metrics
from storage.operations import OperationsRepository

log = logging.getLogger(__name__)

HEALTH_TIMEOUT = 2.0
DEFAULT_HOST = "0.0.0.0"  # noqa: S104 - a Prometheus server scrapes from another machine; nothing served is secret


def gateway_connected(client: object) -> bool:
    """Whether ``client`` is logged in and every gateway connection it runs is open."""
    if client.is_closed() or not client.is_ready():  # type: ignore[attr-defined]
        return False
    shards = getattr(client, "shards", None)
    if isinstance(shards, dict) and shards:  # AutoShardedClient: one connection per shard
        return all(not shard.is_closed() for shard in shards.values())
    ws = getattr(client, "ws", None)
    return ws is not None and bool(ws.open)


class OpsServer:
    """``/metrics`` and ``/healthz`` for one bot, started in its loop and stopped with it."""

    def __init__(
        self,
        metrics: Metrics,
        operations: OperationsRepository,
        connected: Callable[[], bool],
        titles: Iterable[str],
        *,
        port: int,
        host: str = DEFAULT_HOST,
        now: Callable[[], datetime],
    ) -> None:
        self.metrics = metrics
        self.operations = operations
        self.connected = connected
        self.titles = tuple(titles)
        self.port = port
        self.host = host
        self.now = now
        self._runner: web.AppRunner | None = None

    async def start(self) -> int:
        """Listen; the port (the one the system chose when ``port`` is 0)."""
        app = web.Application()
        app.router.add_get("/metrics", self.serve_metrics)
        app.router.add_get("/healthz", self.serve_health)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        server = site._server  # aiohttp keeps the listening sockets here
        sockets = getattr(server, "sockets", None) or ()
        if sockets:
            self.port = sockets[0].getsockname()[1]
        log.info("metrics on http://%s:%d/metrics, health on /healthz", self.host, self.port)
        return self.port

    async def stop(self) -> None:
        """Stop listening."""
        runner, self._runner = self._runner, None
        if runner is not None:
            await runner.cleanup()

    async def serve_metrics(self, _request: web.Request) -> web.Response:
        """The registry in Prometheus' text format, the census read first."""
        try:
            now = self.now()
            census = await asyncio.wait_for(self.operations.census(now), HEALTH_TIMEOUT)
            overdue = 0.0 if census.oldest_due is None else (now - census.oldest_due).total_seconds()
            self.metrics.census(census.active, self.titles, overdue)
        except Exception:
            log.warning("could not read the census for /metrics", exc_info=True)
        response = web.Response(body=self.metrics.exposition())
        response.content_type = CONTENT_TYPE_LATEST.split(";")[0]
        return response

    async def serve_health(self, _request: web.Request) -> web.Response:
        """200 ``ok`` while the gateway is connected and the database answers; 503 naming what failed."""
        problems = []
        if not self.connected():
            problems.append("gateway disconnected")
        try:
            await asyncio.wait_for(self.operations.ping(), HEALTH_TIMEOUT)
        except Exception as error:
            problems.append(f"database not answering ({type(error).__name__})")
        if problems:
            return web.Response(status=503, text="; ".join(problems) + "\n")
        return web.Response(text="ok\n")
