"""Duty leases (issue 23): which process does each gateway shard's background duties now.

A game's home is, by preference, the process that runs its server's gateway shard. So that a
crash leaves no gap, each process holds a lease per shard in ``duty_leases`` and renews it every
few seconds (``bot/leases.py`` keeps the time): the shards it runs (``native``) it takes at once,
from any holder but a live native one started after it (so a process restarted after a crash, or
the new process of a rolling restart, takes its shards from the old one at once, and the old one
does not take them back); any other shard it takes only when the lease has expired (its holder
stopped renewing: crashed, or released it at a clean stop). A holder that finds its lease taken
at its next renewal has lost it. All in one transaction over the locked rows, so two processes
never both take one shard.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError

from storage.models import DutyLease
from storage.unit import Repository


@dataclass(frozen=True, slots=True)
class LeaseRecord:
    """One shard's lease: who holds it, whether that process runs the shard, until when."""

    shard_id: int
    holder: str
    native: bool
    holder_since: datetime
    expires_at: datetime


class LeaseRepository(Repository):
    """Take, renew and release the duty leases of the gateway shards."""

    async def hold(
        self,
        holder: str,
        count: int,
        native: Iterable[int],
        term: timedelta,
        *,
        since: datetime,
        now: datetime | None = None,
    ) -> frozenset[int]:
        """Renew ``holder``'s leases among shards 0 to ``count - 1`` and take those it may; the shards it now holds.

        ``native``: the shards ``holder`` runs; ``since``: when it started. Each lease held runs
        until ``now + term``. A lease is taken when nobody holds it, when it has expired, or, for a
        native shard, from a holder that does not run it or started before ``since``.
        """
        native = frozenset(native)
        now = now or self._now()
        for attempt in range(2):
            try:
                async with self._writing() as session:
                    rows = {
                        row.shard_id: row
                        for row in await session.scalars(
                            select(DutyLease).where(DutyLease.shard_id < count).with_for_update()
                        )
                    }
                    held: set[int] = set()
                    for shard in range(count):
                        row = rows.get(shard)
                        mine = shard in native
                        if row is None:
                            row = DutyLease(shard_id=shard)
                            session.add(row)
                        elif not (
                            row.holder == holder
                            or row.expires_at <= now
                            or (mine and (not row.native or row.holder_since < since))
                        ):
                            continue
                        row.holder, row.native, row.holder_since, row.expires_at = holder, mine, since, now + term
                        held.add(shard)
                    return frozenset(held)
            except IntegrityError:  # another process made a shard's first lease at the same moment: read it
                if attempt:
                    raise
        raise AssertionError("unreachable")

    async def release(self, holder: str, now: datetime | None = None) -> int:
        """Let ``holder``'s leases expire now (a clean stop), so other processes take them at once; how many."""
        now = now or self._now()
        async with self._writing() as session:
            result = await session.execute(
                update(DutyLease)
                .where(DutyLease.holder == holder, DutyLease.expires_at > now)
                .values(expires_at=now)
                .execution_options(synchronize_session=False)
            )
            return int(result.rowcount or 0)

    async def leases(self) -> list[LeaseRecord]:
        """Every shard's lease, by shard."""
        async with self._db.sessions() as session:
            rows = await session.scalars(select(DutyLease).order_by(DutyLease.shard_id))
            return [LeaseRecord(row.shard_id, row.holder, row.native, row.holder_since, row.expires_at) for row in rows]
