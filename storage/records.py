"""What the repository hands out: frozen records, never ORM objects (STYLE.md "Storage")."""

from dataclasses import dataclass
from datetime import datetime
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
    deadline_at: datetime | None = None
    board_version: int | None = None  # the version the thread's board message shows

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
