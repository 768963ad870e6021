"""Duty leases (issue 23): who does each gateway shard's background duties, handed over without a gap.

The rules, on SQLite and PostgreSQL, with the clock injected: a free or expired lease is taken, a
live one is not, the native process takes its shard back from a non-native holder at once (and
the holder loses it), a released lease is free at once, and two processes never both take one.
"""

import asyncio
from datetime import timedelta

import pytest

from storage import Storage
from tests.support.clock import FakeClock

TERM = timedelta(seconds=20)
COUNT = 2


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def leases(db, clock):
    return Storage(db, clock=clock).leases


async def test_a_process_takes_its_own_shards_and_the_free_ones(leases):
    assert await leases.hold("zero", COUNT, (0,), TERM) == {0, 1}  # nobody held shard 1 yet
    assert await leases.hold("one", COUNT, (1,), TERM) == {1}  # its native process takes it at once
    assert await leases.hold("zero", COUNT, (0,), TERM) == {0}  # ... and the other lost it
    rows = await leases.leases()
    assert [(row.shard_id, row.holder, row.native) for row in rows] == [(0, "zero", True), (1, "one", True)]


async def test_a_live_lease_is_not_taken_and_an_expired_one_is(leases, clock):
    await leases.hold("zero", COUNT, (0,), TERM)
    await leases.hold("one", COUNT, (1,), TERM)
    clock.advance(seconds=19)
    assert await leases.hold("zero", COUNT, (0,), TERM) == {0}  # shard 1's holder is alive (renewed 19 s ago)
    clock.advance(seconds=1)  # shard 1's process has not renewed for a whole term: it died
    assert await leases.hold("zero", COUNT, (0,), TERM) == {0, 1}
    row = (await leases.leases())[1]
    assert (row.holder, row.native, row.expires_at) == ("zero", False, clock.now + TERM)
    assert await leases.hold("one", COUNT, (1,), TERM) == {1}  # it comes back: its own shard, at once


async def test_a_held_lease_is_renewed_and_stays(leases, clock):
    await leases.hold("zero", COUNT, (0,), TERM)
    await leases.hold("one", COUNT, (1,), TERM)
    for _ in range(5):  # renewed every 5 s: never free, however long
        clock.advance(seconds=5)
        assert await leases.hold("one", COUNT, (1,), TERM) == {1}
        assert await leases.hold("zero", COUNT, (0,), TERM) == {0}


async def test_a_native_process_waits_for_another_live_native_holder(leases, clock):
    """Two processes running one shard (a rolling restart): the first keeps it until it stops or dies."""
    await leases.hold("old", COUNT, (0, 1), TERM)
    assert await leases.hold("new", COUNT, (0, 1), TERM) == set()
    clock.advance(seconds=20)
    assert await leases.hold("new", COUNT, (0, 1), TERM) == {0, 1}
    assert await leases.hold("old", COUNT, (0, 1), TERM) == set()


async def test_a_released_lease_is_free_at_once(leases, clock):
    await leases.hold("zero", COUNT, (0,), TERM)
    await leases.hold("one", COUNT, (1,), TERM)
    assert await leases.release("one") == 1  # a clean stop
    assert await leases.hold("zero", COUNT, (0,), TERM) == {0, 1}  # no waiting for the expiry
    assert await leases.release("one") == 0  # it held nothing any more
    assert await leases.release("zero") == 2
    assert all(row.expires_at == clock.now for row in await leases.leases())


async def test_only_the_shards_of_the_count_are_held(leases):
    assert await leases.hold("zero", 4, (0,), TERM) == {0, 1, 2, 3}
    assert await leases.hold("other", 2, (1,), TERM) == {1}  # a process counting fewer shards looks at its own
    assert [row.shard_id for row in await leases.leases()] == [0, 1, 2, 3]


async def test_two_processes_never_both_take_a_free_shard(db, clock):
    stores = [Storage(db, clock=clock).leases for _ in range(4)]
    helds = await asyncio.gather(*(store.hold(f"p{k}", COUNT, (), TERM) for k, store in enumerate(stores)))
    assert sorted(shard for held in helds for shard in held) == [0, 1]  # each shard held by exactly one
    clock.advance(seconds=20)
    helds = await asyncio.gather(*(store.hold(f"q{k}", COUNT, (), TERM) for k, store in enumerate(stores)))
    assert sorted(shard for held in helds for shard in held) == [0, 1]
