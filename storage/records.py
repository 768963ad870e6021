"""What the repository hands out: frozen records, never ORM objects (STYLE.md "Storage")."""

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from engine.core import Event, GameSpec, get_game
from engine.core.decision import Action


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """A player at a game; in the lobby ``seat`` is the one they would take if it started now."""

    seat: int
    user_id: int
    name: str
    resigned: bool
    decision_version: int = 0  # the game version at which this seat's pending decision last changed
    dm_refused_at: datetime | None = None  # when this player last refused a DM (50007)
    open: bool = False  # timed out too often or expelled: played by timeout actions until a substitute claims it
    timeouts: int = 0  # decisions of this seat that timed out since its player took it
    turn_started_at: datetime | None = None  # when its pending decision started counting; None: no clock runs
    due_at: datetime | None = None  # when the scheduler next looks at it (a reminder or the expiry)
    bank_seconds: float | None = None  # what is left of its time bank (bank clocks only)
    extra_seconds: float = 0.0  # time the table granted for the pending decision
    stage: int = 0  # the escalation reached for the pending decision (storage.clock.Stage)
    asked_more_version: int | None = None  # the decision version for which its player asked for more time
    granted_version: int | None = None  # the decision version for which the table granted a day
    dm_version: int | None = None  # the game version whose private view this seat is owed by DM (None: nothing)
    bot: str | None = None  # the strength of the bot that plays this seat (storage.bots); None: a member's seat
    decision_at: datetime | None = None  # when its pending decision began (its wait, in a digest)
    # How its member wants their turn told (/me notify), when their settings were read with the record (None: not
    # read). Not part of the seat's identity: a record is the same whether or not it was read with it.
    notify: str | None = field(default=None, compare=False)
    colour: str | None = None  # the colour its player picked in the lobby (a palette key); None: one of those left

    @property
    def playing(self) -> bool:
        """Whether a person plays this seat now (not resigned, not open, not a bot)."""
        return not self.resigned and not self.open and self.bot is None


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game as stored, with its engine state decoded (None in the lobby)."""

    id: int
    guild_id: int
    channel_id: int
    thread_id: int | None
    lobby_message_id: int | None
    board_message_id: int | None
    board_waiting: tuple[int, ...]
    game_key: str
    options: dict[str, str]
    seed: int
    status: str
    version: int
    creator_id: int
    seats: tuple[SeatRecord, ...]
    state: Any
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None = None
    board_version: int | None = None  # the version the thread's board message shows
    board_since: int | None = None  # the version the thread's board message was put up at
    table: dict[str, str] = field(default_factory=dict)  # the table's settings (storage.table): clock, policy...
    campaign_id: int | None = None  # the campaign that started the game (storage.campaigns)
    invited: tuple[int, ...] | None = None  # who may join the lobby besides its creator; None: anyone
    rematch_id: int | None = None  # the lobby this finished game's Rematch opened
    rematch_of: int | None = None  # the finished game this lobby is the rematch of

    @property
    def colours(self) -> list[str | None]:
        """The colour each seat's player picked, by seat (None: not picked)."""
        return [s.colour for s in sorted(self.seats, key=lambda s: s.seat)]

    def seat_record(self, seat: int) -> SeatRecord | None:
        """The record of seat number ``seat``, if there is one."""
        return next((s for s in self.seats if s.seat == seat), None)

    def accepts(self, seat: int, version: int) -> bool:
        """Whether a choice ``seat`` made while looking at ``version`` still stands.

        It does when ``version`` is not in the future and no change since it altered the
        seat's pending decision: other players' moves in a simultaneous phase leave it
        valid, the seat's own move (or any change to its options) makes it stale.
        """
        found = self.seat_record(seat)
        floor = found.decision_version if found is not None else self.version
        return floor <= version <= self.version

    def seat_of(self, user_id: int) -> int | None:
        """The seat ``user_id`` holds at this game, if any."""
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    @property
    def names(self) -> list[str]:
        """Display names by seat, for ``engine.core.fill_names``."""
        return [s.name for s in sorted(self.seats, key=lambda s: s.seat)]

    @property
    def spec(self) -> GameSpec:
        """The game's rules."""
        return get_game(self.game_key)


@dataclass(frozen=True, slots=True)
class ActionRecord:
    """One row of a game's log: a ``move`` or an ``undo`` (which names the cancelled ``seq``)."""

    seq: int
    seat: int
    kind: str
    action: Action
    undoable: bool
    auto: bool
    created_at: datetime
    public_lines: tuple[str, ...] | None = None  # with seat placeholders; None for rows stored before 0003
    reason: str | None = None  # why an automatic move was made (storage.models.AutoReason)
    user_id: int | None = None  # who made a player's move
    think_seconds: int | None = None  # how long a player's own move took from the start of the decision


@dataclass(frozen=True, slots=True)
class Applied:
    """A move that was applied, with everything auto-played after it for resigned seats.

    ``events`` are the move's events followed by those of the auto-played moves.
    """

    game: GameRecord
    before: GameRecord
    seat: int
    action: Action
    events: list[Event]


@dataclass(frozen=True, slots=True)
class Undone:
    """A move taken back: ``undone`` is the log row that no longer counts."""

    game: GameRecord
    before: GameRecord
    seat: int
    undone: ActionRecord


@dataclass(frozen=True, slots=True)
class Resigned:
    """A seat that resigned, with the events of the moves auto-played for resigned seats since."""

    game: GameRecord
    before: GameRecord
    seat: int
    events: list[Event]


@dataclass(frozen=True, slots=True)
class Reminder:
    """A seat whose clock passed half its time or has 10 % left: its player is reminded."""

    game: GameRecord
    seat: int
    stage: int  # storage.clock.Stage.HALF or LAST_TENTH
    left: timedelta  # counted time left
    deadline: datetime | None  # when it times out, as the member's settings stand


@dataclass(frozen=True, slots=True)
class Overdue:
    """What the scheduler did to one game whose seats were due: reminders, timeouts, votes called."""

    game: GameRecord
    before: GameRecord
    reminders: tuple[Reminder, ...] = ()
    timed_out: tuple[int, ...] = ()  # seats whose timeout action was played
    opened: tuple[int, ...] = ()  # seats that opened for a substitute after too many timeouts
    vote_on: tuple[int, ...] = ()  # seats whose time ran out under the "wait" policy: the table may vote
    events: tuple[Event, ...] = ()  # the events of the moves played


@dataclass(frozen=True, slots=True)
class Voted:
    """A vote on an overdue seat, and what the table decided if this vote settled it."""

    game: GameRecord
    before: GameRecord
    seat: int
    choice: str  # "skip" or "expel"
    votes: dict[str, int]  # counts so far by choice
    needed: int  # votes that settle it
    decided: str | None  # the choice the table made, once a majority agrees
    events: tuple[Event, ...] = ()


@dataclass(frozen=True, slots=True)
class Moderated:
    """A moderator expelled a seat's player or played its timeout move (issue 26)."""

    game: GameRecord
    before: GameRecord
    seat: int
    kind: str  # "expel" or "timeout" (storage.moderation)
    line: str  # the public line on record, naming the moderator (a Text)
    events: tuple[Event, ...] = ()


@dataclass(frozen=True, slots=True)
class Claimed:
    """A substitute (or its former player) took an open seat."""

    game: GameRecord
    before: GameRecord
    seat: int
    previous_user_id: int


@dataclass(frozen=True, slots=True)
class StoredBoard:
    """What is stored of a game's thread, read alone: its version and the board message it shows.

    A process that shares the database checks what it remembers of a game against this before
    using it (another process may have moved, posted a board or edited it since).
    """

    version: int
    board_message_id: int | None
    board_version: int | None
    board_since: int | None


@dataclass(frozen=True, slots=True)
class DashboardRecord:
    """A channel's self-updating list of its open games: the message that shows it (``/game dashboard``)."""

    channel_id: int
    guild_id: int
    message_id: int


@dataclass(frozen=True, slots=True)
class ResultRecord:
    """One member's result at one finished game (``results`` row), as statistics read it."""

    game_id: int
    game_key: str
    rank: int
    score: int
    players: int
    finished_at: datetime
    moves: int
    think_seconds: tuple[int, ...]  # the seconds of each timed move (moves from before revision 0005 have none)
    timeouts: int
    bots: int = 0  # bot seats at the game (a game with bots is not rated)


@dataclass(frozen=True, slots=True)
class RatingRecord:
    """A member's rating at one title in one server; ``shown`` is mu - 3 sigma."""

    user_id: int
    game_key: str
    mu: float
    sigma: float
    shown: float
    games: int


@dataclass(frozen=True, slots=True)
class HistoryRecord:
    """A member's finished or abandoned game, as ``/game history`` lists it (place and score: finished only)."""

    game_id: int
    game_key: str
    status: str
    finished_at: datetime
    players: int
    rank: int | None
    score: int | None
    guild_id: int
    channel_id: int
    thread_id: int | None
    board_message_id: int | None  # a finished game's: its result message (final image and summary)
    bots: int = 0  # bot seats at the game (a game with bots is not rated)


@dataclass(frozen=True, slots=True)
class CampaignTitle:
    """A title a campaign plays, with the game options and table settings (clock...) its games get."""

    game_key: str
    options: dict[str, str]
    table: dict[str, str]


@dataclass(frozen=True, slots=True)
class CampaignMemberRecord:
    """A campaign's member: the name as typed when they joined; ``left_at`` once they left."""

    user_id: int
    name: str
    joined_at: datetime
    left_at: datetime | None = None

    @property
    def active(self) -> bool:
        """Whether they are still in the campaign (and may be scheduled)."""
        return self.left_at is None


@dataclass(frozen=True, slots=True)
class CampaignRecord:
    """A campaign as stored, with its members in join order."""

    id: int
    guild_id: int
    channel_id: int
    name: str
    creator_id: int
    status: str
    titles: tuple[CampaignTitle, ...]
    points: tuple[int, ...]
    kind: str  # storage.scheduling.KINDS
    sizes: tuple[int, int]  # the table sizes its games are played at (low, high)
    rounds: int  # rounds of a round robin
    scheduled: int  # fixed games or round-robin rounds started so far
    members: tuple[CampaignMemberRecord, ...]
    created_at: datetime
    ended_at: datetime | None = None
    message_id: int | None = None
    summary_message_id: int | None = None
    final_posted: bool = False  # its final standings were posted (an ended campaign owes them until then)

    @property
    def active_members(self) -> tuple[CampaignMemberRecord, ...]:
        """The members who have not left, in join order."""
        return tuple(member for member in self.members if member.active)

    def member(self, user_id: int) -> CampaignMemberRecord | None:
        """The member with this id, if they ever joined."""
        return next((member for member in self.members if member.user_id == user_id), None)


@dataclass(frozen=True, slots=True)
class CampaignGameRecord:
    """A game a campaign started: its players in seat order, with each one's place once it finished."""

    game_id: int
    game_key: str
    status: str
    channel_id: int
    thread_id: int | None
    board_message_id: int | None  # a finished game's: its result message
    created_at: datetime
    finished_at: datetime | None
    players: tuple[tuple[int, str], ...]  # (user id, name) by seat
    ranks: tuple[int, ...] = ()  # each seat's place, once finished


@dataclass(frozen=True, slots=True)
class Scheduled:
    """What ``/campaign schedule`` started: the campaign after it and the games, started and seated."""

    campaign: CampaignRecord
    games: tuple[GameRecord, ...]
