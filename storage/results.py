"""Results, ratings, leaderboards and history: what a finished game leaves to its members' statistics.

The results and ratings are written by the change that finishes a game (:func:`write_results`, called
from :func:`storage.changes.advance`) or by the backfill of games finished before they were kept;
everything else here reads them by indexed queries (no log is replayed). The rules of who gets a
result are :mod:`storage.result_rows`'; the ratings' are :mod:`storage.ratings`'.
"""

from datetime import datetime
from typing import Any

from sqlalchemy import Integer, func, literal, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from engine.core import GameSpec
from engine.core.game import load_state
from storage import ratings
from storage.errors import LobbyError
from storage.models import Game, GameResult, GameStatus, Member, Rating, Seat
from storage.records import HistoryRecord, RatingRecord, ResultRecord
from storage.result_rows import SeatState, rated_ranks, seat_results
from storage.unit import Repository, load, read_log, spec_of


class ResultRepository(Repository):
    """Members' results and ratings at a server's titles, its leaderboards and members' game history."""

    async def backfill_results(self) -> int:
        """Write the results of finished games that have none (games finished before revision 0005).

        Games are taken in the order they finished, each in its own transaction, so ratings are
        updated in that order too. Their moves have no times (none were kept then). The number
        of games given results; a second call finds none.
        """
        has_results = select(GameResult.id).where(GameResult.game_id == Game.id).exists()
        lacking = (
            select(Game.id).where(Game.status == GameStatus.FINISHED, ~has_results).order_by(Game.finished_at, Game.id)
        )
        async with self._db.sessions() as session:
            game_ids = list(await session.scalars(lacking))
        done = 0
        for game_id in game_ids:
            async with self._writing() as session:
                game = await load(session, game_id, lock=True)
                written = await session.scalar(select(GameResult.id).where(GameResult.game_id == game_id).limit(1))
                if game.status != GameStatus.FINISHED or written is not None or game.state is None:
                    continue
                try:
                    spec = spec_of(game.game_key)
                except LobbyError:  # a title no longer installed: its games stay as they are
                    continue
                finished_at = game.finished_at or game.updated_at
                if await write_results(session, game, spec, load_state(spec, game.state), finished_at):
                    done += 1
        return done

    async def member_results(self, guild_id: int, user_id: int, game_key: str | None = None) -> list[ResultRecord]:
        """A member's results in this server (one title's, or every title's), oldest first; indexed, no log read."""
        criteria = [GameResult.guild_id == guild_id, GameResult.user_id == user_id]
        if game_key is not None:
            criteria.append(GameResult.game_key == game_key)
        query = select(
            GameResult.game_id,
            GameResult.game_key,
            GameResult.rank,
            GameResult.score,
            GameResult.players,
            GameResult.finished_at,
            GameResult.moves,
            GameResult.think_seconds,
            GameResult.timeouts,
            _bots(GameResult.game_id),
        ).where(*criteria)
        async with self._db.sessions() as session:
            rows = (await session.execute(query.order_by(GameResult.finished_at, GameResult.game_id))).all()
        return [
            ResultRecord(row[0], row[1], row[2], row[3], row[4], row[5], row[6], tuple(row[7] or ()), row[8], row[9])
            for row in rows
        ]

    async def member_ratings(self, guild_id: int, user_id: int) -> list[RatingRecord]:
        """A member's ratings in this server, one per title they were rated at."""
        query = select(Rating).where(Rating.guild_id == guild_id, Rating.user_id == user_id).order_by(Rating.game_key)
        async with self._db.sessions() as session:
            return [_rating(row) for row in await session.scalars(query)]

    async def leaderboard(self, guild_id: int, game_key: str, limit: int) -> tuple[list[RatingRecord], int]:
        """The server's best ``limit`` ratings at a title by mu - 3 sigma, and how many members are ranked.

        Members who opted out of leaderboards are left out of both.
        """
        hidden = select(Member.user_id).where(Member.leaderboard_hidden.is_(True))
        criteria = [Rating.guild_id == guild_id, Rating.game_key == game_key, Rating.user_id.not_in(hidden)]
        query = select(Rating).where(*criteria).order_by(Rating.shown.desc(), Rating.games.desc(), Rating.user_id)
        async with self._db.sessions() as session:
            rows = [_rating(row) for row in await session.scalars(query.limit(limit))]
            total = await session.scalar(select(func.count()).select_from(Rating).where(*criteria))
        return rows, int(total or 0)

    async def history(
        self, guild_id: int, user_id: int, offset: int = 0, limit: int = 10
    ) -> tuple[list[HistoryRecord], int]:
        """A member's finished and abandoned games in this server, newest first: one page, and how many in all.

        Finished games come from their results (the member held the seat at the end); abandoned
        ones from the seats held when they were abandoned (games that never started are left out).
        """
        finished = (
            select(
                Game.id,
                Game.game_key,
                Game.status,
                GameResult.finished_at,
                GameResult.players,
                GameResult.rank,
                GameResult.score,
                Game.channel_id,
                Game.thread_id,
                Game.board_message_id,
                _bots(Game.id),
            )
            .join(Game, Game.id == GameResult.game_id)
            .where(GameResult.guild_id == guild_id, GameResult.user_id == user_id)
        )
        seated = select(Seat.game_id).where(Seat.user_id == user_id, Seat.seat.is_not(None))
        abandoned_criteria = [Game.guild_id == guild_id, Game.status == GameStatus.ABANDONED, Game.id.in_(seated)]
        players = select(func.count(Seat.id)).where(Seat.game_id == Game.id).scalar_subquery()
        abandoned = select(
            Game.id,
            Game.game_key,
            Game.status,
            Game.finished_at,
            players,
            literal(None, Integer),
            literal(None, Integer),
            Game.channel_id,
            Game.thread_id,
            Game.board_message_id,
            _bots(Game.id),
        ).where(*abandoned_criteria)
        window = offset + limit
        counted = [GameResult.guild_id == guild_id, GameResult.user_id == user_id]
        async with self._db.sessions() as session:
            newest = (GameResult.finished_at.desc(), GameResult.game_id.desc())
            rows = list((await session.execute(finished.order_by(*newest).limit(window))).all())
            newest = (Game.finished_at.desc(), Game.id.desc())
            rows += (await session.execute(abandoned.order_by(*newest).limit(window))).all()
            total = await session.scalar(select(func.count()).select_from(GameResult).where(*counted))
            total = int(total or 0)
            total += int(await session.scalar(select(func.count()).select_from(Game).where(*abandoned_criteria)) or 0)
        rows.sort(key=lambda row: (row[3], row[0]), reverse=True)
        page = [
            HistoryRecord(
                row[0], row[1], str(row[2]), row[3], row[4], row[5], row[6], guild_id, row[7], row[8], row[9], row[10]
            )
            for row in rows[offset:window]
        ]
        return page, total


def _bots(game_id: Any) -> Any:
    """How many bot seats the game ``game_id`` (a column) had: a correlated count."""
    return select(func.count(Seat.id)).where(Seat.game_id == game_id, Seat.bot.is_not(None)).scalar_subquery()


def _rating(row: Rating) -> RatingRecord:
    return RatingRecord(row.user_id, row.game_key, row.mu, row.sigma, row.shown, row.games)


async def _locked_ratings(session: AsyncSession, game: Game, user_ids: list[int], now: datetime) -> dict[int, Rating]:
    """The ratings rows of these members at the game's server and title, locked; a member's first is created.

    Rows are locked one by one in user id order, so games of the same members finishing at
    once queue instead of deadlocking. A first rating is inserted in a savepoint: if another
    game's transaction inserted it meanwhile (PostgreSQL waits for it, then reports the
    duplicate), that row is locked and used.
    """
    which = (Rating.guild_id == game.guild_id, Rating.game_key == game.game_key)
    start = ratings.initial()
    rows: dict[int, Rating] = {}
    for user_id in sorted(set(user_ids)):
        query = select(Rating).where(*which, Rating.user_id == user_id).with_for_update()
        row = (await session.scalars(query)).one_or_none()
        if row is None:
            row = Rating(
                guild_id=game.guild_id,
                game_key=game.game_key,
                user_id=user_id,
                mu=start.mu,
                sigma=start.sigma,
                shown=start.shown,
                games=0,
                updated_at=now,
            )
            try:
                async with session.begin_nested():
                    session.add(row)
            except IntegrityError:
                row = (await session.scalars(query)).one()
        rows[user_id] = row
    return rows


async def write_results(session: AsyncSession, game: Game, spec: GameSpec, state: Any, finished_at: datetime) -> int:
    """Write the finished game's results (storage.result_rows) and update its rated members' ratings (storage.ratings).

    Runs in the transaction that finishes the game (or in the backfill): the members' ratings of
    this server and title are locked, read, updated and written with the results. The number of rows.
    """
    result = spec.result(state)
    if result is None:  # the engine says the game is not over: nothing to record
        return 0
    seats = [
        SeatState(
            row.seat, row.user_id, row.display_name, bool(row.resigned), bool(row.open), row.timeouts or 0, row.bot
        )
        for row in game.seats
        if row.seat is not None
    ]
    found = seat_results(seats, result, await read_log(session, game.id))
    # A game with a bot seat is not rated at all (README "Bots"): beating a bot says little of a member's skill.
    ranks = {} if any(seat.bot is not None for seat in seats) else rated_ranks(found)
    old = (
        await _locked_ratings(session, game, list(ranks), finished_at) if len(ranks) >= ratings.MIN_RATED_SEATS else {}
    )
    before = {user_id: ratings.Skill(row.mu, row.sigma) for user_id, row in old.items() if row.games}
    after = ratings.rate(ranks, before)
    for user_id, skill in after.items():
        row = old[user_id]
        row.mu, row.sigma, row.shown = skill.mu, skill.sigma, skill.shown
        row.games += 1
        row.updated_at = finished_at
    for seat in found:
        end = after.get(seat.user_id) if seat.user_id is not None else None
        start = (before.get(seat.user_id) or ratings.initial()) if seat.user_id is not None and end else None
        rated = end is not None
        session.add(
            GameResult(
                game_id=game.id,
                guild_id=game.guild_id,
                game_key=game.game_key,
                seat=seat.seat,
                user_id=seat.user_id,
                display_name=seat.name,
                rank=seat.rank,
                score=seat.score,
                players=len(found),
                finished_at=finished_at,
                rated=rated,
                mu_before=None if start is None else start.mu,
                sigma_before=None if start is None else start.sigma,
                mu_after=None if end is None else end.mu,
                sigma_after=None if end is None else end.sigma,
                moves=seat.moves,
                think_seconds=list(seat.think_seconds),
                think_total=sum(seat.think_seconds),
                timeouts=seat.timeouts,
            )
        )
    await session.flush()
    return len(found)
