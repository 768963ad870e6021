"""The one transaction helper every repository shares (DESIGN.md "Storage", STYLE.md "Storage").

Only repositories open sessions, and only through this module: a change is one transaction
(:func:`writing`) that first locks the game row (:func:`load` with ``lock``: ``FOR UPDATE``; on
SQLite the ``BEGIN IMMEDIATE`` of :data:`storage.db.WRITE`), checks, then writes, guarded by
the game's version (:func:`guarded_update`: no row updated means someone else changed the game
first, :class:`StaleVersion`). Callers get frozen records (:func:`record_of`), never ORM objects.

Also here: the reads every repository needs inside its session (the game and its seats, the
log, the members' clock settings) and the checks of who may act on a locked game.
"""

from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from datetime import datetime
from enum import Enum
from typing import Any, TypeVar

from sqlalchemy import inspect, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import joinedload
from sqlalchemy.orm.base import NO_VALUE

from engine.core import GameSpec, get_game
from engine.core.game import load_state
from engine.core.game import replay as replay_moves
from i18n import _, text_of
from storage import rules, timers
from storage.bots import bot_name
from storage.db import WRITE, Database
from storage.errors import GameNotFound, LobbyError, StaleVersion
from storage.models import Action, ActionKind, Game, GameStatus, Member, Seat, utc_now
from storage.records import ActionRecord, GameRecord, SeatRecord
from storage.table import Table

OPEN_STATUSES = (GameStatus.LOBBY, GameStatus.ACTIVE)
NAME_LENGTH = 100
MEMBER_TIMES = "member_times"  # the key of a transaction's cache of members' clock settings (session.info)
MEMBER_NOTIFY = "member_notify"  # the key of a transaction's cache of how members want their turn told

NOTIFY_PING, NOTIFY_DM, NOTIFY_BOTH = "ping", "dm", "both"
NOTIFY_MODES = (NOTIFY_PING, NOTIFY_DM, NOTIFY_BOTH)
"""How a member's turn reaches them (``/me notify``): a ping in the thread (the default), a DM instead, or both."""


class Unset(Enum):
    """The type of :data:`UNSET`."""

    UNSET = "unset"


UNSET = Unset.UNSET
"""Marks a ``set_messages`` field the caller leaves as it is."""

T = TypeVar("T")

Check = Callable[[GameRecord], None]
"""Checks a request against the locked game's record and refuses (raises) what it must not do."""


class Repository:
    """What every repository shares: the database, the clock of every time it stores, the write transaction."""

    def __init__(self, db: Database, *, clock: Callable[[], datetime] = utc_now) -> None:
        self._db = db
        self._now = clock  # every time the repository stores comes from here (tests inject one)

    def _writing(self) -> AbstractAsyncContextManager[AsyncSession]:
        """A session in a write transaction, committed on success and rolled back on any error."""
        return writing(self._db)

    async def _writing_once(self, write: Callable[[AsyncSession], Awaitable[T]]) -> T:
        """``write`` in a write transaction, again once if it inserted a row another process inserted meanwhile.

        For a row keyed by something other than a game (a member's DM channel, a rate pause): no
        game row serialises its writers, so two processes may both find it missing and insert it;
        the second's insert fails on the key, and its retry finds the row and updates it.
        """
        for attempt in range(2):
            try:
                async with self._writing() as session:
                    return await write(session)
            except IntegrityError:
                if attempt:
                    raise
        raise AssertionError("unreachable")


@asynccontextmanager
async def writing(db: Database) -> AsyncIterator[AsyncSession]:
    """A session in a write transaction on ``db``, committed on success and rolled back on any error."""
    async with db.write_turn(), db.sessions() as session, session.begin():
        await session.connection(execution_options={WRITE: True})
        yield session


async def guarded_update(session: AsyncSession, before: GameRecord, values: dict[str, Any]) -> None:
    """``UPDATE games ... WHERE version = before.version``; :class:`StaleVersion` if no row matched."""
    result = await session.execute(
        update(Game)
        .where(Game.id == before.id, Game.version == before.version)
        .values(**values)
        .execution_options(synchronize_session=False)
    )
    if result.rowcount != 1:
        raise StaleVersion()


def spec_of(game_key: str) -> GameSpec:
    """The installed game called ``game_key``; :class:`LobbyError` if there is none."""
    try:
        return get_game(game_key)
    except KeyError:
        raise LobbyError(_("There is no game called “{game_key}”.", game_key=game_key)) from None


async def load(session: AsyncSession, game_id: int, *, lock: bool = False, for_move: bool = False) -> Game:
    """The game with its seats; with ``lock``, the game row is locked first and then read afresh.

    Its players' settings rows always come with it (``Seat.member``: clock settings and how they
    are told); with ``for_move``, this transaction's caches keep them (:func:`member_times`,
    :func:`member_notify`) and the game's live standing instructions come in the same statement
    (``Game.proxies``, for :func:`storage.changes.play_on`). On SQLite each statement is a round
    trip to the database thread while the move holds the only write turn.

    Locking first matters on PostgreSQL: a ``SELECT ... FOR UPDATE`` that waited for another
    transaction re-reads the locked game row but not the seats joined to it, which would then
    show the seats (their decision versions) as they were before the other transaction. SQLite
    has no row locks (it ignores ``FOR UPDATE``): a write transaction there holds the whole
    database from ``BEGIN IMMEDIATE``, so the statement is skipped, one round trip to the
    database thread fewer in the one write path every move takes.
    """
    if lock and session.bind.dialect.name != "sqlite":  # SQLite: the write turn and BEGIN IMMEDIATE already serialise
        await session.execute(select(Game.id).where(Game.id == game_id).with_for_update())
    games = await select_games(session, Game.id == game_id, options=(joinedload(Game.proxies),) if for_move else ())
    if not games:
        raise GameNotFound()
    if for_move:
        _remember_members(session, {row.user_id: row.member for row in games[0].seats})
    return games[0]


async def select_games(session: AsyncSession, *criteria: Any, options: Iterable[Any] = ()) -> list[Game]:
    """The games matching ``criteria`` with their seats and the seats' members' settings rows, by id, read afresh.

    The loader ``options`` add more (a move's live standing instructions). A seat's record carries
    its member's ``/me notify`` choice from here, so a new board knows whom not to ping unasked.
    """
    query = (
        select(Game)
        .where(*criteria)
        .options(joinedload(Game.seats).joinedload(Seat.member), *options)
        .order_by(Game.id)
        .execution_options(populate_existing=True)
    )
    return list((await session.scalars(query)).unique().all())


async def read_log(session: AsyncSession, game_id: int) -> list[ActionRecord]:
    """The game's whole log (undo rows included), in order."""
    rows = await session.scalars(select(Action).where(Action.game_id == game_id).order_by(Action.seq))
    return [
        ActionRecord(
            row.seq,
            row.seat,
            row.kind,
            row.action,
            row.undoable,
            row.auto,
            row.created_at,
            None if row.public_lines is None else tuple(text_of(line) for line in row.public_lines),
            row.reason,
            row.user_id,
            row.think_seconds,
        )
        for row in rows
    ]


def record_of(game: Game, state: Any = None) -> GameRecord:
    """The record of ``game``; its state decoded from the snapshot unless given."""
    spec = get_game(game.game_key)
    if state is None and game.state is not None:
        state = load_state(spec, game.state)
    return GameRecord(
        id=game.id,
        guild_id=game.guild_id,
        channel_id=game.channel_id,
        thread_id=game.thread_id,
        lobby_message_id=game.lobby_message_id,
        board_message_id=game.board_message_id,
        board_waiting=tuple(game.board_waiting),
        game_key=game.game_key,
        options=dict(game.options),
        seed=game.seed,
        status=str(game.status),
        version=game.version,
        creator_id=game.creator_id,
        seats=seat_records(game),
        state=state,
        created_at=game.created_at,
        updated_at=game.updated_at,
        finished_at=game.finished_at,
        board_version=game.board_version,
        board_since=game.board_since,
        table=dict(game.table or {}),
        campaign_id=game.campaign_id,
        invited=None if game.invited is None else tuple(game.invited),
        rematch_id=game.rematch_id,
        rematch_of=game.rematch_of,
    )


def seat_records(game: Game) -> tuple[SeatRecord, ...]:
    """The records of the game's seats, in seat order (in the lobby: the join order they would take)."""
    in_join_order = sorted(game.seats, key=lambda seat: seat.id)
    seats = (
        SeatRecord(
            number if seat.seat is None else seat.seat,
            seat.user_id,
            seat.display_name if seat.bot is None else bot_name(seat.user_id, seat.bot),  # a bot's: a message
            seat.resigned,
            seat.decision_version or 0,
            seat.dm_refused_at,
            bool(seat.open),
            seat.timeouts or 0,
            seat.turn_started_at,
            seat.due_at,
            seat.bank_seconds,
            seat.extra_seconds or 0.0,
            seat.stage or 0,
            seat.asked_more_version,
            seat.granted_version,
            dm_version=seat.dm_version,
            bot=seat.bot,
            decision_at=seat.decision_at,
            notify=_notify_of(seat),
            colour=seat.colour,
        )
        for number, seat in enumerate(in_join_order)
    )
    return tuple(sorted(seats, key=lambda seat: seat.seat))


async def active_game(session: AsyncSession, game_id: int, check: Check | None) -> tuple[Game, GameRecord]:
    """The locked game and its record, after ``check`` (which may refuse) and the check that it is being played."""
    game = await load(session, game_id, lock=True)
    record = record_of(game)
    if check is not None:
        check(record)
    rules.check_active(game.status)
    return game, record


def playing_row(game: Game, seat: int) -> Seat:
    """The row of a seat still playing; :class:`NotSeated` otherwise."""
    row = next((row for row in game.seats if row.seat == seat), None)
    rules.check_playing(row is not None, row is not None and row.resigned, row is not None and row.open)
    assert row is not None
    return row


def player_row(game: Game, user_id: int) -> Seat:
    """The row of the seat ``user_id`` plays; :class:`NotSeated` if they hold none or no longer play it."""
    row = next((row for row in game.seats if row.user_id == user_id), None)
    rules.check_playing(row is not None, row is not None and row.resigned, row is not None and row.open)
    assert row is not None
    return row


async def read_lines_since(session: AsyncSession, game_id: int, seat: int, page: int) -> list[tuple[str, ...]] | None:
    """The stored public lines of each move after ``seat``'s own latest one (see ``GameRepository.lines_since``).

    Read from the newest row back, ``page`` rows at a time, until that move or the log's start.
    """
    cancelled: set[int] = set()
    found: list[tuple[str, ...]] = []
    below: int | None = None
    while True:
        query = select(Action.seq, Action.seat, Action.kind, Action.action, Action.auto, Action.public_lines).where(
            Action.game_id == game_id
        )
        if below is not None:
            query = query.where(Action.seq < below)
        rows = (await session.execute(query.order_by(Action.seq.desc()).limit(page))).all()
        for seq, mover, kind, action, auto, lines in rows:
            if kind == ActionKind.UNDO:
                cancelled.add(int(action["seq"]))
            elif seq in cancelled:
                continue
            elif mover == seat and not auto:
                return found[::-1]
            elif lines is None:
                return None
            else:
                found.append(tuple(text_of(line) for line in lines))
        if len(rows) < page:
            return found[::-1]
        below = rows[-1].seq


async def member_times(session: AsyncSession, user_ids: Iterable[int]) -> dict[int, timers.MemberTime]:
    """The stored clock settings of these members (those who set none are absent), read once per transaction."""
    known: dict[int, timers.MemberTime | None] = session.info.setdefault(MEMBER_TIMES, {})
    wanted = sorted(set(user_ids))
    await _read_members(session, [user_id for user_id in wanted if user_id not in known])
    return {user_id: found for user_id in wanted if (found := known[user_id]) is not None}


async def member_notify(session: AsyncSession, user_ids: Iterable[int]) -> dict[int, str]:
    """How each of these members wants their turn told (``NOTIFY_MODES``; ``NOTIFY_PING`` if they chose none).

    Read with their clock settings, once per transaction (a change that starts a clock read both already).
    """
    known: dict[int, str] = session.info.setdefault(MEMBER_NOTIFY, {})
    wanted = sorted(set(user_ids))
    await _read_members(session, [user_id for user_id in wanted if user_id not in known])
    return {user_id: known[user_id] for user_id in wanted}


async def _read_members(session: AsyncSession, missing: Sequence[int]) -> None:
    """Read the settings rows of ``missing`` into the transaction's caches (clock settings, notify modes)."""
    if not missing:
        return
    rows = {row.user_id: row for row in await session.scalars(select(Member).where(Member.user_id.in_(missing)))}
    _remember_members(session, {user_id: rows.get(user_id) for user_id in missing})


def _remember_members(session: AsyncSession, rows: Mapping[int, Member | None]) -> None:
    """Keep these members' settings rows (None: they set nothing) in the transaction's caches."""
    times: dict[int, timers.MemberTime | None] = session.info.setdefault(MEMBER_TIMES, {})
    notify: dict[int, str] = session.info.setdefault(MEMBER_NOTIFY, {})
    for user_id, row in rows.items():
        times.setdefault(user_id, member_time_of(row) if row is not None else None)
        notify.setdefault(user_id, (row.notify if row is not None else None) or NOTIFY_PING)


def _notify_of(seat: Seat) -> str | None:
    """How the seat's member wants their turn told, if their settings row was read with the seat (None if not)."""
    if seat.bot is not None:
        return None
    member = inspect(seat).attrs.member.loaded_value
    if member is NO_VALUE:
        return None
    return (member.notify if member is not None else None) or NOTIFY_PING


def member_time_of(row: Member) -> timers.MemberTime:
    """A stored member's clock settings."""
    return timers.MemberTime(row.zone, row.quiet_start, row.quiet_end, tuple((a, b) for a, b in row.vacation))


def availability(times: Mapping[int, timers.MemberTime], user_id: int, table: Table) -> Any:
    """When ``user_id`` is available under the table's clock, from their settings (the defaults if they set none)."""
    return times.get(user_id, timers.MemberTime()).availability(table)


def replay_log(game: Game, moves: list[ActionRecord]) -> Any:
    """The state rebuilt from the game's seed, options and these log rows."""
    spec = get_game(game.game_key)
    players = sum(1 for seat in game.seats if seat.seat is not None)
    return replay_moves(
        spec, players, game.seed, game.options, [(move.seat, move.action, move.reason is not None) for move in moves]
    )
