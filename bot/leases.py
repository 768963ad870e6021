"""A process's duty leases (issue 23): its games' duties handed over without a gap when a process stops.

A game's home is, by preference, the process running its server's gateway shard (:mod:`bot.shards`).
When that process crashes, its games' duties (due clocks and reminders, votes, open seats, repairs,
dashboards, campaign upkeep) must not wait for it to come back: each process holds a lease per
shard in the database (:mod:`storage.leases`) and renews the leases of the shards it runs every
:data:`RENEWALS_PER_TERM`-th of the term. A lease not renewed for :data:`LEASE_SECONDS` has expired:
another process takes it over at its next renewal and does those games' duties too (they are REST
calls and database work, which need no gateway connection). The native process takes its lease back
the moment it returns (restarted, it takes it from its dead former self too: the later start wins);
the taker notices at its next renewal and stops. A clean stop releases the
leases (they expire at once), so the others take them at their next renewal, without waiting.

:meth:`DutyLeases.home` is the process's home as it is now, which the scheduler, the reconciler,
the dashboards and the campaign desk ask at each pass. A process that runs every shard, or that
is not sharded, holds every game and needs no lease at all (:func:`homes_of`).
"""

import logging
import os
import secrets
import socket
import time
from collections.abc import Callable
from datetime import datetime, timedelta

from bot.periodic import Periodic
from bot.shards import Shards
from storage.homes import Home, Homes, always
from storage.leases import LeaseRepository
from storage.models import utc_now

log = logging.getLogger(__name__)

LEASE_SECONDS = 20.0
"""How long a lease lasts unrenewed (``DUTY_LEASE_SECONDS``): the longest a crashed process's games wait.

Long enough that a database slow for a few seconds does not move every game's duties (three
renewals may fail in a row), short beside the scheduler's 30 s: a reminder comes at most this late.
Machines' clocks must agree to well within it (NTP), as the clocks' due times already assume.
"""
RENEWALS_PER_TERM = 4
"""Renewals within one term: every 5 s for a 20 s lease."""


class DutyLeases(Periodic):
    """Takes and renews this process's duty leases; :meth:`home` is the shards it holds now."""

    task_name = "duty-leases"

    def __init__(
        self,
        leases: LeaseRepository,
        shards: Shards,
        *,
        term: float = LEASE_SECONDS,
        holder: str | None = None,
        since: datetime | None = None,
        on_gain: Callable[[Home], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(term / RENEWALS_PER_TERM)
        if shards.count is None:
            raise ValueError("duty leases need a shard count")
        self.leases = leases
        self.shards = shards
        self.count: int = shards.count
        self.term = term
        self.holder = holder or process_tag()
        self.since = since or utc_now()  # a native process started later takes its shards from this one
        self.on_gain = on_gain  # told of shards taken over after the first renewal (their upkeep is owed now)
        self.clock = clock
        self.held: frozenset[int] = frozenset()
        self._valid_until = float("-inf")  # by ``clock``: the held leases may have been taken after this
        self._renewed = False

    def home(self) -> Home:
        """The games whose duties are this process's now: those of the shards whose leases it holds.

        Once a term has passed since the last renewal that succeeded (the database did not answer),
        other processes may have taken every lease: nothing is held until a renewal succeeds again.
        """
        held = self.held if self.clock() < self._valid_until else frozenset()
        return Home(self.count, tuple(sorted(held)))

    async def renew(self) -> frozenset[int]:
        """Renew the leases held, take those free or native; the shards held now."""
        asked = self.clock()
        term = timedelta(seconds=self.term)
        held = await self.leases.hold(self.holder, self.count, self.shards.ids, term, since=self.since)
        before, self.held, self._valid_until = self.held, held, asked + self.term
        gained, lost = held - before, before - held
        if gained and self._renewed:
            log.info("took over the duties of %s", Shards(self.count, tuple(sorted(gained))).describe())
            if self.on_gain is not None:
                self.on_gain(Home(self.count, tuple(sorted(gained))))
        if lost:
            log.info("handed back the duties of %s", Shards(self.count, tuple(sorted(lost))).describe())
        self._renewed = True
        return held

    async def one_pass(self, *, first: bool) -> None:
        """Renew (the first renewal is made by :meth:`begin`, before the duties start)."""
        if not first:
            await self.renew()

    async def begin(self) -> None:
        """Take the first leases, then renew them in the background."""
        await self.renew()
        self.start()

    async def stop(self) -> None:
        """Stop renewing and release the leases (a clean stop: the others take them at once)."""
        await super().stop()
        self.held, self._valid_until = frozenset(), float("-inf")
        if self._renewed:
            await self.leases.release(self.holder)


def homes_of(shards: Shards, leases: DutyLeases | None) -> Homes:
    """A process's home: the shards whose leases it holds, or every game of its shards without leases."""
    return leases.home if leases is not None else always(shards)


def needs_leases(shards: Shards, shared_database: bool) -> bool:
    """Whether a process's games may move: it runs some of the shards, on a database others share."""
    return shared_database and not shards.complete


def process_tag() -> str:
    """The running process among all: its host, its id and a random part (a restarted process is another holder)."""
    return f"{socket.gethostname()[:60]}:{os.getpid()}:{secrets.token_hex(4)}"
