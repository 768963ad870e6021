"""Undo: a seat takes back its own last move if it revealed nothing (DESIGN.md "Undo")."""

import pytest

from engine.core import dump_state, new_game, state_digest
from storage import CannotUndo, GameNotActive, NotSeated
from testkit.toy_game import TOY_GAME
from tests.storage.conftest import open_lobby, started

TAKE_1, TAKE_2, DRAW = {"type": "take", "count": 1}, {"type": "take", "count": 2}, {"type": "draw"}


async def test_undo_restores_the_state_and_appends_an_undo_row(store):
    game = await started(store, 2)
    await store.games.apply(game.id, 0, TAKE_2, 0)
    undone = await store.games.undo(game.id, 0)
    assert undone.seat == 0 and undone.undone.seq == 1 and undone.undone.action == TAKE_2
    assert undone.before.version == 1 and undone.game.version == 2
    assert dump_state(TOY_GAME, undone.game.state) == dump_state(TOY_GAME, new_game(TOY_GAME, 2, 1))
    stored = await store.games.get(game.id)
    assert stored.version == 2 and dump_state(TOY_GAME, stored.state) == dump_state(TOY_GAME, undone.game.state)
    log = await store.games.actions(game.id)
    assert [(row.seq, row.seat, row.kind, row.action, row.undoable) for row in log] == [
        (1, 0, "move", TAKE_2, True),
        (2, 0, "undo", {"type": "undo", "seq": 1}, False),
    ]
    again = await store.games.apply(game.id, 0, TAKE_1, 2)
    assert again.game.state.pile == 5 and [row.seq for row in await store.games.actions(game.id)] == [1, 2, 3]
    assert state_digest(TOY_GAME, await store.games.replay(game.id)) == state_digest(TOY_GAME, again.game.state)


async def test_undo_is_refused_after_a_reveal(store):
    game = await started(store, 2)
    await store.games.apply(game.id, 0, DRAW, 0)
    with pytest.raises(CannotUndo, match="revealed"):
        await store.games.undo(game.id, 0)
    assert (await store.games.get(game.id)).version == 1 and len(await store.games.actions(game.id)) == 1


async def test_undo_is_refused_for_another_seats_move(store):
    game = await started(store, 2)
    await store.games.apply(game.id, 0, TAKE_1, 0)
    with pytest.raises(CannotUndo, match="Only the player who made the last move"):
        await store.games.undo(game.id, 1)
    await store.games.apply(game.id, 1, TAKE_1, 1)
    with pytest.raises(CannotUndo, match="Only the player who made the last move"):
        await store.games.undo(game.id, 0)  # somebody else has moved since
    assert (await store.games.get(game.id)).version == 2


async def test_undo_is_refused_twice_in_a_row(store):
    game = await started(store, 1)
    await store.games.apply(game.id, 0, TAKE_1, 0)
    await store.games.apply(game.id, 0, TAKE_2, 1)
    assert (await store.games.undo(game.id, 0)).game.state.pile == 5
    with pytest.raises(CannotUndo, match="already taken back"):
        await store.games.undo(game.id, 0)
    stored = await store.games.get(game.id)
    assert stored.version == 3 and stored.state.pile == 5 and len(await store.games.actions(game.id)) == 3


async def test_undo_needs_a_move_an_active_game_and_a_seat(store):
    lobby = await open_lobby(store, 2)
    with pytest.raises(GameNotActive):
        await store.games.undo(lobby.id, 0)
    game = await store.games.start(lobby.id, lobby.creator_id)
    with pytest.raises(CannotUndo, match="no move"):
        await store.games.undo(game.id, 0)
    with pytest.raises(NotSeated):
        await store.games.undo(game.id, 7)


async def test_a_move_that_ends_the_game_cannot_be_taken_back(store):
    game = await started(store, 1)
    for version in range(3):
        game = (await store.games.apply(game.id, 0, TAKE_2, version)).game
    assert game.status == "finished"
    with pytest.raises(GameNotActive, match="over"):
        await store.games.undo(game.id, 0)


async def test_undo_is_refused_when_the_log_no_longer_replays_to_the_stored_state(store):
    """A log recorded under older rules (e.g. a forced move once logged, now taken by the engine)."""
    from sqlalchemy import update

    from storage.models import Action

    game = await started(store, 2)
    await store.games.apply(game.id, 0, TAKE_2, 0)
    await store.games.apply(game.id, 1, TAKE_1, 1)
    async with store.db.sessions() as session, session.begin():  # the first move, as older rules logged it
        await session.execute(update(Action).where(Action.game_id == game.id, Action.seq == 1).values(action=TAKE_1))
    before = await store.games.get(game.id)
    with pytest.raises(CannotUndo, match="older version of the rules"):
        await store.games.undo(game.id, 1)
    after = await store.games.get(game.id)
    assert after.version == before.version and len(await store.games.actions(game.id)) == 2
    assert dump_state(TOY_GAME, after.state) == dump_state(TOY_GAME, before.state)
