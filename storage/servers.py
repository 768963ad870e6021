"""Servers' own settings (issues 25, 26): the language a server's lobbies open in, and who may do what.

A server without a row has every default: English, no game host role, games opened in any
channel, no limit on the open games of a member.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from storage import rules
from storage.errors import LobbyError
from storage.models import Game, Seat, Server
from storage.unit import OPEN_STATUSES, Repository

DEFAULT_LANGUAGE = "en"
MAX_GAME_CHANNELS = 25
"""The most channels a server may list as those where games are opened (a Discord menu's worth)."""
MAX_OPEN_GAMES = 100
"""The highest per-member limit a server may set (a higher one would be no limit at all)."""


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """What ``/server settings`` shows and sets."""

    language: str = DEFAULT_LANGUAGE
    host_role_id: int | None = None  # its members may start, abandon and moderate any game of the server
    game_channels: tuple[int, ...] = ()  # where games may be opened; (): any channel
    max_open_games: int | None = None  # the most lobby or active games a member may sit at; None: no limit

    def allows_channel(self, channel_id: int) -> bool:
        """Whether a game may be opened in ``channel_id``."""
        return not self.game_channels or channel_id in self.game_channels


class Keep:
    """Marks a setting :meth:`ServerRepository.set_settings` leaves as it is."""


KEEP = Keep()


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

    async def settings(self, guild_id: int) -> ServerSettings:
        """Every setting of a server (the defaults where it set none)."""
        async with self._db.sessions() as session:
            return settings_of(await session.get(Server, guild_id))

    async def set_settings(
        self,
        guild_id: int,
        *,
        host_role_id: int | None | Keep = KEEP,
        game_channels: Sequence[int] | Keep = KEEP,
        max_open_games: int | None | Keep = KEEP,
    ) -> ServerSettings:
        """Change the settings given (the others stay) and return them all; ``ValueError`` on an impossible value.

        ``game_channels``: empty for any channel; ``max_open_games``: None for no limit.
        """
        if not isinstance(game_channels, Keep) and len(set(game_channels)) > MAX_GAME_CHANNELS:
            raise ValueError(f"at most {MAX_GAME_CHANNELS} channels")
        if isinstance(max_open_games, int) and not 1 <= max_open_games <= MAX_OPEN_GAMES:
            raise ValueError(f"a limit from 1 to {MAX_OPEN_GAMES}")

        async def write(session: AsyncSession) -> ServerSettings:
            row = await session.get(Server, guild_id)
            if row is None:
                row = Server(guild_id=guild_id, language=DEFAULT_LANGUAGE, game_channels=[])
                session.add(row)
            if not isinstance(host_role_id, Keep):
                row.host_role_id = host_role_id
            if not isinstance(game_channels, Keep):
                row.game_channels = sorted(set(game_channels))
            if not isinstance(max_open_games, Keep):
                row.max_open_games = max_open_games
            await session.flush()
            return settings_of(row)

        return await self._writing_once(write)

    async def check_open_games(self, guild_id: int, user_id: int, limit: int | None) -> None:
        """Refuse (``LobbyError``) a member already at ``limit`` open games of the server, before a lobby is opened.

        The transaction that seats them checks again (two lobbies opened at once).
        """
        async with self._db.sessions() as session:
            await check_open_games(session, guild_id, user_id, limit)


def settings_of(row: Server | None) -> ServerSettings:
    """A stored row's settings (None: every default)."""
    if row is None:
        return ServerSettings()
    return ServerSettings(
        row.language or DEFAULT_LANGUAGE, row.host_role_id, tuple(row.game_channels or ()), row.max_open_games
    )


async def open_games_held(session: AsyncSession, guild_id: int, user_id: int) -> int:
    """How many open games (lobby or active) of the server the member sits at."""
    held = await session.scalar(
        select(func.count(func.distinct(Game.id)))
        .join(Seat, Seat.game_id == Game.id)
        .where(Game.guild_id == guild_id, Game.status.in_(OPEN_STATUSES), Seat.user_id == user_id)
    )
    return int(held or 0)


async def check_open_games(session: AsyncSession, guild_id: int, user_id: int, limit: int | None) -> None:
    """Refuse (``LobbyError``) a member who already sits at ``limit`` open games (lobby or active) of the server."""
    if limit is None:
        return
    held = await open_games_held(session, guild_id, user_id)
    if held >= limit:
        raise LobbyError(rules.over_limit(held, limit))
