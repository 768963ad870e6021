"""What the thread and the DMs are owed: the game's Discord messages, the boards shown, the DMs still to send.

Changes store what they owe in their own transaction (:func:`storage.changes.owe_dms`, the game's
``version`` against its ``board_version``); the bot reads it here, sends, and records what it sent.
None of these changes a game's version.
"""

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import and_, or_, select, update

from storage.errors import GameNotFound
from storage.models import Game, GameStatus, Seat
from storage.records import GameRecord, StoredBoard
from storage.unit import UNSET, Repository, Unset, load, record_of, select_games


class OutboxRepository(Repository):
    """The game's messages in Discord and the DMs its players are owed."""

    async def set_messages(
        self,
        game_id: int,
        *,
        thread_id: int | None | Unset = UNSET,
        lobby_message_id: int | None | Unset = UNSET,
        board_message_id: int | None | Unset = UNSET,
        board_waiting: Sequence[int] | Unset = UNSET,
        board_version: int | None | Unset = UNSET,
        board_since: int | None | Unset = UNSET,
    ) -> None:
        """Record the game's Discord thread and messages: only the fields given; no version change."""
        values: dict[str, Any] = {
            "thread_id": thread_id,
            "lobby_message_id": lobby_message_id,
            "board_message_id": board_message_id,
            "board_waiting": board_waiting if board_waiting is UNSET else list(board_waiting),
            "board_version": board_version,
            "board_since": board_since,
        }
        await self._set(game_id, {name: value for name, value in values.items() if value is not UNSET})

    async def stored_board(self, game_id: int) -> StoredBoard:
        """The game's version and stored board, one small read (``GameNotFound`` if there is no such game)."""
        query = select(Game.version, Game.board_message_id, Game.board_version, Game.board_since).where(
            Game.id == game_id
        )
        async with self._db.sessions() as session:
            row = (await session.execute(query)).one_or_none()
        if row is None:
            raise GameNotFound()
        return StoredBoard(*row)

    async def shown_games(self, *, stale_only: bool = False) -> list[GameRecord]:
        """Active games with a thread (``stale_only``: those whose board shows another version), oldest first.

        With ``stale_only``, finished games whose stored board is behind count too; a board
        version never stored (a game from before boards kept it) does not, once the game is over.
        """
        criteria: list[Any] = [Game.thread_id.is_not(None), Game.status == GameStatus.ACTIVE]
        if stale_only:
            behind = or_(Game.board_version.is_(None), Game.board_version != Game.version)
            finished_behind = and_(
                Game.status == GameStatus.FINISHED,
                Game.board_version.is_not(None),
                Game.board_version != Game.version,
            )
            active_behind = and_(Game.status == GameStatus.ACTIVE, behind)
            abandoned_untold = and_(Game.status == GameStatus.ABANDONED, behind)  # its notice is not in the thread
            criteria = [Game.thread_id.is_not(None), or_(active_behind, finished_behind, abandoned_untold)]
        async with self._db.sessions() as session:
            return [record_of(game) for game in await select_games(session, *criteria)]

    async def unposted_rematches(self) -> list[GameRecord]:
        """Rematch lobbies whose lobby message or thread a crash left undone, oldest first."""
        criteria = [Game.rematch_of.is_not(None), Game.status == GameStatus.LOBBY, Game.thread_id.is_(None)]
        async with self._db.sessions() as session:
            return [record_of(game) for game in await select_games(session, *criteria)]

    async def set_dm_refused(self, game_id: int, user_id: int, when: datetime | None) -> None:
        """Record that this player refused a DM at ``when`` (None: DMs may be tried again); no version change."""
        async with self._writing() as session:
            await session.execute(
                update(Seat)
                .where(Seat.game_id == game_id, Seat.user_id == user_id)
                .values(dm_refused_at=when)
                .execution_options(synchronize_session=False)
            )

    async def dms_sent(self, game_id: int, seats: Iterable[int], version: int) -> None:
        """The DMs owed to ``seats`` up to ``version`` were sent (or cannot be): they are owed no more.

        A debt stored by a later change (a higher ``dm_version``) stays: its DM is still to send.
        """
        seats = list(seats)
        if not seats:
            return
        async with self._writing() as session:
            await session.execute(
                update(Seat)
                .where(Seat.game_id == game_id, Seat.seat.in_(seats), Seat.dm_version <= version)
                .values(dm_version=None)
                .execution_options(synchronize_session=False)
            )

    async def games_owing_dms(self) -> list[int]:
        """The active and finished games some seat of which is owed a DM, oldest first."""
        owing = select(Seat.game_id).where(Seat.dm_version.is_not(None))
        query = (
            select(Game.id)
            .where(Game.id.in_(owing), Game.status.in_([GameStatus.ACTIVE.value, GameStatus.FINISHED.value]))
            .order_by(Game.id)
        )
        async with self._db.sessions() as session:
            return list(await session.scalars(query))

    async def _set(self, game_id: int, values: dict[str, Any]) -> None:
        async with self._writing() as session:
            if not values:
                await load(session, game_id)
                return
            result = await session.execute(
                update(Game).where(Game.id == game_id).values(**values).execution_options(synchronize_session=False)
            )
            if result.rowcount == 0:
                raise GameNotFound()
