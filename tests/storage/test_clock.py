"""Game clock arithmetic (storage/clock.py): what counts in the member's own zone, deadlines, parsers, banks, stages."""

from bisect import bisect_left
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from storage import clock
from storage.clock import (
    CLOCKS,
    DEFAULT_CLOCK,
    Availability,
    ClockInputError,
    ClockSetting,
    Stage,
    allowance,
    clock_setting,
    counted,
    describe_left,
    describe_quiet,
    moment_after,
    next_stage,
    parse_quiet,
    parse_vacation,
    parse_zone,
    settle_bank,
    stage_reached,
)

H = timedelta(hours=1)
MIN = timedelta(minutes=1)
NIGHT = (time(23), time(7))
TODAY = date(2026, 11, 26)  # a Thursday


def utc(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=UTC)


def quiet_hours(av: Availability, since: datetime, until: datetime) -> timedelta:
    """Real time between two instants that did not count (in UTC: aware times in one zone subtract as wall times)."""
    return (until.astimezone(UTC) - since.astimezone(UTC)) - counted(av, since, until)


# ---------------------------------------------------------------- worked cases, no daylight-saving change


def test_paris_night_is_quiet_and_a_day_then_counts_16_hours():
    """Paris in November is UTC+1: quiet 23:00-07:00 local is 22:00-06:00 UTC."""
    paris = Availability("Europe/Paris", quiet=NIGHT)
    assert counted(paris, utc(2026, 11, 26, 12), utc(2026, 11, 27, 12)) == 16 * H
    assert counted(paris, utc(2026, 11, 26, 21, 30), utc(2026, 11, 26, 22, 30)) == 30 * MIN
    assert counted(paris, utc(2026, 11, 27, 5, 30), utc(2026, 11, 27, 6, 30)) == 30 * MIN


def test_new_york_night_with_minutes_is_read_on_new_york_clocks():
    """New York in November is UTC-5: quiet 22:30-06:15 local is 03:30-11:15 UTC."""
    new_york = Availability("America/New_York", quiet=(time(22, 30), time(6, 15)))
    assert counted(new_york, utc(2026, 11, 26, 20), utc(2026, 11, 27, 20)) == 16 * H + 15 * MIN
    assert counted(new_york, utc(2026, 11, 27, 3), utc(2026, 11, 27, 4)) == 30 * MIN
    assert counted(new_york, utc(2026, 11, 27, 11), utc(2026, 11, 27, 12)) == 45 * MIN


def test_a_window_inside_the_day_and_one_wrapping_midnight():
    """13:00-14:00 is a lunch hour; 23:00-07:00 wraps and quiets both the evening and the morning."""
    lunch = Availability("UTC", quiet=(time(13), time(14)))
    assert counted(lunch, utc(2026, 11, 26, 12), utc(2026, 11, 26, 15)) == 2 * H
    night = Availability("UTC", quiet=NIGHT)
    assert counted(night, utc(2026, 11, 26, 6), utc(2026, 11, 26, 8)) == H
    assert counted(night, utc(2026, 11, 26, 22), utc(2026, 11, 27, 0)) == H
    assert quiet_hours(night, utc(2026, 11, 26, 12), utc(2026, 11, 27, 12)) == 8 * H


def test_nothing_counts_inside_quiet_hours_or_backwards():
    paris = Availability("Europe/Paris", quiet=NIGHT)
    assert counted(paris, utc(2026, 11, 26, 22), utc(2026, 11, 27, 6)) == timedelta(0)
    assert counted(paris, utc(2026, 11, 27, 1), utc(2026, 11, 27, 2)) == timedelta(0)
    assert counted(paris, utc(2026, 11, 27, 12), utc(2026, 11, 26, 12)) == timedelta(0)
    assert counted(paris, utc(2026, 11, 27, 12), utc(2026, 11, 27, 12)) == timedelta(0)


def test_instants_in_any_zone_mean_the_same_moment():
    """counted reads instants, not wall clocks: the same moments written in Tokyo time give the same answer."""
    paris = Availability("Europe/Paris", quiet=NIGHT)
    tokyo = ZoneInfo("Asia/Tokyo")
    since, until = utc(2026, 11, 26, 12), utc(2026, 11, 28, 3)
    assert counted(paris, since.astimezone(tokyo), until.astimezone(tokyo)) == counted(paris, since, until)
    assert (
        counted(paris, since.astimezone(tokyo), until.astimezone(tokyo)) == 10 * H + 16 * H
    )  # Thursday 12-22, Friday 06-22 UTC


# ---------------------------------------------------------------- daylight-saving changes of 2026


@pytest.mark.parametrize(
    ("zone", "day", "quiet"),
    [
        ("Europe/Paris", date(2026, 3, 29), 2 * H),  # 02:00 CET -> 03:00 CEST
        ("Europe/Paris", date(2026, 10, 25), 4 * H),  # 03:00 CEST -> 02:00 CET
        ("America/New_York", date(2026, 3, 8), 2 * H),  # 02:00 EST -> 03:00 EDT
        ("America/New_York", date(2026, 11, 1), 4 * H),  # 02:00 EDT -> 01:00 EST
        ("Australia/Lord_Howe", date(2026, 10, 4), 2 * H + 30 * MIN),  # 02:00 -> 02:30
        ("Australia/Lord_Howe", date(2026, 4, 5), 3 * H + 30 * MIN),  # 02:00 -> 01:30
    ],
    ids=["paris-spring", "paris-fall", "new-york-spring", "new-york-fall", "lord-howe-spring", "lord-howe-fall"],
)
def test_quiet_from_1_to_4_lasts_the_real_time_between_on_a_change_night(zone, day, quiet):
    """Quiet hours are wall-clock times; what they take is real elapsed time."""
    av = Availability(zone, quiet=(time(1), time(4)))
    local_noon = datetime.combine(day, time(12), tzinfo=ZoneInfo(zone))
    assert quiet_hours(av, local_noon - 24 * H, local_noon) == quiet


@pytest.mark.parametrize(
    ("zone", "evening", "night_start", "night_end"),
    [
        ("Europe/Paris", date(2026, 3, 28), utc(2026, 3, 28, 22), utc(2026, 3, 29, 5)),  # 23:00 CET - 07:00 CEST
        ("Europe/Paris", date(2026, 10, 24), utc(2026, 10, 24, 21), utc(2026, 10, 25, 6)),  # 23:00 CEST - 07:00 CET
        ("America/New_York", date(2026, 3, 7), utc(2026, 3, 8, 4), utc(2026, 3, 8, 11)),  # 23:00 EST - 07:00 EDT
        ("America/New_York", date(2026, 10, 31), utc(2026, 11, 1, 3), utc(2026, 11, 1, 12)),  # 23:00 EDT - 07:00 EST
    ],
    ids=["paris-spring", "paris-fall", "new-york-spring", "new-york-fall"],
)
def test_a_night_window_straddling_the_change_starts_and_ends_on_local_clocks(zone, evening, night_start, night_end):
    av = Availability(zone, quiet=NIGHT)
    assert counted(av, night_start - H, night_start) == H
    assert counted(av, night_start, night_end) == timedelta(0)
    assert counted(av, night_end, night_end + H) == H
    assert moment_after(av, night_start - H, 2 * H) == night_end + H
    noon = datetime.combine(evening, time(12), tzinfo=ZoneInfo(zone))
    assert quiet_hours(av, noon, noon + 24 * H) == night_end - night_start


def test_a_quiet_edge_in_the_spring_gap_is_the_moment_the_clock_jumps():
    """New York skips 02:00-03:00 on 8 March 2026 (07:00 UTC): quiet from 02:30 starts at that jump."""
    av = Availability("America/New_York", quiet=(time(2, 30), time(7)))
    assert counted(av, utc(2026, 3, 8, 6), utc(2026, 3, 8, 7)) == H
    assert counted(av, utc(2026, 3, 8, 7), utc(2026, 3, 8, 11)) == timedelta(0)  # 03:00 EDT - 07:00 EDT
    assert moment_after(av, utc(2026, 3, 8, 6), H) == utc(2026, 3, 8, 7)
    assert moment_after(av, utc(2026, 3, 8, 6), H + MIN) == utc(2026, 3, 8, 11, 1)


def test_a_window_that_lies_wholly_in_the_gap_is_empty():
    """02:10-02:40 never shows on New York clocks on 8 March 2026, so that 23-hour day counts whole."""
    av = Availability("America/New_York", quiet=(time(2, 10), time(2, 40)))
    assert counted(av, utc(2026, 3, 8, 5), utc(2026, 3, 9, 4)) == 23 * H  # local midnight to midnight
    assert counted(av, utc(2026, 3, 9, 4), utc(2026, 3, 10, 4)) == 23 * H + 30 * MIN  # the next day has it


def test_a_quiet_edge_in_the_repeated_hour_is_its_first_occurrence():
    """New York repeats 01:00-02:00 on 1 November 2026: quiet from 01:30 starts at 01:30 EDT and holds through."""
    av = Availability("America/New_York", quiet=(time(1, 30), time(7)))
    assert counted(av, utc(2026, 11, 1, 5), utc(2026, 11, 1, 5, 30)) == 30 * MIN  # 01:00-01:30 EDT
    assert counted(av, utc(2026, 11, 1, 5, 30), utc(2026, 11, 1, 12)) == timedelta(0)  # to 07:00 EST
    ends_early = Availability("America/New_York", quiet=(time(22), time(1, 30)))
    assert counted(ends_early, utc(2026, 11, 1, 2), utc(2026, 11, 1, 5, 30)) == timedelta(0)  # 22:00 -> 01:30 EDT
    assert counted(ends_early, utc(2026, 11, 1, 5, 30), utc(2026, 11, 1, 7)) == 90 * MIN  # the second 01:30 counts


@pytest.mark.parametrize(
    ("zone", "change"),
    [
        ("America/New_York", utc(2026, 3, 8, 7)),
        ("America/New_York", utc(2026, 11, 1, 6)),
        ("Europe/Paris", utc(2026, 3, 29, 1)),
        ("Australia/Lord_Howe", utc(2026, 10, 3, 15, 30)),
        ("America/Santiago", utc(2026, 4, 5, 3)),
        ("America/Santiago", utc(2026, 9, 6, 4)),
        ("Pacific/Chatham", utc(2026, 4, 4, 14)),
    ],
    ids=[
        "new-york-spring",
        "new-york-fall",
        "paris-spring",
        "lord-howe-spring",
        "santiago-fall",
        "santiago-spring",
        "chatham-fall",
    ],
)
def test_every_wall_clock_edge_is_the_first_minute_the_clock_reads_it_or_later(zone, change):
    """The documented edge rule, checked minute by minute against the wall clock on either side of a change."""
    tz = ZoneInfo(zone)
    minutes = [change - 60 * H + step * MIN for step in range(96 * 60)]
    highest, readings = datetime.min, []
    for instant in minutes:
        highest = max(highest, instant.astimezone(tz).replace(tzinfo=None))
        readings.append(highest)  # the latest reading so far: the first one >= a time is where this passes it
    local_day = change.astimezone(tz).date()
    for day in (local_day - timedelta(days=1), local_day):
        for minute in range(24 * 60):
            wall = datetime.combine(day, time(*divmod(minute, 60)))
            first = minutes[bisect_left(readings, wall)]
            assert clock._first_reaching(tz, day, wall.time()) == first, wall


# ---------------------------------------------------------------- weekends and vacations


def test_weekends_are_read_in_the_members_zone_tokyo_side():
    """Friday 22:00 UTC is already Saturday 07:00 in Tokyo; Saturday begins there at Friday 15:00 UTC."""
    tokyo = Availability("Asia/Tokyo", skip_weekends=True)
    assert counted(tokyo, utc(2026, 11, 27, 14), utc(2026, 11, 27, 16)) == H
    assert counted(tokyo, utc(2026, 11, 27, 22), utc(2026, 11, 28, 22)) == timedelta(0)
    assert counted(tokyo, utc(2026, 11, 29, 14), utc(2026, 11, 29, 16)) == H  # Monday 00:00 Tokyo
    assert moment_after(tokyo, utc(2026, 11, 27, 14, 30), H) == utc(2026, 11, 29, 15, 30)


def test_weekends_are_read_in_the_members_zone_new_york_side():
    """Friday 22:00 UTC is still Friday 17:00 in New York; its weekend is Saturday 05:00 to Monday 05:00 UTC."""
    new_york = Availability("America/New_York", skip_weekends=True)
    assert counted(new_york, utc(2026, 11, 27, 22), utc(2026, 11, 28, 5)) == 7 * H
    assert counted(new_york, utc(2026, 11, 28, 5), utc(2026, 11, 30, 5)) == timedelta(0)
    assert counted(new_york, utc(2026, 11, 27, 22), utc(2026, 11, 30, 6)) == 8 * H


def test_weekends_are_ignored_unless_the_game_skips_them():
    assert counted(Availability("Asia/Tokyo"), utc(2026, 11, 27, 22), utc(2026, 11, 28, 22)) == 24 * H


def test_vacation_days_count_nothing_from_local_midnight_to_midnight():
    """Paris vacation 24-26 December 2026 is 23 December 23:00 UTC to 26 December 23:00 UTC."""
    paris = Availability("Europe/Paris", vacation=((date(2026, 12, 24), date(2026, 12, 26)),))
    assert counted(paris, utc(2026, 12, 23, 12), utc(2026, 12, 28, 12)) == 11 * H + 37 * H
    assert counted(paris, utc(2026, 12, 23, 23), utc(2026, 12, 26, 23)) == timedelta(0)
    assert moment_after(paris, utc(2026, 12, 23, 22), 2 * H) == utc(2026, 12, 27, 0)


@pytest.mark.parametrize(
    ("day", "begins", "ends"),
    [
        (date(2026, 9, 5), utc(2026, 9, 5, 4), utc(2026, 9, 6, 4)),  # an ordinary Saturday at UTC-4
        (date(2026, 9, 6), utc(2026, 9, 6, 4), utc(2026, 9, 7, 3)),  # midnight is skipped: 01:00 to midnight
        (date(2026, 4, 4), utc(2026, 4, 4, 3), utc(2026, 4, 5, 4)),  # midnight falls back to 23:00: 25 hours
    ],
    ids=["ordinary", "starts-at-one", "repeats-its-last-hour"],
)
def test_a_day_off_in_santiago_runs_from_the_first_moment_of_one_local_date_to_the_next(day, begins, ends):
    """Santiago changes clocks at midnight (2026: 5 April 24:00 -> 23:00, 6 September 00:00 -> 01:00)."""
    av = Availability("America/Santiago", vacation=((day, day),))
    assert counted(av, begins - H, ends + H) == 2 * H
    assert counted(av, begins, ends) == timedelta(0)
    assert moment_after(av, begins - H, 2 * H) == ends + H


def test_a_walk_starting_in_the_repeated_hour_before_midnight_is_still_on_saturday():
    """Santiago 5 April 2026 03:30 UTC reads Saturday 23:30 for the second time; Sunday begins at 04:00 UTC."""
    saturday_off = Availability("America/Santiago", vacation=((date(2026, 4, 4), date(2026, 4, 4)),))
    assert counted(saturday_off, utc(2026, 4, 5, 3, 30), utc(2026, 4, 5, 4, 30)) == 30 * MIN
    assert moment_after(saturday_off, utc(2026, 4, 5, 3, 30), MIN) == utc(2026, 4, 5, 4, 1)
    sunday_off = Availability("America/Santiago", vacation=((date(2026, 4, 5), date(2026, 4, 5)),))
    assert counted(sunday_off, utc(2026, 4, 5, 3, 30), utc(2026, 4, 5, 4, 30)) == 30 * MIN


def test_vacation_weekends_and_quiet_hours_together():
    """A UTC member, quiet 23-07, no weekends, a vacation on Monday 30 November 2026."""
    av = Availability("UTC", quiet=NIGHT, vacation=((date(2026, 11, 30), date(2026, 11, 30)),), skip_weekends=True)
    # Friday 27th 20:00 -> Tuesday 1st 09:00: Friday 3 h, Saturday-Monday nothing, Tuesday 2 h.
    assert counted(av, utc(2026, 11, 27, 20), utc(2026, 12, 1, 9)) == 5 * H
    assert moment_after(av, utc(2026, 11, 27, 20), 5 * H) == utc(2026, 12, 1, 9)


# ---------------------------------------------------------------- moment_after


def test_moment_after_from_inside_quiet_hours_starts_counting_at_their_end():
    paris = Availability("Europe/Paris", quiet=NIGHT)
    assert moment_after(paris, utc(2026, 11, 27, 1), 3 * H) == utc(2026, 11, 27, 9)
    assert moment_after(paris, utc(2026, 11, 27, 1), timedelta(0)) == utc(2026, 11, 27, 1)


def test_an_allowance_that_runs_out_as_quiet_begins_ends_then_not_at_the_quiet_end():
    """The earliest instant with the whole allowance counted is the start of the quiet window."""
    paris = Availability("Europe/Paris", quiet=NIGHT)
    assert moment_after(paris, utc(2026, 11, 26, 20), 2 * H) == utc(2026, 11, 26, 22)
    assert moment_after(paris, utc(2026, 11, 26, 20), 2 * H + timedelta(microseconds=1)) == utc(
        2026, 11, 27, 6, 0, 0, 1
    )


def test_moment_after_is_in_utc_and_exact_to_the_microsecond():
    paris = Availability("Europe/Paris", quiet=NIGHT, skip_weekends=True)
    since = datetime(2026, 11, 26, 13, 0, 0, 7, tzinfo=ZoneInfo("Europe/Paris"))
    amount = timedelta(days=10, microseconds=123)
    deadline = moment_after(paris, since, amount)
    assert deadline.tzinfo is UTC
    assert counted(paris, since, deadline) == amount


def test_ten_days_of_sixteen_hour_weekdays_take_three_weeks():
    """240 h at 16 h a weekday is 15 weekdays: Thursday 26 November 13:00 Paris to Thursday 17 December."""
    paris = Availability("Europe/Paris", quiet=NIGHT, skip_weekends=True)
    assert moment_after(paris, utc(2026, 11, 26, 12), timedelta(days=10)) == utc(2026, 12, 17, 12)


def test_naive_instants_and_negative_amounts_are_refused():
    with pytest.raises(ValueError, match="aware"):
        counted(Availability(), datetime(2026, 11, 26), utc(2026, 11, 27))
    with pytest.raises(ValueError, match="negative"):
        moment_after(Availability(), utc(2026, 11, 26), -H)


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"quiet": (time(2), time(23))}, "at most 20 hours"),
        ({"quiet": (time(7), time(7))}, "more than 0"),
        ({"vacation": ((date(2026, 12, 31), date(2026, 12, 24)),)}, "ends before it starts"),
    ],
    ids=["quiet-21h", "quiet-empty", "vacation-backwards"],
)
def test_an_availability_that_could_walk_forever_is_refused(fields, reason):
    with pytest.raises(ValueError, match=reason):
        Availability("UTC", **fields)


# ---------------------------------------------------------------- properties

ZONES = (
    "UTC",
    "Europe/Paris",
    "America/New_York",
    "Australia/Lord_Howe",  # a 30-minute daylight-saving shift
    "Asia/Kathmandu",  # UTC+5:45
    "America/Santiago",  # changes at midnight: some days start at 01:00
    "Pacific/Chatham",  # UTC+12:45 / +13:45
    "Europe/Dublin",  # "negative" daylight saving in the data
)
CHANGES = [  # around the 2026 changes, where edges fall in gaps and repeated hours
    utc(2026, 3, 8, 7),
    utc(2026, 11, 1, 6),
    utc(2026, 3, 29, 1),
    utc(2026, 10, 25, 1),
    utc(2026, 4, 4, 15),
    utc(2026, 10, 3, 15, 30),
    utc(2026, 4, 5, 3),
    utc(2026, 9, 6, 4),
]


@st.composite
def availabilities(draw, zones=ZONES, edge_hours=range(24)):
    zone = draw(st.sampled_from(zones))
    quiet = None
    if draw(st.booleans()):
        start = draw(st.sampled_from(edge_hours)) * 60 + draw(st.integers(0, 59))
        end = draw(st.sampled_from(edge_hours)) * 60 + draw(st.integers(0, 59))
        assume(0 < (end - start) % 1440 <= 20 * 60)
        quiet = (time(*divmod(start, 60)), time(*divmod(end, 60)))
    vacation = []
    for _ in range(draw(st.integers(0, 2))):
        first = date(2026, 1, 1) + timedelta(days=draw(st.integers(0, 700)))
        vacation.append((first, first + timedelta(days=draw(st.integers(0, 59)))))
    return Availability(zone, quiet, tuple(vacation), draw(st.booleans()))


instants = st.one_of(
    st.datetimes(datetime(2026, 1, 1), datetime(2027, 12, 31), timezones=st.just(UTC)),
    st.builds(
        lambda change, offset: change + offset,
        st.sampled_from(CHANGES),
        st.timedeltas(-36 * H, 36 * H),
    ),
)
amounts = st.timedeltas(timedelta(0), timedelta(days=12))


@settings(max_examples=400, deadline=None)
@given(availabilities(), instants, amounts)
def test_moment_after_is_the_exact_earliest_inverse_of_counted(av, since, amount):
    deadline = moment_after(av, since, amount)
    assert deadline.tzinfo is UTC and deadline >= since
    assert counted(av, since, deadline) == amount
    if amount:
        assert counted(av, since, deadline - timedelta(microseconds=1)) < amount


@settings(max_examples=400, deadline=None)
@given(availabilities(), st.lists(instants, min_size=3, max_size=3))
def test_counted_is_additive_monotone_and_never_more_than_elapsed(av, moments):
    first, middle, last = sorted(moments)
    whole = counted(av, first, last)
    assert whole == counted(av, first, middle) + counted(av, middle, last)
    assert counted(av, first, middle) <= whole <= last - first


def _counts_at(av: Availability, instant: datetime) -> bool:
    """Independent reading, one instant at a time: the local wall clock is outside every exclusion."""
    local = instant.astimezone(ZoneInfo(av.zone))
    if av.skip_weekends and local.weekday() >= 5:
        return False
    if any(first <= local.date() <= last for first, last in av.vacation):
        return False
    if av.quiet is None:
        return True
    start, end = av.quiet
    clock = local.time()
    return not (start <= clock < end if start < end else clock >= start or clock < end)


@settings(max_examples=60, deadline=None)
@given(
    availabilities(
        zones=("Asia/Tokyo", "Asia/Kathmandu", "Europe/Paris", "Australia/Lord_Howe"), edge_hours=range(4, 24)
    ),
    st.one_of(instants, st.sampled_from(CHANGES)),
    st.integers(0, 3 * 24 * 60),
)
def test_counted_agrees_with_a_minute_by_minute_reading(av, since, minutes):
    """Away from gap and repeated-hour edges, the day walk and a per-minute walk of the wall clock agree."""
    since = since.replace(second=0, microsecond=0)
    expected = sum(_counts_at(av, since + step * MIN) for step in range(minutes)) * MIN
    assert counted(av, since, since + minutes * MIN) == expected


# ---------------------------------------------------------------- parsing member input


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("europe/paris", "Europe/Paris"),
        ("Europe/Paris", "Europe/Paris"),
        ("UTC", "UTC"),
        ("utc", "UTC"),
        ("  america/new york ", "America/New_York"),
        ("america/argentina/buenos_aires", "America/Argentina/Buenos_Aires"),
        ("tokyo", "Asia/Tokyo"),
        ("Kathmandu", "Asia/Kathmandu"),
    ],
)
def test_parse_zone_accepts_names_in_any_case_and_unique_cities(text, zone):
    assert parse_zone(text) == zone


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "Mars/Olympus",
            "“Mars/Olympus” is not a time zone I know; use a name like Europe/Paris or America/New_York.",
        ),
        ("localtime", "“localtime” is not a time zone I know; use a name like Europe/Paris or America/New_York."),
        ("   ", "Tell me your time zone; use a name like Europe/Paris or America/New_York."),
        ("istanbul", "“istanbul” could be Asia/Istanbul or Europe/Istanbul; write the full name."),
        ("x" * 100, "“" + "x" * 39 + "…” is not a time zone I know; use a name like Europe/Paris or America/New_York."),
    ],
    ids=["unknown", "machine-local", "empty", "two-cities", "clipped"],
)
def test_parse_zone_refuses_with_a_sentence(text, message):
    with pytest.raises(ClockInputError) as refused:
        parse_zone(text)
    assert str(refused.value) == message == refused.value.message


@pytest.mark.parametrize(
    ("text", "quiet"),
    [
        ("23:00-07:00", (time(23), time(7))),
        ("23-7", (time(23), time(7))),
        ("22:30 - 06:15", (time(22, 30), time(6, 15))),
        ("23:00–07:00", (time(23), time(7))),  # as describe_quiet shows it
        ("13 to 14", (time(13), time(14))),
        ("11pm-7am", (time(23), time(7))),
        ("10:30 PM - 6 AM", (time(22, 30), time(6))),
        ("12am-8am", (time(0), time(8))),
        ("22h30-6h", (time(22, 30), time(6))),
        ("20:00-24:00", (time(20), time(0))),
        ("03:00-23:00", (time(3), time(23))),  # exactly 20 hours
        ("off", None),
        ("None", None),
    ],
)
def test_parse_quiet_reads_the_usual_ways_of_writing_hours(text, quiet):
    assert parse_quiet(text) == quiet


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("night", "Write quiet hours as start-end in 24-hour time, like 23:00-07:00 or 23-7, or “off”."),
        ("23:00", "Write quiet hours as start-end in 24-hour time, like 23:00-07:00 or 23-7, or “off”."),
        ("２３-７", "Write quiet hours as start-end in 24-hour time, like 23:00-07:00 or 23-7, or “off”."),
        ("25-7", "“25:00” is not a time of day; use 00:00 to 23:59."),
        ("23:75-7", "“23:75” is not a time of day; use 00:00 to 23:59."),
        ("13pm-7am", "“13:00 pm” is not a time of day; with am or pm, use hours 1 to 12."),
        ("7-7", "Quiet hours need an end different from their start, like 23:00-07:00."),
        ("02:59-23:00", "Quiet hours can be at most 20 hours a day."),
        ("8-7", "Quiet hours can be at most 20 hours a day."),
    ],
    ids=["words", "one-time", "wide-digits", "hour-25", "minute-75", "13pm", "empty", "20h01", "23h"],
)
def test_parse_quiet_refuses_with_a_sentence(text, message):
    with pytest.raises(ClockInputError) as refused:
        parse_quiet(text)
    assert str(refused.value) == message


def test_describe_quiet_round_trips_through_parse_quiet():
    assert describe_quiet((time(23), time(7))) == "23:00–07:00"
    assert describe_quiet((time(9, 5), time(12, 30))) == "09:05–12:30"
    assert describe_quiet(None) == "none"
    assert parse_quiet(describe_quiet((time(22, 30), time(6, 15)))) == (time(22, 30), time(6, 15))
    assert parse_quiet(describe_quiet(None)) is None


@pytest.mark.parametrize(
    ("text", "vacation"),
    [
        ("2026-12-24 2026-12-31", (date(2026, 12, 24), date(2026, 12, 31))),
        ("2026-12-24 to 2026-12-31", (date(2026, 12, 24), date(2026, 12, 31))),
        ("2026-12-24 - 2026-12-31", (date(2026, 12, 24), date(2026, 12, 31))),
        (" 2026-12-24 ", (date(2026, 12, 24), date(2026, 12, 24))),
        ("2026-11-26", (TODAY, TODAY)),  # today is allowed
        ("2027-01-01 2027-03-01", (date(2027, 1, 1), date(2027, 3, 1))),  # 60 days
        ("2027-11-26", (date(2027, 11, 26), date(2027, 11, 26))),  # 365 days ahead
    ],
)
def test_parse_vacation_reads_one_day_or_a_range(text, vacation):
    assert parse_vacation(text, TODAY) == vacation


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("christmas", "Write vacation dates as YYYY-MM-DD, one day or a range like 2026-12-24 to 2026-12-31."),
        ("24/12/2026", "Write vacation dates as YYYY-MM-DD, one day or a range like 2026-12-24 to 2026-12-31."),
        ("2026-02-30", "“2026-02-30” is not a date on the calendar."),
        ("2026-12-31 to 2026-12-24", "That vacation ends (2026-12-24) before it starts (2026-12-31)."),
        ("2026-11-25", "That vacation starts in the past (2026-11-25); today is 2026-11-26."),
        ("2027-01-01 2027-03-02", "A vacation can last at most 60 days; this one lasts 61."),
        ("2027-11-20 2027-11-27", "Vacations can be planned up to a year ahead, until 2027-11-26."),
    ],
    ids=["words", "day-first", "no-such-day", "backwards", "past", "61-days", "too-far"],
)
def test_parse_vacation_refuses_with_a_sentence(text, message):
    with pytest.raises(ClockInputError) as refused:
        parse_vacation(text, TODAY)
    assert str(refused.value) == message


# ---------------------------------------------------------------- clock settings, banks and stages


def test_the_lobby_offers_no_clock_four_deadlines_and_three_banks():
    assert [setting.key for setting in CLOCKS] == [
        "none",
        "12h",
        "24h",
        "48h",
        "72h",
        "bank-1d-12h",
        "bank-3d-1d",
        "bank-7d-1d",
    ]
    assert clock_setting(DEFAULT_CLOCK).runs is False
    assert all(setting.runs for setting in CLOCKS if setting.key != "none")
    assert clock_setting("48h").per_move == 48 * H
    bank = clock_setting("bank-3d-1d")
    assert (bank.label, bank.bank, bank.increment) == ("Time bank: 3 days + 1 day per move", 72 * H, 24 * H)
    assert clock_setting("bank-1d-12h").label == "Time bank: 1 day + 12 hours per move"


def test_an_unknown_clock_is_refused_with_the_choices():
    with pytest.raises(ClockInputError) as refused:
        clock_setting("5h")
    assert str(refused.value) == (
        "“5h” is not a clock this bot offers; choose one of: No clock, 12 hours per move, 24 hours per move, "
        "48 hours per move, 72 hours per move, Time bank: 1 day + 12 hours per move, "
        "Time bank: 3 days + 1 day per move, Time bank: 7 days + 1 day per move."
    )


def test_a_clock_is_a_deadline_or_a_bank_not_both():
    with pytest.raises(ValueError, match="not both"):
        ClockSetting("odd", "odd", per_move=H, bank=H)
    with pytest.raises(ValueError, match="needs a bank"):
        ClockSetting("odd", "odd", increment=H)


def test_allowance_is_the_deadline_or_what_is_left_of_the_bank():
    assert allowance(clock_setting("24h"), None) == 24 * H
    assert allowance(clock_setting("24h"), 3 * H) == 24 * H
    assert allowance(clock_setting("bank-3d-1d"), 5 * H) == 5 * H
    assert allowance(clock_setting("bank-3d-1d"), None) == 72 * H  # the first decision: the whole bank
    with pytest.raises(ValueError, match="does not run"):
        allowance(clock_setting("none"), None)


@pytest.mark.parametrize(
    ("key", "bank_left", "used", "after"),
    [
        ("bank-3d-1d", 50 * H, 10 * H, 64 * H),
        ("bank-3d-1d", 72 * H, 6 * H, 72 * H),  # capped at the initial bank
        ("bank-3d-1d", 60 * H, 0 * H, 72 * H),
        ("bank-1d-12h", 2 * H, 2 * H, 12 * H),  # ran out: the increment is all there is
        ("bank-1d-12h", 2 * H, 20 * H, timedelta(0)),  # late past the increment: floored at 0
    ],
    ids=["spend", "cap", "cap-after-quick", "ran-out", "floor"],
)
def test_settle_bank_adds_the_increment_within_zero_and_the_initial_bank(key, bank_left, used, after):
    assert settle_bank(clock_setting(key), bank_left, used) == after


def test_a_bank_without_increment_only_shrinks_and_a_deadline_has_no_bank():
    plain = ClockSetting("bank-2h", "Time bank: 2 hours", bank=2 * H)
    assert settle_bank(plain, 2 * H, 30 * MIN) == 90 * MIN
    assert settle_bank(plain, H, 3 * H) == timedelta(0)
    with pytest.raises(ValueError, match="no time bank"):
        settle_bank(clock_setting("24h"), H, H)


def test_stages_come_in_order_at_half_nine_tenths_and_all_of_the_allowance():
    setting, whole = clock_setting("24h"), 24 * H
    assert Stage.FRESH < Stage.HALF < Stage.LAST_TENTH < Stage.EXPIRED
    seen, used = [], timedelta(0)
    while (upcoming := next_stage(setting, whole, used)) is not None:
        seen.append(upcoming)
        used = upcoming[1]
        assert stage_reached(whole, used) == upcoming[0]
        assert stage_reached(whole, used - timedelta(microseconds=1)) == upcoming[0] - 1
    assert seen == [(Stage.HALF, 12 * H), (Stage.LAST_TENTH, 21 * H + 36 * MIN), (Stage.EXPIRED, whole)]


def test_next_stage_skips_what_is_already_reached():
    setting = clock_setting("bank-3d-1d")
    assert next_stage(setting, 10 * H, timedelta(0)) == (Stage.HALF, 5 * H)
    assert next_stage(setting, 10 * H, 5 * H) == (Stage.LAST_TENTH, 9 * H)
    assert next_stage(setting, 10 * H, 9 * H + MIN) == (Stage.EXPIRED, 10 * H)
    assert next_stage(setting, 10 * H, 11 * H) is None
    assert next_stage(setting, timedelta(0), timedelta(0)) is None  # an empty bank expires at once
    assert stage_reached(timedelta(0), timedelta(0)) == Stage.EXPIRED
    assert stage_reached(10 * H, 4 * H) == Stage.FRESH
    assert next_stage(clock_setting("none"), 10 * H, timedelta(0)) is None


@pytest.mark.parametrize(
    ("left", "text"),
    [
        (timedelta(days=2, hours=3, minutes=59), "2 days 3 h"),
        (timedelta(days=1), "1 day"),
        (timedelta(days=3, minutes=20), "3 days"),
        (timedelta(hours=5, minutes=10, seconds=59), "5 h 10 min"),
        (timedelta(hours=1), "1 h"),
        (timedelta(minutes=12, seconds=30), "12 min"),
        (timedelta(seconds=59), "less than a minute"),
        (timedelta(0), "no time"),
        (-H, "no time"),
    ],
)
def test_describe_left_rounds_down_to_the_two_largest_units(left, text):
    assert describe_left(left) == text
