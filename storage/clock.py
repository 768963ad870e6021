"""Game clocks as pure arithmetic: the time that counts for a member, deadlines, banks, stages (issue 11).

No database, no Discord, no wall-clock reads: every "now" is a parameter and every instant is aware.

**What counts.** A member's clock runs at all times except their daily quiet hours, their vacation
days and (if the game says so) Saturdays and Sundays, each read on the member's own wall clock
(:class:`Availability`). Time is split into the member's local days; day ``d`` runs from the first
instant its wall clock reads ``d 00:00`` to the first instant it reads ``d+1 00:00``, and inside it
the quiet window's edges are placed the same way. Durations are always real elapsed time, so a quiet
window 01:00-04:00 lasts 2 hours on a spring-forward night and 4 on a fall-back night.

**Edges in a gap or a repeated hour.** Every wall-clock edge (a quiet window's start or end, a
midnight) is the *first instant at which the member's wall clock reads that time or later*:

- in a repeated hour (fall back) that is the first occurrence, zoneinfo's ``fold=0``;
- in a gap (spring forward) it is the moment the clock jumps over it: quiet hours from 02:30 start
  at 03:00 on a night that skips 02:00-03:00 (zoneinfo's ``fold=0`` alone would say 03:30, an hour
  after the wall clock passed 02:30, and a window 02:30-03:00 would end before it starts).

This rule is monotone (a later wall time never maps to an earlier instant), so every window is a
proper interval, the days tile time exactly, and :func:`counted` is additive and
:func:`moment_after` its exact inverse. Walks go day by day, never minute by minute.
"""

import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from enum import IntEnum
from functools import cache, lru_cache
from zoneinfo import ZoneInfo, available_timezones

from i18n import _, listed, n_

DAY = timedelta(days=1)
MOST_QUIET = timedelta(hours=20)
LONGEST_VACATION_DAYS = 60
FURTHEST_VACATION_DAYS = 365
SATURDAY = 5  # date.weekday(): Monday is 0
MICROSECOND = timedelta(microseconds=1)
SURE_PER_WORKING_DAY = timedelta(hours=2)
"""Counted time a non-vacation weekday surely holds: 24 h - 20 h of quiet - a daylight-saving shift of up to 2 h."""


class ClockInputError(ValueError):
    """Bad member input; str(error) is a short player-facing message (one sentence)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


# ---------------------------------------------------------------- availability


@dataclass(frozen=True, slots=True)
class Availability:
    """When a member's clock runs.

    All time, minus daily quiet hours, vacation days and (if the game says so) weekends, each read in
    the member's own time zone.
    """

    zone: str = "UTC"  # IANA name, already validated
    quiet: tuple[time, time] | None = None  # local wall-clock window [start, end), may wrap midnight ("23:00-07:00")
    vacation: tuple[tuple[date, date], ...] = ()  # inclusive local date ranges on which nothing counts
    skip_weekends: bool = False  # Saturday and Sunday (local) do not count

    def __post_init__(self) -> None:
        ZoneInfo(self.zone)  # raises for a name that is not a zone
        if self.quiet is not None:
            start, end = self.quiet
            if start.tzinfo is not None or end.tzinfo is not None:
                raise ValueError("quiet hours are wall-clock times without a time zone")
            if not timedelta(0) < _window_length(start, end) <= MOST_QUIET:
                raise ValueError(f"quiet hours must last more than 0 and at most 20 hours: {self.quiet}")
        for first, last in self.vacation:
            if last < first:
                raise ValueError(f"a vacation range ends before it starts: {first} to {last}")


def _window_length(start: time, end: time) -> timedelta:
    """The wall-clock length of the daily window [start, end), wrapping midnight when end < start (0 if equal)."""
    return (datetime.combine(date.min, end) - datetime.combine(date.min, start)) % DAY


@lru_cache(maxsize=16384)
def _first_reaching(zone: ZoneInfo, day: date, clock: time) -> datetime:
    """The first UTC instant at which the wall clock of ``zone`` reads ``day clock`` or later (module docstring)."""
    wall = datetime.combine(day, clock)
    before = zone.utcoffset(wall)  # fold=0: the offset in force before a transition at this wall time
    after = zone.utcoffset(wall.replace(fold=1))
    assert before is not None and after is not None
    if before >= after:  # an ordinary time, or a repeated one whose first occurrence fold=0 gives
        return (wall - before).replace(tzinfo=UTC)
    # A gap: the clock jumps from below ``wall`` to above it at one instant in (wall - after, wall - before].
    low, high = wall - after, wall - before  # naive UTC; the wall clock reads < wall at low, > wall at high
    while high - low > MICROSECOND:
        middle = low + (high - low) // 2
        reading = middle + zone.utcoffset(middle.replace(tzinfo=UTC).astimezone(zone))
        if reading >= wall:
            high = middle
        else:
            low = middle
    return high.replace(tzinfo=UTC)


def _is_day_off(av: Availability, day: date) -> bool:
    """Whether nothing counts all day: a vacation day, or a weekend day when weekends are skipped."""
    if av.skip_weekends and day.weekday() >= SATURDAY:
        return True
    return any(first <= day <= last for first, last in av.vacation)


def _days(av: Availability, since: datetime) -> Iterator[tuple[datetime, list[tuple[datetime, datetime]]]]:
    """Each local day from the one holding ``since`` on: (the day's first instant, the day's counted spans)."""
    zone = ZoneInfo(av.zone)
    day = since.astimezone(zone).date()  # its first instant is at or before ``since``: the clock read that midnight
    begins = _first_reaching(zone, day, time(0))
    while True:
        ends = _first_reaching(zone, day + DAY, time(0))
        if _is_day_off(av, day):
            spans = []
        elif av.quiet is None:
            spans = [(begins, ends)]
        else:
            quiet_start = _first_reaching(zone, day, av.quiet[0])
            quiet_end = _first_reaching(zone, day, av.quiet[1])
            if av.quiet[0] < av.quiet[1]:  # quiet inside the day
                spans = [(begins, quiet_start), (quiet_end, ends)]
            else:  # quiet wraps midnight: the day counts between its morning end and its evening start
                spans = [(quiet_end, quiet_start)]
        yield begins, [(low, high) for low, high in spans if low < high]
        day, begins = day + DAY, ends


def _utc(instant: datetime, name: str) -> datetime:
    if instant.tzinfo is None or instant.utcoffset() is None:
        raise ValueError(f"{name} must be an aware datetime, not {instant!r}")
    return instant.astimezone(UTC)


def counted(av: Availability, start: datetime, end: datetime) -> timedelta:
    """The time that counts for this member between two aware instants (0 if end <= start)."""
    start, end = _utc(start, "start"), _utc(end, "end")
    total = timedelta(0)
    if end <= start:
        return total
    for begins, spans in _days(av, start):
        if begins >= end:
            break
        for low, high in spans:
            low, high = max(low, start), min(high, end)
            if low < high:
                total += high - low
    return total


def moment_after(av: Availability, start: datetime, amount: timedelta) -> datetime:
    """The earliest aware UTC instant t >= start with counted(av, start, t) == amount (start itself for 0)."""
    start = _utc(start, "start")
    if amount < timedelta(0):
        raise ValueError(f"amount must not be negative: {amount}")
    if not amount:
        return start
    left = amount
    # Guard: past the vacations, every week holds five weekdays of at least SURE_PER_WORKING_DAY each.
    vacation_days = sum((last - first).days + 1 for first, last in av.vacation)
    most_days = vacation_days + 7 * (amount // (5 * SURE_PER_WORKING_DAY) + 1) + 7
    for walked, (_day, spans) in enumerate(_days(av, start)):
        for low, high in spans:
            low = max(low, start)
            if low >= high:
                continue
            if left <= high - low:
                return low + left
            left -= high - low
        if walked > most_days:
            raise RuntimeError(f"no end found for {amount} of counted time from {start} with {av}")
    raise AssertionError("the walk over days never ends")  # pragma: no cover


# ---------------------------------------------------------------- member input

ZONE_EXAMPLES = _("use a name like Europe/Paris or America/New_York")
NOT_ZONES = {"localtime", "factory", "posixrules"}  # files in some zone folders that are not places
PLACE_AREAS = {"africa", "america", "antarctica", "asia", "atlantic", "australia", "europe", "indian", "pacific"}


@cache
def _zone_names() -> tuple[dict[str, str], dict[str, tuple[str, ...]]]:
    """Zone names by lower-case name, and place zones ("Asia/Tokyo") by lower-case city ("tokyo")."""
    names = {name.lower(): name for name in available_timezones() if name.lower() not in NOT_ZONES}
    cities: dict[str, tuple[str, ...]] = {}
    for lower, name in sorted(names.items()):
        if lower.split("/", 1)[0] in PLACE_AREAS and "/" in lower:
            city = lower.rsplit("/", 1)[1]
            cities[city] = (*cities.get(city, ()), name)
    return names, cities


def _echo(text: str, limit: int = 40) -> str:
    """Member input quoted back, clipped so a reply stays short."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def parse_zone(text: str) -> str:
    """A member's time zone as its IANA name: "europe/paris" -> "Europe/Paris"; a city alone works when unique."""
    wanted = "_".join(text.split()).lower()
    if not wanted:
        raise ClockInputError(_("Tell me your time zone; {zone_examples}.", zone_examples=ZONE_EXAMPLES))
    names, cities = _zone_names()
    if wanted in names:
        return names[wanted]
    places = cities.get(wanted, ()) if "/" not in wanted else ()
    if len(places) == 1:
        return places[0]
    if places:
        raise ClockInputError(
            _("“{text}” could be {places}; write the full name.", text=_echo(text), places=listed(places, "or"))
        )
    raise ClockInputError(
        _("“{text}” is not a time zone I know; {zone_examples}.", text=_echo(text), zone_examples=ZONE_EXAMPLES)
    )


QUIET_OFF = {"off", "none", "no"}
QUIET_FORMAT = _("Write quiet hours as start-end in 24-hour time, like 23:00-07:00 or 23-7, or “off”.")
_CLOCK = r"([0-9]{1,2})(?:[:.h]([0-9]{2})|h)?\s*([ap]\.?m\.?)?"
_QUIET = re.compile(rf"{_CLOCK}\s*(?:-|–|—|to|until)\s*{_CLOCK}", re.IGNORECASE)


def _clock(hour: str, minute: str | None, half: str | None) -> time:
    """One end of a quiet window; ``half`` is am/pm when given. "24:00" is midnight."""
    number, minutes = int(hour), int(minute or 0)
    written = f"{hour}:{minute or '00'}{(' ' + half) if half else ''}"
    if half:
        if not 1 <= number <= 12:
            raise ClockInputError(
                _("“{written}” is not a time of day; with am or pm, use hours 1 to 12.", written=written)
            )
        number = number % 12 + (12 if half[0].lower() == "p" else 0)
    if number == 24 and minutes == 0:
        number = 0
    if number > 23 or minutes > 59:
        raise ClockInputError(_("“{written}” is not a time of day; use 00:00 to 23:59.", written=written))
    return time(number, minutes)


def parse_quiet(text: str) -> tuple[time, time] | None:
    """Daily quiet hours: "23:00-07:00", "23-7", "22:30 - 06:15", "11pm-7am"; "off"/"none" -> None."""
    if text.strip().lower() in QUIET_OFF:
        return None
    match = _QUIET.fullmatch(text.strip())
    if match is None:
        raise ClockInputError(QUIET_FORMAT)
    start, end = _clock(*match.group(1, 2, 3)), _clock(*match.group(4, 5, 6))
    if start == end:
        raise ClockInputError(_("Quiet hours need an end different from their start, like 23:00-07:00."))
    if _window_length(start, end) > MOST_QUIET:
        raise ClockInputError(_("Quiet hours can be at most 20 hours a day."))
    return start, end


TIME_OF_DAY_FORMAT = _("Write a time of day in 24-hour time, like 08:00 or 18:30, or “off”.")
_TIME_OF_DAY = re.compile(_CLOCK, re.IGNORECASE)


def parse_time_of_day(text: str) -> time | None:
    """A time of day: "08:00", "8", "18.30", "6:30pm"; "off"/"none" -> None (``ClockInputError`` if neither)."""
    if text.strip().lower() in QUIET_OFF:
        return None
    match = _TIME_OF_DAY.fullmatch(text.strip())
    if match is None:
        raise ClockInputError(TIME_OF_DAY_FORMAT)
    return _clock(*match.group(1, 2, 3))


def local_moment(zone: str, day: date, clock: time) -> datetime:
    """The first UTC instant at which the wall clock of ``zone`` reads ``day clock`` or later (a gap: its end)."""
    return _first_reaching(ZoneInfo(zone), day, clock)


def describe_quiet(quiet: tuple[time, time] | None) -> str:
    """Quiet hours as shown to members: "23:00–07:00" or "none"."""
    if quiet is None:
        return "none"
    return f"{quiet[0]:%H:%M}–{quiet[1]:%H:%M}"


VACATION_FORMAT = _("Write vacation dates as YYYY-MM-DD, one day or a range like 2026-12-24 to 2026-12-31.")
_DATE = r"([0-9]{4}-[0-9]{2}-[0-9]{2})"
_VACATION = re.compile(rf"{_DATE}(?:\s*(?:-|–|—|to|until|\.\.)?\s*{_DATE})?", re.IGNORECASE)


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise ClockInputError(_("“{text}” is not a date on the calendar.", text=text)) from None


def parse_vacation(text: str, today: date) -> tuple[date, date]:
    """An inclusive vacation range from "2026-12-24 2026-12-31", "2026-12-24 to 2026-12-31" or "2026-12-24"."""
    match = _VACATION.fullmatch(text.strip())
    if match is None:
        raise ClockInputError(VACATION_FORMAT)
    first = _date(match.group(1))
    last = _date(match.group(2)) if match.group(2) else first
    if last < first:
        raise ClockInputError(_("That vacation ends ({last}) before it starts ({first}).", last=last, first=first))
    if first < today:
        raise ClockInputError(
            _("That vacation starts in the past ({first}); today is {today}.", first=first, today=today)
        )
    if (last - first).days + 1 > LONGEST_VACATION_DAYS:
        days = (last - first).days + 1
        raise ClockInputError(
            _("A vacation can last at most {most} days; this one lasts {days}.", most=LONGEST_VACATION_DAYS, days=days)
        )
    if last > today + timedelta(days=FURTHEST_VACATION_DAYS):
        furthest = today + timedelta(days=FURTHEST_VACATION_DAYS)
        raise ClockInputError(_("Vacations can be planned up to a year ahead, until {furthest}.", furthest=furthest))
    return first, last


# ---------------------------------------------------------------- game clock settings


@dataclass(frozen=True, slots=True)
class ClockSetting:
    """A game clock offered in the lobby: a deadline per decision, or a time bank with an increment."""

    key: str  # stored value, e.g. "none", "24h", "bank-3d-1d"
    label: str  # shown in the lobby select, e.g. "24 hours per move", "Time bank: 3 days + 1 day per move"
    per_move: timedelta | None = None  # deadline per decision
    bank: timedelta | None = None  # initial time bank
    increment: timedelta | None = None  # added to the bank after each decision

    def __post_init__(self) -> None:
        if self.per_move is not None and (self.bank is not None or self.increment is not None):
            raise ValueError(f"clock {self.key!r}: a deadline per move or a bank, not both")
        if self.increment is not None and self.bank is None:
            raise ValueError(f"clock {self.key!r}: an increment needs a bank")

    @property
    def runs(self) -> bool:
        """Whether this clock runs at all (False for "none")."""
        return self.per_move is not None or self.bank is not None


HOUR = timedelta(hours=1)
CLOCKS: tuple[ClockSetting, ...] = (
    ClockSetting("none", _("No clock")),
    ClockSetting("12h", _("12 hours per move"), per_move=12 * HOUR),
    ClockSetting("24h", _("24 hours per move"), per_move=24 * HOUR),
    ClockSetting("48h", _("48 hours per move"), per_move=48 * HOUR),
    ClockSetting("72h", _("72 hours per move"), per_move=72 * HOUR),
    ClockSetting("bank-1d-12h", _("Time bank: 1 day + 12 hours per move"), bank=DAY, increment=12 * HOUR),
    ClockSetting("bank-3d-1d", _("Time bank: 3 days + 1 day per move"), bank=3 * DAY, increment=DAY),
    ClockSetting("bank-7d-1d", _("Time bank: 7 days + 1 day per move"), bank=7 * DAY, increment=DAY),
)
DEFAULT_CLOCK = "none"
_CLOCKS_BY_KEY = {setting.key: setting for setting in CLOCKS}


def clock_setting(key: str) -> ClockSetting:
    """The clock stored as ``key``."""
    setting = _CLOCKS_BY_KEY.get(key.strip().lower())
    if setting is None:
        labels = ", ".join(setting.label for setting in CLOCKS)
        raise ClockInputError(
            _("“{clock}” is not a clock this bot offers; choose one of: {labels}.", clock=_echo(key), labels=labels)
        )
    return setting


def allowance(setting: ClockSetting, bank_left: timedelta | None) -> timedelta:
    """Counted time this decision may take: the deadline per move, or what is left of the bank (all of it if None)."""
    if setting.per_move is not None:
        return setting.per_move
    if setting.bank is None:
        raise ValueError(f"clock {setting.key!r} does not run, so a decision has no allowance")
    return setting.bank if bank_left is None else max(bank_left, timedelta(0))


def settle_bank(setting: ClockSetting, bank_left: timedelta, used: timedelta) -> timedelta:
    """The bank after a decision that took ``used`` counted time: never below 0, never above the initial bank."""
    if setting.bank is None:
        raise ValueError(f"clock {setting.key!r} has no time bank")
    after = bank_left - used + (setting.increment or timedelta(0))
    return min(max(after, timedelta(0)), setting.bank)


class Stage(IntEnum):
    """How far a decision's clock has run: reminders go out as each stage is reached."""

    FRESH = 0
    HALF = 1  # half of the allowance used
    LAST_TENTH = 2  # nine tenths used
    EXPIRED = 3  # all of it used: the default option is played


def _stage_times(allowance: timedelta) -> tuple[tuple[Stage, timedelta], ...]:
    """The counted time at which each stage after FRESH comes (to the microsecond, rounded down)."""
    return (
        (Stage.HALF, allowance // 2),
        (Stage.LAST_TENTH, allowance * 9 // 10),
        (Stage.EXPIRED, allowance),
    )


def stage_reached(allowance: timedelta, used: timedelta) -> Stage:
    """The stage a decision is in once ``used`` of its ``allowance`` is used."""
    reached = Stage.FRESH
    for stage, at in _stage_times(allowance):
        if used >= at:
            reached = stage
    return reached


def next_stage(setting: ClockSetting, allowance: timedelta, used: timedelta) -> tuple[Stage, timedelta] | None:
    """The next stage still to come and the counted time at which it comes; None once EXPIRED is reached."""
    if not setting.runs:
        return None
    for stage, at in _stage_times(allowance):
        if used < at:
            return stage, at
    return None


def describe_left(left: timedelta) -> str:
    """Time left as shown to members, rounded down: "2 days 3 h", "5 h 10 min", "12 min", "less than a minute"."""
    if left <= timedelta(0):
        return _("no time")
    minutes = left // timedelta(minutes=1)
    days, minutes = divmod(minutes, 24 * 60)
    hours, minutes = divmod(minutes, 60)
    if days and hours:
        return n_("{n} day {hours} h", "{n} days {hours} h", days, hours=hours)
    if days:
        return n_("{n} day", "{n} days", days)
    if hours and minutes:
        return _("{hours} h {minutes} min", hours=hours, minutes=minutes)
    if hours:
        return _("{hours} h", hours=hours)
    if minutes:
        return _("{minutes} min", minutes=minutes)
    return _("less than a minute")
