"""Thread choreography: the game's thread always shows the current board (DESIGN.md "Bot").

After every change, :class:`Choreographer` compares the seats the game now waits for
with the seats the current board message was posted for (stored as ``board_waiting``):

- the same seats: the board message is EDITED in place (nobody is notified). Edits for
  one game that land within ``edit_window`` seconds of the previous one are coalesced
  into one, made when the window has passed and showing the latest board (Discord allows
  about 5 edits per 5 s per channel);
- other seats: a NEW board message is posted that mentions, and pings, exactly the players
  who must act now; its id and those seats are stored, and the previous board loses its
  buttons. So does a change after which the mover, having made a secret decision, must
  now make a public one (``Moved.new_turn``: a new turn for the same seat, e.g. the reveal
  of a Dreams round whose last guesser deals the next round), which an edit would hide.

Then each player whose private view changed gets it by DM (``bot/dm.py``). When the game
ends, the result is posted (ranking, breakdowns, final image) mentioning every player and
the lobby message says so. Failures to reach Discord here are logged, never shown as
"nothing was changed": the move was applied.
"""

import asyncio
import logging
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import discord

from bot import present
from bot.dm import DirectMessages
from bot.service import GameService, Moved
from storage.models import GameStatus
from storage.records import GameRecord

log = logging.getLogger(__name__)

ARCHIVED_THREAD = 50083


class Choreographer:
    """Keeps each game's thread showing its current board, and tells the players what changed."""

    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        dms: DirectMessages,
        *,
        edit_window: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.client = client
        self.service = service
        self.dms = dms
        self.edit_window = edit_window
        self.clock = clock
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._last_update: dict[int, float] = {}
        self._scheduled: dict[int, asyncio.Task[None]] = {}
        self._finished: set[int] = set()

    async def after_change(self, moved: Moved) -> None:
        """Show a change: board (edited or posted), DMs of changed private views, the result at the end."""
        if moved.game.status == GameStatus.ABANDONED:  # the last player still playing resigned
            await self.abandoned(moved.game, "because every player resigned")
            return
        await self.refresh(moved.game.id, new_board=moved.new_turn)
        try:
            await self.dms.after_change(moved)
        except Exception:
            log.exception("could not send the private views of game %s", moved.game.id)

    async def refresh(self, game_id: int, *, new_board: bool = False) -> None:
        """Bring the thread up to date with the game as stored now (``new_board``: post, never edit); never raises."""
        async with self._locks[game_id]:
            await self._refresh(game_id, from_timer=False, new_board=new_board)

    async def flush(self) -> None:
        """Make every scheduled board edit now, and wait for those under way (at shutdown, and in tests)."""
        for game_id, task in list(self._scheduled.items()):
            async with self._locks[game_id]:
                if self._scheduled.get(game_id) is not task:
                    continue  # it ran meanwhile
                del self._scheduled[game_id]
                task.cancel()
                await self._refresh(game_id, from_timer=True)
        # An edit whose timer has already fired is no longer scheduled but holds its game's lock
        # until Discord has answered: wait for it, so that closing does not cut it off.
        for lock in list(self._locks.values()):
            async with lock:
                pass

    async def _refresh(self, game_id: int, *, from_timer: bool, new_board: bool = False) -> None:
        """Post, edit, schedule an edit or announce the end; called with the game's lock held."""
        try:
            record = await self.service.get(game_id)
            if record.thread_id is None:
                return
            if record.status == GameStatus.FINISHED:
                self._cancel_edit(game_id)
                await self._finish(record)
                return
            if record.status != GameStatus.ACTIVE:
                return
            waiting = self.service.pending_seats(record)
            if record.board_message_id is None or tuple(record.board_waiting) != waiting or new_board:
                self._cancel_edit(game_id)
                await self._post_board(record, waiting)
                return
            if not from_timer:
                if game_id in self._scheduled:
                    return  # the scheduled edit will show the latest board
                wait = self._last_update.get(game_id, float("-inf")) + self.edit_window - self.clock()
                if wait > 0:
                    task = asyncio.create_task(self._edit_later(game_id, wait), name=f"board-edit-{game_id}")
                    self._scheduled[game_id] = task
                    return
            await self._edit_board(record)
        except Exception:
            log.exception("could not update the board of game %s", game_id)

    async def _edit_later(self, game_id: int, wait: float) -> None:
        await asyncio.sleep(wait)
        async with self._locks[game_id]:
            if self._scheduled.get(game_id) is not asyncio.current_task():
                return
            del self._scheduled[game_id]
            await self._refresh(game_id, from_timer=True)

    def _cancel_edit(self, game_id: int) -> None:
        task = self._scheduled.pop(game_id, None)
        if task is not None:
            task.cancel()

    async def _post_board(self, record: GameRecord, waiting: tuple[int, ...]) -> None:
        board = await self.service.board(record)
        assert record.thread_id is not None
        message = await self._send(record.thread_id, present.board_message(board, ping=True))
        self._last_update[record.id] = self.clock()
        await self.service.remember_board(record.id, message.id, waiting)
        if record.board_message_id is not None:
            await self._strip(record.thread_id, record.board_message_id)

    async def _edit_board(self, record: GameRecord) -> None:
        assert record.thread_id is not None and record.board_message_id is not None
        board = await self.service.board(record)
        try:
            await self._edit(record.thread_id, record.board_message_id, present.board_message(board, ping=False))
        except discord.NotFound:
            # The board message was deleted: post a fresh one (it pings the players again).
            await self._post_board(record, board.waiting_seats)
            return
        self._last_update[record.id] = self.clock()

    async def _finish(self, record: GameRecord) -> None:
        if record.id in self._finished:
            return
        board = await self.service.board(record)
        assert record.thread_id is not None
        message = await self._send(record.thread_id, present.result_message(board))
        self._finished.add(record.id)
        await self.service.remember_board(record.id, message.id, ())
        if record.board_message_id is not None:
            await self._strip(record.thread_id, record.board_message_id)
        result_line = present.winners_line(board.result, board.names) if board.result else ""
        await self._update_lobby(record, present.lobby_message(self.service.lobby(record), result_line=result_line))

    async def abandoned(self, record: GameRecord, why: str) -> None:
        """Show in the thread and the lobby that a game was abandoned (``why``: "by Ben", "because ...")."""
        async with self._locks[record.id]:
            self._cancel_edit(record.id)
            title = self.service.spec(record).title
            if record.thread_id is not None:
                try:
                    await self._send(record.thread_id, present.abandoned_message(title, record.id, why))
                    if record.board_message_id is not None:
                        await self._strip(record.thread_id, record.board_message_id)
                except discord.HTTPException as failure:
                    log.warning("could not announce the end of game %s: %s", record.id, failure)
            await self._update_lobby(record, present.lobby_message(self.service.lobby(record)))

    async def _update_lobby(self, record: GameRecord, message: present.Message) -> None:
        if record.lobby_message_id is None:
            return
        try:
            await self._edit(record.channel_id, record.lobby_message_id, message)
        except discord.HTTPException as failure:
            log.warning("could not update the lobby message of game %s: %s", record.id, failure)

    async def _strip(self, channel_id: int, message_id: int) -> None:
        """Remove the components of an older board message (its buttons are stale anyway)."""
        try:
            await self._retry_archived(
                channel_id,
                lambda: self.client.get_partial_messageable(channel_id).get_partial_message(message_id).edit(view=None),
            )
        except discord.HTTPException as failure:
            log.info("could not clear the buttons of message %s: %s", message_id, failure)

    async def _send(self, channel_id: int, message: present.Message) -> discord.Message:
        channel = self.client.get_partial_messageable(channel_id)
        return await self._retry_archived(channel_id, lambda: channel.send(**message.send_kwargs()))

    async def _edit(self, channel_id: int, message_id: int, message: present.Message) -> None:
        target = self.client.get_partial_messageable(channel_id).get_partial_message(message_id)
        await self._retry_archived(channel_id, lambda: target.edit(**message.edit_kwargs()))

    async def _retry_archived(self, channel_id: int, call: Any) -> Any:
        """Run ``call``; if the thread was archived (50083), unarchive it and run it once more."""
        try:
            return await call()
        except discord.HTTPException as failure:
            if failure.code != ARCHIVED_THREAD:
                raise
        thread = await self.client.fetch_channel(channel_id)
        if isinstance(thread, discord.Thread):
            await thread.edit(archived=False)
        return await call()
