"""A clock tests move by hand: time is injected, never slept on."""

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta


@dataclass
class FakeClock:
    """Callable like ``storage.models.utc_now``; ``advance`` moves it."""

    now: datetime = field(default_factory=lambda: datetime(2026, 11, 2, 9, 0, tzinfo=UTC))  # a Monday

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now

    def at(self, moment: datetime) -> datetime:
        self.now = moment
        return moment
