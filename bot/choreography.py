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
  now make a public one (``Change.new_turn``: a new turn for the same seat, e.g. the reveal
  of a Dreams round whose last guesser deals the next round), which an edit would hide.

Then each player whose private view changed gets it by DM (``bot/dm.py``). When the game
ends, the result is posted (ranking, breakdowns, final image) mentioning every player and
the lobby message says so. Failures to reach Discord here are logged, never shown as
"nothing was changed": the move was applied.

**The thread converges to the truth.** ``games.board_version`` is the version the stored
board message shows. A new board is put up in this order, so that a process killed at any
point leaves at most one message with live buttons, and a stored state from which
:meth:`Choreographer.repair` finishes the job:

1. clear the old board's buttons. Killed here: no live board at all; the stored board is
   behind the game, so the repair posts the new one;
2. post the new board, buttons included, pinging who must act. Killed here: the new board
   is the only one with live buttons, but it is not stored: the stored board is behind, so
   the repair posts another (pinging again: the one case of a second ping, after a kill)
   and sweeps the thread's history, clearing the buttons of any bot message but the board;
3. store its id, the seats it waits on and its version, in one write. From here on the
   thread is right.

Posting first and clearing the old board's buttons last would leave two live boards after a
kill between the two; posting without buttons and adding them by a second edit would cost a
third request per new board against Discord's 5 edits per 5 s per channel.

An edit in place stores ``board_version`` after Discord has accepted it. A failed update is
retried with backoff (``retry_delays``) when the failure may pass (5xx, 429, network), and
otherwise left to the reconciler (``bot/reconciler.py``), which calls :meth:`Choreographer.repair`
at start-up and periodically. A repair never applies a move: it re-posts (pinging who must act
now, when they are not the seats the stored board waits on, or a secret decision turned public
since) or edits the board, and DMs the seats whose private view changed between the version the
thread shows (or the latest this process sent DMs for) and now, rebuilt by replaying the log.
DMs are sent after the board, so a kill between the two loses them; the board still pings.
"""

import asyncio
import dataclasses
import hashlib
import logging
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord

from bot.crash import crash_point
from bot.dm import DirectMessages
from bot.names import shown_all
from bot.present import clock as present_clock
from bot.present import common as present_common
from bot.present import lobby as present_lobby
from bot.present import play as present_play
from bot.service import Change, GameService, Snapshot, TableCall
from engine.core import IllegalAction, fill_names, pending
from storage.models import GameStatus
from storage.records import GameRecord

log = logging.getLogger(__name__)

ARCHIVED_THREAD = 50083
RETRY_DELAYS = (1.0, 4.0)
"""Seconds to wait before each new attempt at a board update that failed for a reason that may pass."""
SWEEP_DEPTH = 50
"""How many of a thread's latest messages a sweep looks at for a stray board with live buttons."""
SHOWN_STATUSES = (GameStatus.ACTIVE, GameStatus.FINISHED)


@dataclass(frozen=True, slots=True)
class BoardRef:
    """A game's board message in its thread: its id, the seats it waits on, the version it shows and its chapter.

    ``chapter`` (``GameSpec.chapter`` of the version shown) is known only for boards this process
    put up or edited; a board known from the database alone has None.
    """

    message_id: int | None
    waiting: tuple[int, ...]
    version: int | None
    chapter: str | None = None


def post_nonce(kind: str, game_id: int, version: int, replaces: int | None) -> str:
    """The nonce of a game's post (25 characters at most): the same post made again carries the same one.

    A board replacing board ``replaces`` at ``version``, or the result: posted again by a restarted
    process, it gets the first message back from Discord instead of a second.
    """
    digest = hashlib.sha1(f"{kind}:{game_id}:{version}:{replaces}".encode()).hexdigest()
    return f"{kind}{digest[:24]}"


def may_pass(failure: BaseException) -> bool:
    """Whether trying again later may succeed: a Discord server error, a rate limit, a network failure."""
    return isinstance(failure, discord.DiscordServerError | discord.RateLimited | aiohttp.ClientError | OSError) or (
        isinstance(failure, discord.HTTPException) and failure.status == 429
    )


class Choreographer:
    """Keeps each game's thread showing its current board, and tells the players what changed."""

    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        dms: DirectMessages,
        *,
        edit_window: float = 1.0,
        retry_delays: Sequence[float] = RETRY_DELAYS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.client = client
        self.service = service
        self.dms = dms
        self.edit_window = edit_window
        self.retry_delays = tuple(retry_delays)
        self.clock = clock
        self.on_change: Callable[[int], None] | None = None  # told the channel of each game that changed
        self.on_over: Callable[[GameRecord], Awaitable[None]] | None = None  # told each game that ended (campaigns)
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._last_update: dict[int, float] = {}
        self._scheduled: dict[int, asyncio.Task[None]] = {}
        self._finished: set[int] = set()
        self._ending: set[int] = set()  # games that a change made by this process ended
        self._posted: dict[int, int] = {}  # game id -> the latest board message this process posted
        self._unswept: set[int] = set()  # games where clearing an old board's buttons failed
        self._sweeping: dict[int, asyncio.Task[None]] = {}  # games whose stray board is swept again soon
        self._latest: dict[int, Snapshot] = {}  # game id -> the latest version this process knows
        self._boards: dict[int, BoardRef] = {}  # game id -> the board this process last put up or edited
        self._unsaved: set[int] = set()  # games whose board was edited to a version not stored yet
        self._fresh: defaultdict[int, set[int]] = defaultdict(set)  # seats whose wait began since the board
        self._turn: defaultdict[int, list[str]] = defaultdict(list)  # what happened while the board was live
        # game id -> message id -> (channel id, the vote) of the votes on overdue seats this process posted
        self._votes: defaultdict[int, dict[int, tuple[int, TableCall]]] = defaultdict(dict)

    @property
    def unswept(self) -> frozenset[int]:
        """The games in whose thread an old board may still have live buttons (clearing them failed)."""
        return frozenset(self._unswept)

    async def after_change(self, change: Change) -> None:
        """Show a change: board (edited or posted), DMs of changed private views, the result at the end.

        Everything shown is built from ``change``: the game is not read again.
        """
        record = change.game
        if record.status == GameStatus.ABANDONED:  # the last player still playing resigned
            await self.abandoned(record, "because every player resigned")
            return
        self._know(change.after)
        if change.finished:
            self._ending.add(record.id)  # this process ended it: its result cannot be in the thread yet
        before = change.before
        if record.id not in self._boards and before is not None and record.board_version == before.record.version:
            # A board this process did not put up (it ran before a restart) shows the version
            # before this change: that version's chapter is the board's.
            self._boards[record.id] = BoardRef(
                record.board_message_id, tuple(record.board_waiting), record.board_version, before.chapter
            )
        waited = set(change.before.waiting_seats) if change.before is not None and not change.started else set()
        pinged = set(change.after.waiting_seats) - waited  # their wait begins: the new board pings them
        self._fresh[record.id] |= pinged
        if change.record and not change.started:
            self._turn[record.id].append(change.record)
        await self.refresh(record.id, new_board=change.new_turn)
        self.channel_changed(record.channel_id)  # after the board: the dashboard links to the one now up
        try:
            await self.dms.after_change(change)
        except Exception:
            log.exception("could not send the private views of game %s", record.id)
        await self._close_stale_votes(record)

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

    async def refresh(self, game_id: int, *, new_board: bool = False) -> None:
        """Bring the thread up to date with the latest version known (``new_board``: post, never edit); never raises."""
        async with self._locks[game_id]:
            await self._refresh(game_id, from_timer=False, new_board=new_board)

    async def flush(self) -> None:
        """Make every scheduled board edit now, wait for those under way, store what the boards show.

        At shutdown, and in tests.
        """
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

    async def _refresh(self, game_id: int, *, from_timer: bool, new_board: bool = False) -> None:
        """Post, edit, schedule an edit or announce the end, retrying what may pass; called with the lock held."""
        posted = self._posted.get(game_id)
        for delay in (*self.retry_delays, None):
            try:
                # A retry after the new board went up finishes that board rather than posting another.
                fresh = new_board and self._posted.get(game_id) == posted
                await self._update(game_id, from_timer=from_timer, new_board=fresh)
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

    async def _update(self, game_id: int, *, from_timer: bool, new_board: bool) -> None:
        """One attempt at bringing the thread up to date with the latest version known."""
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
            await self._post_board(snapshot, board, fresh)
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
        self, snapshot: Snapshot, shown: BoardRef, fresh: set[int] | None = None, *, deleted: int | None = None
    ) -> None:
        """Put up a new board in the crash-safe order of the module's docstring, pinging ``fresh`` (None: all).

        ``deleted``: the board this one replaces was deleted (its id makes the post's nonce new).
        """
        record = snapshot.record
        assert record.thread_id is not None
        board = await self.service.info.board(snapshot)
        if shown.message_id is not None:
            if shown.chapter is not None and shown.chapter == snapshot.chapter:
                await self._withdraw(record, shown)  # the same turn goes on: one lasting record per chapter
            else:
                await self._retire(record, shown)
        ping = True if fresh is None or shown.message_id is None else sorted(fresh)  # "your move", once per wait
        nonce = post_nonce("b", record.id, board.version, shown.message_id or deleted)
        posted = present_play.board_message(board, ping=ping)
        try:
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
                await self._edit(record.thread_id, message.id, present_play.board_message(board, ping=False))
            except discord.HTTPException as failure:
                log.info("the board of game %s stays without its picture: %s", record.id, failure)
        if posted.components and not message.components:
            # The same post made by a process killed before storing it: Discord returned that board,
            # whose buttons the repair's sweep has just cleared. Give them back (its ping was sent).
            await self._edit(record.thread_id, message.id, present_play.board_message(board, ping=False))
        self._fresh.pop(record.id, None)
        self._posted[record.id] = message.id
        self._last_update[record.id] = self.clock()
        self._boards[record.id] = BoardRef(message.id, board.waiting_seats, board.version, snapshot.chapter)
        self._unsaved.discard(record.id)
        await self.service.info.remember_board(record.id, message.id, board.waiting_seats, board.version)
        crash_point("board-posted")

    async def _edit_board(self, snapshot: Snapshot, shown: BoardRef) -> None:
        record = snapshot.record
        assert record.thread_id is not None and shown.message_id is not None
        board = await self.service.info.board(snapshot)
        try:
            await self._edit(record.thread_id, shown.message_id, present_play.board_message(board, ping=False))
        except discord.NotFound:
            # The board message was deleted: post a fresh one (it pings the players again).
            await self._post_board(snapshot, BoardRef(None, (), None), None, deleted=shown.message_id)
            return
        self._last_update[record.id] = self.clock()
        self._boards[record.id] = BoardRef(shown.message_id, board.waiting_seats, board.version, snapshot.chapter)
        self._unsaved.add(record.id)
        crash_point("board-edited")

    async def _finish(self, snapshot: Snapshot) -> None:
        record = snapshot.record
        if record.id in self._finished:
            return
        board = await self.service.info.board(snapshot)
        assert record.thread_id is not None
        shown = self._board_of(record)
        message = None if record.id in self._ending else await self._posted_result(record)
        if message is None:
            if shown.message_id is not None:
                await self._retire(record, shown)
            nonce = post_nonce("r", record.id, board.version, None)
            message = await self._send(record.thread_id, present_play.result_message(board), nonce=nonce)
            crash_point("result-posted")
        elif shown.message_id is not None and shown.message_id != message.id:
            await self._retire(record, shown)
        self._finished.add(record.id)
        for memory in (self._latest, self._fresh, self._turn):
            memory.pop(record.id, None)  # the game is over: nothing more to show from memory
        self._boards[record.id] = BoardRef(message.id, (), board.version)
        self._unsaved.discard(record.id)
        await self.service.info.remember_board(record.id, message.id, (), board.version)
        crash_point("result-stored")
        result_line = present_play.winners_line(board.result, board.names) if board.result else ""
        lobby = self.service.lobby.view(record)
        await self._update_lobby(record, present_lobby.lobby_message(lobby, result_line=result_line))
        await self._tell_over(record)

    async def _tell_over(self, record: GameRecord) -> None:
        """Tell ``on_over`` (a campaign's summary) that a game ended; never raises."""
        if self.on_over is None:
            return
        try:
            await self.on_over(record)
        except Exception:
            log.exception("could not tell that game %s ended", record.id)

    # --- Repair --------------------------------------------------------------------------------------

    async def repair(self, game_id: int, *, sweep: bool = False) -> bool:
        """Bring a game's thread up to date if its board is behind; True if it was. Never applies a move.

        ``sweep``: also clear the buttons of any other board left in the thread's recent history
        (a thread whose board was behind, or where clearing buttons failed, is always swept).
        """
        async with self._locks[game_id]:
            if game_id in self._scheduled:
                return False  # an edit is on its way
            record = await self.service.get(game_id)
            if record.status == GameStatus.ABANDONED:
                return await self._announce_abandoned(record)
            snapshot = self.service.snapshot(record)
            self._know(snapshot)
            shown = self._board_of(record)
            behind = record.status in SHOWN_STATUSES and shown.version != record.version
            if record.thread_id is None:
                return False
            if sweep or behind or game_id in self._unswept:
                await self._sweep(record, shown)  # first, so that a board posted by the repair is never the second
            if behind:
                await self._catch_up(snapshot, shown)
        return behind

    async def _catch_up(self, snapshot: Snapshot, shown: BoardRef) -> None:
        """Update a board that is behind (the DMs the game owes are sent from what is stored: ``DirectMessages``)."""
        record = snapshot.record
        earlier = None
        if shown.version is not None:
            try:
                earlier = await self.service.repository.state_at(record.id, shown.version)
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

    async def _announce_abandoned(self, record: GameRecord) -> bool:
        """Tell the thread of a game abandoned by a process that stopped before saying so; True if it was told."""
        if record.thread_id is None or record.board_version == record.version:
            return False
        title = self.service.spec(record).title
        shown = self._board_of(record)
        nonce = post_nonce("a", record.id, record.version, None)
        await self._send(record.thread_id, present_play.abandoned_message(title, record.id, ""), nonce=nonce)
        if shown.message_id is not None:
            await self._strip(record.id, record.thread_id, shown.message_id)
        await self._update_lobby(record, present_lobby.lobby_message(self.service.lobby.view(record)))
        await self.service.info.remember_board(record.id, shown.message_id, (), record.version)
        return True

    async def send_owed(self, game_id: int) -> None:
        """Send the DMs a game still owes (a process stopped before it sent them); never raises."""
        try:
            async with self._locks[game_id]:
                await self.dms.send_owed(await self.service.get(game_id))
        except Exception:
            log.exception("could not send the DMs owed in game %s", game_id)

    async def _posted_result(self, record: GameRecord) -> discord.Message | None:
        """The result of a game ended before this process started, if it is in the thread already.

        A process killed after posting the result and before storing it leaves it there; within
        Discord's nonce window the post's nonce would return it anyway, past it this look does.
        """
        me = self.client.user
        if record.thread_id is None or me is None:
            return None
        marker = present_play.result_marker(record.id)
        channel = self.client.get_partial_messageable(record.thread_id)
        try:
            async for message in channel.history(limit=SWEEP_DEPTH):
                if message.author.id == me.id and marker in message.content:
                    return message
        except discord.HTTPException as failure:
            log.info("could not read the thread of game %s: %s", record.id, failure)
        return None

    async def _sweep(self, record: GameRecord, shown: BoardRef) -> None:
        """Clear the buttons of every bot message in the thread's recent history but the current board."""
        me = self.client.user
        if record.thread_id is None or me is None:
            return
        self._unswept.discard(record.id)
        channel = self.client.get_partial_messageable(record.thread_id)
        try:
            stray = [
                message.id
                async for message in channel.history(limit=SWEEP_DEPTH)
                if message.author.id == me.id and message.components and message.id != shown.message_id
            ]
        except discord.HTTPException as failure:
            log.warning("could not read the thread of game %s: %s", record.id, failure)
            self._unswept.add(record.id)
            return
        for message_id in stray:
            log.info("clearing the buttons of stray board %s in game %s", message_id, record.id)
            await self._strip(record.id, record.thread_id, message_id)

    async def abandoned(self, record: GameRecord, why: str) -> None:
        """Show in the thread and the lobby that a game was abandoned (``why``: "by Ben", "because ...")."""
        self.channel_changed(record.channel_id)
        async with self._locks[record.id]:
            self._cancel_edit(record.id)
            title = self.service.spec(record).title
            shown = self._board_of(record)
            self._latest.pop(record.id, None)
            self._unsaved.discard(record.id)
            if record.thread_id is not None:
                try:
                    nonce = post_nonce("a", record.id, record.version, None)
                    await self._send(
                        record.thread_id, present_play.abandoned_message(title, record.id, why), nonce=nonce
                    )
                    if shown.message_id is not None:
                        await self._strip(record.id, record.thread_id, shown.message_id)
                except discord.HTTPException as failure:
                    log.warning("could not announce the end of game %s: %s", record.id, failure)
                    why = ""  # not shown: the reconciler announces it
            await self._update_lobby(record, present_lobby.lobby_message(self.service.lobby.view(record)))
            if record.thread_id is None or why:
                await self.service.info.remember_board(record.id, shown.message_id, (), record.version)
        await self._tell_over(record)

    async def _update_lobby(self, record: GameRecord, message: present_common.Message) -> None:
        if record.lobby_message_id is None:
            return
        try:
            await self._edit(record.channel_id, record.lobby_message_id, message)
        except discord.HTTPException as failure:
            log.warning("could not update the lobby message of game %s: %s", record.id, failure)

    async def _retire(self, record: GameRecord, shown: BoardRef) -> None:
        """Turn the board being replaced into the short lasting record of its chapter: what happened, no mention.

        One edit: its text, picture and buttons are replaced, so nothing says "waiting on" once
        nobody is, and no answered ping stays highlighted. A failure is swept later like a strip.
        """
        assert record.thread_id is not None and shown.message_id is not None
        message_id = shown.message_id
        lines = self._turn.pop(record.id, []) or await self._logged_lines(record, shown)
        chapter = fill_names(shown.chapter, shown_all(record.names)) if shown.chapter else ""
        message = present_play.turn_record(self.service.spec(record).title, record.id, lines, chapter=chapter)
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
        if shown.version is None:
            return []
        try:
            moves = await self.service.repository.actions(record.id)
        except Exception:
            log.warning("could not read the log of game %s for its record", record.id, exc_info=True)
            return []
        names = shown_all(record.names)
        return [
            fill_names(line, names) for move in moves if move.seq > shown.version for line in move.public_lines or ()
        ]

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

    async def _strip(self, game_id: int, channel_id: int, message_id: int) -> None:
        """Remove the components of an older board message (its buttons are stale anyway); a failure is swept later."""
        try:
            await self._retry_archived(
                channel_id,
                lambda: self.client.get_partial_messageable(channel_id).get_partial_message(message_id).edit(view=None),
            )
        except discord.NotFound:
            pass  # deleted: nothing left to click
        except discord.HTTPException as failure:
            log.info("could not clear the buttons of message %s: %s", message_id, failure)
            self._unswept.add(game_id)

    async def post(self, channel_id: int, message: present_common.Message) -> discord.Message:
        """Post a message in a game's thread (unarchiving it if need be): a call to the table, a reminder."""
        return await self._send(channel_id, message)

    async def post_call(self, channel_id: int, call: TableCall) -> discord.Message:
        """Post a call to the table; a vote is remembered, so it is closed if its player moves in time."""
        posted = await self._send(channel_id, present_clock.call_message(call))
        if call.kind == "vote":
            self._votes[call.game_id][posted.id] = (channel_id, call)
        return posted

    def forget_call(self, game_id: int, message_id: int) -> None:
        """A vote the table settled: its message was edited already."""
        self._votes[game_id].pop(message_id, None)

    async def _close_stale_votes(self, record: GameRecord) -> None:
        """Edit the votes on seats that moved since (or in a game now over): they no longer stand."""
        for message_id, (channel_id, call) in list(self._votes.get(record.id, {}).items()):
            seat = record.seat_record(call.seat)
            if (
                record.status == GameStatus.ACTIVE
                and seat is not None
                and seat.decision_version == call.decision_version
            ):
                continue
            del self._votes[record.id][message_id]
            closed = present_clock.call_closed(call, f"⏱ {call.name} has moved (or the game ended): the vote is over.")
            try:
                await self._edit(channel_id, message_id, closed)
            except discord.HTTPException as failure:
                log.info("could not close the vote message %s: %s", message_id, failure)

    async def _send(
        self, channel_id: int, message: present_common.Message, *, nonce: str | None = None
    ) -> discord.Message:
        """Post ``message``; with a ``nonce`` (enforced), the same post made again within Discord's window is one."""
        channel = self.client.get_partial_messageable(channel_id)
        extra = {} if nonce is None else {"nonce": nonce}
        return await self._retry_archived(channel_id, lambda: channel.send(**message.send_kwargs(), **extra))

    async def _edit(self, channel_id: int, message_id: int, message: present_common.Message) -> None:
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
