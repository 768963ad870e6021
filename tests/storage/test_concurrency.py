"""Concurrent writers: never apply twice, never lose an action (DESIGN.md "Storage")."""

import asyncio
import random

from storage import Applied, LobbyError, StaleVersion
from tests.storage.conftest import CREATOR, open_lobby, play_to_the_end, started, user

TAKE_1, TAKE_2 = {"type": "take", "count": 1}, {"type": "take", "count": 2}


async def test_two_appliers_at_the_same_version_exactly_one_wins(store):
    game = await started(store, 2)
    outcomes = await asyncio.gather(
        store.games.apply(game.id, 0, TAKE_1, 0), store.games.apply(game.id, 0, TAKE_2, 0), return_exceptions=True
    )
    winners = [outcome for outcome in outcomes if isinstance(outcome, Applied)]
    losers = [outcome for outcome in outcomes if isinstance(outcome, StaleVersion)]
    assert len(winners) == 1 and len(losers) == 1, outcomes
    log = await store.games.actions(game.id)
    assert [(row.seq, row.action) for row in log] == [(1, winners[0].action)]
    stored = await store.games.get(game.id)
    assert stored.version == 1 and stored.state.pile == 6 - winners[0].action["count"]
    retried = await store.games.apply(game.id, 1, TAKE_1, expected_version=1)
    assert retried.game.version == 2 and len(await store.games.actions(game.id)) == 2


async def test_twenty_concurrent_appliers_on_different_games_all_commit(store):
    games = [await started(store, 2, seed=seed) for seed in range(20)]
    outcomes = await asyncio.gather(*(store.games.apply(game.id, 0, TAKE_2, 0) for game in games))
    assert [outcome.game.version for outcome in outcomes] == [1] * 20
    for game in games:
        stored = await store.games.get(game.id)
        assert stored.version == 1 and stored.state.pile == 4
        assert [row.seq for row in await store.games.actions(game.id)] == [1]


async def test_twenty_games_played_at_once_all_finish_with_a_consistent_log(store):
    games = [await started(store, 1 + seed % 4, seed=seed) for seed in range(20)]
    finished = await asyncio.gather(
        *(play_to_the_end(store, game, random.Random(game.seed), undo_chance=0.2) for game in games)
    )
    for game in finished:
        stored = await store.games.get(game.id)
        assert stored.status == "finished" and stored.version == len(await store.games.actions(game.id))
        assert game.spec.pending(await store.games.replay(game.id)) == []


async def test_two_players_racing_for_the_last_seat(store):
    lobby = await open_lobby(store, 3)
    outcomes = await asyncio.gather(
        store.games.join(lobby.id, user(3), "Di"), store.games.join(lobby.id, user(4), "Eve"), return_exceptions=True
    )
    assert sorted(type(outcome).__name__ for outcome in outcomes) == ["GameRecord", "LobbyError"]
    assert any(isinstance(outcome, LobbyError) and "full" in outcome.message for outcome in outcomes)
    assert len((await store.games.get(lobby.id)).seats) == 4
    assert (await store.games.start(lobby.id, CREATOR)).state.seats == 4


async def test_games_of_the_same_players_finishing_at_once_each_rate_them_once(store):
    """First ratings included: concurrent finishes queue on the members' rating rows; none fails, none is lost."""
    from sqlalchemy import select

    from storage.models import GameResult, Rating

    games = []
    for seed in range(6):
        game = await started(store, 2, seed=seed)
        await store.games.apply(game.id, 0, {"type": "take", "count": 3}, 0)
        await store.games.apply(game.id, 1, TAKE_2, 1)
        games.append(game)
    finished = await asyncio.gather(*(store.games.apply(game.id, 0, TAKE_1, 2) for game in games))
    assert all(outcome.game.status == "finished" for outcome in finished)
    async with store.db.sessions() as session:
        ratings = {row.user_id: row for row in await session.scalars(select(Rating))}
        results = list(await session.scalars(select(GameResult).order_by(GameResult.id)))
    assert {member: row.games for member, row in ratings.items()} == {CREATOR: 6, user(1): 6}
    winner = sorted((r for r in results if r.user_id == CREATOR), key=lambda r: r.mu_before)
    assert [r.mu_before for r in winner[1:]] == [r.mu_after for r in winner[:-1]]  # each game started from the last
    assert winner[-1].mu_after == ratings[CREATOR].mu
