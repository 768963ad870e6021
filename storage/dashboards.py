"""Dashboards: the one message per channel that lists its games, remembered so it is edited rather than reposted."""

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from storage.models import Dashboard
from storage.records import DashboardRecord
from storage.unit import Repository


class DashboardRepository(Repository):
    """Each channel's dashboard message."""

    async def get(self, channel_id: int) -> DashboardRecord | None:
        """The dashboard of this channel, if it has one."""
        async with self._db.sessions() as session:
            row = await session.get(Dashboard, channel_id)
            return None if row is None else _dashboard(row)

    async def all(self) -> list[DashboardRecord]:
        """Every channel's dashboard, by channel id."""
        async with self._db.sessions() as session:
            rows = await session.scalars(select(Dashboard).order_by(Dashboard.channel_id))
            return [_dashboard(row) for row in rows]

    async def put(self, channel_id: int, guild_id: int, message_id: int) -> DashboardRecord | None:
        """Make ``message_id`` the channel's dashboard; the one it replaces, if any (its message is to be deleted)."""

        async def write(session: AsyncSession) -> DashboardRecord | None:
            row = await session.get(Dashboard, channel_id, with_for_update=True)
            if row is None:
                session.add(Dashboard(channel_id=channel_id, guild_id=guild_id, message_id=message_id))
                return None
            replaced = _dashboard(row)
            row.guild_id, row.message_id = guild_id, message_id
            return replaced

        return await self._writing_once(write)

    async def drop(self, channel_id: int, message_id: int | None = None) -> DashboardRecord | None:
        """Forget the channel's dashboard (only if it is still ``message_id``, when given); the one dropped, if any."""
        async with self._writing() as session:
            row = await session.get(Dashboard, channel_id, with_for_update=True)
            if row is None or (message_id is not None and row.message_id != message_id):
                return None
            dropped = _dashboard(row)
            await session.delete(row)
            return dropped


def _dashboard(row: Dashboard) -> DashboardRecord:
    return DashboardRecord(row.channel_id, row.guild_id, row.message_id)
