"""Duty leases (issue 23): who does each gateway shard's background duties, handed over without a gap.

The rules, on SQLite and PostgreSQL, with the clock injected: a free or expired lease is taken, a
live one is not, the native process takes its shard back from a non-native holder at once (and
the holder loses it), a native process started later takes it from an older one (a restart after
a crash), a released lease is free at once, and two processes never both take one.
"""

import asyncio
from dataclasses import dataclass
from datetime import datetime, timedelta

import pytest

from storage import Storage
from storage.homes import Home, shard_of
from storage.leases import LeaseRepository
from tests.storage.conftest import CHANNEL, CREATOR, user
from tests.support.clock import FakeClock

TERM = timedelta(seconds=20)


@dataclass
class Process:
    """A bot process as the leases see it: its tag, the shards it runs, when it started."""

    name: str
    native: tuple[int, ...]
    since: datetime
    count: int = 2

    async def hold(self, leases: LeaseRepository) -> frozenset[int]:
        return await leases.hold(self.name, self.count, self.native, TERM, since=self.since)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def leases(db, clock):
    return Storage(db, clock=clock).leases


@pytest.fixture
def zero(clock):
    return Process("zero", (0,), clock.now)


@pytest.fixture
def one(clock):
    return Process("one", (1,), clock.now)


async def test_a_process_takes_its_own_shards_and_the_free_ones(leases, zero, one):
    assert await zero.hold(leases) == {0, 1}  # nobody held shard 1 yet
    assert await one.hold(leases) == {1}  # its native process takes it at once
    assert await zero.hold(leases) == {0}  # ... and the other lost it
    rows = await leases.leases()
    assert [(row.shard_id, row.holder, row.native) for row in rows] == [(0, "zero", True), (1, "one", True)]


async def test_a_live_lease_is_not_taken_and_an_expired_one_is(leases, clock, zero, one):
    await zero.hold(leases)
    await one.hold(leases)
    clock.advance(seconds=19)
    assert await zero.hold(leases) == {0}  # shard 1's holder is alive (renewed 19 s ago)
    clock.advance(seconds=1)  # shard 1's process has not renewed for a whole term: it died
    assert await zero.hold(leases) == {0, 1}
    row = (await leases.leases())[1]
    assert (row.holder, row.native, row.expires_at) == ("zero", False, clock.now + TERM)
    clock.advance(seconds=5)
    assert await zero.hold(leases) == {0, 1}  # renewed as its own since
    assert await one.hold(leases) == {1}  # shard 1's process comes back: its own shard, at once
    assert await zero.hold(leases) == {0}


async def test_a_held_lease_is_renewed_and_stays(leases, clock, zero, one):
    await zero.hold(leases)
    await one.hold(leases)
    for _ in range(5):  # renewed every 5 s: never free, however long
        clock.advance(seconds=5)
        assert await one.hold(leases) == {1}
        assert await zero.hold(leases) == {0}


async def test_a_native_process_started_later_takes_over_from_an_older_one(leases, clock, zero, one):
    """Shard 1's process restarted after a crash (or a rolling restart): the new one at once, the old one yields."""
    await zero.hold(leases)
    await one.hold(leases)
    clock.advance(seconds=3)
    restarted = Process("one again", (1,), clock.now)
    assert await restarted.hold(leases) == {1}  # no waiting for the dead one's lease to expire
    assert await one.hold(leases) == set()  # the old one (still alive) does not take it back
    assert await zero.hold(leases) == {0}
    assert await restarted.hold(leases) == {1}
    twin = Process("twin", (1,), restarted.since)  # started at the same moment: the holder keeps it
    assert await twin.hold(leases) == set()


async def test_a_released_lease_is_free_at_once(leases, clock, zero, one):
    await zero.hold(leases)
    await one.hold(leases)
    assert await leases.release("one") == 1  # a clean stop
    assert await zero.hold(leases) == {0, 1}  # no waiting for the expiry
    assert await leases.release("one") == 0  # it held nothing any more
    assert await leases.release("zero") == 2
    assert all(row.expires_at == clock.now for row in await leases.leases())


async def test_only_the_shards_of_the_count_are_held(leases, clock):
    assert await Process("zero", (0,), clock.now, count=4).hold(leases) == {0, 1, 2, 3}
    assert await Process("other", (1,), clock.now, count=2).hold(leases) == {1}  # it looks at its own count only
    assert [row.shard_id for row in await leases.leases()] == [0, 1, 2, 3]


async def test_two_processes_never_both_take_a_free_shard(db, clock):
    stores = [Storage(db, clock=clock).leases for _ in range(4)]
    for round_ in range(2):
        helds = await asyncio.gather(
            *(Process(f"p{round_}{k}", (), clock.now).hold(store) for k, store in enumerate(stores))
        )
        assert sorted(shard for held in helds for shard in held) == [0, 1]  # each shard held by exactly one
        clock.advance(seconds=20)  # all expired: taken again, once each


async def test_a_process_that_holds_no_lease_runs_no_clock(db, toy, clock):
    """The home a process reads while it holds nothing (before its first renewal, or lapsed) selects no game."""
    store = Storage(db, clock=clock)
    guild = next(g << 22 for g in range(1, 3) if shard_of(g << 22, 2) == 1)  # a server of shard 1 of 2
    lobby = await store.games.create_game(guild, CHANNEL, CREATOR, "Ana", "toy", {}, 1)
    await store.games.join(lobby.id, user(1), "Ben")
    await store.games.set_options(lobby.id, CREATOR, table={"clock": "24h"})
    await store.games.start(lobby.id, CREATOR)
    clock.advance(hours=24)
    assert await store.deadlines.handle_due(clock.now, Home(2, ())) is None
    assert await store.deadlines.handle_due(clock.now, Home(2, (0,))) is None
    due = await store.deadlines.handle_due(clock.now, Home(2, (1,)))
    assert due is not None and due.timed_out
