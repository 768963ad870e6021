"""The Discord client: intents, command tree, cogs, dynamic items and command sync (DESIGN.md "Bot").

:func:`build_bot` makes a bot from settings and a database without connecting, so tests
can run the real bot in-process (against test doubles or a local Discord emulator).
"""

import asyncio
import logging
from collections.abc import Sequence
from datetime import datetime
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import errors, parse
from bot.bots import BotPlayers
from bot.campaigns import CampaignDesk
from bot.choreography import Choreographer
from bot.choreography.posting import RETRY_DELAYS
from bot.components import DYNAMIC_ITEMS, ids
from bot.components.factory import FORM_INPUT
from bot.config import Settings
from bot.dashboard import Dashboards
from bot.digest import Digests
from bot.dm import DirectMessages
from bot.languages import CatalogueTranslator
from bot.leases import DutyLeases, homes_of, needs_leases
from bot.ops import OpsServer, gateway_connected
from bot.ratebudget import RateBudget, process_share
from bot.reconciler import DEFAULT_GRACE, Reconciler
from bot.respond import Responder
from bot.scheduler import Scheduler
from bot.service import GameService
from bot.tracing import trace_config, watch_interactions
from storage.db import Database
from storage.homes import Home

log = logging.getLogger(__name__)

EXTENSIONS = (
    "bot.cogs.lobby",
    "bot.cogs.play",
    "bot.cogs.info",
    "bot.cogs.admin",
    "bot.cogs.clock",
    "bot.cogs.auto",
    "bot.cogs.mine",
    "bot.cogs.replay",
    "bot.cogs.stats",
    "bot.cogs.campaign",
    "bot.cogs.server",
)
"""Every cog module, in load order (by name: the cogs import this module, not the other way)."""


class GameTree(app_commands.CommandTree):
    """The command tree; its ``on_error`` hands every command error to the one error mapper."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """Answer the player ephemerally, and log what was unexpected."""
        game = getattr(interaction.namespace, "game", None)
        where = errors.Where(parse.game_number(game) if isinstance(game, str) else None)
        await errors.report(interaction, error, where)


def bot_intents() -> discord.Intents:
    """Only the guilds intent: no message content, no members, no presences (none is privileged)."""
    intents = discord.Intents.none()
    intents.guilds = True
    return intents


class GameBot(commands.Bot):
    """The board-game bot: a slash-command tree (``/game ...``, ``/play``) and persistent components."""

    def __init__(
        self,
        settings: Settings,
        database: Database,
        *,
        service: GameService | None = None,
        edit_window: float = 1.0,
        retry_delays: Sequence[float] = RETRY_DELAYS,
        reconcile_grace: float = DEFAULT_GRACE,
        **options: object,
    ) -> None:
        service = service or GameService(database)
        self.metrics = service.metrics
        self.budget = RateBudget(lambda: process_share(self), store=service.store.operations)
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=bot_intents(),
            tree_cls=GameTree,
            allowed_mentions=discord.AllowedMentions.none(),
            http_trace=trace_config(self.metrics, self.budget),
            **options,
        )
        watch_interactions(self, self.metrics)
        self.settings = settings
        self.service = service
        self.ops: OpsServer | None = None
        self.dms = DirectMessages(self, self.service)
        self.choreographer = Choreographer(
            self,
            self.service,
            self.dms,
            edit_window=edit_window,
            retry_delays=retry_delays,
            shared=not database.is_sqlite,
        )
        self.leases = (  # on a shared database, a process that runs some shards holds their duty leases
            DutyLeases(service.store.leases, settings.shards, term=settings.duty_lease_seconds, on_gain=self._took_over)
            if needs_leases(settings.shards, shared_database=not database.is_sqlite)
            else None
        )
        home = homes_of(settings.shards, self.leases)  # this process's games now (bot/leases.py)
        self.reconciler = Reconciler(
            self.service, self.choreographer, interval=settings.reconcile_interval, grace=reconcile_grace, home=home
        )
        self.scheduler = Scheduler(self.service, self.choreographer, interval=settings.scheduler_interval, home=home)
        self.digests = Digests(self.service, self.dms, interval=settings.scheduler_interval, home=home)
        self.dashboards = Dashboards(self, self.service, interval=settings.reconcile_interval, home=home)
        self.choreographer.on_change = self.dashboards.changed
        self.campaigns = CampaignDesk(self, self.service, self.choreographer, home)
        self._reopen: asyncio.Task[int] | None = None
        self._taking_over: set[asyncio.Task[int]] = set()  # campaign upkeep of shards taken over
        self.choreographer.on_over = self.campaigns.game_over
        self.bots = BotPlayers(self.service, self.choreographer, interval=settings.reconcile_interval, home=home)
        self.choreographer.on_bots = self.bots.changed
        self.responder = Responder(self.service, self.choreographer, self.campaigns)
        self.game_group = app_commands.Group(
            name="game", description="Board games played at your own pace", guild_only=True
        )

    async def setup_hook(self) -> None:
        """Migrate the database, install the commands and components, then sync the commands."""
        await self.service.prepare()
        self.budget.start()
        if self.leases is not None:
            await self.leases.begin()  # before any duty pass: they read which shards are held
        if self.settings.metrics_port is not None and self.ops is None:
            self.ops = OpsServer(
                self.metrics,
                self.service.store.operations,
                lambda: gateway_connected(self),
                self.service.games,
                port=self.settings.metrics_port,
                now=self.service.now,
            )
            await self.ops.start()
        await self.install()
        await self.sync_commands()

    async def install(self) -> None:
        """Add the ``/game`` group, load the cogs and register the dynamic items (no network)."""
        await self.tree.set_translator(CatalogueTranslator())  # descriptions and choices in each Discord locale
        self.tree.add_command(self.game_group)
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        self.add_dynamic_items(*DYNAMIC_ITEMS)

    async def sync_commands(self) -> None:
        """Publish the slash commands: to ``DISCORD_GUILD_ID`` at once if set, else globally."""
        if self.settings.guild_id is not None:
            guild = discord.Object(id=self.settings.guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to server %s", len(synced), self.settings.guild_id)
        else:
            synced = await self.tree.sync()
            log.info("synced %d global commands (they can take up to an hour to appear)", len(synced))

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Route a submitted form (a typed answer's modal, a replay's jump) by its custom id, also after a restart.

        Every interaction also tells the member's Discord locale (kept when it changed, so that a DM
        sent later follows it: bot/languages.py); this runs beside the command's own handling.
        """
        await errors.reader_of(interaction)
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        data = interaction.data or {}
        replay = ids.parse(ids.REPLAY_FORM_TEMPLATE, str(data.get("custom_id", "")))
        if replay is not None:
            view = ids.number(replay, "view")
            await self.responder.replay_jump(interaction, ids.game_of(replay), view, form_answer(data))
            return
        match = ids.parse(ids.FORM_TEMPLATE, str(data.get("custom_id", "")))
        if match is None:
            return
        await self.responder.submit_form(
            interaction, ids.choice_ref(match, "index"), form_answer(data), str(data.get("custom_id"))
        )

    async def on_ready(self) -> None:
        """Log who we are once connected, and start repairing the threads whose board is behind."""
        log.info("connected as %s (id %s) to %d servers", self.user, getattr(self.user, "id", "?"), len(self.guilds))
        self.reconciler.start()
        self.scheduler.start()
        self.digests.start()
        self.dashboards.start()
        self.bots.start()
        if self._reopen is None:  # once per process: campaign games a crash left without their thread
            self._reopen = asyncio.create_task(self._resume_campaigns(), name="campaign-threads")

    async def _resume_campaigns(self, before: datetime | None = None) -> int:
        """Open the threads a crash left unopened, then settle the campaigns a crash left unsettled."""
        opened = await self.campaigns.reopen(before)
        return opened + await self.campaigns.resume()

    def _took_over(self, taken: Home) -> None:
        """Shards taken from a stopped process: sweep their games' threads and finish their campaigns' upkeep."""
        self.reconciler.sweep_next(taken)
        if self._reopen is not None:  # after start-up (before it, the start-up pass does it)
            task = asyncio.create_task(self._resume_campaigns(self.service.now()), name="campaign-threads-taken")
            self._taking_over.add(task)
            task.add_done_callback(self._taking_over.discard)

    async def close(self) -> None:
        """Stop the reconciler and the scheduler, finish the scheduled board and dashboard edits, then disconnect."""
        try:
            if self._reopen is not None:
                await self._reopen  # a thread half opened would be opened again at the next start
            for task in list(self._taking_over):
                await task
            await self.bots.stop()
            await self.scheduler.stop()
            await self.digests.stop()
            await self.reconciler.stop()
            await self.choreographer.flush()
            await self.dashboards.stop()
        finally:
            if self.leases is not None:
                await self.leases.stop()  # its games' duties go to the other processes now, not at expiry
            await self.budget.stop()
            if self.ops is not None:
                await self.ops.stop()
                self.ops = None
            await super().close()


def form_answer(data: Any) -> str:
    """The text typed into a form's one text box (its components sit in rows or labels)."""
    for component in data.get("components") or []:
        children = component.get("components") or [component.get("component") or {}]
        for child in children:
            if child.get("custom_id") == FORM_INPUT:
                return str(child.get("value") or "")
    return ""


class ShardedGameBot(GameBot, commands.AutoShardedBot):
    """The bot running the gateway shards ``SHARD_IDS`` of ``SHARD_COUNT`` (discord.py's ``AutoShardedBot``)."""


def build_bot(settings: Settings, database: Database, **options: object) -> GameBot:
    """A bot ready to ``start``: nothing connects until then; sharded when ``SHARD_COUNT`` is set."""
    if settings.shards.sharded:
        shards = settings.shards
        return ShardedGameBot(settings, database, shard_count=shards.count, shard_ids=list(shards.ids), **options)
    return GameBot(settings, database, **options)
