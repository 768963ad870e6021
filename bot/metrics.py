"""The operator's metrics: one Prometheus registry per bot, and the small functions the flows call to record.

Each :class:`Metrics` owns its own ``CollectorRegistry`` (never prometheus-client's global one),
so tests may build several bots in one process. ``METRICS_PORT`` serves it (``bot/ops.py``); the
README's "Metrics" table says what each series means. Nothing here knows a game's secrets: labels
are titles, outcomes, route classes and status codes, never a player, a card or a message.
"""

import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import TypeVar

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

NAMESPACE = "boardgame"
LATENCY_BUCKETS = (0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0, 10.0, 30.0)
"""Seconds: Discord's deadline for an acknowledgement is 3 s; a move's board should follow within 1.5 s."""
RENDER_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0)
LAG_BUCKETS = (1.0, 5.0, 15.0, 30.0, 60.0, 120.0, 300.0, 900.0, 3600.0)
APPLIED, REFUSED = "applied", "refused"
UNKNOWN_TITLE = "unknown"

T = TypeVar("T")


class Metrics:
    """Every series of one bot, in its own registry."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        self.moves = Counter(
            "moves",
            "Players' moves, by title and outcome (applied, refused)",
            ["title", "outcome"],
            namespace=NAMESPACE,
            registry=r,
        )
        self.acknowledged = Histogram(
            "interaction_ack_seconds",
            "From an interaction's arrival to the end of its first response (Discord's deadline is 3 s)",
            namespace=NAMESPACE,
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.last_call = Histogram(
            "interaction_last_call_seconds",
            "From an interaction's arrival to the end of the last REST call made while handling it",
            namespace=NAMESPACE,
            buckets=LATENCY_BUCKETS,
            registry=r,
        )
        self.responses = Counter(
            "discord_http_responses",
            "Discord REST responses, by route class and status",
            ["route", "status"],
            namespace=NAMESPACE,
            registry=r,
        )
        self.bot_token_calls = Counter(
            "discord_bot_token_requests",
            "REST requests counted against the bot token's global limit (not interaction callbacks or webhooks)",
            namespace=NAMESPACE,
            registry=r,
        )
        self.rate_limited = Counter(
            "discord_rate_limited",
            "Discord 429 answers, by scope (global, user, shared) and route class",
            ["scope", "route"],
            namespace=NAMESPACE,
            registry=r,
        )
        self.budget_wait = Counter(
            "rate_budget_wait_seconds",
            "Seconds requests waited for this process's share of the global limit (or a global pause)",
            namespace=NAMESPACE,
            registry=r,
        )
        self.render = Histogram(
            "render_seconds",
            "Time to draw one picture (a board or a private view), by title and kind",
            ["title", "kind"],
            namespace=NAMESPACE,
            buckets=RENDER_BUCKETS,
            registry=r,
        )
        self.scheduler_lag = Gauge(
            "scheduler_lag_seconds",
            "How long the most overdue clock deadline (reminder or timeout) has been waiting; 0 when none is due",
            namespace=NAMESPACE,
            registry=r,
        )
        self.reconciler_lag = Histogram(
            "reconciler_lag_seconds",
            "For each board the reconciler repaired, how long after the game's change it caught up",
            namespace=NAMESPACE,
            buckets=LAG_BUCKETS,
            registry=r,
        )
        self.active_games = Gauge(
            "active_games", "Games being played, by title", ["title"], namespace=NAMESPACE, registry=r
        )
        self.dm_refusals = Counter(
            "dm_refusals",
            "DMs Discord refused because the member does not accept them (50007)",
            namespace=NAMESPACE,
            registry=r,
        )

    # -- what the flows call ---------------------------------------------------------------------

    def move(self, title: str | None, outcome: str) -> None:
        """A player's move was applied or refused (``APPLIED`` / ``REFUSED``)."""
        self.moves.labels(title or UNKNOWN_TITLE, outcome).inc()

    def response(self, route: str, status: int) -> None:
        """Discord answered a REST request of ``route`` class with ``status``."""
        self.responses.labels(route, str(status)).inc()

    def limited(self, scope: str, route: str) -> None:
        """Discord answered 429; ``scope`` is ``global``, ``user`` or ``shared``."""
        self.rate_limited.labels(scope, route).inc()

    def dm_refused(self) -> None:
        """A DM was refused with 50007."""
        self.dm_refusals.inc()

    def repaired(self, behind_seconds: float) -> None:
        """The reconciler repaired a board that was ``behind_seconds`` behind its game."""
        self.reconciler_lag.observe(max(0.0, behind_seconds))

    def census(self, active: Mapping[str, int], titles: Iterable[str], overdue_seconds: float) -> None:
        """What the database says at a scrape: active games per title (0 for ``titles`` without any), the lag."""
        for title in {*titles, *active}:
            self.active_games.labels(title).set(active.get(title, 0))
        self.scheduler_lag.set(max(0.0, overdue_seconds))

    async def timed_render(self, title: str, kind: str, draw: Callable[[], Awaitable[T]]) -> T:
        """Await ``draw()`` and record how long it took as one picture of ``title``'s ``kind``."""
        started = time.perf_counter()
        try:
            return await draw()
        finally:
            self.render.labels(title, kind).observe(time.perf_counter() - started)

    def exposition(self) -> bytes:
        """The registry in Prometheus' text format."""
        return generate_latest(self.registry)


def route_class(method: str, path: str) -> str:
    """A request's class, for labels: few values, never an id or a token.

    ``path`` is the URL's path. Only ``/api/v<n>/...`` is Discord's REST API: anything else (the
    gateway's socket, an attachment's bytes) is ``outside_api``. Interaction callbacks
    (``/interactions/...``) and the interaction webhooks (``/webhooks/{application}/{token}...``)
    are outside the global limit.
    """
    parts = [part for part in path.split("/") if part]
    if len(parts) < 3 or parts[0] != "api" or not parts[1].startswith("v"):
        return OUTSIDE_API
    parts = parts[2:]
    head = parts[0]
    if head == "interactions":
        return "interaction_callback"
    if head == "webhooks":
        return "interaction_webhook"
    if head == "channels":
        if len(parts) >= 3 and parts[2] == "messages":
            if len(parts) == 3:
                return "message_post" if method == "POST" else "message_read"
            if len(parts) == 4:
                return {"PATCH": "message_edit", "DELETE": "message_delete"}.get(method, "message_read")
            return "thread" if parts[4] == "threads" else "message_other"
        if len(parts) >= 3 and parts[2] in ("threads", "thread-members"):
            return "thread"
        return "channel"
    if head == "users":
        return "dm_open" if parts[-1] == "channels" else "user"
    if head == "applications":
        return "commands"
    if head == "guilds":
        return "guild"
    if head == "gateway":
        return "gateway"
    return "other"


OUTSIDE_API = "outside_api"
NOT_LIMITED = ("interaction_callback", "interaction_webhook", OUTSIDE_API)


def under_global_limit(route: str) -> bool:
    """Whether requests of this route class count against the bot token's 50 requests per second."""
    return route not in NOT_LIMITED
