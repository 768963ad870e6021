"""A table for the offline demo, the end-to-end tests and the benchmark: the real bot against the Discord emulator.

A :class:`Table` is one emulated server (a ``#games`` channel and its members), a database
and the real :class:`~bot.client.GameBot` logged in to the emulator (``discord_emulator``),
which stands in for Discord on 127.0.0.1. :class:`Handled` knows when the bot has finished
with each injected interaction, so nobody has to guess with sleeps. :meth:`Table.open_game`
plays the lobby through the real commands and buttons: ``/game new`` (after its
autocomplete), Join for everyone else, Start.

The caller points discord.py at the emulator (``discord_emulator.pointed_at``) for as long
as the table is used.
"""

import asyncio
import re
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import discord

from bot.choreography.posting import RETRY_DELAYS
from bot.client import GameBot, build_bot
from bot.config import DEFAULT_RECONCILE_INTERVAL, DEFAULT_SCHEDULER_INTERVAL, Settings
from bot.reconciler import DEFAULT_GRACE
from bot.service import GameService, Think
from bot.service.pictures import RenderOffLoop
from discord_emulator import (
    Channel,
    DiscordEmulator,
    Interaction,
    InteractionHandle,
    InteractionOutcome,
    InteractionType,
    Member,
    Message,
    RunningClient,
    start_client,
)
from engine.core import GameSpec
from renderers import GameRenderer, get_renderer
from storage.db import Database
from storage.models import GameStatus

HANDLED_TIMEOUT = 30.0  # seconds: far beyond any flow; a stuck handler fails loudly
_LOBBY_GAME = re.compile(r"bg:l:(\d+):join")


class Handled:
    """Knows when the bot has finished handling each injected interaction (see :func:`track`).

    In this process, :func:`track` marks them; a bot in its own process reports them instead
    (``testkit.bot_process``'s ``HANDLED_FD``) and its table marks them as they come.
    """

    def __init__(self) -> None:
        self._done: dict[int, asyncio.Future[float]] = {}

    def mark(self, interaction_id: int) -> None:
        """Record that the bot has finished with an interaction."""
        future = self._future(interaction_id)
        if not future.done():
            future.set_result(asyncio.get_running_loop().time())

    async def wait(self, interaction_id: int, timeout: float = HANDLED_TIMEOUT) -> float:
        """Wait until the bot has finished with an interaction; the loop time when it did."""
        try:
            return await asyncio.wait_for(asyncio.shield(self._future(interaction_id)), timeout)
        finally:
            if self._future(interaction_id).done():
                del self._done[interaction_id]

    def _future(self, interaction_id: int) -> asyncio.Future[float]:
        future = self._done.get(interaction_id)
        if future is None:
            future = self._done[interaction_id] = asyncio.get_running_loop().create_future()
        return future


def track(bot: GameBot, mark: Callable[[int], None]) -> None:
    """Call ``mark`` with each interaction's id when ``bot`` has finished handling it.

    Every component goes through the bot's ``Responder``, whose flows answer their own
    errors: a component interaction is handled when that flow returns. A slash command is
    handled when discord.py reports its completion, or when the command tree's error handler
    (the bot's one error mapper) has answered. An autocomplete is handled once answered (the
    table does not wait for it).
    """
    bot.responder = _TrackedResponder(bot.responder, mark)  # type: ignore[assignment]

    async def command_completed(interaction: discord.Interaction, command: object) -> None:
        mark(interaction.id)

    bot.add_listener(command_completed, "on_app_command_completion")
    report_error = bot.tree.on_error

    async def on_error(interaction: discord.Interaction, error: discord.app_commands.AppCommandError) -> None:
        try:
            await report_error(interaction, error)
        finally:
            mark(interaction.id)

    bot.tree.on_error = on_error  # type: ignore[method-assign]


class _TrackedResponder:
    """The bot's responder, marking each flow's interaction handled when the flow returns.

    A flow that raises (``/play`` and ``/game undo`` leave refusals to the command tree's error
    handler) is marked by that handler instead, once the refusal has been answered.
    """

    def __init__(self, responder: Any, mark: Callable[[int], None]) -> None:
        self._responder = responder
        self._mark = mark

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._responder, name)
        if not asyncio.iscoroutinefunction(attribute):
            return attribute

        async def tracked(interaction: discord.Interaction, *args: Any, **kwargs: Any) -> Any:
            result = await attribute(interaction, *args, **kwargs)
            self._mark(interaction.id)
            return result

        return tracked


@dataclass
class TableGame:
    """A game opened at the table: its number, thread and lobby message, and its members in seat order (bots after)."""

    game_id: int
    thread: Channel
    lobby: Message
    players: tuple[Member, ...]

    def player(self, user_id: int) -> Member:
        """The player with this user id."""
        return next(p for p in self.players if p.id == user_id)


class Table:
    """An emulated server with a ``#games`` channel and members, a database, and the real bot logged in."""

    def __init__(
        self,
        emulator: DiscordEmulator,
        database: Database,
        *,
        member_names: Sequence[str] = ("Ana", "Ben", "Cy"),
        games: Mapping[str, GameSpec] | None = None,
        renderer_for: Callable[[str], GameRenderer] = get_renderer,
        seeds: Callable[[], int] | None = None,
        edit_window: float = 1.0,
        reconcile_interval: float = DEFAULT_RECONCILE_INTERVAL,
        reconcile_grace: float = DEFAULT_GRACE,
        retry_delays: Sequence[float] = RETRY_DELAYS,
        render: RenderOffLoop | None = None,
        clock: Callable[[], datetime] | None = None,
        scheduler_interval: float = DEFAULT_SCHEDULER_INTERVAL,
        metrics_port: int | None = None,
        think: Think | None = None,
    ) -> None:
        self.emulator = emulator
        self.metrics_port = metrics_port  # METRICS_PORT: 0 serves /metrics and /healthz on a free port
        self.think = think  # how bots think (default: the service's, a thread)
        self.clock = clock  # the time the game clocks read (tests inject one and run the scheduler by hand)
        self.scheduler_interval = scheduler_interval
        self.render = render  # how pictures are drawn off the loop (default: a thread with ``renderer_for``)
        self.database = database
        self.games = games
        self.renderer_for = renderer_for
        self.seeds = seeds
        self.edit_window = edit_window
        self.reconcile_interval = reconcile_interval
        self.reconcile_grace = reconcile_grace
        self.retry_delays = tuple(retry_delays)
        self.guild = emulator.create_guild("Board games")
        self.channel = emulator.create_text_channel(self.guild, "games")
        self.members = [emulator.create_member(self.guild, name) for name in member_names]
        self.bot: GameBot | None = None
        self.handled: Handled | None = None
        self._running: RunningClient | None = None

    # --- The bot's life ----------------------------------------------------------------------------

    def build(self) -> GameBot:
        """A new bot on this table's database (not yet connected)."""
        service = GameService(
            self.database,
            games=self.games,
            renderer_for=self.renderer_for,
            seeds=self.seeds,
            render=self.render,
            think=self.think,
            **({"clock": self.clock} if self.clock is not None else {}),
        )
        return build_bot(
            Settings(
                reconcile_interval=self.reconcile_interval,
                scheduler_interval=self.scheduler_interval,
                metrics_port=self.metrics_port,
            ),
            self.database,
            service=service,
            edit_window=self.edit_window,
            retry_delays=self.retry_delays,
            reconcile_grace=self.reconcile_grace,
        )

    async def start(self) -> GameBot:
        """Log a new bot in to the emulator and wait until it is ready and has repaired what was behind."""
        bot = self.build()
        self.handled = Handled()
        track(bot, self.handled.mark)
        self._running = await start_client(self.emulator, bot)
        self.bot = bot
        await bot.reconciler.started()
        return bot

    async def stop(self) -> None:
        """Disconnect the bot (its scheduled board edits are made first)."""
        if self._running is not None:
            await self._running.stop()
        self._running = None
        self.bot = None

    async def restart(self, database: Database | None = None) -> GameBot:
        """Stop the bot and start a new one, on ``database`` if given (the same file, reopened)."""
        await self.stop()
        if database is not None:
            self.database = database
        return await self.start()

    @property
    def live(self) -> GameBot:
        """The running bot."""
        assert self.bot is not None, "the bot is not running"
        return self.bot

    # --- Interactions ------------------------------------------------------------------------------

    async def do(self, handle: InteractionHandle) -> InteractionOutcome:
        """Wait until the bot has answered and finished handling an interaction; what it did.

        Unlike ``await handle``, this does not wait for the whole emulator to fall quiet, so
        interactions handled side by side do not wait for each other. The outcome's ``calls``
        are the REST calls made from the injection until the bot had finished (with other
        interactions in flight they interleave), and ``last_call_at`` is when the last of
        the interaction's own calls (its response, follow-ups and edits) ended.
        """
        interaction = await handle.answered()
        if interaction.type != InteractionType.AUTOCOMPLETE:
            assert self.handled is not None
            await self.handled.wait(interaction.id)
        return self._outcome(interaction)

    def _outcome(self, interaction: Interaction) -> InteractionOutcome:
        finished = time.perf_counter()
        calls = [c for c in self.emulator.recorder.since(interaction.created_at) if c.started_at <= finished]
        assert interaction.response_type is not None and interaction.answered_at is not None
        own = [c.finished_at for c in calls if c.interaction_id == interaction.id and c.finished_at is not None]
        messages = self.emulator.world.messages
        return InteractionOutcome(
            interaction=interaction,
            response_type=interaction.response_type,
            response=interaction.response_data or {},
            ephemeral=interaction.ephemeral,
            original=None if interaction.original_id is None else messages.get(interaction.original_id),
            followups=[messages[i] for i in interaction.followup_ids],
            choices=list(interaction.choices or []),
            modal=interaction.modal,
            calls=calls,
            injected_at=interaction.created_at,
            answered_at=interaction.answered_at,
            last_call_at=max(own, default=interaction.answered_at),
        )

    async def flush(self) -> None:
        """Make the board edits the bot is holding back to coalesce them (Discord's edit rate limit)."""
        await self.live.choreographer.flush()

    async def bots_moved(self) -> None:
        """Wait until no bot is thinking or moving, then make the board edits held back."""
        await self.live.bots.idle()
        await self.flush()

    async def record(self, game_id: int) -> Any:
        """The game as stored now."""
        return await self.live.service.get(game_id)

    # --- The lobby ---------------------------------------------------------------------------------

    async def open_game(
        self,
        game_key: str,
        players: Sequence[Member],
        *,
        creator: Member | None = None,
        settings: Mapping[str, str] | None = None,
        bots: int = 0,
    ) -> TableGame:
        """Open a game with ``/game new``, let the others Join, and Start it; the first player is the creator.

        ``settings``: game options or table settings (e.g. ``{"clock": "24h"}``) the creator picks
        in the lobby's menus before the start. ``bots``: how many bots the creator adds (Add a bot)
        after the members joined; they sit after them, so ``players`` are the first seats.
        """
        creator = creator or players[0]
        offered = await self.do(self.emulator.autocomplete(creator, self.channel, "game new", {}, focused="game"))
        if game_key not in offered.choice_values:
            raise LookupError(f"/game new does not offer {game_key!r}; it offers {offered.choice_values}")
        # the tables these tests script sit in join order unless ``settings`` asks to draw them
        created = await self.do(
            self.emulator.slash(creator, self.channel, "game new", {"game": game_key, "seat_order": "joined"})
        )
        lobby = created.original
        assert lobby is not None and lobby.thread_id is not None, "the lobby message or its thread is missing"
        game_id = next(int(m[1]) for c in lobby.custom_ids if (m := _LOBBY_GAME.fullmatch(c)))
        for name, value in (settings or {}).items():
            await self.choose_in_lobby(creator, lobby, game_id, name, value)
        for player in players:
            if player.id != creator.id:
                await self.do(self.emulator.click(player, lobby, f"bg:l:{game_id}:join"))  # labels: the game's language
        for _ in range(bots):
            await self.do(self.emulator.click(creator, self.emulator.message(lobby.id), f"bg:l:{game_id}:bot"))
        started = await self.do(self.emulator.click(creator, lobby, f"bg:l:{game_id}:start"))
        record = await self.record(game_id)
        if record.status != GameStatus.ACTIVE:
            refusal = " ".join(m.content for m in started.messages if m.ephemeral)
            raise RuntimeError(f"game #{game_id} did not start: {refusal or lobby.content}")
        members = [seat for seat in sorted(record.seats, key=_seat) if seat.bot is None]
        seated = tuple(next(p for p in players if p.id == seat.user_id) for seat in members)
        thread = self.emulator.world.channels[lobby.thread_id]
        return TableGame(game_id, thread, lobby, seated)

    async def choose_in_lobby(self, creator: Member, lobby: Message, game_id: int, name: str, value: str) -> None:
        """Pick ``value`` for the option or table setting ``name`` in the lobby's menus, as the creator would."""
        offered = self.live.service.lobby.view(await self.live.service.get(game_id)).options
        number = next(n for n, (spec, _) in enumerate(offered) if spec.name == name)
        wanted = f"{number}:{offered[number][0].choices.index(value)}"
        lobby = self.emulator.message(lobby.id)
        menu = next(m for m in lobby.selects if any(o.value == wanted for o in m.options))
        await self.do(self.emulator.select(creator, lobby, menu.custom_id or "", [wanted]))


def _seat(seat: Any) -> int:
    return int(seat.seat)


async def gather_done(table: Table, handles: Sequence[InteractionHandle]) -> list[InteractionOutcome]:
    """Handle several interactions injected together; their outcomes in the same order."""
    waits: list[Awaitable[InteractionOutcome]] = [table.do(handle) for handle in handles]
    return list(await asyncio.gather(*waits))
