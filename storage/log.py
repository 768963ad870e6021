"""The action log as data: folding undos away, and moves played for resigned seats.

Pure functions over records and engine states (no database): the repository calls
them inside its transactions, and a replay uses the same fold (DESIGN.md "Undo":
storage takes a move back by replaying the log without it).
"""

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import Any

from engine.core import Event, GameSpec, seat_ref
from engine.core.decision import Action
from engine.core.game import apply, can_undo, pending
from storage.models import ActionKind
from storage.records import ActionRecord

MAX_AUTO_MOVES = 10_000
"""A guard: more default moves than this in a row means the game would never reach a living seat."""


@dataclass(frozen=True, slots=True)
class Move:
    """A log row in the making: a move applied in memory, or an undo."""

    seat: int
    action: Action
    events: list[Event]
    auto: bool = False
    kind: ActionKind = ActionKind.MOVE

    @property
    def public_lines(self) -> list[str]:
        """What everyone may read of this row, with seat placeholders (stored with the row)."""
        if self.kind == ActionKind.UNDO:
            return [f"{seat_ref(self.seat)} took back their last move."]
        return [event.text for event in self.events if event.public]

    @property
    def undoable(self) -> bool:
        """Whether this is a move that revealed nothing, so its seat may take it back."""
        return self.kind == ActionKind.MOVE and can_undo(self.events)


def undo_of(seat: int, cancelled: ActionRecord) -> Move:
    """The log row by which ``seat`` takes back ``cancelled``."""
    return Move(seat, {"type": ActionKind.UNDO.value, "seq": cancelled.seq}, [], kind=ActionKind.UNDO)


def effective_moves(rows: Iterable[ActionRecord]) -> list[ActionRecord]:
    """The moves that still count, oldest first: each undo cancels the latest one before it.

    Example: move 1, move 2, undo, move 4 gives [move 1, move 4].
    """
    moves: list[ActionRecord] = []
    for row in rows:
        if row.kind == ActionKind.UNDO:
            cancelled = moves.pop()
            assert row.action.get("seq") == cancelled.seq, f"undo {row.seq} names {row.action}, not {cancelled.seq}"
        else:
            moves.append(row)
    return moves


def play_for_resigned(spec: GameSpec, state: Any, resigned: Collection[int]) -> tuple[Any, list[Move]]:
    """Apply each resigned seat's fallback (timeout action or default option) while one is pending.

    The new state and those moves.
    """
    moves: list[Move] = []
    while decision := next((d for d in pending(spec, state) if d.seat in resigned), None):
        if len(moves) >= MAX_AUTO_MOVES:
            raise RuntimeError(f"{spec.key}: still waiting on resigned seats after {MAX_AUTO_MOVES} default moves")
        action = decision.fallback.action
        state, events = apply(spec, state, decision.seat, action, timed_out=True)
        moves.append(Move(decision.seat, action, events, auto=True))
    return state, moves
