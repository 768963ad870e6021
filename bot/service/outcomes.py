"""What the service hands to the presentation: plain, frozen outcomes built from views (DESIGN.md "Bot").

A :class:`Board` holds only what the channel may show (a secret decision appears as a seat and
nothing else), a :class:`Panel` holds one seat's own view and decision, a :class:`Change` is one
change to a game computed once.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from engine.core import Decision, Event, Option, OptionSpec, Result, SetChoice, TypedAnswer, fill_names
from i18n import say
from storage.models import GameStatus
from storage.records import GameRecord, SeatRecord

if TYPE_CHECKING:
    from bot.service.snapshots import Snapshot


@dataclass(frozen=True, slots=True)
class Picture:
    """An attachment (a PNG image; a replay's hidden piles or an export as text) and its text alternative."""

    data: bytes
    filename: str
    description: str


@dataclass(frozen=True, slots=True)
class Lobby:
    """A game before it starts: who sits, which options are chosen."""

    game_id: int
    title: str
    status: str
    creator_id: int
    players: tuple[SeatRecord, ...]
    min_seats: int
    max_seats: int
    options: tuple[tuple[OptionSpec, str], ...]  # each game option, then each table setting, with its value
    thread_id: int | None
    lobby_message_id: int | None
    clock: str = ""  # the table's clock in one line ("" without one)
    table_from: int | None = None  # where the table settings start in ``options`` (None: all are the game's)
    language: str = "en"  # the game's: its lobby post and thread are told in it
    private: bool = False  # its thread is private: only the players (and members with Manage Threads) see it
    invited: tuple[int, ...] | None = None  # who may join besides the creator (issue 26); None: anyone
    # The title's seat colours, and the one each player (as ``players``) picked; None: not picked.
    colours: tuple[tuple[Any, ...], tuple[Any, ...]] = ((), ())
    rematch_of: int | None = None  # the finished game this lobby is the rematch of


@dataclass(frozen=True, slots=True)
class Waiting:
    """A seat the game waits for. ``prompt`` is empty when its decision is secret."""

    seat: int
    user_id: int
    prompt: str
    secret: bool
    deadline: datetime | None = None  # when its clock runs out (games with a clock)
    bot: bool = False  # a bot plays the seat now (its own, or an open seat): never mentioned nor pinged


@dataclass(frozen=True, slots=True)
class OpenChoice:
    """A decision as the channel may show it: one seat's non-secret options, never its private context."""

    seat: int
    prompt: str
    options: tuple[Option, ...]
    quick: tuple[int, ...] = ()  # the options shown as buttons when there are many (never the seat's own ones)
    typed: tuple[TypedAnswer, ...] = ()
    set_choice: SetChoice | None = None


@dataclass(frozen=True, slots=True)
class Board:
    """The public board of a running or finished game: everything the thread may show."""

    game_id: int
    version: int
    title: str
    status: str
    names: tuple[str, ...]
    user_ids: tuple[int, ...]
    summary: str  # the renderer's text alternative of the public view
    pictures: tuple[Picture, ...]  # the board, then any further images (Burgundy: one per estate)
    waiting: tuple[Waiting, ...]
    choice: OpenChoice | None  # shown as components when exactly one seat is pending on a public decision
    last_line: str  # what just happened, public events only
    result: Result | None
    plain_names: tuple[str, ...] = ()  # the names for component labels, which Discord does not format

    @property
    def waiting_seats(self) -> tuple[int, ...]:
        """The seats that must act now, in seat order."""
        return tuple(w.seat for w in self.waiting)


@dataclass(frozen=True, slots=True)
class Hand:
    """One seat's private view, as a picture and its text."""

    game_id: int
    title: str
    version: int
    seat: int
    summary: str
    pictures: tuple[Picture, ...]  # the hand, then any further images


@dataclass(frozen=True, slots=True)
class Panel:
    """One seat's turn panel: its private view, its decision (with the private context) and who else is awaited."""

    hand: Hand
    names: tuple[str, ...]
    status: str
    decision: Decision | None
    waiting: tuple[Waiting, ...]
    notice: str = ""
    page: int = 0
    events: tuple[str, ...] = ()  # this seat's private events of its latest action, names filled in
    help: str = ""  # the game's private "what can I do?" summary for this seat, when it offers one
    plain_names: tuple[str, ...] = ()  # the names for component labels, which Discord does not format
    recap: tuple[str, ...] = ()  # public lines of the moves since this seat's latest one, when asked for


@dataclass(frozen=True, slots=True)
class Change:
    """One change to a running game, computed once: a move, an undo, a resignation or the start.

    It holds the game before and after (as snapshots: record, pending decisions, public view and
    each seat's view, each computed at most once), the events and their public and private
    lines. The turn panel, the thread's board and the DMs are all built from it: none of them
    reads the game again. Whom it owes a DM was stored with it (:attr:`owed`).
    """

    after: "Snapshot"
    before: "Snapshot | None"
    seat: int | None
    events: tuple[Event, ...] = ()
    line: str = ""  # the public lines, names filled in
    # each seat's private lines, said in no language yet and names unfilled: ``bot.languages.spoken`` says each
    # in its reader's language (the mover's panel, the DM)
    private_events: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    started: bool = False  # the game has just started: every seat's private view is new
    new_turn: bool = False  # the mover ended a secret decision and now has a public one: post the board anew
    record: str = ""  # the public lines as a chapter's lasting record tells them (Event.brief), names filled in

    @property
    def game(self) -> GameRecord:
        """The game as stored after the change."""
        return self.after.record

    @property
    def owed(self) -> tuple[int, ...]:
        """The seats owed a DM of their private view once this change is stored (``SeatRecord.dm_version``)."""
        return tuple(seat.seat for seat in self.game.seats if seat.dm_version is not None)

    @property
    def finished(self) -> bool:
        """Whether this change ended the game."""
        return self.game.status == GameStatus.FINISHED


@dataclass(frozen=True, slots=True)
class GameLine:
    """One game in ``/game list``."""

    game_id: int
    title: str
    status: str
    names: tuple[str, ...]
    waiting: tuple[str, ...]
    channel_id: int
    thread_id: int | None


@dataclass(frozen=True, slots=True)
class Choices:
    """What ``/play`` autocompletes: a seat's decision at a state version, with names to fill in."""

    game_id: int
    version: int
    decision: Decision | None
    names: tuple[str, ...]

    def labels(self, language: str = "en") -> list[str]:
        """The option labels in ``language``, with player names filled in."""
        if self.decision is None:
            return []
        names = [say(name, language) for name in self.names]  # a bot's name is a message
        return [fill_names(say(option.label, language), names) for option in self.decision.options]


@dataclass(frozen=True, slots=True)
class Nudge:
    """A reminder to one player that their clock is running low (half gone, or 10 % left)."""

    game_id: int
    title: str
    user_id: int
    seat: int
    last: bool  # the 10 % reminder (else the half-time one)
    left: str  # the counted time left, in words
    deadline: datetime | None
    guild_id: int
    thread_id: int | None
    board_message_id: int | None


@dataclass(frozen=True, slots=True)
class TableCall:
    """A message for the thread that asks the table something: a vote, an open seat, a request for more time."""

    kind: str  # "vote" (skip or expel an overdue seat), "open" (a seat to claim), "more" (grant a day?)
    game_id: int
    title: str
    seat: int
    name: str  # the seat's player, shown
    user_id: int  # the seat's player
    decision_version: int  # the decision the call is about (0 for an open seat)
    asked: tuple[int, ...] = ()  # user ids asked to answer (pinged): the other players
    reason: str = ""  # why, e.g. "after 3 timeouts"
    language: str = "en"  # the game's: the call is posted in its thread


@dataclass(frozen=True, slots=True)
class Tick:
    """What the scheduler did to one game: the change made (timeouts), reminders to send, calls to post."""

    game_id: int
    change: Change | None
    nudges: tuple[Nudge, ...] = ()
    calls: tuple[TableCall, ...] = ()


@dataclass(frozen=True, slots=True)
class VoteOutcome:
    """A vote cast on an overdue seat: the counts, and the change if it settled the question."""

    call: TableCall
    votes: Mapping[str, int]
    needed: int
    decided: str | None
    change: Change | None


@dataclass(frozen=True, slots=True)
class ReplayShown:
    """One step of a finished game's replay, as its message shows it: names filled in, nothing hidden.

    ``view`` is None for the board (the public pictures), else the seat whose private view the
    pictures are; ``revealed`` names what no seat sees. Step 0 is the set-up (no move, no mover).
    """

    game_id: int
    title: str
    number: int
    total: int
    names: tuple[str, ...]  # as message text (``bot.names.shown``)
    plain_names: tuple[str, ...]  # for menu labels
    chapter: str
    mover: int | None
    reason: str | None
    lines: tuple[str, ...]
    revealed: tuple[str, ...]
    view: int | None
    pictures: tuple[Picture, ...]
