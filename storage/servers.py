"""Servers' own settings (issue 25): the language a server's lobbies open in; issue 26 adds more.

A server without a row has every default (English).
"""

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from storage.models import Server
from storage.unit import Repository

DEFAULT_LANGUAGE = "en"


class ServerRepository(Repository):
    """A server's settings, one row per guild."""

    async def language(self, guild_id: int) -> str:
        """The language the server's new games are played in (English if it chose none)."""
        async with self._db.sessions() as session:
            found = await session.scalar(select(Server.language).where(Server.guild_id == guild_id))
            return found or DEFAULT_LANGUAGE

    async def set_language(self, guild_id: int, language: str) -> None:
        """Set the server's default language: for games opened from now on (a game keeps its own)."""

        async def write(session: AsyncSession) -> None:
            row = await session.get(Server, guild_id)
            if row is None:
                session.add(Server(guild_id=guild_id, language=language))
            else:
                row.language = language

        await self._writing_once(write)
