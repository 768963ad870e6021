"""Rows no game row serialises (a member's DM channel, a rate pause) written by two processes at once (issue 23).

Two processes may both find such a row missing and both insert it; on PostgreSQL the second
insert fails on the key. The write is then retried once and updates the row the other stored.
The race is forced: between the repository's look for the row and its insert, "another process"
(a second :class:`Database` on the same database) stores it. PostgreSQL only: on SQLite a write
transaction holds the whole file (``BEGIN IMMEDIATE``), so the race cannot happen there.
"""

from datetime import timedelta

import pytest
from sqlalchemy.ext.asyncio import AsyncSession

from storage import Database, Storage
from storage.models import DmChannel, Member, RateLimit, utc_now


@pytest.fixture
async def other(database_url):
    if database_url.startswith("sqlite"):
        pytest.skip("SQLite serialises writers: no two can both find the row missing")
    database = Database(database_url)
    yield database
    await database.close()


def insert_first(monkeypatch, other: Database, row) -> list[int]:
    """Make the next ``session.get`` of ``row``'s kind find nothing, after ``other`` stored ``row``."""
    looks: list[int] = []
    real_get = AsyncSession.get

    async def get(self, entity, ident, **kwargs):
        looks.append(1)
        if len(looks) == 1 and entity is type(row):
            async with other.sessions() as session, session.begin():
                session.add(row)
            return None  # looked before the other process committed
        return await real_get(self, entity, ident, **kwargs)

    monkeypatch.setattr(AsyncSession, "get", get)
    return looks


async def test_a_dm_channel_remembered_by_two_processes_at_once_is_stored_once(store: Storage, other, monkeypatch):
    looks = insert_first(monkeypatch, other, DmChannel(user_id=7, channel_id=70))
    await store.members.remember_dm_channel(7, 71)
    assert len(looks) >= 2  # retried
    assert await store.members.dm_channel(7) == 71


async def test_a_global_pause_stored_by_two_processes_at_once_keeps_the_later(store: Storage, other, monkeypatch):
    now = utc_now()
    insert_first(monkeypatch, other, RateLimit(name="global", slow_until=now + timedelta(seconds=5)))
    assert await store.operations.slow_down(now + timedelta(seconds=2)) == now + timedelta(seconds=5)


async def test_a_member_setting_stored_by_two_processes_at_once_is_stored_once(store: Storage, other, monkeypatch):
    insert_first(monkeypatch, other, Member(user_id=8, zone="UTC", vacation=[]))
    await store.members.set_leaderboard_hidden(8, True)
    assert await store.members.leaderboard_hidden(8)
