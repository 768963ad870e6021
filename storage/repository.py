"""The game repository: the only code that opens sessions (DESIGN.md "Storage", STYLE.md "Storage").

Callers get frozen records (:mod:`storage.records`), never ORM objects. Every change is
one transaction that first locks the game row (``FOR UPDATE``; on SQLite the
``BEGIN IMMEDIATE`` of :data:`storage.db.WRITE`), checks, then writes.

The lobby's rules and the undo's (with their words) are pure functions in :mod:`storage.rules`;
seats are numbered in join order at the start. What the transactions keep:

- **Version.** ``version`` is 0 at start and counts every change of an active game: a
  move, an undo, a resign, each move auto-played for a resigned seat, an abandon.
  A log row's ``seq`` is the version its change produced, so ``seq`` increases with
  gaps only where a resign or an abandon wrote no row. Writes are guarded by an
  explicit ``UPDATE games ... WHERE version = v``: no row updated means someone else
  changed the game first, and nothing is written (:class:`StaleVersion`).
- **Decision versions.** Each seat remembers the version at which its pending decision
  last changed (the seat moved, or its decision's kind, prompt or options differ). A
  choice made while looking at version v stands while the seat's decision version is
  at most v (:meth:`GameRecord.accepts`): in a simultaneous phase one player's move
  does not make another's open panel stale, and a second click on the same decision is.
- **Undo.** The state is rebuilt by replaying the log without the move taken back, and an
  ``undo`` row is appended (followed by any moves then due from resigned seats).
- **Resign.** A resigned seat's decisions are taken with their default option, in the
  same transaction as the change that made them pending (move, undo or resign), so
  no change ever leaves a resigned seat pending. When every seat has resigned, the
  game is abandoned.
"""

from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import replace
from datetime import datetime, timedelta
from enum import Enum
from typing import Any

from sqlalchemy import Integer, and_, delete, func, insert, literal, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import joinedload

from engine.core import Event, GameSpec, IllegalAction, get_game, make_proxy, proxy_moves
from engine.core.decision import Action as ActionData
from engine.core.game import apply as apply_move
from engine.core.game import dump_state, load_state, new_game, pending, private_view
from engine.core.game import replay as replay_moves
from storage import ratings, rules, timers
from storage.clock import Stage
from storage.db import WRITE, Database
from storage.errors import CannotUndo, GameNotActive, GameNotFound, LobbyError, StaleVersion, TableError
from storage.log import Move, effective_moves, play_automatic, undo_of
from storage.models import (
    Action,
    ActionKind,
    AutoReason,
    Dashboard,
    DmChannel,
    Game,
    GameResult,
    GameStatus,
    Member,
    Proxy,
    Rating,
    Seat,
    Vote,
    utc_now,
)
from storage.records import (
    ActionRecord,
    Applied,
    Claimed,
    DashboardRecord,
    GameRecord,
    HistoryRecord,
    Overdue,
    RatingRecord,
    Reminder,
    Resigned,
    ResultRecord,
    SeatRecord,
    Undone,
    Voted,
)
from storage.results import SeatState, rated_ranks, seat_results
from storage.table import Table, read_table, resolve_table

OPEN_STATUSES = (GameStatus.LOBBY, GameStatus.ACTIVE)
NAME_LENGTH = 100
SEED_RANGE = range(-(2**63), 2**63)
MEMBER_TIMES = "member_times"  # the key of a transaction's cache of members' clock settings (session.info)


class _Unset(Enum):
    UNSET = "unset"


UNSET = _Unset.UNSET

Check = Callable[[GameRecord], None]
"""Checks a request against the locked game's record and refuses (raises) what it must not do."""
Pick = Callable[[GameRecord], tuple[int, ActionData]]
"""Checks a request against the locked game's record and names the move: (seat, action)."""
"""Marks a :meth:`GameRepository.set_messages` field the caller leaves as it is."""


class GameRepository:
    """Games, seats and action logs in one database."""

    def __init__(self, db: Database, *, clock: Callable[[], datetime] = utc_now) -> None:
        self._db = db
        self._now = clock  # every time the repository stores comes from here (tests inject one)

    # -- lobby -------------------------------------------------------------------------------

    async def create_game(
        self,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        creator_name: str,
        game_key: str,
        options: Mapping[str, str] | None,
        seed: int,
        table: Mapping[str, str] | None = None,
    ) -> GameRecord:
        """Open a lobby with its creator seated first; bad options or table settings raise ``IllegalAction``."""
        now = self._now()
        game = _new_game(guild_id, channel_id, creator_id, game_key, options, seed, table, now)
        game.seats = [_new_seat(creator_id, creator_name, now)]
        async with self._writing() as session:
            session.add(game)
            await session.flush()
            return _record(game)

    async def create_started(
        self,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        game_key: str,
        options: Mapping[str, str] | None,
        seed: int,
        table: Mapping[str, str] | None,
        players: Sequence[tuple[int, str]],
        campaign_id: int | None = None,
    ) -> GameRecord:
        """Create a game and start it at once with ``players`` (user id, name) seated in that order: no lobby.

        The same set-up as :meth:`create_game` then :meth:`start` (options, seat numbering, clocks);
        a player count outside the game's range raises ``LobbyError``.
        """
        async with self._writing() as session:
            return await start_new_game(
                session,
                guild_id,
                channel_id,
                creator_id,
                game_key,
                options,
                seed,
                table,
                players,
                self._now(),
                campaign_id,
            )

    async def join(self, game_id: int, user_id: int, name: str) -> GameRecord:
        """Seat ``user_id`` at a lobby."""
        async with self._writing() as session:
            game = await _load(session, game_id, lock=True)
            rules.check_join(game.status, _spec(game.game_key), [seat.user_id for seat in game.seats], user_id)
            now = self._now()
            game.seats.append(_new_seat(user_id, name, now))
            game.updated_at = now
            await session.flush()
            return _record(game)

    async def leave(self, game_id: int, user_id: int) -> GameRecord:
        """Leave a lobby; the creator's role passes on, and an empty lobby is abandoned."""
        async with self._writing() as session:
            game = await _load(session, game_id, lock=True)
            seated = [seat.user_id for seat in game.seats]
            rules.check_leave(game.status, seated, user_id)
            now = self._now()
            game.seats.remove(next(seat for seat in game.seats if seat.user_id == user_id))
            creator = rules.creator_after_leaving(game.creator_id, seated, user_id)
            if creator is None:
                game.status = GameStatus.ABANDONED
                game.finished_at = now
            else:
                game.creator_id = creator
            game.updated_at = now
            await session.flush()
            return _record(game)

    async def start(self, game_id: int, user_id: int) -> GameRecord:
        """Start a lobby (creator only): seats in join order, the game set up, version 0."""
        async with self._writing() as session:
            game = await _load(session, game_id, lock=True)
            spec = _spec(game.game_key)
            players = len(game.seats)
            rules.check_start(game.status, spec, game.creator_id, user_id, players)
            state = await _start(session, game, spec, self._now())
            await session.flush()
            return _record(game, state)

    async def set_options(
        self,
        game_id: int,
        user_id: int,
        options: Mapping[str, str] | None = None,
        table: Mapping[str, str] | None = None,
    ) -> GameRecord:
        """Change a lobby's game options and table settings (creator only); bad ones raise ``IllegalAction``.

        A None leaves that part as it is.
        """
        async with self._writing() as session:
            game = await _load(session, game_id, lock=True)
            rules.check_options_change(game.status, game.creator_id, user_id)
            if options is not None:
                game.options = _spec(game.game_key).resolve_options(options)
            if table is not None:
                game.table = resolve_table(table)
            game.updated_at = self._now()
            await session.flush()
            return _record(game)

    async def set_messages(
        self,
        game_id: int,
        *,
        thread_id: int | None | _Unset = UNSET,
        lobby_message_id: int | None | _Unset = UNSET,
        board_message_id: int | None | _Unset = UNSET,
        board_waiting: Sequence[int] | _Unset = UNSET,
        board_version: int | None | _Unset = UNSET,
    ) -> None:
        """Record the game's Discord thread and messages: only the fields given; no version change."""
        values: dict[str, Any] = {
            "thread_id": thread_id,
            "lobby_message_id": lobby_message_id,
            "board_message_id": board_message_id,
            "board_waiting": board_waiting if board_waiting is UNSET else list(board_waiting),
            "board_version": board_version,
        }
        await self._set(game_id, {name: value for name, value in values.items() if value is not UNSET})

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

    async def dm_channel(self, user_id: int) -> int | None:
        """The user's DM channel, if it was remembered."""
        async with self._db.sessions() as session:
            return await session.scalar(select(DmChannel.channel_id).where(DmChannel.user_id == user_id))

    async def remember_dm_channel(self, user_id: int, channel_id: int) -> None:
        """Remember the user's DM channel (a user has one; a second call replaces it)."""
        async with self._writing() as session:
            found = await session.get(DmChannel, user_id)
            if found is None:
                session.add(DmChannel(user_id=user_id, channel_id=channel_id))
            else:
                found.channel_id = channel_id

    # -- reading -----------------------------------------------------------------------------

    async def get(self, game_id: int) -> GameRecord:
        """The game with this id; :class:`GameNotFound` if there is none."""
        async with self._db.sessions() as session:
            return _record(await _load(session, game_id))

    async def find_by_thread(self, thread_id: int) -> GameRecord | None:
        """The game played in this Discord thread, if any."""
        async with self._db.sessions() as session:
            games = await _select(session, Game.thread_id == thread_id)
            return _record(games[0]) if games else None

    async def list_games(
        self,
        guild_id: int,
        channel_id: int | None = None,
        statuses: Iterable[str] = OPEN_STATUSES,
    ) -> list[GameRecord]:
        """A server's games (optionally one channel's) with one of ``statuses``, oldest first."""
        criteria = [Game.guild_id == guild_id, Game.status.in_([str(status) for status in statuses])]
        if channel_id is not None:
            criteria.append(Game.channel_id == channel_id)
        async with self._db.sessions() as session:
            return [_record(game) for game in await _select(session, *criteria)]

    async def member_games(
        self, guild_id: int, user_id: int, statuses: Iterable[str] = OPEN_STATUSES
    ) -> list[GameRecord]:
        """A server's games with one of ``statuses`` in which ``user_id`` holds a seat, oldest first."""
        seated = select(Seat.game_id).where(Seat.user_id == user_id)
        criteria = [
            Game.guild_id == guild_id,
            Game.status.in_([str(status) for status in statuses]),
            Game.id.in_(seated),
        ]
        async with self._db.sessions() as session:
            return [_record(game) for game in await _select(session, *criteria)]

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
            return [_record(game) for game in await _select(session, *criteria)]

    async def state_at(self, game_id: int, version: int) -> Any:
        """The state the game had at ``version``, rebuilt from its log (moves of ``seq`` at most ``version``)."""
        async with self._db.sessions() as session:
            game = await _load(session, game_id)
            if game.status == GameStatus.LOBBY:
                raise GameNotActive(rules.NOT_ACTIVE[GameStatus.LOBBY])
            rows = [row for row in await _log(session, game_id) if row.seq <= version]
            return _replay(game, effective_moves(rows))

    async def actions(self, game_id: int) -> list[ActionRecord]:
        """The game's whole log, undo rows included, in order."""
        async with self._db.sessions() as session:
            await _load(session, game_id)
            return await _log(session, game_id)

    async def with_log(self, game_id: int) -> tuple[GameRecord, list[ActionRecord]]:
        """The game and its whole log (undo rows included, in order), read in one session: replays and exports."""
        async with self._db.sessions() as session:
            game = await _load(session, game_id)
            return _record(game), await _log(session, game_id)

    async def latest_lines(self, game_id: int) -> tuple[int, tuple[str, ...]]:
        """The latest log row's seq and its stored public lines (with seat placeholders); (0, ()) for none."""
        async with self._db.sessions() as session:
            row = (
                await session.execute(
                    select(Action.seq, Action.public_lines)
                    .where(Action.game_id == game_id)
                    .order_by(Action.seq.desc())
                    .limit(1)
                )
            ).first()
        if row is None:
            return 0, ()
        return row.seq, tuple(row.public_lines or ())

    async def replay(self, game_id: int) -> Any:
        """The state rebuilt from seed, options and log (it must equal the stored snapshot)."""
        async with self._db.sessions() as session:
            game = await _load(session, game_id)
            if game.status == GameStatus.LOBBY:
                raise GameNotActive(rules.NOT_ACTIVE[GameStatus.LOBBY])
            return _replay(game, effective_moves(await _log(session, game_id)))

    # -- play --------------------------------------------------------------------------------

    async def apply(self, game_id: int, seat: int, action: dict[str, Any], expected_version: int | None) -> Applied:
        """Apply ``seat``'s move in one transaction, then any moves due from resigned seats.

        ``expected_version`` is the version the player saw (a button's); None skips that check.
        ``IllegalAction`` from the engine propagates and nothing is written.
        """

        def pick(record: GameRecord) -> tuple[int, ActionData]:
            if expected_version is not None and not record.accepts(seat, expected_version):
                raise StaleVersion(record.version)
            return seat, action

        return await self.apply_picked(game_id, pick)

    async def apply_picked(self, game_id: int, pick: Pick) -> Applied:
        """Load the game once, let ``pick`` check the request and name the move, apply it: one transaction.

        ``pick`` receives the locked game's record and returns (seat, action), or raises to refuse
        (a refusal of the caller's, ``StaleVersion``, ``IllegalAction``...): then nothing is written.
        """
        async with self._writing() as session:
            game = await _load(session, game_id, lock=True)
            rules.check_active(game.status)
            before = _record(game)
            seat, action = pick(before)
            row = _playing(game, seat)
            spec = before.spec
            state, events = apply_move(spec, before.state, seat, action)
            state, auto_moves, told = await _play_on(session, game, spec, state)
            moves = [Move(seat, action, events, user_id=row.user_id), *auto_moves]
            after = await self._advance(session, game, before, state, moves, mover=seat, told=told)
            return Applied(after, before, seat, action, [*(e for move in moves for e in move.events), *told])

    async def undo(self, game_id: int, seat: int | Callable[[GameRecord], int]) -> Undone:
        """Take back ``seat``'s latest move (see the module's rules); :class:`CannotUndo` says why not.

        ``seat`` may be a function of the locked game's record that finds (or refuses) the seat.
        """
        async with self._writing() as session:
            game = await _load(session, game_id, lock=True)
            rules.check_active(game.status)
            before = _record(game)
            seat = seat(before) if callable(seat) else seat
            row = _playing(game, seat)
            log = await _log(session, game_id)
            latest = rules.undoable_move(log, seat)
            moves = effective_moves(log)
            _check_replayable(game, before, moves)
            state = _replay(game, moves[:-1])
            # A seat that resigned since may be pending again in the restored state.
            state, auto_moves, _ = await _play_on(session, game, before.spec, state)
            moves = [undo_of(seat, latest, row.user_id), *auto_moves]
            after = await self._advance(session, game, before, state, moves, mover=seat)
            return Undone(after, before, seat, latest)

    async def resign(self, game_id: int, seat: int | Callable[[GameRecord], int]) -> Resigned:
        """Resign ``seat``: its decisions are taken by default from now on (see the module's rules).

        ``seat`` may be a function of the locked game's record that finds (or refuses) the seat.
        """
        async with self._writing() as session:
            game = await _load(session, game_id, lock=True)
            rules.check_active(game.status)
            before = _record(game)
            seat = seat(before) if callable(seat) else seat
            row = _playing(game, seat)
            row.resigned = True
            if all(other.resigned for other in game.seats):
                after = await self._close(session, game, before, GameStatus.ABANDONED)
                return Resigned(after, before, seat, [])
            await _drop_proxies(session, game.id, {seat})
            state, moves, _ = await _play_on(session, game, before.spec, before.state)
            after = await self._advance(session, game, before, state, moves, steps_before=1, mover=seat)
            events = [event for move in moves for event in move.events]
            return Resigned(after, before, seat, events)

    async def abandon(self, game_id: int, check: Callable[[GameRecord], None] | None = None) -> GameRecord:
        """End a lobby or an active game without a result; ``check`` may refuse, seeing the locked record."""
        async with self._writing() as session:
            game = await _load(session, game_id, lock=True)
            record = _record(game)
            if check is not None:
                check(record)
            if game.status not in OPEN_STATUSES:
                raise GameNotActive(rules.NOT_ACTIVE[GameStatus(game.status)])
            return await self._close(session, game, record, GameStatus.ABANDONED)

    # -- clocks, timeouts, votes and substitutes ------------------------------------------------

    async def handle_due(self, now: datetime | None = None) -> Overdue | None:
        """Do what is due for one game whose seats' clocks passed a stage; None when nothing is due.

        The game is claimed by locking its row (``FOR UPDATE SKIP LOCKED`` on PostgreSQL: another
        process working on it is skipped; SQLite has one writer at a time), then every due seat
        is checked again under the lock, so two schedulers never act twice and a click that
        moved first leaves nothing to do. Reminders advance the seat's stage; an expiry plays
        the timeout action (``AutoReason.TIMEOUT``) in this transaction, through the same apply
        as a click, or, under the "wait" policy, opens the vote.
        """
        now = now or self._now()
        async with self._writing() as session:
            claimed = (
                await session.execute(
                    select(Game.id)
                    .join(Seat, Seat.game_id == Game.id)
                    .where(Seat.due_at <= now, Game.status == GameStatus.ACTIVE)
                    .order_by(Seat.due_at)
                    .limit(1)
                    .with_for_update(of=Game, skip_locked=True)
                )
            ).scalar()
            if claimed is None:
                return None
            game = await _load(session, claimed, lock=True)
            before = _record(game)
            table = read_table(game.table or {})
            due = sorted(
                (row for row in game.seats if row.due_at is not None and row.due_at <= now), key=lambda r: r.seat or 0
            )
            times = await _member_times(session, (row.user_id for row in due))
            reminders: list[Reminder] = []
            expired: list[Seat] = []
            vote_on: list[int] = []
            for row in due:
                available = _availability(times, row.user_id, table)
                stage = timers.reached(row, table, available, now)
                if stage <= row.stage:  # settings changed since: not due after all
                    timers.reschedule(row, table, available, now)
                elif stage < Stage.EXPIRED:
                    row.stage = stage
                    timers.reschedule(row, table, available, now)
                    left = timers.time_left(row, table, available, now) or timedelta(0)
                    reminders.append(Reminder(before, row.seat, stage, left, timers.deadline(row, table, available)))
                elif table.wait:
                    row.stage, row.due_at = Stage.EXPIRED, None
                    vote_on.append(row.seat)
                else:
                    expired.append(row)
            if not expired:
                await session.flush()
                after = replace(before, seats=_seat_records(game))
                reminders = [replace(reminder, game=after) for reminder in reminders]
                return Overdue(after, before, tuple(reminders), vote_on=tuple(vote_on))
            spec = before.spec
            state, moves, opened = before.state, [], []
            for row in expired:
                decision = next((d for d in pending(spec, state) if d.seat == row.seat), None)
                if decision is None:
                    continue
                action = decision.fallback.action
                state, events = apply_move(spec, state, row.seat, action, timed_out=True)
                moves.append(Move(row.seat, action, events, AutoReason.TIMEOUT))
                row.timeouts = (row.timeouts or 0) + 1
                if table.open_after is not None and row.timeouts >= table.open_after:
                    row.open = True
                    opened.append(row.seat)
            await _drop_proxies(session, game.id, set(opened))
            state, auto_moves, told = await _play_on(session, game, spec, state)
            moves.extend(auto_moves)
            after = await self._advance(session, game, before, state, moves, mover=expired[0].seat, told=told)
            reminders = [replace(reminder, game=after) for reminder in reminders]
            return Overdue(
                after,
                before,
                tuple(reminders),
                tuple(row.seat for row in expired),
                tuple(opened),
                tuple(vote_on),
                (*(event for move in moves for event in move.events), *told),
            )

    async def vote(
        self, game_id: int, voter_id: int, seat: int, decision_version: int, choice: str, check: Check | None = None
    ) -> Voted:
        """Vote to ``skip`` the overdue decision of ``seat`` or to ``expel`` its player (the "wait" policy).

        Every other seat still played by a person has one vote per overdue decision; a majority
        settles it: a skip plays the seat's timeout action (``AutoReason.SKIPPED``), an expel opens
        the seat for a substitute (its moves then made with ``AutoReason.OPEN``).
        """
        if choice not in ("skip", "expel"):
            raise TableError("Vote to skip or to expel.")
        async with self._writing() as session:
            game, before = await _active(session, game_id, check)
            voter = _player_row(game, voter_id)
            if voter.seat == seat:
                raise TableError(rules.NOT_ON_YOURSELF)
            target = next((row for row in game.seats if row.seat == seat), None)
            overdue = (
                target is not None
                and target.stage == Stage.EXPIRED
                and target.decision_version == decision_version
                and target.turn_started_at is not None
                and not target.open
            )
            if not overdue:
                raise TableError(rules.VOTE_OVER)
            assert target is not None
            taken = await session.scalar(
                select(Vote.id).where(
                    Vote.game_id == game_id,
                    Vote.seat == seat,
                    Vote.decision_version == decision_version,
                    Vote.voter_id == voter_id,
                )
            )
            if taken is not None:
                raise TableError(rules.ALREADY_VOTED)
            now = self._now()
            session.add(
                Vote(
                    game_id=game_id,
                    seat=seat,
                    decision_version=decision_version,
                    voter_id=voter_id,
                    choice=choice,
                    created_at=now,
                )
            )
            await session.flush()
            rows = await session.scalars(
                select(Vote.choice).where(
                    Vote.game_id == game_id, Vote.seat == seat, Vote.decision_version == decision_version
                )
            )
            counts = {"skip": 0, "expel": 0}
            for cast in rows:
                counts[cast] += 1
            voters = sum(1 for row in game.seats if row.seat != seat and not row.resigned and not row.open)
            needed = voters // 2 + 1
            decided = next((option for option in ("expel", "skip") if counts[option] >= needed), None)
            if decided is None:
                return Voted(before, before, seat, choice, counts, needed, None)
            spec = before.spec
            state, moves = before.state, []
            if decided == "expel":
                target.open = True
                await _drop_proxies(session, game.id, {seat})
            else:
                decision = next(d for d in pending(spec, state) if d.seat == seat)
                state, events = apply_move(spec, state, seat, decision.fallback.action, timed_out=True)
                moves.append(Move(seat, decision.fallback.action, events, AutoReason.SKIPPED))
                target.timeouts = (target.timeouts or 0) + 1
            state, auto_moves, told = await _play_on(session, game, spec, state)
            moves.extend(auto_moves)
            after = await self._advance(
                session, game, before, state, moves, steps_before=0 if moves else 1, mover=seat, told=told
            )
            events = (*(event for move in moves for event in move.events), *told)
            return Voted(after, before, seat, choice, counts, needed, decided, events)

    async def claim_seat(self, game_id: int, seat: int, user_id: int, name: str, check: Check | None = None) -> Claimed:
        """Seat ``user_id`` at an open seat: a substitute, or the seat's former player coming back.

        The seat's statistics stay with whoever made each move (``actions.user_id``); its timeouts
        start again from zero. The version goes up by one (the board shows the new name).
        """
        async with self._writing() as session:
            game, before = await _active(session, game_id, check)
            row = next((r for r in game.seats if r.seat == seat), None)
            if row is None or not row.open or row.resigned:
                raise TableError(rules.NOT_OPEN)
            if any(other.user_id == user_id and other is not row for other in game.seats):
                raise TableError(rules.ALREADY_PLAYING)
            previous = row.user_id
            await _drop_proxies(session, game.id, {seat})
            row.user_id, row.display_name = user_id, name[:NAME_LENGTH]
            row.open, row.timeouts, row.dm_refused_at = False, 0, None
            row.decision_at = self._now()  # the newcomer's time to move counts from now
            after = await self._advance(session, game, before, before.state, [], steps_before=1)
            row.dm_version = after.version  # the newcomer is owed the seat's private view
            await session.flush()
            after = replace(after, seats=_seat_records(game))
            return Claimed(after, before, seat, previous)

    async def ask_more_time(self, game_id: int, user_id: int, check: Check | None = None) -> GameRecord:
        """Record that the caller asks the table for more time for their pending decision (once per decision)."""
        async with self._writing() as session:
            game, record = await _active(session, game_id, check)
            row = _player_row(game, user_id)
            if not read_table(game.table or {}).runs:
                raise TableError(rules.NO_CLOCK)
            if row.turn_started_at is None:
                raise TableError(rules.NOT_WAITED_ON)
            if row.asked_more_version == row.decision_version:
                raise TableError(rules.ALREADY_ASKED)
            row.asked_more_version = row.decision_version
            await session.flush()
            return replace(record, seats=_seat_records(game))

    async def grant_more_time(
        self,
        game_id: int,
        granter_id: int,
        seat: int,
        decision_version: int,
        extra: timedelta = timers.DAY,
        check: Check | None = None,
    ) -> tuple[GameRecord, GameRecord]:
        """Grant ``seat`` ``extra`` counted time for the decision it asked more time for (once per decision).

        The game before and after: the version goes up by one, so the board shows the new deadline.
        """
        async with self._writing() as session:
            game, before = await _active(session, game_id, check)
            granter = _player_row(game, granter_id)
            if granter.seat == seat:
                raise TableError(rules.GRANT_OWN)
            row = next((r for r in game.seats if r.seat == seat), None)
            if (
                row is None
                or row.turn_started_at is None
                or row.decision_version != decision_version
                or row.asked_more_version != decision_version
            ):
                raise TableError(rules.NOTHING_ASKED)
            if row.granted_version == decision_version:
                raise TableError(rules.ALREADY_GRANTED)
            table = read_table(game.table or {})
            row.granted_version = decision_version
            row.extra_seconds = (row.extra_seconds or 0.0) + extra.total_seconds()
            times = await _member_times(session, [row.user_id])
            timers.reschedule(row, table, _availability(times, row.user_id, table), self._now())
            after = await self._advance(session, game, before, before.state, [], steps_before=1)
            return before, after

    async def set_proxy(
        self,
        game_id: int,
        user_id: int,
        kind: str,
        amount: int | None = None,
        choice: int | None = None,
        check: Check | None = None,
    ) -> tuple[dict[str, Any], GameRecord, Applied | None]:
        """Set a standing instruction for the caller's seat: it, the game before, and the change if it acted at once.

        The game checks it (``IllegalAction`` with its message, nothing stored). One that aims at
        the same thing as a live one of the seat (the same kind on the same card) replaces it.
        """
        async with self._writing() as session:
            game, before = await _active(session, game_id, check)
            row = _player_row(game, user_id)
            spec = before.spec
            instruction = make_proxy(spec, before.state, row.seat, kind, amount, choice)
            live = await session.scalars(select(Proxy).where(Proxy.game_id == game_id, Proxy.seat == row.seat))
            for old in live:
                if _same_aim(old.data, instruction):
                    await session.delete(old)
            session.add(Proxy(game_id=game_id, seat=row.seat, data=instruction, created_at=self._now()))
            await session.flush()
            state, moves, told = await _play_on(session, game, spec, before.state)
            if not moves:
                return instruction, before, None
            after = await self._advance(session, game, before, state, moves, mover=row.seat, told=told)
            events = [*(event for move in moves for event in move.events), *told]
            return instruction, before, Applied(after, before, row.seat, moves[0].action, events)

    async def proxies_of(self, game_id: int, user_id: int) -> tuple[GameRecord, list[tuple[int, dict[str, Any]]]]:
        """The game, and the caller's live standing instructions in the order they were set: (id, instruction)."""
        async with self._db.sessions() as session:
            game = await _load(session, game_id)
            row = _player_row(game, user_id)
            found = await session.scalars(
                select(Proxy).where(Proxy.game_id == game_id, Proxy.seat == row.seat).order_by(Proxy.id)
            )
            return _record(game), [(proxy.id, dict(proxy.data)) for proxy in found]

    async def cancel_proxies(self, game_id: int, user_id: int, proxy_id: int | None = None) -> int:
        """Cancel one of the caller's standing instructions (``proxy_id``) or all of them; how many were cancelled."""
        async with self._writing() as session:
            game = await _load(session, game_id, lock=True)
            rules.check_active(game.status)
            row = _player_row(game, user_id)
            query = delete(Proxy).where(Proxy.game_id == game_id, Proxy.seat == row.seat)
            if proxy_id is not None:
                query = query.where(Proxy.id == proxy_id)
            result = await session.execute(query)
            return int(result.rowcount or 0)

    async def member_time(self, user_id: int) -> timers.MemberTime:
        """A member's clock settings (the defaults if they set none)."""
        async with self._db.sessions() as session:
            return (await _member_times(session, [user_id])).get(user_id, timers.MemberTime())

    async def set_member_time(self, user_id: int, settings: timers.MemberTime) -> list[tuple[GameRecord, GameRecord]]:
        """Store a member's clock settings and move the clocks running for them in every game.

        The games whose clocks moved, before and after: each goes up one version (no log row),
        so its board shows the new deadline.
        """
        async with self._writing() as session:
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
                game = await _load(session, game_id, lock=True)
                before = _record(game)
                table = read_table(game.table or {})
                for seat in game.seats:
                    if seat.user_id == user_id and seat.turn_started_at is not None:
                        timers.reschedule(seat, table, settings.availability(table), now)
                moved.append((before, await self._advance(session, game, before, before.state, [], steps_before=1)))
            await session.flush()
            return moved

    async def clocks_of(self, records: Sequence[GameRecord]) -> dict[int, timers.MemberTime]:
        """The clock settings of every member seated at these games, by user id (defaults omitted)."""
        async with self._db.sessions() as session:
            return await _member_times(session, (seat.user_id for record in records for seat in record.seats))

    # -- results -----------------------------------------------------------------------------

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
                game = await _load(session, game_id, lock=True)
                written = await session.scalar(select(GameResult.id).where(GameResult.game_id == game_id).limit(1))
                if game.status != GameStatus.FINISHED or written is not None or game.state is None:
                    continue
                try:
                    spec = _spec(game.game_key)
                except LobbyError:  # a title no longer installed: its games stay as they are
                    continue
                finished_at = game.finished_at or game.updated_at
                if await _write_results(session, game, spec, load_state(spec, game.state), finished_at):
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
        ).where(*criteria)
        async with self._db.sessions() as session:
            rows = (await session.execute(query.order_by(GameResult.finished_at, GameResult.game_id))).all()
        return [
            ResultRecord(row[0], row[1], row[2], row[3], row[4], row[5], row[6], tuple(row[7] or ()), row[8])
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
            HistoryRecord(row[0], row[1], str(row[2]), row[3], row[4], row[5], row[6], guild_id, row[7], row[8], row[9])
            for row in rows[offset:window]
        ]
        return page, total

    async def leaderboard_hidden(self, user_id: int) -> bool:
        """Whether the member opted out of leaderboards."""
        async with self._db.sessions() as session:
            return bool(await session.scalar(select(Member.leaderboard_hidden).where(Member.user_id == user_id)))

    async def set_leaderboard_hidden(self, user_id: int, hidden: bool) -> None:
        """Opt the member out of leaderboards (``hidden``) or back in; their clock settings stay as they are."""
        async with self._writing() as session:
            row = await session.get(Member, user_id)
            if row is None:
                row = Member(user_id=user_id, zone="UTC", vacation=[])
                session.add(row)
            row.leaderboard_hidden = hidden

    # -- dashboards --------------------------------------------------------------------------

    async def dashboard(self, channel_id: int) -> DashboardRecord | None:
        """The dashboard of this channel, if it has one."""
        async with self._db.sessions() as session:
            row = await session.get(Dashboard, channel_id)
            return None if row is None else _dashboard(row)

    async def dashboards(self) -> list[DashboardRecord]:
        """Every channel's dashboard, by channel id."""
        async with self._db.sessions() as session:
            rows = await session.scalars(select(Dashboard).order_by(Dashboard.channel_id))
            return [_dashboard(row) for row in rows]

    async def put_dashboard(self, channel_id: int, guild_id: int, message_id: int) -> DashboardRecord | None:
        """Make ``message_id`` the channel's dashboard; the one it replaces, if any (its message is to be deleted)."""
        async with self._writing() as session:
            row = await session.get(Dashboard, channel_id, with_for_update=True)
            if row is None:
                session.add(Dashboard(channel_id=channel_id, guild_id=guild_id, message_id=message_id))
                return None
            replaced = _dashboard(row)
            row.guild_id, row.message_id = guild_id, message_id
            return replaced

    async def drop_dashboard(self, channel_id: int, message_id: int | None = None) -> DashboardRecord | None:
        """Forget the channel's dashboard (only if it is still ``message_id``, when given); the one dropped, if any."""
        async with self._writing() as session:
            row = await session.get(Dashboard, channel_id, with_for_update=True)
            if row is None or (message_id is not None and row.message_id != message_id):
                return None
            dropped = _dashboard(row)
            await session.delete(row)
            return dropped

    # -- transactions ------------------------------------------------------------------------

    def _writing(self) -> AbstractAsyncContextManager[AsyncSession]:
        """A session in a write transaction, committed on success and rolled back on any error."""
        return writing(self._db)

    async def _set(self, game_id: int, values: dict[str, Any]) -> None:
        async with self._writing() as session:
            if not values:
                await _load(session, game_id)
                return
            result = await session.execute(
                update(Game).where(Game.id == game_id).values(**values).execution_options(synchronize_session=False)
            )
            if result.rowcount == 0:
                raise GameNotFound()

    async def _advance(
        self,
        session: AsyncSession,
        game: Game,
        before: GameRecord,
        state: Any,
        moves: list[Move],
        *,
        steps_before: int = 0,
        mover: int | None = None,
        told: Sequence[Event] = (),
    ) -> GameRecord:
        """Store the new snapshot and append ``moves`` to the log, guarded by the version.

        The DMs the change owes are stored with it (``seats.dm_version``, :func:`_owe_dms`):
        ``mover`` is the seat whose player made the change (their panel shows it) and ``told``
        the private events beside the moves' own.

        The version goes up by ``steps_before`` (a change that writes no row) plus one
        per row; each row's ``seq`` is the version it produced. A player's own move records
        its time from the start of the seat's decision (``decision_at``, reset with
        ``decision_version``). The change that finishes the game writes its results and
        ratings (:func:`_write_results`).
        """
        spec = before.spec
        now = self._now()
        first_seq = before.version + steps_before + 1
        version = first_seq + len(moves) - 1
        values: dict[str, Any] = {"state": dump_state(spec, state), "version": version, "updated_at": now}
        status, finished_at = before.status, before.finished_at
        if not pending(spec, state):
            status, finished_at = GameStatus.FINISHED.value, now
            values.update(status=status, finished_at=finished_at)
        await self._guarded_update(session, before, values)
        started = {row.seat: row.decision_at for row in game.seats}
        changed = _changed_decisions(before, state, {move.seat for move in moves})
        for row in game.seats:
            if row.seat in changed:
                row.decision_version = version
                row.decision_at = now
        await _run_clocks(session, game, spec, state if status == GameStatus.ACTIVE else None, changed, now)
        events = [*(event for move in moves for event in move.events), *told]
        _owe_dms(game, spec, before.state, state, version, mover, events)
        if moves:
            rows = [
                {
                    "game_id": before.id,
                    "seq": first_seq + index,
                    "seat": move.seat,
                    "kind": move.kind.value,
                    "action": move.action,
                    "undoable": move.undoable,
                    "auto": move.auto,
                    "created_at": now,
                    "public_lines": move.public_lines,
                    "reason": None if move.reason is None else move.reason.value,
                    "user_id": move.user_id,
                    "think_seconds": _think_seconds(move, started.get(move.seat), now),
                }
                for index, move in enumerate(moves)
            ]
            try:
                await session.execute(insert(Action), rows)
            except IntegrityError as error:  # a row with that seq exists: someone else wrote first
                raise StaleVersion() from error
        if status == GameStatus.FINISHED and before.status != GameStatus.FINISHED:
            await _write_results(session, game, spec, state, now)
        await session.flush()
        return replace(
            before,
            state=state,
            version=version,
            status=status,
            updated_at=now,
            finished_at=finished_at,
            seats=_seat_records(game),
        )

    async def _close(self, session: AsyncSession, game: Game, before: GameRecord, status: GameStatus) -> GameRecord:
        """End the game with ``status`` (every clock stops); an active game's version goes up by one."""
        now = self._now()
        version = before.version + (1 if before.status == GameStatus.ACTIVE else 0)
        values = {"status": status.value, "version": version, "updated_at": now, "finished_at": now}
        await self._guarded_update(session, before, values)
        for row in game.seats:
            row.turn_started_at, row.due_at, row.stage, row.extra_seconds = None, None, 0, 0.0
        await session.flush()
        return replace(
            before,
            status=status.value,
            version=version,
            updated_at=now,
            finished_at=now,
            seats=_seat_records(game),
        )

    async def _guarded_update(self, session: AsyncSession, before: GameRecord, values: dict[str, Any]) -> None:
        """``UPDATE games ... WHERE version = before.version``; :class:`StaleVersion` if no row matched."""
        result = await session.execute(
            update(Game)
            .where(Game.id == before.id, Game.version == before.version)
            .values(**values)
            .execution_options(synchronize_session=False)
        )
        if result.rowcount != 1:
            raise StaleVersion()


# -- helpers (one session, no commits) -------------------------------------------------------


@asynccontextmanager
async def writing(db: Database) -> AsyncIterator[AsyncSession]:
    """A session in a write transaction on ``db``, committed on success and rolled back on any error."""
    async with db.write_turn(), db.sessions() as session, session.begin():
        await session.connection(execution_options={WRITE: True})
        yield session


def _spec(game_key: str) -> GameSpec:
    try:
        return get_game(game_key)
    except KeyError:
        raise LobbyError(f"There is no game called “{game_key}”.") from None


def _new_game(
    guild_id: int,
    channel_id: int,
    creator_id: int,
    game_key: str,
    options: Mapping[str, str] | None,
    seed: int,
    table: Mapping[str, str] | None,
    now: datetime,
) -> Game:
    """A new game row in its lobby, without seats; bad options or table settings raise ``IllegalAction``."""
    spec = _spec(game_key)
    resolved = spec.resolve_options(options)
    settings = resolve_table(table)
    if seed not in SEED_RANGE:
        raise ValueError(f"seed {seed} does not fit in 64 bits")
    return Game(
        guild_id=guild_id,
        channel_id=channel_id,
        board_waiting=[],
        game_key=spec.key,
        options=resolved,
        table=settings,
        seed=seed,
        status=GameStatus.LOBBY,
        version=0,
        state=None,
        creator_id=creator_id,
        created_at=now,
        updated_at=now,
    )


async def _start(session: AsyncSession, game: Game, spec: GameSpec, now: datetime) -> Any:
    """Start a game whose seats are all there: numbered in list order, the game set up, clocks running."""
    players = len(game.seats)
    state = new_game(spec, players, game.seed, game.options)
    table = read_table(game.table)
    for number, seat in enumerate(game.seats):
        seat.seat = number
        seat.dm_version = 0  # every seat is owed its first private view
        seat.bank_seconds = table.clock.bank.total_seconds() if table.clock.bank is not None else None
        seat.decision_at = now
    game.state = dump_state(spec, state)
    game.status = GameStatus.ACTIVE
    game.version = 0
    game.updated_at = now
    await _run_clocks(session, game, spec, state, set(range(players)), now)
    return state


async def start_new_game(
    session: AsyncSession,
    guild_id: int,
    channel_id: int,
    creator_id: int,
    game_key: str,
    options: Mapping[str, str] | None,
    seed: int,
    table: Mapping[str, str] | None,
    players: Sequence[tuple[int, str]],
    now: datetime,
    campaign_id: int | None = None,
) -> GameRecord:
    """Create and start a game with ``players`` seated in order, inside the caller's transaction (no commit).

    For :meth:`GameRepository.create_started` and a campaign's schedule (storage.campaigns), which
    starts several games in one transaction.
    """
    game = _new_game(guild_id, channel_id, creator_id, game_key, options, seed, table, now)
    spec = _spec(game.game_key)
    if not spec.min_seats <= len(players) <= spec.max_seats:
        raise LobbyError(f"{spec.title} is for {spec.min_seats}–{spec.max_seats} players, not {len(players)}.")
    if len({user_id for user_id, _ in players}) != len(players):
        raise LobbyError("A member can hold only one seat at a game.")
    game.seats = [_new_seat(user_id, name, now) for user_id, name in players]
    game.campaign_id = campaign_id
    session.add(game)
    await session.flush()
    state = await _start(session, game, spec, now)
    await session.flush()
    return _record(game, state)


def _new_seat(user_id: int, name: str, now: datetime) -> Seat:
    return Seat(user_id=user_id, display_name=name[:NAME_LENGTH], seat=None, resigned=False, joined_at=now)


async def _load(session: AsyncSession, game_id: int, *, lock: bool = False) -> Game:
    """The game with its seats; with ``lock``, the game row is locked first and then read afresh.

    Locking first matters on PostgreSQL: a ``SELECT ... FOR UPDATE`` that waited for another
    transaction re-reads the locked game row but not the seats joined to it, which would then
    show the seats (their decision versions) as they were before the other transaction.
    """
    if lock:
        await session.execute(select(Game.id).where(Game.id == game_id).with_for_update())
    games = await _select(session, Game.id == game_id)
    if not games:
        raise GameNotFound()
    return games[0]


async def _select(session: AsyncSession, *criteria: Any) -> list[Game]:
    query = (
        select(Game)
        .where(*criteria)
        .options(joinedload(Game.seats))
        .order_by(Game.id)
        .execution_options(populate_existing=True)
    )
    return list((await session.scalars(query)).unique().all())


async def _log(session: AsyncSession, game_id: int) -> list[ActionRecord]:
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
            None if row.public_lines is None else tuple(row.public_lines),
            row.reason,
            row.user_id,
            row.think_seconds,
        )
        for row in rows
    ]


def _record(game: Game, state: Any = None) -> GameRecord:
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
        seats=_seat_records(game),
        state=state,
        created_at=game.created_at,
        updated_at=game.updated_at,
        finished_at=game.finished_at,
        board_version=game.board_version,
        table=dict(game.table or {}),
        campaign_id=game.campaign_id,
    )


def _rating(row: Rating) -> RatingRecord:
    return RatingRecord(row.user_id, row.game_key, row.mu, row.sigma, row.shown, row.games)


def _dashboard(row: Dashboard) -> DashboardRecord:
    return DashboardRecord(row.channel_id, row.guild_id, row.message_id)


def _seat_records(game: Game) -> tuple[SeatRecord, ...]:
    """The records of the game's seats, in seat order (in the lobby: the join order they would take)."""
    in_join_order = sorted(game.seats, key=lambda seat: seat.id)
    seats = (
        SeatRecord(
            number if seat.seat is None else seat.seat,
            seat.user_id,
            seat.display_name,
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
        )
        for number, seat in enumerate(in_join_order)
    )
    return tuple(sorted(seats, key=lambda seat: seat.seat))


def _owe_dms(
    game: Game, spec: GameSpec, was: Any, state: Any, version: int, mover: int | None, events: Sequence[Event]
) -> None:
    """Store which seats this change owes a DM of their private view (``seats.dm_version``), in its transaction.

    A seat is owed one when the change altered its lasting private view or told it something
    privately, unless it is the ``mover`` (their turn panel shows it) or the change makes the
    game wait on it anew (the board's ping sends it to its panel): those two are owed nothing
    any more, an older debt included. Other seats keep what they were owed.
    """
    waited = {decision.seat for decision in pending(spec, was)}
    pinged = {decision.seat for decision in pending(spec, state)} - waited
    told = {event.seat for event in events if not event.public}
    for row in game.seats:
        seat = row.seat
        if seat is None:
            continue
        if seat == mover or seat in pinged:
            row.dm_version = None
        elif seat in told or private_view(spec, was, seat) != private_view(spec, state, seat):
            row.dm_version = version


def _decision_marks(spec: GameSpec, state: Any) -> dict[int, tuple[Any, ...]]:
    """Each pending seat's decision as far as a choice depends on it: kind, prompt, option actions, answers taken."""
    if state is None:
        return {}
    return {
        d.seat: (d.kind, d.prompt, d.secret, tuple(o.key for o in d.options), d.typed, d.set_choice)
        for d in pending(spec, state)
    }


def _changed_decisions(before: GameRecord, state: Any, movers: set[int]) -> set[int]:
    """The seats whose pending decision differs between ``before`` and ``state``, and every seat that moved."""
    old, new = _decision_marks(before.spec, before.state), _decision_marks(before.spec, state)
    seats = {seat.seat for seat in before.seats}
    return {seat for seat in seats if seat in movers or old.get(seat) != new.get(seat)}


def _playing(game: Game, seat: int) -> Seat:
    """The row of a seat still playing; :class:`NotSeated` otherwise."""
    row = next((row for row in game.seats if row.seat == seat), None)
    rules.check_playing(row is not None, row is not None and row.resigned, row is not None and row.open)
    assert row is not None
    return row


async def _active(session: AsyncSession, game_id: int, check: Check | None) -> tuple[Game, GameRecord]:
    """The locked game and its record, after ``check`` (which may refuse) and the check that it is being played."""
    game = await _load(session, game_id, lock=True)
    record = _record(game)
    if check is not None:
        check(record)
    rules.check_active(game.status)
    return game, record


def _player_row(game: Game, user_id: int) -> Seat:
    """The row of the seat ``user_id`` plays; :class:`NotSeated` if they hold none or no longer play it."""
    row = next((row for row in game.seats if row.user_id == user_id), None)
    rules.check_playing(row is not None, row is not None and row.resigned, row is not None and row.open)
    assert row is not None
    return row


def _unplayed(game: Game) -> dict[int, AutoReason]:
    """The seats nobody plays now, with the reason their moves are made for them."""
    seats: dict[int, AutoReason] = {}
    for row in game.seats:
        if row.seat is not None and (row.resigned or row.open):
            seats[row.seat] = AutoReason.RESIGNED if row.resigned else AutoReason.OPEN
    return seats


async def _play_on(
    session: AsyncSession, game: Game, spec: GameSpec, state: Any
) -> tuple[Any, list[Move], list[Event]]:
    """Make every move due without a click after a change: seats nobody plays, then standing instructions.

    Unplayed seats (resigned, open) play their fallbacks; live instructions (``proxies`` rows, in
    the order they were set) are stepped and their moves made through the same apply as a
    click (``AutoReason.PROXY``); the two alternate until neither moves. Instructions that ended
    are deleted, and their reasons come back as private events for their seats.
    """
    unplayed = _unplayed(game)
    rows = list(await session.scalars(select(Proxy).where(Proxy.game_id == game.id).order_by(Proxy.id)))
    rows = [row for row in rows if row.seat not in unplayed]
    moves: list[Move] = []
    told: list[Event] = []
    while True:
        state, fallback = play_automatic(spec, state, unplayed)
        moves.extend(fallback)
        if not rows or spec.proxies is None:
            break
        by_seat: dict[int, list[Proxy]] = {}
        for row in rows:
            by_seat.setdefault(row.seat, []).append(row)
        run = proxy_moves(spec, state, {seat: [row.data for row in mine] for seat, mine in by_seat.items()})
        gone = {by_seat[end.seat][end.index].id for end in run.ended}
        told.extend(Event(end.reason, seat=end.seat) for end in run.ended)
        for row in rows:
            if row.id in gone:
                await session.delete(row)
        rows = [row for row in rows if row.id not in gone]
        state = run.state
        moves.extend(Move(move.seat, move.action, move.events, AutoReason.PROXY) for move in run.moves)
        if not run.moves:
            break
    return state, moves, told


def _same_aim(old: Mapping[str, Any], new: Mapping[str, Any]) -> bool:
    """Whether two instructions aim at the same thing (equal but for their amount): the newer replaces the older."""
    return {k: v for k, v in old.items() if k != "amount"} == {k: v for k, v in new.items() if k != "amount"}


async def _drop_proxies(session: AsyncSession, game_id: int, seats: Iterable[int]) -> None:
    """Delete the standing instructions of these seats (their player resigned, left or was replaced)."""
    seats = sorted(set(seats))
    if seats:
        await session.execute(delete(Proxy).where(Proxy.game_id == game_id, Proxy.seat.in_(seats)))


async def _member_times(session: AsyncSession, user_ids: Iterable[int]) -> dict[int, timers.MemberTime]:
    """The stored clock settings of these members (those who set none are absent), read once per transaction."""
    known: dict[int, timers.MemberTime | None] = session.info.setdefault(MEMBER_TIMES, {})
    wanted = sorted(set(user_ids))
    missing = [user_id for user_id in wanted if user_id not in known]
    if missing:
        rows = {row.user_id: row for row in await session.scalars(select(Member).where(Member.user_id.in_(missing)))}
        for user_id in missing:
            known[user_id] = _member_time(rows[user_id]) if user_id in rows else None
    return {user_id: found for user_id in wanted if (found := known[user_id]) is not None}


def _member_time(row: Member) -> timers.MemberTime:
    return timers.MemberTime(row.zone, row.quiet_start, row.quiet_end, tuple((a, b) for a, b in row.vacation))


async def _run_clocks(
    session: AsyncSession, game: Game, spec: GameSpec, state: Any, changed: set[int], now: datetime
) -> None:
    """Start, stop or restart the clocks of the seats whose decision changed (``state`` None: the game ended).

    A seat's clock runs while a person plays it and it has a decision pending; nothing is read
    or written for a game without a clock.
    """
    table = read_table(game.table or {})
    if not table.runs:
        return
    waiting = {decision.seat for decision in pending(spec, state)} if state is not None else set()
    touched = [
        row
        for row in game.seats
        if row.seat is not None
        and (row.seat in changed or (row.turn_started_at is not None) != _clock_should_run(row, waiting))
    ]
    if not touched:
        return
    times = await _member_times(session, (row.user_id for row in touched))
    for row in touched:
        available = times.get(row.user_id, timers.MemberTime()).availability(table)
        timers.stop(row, table, available, now)
        if _clock_should_run(row, waiting):
            timers.start(row, table, available, now)


def _clock_should_run(row: Seat, waiting: set[int]) -> bool:
    return row.seat in waiting and not row.resigned and not row.open


def _availability(times: Mapping[int, timers.MemberTime], user_id: int, table: Table) -> Any:
    return times.get(user_id, timers.MemberTime()).availability(table)


def _check_replayable(game: Game, record: GameRecord, moves: list[ActionRecord]) -> None:
    """Refuse (:class:`CannotUndo`) a log that no longer replays to the stored state.

    A log written before a rules change (e.g. forced decisions, once asked and logged, now
    taken inside the move before them) cannot be replayed by today's engine: taking a move
    back from it would build a wrong state. The stored state is the truth; undo is refused.
    """
    try:
        replayed = _replay(game, moves)
    except IllegalAction:
        raise CannotUndo(rules.OLD_HISTORY) from None
    if dump_state(record.spec, replayed) != dump_state(record.spec, record.state):
        raise CannotUndo(rules.OLD_HISTORY)


def _replay(game: Game, moves: list[ActionRecord]) -> Any:
    spec = get_game(game.game_key)
    players = sum(1 for seat in game.seats if seat.seat is not None)
    return replay_moves(
        spec, players, game.seed, game.options, [(move.seat, move.action, move.reason is not None) for move in moves]
    )


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


def _think_seconds(move: Move, started: datetime | None, now: datetime) -> int | None:
    """How long a player's own move took, in whole seconds from the start of its decision; None for other rows."""
    if move.kind != ActionKind.MOVE or move.auto or move.user_id is None or started is None:
        return None
    return max(0, round((now - started).total_seconds()))


async def _write_results(session: AsyncSession, game: Game, spec: GameSpec, state: Any, finished_at: datetime) -> int:
    """Write the finished game's results (storage.results) and update its rated members' ratings (storage.ratings).

    Runs in the transaction that finishes the game (or in the backfill): the members' ratings of
    this server and title are locked, read, updated and written with the results. The number of rows.
    """
    result = spec.result(state)
    if result is None:  # the engine says the game is not over: nothing to record
        return 0
    seats = [
        SeatState(row.seat, row.user_id, row.display_name, bool(row.resigned), bool(row.open), row.timeouts or 0)
        for row in game.seats
        if row.seat is not None
    ]
    found = seat_results(seats, result, await _log(session, game.id))
    ranks = rated_ranks(found)
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
