"""Clocks in storage: deadlines per seat, reminders, timeouts, votes, open seats and substitutes (issue 11).

Time is a :class:`FakeClock`; the scheduler's one transaction (``handle_due``) is called by hand.
"""

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from engine.core import state_digest
from storage import GameStatus, Storage
from storage.clock import Stage
from storage.errors import NotSeated, TableError
from storage.homes import Home, shard_of
from storage.models import AutoReason
from storage.timers import MemberTime
from tests.storage.conftest import CHANNEL, CREATOR, open_lobby, user
from tests.support.clock import FakeClock

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)  # Monday 09:00 UTC


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(T0)


@pytest.fixture
def store(db, toy, clock) -> Storage:
    return Storage(db, clock=clock)


async def clocked(store: Storage, players: int = 2, **table: str):
    lobby = await open_lobby(store, players)
    await store.games.set_options(lobby.id, CREATOR, table={"clock": "24h"} | table)
    return await store.games.start(lobby.id, CREATOR)


def seat(record, number):
    return record.seat_record(number)


async def test_a_game_without_a_clock_runs_none(store):
    game = await open_lobby(store, 2)
    game = await store.games.start(game.id, CREATOR)
    assert game.table["clock"] == "none"
    assert all(s.turn_started_at is None and s.due_at is None for s in game.seats)
    assert await store.deadlines.handle_due(T0 + timedelta(days=30)) is None


async def test_the_clock_starts_with_the_decision_and_stops_with_the_move(store, clock):
    game = await clocked(store)
    first = seat(game, 0)
    assert first.turn_started_at == T0 and first.due_at == T0 + timedelta(hours=12)  # the half-time reminder
    assert seat(game, 1).turn_started_at is None and seat(game, 1).due_at is None
    clock.advance(hours=3)
    decision = game.spec.pending(game.state)[0]
    game = (await store.games.apply(game.id, 0, decision.options[0].action, game.version)).game
    assert seat(game, 0).turn_started_at is None and seat(game, 0).due_at is None
    assert seat(game, 1).turn_started_at == T0 + timedelta(hours=3)
    assert (await store.games.get(game.id)).seat_record(1).due_at == T0 + timedelta(hours=15)


async def test_reminders_at_half_and_last_tenth_then_the_timeout_move(store, clock):
    game = await clocked(store)
    assert await store.deadlines.handle_due(T0 + timedelta(hours=11, minutes=59)) is None
    half = await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=12)))
    assert [(r.seat, r.stage) for r in half.reminders] == [(0, Stage.HALF)] and half.timed_out == ()
    assert half.reminders[0].left == timedelta(hours=12)
    assert half.reminders[0].deadline == T0 + timedelta(hours=24)
    assert half.game.version == game.version  # a reminder changes no move
    assert await store.deadlines.handle_due(clock.now) is None  # sent once
    tenth = await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=21, minutes=36)))
    assert [(r.seat, r.stage) for r in tenth.reminders] == [(0, Stage.LAST_TENTH)]
    out = await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=24)))
    assert out.timed_out == (0,) and out.opened == () and out.game.version == game.version + 1
    assert [e.text for e in out.events if e.public]
    rows = await store.games.actions(game.id)
    assert [(r.seat, r.auto, r.reason, r.user_id) for r in rows] == [(0, True, AutoReason.TIMEOUT, None)]
    assert rows[0].action == game.spec.pending(game.state)[0].fallback.action
    after = await store.games.get(game.id)
    assert after.seat_record(0).timeouts == 1 and after.seat_record(1).turn_started_at == clock.now
    assert await store.deadlines.handle_due(clock.now) is None


async def test_a_restart_after_a_long_outage_sends_only_the_latest_reminder(store, clock):
    game = await clocked(store)
    late = await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=23)))
    assert [(r.seat, r.stage) for r in late.reminders] == [(0, Stage.LAST_TENTH)]
    out = await store.deadlines.handle_due(clock.at(T0 + timedelta(days=5)))  # long past the deadline: handled once
    assert out.timed_out == (0,) and (await store.deadlines.handle_due(clock.now)) is None
    assert (await store.games.get(game.id)).version == game.version + 1


async def test_a_click_that_comes_first_leaves_the_timeout_nothing_to_do(store, clock):
    game = await clocked(store)
    clock.at(T0 + timedelta(hours=25))  # overdue, but the scheduler has not run yet
    decision = game.spec.pending(game.state)[0]
    await store.games.apply(game.id, 0, decision.options[-1].action, game.version)
    assert await store.deadlines.handle_due(clock.now) is None
    rows = await store.games.actions(game.id)
    assert [(r.seat, r.reason, r.user_id) for r in rows] == [(0, None, CREATOR)]


async def test_a_click_racing_the_scheduler_gives_exactly_one_move(db, toy, clock):
    first, second = Storage(db, clock=clock), Storage(db, clock=clock)
    game = await clocked(first)
    clock.at(T0 + timedelta(hours=24))
    decision = game.spec.pending(game.state)[0]

    async def click():
        try:
            return await second.games.apply(game.id, 0, decision.options[-1].action, game.version)
        except Exception as error:  # noqa: BLE001 - the loser of the race is refused
            return error

    results = await asyncio.gather(
        first.deadlines.handle_due(clock.now), click(), second.deadlines.handle_due(clock.now)
    )
    rows = await first.games.actions(game.id)
    assert len([r for r in rows if r.seat == 0]) == 1, (rows, results)


async def test_two_schedulers_on_one_database_act_once(db, toy, clock):
    stores = [Storage(db, clock=clock) for _ in range(2)]
    games = [await clocked(stores[0]) for _ in range(6)]
    clock.at(T0 + timedelta(hours=24))

    async def drain(store):
        done = []
        while (work := await store.deadlines.handle_due(clock.now)) is not None:
            done.append((work.game.id, work.timed_out))
        return done

    one, two = await asyncio.gather(drain(stores[0]), drain(stores[1]))
    acted = sorted(one + two)
    assert acted == sorted((game.id, (0,)) for game in games)
    for game in games:
        assert [r.reason for r in await stores[0].games.actions(game.id)] == [AutoReason.TIMEOUT]


async def test_after_enough_timeouts_a_seat_opens_and_is_played_until_a_substitute_claims_it(store, clock):
    game = await clocked(store, open_after="1", open_seat="timeout")
    out = await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=24)))
    assert out.timed_out == (0,) and out.opened == (0,)
    after = out.game
    assert seat(after, 0).open and seat(after, 0).turn_started_at is None
    with pytest.raises(NotSeated, match="open for a substitute"):
        decision = after.spec.pending(after.state)[0]
        await store.games.apply(game.id, 0, decision.options[0].action, after.version)
    # seat 1 moves; seat 0's next turn is played at once for the open seat
    decision = after.spec.pending(after.state)[0]
    assert decision.seat == 1
    moved = await store.games.apply(game.id, 1, decision.options[0].action, after.version)
    reasons = [(r.seat, r.reason) for r in await store.games.actions(game.id)]
    assert reasons[-2:] == [(1, None), (0, AutoReason.OPEN)] and moved.game.version == after.version + 2
    with pytest.raises(TableError, match="already play"):
        await store.deadlines.claim_seat(game.id, 0, user(1), "Ben")
    with pytest.raises(TableError, match="not open"):
        await store.deadlines.claim_seat(game.id, 1, 777, "Zoe")
    claimed = await store.deadlines.claim_seat(game.id, 0, 777, "Zoe")
    assert claimed.previous_user_id == CREATOR and claimed.game.version == moved.game.version + 1
    zoe = seat(claimed.game, 0)
    assert (zoe.user_id, zoe.name, zoe.open, zoe.timeouts) == (777, "Zoe", False, 0)
    assert [r.user_id for r in await store.games.actions(game.id) if r.reason is None] == [user(1)]


async def test_the_wait_policy_calls_a_vote_and_a_majority_skips_or_expels(store, clock):
    game = await clocked(store, 3, on_timeout="wait")
    out = await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=24)))
    assert out.vote_on == (0,) and out.timed_out == () and out.game.version == game.version
    dv = seat(out.game, 0).decision_version
    assert seat(out.game, 0).stage == Stage.EXPIRED and seat(out.game, 0).due_at is None
    with pytest.raises(TableError, match="own seat"):
        await store.deadlines.vote(game.id, CREATOR, 0, dv, "skip")
    first = await store.deadlines.vote(game.id, user(1), 0, dv, "skip")
    assert first.decided is None and first.needed == 2 and first.votes == {"skip": 1, "expel": 0}
    with pytest.raises(TableError, match="already voted"):
        await store.deadlines.vote(game.id, user(1), 0, dv, "expel")
    with pytest.raises(TableError, match="vote is over"):
        await store.deadlines.vote(game.id, user(2), 0, dv - 1, "skip")
    second = await store.deadlines.vote(game.id, user(2), 0, dv, "skip")
    assert second.decided == "skip" and second.game.version == game.version + 1
    assert [r.reason for r in await store.games.actions(game.id)] == [AutoReason.SKIPPED]
    with pytest.raises(TableError, match="vote is over"):
        await store.deadlines.vote(game.id, user(2), 0, dv, "skip")


async def test_a_vote_to_expel_opens_the_seat(store, clock):
    game = await clocked(store, 2, on_timeout="wait", open_seat="timeout")
    out = await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=24)))
    voted = await store.deadlines.vote(game.id, user(1), 0, seat(out.game, 0).decision_version, "expel")
    assert voted.decided == "expel" and seat(voted.game, 0).open
    assert [r.reason for r in await store.games.actions(game.id)] == [AutoReason.OPEN]


async def test_more_time_is_asked_once_and_granted_once_by_another_player(store, clock):
    game = await clocked(store)
    with pytest.raises(TableError, match="not running"):
        await store.deadlines.ask_more_time(game.id, user(1))
    asked = await store.deadlines.ask_more_time(game.id, CREATOR)
    dv = seat(asked, 0).decision_version
    with pytest.raises(TableError, match="already asked"):
        await store.deadlines.ask_more_time(game.id, CREATOR)
    with pytest.raises(TableError, match="Another player"):
        await store.deadlines.grant_more_time(game.id, CREATOR, 0, dv)
    clock.at(T0 + timedelta(hours=13))
    was, granted = await store.deadlines.grant_more_time(game.id, user(1), 0, dv)
    assert seat(granted, 0).extra_seconds == 86400 and granted.version == was.version + 1
    with pytest.raises(TableError, match="already granted"):
        await store.deadlines.grant_more_time(game.id, user(1), 0, dv)
    # 48 h allowed now: the half-time reminder at 24 h, the timeout at 48 h
    assert await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=23))) is None
    assert [r.stage for r in (await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=24)))).reminders] == [
        Stage.HALF
    ]
    assert await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=43))) is None
    assert [r.stage for r in (await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=44)))).reminders] == [
        Stage.LAST_TENTH
    ]
    assert (await store.deadlines.handle_due(clock.at(T0 + timedelta(hours=48)))).timed_out == (0,)


async def test_quiet_hours_and_vacations_move_running_deadlines(store, clock):
    game = await clocked(store)
    assert seat(game, 0).due_at == T0 + timedelta(hours=12)
    quiet = MemberTime("Europe/Paris", "22:00", "08:00")  # 10 quiet hours a night, Paris time
    moved = [after for _, after in await store.members.set_member_time(CREATOR, quiet)]
    assert [record.id for record in moved] == [game.id] and moved[0].version == game.version + 1
    # 09:00 UTC is 10:00 in Paris: half of 24 h is 10:00-22:00 Paris; the timeout needs 12 more counted
    # hours, from 08:00 Paris the next morning: 20:00 Paris
    assert seat(moved[0], 0).due_at == datetime(2026, 11, 2, 21, 0, tzinfo=UTC)
    out = await store.deadlines.handle_due(clock.at(datetime(2026, 11, 2, 21, 0, tzinfo=UTC)))
    assert out.reminders[0].deadline == datetime(2026, 11, 3, 19, 0, tzinfo=UTC)
    assert (await store.members.member_time(CREATOR)) == quiet
    away = MemberTime("Europe/Paris", "22:00", "08:00", (("2026-11-02", "2026-11-04"),))
    moved = [after for _, after in await store.members.set_member_time(CREATOR, away)]
    # nothing counted on the 2nd: 10 % left comes after 21.6 counted hours from 08:00 Paris on the 5th,
    # 14 of them that day (to 22:00), 7.6 the next: 15:36 Paris on the 6th
    assert seat(moved[0], 0).due_at == datetime(2026, 11, 6, 14, 36, tzinfo=UTC)


async def test_a_time_bank_keeps_what_a_quick_player_saves(store, clock):
    game = await clocked(store, clock="bank-1d-12h")
    assert seat(game, 0).bank_seconds == 86400 and seat(game, 1).bank_seconds == 86400
    clock.advance(hours=10)
    decision = game.spec.pending(game.state)[0]
    game = (await store.games.apply(game.id, 0, decision.options[0].action, game.version)).game
    assert seat(game, 0).bank_seconds == 86400  # 24 h - 10 h + 12 h, capped at the first 24 h
    clock.advance(hours=20)
    decision = game.spec.pending(game.state)[0]
    game = (await store.games.apply(game.id, 1, decision.options[0].action, game.version)).game
    assert seat(game, 1).bank_seconds == 16 * 3600  # 24 - 20 + 12
    assert seat(game, 0).due_at == clock.now + timedelta(hours=12)


async def test_abandoning_a_game_stops_its_clocks(store, clock):
    game = await clocked(store)
    await store.games.abandon(game.id)
    assert (await store.games.get(game.id)).status == GameStatus.ABANDONED
    assert await store.deadlines.handle_due(T0 + timedelta(days=3)) is None


async def test_a_timeout_action_that_is_no_choice_replays_from_the_log(db, clock):
    """A Dreams guess has no "no guess" choice: its timeout action replays (state_at, replay) all the same."""
    store = Storage(db, clock=clock)
    lobby = await open_lobby(store, 3, game="dreams", seed=3)
    await store.games.set_options(lobby.id, CREATOR, table={"clock": "24h"})
    game = await store.games.start(lobby.id, CREATOR)
    spec = game.spec
    for _ in range(200):  # play the first offered options until a decision's timeout is not one of them
        decisions = spec.pending(game.state)
        odd = [d for d in decisions if d.fallback and d.fallback.action not in [o.action for o in d.options]]
        if odd:
            break
        decision = decisions[0]
        game = (await store.games.apply(game.id, decision.seat, decision.options[0].action, game.version)).game
    assert odd, "no decision with a timeout action of its own was reached"
    out = await store.deadlines.handle_due(clock.advance(days=3))
    assert out is not None and out.timed_out
    stored = await store.games.get(game.id)
    assert state_digest(spec, await store.games.replay(game.id)) == state_digest(spec, stored.state)
    assert state_digest(spec, await store.games.state_at(game.id, stored.version)) == state_digest(spec, stored.state)


async def test_each_process_runs_the_clocks_of_its_own_shards_servers_once(db, toy, clock):
    """Two processes, shards 0 and 1 of 2 (issue 23): each due game is handled by its home alone, once."""
    homes = [Home(2, (0,)), Home(2, (1,))]
    stores = [Storage(db, clock=clock) for _ in homes]
    guilds = [(1_180_000_000_000_000_000 >> 22 << 22) + (k << 22) + 5 for k in range(4)]  # shards 0, 1, 0, 1
    games = {}
    for guild in guilds:
        lobby = await stores[0].games.create_game(guild, CHANNEL, CREATOR, "Ana", "toy", {}, 1)
        await stores[0].games.join(lobby.id, user(1), "Ben")
        await stores[0].games.set_options(lobby.id, CREATOR, table={"clock": "24h"})
        games[(await stores[0].games.start(lobby.id, CREATOR)).id] = guild
    clock.at(T0 + timedelta(hours=24))

    async def drain(store, home):
        done = []
        while (work := await store.deadlines.handle_due(clock.now, home)) is not None:
            done.append(work.game.id)
        return done

    done = await asyncio.gather(*(drain(store, home) for store, home in zip(stores, homes, strict=True)))
    for shard, handled in enumerate(done):
        assert sorted(handled) == sorted(game for game, guild in games.items() if shard_of(guild, 2) == shard)
    for game in games:
        assert [r.reason for r in await stores[0].games.actions(game)] == [AutoReason.TIMEOUT]
