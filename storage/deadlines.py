"""Clocks and deadlines: what is due when a seat's clock passes a stage; votes, seat claims, more time.

The clock arithmetic is :mod:`storage.timers` and :mod:`storage.clock`; this module does what is due
in one transaction per game, through the same change path as a click (:mod:`storage.changes`).
"""

from dataclasses import replace
from datetime import datetime, timedelta

from sqlalchemy import select

from engine.core.game import apply as apply_move
from engine.core.game import pending
from i18n import _
from storage import moderation, rules, timers
from storage.changes import advance, drop_proxies, play_on
from storage.clock import Stage
from storage.errors import TableError
from storage.homes import EVERYWHERE, Home
from storage.log import Move
from storage.models import AutoReason, Game, GameStatus, Seat, Vote
from storage.records import Claimed, GameRecord, Moderated, Overdue, Reminder, Voted
from storage.table import read_table
from storage.unit import (
    NAME_LENGTH,
    Check,
    Repository,
    active_game,
    availability,
    load,
    member_times,
    player_row,
    record_of,
    seat_records,
)


class DeadlineRepository(Repository):
    """The seats' clocks as they run out, and what the table does about an overdue seat."""

    async def handle_due(self, now: datetime | None = None, home: Home = EVERYWHERE) -> Overdue | None:
        """Do what is due for one game at ``home`` whose seats' clocks passed a stage; None when nothing is due.

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
                    .where(Seat.due_at <= now, Game.status == GameStatus.ACTIVE, home.where(Game.guild_id))
                    .order_by(Seat.due_at)
                    .limit(1)
                    .with_for_update(of=Game, skip_locked=True)
                )
            ).scalar()
            if claimed is None:
                return None
            game = await load(session, claimed, lock=True)
            before = record_of(game)
            table = read_table(game.table or {})
            due = sorted(
                (row for row in game.seats if row.due_at is not None and row.due_at <= now), key=lambda r: r.seat or 0
            )
            times = await member_times(session, (row.user_id for row in due))
            reminders: list[Reminder] = []
            expired: list[Seat] = []
            vote_on: list[int] = []
            for row in due:
                available = availability(times, row.user_id, table)
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
                after = replace(before, seats=seat_records(game))
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
            await drop_proxies(session, game.id, set(opened))
            state, auto_moves, told = await play_on(session, game, spec, state)
            moves.extend(auto_moves)
            after = await advance(session, game, before, state, moves, self._now(), mover=expired[0].seat, told=told)
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

        Every other seat still played by a person (not a bot) has one vote per overdue decision; a majority
        settles it: a skip plays the seat's timeout action (``AutoReason.SKIPPED``), an expel opens
        the seat for a substitute (its moves then made with ``AutoReason.OPEN``).
        """
        if choice not in ("skip", "expel"):
            raise TableError(_("Vote to skip or to expel."))
        async with self._writing() as session:
            game, before = await active_game(session, game_id, check)
            voter = player_row(game, voter_id)
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
            voters = sum(
                1 for row in game.seats if row.seat != seat and not row.resigned and not row.open and row.bot is None
            )
            needed = voters // 2 + 1
            decided = next((option for option in ("expel", "skip") if counts[option] >= needed), None)
            if decided is None:
                return Voted(before, before, seat, choice, counts, needed, None)
            spec = before.spec
            state, moves = before.state, []
            if decided == "expel":
                target.open = True
                await drop_proxies(session, game.id, {seat})
            else:
                decision = next(d for d in pending(spec, state) if d.seat == seat)
                state, events = apply_move(spec, state, seat, decision.fallback.action, timed_out=True)
                moves.append(Move(seat, decision.fallback.action, events, AutoReason.SKIPPED))
                target.timeouts = (target.timeouts or 0) + 1
            state, auto_moves, told = await play_on(session, game, spec, state)
            moves.extend(auto_moves)
            after = await advance(
                session, game, before, state, moves, self._now(), steps_before=0 if moves else 1, mover=seat, told=told
            )
            events = (*(event for move in moves for event in move.events), *told)
            return Voted(after, before, seat, choice, counts, needed, decided, events)

    async def moderate(
        self, game_id: int, seat: int, actor_id: int, kind: str, check: Check | None = None
    ) -> Moderated:
        """A moderator ``expel`` s the player of ``seat`` or plays its ``timeout`` move now (``check``: may they).

        An expelled seat opens for a substitute (its moves then made with ``AutoReason.OPEN``), as a
        table's vote would; a timeout move is the seat's timeout action (``AutoReason.FORCED``) and
        counts as a timeout of its player. Both go on the game's moderation record with who did them.
        """
        if kind not in (moderation.EXPEL, moderation.TIMEOUT):
            raise TableError(_("A moderator may expel a seat or play its timeout move."))
        async with self._writing() as session:
            game, before = await active_game(session, game_id, check)
            target = next((row for row in game.seats if row.seat == seat), None)
            if target is None:
                raise TableError(rules.NO_SUCH_SEAT)
            spec = before.spec
            state, moves = before.state, []
            if kind == moderation.EXPEL:
                if target.bot is not None or target.open or target.resigned:
                    raise TableError(rules.NOT_EXPELLABLE)
                target.open = True
                await drop_proxies(session, game.id, {seat})
            else:
                decision = next((d for d in pending(spec, state) if d.seat == seat), None)
                if decision is None:
                    raise TableError(rules.NOT_WAITED_ON)
                state, events = apply_move(spec, state, seat, decision.fallback.action, timed_out=True)
                moves.append(Move(seat, decision.fallback.action, events, AutoReason.FORCED))
                target.timeouts = (target.timeouts or 0) + 1
            state, auto_moves, told = await play_on(session, game, spec, state)
            moves.extend(auto_moves)
            after = await advance(
                session, game, before, state, moves, self._now(), steps_before=0 if moves else 1, mover=seat, told=told
            )
            line = await moderation.record(session, game_id, before.version, kind, actor_id, seat, self._now())
            events = (*(event for move in moves for event in move.events), *told)
            return Moderated(after, before, seat, kind, line, events)

    async def claim_seat(self, game_id: int, seat: int, user_id: int, name: str, check: Check | None = None) -> Claimed:
        """Seat ``user_id`` at an open seat: a substitute, or the seat's former player coming back.

        The seat's statistics stay with whoever made each move (``actions.user_id``); its timeouts
        start again from zero. The version goes up by one (the board shows the new name).
        """
        async with self._writing() as session:
            game, before = await active_game(session, game_id, check)
            row = next((r for r in game.seats if r.seat == seat), None)
            if row is None or not row.open or row.resigned:
                raise TableError(rules.NOT_OPEN)
            if any(other.user_id == user_id and other is not row for other in game.seats):
                raise TableError(rules.ALREADY_PLAYING)
            previous = row.user_id
            await drop_proxies(session, game.id, {seat})
            row.user_id, row.display_name = user_id, name[:NAME_LENGTH]
            row.open, row.timeouts, row.dm_refused_at = False, 0, None
            row.decision_at = self._now()  # the newcomer's time to move counts from now
            after = await advance(session, game, before, before.state, [], self._now(), steps_before=1)
            row.dm_version = after.version  # the newcomer is owed the seat's private view
            await session.flush()
            after = replace(after, seats=seat_records(game))
            return Claimed(after, before, seat, previous)

    async def ask_more_time(self, game_id: int, user_id: int, check: Check | None = None) -> GameRecord:
        """Record that the caller asks the table for more time for their pending decision (once per decision)."""
        async with self._writing() as session:
            game, record = await active_game(session, game_id, check)
            row = player_row(game, user_id)
            if not read_table(game.table or {}).runs:
                raise TableError(rules.NO_CLOCK)
            if row.turn_started_at is None:
                raise TableError(rules.NOT_WAITED_ON)
            if row.asked_more_version == row.decision_version:
                raise TableError(rules.ALREADY_ASKED)
            row.asked_more_version = row.decision_version
            await session.flush()
            return replace(record, seats=seat_records(game))

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
            game, before = await active_game(session, game_id, check)
            granter = player_row(game, granter_id)
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
            times = await member_times(session, [row.user_id])
            timers.reschedule(row, table, availability(times, row.user_id, table), self._now())
            after = await advance(session, game, before, before.state, [], self._now(), steps_before=1)
            return before, after
