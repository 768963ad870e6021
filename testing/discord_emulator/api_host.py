"""The emulator as its REST handlers see it (:class:`ApiHost`); see :mod:`discord_emulator.host`."""

from typing import Protocol

from .events import Events, EventsHost
from .interactions import Interaction


class ApiHost(EventsHost, Protocol):
    """The host, its gateway, its events, and the interactions injected so far (by id and by token)."""

    events: Events
    interactions: dict[int, Interaction]
    interactions_by_token: dict[str, Interaction]
