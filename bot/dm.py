"""Direct messages: each player's private view, sent whenever it changes (DESIGN.md "Bot"; DISCORD.md "DMs").

A refused DM (403, code 50007: the player does not accept DMs from this server) is a
normal outcome, not an error: the game's thread gets one notice per player and game
naming no secret ("I can't send @Ana direct messages; use /game hand ..."), and play
goes on. Any other failure to deliver is logged and play goes on too.

Discord bans an address after 10,000 refused requests in 10 minutes, so a refusal is
remembered (stored with the seat, so it survives a restart): no DM is tried again for that
game until the player opens ``/game hand`` or a day has passed. Each user's DM channel id
is remembered too (stored), so a DM is one request, not a lookup and a send.

A member who joins a game with private views (``GameSpec.has_private_views``) is sent a short
preflight DM (:meth:`DirectMessages.preflight`), unless a DM reached them in that server within
``PREFLIGHT_AGAIN_AFTER`` (remembered in memory only): a refusal is then known, and told to the
member, before the game starts.
"""

import logging
from collections.abc import Iterable, Mapping
from datetime import datetime, timedelta

import discord

from bot.crash import crash_point
from bot.languages import game_language, spoken
from bot.names import shown_all
from bot.present import common as present_common
from bot.present import lobby as present_lobby
from bot.present import play as present_play
from bot.service import Change, GameService, Snapshot
from storage.bots import is_bot_id
from storage.models import utc_now
from storage.records import GameRecord
from storage.unit import NOTIFY_DM, NOTIFY_PING

log = logging.getLogger(__name__)

CANNOT_DM = 50007
DELIVERED, REFUSED, FAILED = "delivered", "refused", "failed"
RETRY_REFUSED_AFTER = timedelta(days=1)
"""How long no DM is tried after a refusal (unless the player opens ``/game hand``)."""
PREFLIGHT_AGAIN_AFTER = timedelta(days=1)
"""How long a delivered DM spares a member the preflight DM when they join another game of that server."""


def dm_nonce(game_id: int, seat: int, version: int) -> str:
    """The nonce of the DM of ``seat``'s private view at ``version`` (at most 25 characters, as Discord allows)."""
    return f"d{game_id}.{seat}.{version}"[:25]


class DirectMessages:
    """Sends private views by DM, and the thread notice when a player refuses DMs."""

    def __init__(self, client: discord.Client, service: GameService) -> None:
        self.client = client
        self.service = service
        self._channels: dict[int, int] = {}  # user id -> DM channel id
        self._refused: dict[tuple[int, int], datetime | None] = {}  # (game id, user id) -> last refusal
        self._delivered: dict[tuple[int, int], datetime] = {}  # (guild id, user id) -> last delivered DM
        self.attempts = 0  # DMs tried (for tests and benchmarks)

    async def after_change(self, change: Change, *, quiet: Iterable[int] = ()) -> None:
        """Send the DMs ``change`` owes: as stored with it (:meth:`send_owed`), with its private events.

        ``quiet``: seats at the table (bot/choreography/board.py ``_quiet``): no turn DM for them.
        """
        await self.send_owed(change.after, change, quiet=quiet)

    async def send_owed(
        self, game: GameRecord | Snapshot, change: Change | None = None, *, quiet: Iterable[int] = ()
    ) -> None:
        """DM each seat the stored game owes its private view (``SeatRecord.dm_version``), then mark them sent.

        Whom a change owes is decided in its own transaction (``storage.changes.owe_dms``): a
        seat whose private view someone else changed, or who learnt something privately, but
        never the mover (their turn panel shows it) nor a seat the change makes the game wait on
        anew (the board's ping sends them to their panel). So a restart sends exactly what is
        still owed, whatever the board shows. Each DM carries a nonce made of the game, seat and
        version owed, which Discord enforces: sent again after a crash between the DM and its
        mark, it returns the first message instead of a second. A DM that failed for a reason
        that may pass stays owed (the reconciler tries again); one refused, or to a seat nobody
        plays, is owed no more.

        A seat owed a DM at the version its wait began, whose member wants their turn told by DM
        (``/me notify``), gets their turn's notice instead (:meth:`send_turns`), unless it is
        ``quiet`` (at the table: the board does not ping them either).
        """
        snapshot = game if isinstance(game, Snapshot) else self.service.snapshot(game)
        record = snapshot.record
        owed = {seat.seat: seat.dm_version for seat in record.seats if seat.dm_version is not None}
        if not owed:
            return
        turns = await self._turns_owed(snapshot, owed)
        done = [seat for seat in turns if seat in set(quiet)]
        done += await self.send_turns(snapshot, sorted(turns - set(done)), change, owed=owed)
        views = sorted(set(owed) - turns)
        if views:
            done += await self.send_private_views(snapshot, views, change, owed=owed)
        if done:
            await self.service.store.outbox.dms_sent(record.id, done, max(owed[seat] for seat in done))

    async def send_private_views(
        self,
        game: GameRecord | Snapshot,
        seats: Iterable[int],
        change: Change | None = None,
        *,
        owed: Mapping[int, int] | None = None,
    ) -> list[int]:
        """DM each of ``seats`` its private view now (not resigned or open seats, nor players who refuse DMs).

        ``owed``: the version each seat is owed (its DM's nonce). Returns the seats settled: those
        delivered, refused, or not to be tried; not those whose DM failed for a reason that may pass.
        """
        snapshot = game if isinstance(game, Snapshot) else self.service.snapshot(game)
        record = snapshot.record
        pending = set(snapshot.waiting_seats)
        names = shown_all(record.names)
        by_seat = {s.seat: s for s in record.seats}
        if change is not None:
            started = change.started
        else:  # sent from what is stored (a restart): owed since version 0 is the game's start
            started = owed is None or any(version == 0 for version in owed.values())
        settled = []
        for seat in seats:
            player = by_seat.get(seat)
            if player is None or not player.playing or not self._may_try(record, player.user_id, player.dm_refused_at):
                settled.append(seat)
                continue
            code = await self.service.languages.of_member(player.user_id)  # the DM's reader's, picture too
            try:
                hand = await self.service.info.hand(snapshot, seat=seat, language=code)
            except Exception:
                log.exception("could not build the private view of seat %s in game %s", seat, record.id)
                settled.append(seat)
                continue
            private = change.private_events.get(seat, ()) if change is not None else ()
            events = [spoken(text, code, names) for text in private]  # in the DM's reader's language
            message = present_play.dm_message(
                hand,
                names,
                events,
                thread_id=record.thread_id,
                your_turn=seat in pending,
                started=started,
                language=code,
            )
            version = record.version if owed is None else owed[seat]
            outcome = await self._deliver(record, player.user_id, message, nonce=dm_nonce(record.id, seat, version))
            crash_point("dm-sent")
            if outcome != FAILED:
                settled.append(seat)
        return settled

    async def _turns_owed(self, snapshot: Snapshot, owed: Mapping[int, int]) -> set[int]:
        """The seats whose owed DM is their turn's notice: owed since their wait began, told by DM by choice."""
        record = snapshot.record
        waiting = set(snapshot.waiting_seats)
        began = {  # owed since 0: the start's DM, with the private view, tells the first turn
            seat.seat: seat.user_id
            for seat in record.seats
            if seat.playing and seat.seat in waiting and owed.get(seat.seat) == seat.decision_version != 0
        }
        if not began:
            return set()
        modes = await self.service.store.members.notify_modes(began.values())
        return {seat for seat, user_id in began.items() if modes.get(user_id, NOTIFY_PING) != NOTIFY_PING}

    async def send_turns(
        self, snapshot: Snapshot, seats: Iterable[int], change: Change | None = None, *, owed: Mapping[int, int]
    ) -> list[int]:
        """DM each of ``seats`` that the game waits on them (``/me notify``), with a link to the thread.

        Refused (50007), the player is pinged in the thread instead: by the refusal's notice the
        first time in this game, else by a short message naming only them (a "DM me instead" player;
        "both" was pinged by the board). Returns the seats settled, as :meth:`send_private_views`.
        """
        record = snapshot.record
        names = shown_all(record.names)
        by_seat = {s.seat: s for s in record.seats}
        title = self.service.spec(record).title
        settled = []
        for seat in seats:
            player = by_seat[seat]
            if not self._may_try(record, player.user_id, player.dm_refused_at):
                settled.append(seat)  # the board pinged them (bot/choreography/board.py)
                continue
            code = await self.service.languages.of_member(player.user_id)
            private = change.private_events.get(seat, ()) if change is not None else ()
            events = [spoken(text, code, names) for text in private]
            message = present_play.turn_dm(title, record.id, record.guild_id, record.thread_id, events, language=code)
            noticed = self._refused.get((record.id, player.user_id), player.dm_refused_at) is not None
            nonce = dm_nonce(record.id, seat, owed[seat])
            outcome = await self._deliver(record, player.user_id, message, nonce=nonce)
            crash_point("dm-sent")
            if outcome == REFUSED and noticed and record.thread_id is not None:
                await self._ping_instead(record, player.user_id)
            if outcome != FAILED:
                settled.append(seat)
        return settled

    async def _ping_instead(self, record: GameRecord, user_id: int) -> None:
        """Ping a player whose turn's DM was refused in the thread, unless the board pinged them ("both")."""
        modes = await self.service.store.members.notify_modes([user_id])
        if modes.get(user_id) != NOTIFY_DM or record.thread_id is None:
            return
        try:
            thread = self.client.get_partial_messageable(record.thread_id)
            await thread.send(**present_play.turn_ping(user_id, game_language(record)).send_kwargs())
        except discord.HTTPException as failure:
            log.warning("could not ping %s in game %s after a refused DM: %s", user_id, record.id, failure)

    async def told_by_dm(self, record: GameRecord, seats: Iterable[int]) -> set[int]:
        """The seats of ``seats`` a new board must not ping: their member chose "DM me instead" (``/me notify``).

        Their turn comes by DM (the change owes them one: :meth:`send_turns`); the board still
        names them. A member whose DMs were refused lately in this game is pinged, as before.
        """
        wanted = set(seats)
        players = {s.seat: s for s in record.seats if s.seat in wanted and s.playing}
        if not players:
            return set()
        modes = {s.user_id: s.notify for s in players.values() if s.notify is not None}  # read with the record
        if len(modes) < len(players):
            modes = await self.service.store.members.notify_modes(s.user_id for s in players.values())
        return {
            seat
            for seat, player in players.items()
            if modes.get(player.user_id) == NOTIFY_DM and self._may_try(record, player.user_id, player.dm_refused_at)
        }

    def _may_try(self, record: GameRecord, user_id: int, stored: datetime | None) -> bool:
        refused = self._refused.get((record.id, user_id), stored)
        return refused is None or utc_now() - refused >= RETRY_REFUSED_AFTER

    async def opened_hand(self, record: GameRecord, user_id: int) -> None:
        """The player looked at ``/game hand``: a DM may be tried again (a refusal stays noticed)."""
        seat = next((s for s in record.seats if s.user_id == user_id), None)
        refused = self._refused.get((record.id, user_id), seat.dm_refused_at if seat else None)
        if refused is None or utc_now() - refused >= RETRY_REFUSED_AFTER:
            return
        due = utc_now() - RETRY_REFUSED_AFTER
        self._refused[(record.id, user_id)] = due
        await self.service.store.outbox.set_dm_refused(record.id, user_id, due)

    async def preflight(self, record: GameRecord, user_id: int) -> bool:
        """Check at join that DMs reach a member of a game with private views; False if they refuse DMs.

        No DM is sent when one reached them in this server lately, nor after a refusal in this game
        that is still remembered (then False at once). Any other failure counts as reachable: it
        says nothing about the member's settings.
        """
        seat = next((s for s in record.seats if s.user_id == user_id), None)
        if not self._may_try(record, user_id, seat.dm_refused_at if seat else None):
            return False
        delivered = self._delivered.get((record.guild_id, user_id))
        if delivered is not None and utc_now() - delivered < PREFLIGHT_AGAIN_AFTER:
            return True
        title = self.service.spec(record).title
        code = await self.service.languages.of_member(user_id)
        message = present_lobby.preflight_dm(title, record.id, record.thread_id, code)
        return await self._deliver(record, user_id, message) != REFUSED

    async def send(self, record: GameRecord, user_id: int, message: present_common.Message) -> bool:
        """Send one DM; True if it was delivered. A 50007 refusal posts the thread notice once per player and game."""
        return await self._deliver(record, user_id, message) == DELIVERED

    async def _deliver(
        self, record: GameRecord, user_id: int, message: present_common.Message, *, nonce: str | None = None
    ) -> str:
        """Send one DM: ``DELIVERED``, ``REFUSED`` (50007, remembered and noticed) or ``FAILED``.

        ``nonce``: sent with ``enforce_nonce``, so that the same DM sent twice within Discord's
        window (a restart finishing what a killed process started) is one message. A bot's seat
        has nobody to write to: nothing is sent (``FAILED``, which a preflight counts as reachable).
        """
        if is_bot_id(user_id):
            return FAILED
        self.attempts += 1
        try:
            channel = await self._channel(user_id)
            await channel.send(**message.send_kwargs(), **({"nonce": nonce} if nonce is not None else {}))
            self._delivered[(record.guild_id, user_id)] = utc_now()
            return DELIVERED
        except discord.Forbidden as refused:
            if refused.code == CANNOT_DM:
                self.service.metrics.dm_refused()
                await self._refusal(record, user_id)
                return REFUSED
            log.warning("DM to %s refused in game %s: %s", user_id, record.id, refused)
        except discord.HTTPException as failure:
            log.warning("DM to %s failed in game %s: %s", user_id, record.id, failure)
        return FAILED

    async def send_member(self, user_id: int, message: present_common.Message, *, nonce: str | None = None) -> str:
        """Send a DM about no one game (the daily digest): ``DELIVERED``, ``REFUSED`` (50007) or ``FAILED``.

        A refusal has no thread to be told in: it is counted and logged, nothing more.
        """
        self.attempts += 1
        try:
            channel = await self._channel(user_id)
            await channel.send(**message.send_kwargs(), **({"nonce": nonce} if nonce is not None else {}))
            return DELIVERED
        except discord.Forbidden as refused:
            if refused.code == CANNOT_DM:
                self.service.metrics.dm_refused()
                log.info("DM to %s refused (no game to tell it in)", user_id)
                return REFUSED
            log.warning("DM to %s refused: %s", user_id, refused)
        except discord.HTTPException as failure:
            log.warning("DM to %s failed: %s", user_id, failure)
        return FAILED

    async def sent_since(self, user_id: int, since: datetime, first_line: str) -> bool:
        """Whether a DM of ours whose first line holds ``first_line`` reached the member since ``since``."""
        channel = await self._channel(user_id)
        me = self.client.user
        async for message in channel.history(limit=20, after=since):
            if me is not None and message.author.id == me.id and first_line in message.content.split("\n", 1)[0]:
                return True
        return False

    async def _channel(self, user_id: int) -> discord.PartialMessageable:
        """The user's DM channel: remembered, else opened once (one request) and remembered."""
        channel_id = self._channels.get(user_id) or await self.service.store.members.dm_channel(user_id)
        if channel_id is None:
            opened = await self.client.create_dm(discord.Object(id=user_id))
            channel_id = opened.id
            await self.service.store.members.remember_dm_channel(user_id, channel_id)
        self._channels[user_id] = channel_id
        return self.client.get_partial_messageable(channel_id, type=discord.ChannelType.private)

    async def _refusal(self, record: GameRecord, user_id: int) -> None:
        key = (record.id, user_id)
        seat = next((s for s in record.seats if s.user_id == user_id), None)
        first = self._refused.get(key, seat.dm_refused_at if seat else None) is None
        now = utc_now()
        self._refused[key] = now
        try:
            await self.service.store.outbox.set_dm_refused(record.id, user_id, now)
        except Exception:
            log.warning("could not store the DM refusal of %s in game %s", user_id, record.id, exc_info=True)
        if not first or record.thread_id is None:
            return
        try:
            thread = self.client.get_partial_messageable(record.thread_id)
            await thread.send(**present_lobby.dm_refused_message(user_id, game_language(record)).send_kwargs())
        except discord.HTTPException as failure:
            log.warning("could not post the DM notice for %s in game %s: %s", user_id, record.id, failure)
