"""Snowflake ids and timestamps as Discord makes them (developers/reference: Snowflakes)."""

import time
from datetime import UTC, datetime

DISCORD_EPOCH_MS = 1_420_070_400_000


class SnowflakeFactory:
    """Hands out strictly increasing snowflakes whose timestamp part is the current time.

    A snowflake is ``(milliseconds since 2015-01-01) << 22`` plus 22 low bits; two ids made
    in the same millisecond differ in the low bits, so ids sort in creation order.
    """

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        """A new id, greater than every id made before."""
        candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(candidate, self._last + 1)
        return self._last


def snowflake_time(snowflake: int) -> datetime:
    """The creation time encoded in a snowflake (UTC)."""
    return datetime.fromtimestamp(((snowflake >> 22) + DISCORD_EPOCH_MS) / 1000, tz=UTC)


def iso(moment: datetime | None) -> str | None:
    """ISO 8601 text for a timestamp field, or None."""
    return None if moment is None else moment.isoformat()


def now() -> datetime:
    """The current UTC time."""
    return datetime.now(tz=UTC)
