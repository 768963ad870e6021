"""The one change path: what every change of an active game stores, whether a click, a clock or a vote made it.

A repository's transaction locks the game (:mod:`storage.unit`), works out the new state, then
calls :func:`advance` (or :func:`close` to end the game) in the same transaction. The rules it keeps:

- **Version.** ``version`` is 0 at start and counts every change of an active game: a
  move, an undo, a resign, each move auto-played for a resigned seat, an abandon.
  A log row's ``seq`` is the version its change produced, so ``seq`` increases with
  gaps only where a resign or an abandon wrote no row. The write is guarded by the version
  (:func:`storage.unit.guarded_update`): nothing is written if someone else changed the game first.
- **Decision versions.** Each seat remembers the version at which its pending decision
  last changed (the seat moved, or its decision's kind, prompt or options differ). A
  choice made while looking at version v stands while the seat's decision version is
  at most v (:meth:`GameRecord.accepts`): in a simultaneous phase one player's move
  does not make another's open panel stale, and a second click on the same decision is.
- **Moves nobody clicks.** A resigned or open seat's decisions are taken with their default option,
  and standing instructions make their moves, in the same transaction as the change that made
  them due (:func:`play_on`), so no change leaves such a seat pending.
- **Clocks and DMs.** The seats' clocks start, stop and restart with their decisions
  (:func:`run_clocks`), and the DMs the change owes are stored with it (:func:`owe_dms`).
- **The end.** The change that finishes the game writes its results and ratings (:mod:`storage.results`).
"""

from collections.abc import Iterable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy import delete, insert, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from engine.core import Event, GameSpec, proxy_moves
from engine.core.game import dump_state, pending, private_view
from storage import timers
from storage.errors import StaleVersion
from storage.log import Move, play_automatic
from storage.models import Action, ActionKind, AutoReason, Game, GameStatus, Proxy, Seat
from storage.records import GameRecord
from storage.results import write_results
from storage.table import read_table
from storage.unit import NOTIFY_PING, guarded_update, member_notify, member_times, seat_records


async def advance(
    session: AsyncSession,
    game: Game,
    before: GameRecord,
    state: Any,
    moves: list[Move],
    now: datetime,
    *,
    steps_before: int = 0,
    mover: int | None = None,
    told: Sequence[Event] = (),
) -> GameRecord:
    """Store the new snapshot and append ``moves`` to the log, guarded by the version.

    The DMs the change owes are stored with it (``seats.dm_version``, :func:`owe_dms`):
    ``mover`` is the seat whose player made the change (their panel shows it) and ``told``
    the private events beside the moves' own.

    The version goes up by ``steps_before`` (a change that writes no row) plus one
    per row; each row's ``seq`` is the version it produced. A player's own move records
    its time from the start of the seat's decision (``decision_at``, reset with
    ``decision_version``). The change that finishes the game writes its results and
    ratings (:func:`storage.results.write_results`).
    """
    spec = before.spec
    first_seq = before.version + steps_before + 1
    version = first_seq + len(moves) - 1
    values: dict[str, Any] = {"state": dump_state(spec, state), "version": version, "updated_at": now}
    status, finished_at = before.status, before.finished_at
    if not pending(spec, state):
        status, finished_at = GameStatus.FINISHED.value, now
        values.update(status=status, finished_at=finished_at)
    await guarded_update(session, before, values)
    started = {row.seat: row.decision_at for row in game.seats}
    changed = changed_decisions(before, state, {move.seat for move in moves})
    for row in game.seats:
        if row.seat in changed:
            row.decision_version = version
            row.decision_at = now
    await run_clocks(session, game, spec, state if status == GameStatus.ACTIVE else None, changed, now)
    events = [*(event for move in moves for event in move.events), *told]
    waited = {decision.seat for decision in pending(spec, before.state)}
    begun = {decision.seat for decision in pending(spec, state)} - waited
    users = [row.user_id for row in game.seats if row.seat in begun and row.bot is None]
    modes = await member_notify(session, users) if users else {}
    by_dm = {row.seat for row in game.seats if modes.get(row.user_id, NOTIFY_PING) != NOTIFY_PING}
    owe_dms(game, spec, before.state, state, version, mover, events, by_dm=by_dm)
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
                "think_seconds": think_seconds(move, started.get(move.seat), now),
            }
            for index, move in enumerate(moves)
        ]
        try:
            await session.execute(insert(Action), rows)
        except IntegrityError as error:  # a row with that seq exists: someone else wrote first
            raise StaleVersion() from error
    if status == GameStatus.FINISHED and before.status != GameStatus.FINISHED:
        await write_results(session, game, spec, state, now)
    await session.flush()
    return replace(
        before,
        state=state,
        version=version,
        status=status,
        updated_at=now,
        finished_at=finished_at,
        seats=seat_records(game),
    )


async def close(session: AsyncSession, game: Game, before: GameRecord, status: GameStatus, now: datetime) -> GameRecord:
    """End the game with ``status`` (every clock stops); an active game's version goes up by one."""
    version = before.version + (1 if before.status == GameStatus.ACTIVE else 0)
    values = {"status": status.value, "version": version, "updated_at": now, "finished_at": now}
    await guarded_update(session, before, values)
    for row in game.seats:
        row.turn_started_at, row.due_at, row.stage, row.extra_seconds = None, None, 0, 0.0
    await session.flush()
    return replace(
        before,
        status=status.value,
        version=version,
        updated_at=now,
        finished_at=now,
        seats=seat_records(game),
    )


def owe_dms(
    game: Game,
    spec: GameSpec,
    was: Any,
    state: Any,
    version: int,
    mover: int | None,
    events: Sequence[Event],
    *,
    by_dm: Iterable[int] = (),
) -> None:
    """Store which seats this change owes a DM of their private view (``seats.dm_version``), in its transaction.

    A seat is owed one when the change altered its lasting private view or told it something
    privately, unless it is the ``mover`` (their turn panel shows it) or the change makes the
    game wait on it anew (the board's ping sends it to its panel): those two are owed nothing
    any more, an older debt included. Other seats keep what they were owed. A seat the change
    makes the game wait on anew whose member wants their turn told by DM (``by_dm``: ``/me notify``
    "dm" or "both") is owed one: that DM is their turn's notice (bot/dm.py).
    """
    waited = {decision.seat for decision in pending(spec, was)}
    pinged = {decision.seat for decision in pending(spec, state)} - waited
    told = {event.seat for event in events if not event.public}
    by_dm = set(by_dm)
    for row in game.seats:
        seat = row.seat
        if seat is None:
            continue
        if row.bot is not None:  # a bot reads its view from the state; nobody to DM
            row.dm_version = None
        elif seat in pinged and seat in by_dm and seat != mover:
            row.dm_version = version
        elif seat == mover or seat in pinged:
            row.dm_version = None
        elif seat in told or private_view(spec, was, seat) != private_view(spec, state, seat):
            row.dm_version = version


def decision_marks(spec: GameSpec, state: Any) -> dict[int, tuple[Any, ...]]:
    """Each pending seat's decision as far as a choice depends on it: kind, prompt, option actions, answers taken."""
    if state is None:
        return {}
    return {
        d.seat: (d.kind, d.prompt, d.secret, tuple(o.key for o in d.options), d.typed, d.set_choice)
        for d in pending(spec, state)
    }


def changed_decisions(before: GameRecord, state: Any, movers: set[int]) -> set[int]:
    """The seats whose pending decision differs between ``before`` and ``state``, and every seat that moved."""
    old, new = decision_marks(before.spec, before.state), decision_marks(before.spec, state)
    seats = {seat.seat for seat in before.seats}
    return {seat for seat in seats if seat in movers or old.get(seat) != new.get(seat)}


def unplayed_seats(game: Game) -> dict[int, AutoReason]:
    """The seats nobody plays now, with the reason their moves are made for them.

    A bot's seat, and an open seat the table lets a bot play (``open_seat``), are played by the bot
    (bot/service/bots.py, off this transaction), not here.
    """
    open_bot = read_table(game.table or {}).open_bot
    seats: dict[int, AutoReason] = {}
    for row in game.seats:
        if row.seat is None or row.bot is not None or (row.open and not row.resigned and open_bot):
            continue
        if row.resigned or row.open:
            seats[row.seat] = AutoReason.RESIGNED if row.resigned else AutoReason.OPEN
    return seats


async def play_on(
    session: AsyncSession, game: Game, spec: GameSpec, state: Any, *, proxies: Iterable[Proxy] | None = None
) -> tuple[Any, list[Move], list[Event]]:
    """Make every move due without a click after a change: seats nobody plays, then standing instructions.

    Unplayed seats (resigned, open) play their fallbacks; live instructions (``proxies`` rows, in
    the order they were set) are stepped and their moves made through the same apply as a
    click (``AutoReason.PROXY``); the two alternate until neither moves. Instructions that ended
    are deleted, and their reasons come back as private events for their seats. A caller that
    read the rows with the game (``load(..., for_move=True)``) passes them; otherwise they are read here.
    """
    unplayed = unplayed_seats(game)
    if proxies is None:
        proxies = await session.scalars(select(Proxy).where(Proxy.game_id == game.id).order_by(Proxy.id))
    rows = [row for row in proxies if row.seat not in unplayed]
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


async def drop_proxies(session: AsyncSession, game_id: int, seats: Iterable[int]) -> None:
    """Delete the standing instructions of these seats (their player resigned, left or was replaced)."""
    seats = sorted(set(seats))
    if seats:
        await session.execute(delete(Proxy).where(Proxy.game_id == game_id, Proxy.seat.in_(seats)))


async def run_clocks(
    session: AsyncSession, game: Game, spec: GameSpec, state: Any, changed: set[int], now: datetime
) -> None:
    """Start, stop or restart the clocks of the seats whose decision changed (``state`` None: the game ended).

    A seat's clock runs while a person plays it (not a bot) and it has a decision pending; nothing is read
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
        and (row.seat in changed or (row.turn_started_at is not None) != clock_should_run(row, waiting))
    ]
    if not touched:
        return
    times = await member_times(session, (row.user_id for row in touched))
    for row in touched:
        available = times.get(row.user_id, timers.MemberTime()).availability(table)
        timers.stop(row, table, available, now)
        if clock_should_run(row, waiting):
            timers.start(row, table, available, now)


def clock_should_run(row: Seat, waiting: set[int]) -> bool:
    """Whether the seat's clock runs: the game waits on it and a person plays it."""
    return row.seat in waiting and not row.resigned and not row.open and row.bot is None


def think_seconds(move: Move, started: datetime | None, now: datetime) -> int | None:
    """How long a player's own move took, in whole seconds from the start of its decision; None for other rows."""
    if move.kind != ActionKind.MOVE or move.auto or move.user_id is None or started is None:
        return None
    return max(0, round((now - started).total_seconds()))
