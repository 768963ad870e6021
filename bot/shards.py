"""Which gateway shards this process runs, and which games are its own (issue 23: each game one home).

Discord sends a server's events to shard ``(guild_id >> 22) % shard_count``. A game's home is, by
preference, the process running its server's shard: it does the game's background duties (due
clocks, repairs, dashboards, campaign summaries, votes). While that process is down, another one
that took over the shard's duty lease does them (:mod:`bot.leases`), until it comes back.
:class:`Shards` is read from ``SHARD_COUNT`` and ``SHARD_IDS``; unset, the process runs the one
shard discord.py picks and every game is its own (the behaviour of a single process).
"""

from collections.abc import Iterable
from dataclasses import dataclass

from bot.parse import ascii_int
from engine.core.words import noun
from storage.homes import Home

MAX_SHARDS = 4096
"""More shards than any bot needs (Discord asks for one per 2,500 servers); a typo stops at start-up."""


class ShardError(ValueError):
    """``SHARD_COUNT``/``SHARD_IDS`` cannot be used; ``message`` says which and why."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True, slots=True)
class Shards(Home):
    """``count`` shards in all, of which this process runs ``ids``; ``count`` None: not sharded.

    As a :class:`~storage.homes.Home`, the games whose background duties are this process's.
    """

    @property
    def sharded(self) -> bool:
        """Whether SHARD_COUNT was set (the process runs an explicit set of shards)."""
        return self.count is not None

    @property
    def complete(self) -> bool:
        """Whether this process runs every shard (so no other process may share its games)."""
        return self.count is None or len(self.ids) == self.count

    def describe(self) -> str:
        """``shards 0-1 of 4`` for the log; ``one shard`` when not sharded."""
        if self.count is None:
            return "one shard"
        return f"{_plural_shards(self.ids)} of {self.count}"

    @classmethod
    def parse(cls, raw_count: str, raw_ids: str) -> "Shards":
        """Shards from the two variables' texts (empty: unset); ``ShardError`` on a bad value."""
        raw_count, raw_ids = raw_count.strip(), raw_ids.strip()
        if not raw_count:
            if raw_ids:
                raise ShardError("SHARD_IDS needs SHARD_COUNT (the number of shards of all processes together).")
            return cls()
        count = ascii_int(raw_count, maximum=MAX_SHARDS)
        if not count:
            raise ShardError(f"SHARD_COUNT must be a number from 1 to {MAX_SHARDS}, not {raw_count!r}.")
        if not raw_ids:
            return cls(count, tuple(range(count)))
        return cls(count, _ids(raw_ids, count))


def _ids(raw: str, count: int) -> tuple[int, ...]:
    """``0-3``, ``4,5`` or ``0-1,6`` as sorted shard ids below ``count``; ``ShardError`` otherwise."""
    ids: set[int] = set()
    for part in raw.split(","):
        first, dash, last = part.strip().partition("-")
        low, high = ascii_int(first.strip()), ascii_int(last.strip()) if dash else ascii_int(first.strip())
        if low is None or high is None or low > high:
            raise ShardError(f"SHARD_IDS must list shard numbers and ranges such as 0-3 or 4,5, not {raw!r}.")
        if high >= count:
            raise ShardError(f"SHARD_IDS names shard {high}, but SHARD_COUNT={count} numbers them 0 to {count - 1}.")
        ids.update(range(low, high + 1))
    return tuple(sorted(ids))


def _plural_shards(ids: Iterable[int]) -> str:
    """``shard 2``, ``shards 0-3`` or ``shards 0, 2``."""
    ordered = sorted(ids)
    if len(ordered) > 1 and ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"shards {ordered[0]}-{ordered[-1]}"
    return f"{noun(len(ordered), 'shard')} " + ", ".join(str(shard) for shard in ordered)
