"""Moderators' actions on record (issue 26): who abandoned a game, expelled a seat or played its timeout move.

Each is written in the transaction of the action itself (:func:`record`), with the game's version
right after it and a public line (the moderator by mention, a seat as its placeholder), so
``/game log`` and ``/game export`` show it in its place among the moves, in the reader's language.
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from engine.core import seat_ref
from i18n import Text, _, text_data, text_of
from storage.models import Moderation
from storage.unit import Repository

ABANDON, EXPEL, TIMEOUT = "abandon", "expel", "timeout"


def moderator_ref(user_id: int) -> str:
    """A moderator as the log line names them: a mention (Discord shows the name; nobody is pinged by a log)."""
    return f"<@{int(user_id)}>"


def line_of(kind: str, actor_id: int, seat: int | None = None) -> Text:
    """The public line of a moderator's action (with a seat placeholder for the seat acted on)."""
    moderator = moderator_ref(actor_id)
    if kind == ABANDON:
        return _("{moderator} abandoned the game.", moderator=moderator)
    assert seat is not None, kind
    if kind == EXPEL:
        return _(
            "{moderator} expelled {player}; the seat is open for a substitute.",
            moderator=moderator,
            player=seat_ref(seat),
        )
    return _("{moderator} played the timeout move for {player}.", moderator=moderator, player=seat_ref(seat))


@dataclass(frozen=True, slots=True)
class ModerationRecord:
    """One moderator's action as read back."""

    version: int
    kind: str
    seat: int | None
    actor_id: int
    line: str  # a Text when stored as a message (always, since 0016)
    created_at: datetime

    def export(self) -> dict[str, Any]:
        """The record as ``/game export`` writes it."""
        return {
            "version": self.version,
            "kind": self.kind,
            "seat": self.seat,
            "user_id": self.actor_id,
            "line": str(self.line),
            "time": self.created_at.isoformat(),
        }


async def record(
    session: AsyncSession, game_id: int, version: int, kind: str, actor_id: int, seat: int | None, now: datetime
) -> Text:
    """Write a moderator's action in the caller's transaction; its public line."""
    line = line_of(kind, actor_id, seat)
    session.add(
        Moderation(
            game_id=game_id,
            version=version,
            kind=kind,
            seat=seat,
            actor_id=actor_id,
            line=text_data(line),
            created_at=now,
        )
    )
    await session.flush()
    return line


class ModerationRepository(Repository):
    """A game's moderation record, read."""

    async def of_game(self, game_id: int) -> list[ModerationRecord]:
        """Every moderator's action on a game, oldest first."""
        async with self._db.sessions() as session:
            rows = await session.scalars(
                select(Moderation).where(Moderation.game_id == game_id).order_by(Moderation.id)
            )
            return [
                ModerationRecord(row.version, row.kind, row.seat, row.actor_id, text_of(row.line), row.created_at)
                for row in rows
            ]
