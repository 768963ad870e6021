"""A board's life in its thread: a change edits the board or posts a new one, and the old one is retired.

The order of a new board's steps (clear the old buttons, post, store) and the coalescing of
edits are told in the package's docstring (``bot/choreography/__init__.py``).
"""

import asyncio
import dataclasses
import logging

import discord

from bot.choreography.posting import Reply, may_pass, post_nonce
from bot.choreography.state import BoardRef, ThreadState
from bot.crash import crash_point
from bot.languages import game_language, spoken
from bot.names import shown_all
from bot.present import play as present_play
from bot.present.common import Message
from bot.service import Change, Snapshot
from bot.service.typed import sentences
from i18n import _
from storage.models import GameStatus
from storage.records import GameRecord, StoredBoard

log = logging.getLogger(__name__)


SHOWN_STATUSES = (GameStatus.ACTIVE, GameStatus.FINISHED)
AT_THE_TABLE_SECONDS = 60.0
"""A member whose turn comes back this soon after their own move, only bots having moved since, is not pinged."""


class BoardLife(ThreadState):
    """After each change: the board edited in place, or a new one posted and the old one retired."""

    @property
    def unswept(self) -> frozenset[int]:
        """The games in whose thread an old board may still have live buttons (clearing them failed)."""
        return frozenset(self._unswept)

    async def after_change(self, change: Change, *, reply: Reply | None = None) -> None:
        """Show a change: board (edited or posted), DMs of changed private views, the result at the end.

        Everything shown is built from ``change``: the game is not read again. ``reply``: the
        mover's interaction, through which a new board is posted when it was made in the thread
        (an interaction webhook: outside the bot token's global limit).
        """
        record, before = change.game, change.before
        if record.status == GameStatus.ABANDONED:  # the last player still playing resigned
            await self.abandoned(record, _("because every player resigned"))
            return
        if self.shared:
            async with self._locks[record.id]:
                await self._check_stored(record.id, upto=before.record.version if before is not None else None)
        self._know(change.after)
        if self.on_bots is not None and record.status == GameStatus.ACTIVE:
            self.on_bots(record)  # a bot whose turn came starts thinking now, not after the board is up
        if change.finished:
            self._ending.add(record.id)  # this process ended it: its result cannot be in the thread yet
        if record.id not in self._boards and before is not None and record.board_version == before.record.version:
            # A board this process did not put up (it ran before a restart) shows the version
            # before this change: that version's chapter is the board's.
            self._boards[record.id] = BoardRef(
                record.board_message_id, tuple(record.board_waiting), record.board_version, before.chapter
            )
        self._note_click(change, reply)
        waited = set(change.before.waiting_seats) if change.before is not None and not change.started else set()
        pinged = set(change.after.waiting_seats) - waited  # their wait begins: the new board pings them
        self._fresh[record.id] |= pinged
        if change.record and not change.started:
            self._turn[record.id][record.version] = (before.record.version if before is not None else 0, change.record)
        await self.refresh(record.id, new_board=change.new_turn, reply=reply)
        self.channel_changed(record.channel_id)  # after the board: the dashboard links to the one now up
        try:
            await self.dms.after_change(change, quiet=self._quiet(record, pinged))
        except Exception:
            log.exception("could not send the private views of game %s", record.id)
        await self._close_stale_votes(record)

    def _note_click(self, change: Change, reply: Reply | None) -> None:
        """Remember a member's own move in a game with bots: they are at the table (see :meth:`_quiet`)."""
        record = change.game
        if reply is None or reply.user_id is None or change.seat is None or not any(s.bot for s in record.seats):
            return
        mover = next((s for s in record.seats if s.seat == change.seat), None)
        if mover is not None and mover.bot is None and mover.user_id == reply.user_id:
            self._at_table[record.id] = (change.seat, self.clock())

    def _quiet(self, record: GameRecord, fresh: set[int]) -> set[int]:
        """The seats of ``fresh`` not to ping: a member at the table, whose turn came back just after their move.

        Within ``AT_THE_TABLE_SECONDS`` of their own move, only bots having moved since: a member
        playing against bots was pinged on every turn (the demo: 81 pings in a game of 115 moves).

        The new board still mentions them and carries their buttons; a member who went away after
        their move is pinged by the clock's reminder, if the table has a clock, and by the next wait.
        """
        seat, when = self._at_table.get(record.id, (None, 0.0))
        if seat in fresh and self.clock() - when < AT_THE_TABLE_SECONDS:
            return {seat}
        return set()

    def channel_changed(self, channel_id: int) -> None:
        """Tell ``on_change`` (the channel's dashboard) that a game of ``channel_id`` changed; never raises."""
        if self.on_change is None:
            return
        try:
            self.on_change(channel_id)
        except Exception:
            log.exception("could not tell the dashboard of channel %s", channel_id)

    def _know(self, snapshot: Snapshot) -> None:
        """Remember the latest version of a game this process has seen."""
        known = self._latest.get(snapshot.record.id)
        if known is None or known.record.version <= snapshot.record.version:
            self._latest[snapshot.record.id] = snapshot

    async def refresh(self, game_id: int, *, new_board: bool = False, reply: Reply | None = None) -> None:
        """Bring the thread up to date with the latest version known (``new_board``: post, never edit); never raises.

        ``reply``: an interaction made in a thread, through which a new board there may be posted.
        """
        async with self._locks[game_id]:
            await self._refresh(game_id, from_timer=False, new_board=new_board, reply=reply)

    async def flush(self) -> None:
        """Make every scheduled board edit now, wait for those under way, store what the boards show.

        At shutdown, and in tests.
        """
        while self._catching_up:  # a board another process moved meanwhile is brought up to date first
            await asyncio.gather(*self._catching_up, return_exceptions=True)
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
        await self.save_shown()

    async def save_shown(self) -> None:
        """Store the version each board edited in place now shows (batched off the move path; never raises).

        A board put up anew is stored at once (its id must be); an edit in place changes only the
        version it shows, which is stored here: by the reconciler's passes and at shutdown. A
        process killed before that leaves a board that looks behind: the repair edits it again.
        """
        for game_id in sorted(self._unsaved):
            ref = self._boards.get(game_id)
            self._unsaved.discard(game_id)
            if ref is None:
                continue
            try:
                await self.service.info.remember_board(game_id, ref.message_id, ref.waiting, ref.version)
            except Exception:
                log.warning("could not store the board version of game %s", game_id, exc_info=True)
                self._unsaved.add(game_id)

    async def _refresh(
        self, game_id: int, *, from_timer: bool, new_board: bool = False, reply: Reply | None = None
    ) -> None:
        """Post, edit, schedule an edit or announce the end, retrying what may pass; called with the lock held."""
        posted = self._posted.get(game_id)
        for delay in (*self.retry_delays, None):
            try:
                # A retry after the new board went up finishes that board rather than posting another.
                fresh = new_board and self._posted.get(game_id) == posted
                await self._update(game_id, from_timer=from_timer, new_board=fresh, reply=reply)
                return
            except Exception as failure:
                if delay is None or not may_pass(failure):
                    log.warning("could not update the board of game %s (it will be repaired)", game_id, exc_info=True)
                    return
                log.info("could not update the board of game %s (%s); trying again in %.1f s", game_id, failure, delay)
            await asyncio.sleep(delay)

    async def _latest_of(self, game_id: int) -> Snapshot:
        """The latest version of the game this process knows (read once if it knows none)."""
        snapshot = self._latest.get(game_id)
        if snapshot is None:
            snapshot = self.service.snapshot(await self.service.get(game_id))
            self._know(snapshot)
        return snapshot

    def _board_of(self, record: GameRecord) -> BoardRef:
        """The board the thread shows: as this process last put it up, else as stored."""
        return self._boards.get(record.id) or BoardRef(
            record.board_message_id, tuple(record.board_waiting), record.board_version
        )

    async def _check_stored(self, game_id: int, *, upto: int | None = None) -> None:
        """Forget what this process remembers of a game that another one changed since.

        Called with the game's lock held, when the database is shared. A newer stored version makes
        the latest snapshot known here stale (it is read again); a board stored since (another
        message, or a later version shown by another process's edit) makes this process's board
        and the pings it owes stale: the stored board is used. The lines of the moves made
        elsewhere while the board is up (up to version ``upto``; default the stored one) are read
        from the log, so that the board's lasting record tells them all.
        """
        stored = await self.service.store.outbox.stored_board(game_id)
        known = self._latest.get(game_id)
        if known is not None and known.record.version < stored.version:
            del self._latest[game_id]
        board = self._boards.get(game_id)
        moved = board is not None and (
            board.message_id != stored.board_message_id or (stored.board_version or 0) > (board.version or 0)
        )
        if moved:
            log.debug("game %s changed in another process: its board is read again", game_id)
            self._cancel_edit(game_id)
            self._boards.pop(game_id, None)
            self._fresh.pop(game_id, None)
            self._unsaved.discard(game_id)
        upto = stored.version if upto is None else upto
        if moved or known is None or known.record.version < upto:
            await self._fill_turn(game_id, stored, upto)

    async def _fill_turn(self, game_id: int, stored: StoredBoard, upto: int) -> None:
        """The turn's lines of the stored board up to ``upto``: this process's own, the others' from the log."""
        since = stored.board_since if stored.board_since is not None else stored.board_version
        if since is None:
            return
        own = {after: kept for after, kept in self._turn.get(game_id, {}).items() if kept[0] >= since}
        covered = {version for after, (before, _) in own.items() for version in range(before + 1, after + 1)}
        record = await self.service.get(game_id)
        names, code = shown_all(record.names), game_language(record)  # the thread's record: the game's language
        for move in await self.service.store.games.actions(game_id):
            if since < move.seq <= upto and move.seq not in covered and move.public_lines:
                own[move.seq] = (move.seq - 1, sentences([spoken(line, code, names) for line in move.public_lines]))
        self._turn[game_id] = own

    async def _update(self, game_id: int, *, from_timer: bool, new_board: bool, reply: Reply | None = None) -> None:
        """One attempt at bringing the thread up to date with the latest version known."""
        if self.shared and from_timer:  # a scheduled edit or a retry: the game may have moved elsewhere since
            await self._check_stored(game_id)
        snapshot = await self._latest_of(game_id)
        record = snapshot.record
        if record.thread_id is None:
            return
        if record.status == GameStatus.FINISHED:
            self._cancel_edit(game_id)
            await self._finish(snapshot)
            return
        if record.status != GameStatus.ACTIVE:
            return
        board = self._board_of(record)
        waiting = snapshot.waiting_seats
        fresh = (set(self._fresh.get(game_id, ())) | (set(waiting) - set(board.waiting))) & set(waiting)
        next_chapter = board.chapter is not None and board.chapter != snapshot.chapter
        if board.message_id is None or fresh or new_board or next_chapter:
            # Someone whose wait began since the board must act (or a secret decision turned
            # public): a new board, pinging exactly them. So does a new chapter (a new turn of
            # the seats already waited on), pinging nobody, so that the old board stays as the
            # record of its chapter. Anything else edits the live board.
            self._cancel_edit(game_id)
            await self._post_board(snapshot, board, fresh, reply=reply)
            return
        if board.version == record.version and board.waiting == waiting:
            return  # already shown
        if not from_timer:
            if game_id in self._scheduled:
                return  # the scheduled edit will show the latest board
            wait = self._last_update.get(game_id, float("-inf")) + self.edit_window - self.clock()
            if wait > 0:
                task = asyncio.create_task(self._edit_later(game_id, wait), name=f"board-edit-{game_id}")
                self._scheduled[game_id] = task
                return
        await self._edit_board(snapshot, board)

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

    async def _post_board(
        self,
        snapshot: Snapshot,
        shown: BoardRef,
        fresh: set[int] | None = None,
        *,
        deleted: int | None = None,
        reply: Reply | None = None,
    ) -> None:
        """Put up a new board in the crash-safe order of the module's docstring, pinging ``fresh`` (None: all).

        ``deleted``: the board this one replaces was deleted (its id makes the post's nonce new).
        ``reply``: the mover's interaction; made in this thread, the board is its follow-up (no
        bot-token call). A follow-up has no nonce: after a failed one the thread is searched for
        the board before it is posted with the bot token, and the repair's sweep finds one posted
        by a process killed before storing it.
        """
        record = snapshot.record
        assert record.thread_id is not None
        board = await self.service.info.board(snapshot)
        if shown.message_id is not None:
            if shown.chapter is not None and shown.chapter == snapshot.chapter:
                await self._withdraw(record, shown)  # the same turn goes on: one lasting record per chapter
            else:
                await self._retire(record, shown)
        ping: bool | list[int] = (
            True if fresh is None or shown.message_id is None else sorted(fresh - self._quiet(record, fresh))
        )
        by_dm = await self.dms.told_by_dm(record, board.waiting_seats if ping is True else ping)
        if by_dm:
            ping = sorted(set(board.waiting_seats if ping is True else ping) - by_dm)
        nonce = post_nonce("b", record.id, board.version, shown.message_id or deleted)
        posted = present_play.board_message(board, ping=ping, language=game_language(record))
        message = await self._reply_board(record, board.version, posted, shown, reply)
        try:
            if message is None:
                message = await self._send(record.thread_id, posted, nonce=nonce)
        except discord.Forbidden as refused:
            if not posted.pictures:
                raise
            # Refused as it is (e.g. no Attach Files in this thread): the players waited on are
            # pinged now by the board without its picture rather than at the next repair.
            log.warning("the board of game %s was refused (%s); posting it without its picture", record.id, refused)
            bare = dataclasses.replace(posted, pictures=())
            message = await self._send(record.thread_id, bare, nonce=post_nonce("t", record.id, board.version, None))
            try:  # the picture, if Discord takes it now; else the board stays without it until the next update
                await self._edit(
                    record.thread_id,
                    message.id,
                    present_play.board_message(board, ping=False, language=game_language(record)),
                )
            except discord.HTTPException as failure:
                log.info("the board of game %s stays without its picture: %s", record.id, failure)
        if posted.components and not message.components:
            # The same post made by a process killed before storing it: Discord returned that board,
            # whose buttons the repair's sweep has just cleared. Give them back (its ping was sent).
            await self._edit(
                record.thread_id,
                message.id,
                present_play.board_message(board, ping=False, language=game_language(record)),
            )
        self._fresh.pop(record.id, None)
        self._posted[record.id] = message.id
        self._last_update[record.id] = self.clock()
        self._boards[record.id] = BoardRef(message.id, board.waiting_seats, board.version, snapshot.chapter)
        self._unsaved.discard(record.id)
        await self.service.info.remember_board(
            record.id, message.id, board.waiting_seats, board.version, since=board.version
        )
        self._replied.pop(record.id, None)
        if self.shared:
            self._catch_up_soon(record.id, board.version)
        crash_point("board-posted")

    async def _reply_board(
        self, record: GameRecord, version: int, posted: Message, shown: BoardRef, reply: Reply | None
    ) -> discord.Message | None:
        """The new board posted through ``reply`` or found posted by an earlier attempt; None: post it."""
        assert record.thread_id is not None
        if self._replied.get(record.id) == version:
            # An earlier attempt at this board went through an interaction and failed: it may
            # have been posted all the same (a follow-up has no nonce). Look before posting.
            return await self._find_posted(record.thread_id, posted, after=shown.message_id)
        if reply is None or reply.channel_id != record.thread_id or reply.expired():
            return None
        self._replied[record.id] = version
        try:
            message = await reply.send(posted)
        except Exception as failure:
            log.info("could not post the board of game %s as a follow-up (%s); looking for it", record.id, failure)
            return await self._find_posted(record.thread_id, posted, after=shown.message_id)
        crash_point("board-replied")
        return message

    async def _edit_board(self, snapshot: Snapshot, shown: BoardRef) -> None:
        record = snapshot.record
        assert record.thread_id is not None and shown.message_id is not None
        board = await self.service.info.board(snapshot)
        try:
            await self._edit(
                record.thread_id,
                shown.message_id,
                present_play.board_message(board, ping=False, language=game_language(record)),
            )
        except discord.NotFound:
            # The board message was deleted: post a fresh one (it pings the players again).
            await self._post_board(snapshot, BoardRef(None, (), None), None, deleted=shown.message_id)
            return
        self._last_update[record.id] = self.clock()
        self._boards[record.id] = BoardRef(shown.message_id, board.waiting_seats, board.version, snapshot.chapter)
        if self.shared:  # stored at once: the other processes check their memory of the board against it
            await self.service.info.remember_board(record.id, shown.message_id, board.waiting_seats, board.version)
            self._catch_up_soon(record.id, board.version)
        else:
            self._unsaved.add(record.id)
        crash_point("board-edited")

    def _catch_up_soon(self, game_id: int, shown: int) -> None:
        """If another process moved the game while this board was updated to ``shown``, update it again."""

        async def again() -> None:
            try:
                if (await self.service.store.outbox.stored_board(game_id)).version <= shown:
                    return
                async with self._locks[game_id]:
                    await self._check_stored(game_id)
                    await self._refresh(game_id, from_timer=False)
            except Exception:
                log.exception("could not bring the board of game %s up to date", game_id)

        task = asyncio.create_task(again(), name=f"board-catch-up-{game_id}")
        self._catching_up.add(task)
        task.add_done_callback(self._catching_up.discard)

    async def _retire(self, record: GameRecord, shown: BoardRef) -> None:
        """Turn the board being replaced into the short lasting record of its chapter: what happened, no mention.

        One edit: its text, picture and buttons are replaced, so nothing says "waiting on" once
        nobody is, and no answered ping stays highlighted. A failure is swept later like a strip.
        """
        assert record.thread_id is not None and shown.message_id is not None
        message_id = shown.message_id
        turn = self._turn.pop(record.id, {})
        lines = [turn[after][1] for after in sorted(turn)] or await self._logged_lines(record, shown)
        code = game_language(record)
        chapter = spoken(shown.chapter, code, shown_all(record.names)) if shown.chapter else ""
        title = self.service.spec(record).title
        message = present_play.turn_record(title, record.id, lines, chapter=chapter, language=code)
        try:
            await self._edit(record.thread_id, message_id, message)
        except discord.NotFound:
            pass  # deleted: nothing left to click
        except discord.HTTPException as failure:
            log.info("could not close the board %s of game %s: %s", message_id, record.id, failure)
            self._unswept.add(record.id)
            self._sweep_soon(record.id)

    async def _logged_lines(self, record: GameRecord, shown: BoardRef) -> list[str]:
        """What happened since the board went up, read from the log: a board put up before a restart.

        This process's memory of the turn died with the process that had it; the log keeps each
        move's public lines, so the record still tells what the board's moves did (``/game log``).
        """
        since = record.board_since if record.board_message_id == shown.message_id else None
        since = shown.version if since is None else since
        if since is None:
            return []
        try:
            moves = await self.service.store.games.actions(record.id)
        except Exception:
            log.warning("could not read the log of game %s for its record", record.id, exc_info=True)
            return []
        names, code = shown_all(record.names), game_language(record)
        return [spoken(line, code, names) for move in moves if move.seq > since for line in move.public_lines or ()]

    async def _withdraw(self, record: GameRecord, shown: BoardRef) -> None:
        """Delete a board replaced within its chapter: what happened on it goes into the chapter's record.

        A board that cannot be deleted (other than already gone) becomes a record instead.
        """
        assert record.thread_id is not None and shown.message_id is not None
        thread_id, message_id = record.thread_id, shown.message_id
        try:
            await self._retry_archived(
                thread_id,
                lambda: self.client.get_partial_messageable(thread_id).get_partial_message(message_id).delete(),
            )
        except discord.NotFound:
            pass  # already gone
        except discord.HTTPException as failure:
            log.info("could not delete the board %s of game %s: %s", message_id, record.id, failure)
            await self._retire(record, shown)
