"""Members' own settings: clock (time zone, quiet hours, vacations), leaderboards, language, notifying, DM channel.

How a member's turn is told (``/me notify``) and their daily digest's time are theirs too.

A change of a member's clock settings moves the deadlines running for them in every game, each
through the one change path (:func:`storage.changes.advance`).
"""

from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from storage import timers
from storage.changes import advance
from storage.models import DmChannel, Game, GameStatus, Member, Seat
from storage.records import GameRecord
from storage.table import read_table
from storage.unit import (
    MEMBER_TIMES,
    NOTIFY_MODES,
    NOTIFY_PING,
    Repository,
    load,
    member_notify,
    member_times,
    record_of,
)


class MemberRepository(Repository):
    """A member's settings, kept once for every server and game."""

    async def member_time(self, user_id: int) -> timers.MemberTime:
        """A member's clock settings (the defaults if they set none)."""
        async with self._db.sessions() as session:
            return (await member_times(session, [user_id])).get(user_id, timers.MemberTime())

    async def set_member_time(self, user_id: int, settings: timers.MemberTime) -> list[tuple[GameRecord, GameRecord]]:
        """Store a member's clock settings and move the clocks running for them in every game.

        The games whose clocks moved, before and after: each goes up one version (no log row),
        so its board shows the new deadline.
        """

        async def write(session: AsyncSession) -> list[tuple[GameRecord, GameRecord]]:
            row = await session.get(Member, user_id)
            if row is None:
                row = Member(user_id=user_id)
                session.add(row)
            row.zone, row.quiet_start, row.quiet_end = settings.zone, settings.quiet_start, settings.quiet_end
            row.vacation = [list(pair) for pair in settings.vacation]
            session.info.setdefault(MEMBER_TIMES, {})[user_id] = settings
            running = (
                await session.scalars(
                    select(Seat.game_id)
                    .join(Game, Game.id == Seat.game_id)
                    .where(Seat.user_id == user_id, Seat.turn_started_at.is_not(None), Game.status == GameStatus.ACTIVE)
                )
            ).all()
            moved = []
            now = self._now()
            for game_id in sorted(set(running)):
                game = await load(session, game_id, lock=True)
                before = record_of(game)
                table = read_table(game.table or {})
                for seat in game.seats:
                    if seat.user_id == user_id and seat.turn_started_at is not None:
                        timers.reschedule(seat, table, settings.availability(table), now)
                moved.append(
                    (before, await advance(session, game, before, before.state, [], self._now(), steps_before=1))
                )
            await session.flush()
            return moved

        return await self._writing_once(write)

    async def clocks_of(self, records: Sequence[GameRecord]) -> dict[int, timers.MemberTime]:
        """The clock settings of every member seated at these games, by user id (defaults omitted)."""
        async with self._db.sessions() as session:
            return await member_times(session, (seat.user_id for record in records for seat in record.seats))

    async def leaderboard_hidden(self, user_id: int) -> bool:
        """Whether the member opted out of leaderboards."""
        async with self._db.sessions() as session:
            return bool(await session.scalar(select(Member.leaderboard_hidden).where(Member.user_id == user_id)))

    async def set_leaderboard_hidden(self, user_id: int, hidden: bool) -> None:
        """Opt the member out of leaderboards (``hidden``) or back in; their clock settings stay as they are."""

        async def write(session: AsyncSession) -> None:
            (await member_row(session, user_id)).leaderboard_hidden = hidden

        await self._writing_once(write)

    async def language(self, user_id: int) -> tuple[str | None, str | None]:
        """The language the member chose (None: follow Discord's) and the Discord locale last seen on their clicks."""
        async with self._db.sessions() as session:
            row = (
                await session.execute(select(Member.language, Member.discord_locale).where(Member.user_id == user_id))
            ).first()
            return (row[0], row[1]) if row is not None else (None, None)

    async def set_language(self, user_id: int, language: str | None) -> None:
        """Store the language the member chose (``None``: follow their Discord language); nothing else changes."""

        async def write(session: AsyncSession) -> None:
            (await member_row(session, user_id)).language = language

        await self._writing_once(write)

    async def remember_locale(self, user_id: int, locale: str) -> None:
        """Remember the Discord locale seen on the member's latest interaction (a DM sent later follows it)."""

        async def write(session: AsyncSession) -> None:
            (await member_row(session, user_id)).discord_locale = locale

        await self._writing_once(write)

    async def notify_modes(self, user_ids: Iterable[int]) -> dict[int, str]:
        """How each of these members wants their turn told (``NOTIFY_MODES``; ``NOTIFY_PING`` if they chose none)."""
        async with self._db.sessions() as session:
            return await member_notify(session, user_ids)

    async def notify_settings(self, user_id: int) -> tuple[str, str | None]:
        """How the member wants their turn told, and the local time of their daily digest (None: no digest)."""
        async with self._db.sessions() as session:
            query = select(Member.notify, Member.digest_at).where(Member.user_id == user_id)
            row = (await session.execute(query)).first()
        return ((row[0] or NOTIFY_PING), row[1]) if row is not None else (NOTIFY_PING, None)

    async def set_notify(self, user_id: int, mode: str) -> None:
        """Store how the member wants their turn told (one of ``NOTIFY_MODES``); their other settings stay."""
        if mode not in NOTIFY_MODES:
            raise ValueError(f"no such notify mode: {mode!r}")

        async def write(session: AsyncSession) -> None:
            (await member_row(session, user_id)).notify = None if mode == NOTIFY_PING else mode

        await self._writing_once(write)

    async def set_digest(self, user_id: int, at: str | None) -> None:
        """Store the local time of day (``"HH:MM"``) of the member's daily digest, or None: no digest.

        A digest already done today stays done (``digest_day``): a new time takes effect tomorrow if
        today's was sent, else today.
        """

        async def write(session: AsyncSession) -> None:
            (await member_row(session, user_id)).digest_at = at

        await self._writing_once(write)

    async def dm_channel(self, user_id: int) -> int | None:
        """The user's DM channel, if it was remembered."""
        async with self._db.sessions() as session:
            return await session.scalar(select(DmChannel.channel_id).where(DmChannel.user_id == user_id))

    async def remember_dm_channel(self, user_id: int, channel_id: int) -> None:
        """Remember the user's DM channel (a user has one; a second call replaces it)."""

        async def store(session: AsyncSession) -> None:
            found = await session.get(DmChannel, user_id)
            if found is None:
                session.add(DmChannel(user_id=user_id, channel_id=channel_id))
            else:
                found.channel_id = channel_id

        await self._writing_once(store)  # two processes may DM the same member at once


async def member_row(session: AsyncSession, user_id: int) -> Member:
    """The member's settings row, added with every default if they have none yet."""
    row = await session.get(Member, user_id)
    if row is None:
        row = Member(user_id=user_id, zone="UTC", vacation=[])
        session.add(row)
    return row
