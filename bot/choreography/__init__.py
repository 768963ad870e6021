"""Thread choreography: the game's thread always shows the current board (DESIGN.md "Bot").

:class:`Choreographer` is made of one part per concern, each a module here: ``board`` (a board's
life: edit, post, retire), ``repair`` (the convergence told below, DMs owed, stray boards swept),
``endings`` (the result, an abandoned game's notice), ``calls`` (the table's votes in the thread)
and ``posting`` (send and edit with nonces and retries). They share the per-game state declared in
``state`` (:class:`~bot.choreography.state.ThreadState`) and set up by :class:`Choreographer`.

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
2. post the new board, buttons included, pinging who must act: as a follow-up of the mover's
   interaction when the click was made in the thread (an interaction webhook, outside the bot
   token's global limit), else with the bot token and a nonce. Killed here: the new board is
   the only one with live buttons, but it is not stored: the stored board is behind, so the
   repair sweeps the thread's history, keeping a board posted after the stored one that shows
   the game's current version (it is stored as the board: a follow-up has no nonce) and
   clearing the buttons of any other bot message; with none kept, it posts the board again
   (a bot-token post made again with its nonce is the first one; else it pings again: the one
   case of a second ping, after a kill);
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
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Sequence

import discord

from bot.choreography.board import BoardLife
from bot.choreography.calls import TableCalls
from bot.choreography.endings import Endings
from bot.choreography.posting import RETRY_DELAYS, Posting
from bot.choreography.repair import Repairs
from bot.choreography.state import BoardRef
from bot.dm import DirectMessages
from bot.service import GameService, Snapshot, TableCall
from storage.records import GameRecord


class Choreographer(BoardLife, Repairs, Endings, TableCalls, Posting):
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
        shared: bool = False,
    ) -> None:
        self.client = client
        # Other processes may change the same games (a database they share): what this process
        # remembers of a game is checked against the stored game before it is used (board.py).
        self.shared = shared
        self.service = service
        self.dms = dms
        self.edit_window = edit_window
        self.retry_delays = tuple(retry_delays)
        self.clock = clock
        self.on_change: Callable[[int], None] | None = None  # told the channel of each game that changed
        self.on_over: Callable[[GameRecord], Awaitable[None]] | None = None  # told each game that ended (campaigns)
        self.on_bots: Callable[[GameRecord], None] | None = None  # told each active game that changed (bot/bots.py)
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._last_update: dict[int, float] = {}
        self._scheduled: dict[int, asyncio.Task[None]] = {}
        self._finished: set[int] = set()
        self._ending: set[int] = set()  # games that a change made by this process ended
        self._posted: dict[int, int] = {}  # game id -> the latest board message this process posted
        self._replied: dict[int, int] = {}  # game id -> the version of a board being posted as a follow-up
        self._unswept: set[int] = set()  # games where clearing an old board's buttons failed
        self._sweeping: dict[int, asyncio.Task[None]] = {}  # games whose stray board is swept again soon
        self._catching_up: set[asyncio.Task[None]] = set()  # re-checks after a board update (shared database)
        self._latest: dict[int, Snapshot] = {}  # game id -> the latest version this process knows
        self._boards: dict[int, BoardRef] = {}  # game id -> the board this process last put up or edited
        self._unsaved: set[int] = set()  # games whose board was edited to a version not stored yet
        self._fresh: defaultdict[int, set[int]] = defaultdict(set)  # seats whose wait began since the board
        self._at_table: dict[int, tuple[int, float]] = {}  # game id -> a member's latest click there, beside bots
        # what happened while the board was live: game id -> version after a change -> (version before, its record)
        self._turn: defaultdict[int, dict[int, tuple[int, str]]] = defaultdict(dict)
        # game id -> message id -> (channel id, the vote) of the votes on overdue seats this process posted
        self._votes: defaultdict[int, dict[int, tuple[int, TableCall]]] = defaultdict(dict)
