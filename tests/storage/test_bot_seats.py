"""Bot seats in storage (issue 24): the lobby, reserved ids, moves logged as ``bot``, open seats, results."""

import random
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from storage import GameStatus, Storage
from storage.errors import LobbyError, NotSeated, StaleVersion
from storage.homes import Home, shard_of
from storage.models import AutoReason, GameResult, Rating
from tests.storage.conftest import CHANNEL, CREATOR, GUILD, NAMES, open_lobby, user
from tests.support.clock import FakeClock

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(T0)


@pytest.fixture
def store(db, toy, clock) -> Storage:
    return Storage(db, clock=clock)


async def play_with_bots(store: Storage, game, chooser: random.Random):
    """Play to the end: members through ``apply``, bot-played seats through ``apply_bot``."""
    bots = {s.seat for s in game.seats if s.bot is not None or s.open}
    while game.status == GameStatus.ACTIVE:
        decision = chooser.choice(game.spec.pending(game.state))
        option = chooser.choice(decision.options)
        seen = game.seat_record(decision.seat).decision_version
        if decision.seat in bots:
            game = (await store.games.apply_bot(game.id, decision.seat, option.action, seen)).game
        else:
            game = (await store.games.apply(game.id, decision.seat, option.action, game.version)).game
    return game


async def test_the_creator_adds_and_removes_bots_with_reserved_ids_and_clear_names(store):
    lobby = await open_lobby(store, 1)
    with pytest.raises(LobbyError, match="Only"):
        await store.games.add_bot(lobby.id, user(1), "normal")
    with pytest.raises(LobbyError, match="easy, normal or strong"):
        await store.games.add_bot(lobby.id, CREATOR, "genius")
    lobby = await store.games.add_bot(lobby.id, CREATOR, "normal")
    lobby = await store.games.add_bot(lobby.id, CREATOR, "easy")
    assert [(s.user_id, s.name, s.bot, s.playing) for s in lobby.seats] == [
        (CREATOR, NAMES[0], None, True),
        (-1, "Bot 1 (normal)", "normal", False),
        (-2, "Bot 2 (easy)", "easy", False),
    ]
    with pytest.raises(LobbyError, match="Only"):
        await store.games.remove_bot(lobby.id, user(1), -1)
    lobby = await store.games.remove_bot(lobby.id, CREATOR, -1)
    with pytest.raises(LobbyError, match="not at this table"):
        await store.games.remove_bot(lobby.id, CREATOR, -1)
    with pytest.raises(LobbyError, match="not at this table"):
        await store.games.remove_bot(lobby.id, CREATOR, CREATOR)  # a member is no bot
    lobby = await store.games.add_bot(lobby.id, CREATOR, "strong")  # the free number comes back
    assert [s.name for s in lobby.seats] == [NAMES[0], "Bot 2 (easy)", "Bot 1 (strong)"]


async def test_a_lobby_whose_last_member_leaves_is_abandoned_even_with_bots_seated(store):
    lobby = await open_lobby(store, 1)
    lobby = await store.games.add_bot(lobby.id, CREATOR, "easy")
    left = await store.games.leave(lobby.id, CREATOR)
    assert left.status == GameStatus.ABANDONED and left.creator_id == CREATOR


async def test_a_bot_seat_owes_no_dm_runs_no_clock_and_its_moves_are_logged_with_reason_bot(store, db, clock):
    lobby = await open_lobby(store, 1)
    await store.games.set_options(lobby.id, CREATOR, table={"clock": "24h"})
    await store.games.add_bot(lobby.id, CREATOR, "normal")
    game = await store.games.start(lobby.id, CREATOR)
    bot = game.seat_record(1)
    assert bot.dm_version is None and bot.turn_started_at is None and bot.due_at is None
    assert await store.games.bot_games() == [game.id]
    here = shard_of(GUILD, 2)
    assert await store.games.bot_games(Home(2, (here,))) == [game.id]
    assert await store.games.bot_games(Home(2, (1 - here,))) == []  # another process's home resumes it
    # a bot move needs the bot's seat, the decision it saw, and a decision it has
    decision = game.spec.pending(game.state)[0]
    assert decision.seat == 0
    with pytest.raises(NotSeated):
        await store.games.apply_bot(game.id, 0, decision.options[0].action, game.version)
    game = (await store.games.apply(game.id, 0, decision.options[0].action, game.version)).game
    decision = game.spec.pending(game.state)[0]
    assert decision.seat == 1 and game.seat_record(1).due_at is None and game.seat_record(1).dm_version is None
    with pytest.raises(StaleVersion):
        await store.games.apply_bot(game.id, 1, decision.options[0].action, game.seat_record(1).decision_version - 1)
    game = await play_with_bots(store, game, random.Random(4))
    rows = [r for r in await store.games.actions(game.id) if r.seat == 1]
    assert rows and all(r.reason == AutoReason.BOT and r.auto and r.user_id == -1 for r in rows)
    assert await store.games.bot_games() == []
    async with db.sessions() as session:
        results = list(await session.scalars(select(GameResult).where(GameResult.game_id == game.id)))
        assert list(await session.scalars(select(Rating))) == []
    assert sorted((r.seat, r.user_id, r.display_name, r.rated) for r in results) == [
        (0, CREATOR, NAMES[0], False),
        (1, None, "Bot 1 (normal)", False),
    ]


async def test_a_game_with_a_bot_is_rated_for_nobody(store, db, clock):
    game = await store.games.create_started(
        GUILD, CHANNEL, CREATOR, "toy", None, 7, None, [(CREATOR, "Ana"), (user(1), "Ben")], bots=["easy"]
    )
    assert [(s.seat, s.bot) for s in game.seats] == [(0, None), (1, None), (2, "easy")]
    game = await play_with_bots(store, game, random.Random(5))
    async with db.sessions() as session:
        assert list(await session.scalars(select(Rating))) == []
        rated = list(await session.scalars(select(GameResult.rated).where(GameResult.game_id == game.id)))
    assert rated == [False, False, False]


async def test_an_open_seat_waits_for_its_bot_by_default_and_a_claim_takes_it_over_at_once(store, clock):
    lobby = await open_lobby(store, 2)
    await store.games.set_options(lobby.id, CREATOR, table={"clock": "24h", "open_after": "1"})
    game = await store.games.start(lobby.id, CREATOR)
    out = await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=24)))
    assert out.opened == (0,)
    game = out.game
    decision = game.spec.pending(game.state)[0]
    assert decision.seat == 1
    game = (await store.games.apply(game.id, 1, decision.options[0].action, game.version)).game
    # the open seat is not played by its timeout move: the bot plays it
    assert [d.seat for d in game.spec.pending(game.state)] == [0]
    assert await store.games.bot_games() == [game.id]
    seen = game.seat_record(0).decision_version
    claimed = await store.deadlines.claim_seat(game.id, 0, 777, "Zoe")
    with pytest.raises(NotSeated, match="No bot"):
        await store.games.apply_bot(game.id, 0, decision.options[0].action, claimed.game.version)
    assert claimed.game.seat_record(0).decision_version == seen
    decision = game.spec.pending(game.state)[0]
    moved = await store.games.apply(game.id, 0, decision.options[0].action, claimed.game.version)
    assert [(r.seat, r.reason) for r in await store.games.actions(game.id)][-1] == (0, None)
    assert moved.game.seat_record(0).user_id == 777


async def test_a_bot_has_no_vote_on_an_overdue_seat(store, clock):
    lobby = await open_lobby(store, 2)
    await store.games.set_options(lobby.id, CREATOR, table={"clock": "24h", "on_timeout": "wait"})
    await store.games.add_bot(lobby.id, CREATOR, "easy")
    game = await store.games.start(lobby.id, CREATOR)
    out = await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=24)))
    assert out.vote_on == (0,)
    voted = await store.deadlines.vote(game.id, user(1), 0, out.game.seat_record(0).decision_version, "skip")
    assert voted.needed == 1 and voted.decided == "skip"


async def test_when_the_last_member_resigns_bots_do_not_play_on_alone(store):
    game = await store.games.create_started(
        GUILD, CHANNEL, CREATOR, "toy", None, 7, None, [(CREATOR, "Ana")], bots=["easy", "strong"]
    )
    resigned = await store.games.resign(game.id, 0)
    assert resigned.game.status == GameStatus.ABANDONED
