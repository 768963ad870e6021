"""The tables: games, their seats and their append-only action log (DESIGN.md "Storage").

Portable by construction: Discord snowflakes are ``BigInteger``, JSON goes through
SQLAlchemy's ``JSON`` type, and every time is a timezone-aware UTC ``datetime``
(:class:`UtcDateTime` adds the zone back where the database, like SQLite, drops it).
Stored enum values (``GameStatus``, ``ActionKind``) are never renamed.
"""

from datetime import UTC, datetime
from enum import StrEnum
from typing import Annotated, Any

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    MetaData,
    String,
    TypeDecorator,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, WriteOnlyMapped, mapped_column, relationship


class GameStatus(StrEnum):
    """Where a game is in its life."""

    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    ABANDONED = "abandoned"


class ActionKind(StrEnum):
    """What a row of the action log records."""

    MOVE = "move"
    UNDO = "undo"  # cancels the latest effective move


def utc_now() -> datetime:
    """The current time, timezone-aware, in UTC."""
    return datetime.now(UTC)


class UtcDateTime(TypeDecorator[datetime]):
    """A timezone-aware UTC ``datetime`` on every database; naive values are refused."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """Store in UTC; SQLite keeps no zone, so it gets the naive UTC time."""
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime: storage keeps timezone-aware times only")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """Read back as an aware UTC time."""
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


Snowflake = Annotated[int, mapped_column(BigInteger)]
"""A Discord id: 64-bit."""

NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    """The declarative base: named constraints, JSON and aware times by annotation."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map = {
        datetime: UtcDateTime,
        dict[str, Any]: JSON,
        dict[str, str]: JSON,
        list[int]: JSON,
    }


class Game(Base):
    """One game from its lobby to its end; ``state`` is a cache of seed + log."""

    __tablename__ = "games"
    __table_args__ = (
        Index(None, "guild_id", "channel_id", "status"),
        Index(None, "status", "deadline_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    guild_id: Mapped[Snowflake]
    channel_id: Mapped[Snowflake]
    thread_id: Mapped[Snowflake | None] = mapped_column(unique=True)
    lobby_message_id: Mapped[Snowflake | None]
    board_message_id: Mapped[Snowflake | None]
    board_waiting: Mapped[list[int]]  # seats mentioned by the current board message
    board_version: Mapped[int | None]  # the game version the current board message shows
    game_key: Mapped[str] = mapped_column(String(40))
    options: Mapped[dict[str, str]]
    seed: Mapped[int] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(16))
    version: Mapped[int]  # +1 for every change of an active game
    state: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True))  # None in the lobby
    creator_id: Mapped[Snowflake]
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]
    finished_at: Mapped[datetime | None]
    deadline_at: Mapped[datetime | None]

    seats: Mapped[list["Seat"]] = relationship(
        lazy="raise", order_by="Seat.id", cascade="all, delete-orphan", passive_deletes=True
    )
    actions: WriteOnlyMapped["Action"] = relationship(passive_deletes=True, order_by="Action.seq")


class Seat(Base):
    """A player at a game; ``seat`` is None in the lobby and numbered in join order at start."""

    __tablename__ = "seats"
    __table_args__ = (UniqueConstraint("game_id", "user_id"), UniqueConstraint("game_id", "seat"))

    id: Mapped[int] = mapped_column(primary_key=True)  # increasing: the join order
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    seat: Mapped[int | None]
    user_id: Mapped[Snowflake]
    display_name: Mapped[str] = mapped_column(String(100))
    resigned: Mapped[bool] = mapped_column(default=False)
    joined_at: Mapped[datetime]
    # The game version at which this seat's pending decision last changed (its components carry it).
    decision_version: Mapped[int] = mapped_column(default=0, server_default="0")
    dm_refused_at: Mapped[datetime | None]  # when this player last refused a DM (50007); None: DMs work


class Action(Base):
    """One row of the append-only log: a move, or an undo of the latest effective move."""

    __tablename__ = "actions"
    __table_args__ = (UniqueConstraint("game_id", "seq"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    seq: Mapped[int]  # the game's version right after this row
    seat: Mapped[int]
    kind: Mapped[str] = mapped_column(String(8))
    action: Mapped[dict[str, Any]]
    undoable: Mapped[bool]
    auto: Mapped[bool]  # applied for a resigned seat
    created_at: Mapped[datetime]
    # The row's public event texts with seat placeholders; None for rows older than revision 0003.
    public_lines: Mapped[list[str] | None] = mapped_column(JSON)


class DmChannel(Base):
    """A user's direct-message channel, remembered so that no lookup precedes each DM."""

    __tablename__ = "dm_channels"

    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    channel_id: Mapped[Snowflake]
