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
    Float,
    ForeignKey,
    Index,
    Integer,
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


class AutoReason(StrEnum):
    """Why a move was made for a seat rather than by its player (``actions.reason``)."""

    RESIGNED = "resigned"  # the seat resigned: its fallback is played
    TIMEOUT = "timeout"  # the seat's clock ran out and the table plays its timeout action
    SKIPPED = "skipped"  # the table voted to skip the seat's overdue decision
    OPEN = "open"  # the seat is open (timed out too often, or expelled) until a substitute claims it
    PROXY = "proxy"  # a standing instruction the seat's player set
    BOT = "bot"  # a bot player chose the move: a bot seat, or an open seat the table lets a bot play
    FORCED = "forced"  # a moderator played the seat's timeout move (issue 26; storage.moderation)


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
        list[list[str]]: JSON,
    }


class Game(Base):
    """One game from its lobby to its end; ``state`` is a cache of seed + log."""

    __tablename__ = "games"
    __table_args__ = (Index(None, "guild_id", "channel_id", "status"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    guild_id: Mapped[Snowflake]
    channel_id: Mapped[Snowflake]
    thread_id: Mapped[Snowflake | None] = mapped_column(unique=True)
    lobby_message_id: Mapped[Snowflake | None]
    board_message_id: Mapped[Snowflake | None]
    board_waiting: Mapped[list[int]]  # seats mentioned by the current board message
    board_version: Mapped[int | None]  # the game version the current board message shows
    board_since: Mapped[int | None]  # the game version the current board message was put up at (0010)
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
    # The table's settings (clock, weekends, timeout policy...): storage.table; {} for games before 0004.
    table: Mapped[dict[str, str]] = mapped_column(JSON, default=dict, server_default="{}")
    # The campaign that started this game, if one did (storage.campaigns).
    campaign_id: Mapped[int | None] = mapped_column(ForeignKey("campaigns.id", ondelete="SET NULL"), index=True)
    # Who may join the lobby besides its creator (0015); None: an open lobby, anyone joins.
    invited: Mapped[list[int] | None] = mapped_column(JSON(none_as_null=True))
    # The lobby this finished game's Rematch opened (0015), and on that lobby the game it follows.
    rematch_id: Mapped[int | None]
    rematch_of: Mapped[int | None]

    seats: Mapped[list["Seat"]] = relationship(
        lazy="raise", order_by="Seat.id", cascade="all, delete-orphan", passive_deletes=True
    )
    actions: WriteOnlyMapped["Action"] = relationship(passive_deletes=True, order_by="Action.seq")
    # The live standing instructions, read only with the game in a move's write (storage.unit.load
    # with ``for_move``): one statement fewer while the move holds the database's write turn.
    proxies: Mapped[list["Proxy"]] = relationship(lazy="raise", order_by="Proxy.id", viewonly=True)


class Seat(Base):
    """A player at a game; ``seat`` is None in the lobby and numbered in join order at start."""

    __tablename__ = "seats"
    __table_args__ = (
        UniqueConstraint("game_id", "user_id"),
        UniqueConstraint("game_id", "seat"),
        Index(None, "due_at"),
        Index(None, "user_id"),  # a member's games (/game history lists the abandoned ones from here)
    )

    id: Mapped[int] = mapped_column(primary_key=True)  # increasing: the join order
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    seat: Mapped[int | None]
    user_id: Mapped[Snowflake]
    display_name: Mapped[str] = mapped_column(String(100))
    resigned: Mapped[bool] = mapped_column(default=False)
    joined_at: Mapped[datetime]
    # The game version at which this seat's pending decision last changed (its components carry it).
    decision_version: Mapped[int] = mapped_column(default=0, server_default="0")
    # When that decision started (set with ``decision_version``): a player's move then took ``now - decision_at``.
    decision_at: Mapped[datetime | None]
    dm_refused_at: Mapped[datetime | None]  # when this player last refused a DM (50007); None: DMs work
    # The game version whose private view this seat is owed by DM (None: nothing owed). Written in the
    # transaction of the change that owes it; cleared once the DM was sent (bot/dm.py).
    dm_version: Mapped[int | None]
    # The clock (storage.timers): when the seat's pending decision started counting (None: no clock runs for
    # it), the time bank left, extra time the table granted for this decision, the escalation stage reached
    # (storage.clock.Stage) and when the scheduler must next look at the seat (a reminder or the expiry).
    turn_started_at: Mapped[datetime | None]
    bank_seconds: Mapped[float | None] = mapped_column(Float)
    extra_seconds: Mapped[float] = mapped_column(Float, default=0.0, server_default="0")
    stage: Mapped[int] = mapped_column(default=0, server_default="0")
    due_at: Mapped[datetime | None]
    asked_more_version: Mapped[int | None]  # the decision version for which the player asked for more time
    granted_version: Mapped[int | None]  # the decision version for which the table granted a day
    timeouts: Mapped[int] = mapped_column(default=0, server_default="0")  # decisions timed out since seated
    open: Mapped[bool] = mapped_column(default=False, server_default="0")  # played by timeout actions until claimed
    # A bot's strength (engine.players.Strength) when a bot plays the seat; its ``user_id`` is then a reserved
    # negative id (storage.bots), so no member query matches it. None: a member's seat.
    bot: Mapped[str | None] = mapped_column(String(8))
    # The colour its player picked in the lobby (0015): a key of the title's palette (renderers.seat_colours);
    # None: not picked, the seat is drawn in one of the colours left (renderers.kit.palette.assign_looks).
    colour: Mapped[str | None] = mapped_column(String(16))

    # The member's settings row (clock settings, how they are told), read only with the game in a move's
    # write (storage.unit.load with ``for_move``); None when they set nothing, and always for a bot.
    member: Mapped["Member | None"] = relationship(
        primaryjoin="foreign(Seat.user_id) == Member.user_id", viewonly=True, lazy="raise", uselist=False
    )


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
    auto: Mapped[bool]  # made for the seat, not by its player (``reason`` says why)
    created_at: Mapped[datetime]
    # The row's public event texts with seat placeholders; None for rows older than revision 0003.
    public_lines: Mapped[list[Any] | None] = mapped_column(JSON)  # each a str, or a message as data (i18n.text_data)
    reason: Mapped[str | None] = mapped_column(String(8))  # AutoReason of an automatic move; None for a player's
    user_id: Mapped[int | None] = mapped_column(BigInteger)  # who held the seat and made the move (None: automatic)
    # A player's own move: seconds from the start of the seat's decision to the move; None for other rows.
    think_seconds: Mapped[int | None]


class GameResult(Base):
    """One seat of a finished game: its place, score and statistics, written in the transaction that finished it.

    ``user_id`` is the member holding the seat at the end (None: an open seat nobody holds). The
    move statistics are that member's in that seat: ``moves`` made, the seconds each took
    (``think_seconds``, exact, for moves timed since revision 0005; ``think_total`` their sum) and
    ``timeouts`` while they held it. ``rated``: the seat took part in the rating update
    (storage.ratings), whose before/after values are kept.
    """

    __tablename__ = "results"
    __table_args__ = (
        UniqueConstraint("game_id", "seat"),
        Index(None, "guild_id", "game_key", "user_id"),
        Index(None, "guild_id", "user_id", "finished_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    guild_id: Mapped[Snowflake]
    game_key: Mapped[str] = mapped_column(String(40))
    seat: Mapped[int]
    user_id: Mapped[int | None] = mapped_column(BigInteger)
    display_name: Mapped[str] = mapped_column(String(100))
    rank: Mapped[int]  # the engine's Standing.rank: 1 for the winner(s), tied seats share it
    score: Mapped[int]
    players: Mapped[int]  # seats at the game
    finished_at: Mapped[datetime]
    rated: Mapped[bool] = mapped_column(default=False)
    mu_before: Mapped[float | None] = mapped_column(Float)
    sigma_before: Mapped[float | None] = mapped_column(Float)
    mu_after: Mapped[float | None] = mapped_column(Float)
    sigma_after: Mapped[float | None] = mapped_column(Float)
    moves: Mapped[int] = mapped_column(default=0)
    think_seconds: Mapped[list[int]] = mapped_column(JSON, default=list)
    think_total: Mapped[int] = mapped_column(default=0)
    timeouts: Mapped[int] = mapped_column(default=0)


class Rating(Base):
    """A member's skill rating at one title in one server (openskill Plackett-Luce); ``shown`` = mu - 3 sigma."""

    __tablename__ = "ratings"
    __table_args__ = (Index(None, "guild_id", "game_key", "shown"),)

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    game_key: Mapped[str] = mapped_column(String(40), primary_key=True)
    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    shown: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime]


class DmChannel(Base):
    """A user's direct-message channel, remembered so that no lookup precedes each DM."""

    __tablename__ = "dm_channels"

    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    channel_id: Mapped[Snowflake]


class Member(Base):
    """A member's clock settings, the same in every game: time zone, quiet hours, vacations (storage.clock)."""

    __tablename__ = "members"

    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    zone: Mapped[str] = mapped_column(String(64), default="UTC")
    quiet_start: Mapped[str | None] = mapped_column(String(5))  # "HH:MM" local; None: no quiet hours
    quiet_end: Mapped[str | None] = mapped_column(String(5))
    vacation: Mapped[list[list[str]]] = mapped_column(JSON, default=list)  # [["2026-12-24", "2026-12-31"], ...]
    leaderboard_hidden: Mapped[bool] = mapped_column(default=False, server_default="0")  # opted out of leaderboards
    language: Mapped[str | None] = mapped_column(String(8))  # the language they chose; None: follow Discord's
    discord_locale: Mapped[str | None] = mapped_column(String(16))  # their Discord locale, as last seen
    # How their turn reaches them (storage.members.NOTIFY_MODES): None, "ping" in the thread; "dm"; "both".
    notify: Mapped[str | None] = mapped_column(String(8))
    digest_at: Mapped[str | None] = mapped_column(String(5))  # "HH:MM" local: their daily digest; None: no digest
    digest_day: Mapped[str | None] = mapped_column(String(10))  # the local day ("YYYY-MM-DD") of the last digest done
    # A process sending their digest holds it until then (storage.digests); a later one may send it after.
    digest_claimed_until: Mapped[datetime | None]


class Proxy(Base):
    """A standing instruction a seat set privately (engine.core.ProxyRules), live until it ends or is cancelled."""

    __tablename__ = "proxies"

    id: Mapped[int] = mapped_column(primary_key=True)  # increasing: the order they were set
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int]
    data: Mapped[dict[str, Any]]
    created_at: Mapped[datetime]


class Vote(Base):
    """A vote to skip or expel a seat whose clock ran out under the "wait" policy: one per voter and decision."""

    __tablename__ = "votes"
    __table_args__ = (UniqueConstraint("game_id", "seat", "decision_version", "voter_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    seat: Mapped[int]  # the seat voted on
    decision_version: Mapped[int]  # that seat's overdue decision
    voter_id: Mapped[Snowflake]
    choice: Mapped[str] = mapped_column(String(8))  # "skip" or "expel"
    created_at: Mapped[datetime]


class CampaignStatus(StrEnum):
    """Where a campaign is in its life: members join while it is open; it runs from its first game."""

    OPEN = "open"
    RUNNING = "running"
    ENDED = "ended"


class Campaign(Base):
    """A season of games among a channel's members, with its titles, placement points and schedule.

    ``titles``: ``[{"game": key, "options": {...}, "table": {...}}]`` (resolved game options and
    storage.table settings); ``points``: the points of 1st, 2nd, ... place (``[5, 3, 2, 1]``);
    ``schedule``: ``{"kind": "fixed"|"round-robin"|"on-demand", "sizes": [low, high], "rounds": n}``;
    ``scheduled``: how many of its fixed games or round-robin rounds were started.
    """

    __tablename__ = "campaigns"
    __table_args__ = (Index(None, "guild_id", "channel_id", "status"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    guild_id: Mapped[Snowflake]
    channel_id: Mapped[Snowflake]
    name: Mapped[str] = mapped_column(String(100))
    creator_id: Mapped[Snowflake]
    status: Mapped[str] = mapped_column(String(16))
    titles: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    points: Mapped[list[int]]
    schedule: Mapped[dict[str, Any]]
    scheduled: Mapped[int] = mapped_column(default=0)
    message_id: Mapped[Snowflake | None]  # the campaign's message (Join / Leave while open)
    summary_message_id: Mapped[Snowflake | None]  # the pinned summary that updates itself
    summary_claimed_at: Mapped[datetime | None]  # when a caller claimed the posting of the summary (once, leased)
    final_posted: Mapped[bool] = mapped_column(default=False, server_default="0")  # the final standings were posted
    created_at: Mapped[datetime]
    ended_at: Mapped[datetime | None]


class CampaignMember(Base):
    """A member of a campaign: the name as they typed it when joining; ``left_at`` once they left."""

    __tablename__ = "campaign_members"
    __table_args__ = (UniqueConstraint("campaign_id", "user_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)  # increasing: the join order
    campaign_id: Mapped[int] = mapped_column(ForeignKey("campaigns.id", ondelete="CASCADE"))
    user_id: Mapped[Snowflake]
    display_name: Mapped[str] = mapped_column(String(100))
    joined_at: Mapped[datetime]
    left_at: Mapped[datetime | None]


class Dashboard(Base):
    """A channel's self-updating list of its open games (``/game dashboard``)."""

    __tablename__ = "dashboards"

    channel_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    guild_id: Mapped[Snowflake]
    message_id: Mapped[Snowflake]


class Server(Base):
    """A server's own settings (issues 25, 26): its lobbies' language, who may host games, where, how many.

    No row: every default (English, no game host role, games in any channel, no limit per member).
    """

    __tablename__ = "servers"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    language: Mapped[str] = mapped_column(String(8), default="en", server_default="en")
    host_role_id: Mapped[int | None] = mapped_column(BigInteger)  # its members moderate any game (0016)
    game_channels: Mapped[list[int]] = mapped_column(JSON, default=list, server_default="[]")  # []: any channel
    max_open_games: Mapped[int | None]  # the most lobby or active games a member sits at; None: no limit


class Moderation(Base):
    """What a moderator did to a game (issue 26): abandoned it, expelled a seat, played a seat's timeout move.

    ``version``: the game's version when it was done (the moves it caused come after it in the
    action log, with higher ``seq``). ``line``: the public line, as data
    (:func:`i18n.text_data`), naming the moderator by mention, read in the game's language when shown.
    """

    __tablename__ = "moderation"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    version: Mapped[int]
    kind: Mapped[str] = mapped_column(String(16))  # "abandon", "expel" or "timeout"
    seat: Mapped[int | None]  # the seat acted on (None: the whole game)
    actor_id: Mapped[Snowflake]
    line: Mapped[Any] = mapped_column(JSON)
    created_at: Mapped[datetime]


class RateLimit(Base):
    """A pause every process sharing the bot token keeps (issue 23): Discord said the global limit was passed."""

    __tablename__ = "rate_limits"

    name: Mapped[str] = mapped_column(String(40), primary_key=True)  # "global": the bot token's one limit
    slow_until: Mapped[datetime]


class DutyLease(Base):
    """Who does the background duties of one gateway shard's servers now (issue 23: a handover without a gap).

    Each process renews the leases of the shards it runs (``native``); a lease left to expire (its
    holder died) is taken over by another process, and given back the moment the native one returns
    (a native process started later, say restarted after a crash, takes it from an older one too).
    """

    __tablename__ = "duty_leases"

    shard_id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    holder: Mapped[str] = mapped_column(String(100))  # the holding process: host, pid and a random tag
    native: Mapped[bool]  # whether the holder runs this gateway shard (it may take the lease from a non-native one)
    holder_since: Mapped[datetime]  # when the holder started: a newer native process takes over from an older one
    expires_at: Mapped[datetime]  # free to take from then on (a clean stop sets it to the moment it stops)
