"""A process's duty leases (issue 23): its home is the shards it holds now, handed over without a gap.

Two keepers on one database, with time injected (no sleeps): the home each duty pass reads follows
the leases; a process whose renewals stop loses its home after a term; a takeover is announced
(the campaign upkeep and a sweep are owed); a clean stop hands over at the other's next renewal;
and which processes need leases at all.
"""

from datetime import UTC, datetime, timedelta

import pytest

from bot.config import ConfigError, Settings
from bot.leases import LEASE_SECONDS, DutyLeases, homes_of, needs_leases
from bot.shards import Shards
from storage import Storage
from storage.homes import Home

GUILDS = [(7 << 22) * 2, (7 << 22) * 2 + (1 << 22)]  # servers on shards 0 and 1 of 2


class Time:
    """One clock for both sides: seconds for the keeper, the same moment as a datetime for the database."""

    def __init__(self) -> None:
        self.seconds = 0.0

    def __call__(self) -> float:
        return self.seconds

    def now(self) -> datetime:
        return datetime(2026, 11, 28, tzinfo=UTC) + timedelta(seconds=self.seconds)


@pytest.fixture
def time() -> Time:
    return Time()


def keeper(database, time: Time, shard: int, started: float = 0.0, **options) -> DutyLeases:
    store = Storage(database, clock=time.now)
    return DutyLeases(
        store.leases,
        Shards(2, (shard,)),
        term=20.0,
        holder=f"process of shard {shard} started at {started}",
        since=time.now() + timedelta(seconds=started),
        clock=time,
        **options,
    )


async def test_each_pass_reads_the_shards_held_now(database, time):
    taken: list[Home] = []
    zero = keeper(database, time, 0, on_gain=taken.append)
    one = keeper(database, time, 1)
    assert zero.home() == Home(2, ())  # nothing held before the first renewal: no duty yet
    await zero.renew()
    await one.renew()
    assert zero.home() == Home(2, (0, 1))  # shard 1 was free at its first renewal
    assert taken == []  # its start-up passes look at everything held anyway
    await zero.renew()
    assert zero.home() == Home(2, (0,)) and one.home() == Home(2, (1,))  # shard 1's process took it back
    assert [zero.home().owns(guild) for guild in GUILDS] == [True, False]
    time.seconds += 20  # shard 1's process died 20 s ago (it renewed last at 0)
    await zero.renew()
    assert zero.home() == Home(2, (0, 1)) and taken == [Home(2, (1,))]  # its upkeep is owed now
    assert one.home() == Home(2, ())  # a process that could not renew for a term counts on nothing


async def test_a_clean_stop_hands_over_at_the_next_renewal(database, time):
    zero, one = keeper(database, time, 0), keeper(database, time, 1)
    await zero.renew()
    await one.renew()
    time.seconds += 1
    await one.stop()
    assert one.home() == Home(2, ())
    await zero.renew()
    assert zero.home() == Home(2, (0, 1))  # at once, not 20 s later
    restarted = keeper(database, time, 1, started=1.0)
    await restarted.renew()
    await zero.renew()
    assert zero.home() == Home(2, (0,)) and restarted.home() == Home(2, (1,))


async def test_a_process_restarted_after_a_crash_takes_its_shard_at_once(database, time):
    zero, one = keeper(database, time, 0), keeper(database, time, 1)
    await zero.renew()
    await one.renew()
    time.seconds += 2  # SIGKILL: no release; restarted at once
    restarted = keeper(database, time, 1, started=2.0)
    await restarted.renew()
    assert restarted.home() == Home(2, (1,))
    await one.renew()  # the old one, were it alive, yields
    assert one.home() == Home(2, ())


def test_only_a_process_that_runs_some_shards_on_a_shared_database_holds_leases():
    assert needs_leases(Shards(2, (1,)), shared_database=True)
    assert not needs_leases(Shards(2, (0, 1)), shared_database=True)  # every shard: every game, always
    assert not needs_leases(Shards(), shared_database=True)  # not sharded
    assert not needs_leases(Shards(2, (1,)), shared_database=False)  # SQLite: one process
    assert homes_of(Shards(2, (0,)), None)() == Shards(2, (0,))


def test_duty_lease_seconds_is_read_and_checked():
    assert Settings.from_env({}).duty_lease_seconds == LEASE_SECONDS
    assert Settings.from_env({"DUTY_LEASE_SECONDS": "2.5"}).duty_lease_seconds == 2.5
    with pytest.raises(ConfigError, match="DUTY_LEASE_SECONDS must be a number of seconds above 0"):
        Settings.from_env({"DUTY_LEASE_SECONDS": "0"})
