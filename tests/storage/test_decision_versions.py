"""Decision versions: a choice stands while the chooser's own decision is unchanged (issue 8, item 6)."""

import pytest

from storage import StaleVersion
from testkit.toy_game import TOY_GAME, VOTE_GAME
from tests.storage.conftest import register, started

PICK_1, PICK_2 = {"type": "pick", "number": 1}, {"type": "pick", "number": 2}


@pytest.fixture
def vote(monkeypatch):
    register(monkeypatch, TOY_GAME, VOTE_GAME)


async def test_simultaneous_picks_made_at_the_same_version_all_stand(store, vote):
    game = await started(store, 4, game="vote")
    for seat in range(4):  # every panel was opened at version 0
        await store.games.apply(game.id, seat, PICK_1 if seat % 2 else PICK_2, expected_version=0)
    after = await store.games.get(game.id)
    assert after.version == 4 and after.state.totals == [2, 1, 2, 1] and after.state.rounds == 1


async def test_a_second_click_on_the_same_decision_is_stale(store, vote):
    game = await started(store, 3, game="vote")
    await store.games.apply(game.id, 1, PICK_1, expected_version=0)
    await store.games.apply(game.id, 2, PICK_1, expected_version=0)
    with pytest.raises(StaleVersion):
        await store.games.apply(game.id, 1, PICK_2, expected_version=0)  # Ben's own pick is in: his panel is stale
    assert (await store.games.get(game.id)).seat_record(1).decision_version == 1


async def test_a_new_round_makes_every_earlier_panel_stale(store, vote):
    game = await started(store, 2, game="vote")
    await store.games.apply(game.id, 0, PICK_1, expected_version=0)
    await store.games.apply(game.id, 1, PICK_1, expected_version=0)  # the round ends: both decisions are new
    record = await store.games.get(game.id)
    assert [s.decision_version for s in record.seats] == [2, 2]
    with pytest.raises(StaleVersion):
        await store.games.apply(game.id, 0, PICK_2, expected_version=1)
    await store.games.apply(game.id, 0, PICK_2, expected_version=2)


async def test_in_turn_order_games_the_next_player_sees_a_new_decision(store):
    game = await started(store, 2)
    await store.games.apply(game.id, 0, {"type": "take", "count": 1}, expected_version=0)
    record = await store.games.get(game.id)
    assert [s.decision_version for s in record.seats] == [1, 1]
    assert record.accepts(1, 1) and not record.accepts(1, 0) and not record.accepts(1, 2)
