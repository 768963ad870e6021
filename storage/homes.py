"""Which games are a process's own: the home of each game, by its server's gateway shard (issue 23).

Discord delivers a server's events to shard ``(guild_id >> 22) % shard_count``. A game's home is the
process that runs its server's shard; it alone does the game's background duties (due clocks,
repairs, dashboards, campaign upkeep), so that several processes on one database never do them
twice. :class:`Home` answers for one game in Python (:meth:`Home.owns`) and for many in SQL
(:meth:`Home.where`), with the same formula.
"""

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
