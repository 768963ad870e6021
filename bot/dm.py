"""Direct messages: each player's private view, sent whenever it changes (DESIGN.md "Bot"; DISCORD.md "DMs").

A refused DM (403, code 50007: the player does not accept DMs from this server) is a
normal outcome, not an error: the game's thread gets one notice per player and game
naming no secret ("I can't send @Ana direct messages; use /game hand ..."), and play
goes on. Any other failure to deliver is logged and play goes on too.
"""

import logging
from collections.abc import Iterable

import discord

from bot import present
from bot.names import shown_all
from bot.service import GameService, Moved
from storage.records import GameRecord

log = logging.getLogger(__name__)

CANNOT_DM = 50007


class DirectMessages:
    """Sends private views by DM, and the thread notice when a player refuses DMs."""

    def __init__(self, client: discord.Client, service: GameService) -> None:
        self.client = client
        self.service = service
        self._refused: set[tuple[int, int]] = set()  # (game id, user id) already noticed in the thread

    async def after_change(self, moved: Moved) -> None:
        """DM every player whose private view changed (or who got a private event from someone else's move)."""
        record = moved.game
        seats = set(moved.changed)
        seats.update(seat for seat in moved.private_events if seat != moved.seat)
        await self.send_private_views(record, sorted(seats), None if moved.started else moved)

    async def send_private_views(self, record: GameRecord, seats: Iterable[int], moved: Moved | None = None) -> None:
        """DM each of ``seats`` (skipping resigned ones) its private view and its private events of ``moved``."""
        pending = set(self.service.pending_seats(record))
        names = shown_all(record.names)
        by_seat = {s.seat: s for s in record.seats}
        for seat in seats:
            player = by_seat.get(seat)
            if player is None or player.resigned:
                continue
            try:
                hand = await self.service.hand(record, seat=seat)
            except Exception:
                log.exception("could not build the private view of seat %s in game %s", seat, record.id)
                continue
            events = moved.private_events.get(seat, ()) if moved is not None else ()
            message = present.dm_message(
                hand, names, events, thread_id=record.thread_id, your_turn=seat in pending, started=moved is None
            )
            await self.send(record, player.user_id, message)

    async def send(self, record: GameRecord, user_id: int, message: present.Message) -> bool:
        """Send one DM; True if it was delivered. A 50007 refusal posts the thread notice once per player and game."""
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            await user.send(**message.send_kwargs())
            return True
        except discord.Forbidden as refused:
            if refused.code == CANNOT_DM:
                await self._notice(record, user_id)
            else:
                log.warning("DM to %s refused in game %s: %s", user_id, record.id, refused)
        except discord.HTTPException as failure:
            log.warning("DM to %s failed in game %s: %s", user_id, record.id, failure)
        return False

    async def _notice(self, record: GameRecord, user_id: int) -> None:
        key = (record.id, user_id)
        if key in self._refused or record.thread_id is None:
            return
        self._refused.add(key)
        try:
            thread = self.client.get_partial_messageable(record.thread_id)
            await thread.send(**present.dm_refused_message(user_id).send_kwargs())
        except discord.HTTPException as failure:
            log.warning("could not post the DM notice for %s in game %s: %s", user_id, record.id, failure)
