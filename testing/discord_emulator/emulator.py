"""The Discord API emulator: a local REST + gateway server and the API tests drive it with.

Typical use (see tests/e2e/conftest.py for the fixtures)::

    emulator = DiscordEmulator()
    await emulator.start()
    guild = emulator.create_guild("Board games")
    channel = emulator.create_text_channel(guild, "games")
    ana = emulator.create_member(guild, "Ana")
    # ... start a discord.py client against emulator.api_url / emulator.gateway_url ...
    outcome = await emulator.slash(ana, channel, "game new", {"game": "biblios"})
    board = emulator.messages(channel)[-1]
    await emulator.click(ana, board, "lobby:join")
    await emulator.stop()
"""

import asyncio
import logging
import socket
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from aiohttp import web

from .content import MessageComposer
from .events import Events
from .faults import DEFAULT_MESSAGES, Fault, Faults
from .gateway import Gateway
from .host import ArchivedThreadPolicy
from .interactions import Actor, Interaction, InteractionFactory, InteractionHandle, InteractionOutcome
from .model import AppCommand, Channel, ChannelType, Guild, Member, Message, Role, User, World
from .payloads import Payloads
from .permissions import BOT_DEFAULT, EVERYONE_DEFAULT, as_bits
from .recorder import Recorder, RestCall
from .server import build_app
from .snowflakes import now

log = logging.getLogger("discord_emulator")


class DiscordEmulator:
    """A local emulation of the Discord API for one bot application.

    ``response_deadline`` is Discord's 3-second limit for the initial interaction response;
    ``quiet`` is how long no REST call may be in flight before an injected interaction counts as
    settled. ``archived_thread_policy`` decides what a post in an archived (unlocked) thread does:
    ``"refuse"`` answers 400/50083 until the bot unarchives it with PATCH; ``"unarchive"`` reopens
    the thread as Discord's documentation describes for sent messages. ``shards`` is the shard
    count ``GET /gateway/bot`` recommends (what an ``AutoShardedClient`` without a count runs).
    """

    def __init__(
        self,
        *,
        token: str = "emulator-token",
        bot_name: str = "Emulated Bot",
        response_deadline: float = 3.0,
        token_lifetime: float = 15 * 60.0,
        quiet: float = 0.05,
        settle_timeout: float = 10.0,
        archived_thread_policy: ArchivedThreadPolicy = "refuse",
        shards: int = 1,
    ) -> None:
        if shards < 1:
            raise ValueError(f"a bot runs at least 1 shard, not {shards}")
        self.token = token
        self.shards = shards
        self.response_deadline = response_deadline
        self.token_lifetime = token_lifetime
        self.quiet = quiet
        self.settle_timeout = settle_timeout
        self.archived_thread_policy: ArchivedThreadPolicy = archived_thread_policy
        self.world = World(bot_name=bot_name)
        self.recorder = Recorder()
        self.faults = Faults()
        self.gateway = Gateway(self)
        self.events = Events(self)
        self.composer = MessageComposer(self.world)
        self.factory = InteractionFactory(self)
        self.payloads = Payloads(self.world, "http://127.0.0.1:0")
        self.interactions: dict[int, Interaction] = {}
        self.interactions_by_token: dict[str, Interaction] = {}
        self.ephemeral: dict[int, list[int]] = {}
        self.unsupported: list[str] = []
        self.internal_errors: list[str] = []
        self.port = 0
        self._runner: web.AppRunner | None = None

    # -- server lifecycle -----------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT``."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_url(self) -> str:
        """The REST base, for ``discord.http.Route.BASE``."""
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """The gateway URL, for ``DiscordWebSocket.DEFAULT_GATEWAY`` and READY's ``resume_gateway_url``."""
        return f"ws://127.0.0.1:{self.port}/gateway/"

    @property
    def bot(self) -> User:
        """The bot's user (its id is also the application id)."""
        return self.world.bot

    async def start(self) -> None:
        """Listen on 127.0.0.1 at a free port."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        self.port = sock.getsockname()[1]
        self.payloads.base_url = self.base_url
        self._runner = web.AppRunner(build_app(self), access_log=None, handle_signals=False)
        await self._runner.setup()
        await web.SockSite(self._runner, sock).start()
        log.debug("discord emulator listening on %s", self.base_url)

    async def stop(self) -> None:
        """Close gateway connections and stop serving."""
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> "DiscordEmulator":
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    # -- building the world ---------------------------------------------------------------------

    def create_guild(
        self,
        name: str,
        *,
        owner_name: str = "Server Owner",
        everyone_permissions: int = EVERYONE_DEFAULT,
        bot_permissions: int = BOT_DEFAULT,
    ) -> Guild:
        """A guild with an owner, an @everyone role and the bot as a member with its own managed role."""
        world = self.world
        owner = User(id=world.ids.next(), name=owner_name)
        world.users[owner.id] = owner
        guild = Guild(id=world.ids.next(), name=name, owner_id=owner.id)
        guild.roles[guild.id] = Role(guild.id, guild.id, "@everyone", as_bits(everyone_permissions))
        bot_role = Role(world.ids.next(), guild.id, world.bot.name, as_bits(bot_permissions), position=1, managed=True)
        guild.roles[bot_role.id] = bot_role
        joined = now()
        guild.members[owner.id] = Member(owner, guild.id, [], joined)
        guild.members[world.bot.id] = Member(world.bot, guild.id, [bot_role.id], joined)
        world.guilds[guild.id] = guild
        self.events.guild_create(guild)
        return guild

    def create_text_channel(self, guild: Guild, name: str, *, topic: str | None = None) -> Channel:
        """A text channel in a guild."""
        channel = Channel(
            id=self.world.ids.next(),
            type=ChannelType.GUILD_TEXT,
            name=name,
            guild_id=guild.id,
            position=len(guild.channel_ids),
            topic=topic,
        )
        self.world.channels[channel.id] = channel
        guild.channel_ids.append(channel.id)
        self.events.channel_event("CHANNEL_CREATE", channel)
        return channel

    def create_role(self, guild: Guild, name: str, *, permissions: int = 0, mentionable: bool = False) -> Role:
        """A role; ``permissions`` may be an int, a ``Permission`` or a ``discord.Permissions``."""
        role = Role(
            self.world.ids.next(),
            guild.id,
            name,
            as_bits(permissions),
            position=len(guild.roles),
            mentionable=mentionable,
        )
        guild.roles[role.id] = role
        self.events.role_event("GUILD_ROLE_CREATE", guild, role.id)
        return role

    def create_member(
        self,
        guild: Guild,
        name: str,
        *,
        roles: Iterable[Role] = (),
        nick: str | None = None,
        accepts_dms: bool = True,
        user: User | None = None,
    ) -> Member:
        """A member (a new user, or ``user`` joining another guild)."""
        if user is None:
            user = User(id=self.world.ids.next(), name=name, global_name=name, accepts_dms=accepts_dms)
            self.world.users[user.id] = user
        member = Member(user, guild.id, [r.id for r in roles], now(), nick=nick)
        guild.members[user.id] = member
        self.events.member_add(member)
        return member

    def add_roles(self, member: Member, *roles: Role) -> None:
        """Give a member more roles."""
        member.roles.extend(r.id for r in roles if r.id not in member.roles)
        self.events.member_update(member)

    def bot_role(self, guild: Guild) -> Role:
        """The bot's own managed role in a guild (its permissions are the bot's there)."""
        return next(role for role in guild.roles.values() if role.managed)

    def set_role_permissions(self, guild: Guild, role: Role, permissions: int) -> None:
        """Change a role's permissions (GUILD_ROLE_UPDATE): the bot's with ``bot_role(guild)``."""
        role.permissions = as_bits(permissions)
        self.events.role_event("GUILD_ROLE_UPDATE", guild, role.id)

    def set_command_permissions(self, guild: Guild, name: str, allowed: Mapping[int, bool]) -> None:
        """A server's permission overwrites of one of the bot's commands (by role, user or @everyone = guild id).

        Set by an administrator in Server Settings > Integrations (a bot token cannot set them): they
        override the command's ``default_member_permissions`` for whom they name.
        """
        scopes = (guild.id, None)
        command = next(c for scope in scopes for c in self.world.commands_for(scope) if c.name == name and c.type == 1)
        self.world.command_overrides[(guild.id, command.id)] = dict(allowed)

    def refuse_dms(self, who: Actor, refused: bool = True) -> None:
        """Make the bot's DMs to a user fail with 403/50007 (or work again)."""
        self.world.users[who.id].accepts_dms = not refused

    def fail(
        self,
        key: str,
        *,
        status: int = 500,
        times: int = 1,
        code: int = 0,
        message: str | None = None,
        retry_after: float = 0.01,
        only: Mapping[str, object] | None = None,
        is_global: bool = False,
    ) -> Fault:
        """Make the next ``times`` requests to ``key`` (``RestCall.key`` form) fail with ``status`` and ``code``.

        E.g. ``fail("POST /channels/{channel_id}/messages", status=403, code=50013, only={"channel_id": t.id})``.
        ``only`` narrows it to requests with those path parameters; a 429 asks discord.py to retry
        after ``retry_after`` seconds (``is_global``: as Discord says the bot token's global limit
        was passed). discord.py retries a 500, 502, 504 or 524 itself, five tries in all.
        """
        text = message if message is not None else DEFAULT_MESSAGES.get(status, f"{status}: injected failure")
        wanted = {name: str(value) for name, value in (only or {}).items()}
        fault = Fault(key, status, code, times, text, retry_after, wanted, is_global)
        self.faults.add(fault)
        return fault

    def archive_thread(self, thread: Channel, *, locked: bool = False) -> None:
        """Archive a thread as Discord's inactivity timer (or a moderator) would."""
        assert thread.thread is not None, "not a thread"
        thread.thread.archived, thread.thread.locked, thread.thread.archive_timestamp = True, locked, now()
        self.events.thread_update(thread)

    def post_message(self, author: Member, channel: Channel, content: str) -> Message:
        """A member writes a plain message in a channel or thread (dispatched as MESSAGE_CREATE)."""
        message = Message(
            id=self.world.ids.next(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author_id=author.id,
            content=content,
        )
        self.composer.mentions(message, None)
        message.revisions.append(message.snapshot())
        self.store_message(message, notify=True)
        self.events.message_create(message)
        return message

    # -- used by the REST handlers --------------------------------------------------------------

    def store_message(self, message: Message, *, notify: bool) -> None:
        """Keep a new message; ``notify`` records its mentions as pings.

        As on Discord, a member pinged in a thread becomes a member of the thread.
        """
        self.world.messages[message.id] = message
        self.composer.store_uploads(message)
        if message.ephemeral_for is not None:
            self.ephemeral.setdefault(message.ephemeral_for, []).append(message.id)
            return
        channel = self.world.channels[message.channel_id]
        channel.message_ids.append(message.id)
        channel.total_message_sent += 1
        if not notify:
            return
        message.pinged = tuple(message.mentions)
        guild = self.world.guild_of(channel)
        if channel.is_thread and guild is not None:
            joining = [u for u in message.pinged if u in guild.members and u not in channel.thread_members]
            for user_id in joining:
                channel.thread_members[user_id] = now()
            if joining:
                self.events.thread_members_update(channel, added=joining, removed=[])

    def delete_message(self, message: Message) -> None:
        """Mark a message deleted and tell the gateway."""
        message.deleted, message.deleted_at = True, now()
        self.events.message_delete(message)

    def open_dm(self, who: Actor) -> Channel:
        """The DM channel between a user and the bot (as when the user opens it), for DM interactions."""
        return self.dm_channel_for(who.id)

    def dm_channel_for(self, user_id: int) -> Channel:
        """The bot's DM channel with a user, created on first use."""
        existing = self.world.dm_channels.get(user_id)
        if existing is not None:
            return self.world.channels[existing]
        channel = Channel(id=self.world.ids.next(), type=ChannelType.DM, name=None, recipient_id=user_id)
        self.world.channels[channel.id] = channel
        self.world.dm_channels[user_id] = channel.id
        return channel

    def guild_create_payload(self, guild: Guild, intents: int) -> dict[str, Any]:
        """GUILD_CREATE for a session with these intents."""
        return self.events.guild_create_payload(guild, intents)

    # -- injecting interactions -----------------------------------------------------------------

    def _inject(self, interaction: Interaction, quiet: float | None) -> InteractionHandle:
        self.interactions[interaction.id] = interaction
        self.interactions_by_token[interaction.token] = interaction
        if not self.events.interaction_create(interaction.payload, interaction.guild_id):
            del self.interactions[interaction.id], self.interactions_by_token[interaction.token]
            raise RuntimeError("no bot is connected to the emulator's gateway")
        return InteractionHandle(self, interaction, self.quiet if quiet is None else quiet, self.settle_timeout)

    def slash(
        self,
        actor: Actor,
        channel: Channel,
        command: str,
        options: dict[str, Any] | None = None,
        *,
        quiet: float | None = None,
    ) -> InteractionHandle:
        """Inject a slash command, e.g. ``slash(ana, channel, "game new", {"game": "biblios"})``.

        ``command`` names the command and its subcommand group/subcommand; ``options`` maps option
        names to values (str, int, float, bool, a Member/User/Role/Channel, or an Upload).
        """
        return self._inject(self.factory.command(actor, channel, command, options), quiet)

    def autocomplete(
        self,
        actor: Actor,
        channel: Channel,
        command: str,
        options: dict[str, Any],
        focused: str,
        *,
        quiet: float | None = None,
    ) -> InteractionHandle:
        """Inject an autocomplete request while ``focused`` is being typed; the outcome has ``choices``."""
        return self._inject(self.factory.command(actor, channel, command, options, focused=focused), quiet)

    def click(
        self,
        actor: Actor,
        message: Message,
        custom_id: str | None = None,
        *,
        label: str | None = None,
        quiet: float | None = None,
    ) -> InteractionHandle:
        """Inject a button click on a message, finding the button by custom id or by label."""
        if custom_id is None:
            if label is None:
                raise ValueError("give a custom_id or a label")
            custom_id = message.component(label=label).custom_id
            assert custom_id is not None
        return self._inject(self.factory.component(actor, message, custom_id, None), quiet)

    def select(
        self, actor: Actor, message: Message, custom_id: str, values: list[Any], *, quiet: float | None = None
    ) -> InteractionHandle:
        """Inject a select-menu choice (option values; Members/Roles/Channels for entity selects)."""
        return self._inject(self.factory.component(actor, message, custom_id, values), quiet)

    def forge(
        self,
        actor: Actor,
        message: Message,
        custom_id: str,
        values: list[str] | None = None,
        *,
        quiet: float | None = None,
    ) -> InteractionHandle:
        """Inject a component interaction with any custom id and values, as if from ``message`` (for fuzzing).

        Unlike :meth:`click` and :meth:`select`, nothing is checked against the message's
        components: the custom id need not be on it, the values need not be offered.
        """
        return self._inject(self.factory.forged_component(actor, message, custom_id, values), quiet)

    def submit_modal(
        self,
        actor: Actor,
        opened_by: InteractionOutcome | InteractionHandle | Interaction,
        values: dict[str, Any],
        *,
        quiet: float | None = None,
    ) -> InteractionHandle:
        """Inject the submission of the modal an earlier interaction opened."""
        source = opened_by if isinstance(opened_by, Interaction) else opened_by.interaction
        handle = self._inject(self.factory.modal_submit(actor, source, values), quiet)
        source.modal_submitted = True
        return handle

    # -- reading back ---------------------------------------------------------------------------

    def messages(
        self, channel: Channel, *, include_deleted: bool = False, types: Iterable[int] | None = None
    ) -> list[Message]:
        """Messages everyone in a channel, thread or DM sees, oldest first (never ephemeral ones)."""
        found = self.world.channel_messages(channel.id, include_deleted=include_deleted)
        wanted = None if types is None else set(types)
        return [m for m in found if wanted is None or m.type in wanted]

    def ephemeral_messages(self, who: Actor) -> list[Message]:
        """Ephemeral messages shown to one user, oldest first (including deleted ones)."""
        return [self.world.messages[i] for i in self.ephemeral.get(who.id, [])]

    def dm_channel(self, who: Actor) -> Channel | None:
        """The bot's DM channel with a user, if the bot opened one."""
        channel_id = self.world.dm_channels.get(who.id)
        return None if channel_id is None else self.world.channels[channel_id]

    def dms(self, who: Actor, *, include_deleted: bool = False) -> list[Message]:
        """Messages in the bot's DM channel with a user, oldest first."""
        channel = self.dm_channel(who)
        return [] if channel is None else self.messages(channel, include_deleted=include_deleted)

    def threads(self, parent: Channel | None = None) -> list[Channel]:
        """Threads the bot created (optionally of one parent), in creation order."""
        found = [c for c in self.world.channels.values() if c.is_thread]
        return [t for t in found if parent is None or t.parent_id == parent.id]

    def message(self, message_id: int) -> Message:
        """A message by id (ephemeral and deleted ones too)."""
        return self.world.messages[message_id]

    def deleted_messages(self, channel: Channel | None = None) -> list[Message]:
        """Deleted messages, oldest first."""
        found = [m for m in self.world.messages.values() if m.deleted]
        return [m for m in found if channel is None or m.channel_id == channel.id]

    def commands(self, guild: Guild | None = None) -> list[AppCommand]:
        """Commands the bot registered globally (or for one guild)."""
        return self.world.commands_for(None if guild is None else guild.id)

    @property
    def rest_calls(self) -> list[RestCall]:
        """Every REST call in order, with timings."""
        return list(self.recorder.calls)

    def calls(self, key: str | None = None) -> list[RestCall]:
        """REST calls, optionally only those of one ``"METHOD /route/template"``."""
        return [c for c in self.recorder.calls if key is None or c.key == key]

    def busiest_edit_window(self, channel: Channel, seconds: float = 5.0) -> int:
        """The most message edits the bot made in ``channel`` within any ``seconds``-long window.

        Discord allows about 5 edits per 5 seconds per channel; a test can assert the bot stays under it.
        """
        prefix = f"/channels/{channel.id}/messages/"
        times = sorted(c.started_at for c in self.recorder.calls if c.method == "PATCH" and c.path.startswith(prefix))
        best, start = 0, 0
        for end, moment in enumerate(times):
            while moment - times[start] > seconds:
                start += 1
            best = max(best, end - start + 1)
        return best

    # -- waiting --------------------------------------------------------------------------------

    async def settle(self, *, quiet: float | None = None, timeout: float | None = None) -> None:
        """Wait until no REST call is in flight for ``quiet`` seconds."""
        await self.recorder.wait_quiet(
            self.quiet if quiet is None else quiet, self.settle_timeout if timeout is None else timeout
        )

    async def wait_until(self, predicate: Callable[[], bool], *, timeout: float = 5.0, poll: float = 0.01) -> None:
        """Wait until ``predicate()`` holds; it is re-checked after every REST call and every ``poll`` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not predicate():
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"condition still false after {timeout:.1f}s")
            try:
                await self.recorder.wait_until(predicate, min(poll, remaining))
            except TimeoutError:
                continue

    # -- gateway control ------------------------------------------------------------------------

    async def drop_gateway(self) -> None:
        """Close every gateway connection as a network failure would (clients RESUME)."""
        await self.gateway.drop()

    def request_reconnect(self) -> None:
        """Ask every connected client to reconnect (op 7); they RESUME."""
        self.gateway.request_reconnect()

    async def wait_for_sessions(self, count: int = 1, *, timeout: float = 5.0) -> None:
        """Wait until ``count`` gateway sessions are connected."""
        deadline = asyncio.get_running_loop().time() + timeout
        while len(self.gateway.connected_sessions) < count:
            if asyncio.get_running_loop().time() > deadline:
                raise TimeoutError(f"fewer than {count} gateway sessions connected")
            await asyncio.sleep(0.005)
