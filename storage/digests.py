"""The daily digest (issue 26): when each member's is due, and the claim that sends it once a day.

A member who set a digest time (``/me digest``, ``members.digest_at``, their local time of day)
gets one DM a day listing the games waiting on them. Their day is read in their time zone; a
time inside their quiet hours moves to the end of them; a vacation day has no digest
(:func:`due_day`). ``members.digest_day`` is the local day of the last digest done: sent, or
found to have nothing to list (nothing is sent then, and the day is done).

Several processes may look at the same member: a process first **claims** the member's digest
for the day (``digest_claimed_until``, in one transaction over the locked row), then sends it,
then marks the day done. A claim that expired without the day being done was left by a process
that stopped on the way: the next one takes it over, told that an earlier attempt may have sent
the digest already (:attr:`Claim.again`), which the bot checks before sending (bot/digest.py).
"""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import select

from storage import timers
from storage.clock import local_moment
from storage.models import Member
from storage.unit import Repository, member_time_of


@dataclass(frozen=True, slots=True)
class DigestMember:
    """A member who wants a daily digest: their clock settings, its local time, the last day done."""

    user_id: int
    settings: timers.MemberTime
    at: str  # "HH:MM", their local time
    day_done: str | None  # "YYYY-MM-DD", their local day


@dataclass(frozen=True, slots=True)
class Claim:
    """A digest this process may send now: the day, and whether an earlier claim of it may have sent it."""

    user_id: int
    day: str
    again: datetime | None  # when the earlier, expired claim began (None: the first attempt today)


def _quiet_end(settings: timers.MemberTime, at: time) -> time | None:
    """The end of the member's quiet hours if the local time ``at`` falls inside them, else None."""
    if settings.quiet_start is None or settings.quiet_end is None:
        return None
    start, end = time.fromisoformat(settings.quiet_start), time.fromisoformat(settings.quiet_end)
    inside = start <= at < end if start < end else at >= start or at < end
    return end if inside else None


def digest_time(settings: timers.MemberTime, at: time) -> time:
    """The local time the digest comes at: ``at``, or the end of the quiet hours it falls in."""
    return _quiet_end(settings, at) or at


def due_day(member: DigestMember, now: datetime) -> str | None:
    """The member's local day whose digest is due at ``now`` and not done yet; None if none is.

    Never during their quiet hours (a bot back late after a stop waits for them to end), nor on a
    vacation day.
    """
    local = now.astimezone(ZoneInfo(member.settings.zone))
    today: date = local.date()
    if member.day_done is not None and member.day_done >= today.isoformat():
        return None
    if any(first <= today.isoformat() <= last for first, last in member.settings.vacation):
        return None
    if _quiet_end(member.settings, local.time().replace(tzinfo=None)) is not None:
        return None
    moment = local_moment(member.settings.zone, today, digest_time(member.settings, time.fromisoformat(member.at)))
    return today.isoformat() if now >= moment else None


class DigestRepository(Repository):
    """Who wants a daily digest, and the claim and mark that send each member's once a day."""

    async def wanted(self) -> list[DigestMember]:
        """Every member with a digest time, by user id."""
        query = select(Member).where(Member.digest_at.is_not(None)).order_by(Member.user_id)
        async with self._db.sessions() as session:
            rows = (await session.scalars(query)).all()
        return [DigestMember(row.user_id, member_time_of(row), row.digest_at or "", row.digest_day) for row in rows]

    async def claim(self, user_id: int, day: str, term: timedelta, now: datetime | None = None) -> Claim | None:
        """Claim the member's digest of ``day`` until ``now + term``; None if it is done or claimed by another."""
        now = now or self._now()
        async with self._writing() as session:
            row = await session.scalar(select(Member).where(Member.user_id == user_id).with_for_update())
            if row is None or row.digest_at is None or (row.digest_day is not None and row.digest_day >= day):
                return None
            held = row.digest_claimed_until
            if held is not None and held > now:
                return None
            row.digest_claimed_until = now + term
            return Claim(user_id, day, None if held is None else held - term)

    async def done(self, user_id: int, day: str) -> None:
        """The member's digest of ``day`` was sent, or had nothing to list: the day is done, the claim let go."""
        async with self._writing() as session:
            row = await session.get(Member, user_id)
            if row is not None:
                row.digest_day = max(day, row.digest_day or "")
                row.digest_claimed_until = None
