"""Applying moves: one transaction, guarded by the version; the log replays to the snapshot."""

import random

import pytest
from sqlalchemy import event, insert, update

from engine.core import IllegalAction, dump_state, new_game, replay, state_digest
from storage import Database, GameNotActive, GameNotFound, GameStatus, NotSeated, StaleVersion, Storage, changes
from storage.log import effective_moves
from storage.models import Action, Game, utc_now
from testkit.toy_game import TOY_GAME
from tests.storage.conftest import open_lobby, play_to_the_end, started

TAKE_1, TAKE_2, DRAW = {"type": "take", "count": 1}, {"type": "take", "count": 2}, {"type": "draw"}


def snapshot(game) -> str:
    return state_digest(game.spec, game.state)


async def test_apply_commits_state_version_and_log(store, database_url):
    game = await started(store, 2)
    applied = await store.games.apply(game.id, 0, TAKE_2, expected_version=0)
    assert applied.before == game and applied.seat == 0 and applied.action == TAKE_2
    assert [e.text for e in applied.events] == ["{p0} takes 2"]
    assert applied.game.version == 1 and applied.game.state.pile == 4 and applied.game.updated_at > game.updated_at
    await store.games.apply(game.id, 1, DRAW, expected_version=None)

    reopened = Database(database_url)  # a new engine: only what was committed is seen
    try:
        stored = await Storage(reopened).games.get(game.id)
        log = await Storage(reopened).games.actions(game.id)
    finally:
        await reopened.close()
    assert stored.version == 2 and stored.state.pile == 4 and len(stored.state.hands[1]) == 1
    assert [(a.seq, a.seat, a.kind, a.action, a.undoable, a.auto) for a in log] == [
        (1, 0, "move", TAKE_2, True, False),
        (2, 1, "move", DRAW, False, False),
    ]
    assert all(a.created_at.tzinfo is not None for a in log)
    expected = replay(TOY_GAME, 2, 1, {"pile": "6"}, [(0, TAKE_2), (1, DRAW)])
    assert snapshot(stored) == state_digest(TOY_GAME, expected)


async def test_an_illegal_action_leaves_state_and_log_untouched(store):
    game = await started(store, 2)
    await store.games.apply(game.id, 0, TAKE_1, 0)
    before = await store.games.get(game.id)
    for seat, action, message in [
        (1, {"type": "take", "count": 4}, "1, 2 or 3"),
        (0, TAKE_1, "not your turn"),
        (1, {"type": "fly"}, "Unknown move"),
        (1, {"count": 1}, "JSON object"),
    ]:
        with pytest.raises(IllegalAction, match=message):
            await store.games.apply(game.id, seat, action, before.version)
    assert await store.games.get(game.id) == before
    assert len(await store.games.actions(game.id)) == 1


async def test_a_stale_version_is_refused_and_nothing_is_written(store):
    game = await started(store, 2)
    await store.games.apply(game.id, 0, TAKE_1, 0)
    with pytest.raises(StaleVersion, match="earlier turn") as refused:
        await store.games.apply(game.id, 1, TAKE_1, expected_version=0)
    assert refused.value.current_version == 1
    assert (await store.games.get(game.id)).version == 1 and len(await store.games.actions(game.id)) == 1


async def test_the_version_guard_refuses_a_game_changed_under_the_transaction(store, monkeypatch):
    """Where the database lets two writers read the same version, the second UPDATE matches no row."""
    game = await started(store, 2)
    guarded_update = changes.guarded_update

    async def someone_else_first(session, before, values):
        await session.execute(update(Game).where(Game.id == before.id).values(version=before.version + 1))
        await guarded_update(session, before, values)

    with monkeypatch.context() as patch:
        patch.setattr(changes, "guarded_update", someone_else_first)
        with pytest.raises(StaleVersion):
            await store.games.apply(game.id, 0, TAKE_1, None)
    assert await store.games.get(game.id) == game and await store.games.actions(game.id) == []


async def test_a_log_row_already_at_that_seq_is_refused_as_stale(store, monkeypatch):
    """The unique (game_id, seq) is the second guard: an action is never logged twice."""
    game = await started(store, 2)
    guarded_update = changes.guarded_update

    async def someone_else_logged_first(session, before, values):
        await guarded_update(session, before, values)
        await session.execute(
            insert(Action).values(
                game_id=before.id,
                seq=values["version"],
                seat=0,
                kind="move",
                action=TAKE_2,
                undoable=True,
                auto=False,
                created_at=utc_now(),
            )
        )

    with monkeypatch.context() as patch:
        patch.setattr(changes, "guarded_update", someone_else_logged_first)
        with pytest.raises(StaleVersion):
            await store.games.apply(game.id, 0, TAKE_1, None)
    assert await store.games.get(game.id) == game and await store.games.actions(game.id) == []


async def test_moves_need_an_active_game_and_a_seat(store):
    lobby = await open_lobby(store, 2)
    with pytest.raises(GameNotActive, match="not started"):
        await store.games.apply(lobby.id, 0, TAKE_1, None)
    game = await store.games.start(lobby.id, lobby.creator_id)
    with pytest.raises(NotSeated):
        await store.games.apply(game.id, 5, TAKE_1, None)
    with pytest.raises(GameNotFound):
        await store.games.apply(game.id + 1, 0, TAKE_1, None)


async def test_a_random_game_finishes_and_replays_to_its_snapshot(store):
    game = await started(store, 3, seed=7, pile="12")
    game = await play_to_the_end(store, game, random.Random(7), undo_chance=0.3)
    assert game.status == GameStatus.FINISHED and game.finished_at is not None
    stored = await store.games.get(game.id)
    assert stored.status == GameStatus.FINISHED and snapshot(stored) == snapshot(game)
    assert state_digest(TOY_GAME, await store.games.replay(game.id)) == snapshot(stored)
    log = await store.games.actions(game.id)
    assert [row.seq for row in log] == list(range(1, stored.version + 1))
    assert any(row.kind == "undo" for row in log), "the seed should exercise undo"
    assert TOY_GAME.result(stored.state) is not None
    with pytest.raises(GameNotActive, match="over"):
        await store.games.apply(game.id, 0, TAKE_1, None)


async def test_replay_of_a_lobby_is_refused_and_of_a_fresh_game_is_setup(store):
    lobby = await open_lobby(store, 2)
    with pytest.raises(GameNotActive):
        await store.games.replay(lobby.id)
    game = await store.games.start(lobby.id, lobby.creator_id)
    assert dump_state(TOY_GAME, await store.games.replay(game.id)) == dump_state(TOY_GAME, new_game(TOY_GAME, 2, 1))


async def test_each_log_row_keeps_its_public_lines_with_seat_placeholders(store):
    game = await started(store, 2)
    await store.games.apply(game.id, 0, TAKE_2, 0)
    await store.games.apply(game.id, 1, DRAW, 1)  # the drawn card is private: only the public line is kept
    await store.games.apply(game.id, 0, TAKE_1, 2)
    await store.games.undo(game.id, 0)
    lines = [row.public_lines for row in await store.games.actions(game.id)]
    assert lines == [("{p0} takes 2",), ("{p1} draws a card",), ("{p0} takes 1",), ("{p0} took back their last move.",)]


async def test_reading_the_log_of_a_game_with_moves_is_one_query(store, db):
    """A turn panel's recap reads the log on the move path: the game's row and state are not read for it."""
    game = await started(store, 2)
    await store.games.apply(game.id, 0, TAKE_1, 0)
    statements: list[str] = []

    def seen(conn, cursor, statement, parameters, context, executemany) -> None:
        statements.append(statement)

    event.listen(db.engine.sync_engine, "before_cursor_execute", seen)
    try:
        log = await store.games.actions(game.id)
    finally:
        event.remove(db.engine.sync_engine, "before_cursor_execute", seen)
    assert [(row.seq, row.action) for row in log] == [(1, TAKE_1)]
    assert len([s for s in statements if s.lstrip().upper().startswith("SELECT")]) == 1
    lobby = await open_lobby(store, 2)
    assert await store.games.actions(lobby.id) == []  # an empty log, not a missing game
    with pytest.raises(GameNotFound):
        await store.games.actions(lobby.id + 1)


async def test_the_lines_since_a_seats_own_move_are_those_of_the_whole_log(store, db):
    """Read back from the newest row a page at a time, they match the whole log read and undone in order."""
    game = await started(store, 3, seed=11, pile="12")
    await store.games.resign(game.id, 2)  # its moves are automatic from now on: never its own
    game = await play_to_the_end(store, await store.games.get(game.id), random.Random(11), undo_chance=0.3)
    log = await store.games.actions(game.id)
    assert any(row.kind == "undo" for row in log) and any(row.auto for row in log)
    moves = effective_moves(log)
    for seat in range(3):
        own = [index for index, row in enumerate(moves) if row.seat == seat and not row.auto]
        expected = [row.public_lines for row in moves[own[-1] + 1 if own else 0 :]]
        for page in (1, 2, 5, 64):
            assert await store.games.lines_since(game.id, seat, page=page) == expected, (seat, page)
    async with db.sessions() as session:
        await session.execute(
            update(Action).where(Action.game_id == game.id, Action.seq == log[-1].seq).values(public_lines=None)
        )
        await session.commit()
    assert await store.games.lines_since(game.id, 0) is None  # a row without its lines: the caller replays


async def test_a_move_reads_its_players_settings_with_the_game_in_one_statement(store, db):
    """The players' settings rows (clock settings, how they are told) come with the game in a move's write.

    A move's write holds SQLite's only write turn, each statement a round trip to the database
    thread (issue 23); ``/me notify`` (issue 26) made a move read the members whose wait begins.
    Read with the game, the next player who asked for DMs is still owed their turn's DM.
    """
    game = await started(store, 2)
    waiting = next(seat for seat in game.seats if seat.seat == 1)
    await store.members.set_notify(waiting.user_id, "dm")
    statements: list[str] = []

    def record(conn, cursor, statement, parameters, context, executemany):
        statements.append(" ".join(statement.split()))

    event.listen(db.engine.sync_engine, "before_cursor_execute", record)
    try:
        applied = await store.games.apply(game.id, 0, TAKE_1, expected_version=0)
    finally:
        event.remove(db.engine.sync_engine, "before_cursor_execute", record)
    owed = next(seat for seat in applied.game.seats if seat.seat == 1)
    assert owed.dm_version == applied.game.version  # the turn's DM of a member who chose "dm"
    selects = [s for s in statements if s.startswith("SELECT")]
    assert len(selects) == (1 if db.is_sqlite else 2), selects  # PostgreSQL locks the row first (FOR UPDATE)
    assert "JOIN members" in selects[-1] and not any("FROM members" in s for s in selects), selects
