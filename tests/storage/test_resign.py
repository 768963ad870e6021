"""Resigning (default moves for the seat from then on) and abandoning a game."""

import pytest

from storage import CannotUndo, GameNotActive, NotSeated
from tests.storage.claim_game import CLAIM_GAME
from tests.storage.conftest import open_lobby, register, started

TAKE_1, TAKE_2, TAKE_3 = ({"type": "take", "count": n} for n in (1, 2, 3))


async def test_a_resigned_seat_is_played_by_default_in_the_same_transaction(store):
    game = await started(store, 3, pile="12")
    resigned = await store.games.resign(game.id, 2)  # seat 0 is pending, not seat 2
    assert resigned.events == [] and resigned.game.version == 1 and resigned.before.version == 0
    assert [s.resigned for s in resigned.game.seats] == [False, False, True]
    assert [s.resigned for s in (await store.games.get(game.id)).seats] == [False, False, True]
    assert await store.games.actions(game.id) == []

    await store.games.apply(game.id, 0, TAKE_1, 1)
    applied = await store.games.apply(game.id, 1, TAKE_2, 2)  # seat 2's turn follows: its default is played
    assert [e.text for e in applied.events] == ["{p1} takes 2", "{p2} takes 1"]
    assert applied.game.version == 4 and applied.game.state.turn == 0 and applied.game.state.pile == 8
    log = await store.games.actions(game.id)
    assert [(row.seq, row.seat, row.auto) for row in log] == [(2, 0, False), (3, 1, False), (4, 2, True)]
    with pytest.raises(CannotUndo, match="resigned"):
        await store.games.undo(game.id, 1)


async def test_resigning_when_pending_plays_at_once(store):
    game = await started(store, 2)
    resigned = await store.games.resign(game.id, 0)
    assert [e.text for e in resigned.events] == ["{p0} takes 1"]
    assert resigned.game.version == 2 and resigned.game.state.turn == 1
    assert [(row.seq, row.seat, row.auto) for row in await store.games.actions(game.id)] == [(2, 0, True)]


async def test_a_resign_that_ends_the_game_finishes_it(store):
    game = await started(store, 2)
    await store.games.apply(game.id, 0, TAKE_3, 0)
    await store.games.apply(game.id, 1, TAKE_2, 1)
    resigned = await store.games.resign(game.id, 0)  # one token left, seat 0 to take it
    assert resigned.game.status == "finished" and resigned.game.state.pile == 0
    stored = await store.games.get(game.id)
    assert stored.status == "finished" and stored.finished_at is not None and stored.version == 4


async def test_a_resigned_seat_can_no_longer_act_and_everyone_resigning_abandons(store):
    game = await started(store, 2, pile="12")
    await store.games.resign(game.id, 1)
    for act in (
        store.games.resign(game.id, 1),
        store.games.apply(game.id, 1, TAKE_1, None),
        store.games.undo(game.id, 1),
    ):
        with pytest.raises(NotSeated):
            await act
    resigned = await store.games.resign(game.id, 0)
    assert resigned.game.status == "abandoned" and resigned.events == []
    assert (await store.games.get(game.id)).status == "abandoned"


async def test_abandon_a_lobby_and_an_active_game(store):
    lobby = await open_lobby(store, 2)
    abandoned = await store.games.abandon(lobby.id)
    assert abandoned.status == "abandoned" and abandoned.version == 0 and abandoned.finished_at is not None
    game = await started(store, 2)
    await store.games.apply(game.id, 0, TAKE_1, 0)
    abandoned = await store.games.abandon(game.id)
    assert abandoned.status == "abandoned" and abandoned.version == 2
    assert (await store.games.get(game.id)).status == "abandoned"
    with pytest.raises(GameNotActive, match="abandoned"):
        await store.games.abandon(game.id)
    with pytest.raises(GameNotActive, match="abandoned"):
        await store.games.apply(game.id, 1, TAKE_1, None)
    with pytest.raises(GameNotActive, match="abandoned"):
        await store.games.resign(game.id, 1)


async def test_an_undo_that_makes_a_resigned_seat_pending_again_plays_it_by_default(store, monkeypatch):
    """Seat 1 resigned while seat 0's claim had taken its decision away; the undo brings it back."""
    register(monkeypatch, CLAIM_GAME)
    game = await started(store, 2, game="claim")
    assert [d.seat for d in CLAIM_GAME.pending(game.state)] == [0, 1]
    await store.games.apply(game.id, 0, {"type": "claim"}, 0)
    resigned = await store.games.resign(game.id, 1)
    assert resigned.events == [] and resigned.game.version == 2
    undone = await store.games.undo(game.id, 0)
    assert [d.seat for d in CLAIM_GAME.pending(undone.game.state)] == [0]
    assert undone.game.version == 4 and undone.game.state.in_round == [True, False]
    log = await store.games.actions(game.id)
    assert [(row.seq, row.seat, row.kind, row.action, row.auto) for row in log] == [
        (1, 0, "move", {"type": "claim"}, False),
        (3, 0, "undo", {"type": "undo", "seq": 1}, False),
        (4, 1, "move", {"type": "let_go"}, True),
    ]
    assert (await store.games.replay(game.id)) == undone.game.state
