"""Games and their moves: the lobby, the start, moves, undo, resign, abandon, and reading a game and its log.

Every change is one transaction that locks the game (:mod:`storage.unit`) and stores through the
one change path (:mod:`storage.changes`). The lobby's rules and the undo's (with their words) are
pure functions in :mod:`storage.rules`; seats are numbered in join order at the start.

- **Undo.** The state is rebuilt by replaying the log without the move taken back, and an
  ``undo`` row is appended (followed by any moves then due from resigned seats).
- **Resign.** A resigned seat's decisions are taken with their default option from then on
  (:func:`storage.changes.play_on`). When every member has resigned (bots left alone), the game is abandoned.
"""

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from sqlalchemy import select

from engine.core import IllegalAction
from engine.core.decision import Action as ActionData
from engine.core.game import apply as apply_move
from engine.core.game import dump_state
from i18n import _, text_of
from storage import moderation, rules
from storage.bots import bot_strengths
from storage.changes import advance, close, drop_proxies, play_on
from storage.errors import CannotUndo, GameNotActive, GameNotFound, LobbyError, NotSeated, StaleVersion
from storage.homes import EVERYWHERE, Home
from storage.log import Move, effective_moves, undo_of
from storage.models import Action, AutoReason, Game, GameStatus, Seat
from storage.records import ActionRecord, Applied, GameRecord, Resigned, Undone
from storage.servers import check_open_games
from storage.starting import (
    bot_seat,
    new_game_row,
    new_seat,
    seat_order,
    start_game,
    start_new_game,
    started_when_full,
)
from storage.table import read_table, resolve_table
from storage.unit import (
    OPEN_STATUSES,
    Repository,
    load,
    playing_row,
    read_lines_since,
    read_log,
    record_of,
    replay_log,
    select_games,
    spec_of,
)

Pick = Callable[[GameRecord], tuple[int, ActionData]]
"""Checks a request against the locked game's record and names the move: (seat, action)."""


class GameRepository(Repository):
    """Games, their seats and their action logs."""

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
        bots: Sequence[str] = (),
        invited: Sequence[int] | None = None,
        *,
        limit: int | None = None,
    ) -> GameRecord:
        """Open a lobby with its creator seated first, then ``bots`` (their strengths).

        ``invited``: the members who may join (a table by invitation); None, an open table. Bad options
        or table settings raise ``IllegalAction``; more seats than the game has, or a creator already at
        ``limit`` open games of the server (the server's limit per member), ``LobbyError``.
        """
        now = self._now()
        game = new_game_row(guild_id, channel_id, creator_id, game_key, options, seed, table, now)
        game.seats = [new_seat(creator_id, creator_name, now)]
        game.invited = None if invited is None else rules.invitees(invited, creator_id)
        spec = spec_of(game_key)
        if 1 + len(bots) > spec.max_seats:
            raise LobbyError(
                _(
                    "{title} is for at most {most} players: that leaves no seat for you.",
                    title=spec.title,
                    most=spec.max_seats,
                )
            )
        for strength in bots:
            game.seats.append(bot_seat([seat.user_id for seat in game.seats], strength, now))
        async with self._writing() as session:
            await check_open_games(session, guild_id, creator_id, limit)
            session.add(game)
            await session.flush()
            return record_of(game)

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
        bots: Sequence[str] = (),
    ) -> GameRecord:
        """Create a game and start it at once with ``players`` (user id, name) seated in that order: no lobby.

        The same set-up as :meth:`create_game` then :meth:`start` (options, seat numbering, clocks);
        ``bots`` (strengths) are seated after them; a player count outside the game's range raises ``LobbyError``.
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
                bots,
            )

    async def join(self, game_id: int, user_id: int, name: str, *, limit: int | None = None) -> GameRecord:
        """Seat ``user_id`` at a lobby; the seat that fills a table set to start when full starts it (same transaction).

        ``limit``: the most open games of the server they may sit at (None: any). The record says
        whether it started: its status is then active.
        """
        async with self._writing() as session:
            game = await load(session, game_id, lock=True)
            seated = [seat.user_id for seat in game.seats]
            rules.check_join(game.status, spec_of(game.game_key), seated, user_id, game.invited)
            await check_open_games(session, game.guild_id, user_id, limit)
            now = self._now()
            game.seats.append(new_seat(user_id, name, now))
            game.updated_at = now
            return await started_when_full(session, game, self._now())

    async def leave(self, game_id: int, user_id: int) -> GameRecord:
        """Leave a lobby; the creator's role passes on to a member, and a lobby with no member left is abandoned."""
        async with self._writing() as session:
            game = await load(session, game_id, lock=True)
            seated = [seat.user_id for seat in game.seats if seat.bot is None]
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
            return record_of(game)

    async def add_bot(self, game_id: int, user_id: int, strength: str) -> GameRecord:
        """Seat a bot of ``strength`` at a free seat of a lobby (creator only); like a join, it may start the game."""
        async with self._writing() as session:
            game = await load(session, game_id, lock=True)
            rules.check_options_change(game.status, game.creator_id, user_id)
            spec = spec_of(game.game_key)
            if len(game.seats) >= spec.max_seats:
                raise LobbyError(
                    _(
                        "The table is full: {title} is for at most {most} players.",
                        title=spec.title,
                        most=spec.max_seats,
                    )
                )
            now = self._now()
            game.seats.append(bot_seat([seat.user_id for seat in game.seats], strength, now))
            game.updated_at = now
            return await started_when_full(session, game, self._now())

    async def remove_bot(self, game_id: int, user_id: int, bot_id: int) -> GameRecord:
        """Take the bot ``bot_id`` out of a lobby (creator only)."""
        async with self._writing() as session:
            game = await load(session, game_id, lock=True)
            rules.check_options_change(game.status, game.creator_id, user_id)
            row = next((seat for seat in game.seats if seat.user_id == bot_id and seat.bot is not None), None)
            if row is None:
                raise LobbyError(_("That bot is not at this table."))
            game.seats.remove(row)
            game.updated_at = self._now()
            await session.flush()
            return record_of(game)

    async def start(self, game_id: int, user_id: int, *, host: bool = False) -> GameRecord:
        """Start a lobby (its creator, or a game host: ``host``): seats in the table's seat order, set up, version 0."""
        async with self._writing() as session:
            game = await load(session, game_id, lock=True)
            spec = spec_of(game.game_key)
            players = len(game.seats)
            rules.check_start(game.status, spec, game.creator_id, user_id, players, host=host)
            order = seat_order(game.seats, game.table or {}, game.seed)
            state = await start_game(session, game, spec, self._now(), order)
            await session.flush()
            return record_of(game, state)

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
            game = await load(session, game_id, lock=True)
            rules.check_options_change(game.status, game.creator_id, user_id)
            if options is not None:
                game.options = spec_of(game.game_key).resolve_options(options)
            if table is not None:
                game.table = resolve_table(table)
            game.updated_at = self._now()
            await session.flush()
            return record_of(game)

    # -- reading -----------------------------------------------------------------------------

    async def get(self, game_id: int) -> GameRecord:
        """The game with this id; :class:`GameNotFound` if there is none."""
        async with self._db.sessions() as session:
            return record_of(await load(session, game_id))

    async def find_by_thread(self, thread_id: int) -> GameRecord | None:
        """The game played in this Discord thread, if any."""
        async with self._db.sessions() as session:
            games = await select_games(session, Game.thread_id == thread_id)
            return record_of(games[0]) if games else None

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
            return [record_of(game) for game in await select_games(session, *criteria)]

    async def member_games(
        self, guild_id: int | None, user_id: int, statuses: Iterable[str] = OPEN_STATUSES
    ) -> list[GameRecord]:
        """The games with one of ``statuses`` where ``user_id`` sits, oldest first: a server's (None: all servers')."""
        seated = select(Seat.game_id).where(Seat.user_id == user_id)
        criteria = [
            Game.status.in_([str(status) for status in statuses]),
            Game.id.in_(seated),
            *([] if guild_id is None else [Game.guild_id == guild_id]),
        ]
        async with self._db.sessions() as session:
            return [record_of(game) for game in await select_games(session, *criteria)]

    async def state_at(self, game_id: int, version: int) -> Any:
        """The state the game had at ``version``, rebuilt from its log (moves of ``seq`` at most ``version``)."""
        async with self._db.sessions() as session:
            game = await load(session, game_id)
            if game.status == GameStatus.LOBBY:
                raise GameNotActive(rules.NOT_ACTIVE[GameStatus.LOBBY])
            rows = [row for row in await read_log(session, game_id) if row.seq <= version]
            return replay_log(game, effective_moves(rows))

    async def actions(self, game_id: int) -> list[ActionRecord]:
        """The game's whole log, undo rows included, in order; :class:`GameNotFound` if there is no such game.

        One query when the game has moves (a turn panel's recap reads this on the move path): the
        game row, its state and its seats are read only to tell an empty log from a missing game.
        """
        async with self._db.sessions() as session:
            rows = await read_log(session, game_id)
            if not rows and await session.scalar(select(Game.id).where(Game.id == game_id)) is None:
                raise GameNotFound()
            return rows

    async def lines_since(self, game_id: int, seat: int, *, page: int = 64) -> list[tuple[str, ...]] | None:
        """The stored public lines of each move still in the log after ``seat``'s own latest move, oldest first.

        A move made for the seat (automatic) is not its own. Read from the newest row back, a
        page at a time, until that move or the log's start: a turn panel's recap reads what it
        shows, not the whole log. Each undo row cancels the move it names (it always follows it).
        None if one of those moves has no stored lines (stored before they were): replay the log.
        """
        async with self._db.sessions() as session:
            return await read_lines_since(session, game_id, seat, page)

    async def with_log(self, game_id: int) -> tuple[GameRecord, list[ActionRecord]]:
        """The game and its whole log (undo rows included, in order), read in one session: replays and exports."""
        async with self._db.sessions() as session:
            game = await load(session, game_id)
            return record_of(game), await read_log(session, game_id)

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
        return row.seq, tuple(text_of(line) for line in row.public_lines or ())

    async def replay(self, game_id: int) -> Any:
        """The state rebuilt from seed, options and log (it must equal the stored snapshot)."""
        async with self._db.sessions() as session:
            game = await load(session, game_id)
            if game.status == GameStatus.LOBBY:
                raise GameNotActive(rules.NOT_ACTIVE[GameStatus.LOBBY])
            return replay_log(game, effective_moves(await read_log(session, game_id)))

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
            game = await load(session, game_id, lock=True, for_move=True)
            rules.check_active(game.status)
            before = record_of(game)
            seat, action = pick(before)
            row = playing_row(game, seat)
            spec = before.spec
            state, events = apply_move(spec, before.state, seat, action)
            state, auto_moves, told = await play_on(session, game, spec, state, proxies=game.proxies)
            moves = [Move(seat, action, events, user_id=row.user_id), *auto_moves]
            after = await advance(session, game, before, state, moves, self._now(), mover=seat, told=told)
            return Applied(after, before, seat, action, [*(e for move in moves for e in move.events), *told])

    async def apply_bot(self, game_id: int, seat: int, action: dict[str, Any], seen_version: int) -> Applied:
        """Apply the move a bot chose for ``seat`` looking at ``seen_version``, logged with reason ``bot``.

        The same versioned apply as a click: ``StaleVersion`` when the seat's decision changed since
        (the bot thinks again), ``NotSeated`` when no bot plays the seat any more (a member claimed it).
        """
        async with self._writing() as session:
            game = await load(session, game_id, lock=True, for_move=True)
            rules.check_active(game.status)
            before = record_of(game)
            if not before.accepts(seat, seen_version):
                raise StaleVersion(before.version)
            if seat not in bot_strengths(game.seats, read_table(game.table or {})):
                raise NotSeated(_("No bot plays that seat now."))
            row = next(row for row in game.seats if row.seat == seat)
            spec = before.spec
            state, events = apply_move(spec, before.state, seat, action)
            state, auto_moves, told = await play_on(session, game, spec, state, proxies=game.proxies)
            moves = [Move(seat, action, events, AutoReason.BOT, user_id=row.user_id if row.bot else None), *auto_moves]
            after = await advance(session, game, before, state, moves, self._now(), mover=seat, told=told)
            return Applied(after, before, seat, action, [*(e for move in moves for e in move.events), *told])

    async def bot_games(self, home: Home = EVERYWHERE) -> list[int]:
        """The active games of ``home`` with a seat a bot may play (a bot's, or an open one).

        The bots' driver checks whose turn it is.
        """
        query = (
            select(Seat.game_id)
            .join(Game, Game.id == Seat.game_id)
            .where(
                Game.status == GameStatus.ACTIVE,
                (Seat.bot.is_not(None)) | (Seat.open.is_(True)),
                home.where(Game.guild_id),
            )
            .distinct()
            .order_by(Seat.game_id)
        )
        async with self._db.sessions() as session:
            return list(await session.scalars(query))

    async def undo(self, game_id: int, seat: int | Callable[[GameRecord], int]) -> Undone:
        """Take back ``seat``'s latest move (see the module's rules); :class:`CannotUndo` says why not.

        ``seat`` may be a function of the locked game's record that finds (or refuses) the seat.
        """
        async with self._writing() as session:
            game = await load(session, game_id, lock=True)
            rules.check_active(game.status)
            before = record_of(game)
            seat = seat(before) if callable(seat) else seat
            row = playing_row(game, seat)
            log = await read_log(session, game_id)
            latest = rules.undoable_move(log, seat)
            moves = effective_moves(log)
            _check_replayable(game, before, moves)
            state = replay_log(game, moves[:-1])
            # A seat that resigned since may be pending again in the restored state.
            state, auto_moves, _ = await play_on(session, game, before.spec, state)
            moves = [undo_of(seat, latest, row.user_id), *auto_moves]
            after = await advance(session, game, before, state, moves, self._now(), mover=seat)
            return Undone(after, before, seat, latest)

    async def resign(self, game_id: int, seat: int | Callable[[GameRecord], int]) -> Resigned:
        """Resign ``seat``: its decisions are taken by default from now on (see the module's rules).

        ``seat`` may be a function of the locked game's record that finds (or refuses) the seat.
        """
        async with self._writing() as session:
            game = await load(session, game_id, lock=True)
            rules.check_active(game.status)
            before = record_of(game)
            seat = seat(before) if callable(seat) else seat
            row = playing_row(game, seat)
            row.resigned = True
            if all(other.resigned or other.bot is not None for other in game.seats):  # no member plays on
                after = await close(session, game, before, GameStatus.ABANDONED, self._now())
                return Resigned(after, before, seat, [])
            await drop_proxies(session, game.id, {seat})
            state, moves, _ = await play_on(session, game, before.spec, before.state)
            after = await advance(session, game, before, state, moves, self._now(), steps_before=1, mover=seat)
            events = [event for move in moves for event in move.events]
            return Resigned(after, before, seat, events)

    async def abandon(
        self, game_id: int, check: Callable[[GameRecord], None] | None = None, *, by: int | None = None
    ) -> GameRecord:
        """End a lobby or an active game without a result; ``check`` may refuse, seeing the locked record.

        ``by``: the member who abandoned it, put on the game's moderation record (None: the bot did,
        e.g. when its thread could not be opened).
        """
        async with self._writing() as session:
            game = await load(session, game_id, lock=True)
            record = record_of(game)
            if check is not None:
                check(record)
            if game.status not in OPEN_STATUSES:
                raise GameNotActive(rules.NOT_ACTIVE[GameStatus(game.status)])
            closed = await close(session, game, record, GameStatus.ABANDONED, self._now())
            if by is not None:
                await moderation.record(session, game_id, record.version, moderation.ABANDON, by, None, self._now())
            return closed


def _check_replayable(game: Game, record: GameRecord, moves: list[ActionRecord]) -> None:
    """Refuse (:class:`CannotUndo`) a log that no longer replays to the stored state.

    A log written before a rules change (e.g. forced decisions, once asked and logged, now
    taken inside the move before them) cannot be replayed by today's engine: taking a move
    back from it would build a wrong state. The stored state is the truth; undo is refused.
    """
    try:
        replayed = replay_log(game, moves)
    except IllegalAction:
        raise CannotUndo(rules.OLD_HISTORY) from None
    if dump_state(record.spec, replayed) != dump_state(record.spec, record.state):
        raise CannotUndo(rules.OLD_HISTORY)
