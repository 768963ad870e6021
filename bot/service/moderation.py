"""The moderation flow (``/moderate`` in ``bot/cogs/admin.py``, issue 26): expel a seat's player, play its timeout.

Each is put on the game's record with who did it and shown in its thread.

A moderator of a game is a member with Manage Threads in its channel or with the server's game
host role (``/server settings``): :func:`bot.permissions.moderator_check` reads both.
"""

from bot.refusals import NotAllowed
from bot.service.core import Flow, ManagePermission
from bot.service.finding import require_guild
from bot.service.outcomes import Change
from i18n import _
from storage.errors import NotSeated
from storage.moderation import EXPEL, TIMEOUT
from storage.records import GameRecord


class ModerationFlow(Flow):
    """What a moderator does to a running game's seats."""

    async def act(
        self, game_id: int, user_id: int, player_id: int, kind: str, *, may_moderate: ManagePermission, guild_id: int
    ) -> Change:
        """``kind`` (expel or timeout) on the seat ``player_id`` holds; refused unless the caller moderates the game."""
        if kind not in (EXPEL, TIMEOUT):
            raise ValueError(kind)
        seats: list[int] = []

        def check(record: GameRecord) -> None:
            require_guild(record, guild_id, dm_ok=False)
            allowed = may_moderate(record) if callable(may_moderate) else may_moderate
            if not allowed:
                raise NotAllowed(_("Only a moderator or a game host of this server can do that."))
            seat = record.seat_of(player_id)
            if seat is None or seats[:1] not in ([], [seat]):
                raise NotSeated(_("That member holds no seat in this game."))
            seats[:1] = [seat]

        async with self.core.locks[game_id]:
            record = await self.core.get(game_id, guild_id, dm_ok=False)
            check(record)  # before the transaction: the seat to act on (checked again under the lock)
            moderated = await self.core.store.deadlines.moderate(game_id, seats[0], user_id, kind, check)
        return self.core.change(moderated.before, moderated.game, moderated.seat, moderated.events, line=moderated.line)
