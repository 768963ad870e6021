"""What the operator's view and the shared rate budget read and write (issue 23).

``census``: the active games per title and how overdue the most overdue clock is, read at each
scrape of ``/metrics``. ``ping``: the trivial query ``/healthz`` asks. ``slow_until`` /
``slow_down``: the pause a global 429 asks of every process that shares the bot token.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from storage.models import Game, GameStatus, RateLimit, Seat
from storage.unit import Repository

GLOBAL = "global"
"""The one limit a bot token has for all its requests: 50 per second."""


@dataclass(frozen=True, slots=True)
class Census:
    """Active games per title, and the most overdue clock's due time (``None``: nothing is due)."""

    active: Mapping[str, int]
    oldest_due: datetime | None


class OperationsRepository(Repository):
    """The operator's census, the health query, and the shared pause of the rate budget."""

    async def ping(self) -> None:
        """Ask the database a trivial question (raises if it cannot answer)."""
        async with self._db.sessions() as session:
            await session.execute(text("SELECT 1"))

    async def census(self, now: datetime | None = None) -> Census:
        """How many games of each title are active, and the earliest due time already passed."""
        now = now or self._now()
        async with self._db.sessions() as session:
            rows = await session.execute(
                select(Game.game_key, func.count()).where(Game.status == GameStatus.ACTIVE).group_by(Game.game_key)
            )
            active = {key: int(count) for key, count in rows}
            oldest = await session.scalar(
                select(func.min(Seat.due_at))
                .join(Game, Game.id == Seat.game_id)
                .where(Seat.due_at <= now, Game.status == GameStatus.ACTIVE)
            )
        return Census(active, oldest)

    async def slow_until(self, name: str = GLOBAL) -> datetime | None:
        """Until when every process must hold its requests under ``name``'s limit (``None``: never paused)."""
        async with self._db.sessions() as session:
            row = await session.get(RateLimit, name)
            return None if row is None else row.slow_until

    async def slow_down(self, until: datetime, name: str = GLOBAL) -> datetime:
        """Make every process hold its requests until ``until`` (a later pause already stored stands); the pause."""

        async def store(session: AsyncSession) -> datetime:
            row = await session.get(RateLimit, name, with_for_update=True)
            if row is None:
                session.add(RateLimit(name=name, slow_until=until))
                return until
            row.slow_until = max(row.slow_until, until)
            return row.slow_until

        return await self._writing_once(store)
