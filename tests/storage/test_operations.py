"""The operator's census, the health query and the shared rate pause (issue 23), on SQLite and PostgreSQL."""

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from storage import Storage
from tests.storage.conftest import CREATOR, open_lobby
from tests.support.clock import FakeClock

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(T0)


@pytest.fixture
def store(db, toy, clock) -> Storage:
    return Storage(db, clock=clock)


async def test_the_census_counts_active_games_and_the_most_overdue_clock(store):
    await store.operations.ping()
    assert (await store.operations.census(T0)).active == {}
    lobby = await open_lobby(store, 2)  # a lobby is not active
    clocked = await open_lobby(store, 2)
    await store.games.set_options(clocked.id, CREATOR, table={"clock": "24h"})
    await store.games.start(clocked.id, CREATOR)
    census = await store.operations.census(T0)
    assert census.active == {"toy": 1} and census.oldest_due is None  # the half-time reminder is 12 h away
    census = await store.operations.census(T0 + timedelta(hours=13))
    assert census.oldest_due == T0 + timedelta(hours=12)
    await store.games.start(lobby.id, CREATOR)
    assert (await store.operations.census(T0)).active == {"toy": 2}


async def test_a_pause_is_shared_and_a_later_one_stands(store):
    assert await store.operations.slow_until() is None
    assert await store.operations.slow_down(T0 + timedelta(seconds=2)) == T0 + timedelta(seconds=2)
    assert await store.operations.slow_down(T0 + timedelta(seconds=1)) == T0 + timedelta(seconds=2)
    assert await store.operations.slow_down(T0 + timedelta(seconds=5)) == T0 + timedelta(seconds=5)
    assert await store.operations.slow_until() == T0 + timedelta(seconds=5)


async def test_two_first_pauses_at_once_keep_the_later(db, toy, clock):
    first, second = Storage(db, clock=clock), Storage(db, clock=clock)
    await asyncio.gather(
        first.operations.slow_down(T0 + timedelta(seconds=3)), second.operations.slow_down(T0 + timedelta(seconds=4))
    )
    assert await first.operations.slow_until() == T0 + timedelta(seconds=4)
