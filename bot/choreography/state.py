"""What the choreographer's parts share: each game's board, locks, pending edits and votes in this process.

:class:`~bot.choreography.Choreographer` is made of parts (``board``, ``repair``, ``endings``,
``calls``, ``posting``); each part is a :class:`ThreadState`, so every attribute it reads is
declared here with what it means, and set up once in ``Choreographer.__init__``.
"""

import asyncio
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord

from bot.dm import DirectMessages
from bot.service import GameService, Snapshot, TableCall
from storage.records import GameRecord


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


class ThreadState:
    """The per-process state of every game's thread, declared for the parts that read it."""

    client: discord.Client
    service: GameService
    dms: DirectMessages
    edit_window: float  # seconds within which a game's board edits are coalesced into one
    retry_delays: tuple[float, ...]  # waits before each new attempt at an update that may pass
    clock: Callable[[], float]  # monotonic seconds (tests inject one)
    on_change: Callable[[int], None] | None  # told the channel of each game that changed
    on_over: Callable[[GameRecord], Awaitable[None]] | None  # told each game that ended (campaigns)
    _locks: defaultdict[int, asyncio.Lock]  # one per game: its board updates never interleave
    _last_update: dict[int, float]  # game id -> when its board was last updated
    _scheduled: dict[int, asyncio.Task[None]]  # game id -> its coalesced edit, waiting for the window
    _finished: set[int]  # games whose result this process has shown
    _ending: set[int]  # games that a change made by this process ended
    _posted: dict[int, int]  # game id -> the latest board message this process posted
    _replied: dict[int, int]  # game id -> the version of a board being posted as an interaction's follow-up
    _unswept: set[int]  # games where clearing an old board's buttons failed
    _sweeping: dict[int, asyncio.Task[None]]  # games whose stray board is swept again soon
    _latest: dict[int, Snapshot]  # game id -> the latest version this process knows
    _boards: dict[int, BoardRef]  # game id -> the board this process last put up or edited
    _unsaved: set[int]  # games whose board was edited to a version not stored yet
    _fresh: defaultdict[int, set[int]]  # seats whose wait began since the board was put up
    _at_table: dict[int, tuple[int, float]]  # game id -> (seat, when) of a member's latest click there, beside bots
    _turn: defaultdict[int, list[str]]  # what happened while the board was live
    _votes: defaultdict[int, dict[int, tuple[int, TableCall]]]  # game -> message -> (channel, vote) posted here
