"""The action log as data: folding undos away, and moves played for seats nobody plays.

Pure functions over records and engine states (no database): the repository calls
them inside its transactions, and a replay uses the same fold (DESIGN.md "Undo":
storage takes a move back by replaying the log without it).
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.core import Event, GameSpec, seat_ref
from engine.core.decision import Action
from engine.core.game import apply, can_undo, pending
from i18n import _, text_data
from storage.models import ActionKind, AutoReason
from storage.records import ActionRecord

MAX_AUTO_MOVES = 10_000
"""A guard: more default moves than this in a row means the game would never reach a living seat."""


@dataclass(frozen=True, slots=True)
class Move:
    """A log row in the making: a move applied in memory, or an undo.

    ``reason`` is why the move was made for the seat (None: its player made it, ``user_id``).
    """

    seat: int
    action: Action
    events: list[Event]
    reason: AutoReason | None = None
    kind: ActionKind = ActionKind.MOVE
    user_id: int | None = None

    @property
    def auto(self) -> bool:
        """Whether the move was made for the seat rather than by its player."""
        return self.reason is not None

    @property
    def public_lines(self) -> list[Any]:
        """What everyone may read of this row, with seat placeholders, as stored with the row.

        A line made by a message is stored as its message and parameters (:func:`i18n.text_data`),
        so a thread reads it in its language whenever it is shown; :func:`i18n.text_of` reads it back.
        """
        if self.kind == ActionKind.UNDO:
            return [text_data(_("{player} took back their last move.", player=seat_ref(self.seat)))]
        return [text_data(event.text) for event in self.events if event.public]

    @property
    def undoable(self) -> bool:
        """Whether this is a move that revealed nothing, so its seat may take it back."""
        return self.kind == ActionKind.MOVE and self.reason is None and can_undo(self.events)


def undo_of(seat: int, cancelled: ActionRecord, user_id: int | None = None) -> Move:
    """The log row by which ``seat`` takes back ``cancelled``."""
    return Move(seat, {"type": ActionKind.UNDO.value, "seq": cancelled.seq}, [], kind=ActionKind.UNDO, user_id=user_id)


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


def play_automatic(spec: GameSpec, state: Any, seats: Mapping[int, AutoReason]) -> tuple[Any, list[Move]]:
    """Play each listed seat's fallback (its timeout action, else its default option) while one is pending.

    ``seats`` are the seats nobody plays now (resigned, or open until a substitute comes), each with
    the reason its moves are logged with. The new state and those moves.
    """
    moves: list[Move] = []
    while decision := next((d for d in pending(spec, state) if d.seat in seats), None):
        if len(moves) >= MAX_AUTO_MOVES:
            raise RuntimeError(f"{spec.key}: still waiting on unplayed seats after {MAX_AUTO_MOVES} default moves")
        action = decision.fallback.action
        state, events = apply(spec, state, decision.seat, action, timed_out=True)
        moves.append(Move(decision.seat, action, events, seats[decision.seat]))
    return state, moves
