"""The daily digest's storage (issue 26): when a member's is due, and the claim that sends it once a day.

Also the notify mode a change reads: a seat whose wait begins is owed a DM only if its member chose one.
"""

from datetime import UTC, datetime, timedelta

from storage import timers
from storage.digests import DigestMember, due_day
from storage.unit import NOTIFY_BOTH, NOTIFY_DM, NOTIFY_PING
from tests.storage.conftest import started

MINUTE = timedelta(minutes=1)


def member(at: str, zone: str = "UTC", quiet: tuple[str, str] | None = None, vacation=(), done=None) -> DigestMember:
    settings = timers.MemberTime(zone, *(quiet or (None, None)), tuple(vacation))
    return DigestMember(1, settings, at, done)


def test_a_digest_is_due_from_its_local_time_on_until_its_day_is_done():
    paris = member("08:00", "Europe/Paris")  # UTC+1 in November
    assert due_day(paris, datetime(2026, 11, 3, 6, 59, tzinfo=UTC)) is None
    assert due_day(paris, datetime(2026, 11, 3, 7, 0, tzinfo=UTC)) == "2026-11-03"
    assert due_day(paris, datetime(2026, 11, 3, 22, 59, tzinfo=UTC)) == "2026-11-03"
    assert due_day(paris, datetime(2026, 11, 3, 23, 0, tzinfo=UTC)) is None  # midnight in Paris: the 4th, before 08:00
    done = member("08:00", "Europe/Paris", done="2026-11-03")
    assert due_day(done, datetime(2026, 11, 3, 12, 0, tzinfo=UTC)) is None
    assert due_day(done, datetime(2026, 11, 4, 7, 0, tzinfo=UTC)) == "2026-11-04"


def test_a_digest_inside_quiet_hours_comes_at_their_end_and_never_during_them():
    night = member("06:00", quiet=("23:00", "07:30"))
    assert due_day(night, datetime(2026, 11, 3, 6, 0, tzinfo=UTC)) is None
    assert due_day(night, datetime(2026, 11, 3, 7, 30, tzinfo=UTC)) == "2026-11-03"
    late = member("12:00", quiet=("23:00", "07:30"))  # a bot back at 23:30 waits for the morning: a new day
    assert due_day(late, datetime(2026, 11, 3, 23, 30, tzinfo=UTC)) is None
    noon = member("12:30", quiet=("12:00", "14:00"))  # quiet hours inside the day
    assert due_day(noon, datetime(2026, 11, 3, 13, 59, tzinfo=UTC)) is None
    assert due_day(noon, datetime(2026, 11, 3, 14, 0, tzinfo=UTC)) == "2026-11-03"


def test_no_digest_on_a_vacation_day():
    away = member("08:00", vacation=[("2026-11-03", "2026-11-04")])
    assert due_day(away, datetime(2026, 11, 3, 9, 0, tzinfo=UTC)) is None
    assert due_day(away, datetime(2026, 11, 5, 9, 0, tzinfo=UTC)) == "2026-11-05"


async def test_a_digest_is_claimed_by_one_process_and_taken_over_after_its_claim_ran_out(store):
    now = datetime(2026, 11, 3, 9, 0, tzinfo=UTC)
    await store.members.set_digest(7, "08:00")
    (wanted,) = await store.digests.wanted()
    assert (wanted.user_id, wanted.at, wanted.day_done) == (7, "08:00", None)
    first = await store.digests.claim(7, "2026-11-03", MINUTE, now)
    assert first is not None and first.again is None
    assert await store.digests.claim(7, "2026-11-03", MINUTE, now + MINUTE / 2) is None  # another process: no
    taken = await store.digests.claim(7, "2026-11-03", MINUTE, now + MINUTE)  # the first one stopped
    assert taken is not None and taken.again == now
    await store.digests.done(7, "2026-11-03")
    assert await store.digests.claim(7, "2026-11-03", MINUTE, now + 5 * MINUTE) is None  # done
    assert (await store.digests.wanted())[0].day_done == "2026-11-03"
    next_day = await store.digests.claim(7, "2026-11-04", MINUTE, now + timedelta(days=1))
    assert next_day is not None and next_day.again is None
    await store.members.set_digest(7, None)
    assert await store.digests.wanted() == []
    assert await store.digests.claim(7, "2026-11-05", MINUTE, now + timedelta(days=2)) is None  # off


async def test_a_seat_whose_wait_begins_is_owed_a_dm_only_if_its_member_chose_one(store):
    record = await started(store, 3)
    modes = {1: NOTIFY_PING, 2: NOTIFY_DM}
    for seat in record.seats:
        await store.members.set_notify(seat.user_id, modes.get(seat.seat, NOTIFY_BOTH))
    assert await store.members.notify_settings(record.seats[1].user_id) == (NOTIFY_PING, None)
    await store.outbox.dms_sent(record.id, [0, 1, 2], 0)  # the start's DMs went out
    owed = {}
    for _ in range(6):  # the toy game: each seat in turn takes a token, and the next one's wait begins
        (decision,) = record.spec.pending(record.state)
        record = (await store.games.apply(record.id, decision.seat, {"type": "take", "count": 1}, None)).game
        if not record.spec.pending(record.state):
            break
        (waiting,) = record.spec.pending(record.state)
        owed[waiting.seat] = record.seats[waiting.seat].dm_version
        await store.outbox.dms_sent(record.id, [0, 1, 2], record.version)
    assert owed[1] is None  # "ping": the board's ping tells their turn
    assert owed[2] is not None and owed[0] is not None  # "dm" and "both": a DM does
