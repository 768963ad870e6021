"""Each seat's clock, kept on its row: started, settled, escalated (issue 11).

Pure functions over one seat's clock fields (a :class:`~storage.models.Seat` row or anything
with the same attributes), the table's settings and the member's :class:`~storage.clock.Availability`;
the repository calls them inside its transactions, with the time it was given.

- A seat's clock runs while it has a pending decision and a person plays it. It starts when
  the decision starts (the seat's decision version changes) and stops when the seat moves
  or its decision goes away; a bank clock then keeps what is left (``settle_bank``).
- ``stage`` is the escalation already done for the running decision (half the time gone,
  10 % left, expired) and ``due_at`` the moment the next one comes: the scheduler looks at
  the rows whose ``due_at`` has passed. Time counts only outside the member's quiet hours,
  vacations and (if the table says so) weekends, so the moments move when those change.
"""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Protocol

from storage.clock import Availability, Stage, allowance, counted, moment_after, next_stage, settle_bank, stage_reached
from storage.table import Table

DAY = timedelta(days=1)


class Clocked(Protocol):
    """The clock fields of a seat row."""

    turn_started_at: datetime | None
    bank_seconds: float | None
    extra_seconds: float
    stage: int
    due_at: datetime | None


@dataclass(frozen=True, slots=True)
class MemberTime:
    """A member's stored clock settings (``members`` row), or the defaults for a member who set none."""

    zone: str = "UTC"
    quiet_start: str | None = None
    quiet_end: str | None = None
    vacation: tuple[tuple[str, str], ...] = ()

    def availability(self, table: Table) -> Availability:
        """When this member's clock runs at a table."""
        quiet = None
        if self.quiet_start is not None and self.quiet_end is not None:
            quiet = (time.fromisoformat(self.quiet_start), time.fromisoformat(self.quiet_end))
        vacation = tuple((date.fromisoformat(start), date.fromisoformat(end)) for start, end in self.vacation)
        return Availability(self.zone, quiet, vacation, table.skip_weekends)


def allowed(seat: Clocked, table: Table) -> timedelta:
    """The counted time the seat's running decision may take: per move or the bank left, plus time granted."""
    bank = None if seat.bank_seconds is None else timedelta(seconds=seat.bank_seconds)
    return allowance(table.clock, bank) + timedelta(seconds=seat.extra_seconds)


def used(seat: Clocked, available: Availability, now: datetime) -> timedelta:
    """The counted time the running decision has taken so far (zero when no clock runs)."""
    if seat.turn_started_at is None:
        return timedelta(0)
    return counted(available, seat.turn_started_at, now)


def time_left(seat: Clocked, table: Table, available: Availability, now: datetime) -> timedelta | None:
    """The counted time left for the running decision; None when no clock runs for the seat."""
    if seat.turn_started_at is None or not table.runs:
        return None
    return max(timedelta(0), allowed(seat, table) - used(seat, available, now))


def deadline(seat: Clocked, table: Table, available: Availability) -> datetime | None:
    """The moment the running decision times out (as the member's availability stands now)."""
    if seat.turn_started_at is None or not table.runs:
        return None
    return moment_after(available, seat.turn_started_at, allowed(seat, table))


def reached(seat: Clocked, table: Table, available: Availability, now: datetime) -> Stage:
    """The escalation stage the running decision has reached by ``now``."""
    return stage_reached(allowed(seat, table), used(seat, available, now))


def reschedule(seat: Clocked, table: Table, available: Availability, now: datetime) -> None:
    """Set ``due_at``: now if a stage is reached and not yet handled, else when the next stage comes."""
    if seat.turn_started_at is None or not table.runs:
        seat.due_at = None
        return
    limit = allowed(seat, table)
    taken = used(seat, available, now)
    if stage_reached(limit, taken) > seat.stage:
        seat.due_at = now
        return
    coming = next_stage(table.clock, limit, taken)
    while coming is not None and coming[0] <= seat.stage:  # a stage handled early (time granted since)
        coming = next_stage(table.clock, limit, max(taken, coming[1]) + timedelta(microseconds=1))
    seat.due_at = None if coming is None else moment_after(available, seat.turn_started_at, coming[1])


def start(seat: Clocked, table: Table, available: Availability, now: datetime) -> None:
    """Start the clock of a decision that begins now."""
    seat.turn_started_at = now
    seat.extra_seconds = 0.0
    seat.stage = Stage.FRESH
    reschedule(seat, table, available, now)


def stop(seat: Clocked, table: Table, available: Availability, now: datetime) -> None:
    """Stop the running clock (the seat moved or has nothing to decide): a bank keeps what is left."""
    if seat.turn_started_at is not None and table.clock.bank is not None and seat.bank_seconds is not None:
        taken = max(timedelta(0), used(seat, available, now) - timedelta(seconds=seat.extra_seconds))
        seat.bank_seconds = settle_bank(table.clock, timedelta(seconds=seat.bank_seconds), taken).total_seconds()
    seat.turn_started_at = None
    seat.extra_seconds = 0.0
    seat.stage = Stage.FRESH
    seat.due_at = None
