"""Results written in the transaction that finishes a game, ratings with them, and the backfill (issue 14)."""

import random
from datetime import UTC, datetime, timedelta

import pytest
from openskill.models import PlackettLuce
from sqlalchemy import delete, select, update

from storage import GameStatus, Storage
from storage.models import Action, GameResult, Rating
from tests.storage.conftest import CREATOR, GUILD, open_lobby, play_to_the_end, started, user
from tests.support.clock import FakeClock

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
TAKE_1, TAKE_2, TAKE_3 = ({"type": "take", "count": n} for n in (1, 2, 3))


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(T0)


@pytest.fixture
def store(db, toy, clock) -> Storage:
    return Storage(db, clock=clock)


async def results_of(db, game_id: int) -> list[GameResult]:
    async with db.sessions() as session:
        return list(await session.scalars(select(GameResult).where(GameResult.game_id == game_id).order_by("seat")))


async def ratings_of(db) -> dict[tuple[int, str, int], Rating]:
    async with db.sessions() as session:
        return {(r.guild_id, r.game_key, r.user_id): r for r in await session.scalars(select(Rating))}


async def move(store, clock, game, seat: int, action, seconds: int):
    clock.advance(seconds=seconds)
    return (await store.games.apply(game.id, seat, action, game.version)).game


async def test_finishing_writes_one_row_per_seat_with_the_engine_ranks_and_each_moves_time(store, db, clock):
    game = await started(store, 2)  # pile 6: seat 0 takes 3+1+... ; seat 1 takes 2
    game = await move(store, clock, game, 0, TAKE_3, 40)
    game = await move(store, clock, game, 1, TAKE_2, 7)
    assert (await results_of(db, game.id)) == []  # nothing before the end
    game = await move(store, clock, game, 0, TAKE_1, 65)
    assert game.status == GameStatus.FINISHED
    log = await store.games.actions(game.id)
    assert [(row.seat, row.think_seconds) for row in log] == [(0, 40), (1, 7), (0, 65)]
    rows = await results_of(db, game.id)
    standings = {s.seat: s for s in game.spec.result(game.state).standings}
    assert [(r.seat, r.user_id, r.rank, r.score) for r in rows] == [
        (0, CREATOR, standings[0].rank, 4),
        (1, user(1), standings[1].rank, 2),
    ]
    assert [(r.moves, r.think_seconds, r.think_total, r.timeouts) for r in rows] == [
        (2, [40, 65], 105, 0),
        (1, [7], 7, 0),
    ]
    assert all(r.players == 2 and r.rated and r.finished_at == clock.now and r.guild_id == GUILD for r in rows)
    model = PlackettLuce()
    expected = model.rate([[model.rating()], [model.rating()]], ranks=[1, 2])
    winner, loser = rows
    assert (winner.mu_before, winner.sigma_before) == (model.mu, model.sigma)
    assert winner.mu_after == pytest.approx(expected[0][0].mu) and loser.mu_after == pytest.approx(expected[1][0].mu)
    stored = await ratings_of(db)
    assert stored[(GUILD, "toy", CREATOR)].mu == pytest.approx(expected[0][0].mu)
    assert stored[(GUILD, "toy", CREATOR)].shown == pytest.approx(expected[0][0].mu - 3 * expected[0][0].sigma)
    assert stored[(GUILD, "toy", user(1))].games == 1


async def test_an_undone_move_is_not_counted_and_the_redo_is_timed_from_the_undo(store, db, clock):
    game = await started(store, 2)
    game = await move(store, clock, game, 0, TAKE_1, 10)
    clock.advance(seconds=5)
    game = (await store.games.undo(game.id, 0)).game
    game = await move(store, clock, game, 0, TAKE_3, 20)
    game = await move(store, clock, game, 1, TAKE_3, 3)
    assert game.status == GameStatus.FINISHED
    rows = await results_of(db, game.id)
    assert [(r.moves, r.think_seconds) for r in rows] == [(1, [20]), (1, [3])]


async def test_abandoned_games_have_no_results_and_change_no_rating(store, db, clock):
    game = await started(store, 3)
    await move(store, clock, game, 0, TAKE_1, 10)
    await store.games.abandon(game.id)
    assert (await store.games.get(game.id)).status == GameStatus.ABANDONED
    assert await results_of(db, game.id) == [] and await ratings_of(db) == {}
    assert await store.results.backfill_results() == 0  # not finished: the backfill leaves it too


async def test_a_resigned_seat_is_rated_in_the_place_the_engine_gives_it(store, db, clock):
    game = await started(store, 3, pile="12")
    game = await move(store, clock, game, 0, TAKE_3, 5)
    await store.games.resign(game.id, 1)
    game = await play_to_the_end(store, await store.games.get(game.id), random.Random(4))
    rows = await results_of(db, game.id)
    standings = {s.seat: s.rank for s in game.spec.result(game.state).standings}
    assert [(r.seat, r.user_id, r.rank, r.rated) for r in rows] == [
        (seat, user(seat), standings[seat], True) for seat in range(3)
    ]
    assert rows[1].moves == 0  # its moves were made for it


async def clocked(store, players: int, **table: str):
    lobby = await open_lobby(store, players)
    await store.games.set_options(lobby.id, CREATOR, table={"clock": "24h"} | table)
    return await store.games.start(lobby.id, CREATOR)


async def test_an_open_seat_gets_no_rating_and_the_others_are_rated_among_themselves(store, db, clock):
    game = await clocked(store, 3, open_after="1", open_seat="timeout")
    out = await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=24)))
    assert out.opened == (0,)
    game = await play_to_the_end(store, out.game, random.Random(2))
    rows = await results_of(db, game.id)
    assert [(r.seat, r.user_id, r.rated, r.mu_after is None) for r in rows] == [
        (0, None, False, True),
        (1, user(1), True, False),
        (2, user(2), True, False),
    ]
    assert rows[0].timeouts == 0 and rows[0].moves == 0
    model = PlackettLuce()
    expected = model.rate([[model.rating()], [model.rating()]], ranks=[rows[1].rank, rows[2].rank])
    assert [r.mu_after for r in rows[1:]] == pytest.approx([team[0].mu for team in expected])
    assert set(await ratings_of(db)) == {(GUILD, "toy", user(1)), (GUILD, "toy", user(2))}


async def test_with_one_member_left_the_game_is_not_rated(store, db, clock):
    game = await clocked(store, 2, open_after="1", open_seat="timeout")
    out = await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=24)))
    game = await play_to_the_end(store, out.game, random.Random(3))
    rows = await results_of(db, game.id)
    assert [(r.user_id, r.rated) for r in rows] == [(None, False), (user(1), False)]
    assert await ratings_of(db) == {}


async def test_a_substitute_who_finishes_a_seat_gets_its_result_and_only_their_own_moves(store, db, clock):
    game = await clocked(store, 2, open_after="2", open_seat="timeout")
    first = game.spec.pending(game.state)[0]
    game = await move(store, clock, game, 0, first.options[0].action, 30)  # the creator's one move (take 1)
    out = await store.deadlines.handle_due(clock.at(clock.now + timedelta(hours=24)))  # seat 1 times out once
    assert out.timed_out == (1,)
    out = await store.deadlines.handle_due(clock.at(clock.now + timedelta(hours=24)))  # seat 0 times out once
    out = await store.deadlines.handle_due(clock.at(clock.now + timedelta(hours=24)))  # seat 1 again: it opens
    assert out.opened == (1,)
    clock.advance(hours=1)
    claimed = await store.deadlines.claim_seat(game.id, 1, 777, "Zoe")
    game = claimed.game
    while game.status == GameStatus.ACTIVE:
        decision = game.spec.pending(game.state)[0]
        game = await move(store, clock, game, decision.seat, decision.options[0].action, 11)
    rows = await results_of(db, game.id)
    assert [r.user_id for r in rows] == [CREATOR, 777]
    assert rows[0].moves >= 1 and rows[0].think_seconds[0] == 30 and rows[0].timeouts == 1
    zoe_moves = [r for r in await store.games.actions(game.id) if r.user_id == 777]
    assert rows[1].moves == len(zoe_moves) and rows[1].think_seconds[0] == 11 and rows[1].timeouts == 0
    assert rows[1].display_name == "Zoe"
    assert user(1) not in {key[2] for key in await ratings_of(db)}  # the member replaced keeps nothing


async def test_the_backfill_writes_what_finishing_would_have_in_finishing_order(store, db, clock):
    chooser = random.Random(9)
    finished = []
    for players in (2, 3, 4, 2):
        game = await started(store, players, seed=players)
        clock.advance(minutes=5)
        finished.append(await play_to_the_end(store, game, chooser))
    written = {
        g.id: [(r.user_id, r.rank, r.score, r.moves, r.mu_after) for r in await results_of(db, g.id)] for g in finished
    }
    ratings = {key: (r.mu, r.sigma, r.games) for key, r in (await ratings_of(db)).items()}
    assert sum(games for _, _, games in ratings.values()) == 2 + 3 + 4 + 2
    async with db.sessions() as session, session.begin():  # as a database from before revision 0005 would be
        await session.execute(delete(GameResult))
        await session.execute(delete(Rating))
        await session.execute(update(Action).values(think_seconds=None))
    assert await store.results.backfill_results() == 4
    again = {
        g.id: [(r.user_id, r.rank, r.score, r.moves, r.mu_after) for r in await results_of(db, g.id)] for g in finished
    }
    assert again == written
    assert {key: (r.mu, r.sigma, r.games) for key, r in (await ratings_of(db)).items()} == ratings
    for game in finished:
        assert all(r.think_seconds == [] and r.think_total == 0 for r in await results_of(db, game.id))
    assert await store.results.backfill_results() == 0  # done once


async def test_ratings_are_kept_per_server_and_per_title(store, db, clock, monkeypatch):
    from testkit.toy_game import TOY_GAME
    from tests.storage.claim_game import CLAIM_GAME
    from tests.storage.conftest import register

    register(monkeypatch, TOY_GAME, CLAIM_GAME)
    other_guild = GUILD + 5
    toy_here = await started(store, 2)
    await play_to_the_end(store, toy_here, random.Random(1))
    there = await store.games.create_game(other_guild, 3, CREATOR, "Ana", "toy", {}, 1)
    await store.games.join(there.id, user(1), "Ben")
    await play_to_the_end(store, await store.games.start(there.id, CREATOR), random.Random(1))
    claim = await started(store, 2, game=CLAIM_GAME.key)
    await play_to_the_end(store, claim, random.Random(1))
    stored = await ratings_of(db)
    assert set(stored) == {
        (guild, key, member)
        for guild, key in ((GUILD, "toy"), (other_guild, "toy"), (GUILD, CLAIM_GAME.key))
        for member in (CREATOR, user(1))
    }
    assert all(r.games == 1 for r in stored.values())
