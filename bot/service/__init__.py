"""The game service: storage, engine and renderers behind plain outcomes (DESIGN.md "Bot"; STYLE.md §3).

There is no discord here. Cogs and components parse an interaction, call one method of one flow
of :class:`GameService` and hand its outcome to the presentation module of the same flow
(``bot/present/``). The service is split as the cogs are:

- ``core``: what every flow shares: storage, the games' rules, snapshots, pictures, per-game
  locks, finding the game an interaction is about, and the one record of a change;
- one flow each, reached as an attribute of the service: ``service.lobby`` (``lobby.py``),
  ``service.play`` (``play.py``), ``service.info`` (``info.py``), ``service.clock``
  (``clock.py``), ``service.auto`` (``auto.py``: standing instructions), ``service.replay``
  (``replay.py``), ``service.bots`` (``bots.py``: bot players' moves); statistics, campaigns and a
  member's games are functions over the service
  (``stats.py``, ``campaign.py``, ``mine.py``);
- ``finding``, ``typed``, ``outcomes``, ``snapshots``, ``pictures``, ``replays``: which game,
  what a player typed, the frozen outcomes, a game at one version, its pictures, replay timelines.

One click is one pass: the game is loaded once, inside the write transaction that checks the
click (server, seat, version, option) and applies it; the :class:`Change` it yields carries the
snapshots before and after, and the panel, the board and the DMs are built from it alone. Moves
are serialised per game inside the process (one ``asyncio.Lock`` per game id), on top of
storage's optimistic versioning.
"""

from collections.abc import Callable, Mapping
from datetime import datetime

from bot.service.auto import AutoFlow
from bot.service.bots import BotFlow
from bot.service.clock import ClockFlow
from bot.service.core import ServiceCore
from bot.service.finding import require_guild
from bot.service.info import InfoFlow
from bot.service.lobby import LobbyFlow
from bot.service.moderation import ModerationFlow
from bot.service.outcomes import (
    Board,
    Change,
    Choices,
    GameLine,
    Hand,
    Lobby,
    Nudge,
    OpenChoice,
    Panel,
    Picture,
    ReplayShown,
    TableCall,
    Tick,
    VoteOutcome,
    Waiting,
)
from bot.service.pictures import RenderOffLoop
from bot.service.play import PlayFlow
from bot.service.replay import ReplayFlow
from bot.service.snapshots import Snapshot
from bot.service.thinking import Think, ThinkPool
from bot.service.typed import TypedForm, echo, match_label, sentences
from engine.core import GameSpec
from renderers import GameRenderer, get_renderer
from storage.db import Database
from storage.models import utc_now

__all__ = [
    "Board",
    "Change",
    "Choices",
    "GameLine",
    "GameService",
    "Hand",
    "Lobby",
    "Nudge",
    "OpenChoice",
    "Panel",
    "Picture",
    "ReplayShown",
    "Snapshot",
    "TableCall",
    "Think",
    "ThinkPool",
    "Tick",
    "TypedForm",
    "VoteOutcome",
    "Waiting",
    "echo",
    "match_label",
    "require_guild",
    "sentences",
]


class GameService(ServiceCore):
    """Everything the bot does to games, one flow per attribute, each returning plain outcomes."""

    def __init__(
        self,
        database: Database,
        *,
        games: Mapping[str, GameSpec] | None = None,
        renderer_for: Callable[[str], GameRenderer] = get_renderer,
        seeds: Callable[[], int] | None = None,
        render: RenderOffLoop | None = None,
        clock: Callable[[], datetime] = utc_now,
        think: Think | None = None,
    ) -> None:
        super().__init__(
            database, games=games, renderer_for=renderer_for, seeds=seeds, render=render, clock=clock, think=think
        )
        self.bots = BotFlow(self)
        self.lobby = LobbyFlow(self)
        self.play = PlayFlow(self)
        self.info = InfoFlow(self)
        self.clock = ClockFlow(self)
        self.moderation = ModerationFlow(self)
        self.auto = AutoFlow(self)
        self.replay = ReplayFlow(self)
