"""A finished game's result rows, seat by seat, as pure rules: who gets one, their place, moves and time to move.

Pure functions over the game's seats, the engine's :class:`~engine.core.Result` and the action log;
the repository writes what they compute in the transaction that finishes the game (and its backfill).

The stated rules (README "Ratings and statistics"):

- a seat's result goes to the member holding it at the end: a substitute who finishes a seat gets
  it, and a member who was expelled or replaced keeps no result for that game;
- a seat open at the end (nobody holds it) gets a result row without a member, and no rating;
- a bot's seat gets a result row without a member, and a game with a bot seat is rated for nobody;
- a resigned seat keeps its member and the place the engine gives it;
- a member's moves are the effective moves (undone ones do not count) they made themselves in that
  seat; their time to move is each timed move's seconds from the start of the decision; their
  timeouts are the seat's timed-out and skipped decisions since they took it.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.core import Result
from storage.log import effective_moves
from storage.models import ActionKind
from storage.records import ActionRecord


@dataclass(frozen=True, slots=True)
class SeatState:
    """A seat as the game ends: who holds it and how."""

    seat: int
    user_id: int
    name: str
    resigned: bool
    open: bool
    timeouts: int
    bot: str | None = None  # the strength of the bot that played the seat (no member holds it)


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's result: its member (None: open), place, score and that member's move statistics."""

    seat: int
    user_id: int | None
    name: str
    rank: int
    score: int
    moves: int
    think_seconds: tuple[int, ...]
    timeouts: int

    @property
    def rated(self) -> bool:
        """Whether the seat may take part in a rating (a member holds it)."""
        return self.user_id is not None


def seat_results(seats: Iterable[SeatState], result: Result, log: Sequence[ActionRecord]) -> list[SeatResult]:
    """Every seat's result, in seat order (see the module's rules)."""
    standings = {standing.seat: standing for standing in result.standings}
    moves = [row for row in effective_moves(log) if row.kind == ActionKind.MOVE and not row.auto]
    found = []
    for seat in sorted(seats, key=lambda s: s.seat):
        standing = standings[seat.seat]
        holder = None if seat.open or seat.bot is not None else seat.user_id
        mine = [row for row in moves if row.seat == seat.seat and holder is not None and row.user_id == holder]
        found.append(
            SeatResult(
                seat=seat.seat,
                user_id=holder,
                name=seat.name,
                rank=standing.rank,
                score=standing.score,
                moves=len(mine),
                think_seconds=tuple(row.think_seconds for row in mine if row.think_seconds is not None),
                timeouts=seat.timeouts if holder is not None else 0,
            )
        )
    return found


def rated_ranks(results: Iterable[SeatResult]) -> dict[int, int]:
    """The places of the seats that take part in the rating, by member (open seats are left out)."""
    return {found.user_id: found.rank for found in results if found.user_id is not None}
