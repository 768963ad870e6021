"""The thread converges to the truth: a repair after a kill or a failure, DMs owed, stray boards swept."""

import asyncio
import logging

import discord

from bot.choreography.board import SHOWN_STATUSES
from bot.choreography.posting import shows
from bot.choreography.state import BoardRef, ThreadState
from bot.languages import game_language
from bot.present import play as present_play
from bot.service import Snapshot
from engine.core import IllegalAction, pending
from storage.models import GameStatus
from storage.records import GameRecord

log = logging.getLogger(__name__)


SWEEP_DEPTH = 50
"""How many of a thread's latest messages a sweep looks at for a stray board with live buttons."""


class Repairs(ThreadState):
    """Bringing a thread back to the stored game: the board re-posted or edited, DMs owed, strays swept."""

    async def repair(self, game_id: int, *, sweep: bool = False) -> bool:
        """Bring a game's thread up to date if its board is behind; True if it was. Never applies a move.

        ``sweep``: also clear the buttons of any other board left in the thread's recent history
        (a thread whose board was behind, or where clearing buttons failed, is always swept).
        """
        async with self._locks[game_id]:
            if game_id in self._scheduled:
                return False  # an edit is on its way
            if self.shared:
                await self._check_stored(game_id)
            record = await self.service.get(game_id)
            if record.status == GameStatus.ABANDONED:
                return await self._announce_abandoned(record)
            snapshot = self.service.snapshot(record)
            self._know(snapshot)
            shown = self._board_of(record)
            behind = record.status in SHOWN_STATUSES and shown.version != record.version
            if record.thread_id is None:
                return False
            adopted = False
            if sweep or behind or game_id in self._unswept:
                # First, so that a board posted by the repair is never the second. A board already
                # posted for this version (a follow-up whose process died before storing it) is kept.
                adopted = await self._sweep(record, shown, expected=snapshot if behind else None)
            if behind and not adopted:
                await self._catch_up(snapshot, shown)
        return behind

    async def _catch_up(self, snapshot: Snapshot, shown: BoardRef) -> None:
        """Update a board that is behind (the DMs the game owes are sent from what is stored: ``DirectMessages``)."""
        record = snapshot.record
        earlier = None
        if shown.version is not None:
            try:
                earlier = await self.service.store.games.state_at(record.id, shown.version)
            except IllegalAction:  # a log written under older rules: repair the board as it is now
                log.warning("the log of game %s no longer replays; its board is repaired as it is", record.id)
        spec = self.service.spec(record)
        if earlier is not None and shown.chapter is None and spec.chapter:
            # The board's chapter, unknown since a restart, is that of the version it shows.
            self._boards[record.id] = BoardRef(shown.message_id, shown.waiting, shown.version, spec.chapter(earlier))
        new_turn = False
        if earlier is not None and record.status == GameStatus.ACTIVE:
            was_secret = {d.seat for d in pending(spec, earlier) if d.secret}
            new_turn = any(d.seat in was_secret and not d.secret for d in snapshot.pending)
        log.info("repairing game %s: its board shows version %s of %s", record.id, shown.version, record.version)
        await self._refresh(record.id, from_timer=True, new_board=new_turn)

    async def send_owed(self, game_id: int) -> None:
        """Send the DMs a game still owes (a process stopped before it sent them); never raises."""
        try:
            async with self._locks[game_id]:
                await self.dms.send_owed(await self.service.get(game_id))
        except Exception:
            log.exception("could not send the DMs owed in game %s", game_id)

    async def _sweep(self, record: GameRecord, shown: BoardRef, *, expected: Snapshot | None = None) -> bool:
        """Clear the buttons of every bot message in the thread's recent history but the current board.

        ``expected``: the version the thread should show. A board showing it, posted after the
        stored board (as a follow-up, which has no nonce, by a process killed before storing it),
        is kept and stored as the board instead: True then.
        """
        me = self.client.user
        if record.thread_id is None or me is None:
            return False
        self._unswept.discard(record.id)
        channel = self.client.get_partial_messageable(record.thread_id)
        board = None
        if expected is not None and expected.record.status == GameStatus.ACTIVE:
            board = await self.service.info.board(expected)
        wanted = present_play.board_message(board, ping=False, language=game_language(record)) if board else None
        found: discord.Message | None = None
        try:
            stray = []
            async for message in channel.history(limit=SWEEP_DEPTH):
                if message.author.id != me.id or not message.components or message.id == shown.message_id:
                    continue
                newer = shown.message_id is None or message.id > shown.message_id
                if found is None and wanted is not None and newer and shows(message, wanted):
                    found = message  # the newest such board
                    continue
                stray.append(message.id)
        except discord.HTTPException as failure:
            log.warning("could not read the thread of game %s: %s", record.id, failure)
            self._unswept.add(record.id)
            return False
        for message_id in stray:
            log.info("clearing the buttons of stray board %s in game %s", message_id, record.id)
            await self._strip(record.id, record.thread_id, message_id)
        if found is None or board is None or expected is None:
            return False
        log.info("game %s: board %s, posted before a restart, shows version %s", record.id, found.id, board.version)
        self._fresh.pop(record.id, None)
        self._replied.pop(record.id, None)
        self._posted[record.id] = found.id
        self._last_update[record.id] = self.clock()
        self._boards[record.id] = BoardRef(found.id, board.waiting_seats, board.version, expected.chapter)
        self._unsaved.discard(record.id)
        await self.service.info.remember_board(
            record.id, found.id, board.waiting_seats, board.version, since=board.version
        )
        return True

    def _sweep_soon(self, game_id: int) -> None:
        """Clear a stray board's live buttons after the retry delays, not only at the reconciler's next pass."""
        if game_id in self._sweeping:
            return

        async def sweep() -> None:
            try:
                for delay in self.retry_delays or (1.0,):
                    await asyncio.sleep(delay)
                    if game_id not in self._unswept:
                        return
                    await self.repair(game_id, sweep=True)
            except Exception:
                log.exception("could not sweep the thread of game %s", game_id)
            finally:
                self._sweeping.pop(game_id, None)

        self._sweeping[game_id] = asyncio.create_task(sweep(), name=f"board-sweep-{game_id}")
