"""Which games are a process's own: the home of each game, by its server's gateway shard (issue 23).

Discord delivers a server's events to shard ``(guild_id >> 22) % shard_count``. A game's home is the
process that runs its server's shard, by preference; while that process is down, another one that
took over the shard's duty lease (:mod:`storage.leases`). The home alone does the game's background
duties (due clocks, repairs, dashboards, campaign upkeep). :class:`Home` answers for one game in
Python (:meth:`Home.owns`) and for many in SQL (:meth:`Home.where`), with the same formula; a
process's :data:`Homes` says where its home is at the moment of asking, once per duty pass.
"""

from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import ColumnElement, literal_column, true
from sqlalchemy.orm import InstrumentedAttribute

SNOWFLAKE_TIME_SHIFT = 22
"""A Discord id's lower 22 bits are worker, process and sequence; the rest is its creation time."""


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord delivers server ``guild_id``'s events on."""
    return (guild_id >> SNOWFLAKE_TIME_SHIFT) % shard_count


@dataclass(frozen=True, slots=True)
class Home:
    """The games of the servers on shards ``ids`` of ``count``; ``count`` None: every game (one process)."""

    count: int | None = None
    ids: tuple[int, ...] = ()

    def owns(self, guild_id: int | None) -> bool:
        """Whether server ``guild_id``'s games have their home here (no server: shard 0's, as DMs)."""
        if self.count is None:
            return True
        return shard_of(guild_id or 0, self.count) in self.ids

    def where(self, guild_id: InstrumentedAttribute[int]) -> ColumnElement[bool]:
        """The SQL condition that a row's server (column ``guild_id``) has its home here."""
        if self.count is None:
            return true()
        shift = literal_column(str(SNOWFLAKE_TIME_SHIFT))  # written out: PostgreSQL shifts a bigint by an integer
        return (guild_id.op(">>")(shift) % self.count).in_(self.ids)


EVERYWHERE = Home()
"""The home of every game: a process that runs every shard."""

Homes = Callable[[], Home]
"""A process's home as it is now (the shards whose duty leases it holds), asked at each duty pass."""


def always(home: Home) -> Homes:
    """A home that never moves: a process that runs every shard, or one that holds no leases (tests)."""
    return lambda: home


EVERYWHERE_ALWAYS = always(EVERYWHERE)
"""The home of a process that runs every shard: every game, at every pass."""
