"""Fault injection: chosen REST routes answer with an error a given number of times (topics/rate-limits, opcodes).

``emulator.fail("POST /channels/{channel_id}/messages", status=500, times=5)`` makes the next
five requests to that route fail with a 500, whatever their body; ``only={"channel_id": thread.id}``
narrows it to requests whose path parameters have those values. A 429 carries Discord's
rate-limit body (``retry_after``, ``global``), the ``X-RateLimit-Scope`` header (and
``X-RateLimit-Global: true`` for a global one) and the ``Via`` header by which discord.py tells a
rate limit from a Cloudflare ban, so discord.py sleeps ``retry_after`` seconds and retries.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field

from aiohttp import web

from .wire import json_response

RATE_LIMITED = 429


@dataclass
class Fault:
    """One injected failure: ``times`` more requests to ``key`` (matching ``only``) get ``status``/``code``."""

    key: str
    status: int
    code: int
    times: int
    message: str
    retry_after: float = 0.01
    only: dict[str, str] = field(default_factory=dict)
    is_global: bool = False  # a 429 of the bot token's global limit (every route of every process)

    def matches(self, key: str, params: Mapping[str, str]) -> bool:
        """Whether a request to route ``key`` with these path parameters is one this fault answers."""
        return self.times > 0 and key == self.key and all(params.get(k) == v for k, v in self.only.items())

    def answer(self) -> web.Response:
        """The error answer, as Discord words it."""
        body: dict[str, object] = {"message": self.message, "code": self.code}
        if self.status != RATE_LIMITED:
            return json_response(body, status=self.status)
        body.update(retry_after=self.retry_after, **{"global": self.is_global})
        response = json_response(body, status=self.status)
        response.headers["Via"] = "1.1 google"
        response.headers["Retry-After"] = str(self.retry_after)
        response.headers["X-RateLimit-Scope"] = "global" if self.is_global else "user"
        if self.is_global:
            response.headers["X-RateLimit-Global"] = "true"
        return response


DEFAULT_MESSAGES = {
    403: "Missing Access",
    404: "Unknown Message",
    RATE_LIMITED: "You are being rate limited.",
    500: "500: Internal Server Error",
    502: "502: Bad Gateway",
}


class Faults:
    """The failures still to be injected, first armed first used."""

    def __init__(self) -> None:
        self.armed: list[Fault] = []

    def add(self, fault: Fault) -> None:
        """Arm a fault."""
        self.armed.append(fault)

    def take(self, key: str, params: Mapping[str, str]) -> Fault | None:
        """The fault that answers this request, if any (its count goes down by one)."""
        fault = next((f for f in self.armed if f.matches(key, params)), None)
        if fault is not None:
            fault.times -= 1
        self.armed = [f for f in self.armed if f.times > 0]
        return fault

    def clear(self) -> None:
        """Disarm every fault."""
        self.armed.clear()
