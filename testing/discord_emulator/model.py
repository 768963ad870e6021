"""The emulator's world: users, guilds, roles, members, channels, threads, messages and commands.

Plain mutable records, kept in one ``World``; the REST handlers and the test-facing API read and
change them, and ``payloads`` turns them into the JSON Discord would send (developers/resources).
"""

import time
from dataclasses import dataclass, field
from datetime import datetime
from enum import IntEnum
from typing import Any

from .components import Component, interactive, visible_texts
from .permissions import ALL, Permission
from .snowflakes import SnowflakeFactory, now


class ChannelType(IntEnum):
    """The channel types the emulator models."""

    GUILD_TEXT = 0
    DM = 1
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12


class MessageFlag:
    """Message flag bits (resources/message: Message Flags)."""

    SUPPRESS_EMBEDS = 1 << 2
    EPHEMERAL = 1 << 6
    LOADING = 1 << 7
    SUPPRESS_NOTIFICATIONS = 1 << 12
    IS_COMPONENTS_V2 = 1 << 15


@dataclass
class User:
    """A Discord user (a person or the bot)."""

    id: int
    name: str
    global_name: str | None = None
    bot: bool = False
    accepts_dms: bool = True

    @property
    def mention(self) -> str:
        """The ``<@id>`` mention text."""
        return f"<@{self.id}>"

    @property
    def display_name(self) -> str:
        """The name shown to others."""
        return self.global_name or self.name


@dataclass
class Role:
    """A guild role with its permission bits."""

    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    mentionable: bool = False

    @property
    def mention(self) -> str:
        """The ``<@&id>`` mention text."""
        return f"<@&{self.id}>"


@dataclass
class Member:
    """A user's membership of a guild."""

    user: User
    guild_id: int
    roles: list[int]
    joined_at: datetime
    nick: str | None = None

    @property
    def id(self) -> int:
        """The user id."""
        return self.user.id

    @property
    def mention(self) -> str:
        """The ``<@id>`` mention text."""
        return self.user.mention

    @property
    def display_name(self) -> str:
        """Nickname, else the user's display name."""
        return self.nick or self.user.display_name


@dataclass
class Guild:
    """A guild (server)."""

    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channel_ids: list[int] = field(default_factory=list)

    @property
    def everyone(self) -> Role:
        """The @everyone role (its id is the guild id)."""
        return self.roles[self.id]

    def permissions_of(self, user_id: int) -> int:
        """Guild-level permission bits of a member (roles only; channel overwrites are not modelled)."""
        if user_id == self.owner_id:
            return ALL
        member = self.members.get(user_id)
        if member is None:
            return 0
        bits = self.everyone.permissions
        for role_id in member.roles:
            role = self.roles.get(role_id)
            if role is not None:
                bits |= role.permissions
        return ALL if bits & Permission.ADMINISTRATOR else bits


@dataclass
class ThreadState:
    """The thread-only part of a channel (resources/channel: Thread Metadata)."""

    archived: bool
    locked: bool
    auto_archive_duration: int
    archive_timestamp: datetime
    invitable: bool
    created_at: datetime
    starter_message_id: int | None = None


@dataclass
class Channel:
    """A guild text channel, a thread or a DM channel."""

    id: int
    type: ChannelType
    name: str | None
    guild_id: int | None = None
    parent_id: int | None = None
    owner_id: int | None = None
    position: int = 0
    topic: str | None = None
    recipient_id: int | None = None
    thread: ThreadState | None = None
    thread_members: dict[int, datetime] = field(default_factory=dict)
    message_ids: list[int] = field(default_factory=list)
    created_at: datetime = field(default_factory=now)
    pins: dict[int, datetime] = field(default_factory=dict)
    deleted: bool = False
    total_message_sent: int = 0

    @property
    def is_thread(self) -> bool:
        """True for public and private threads."""
        return self.type in (ChannelType.PUBLIC_THREAD, ChannelType.PRIVATE_THREAD)

    @property
    def is_dm(self) -> bool:
        """True for a DM channel."""
        return self.type == ChannelType.DM

    @property
    def mention(self) -> str:
        """The ``<#id>`` mention text."""
        return f"<#{self.id}>"


@dataclass(frozen=True)
class Attachment:
    """An uploaded file, with its bytes kept for the tests."""

    id: int
    filename: str
    data: bytes
    description: str | None = None
    content_type: str | None = None
    width: int | None = None
    height: int | None = None
    ephemeral: bool = False

    @property
    def size(self) -> int:
        """Size in bytes."""
        return len(self.data)


@dataclass(frozen=True)
class Revision:
    """A message's content at one moment: its creation or one edit."""

    at: float
    timestamp: datetime
    content: str
    embeds: tuple[dict[str, Any], ...]
    components: tuple[dict[str, Any], ...]
    attachments: tuple[Attachment, ...]
    flags: int


@dataclass
class Message:
    """A message as the emulator stores it, with its edit history and deletion state.

    ``mentions`` are the users the current text mentions after ``allowed_mentions`` is applied;
    ``pinged`` are the users notified when the message appeared (an edit, an ephemeral message and
    the filling-in of a deferred response notify nobody).
    """

    id: int
    channel_id: int
    guild_id: int | None
    author_id: int
    type: int = 0
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    allowed_mentions: dict[str, Any] | None = None
    mentions: list[int] = field(default_factory=list)
    mention_roles: list[int] = field(default_factory=list)
    mention_everyone: bool = False
    pinged: tuple[int, ...] = ()
    created_at: datetime = field(default_factory=now)
    created_perf: float = field(default_factory=time.perf_counter)
    edited_at: datetime | None = None
    revisions: list[Revision] = field(default_factory=list)
    deleted: bool = False
    deleted_at: datetime | None = None
    ephemeral_for: int | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_id: int | None = None
    interaction_metadata: dict[str, Any] | None = None
    message_reference: dict[str, Any] | None = None
    thread_id: int | None = None
    nonce: str | int | None = None
    tts: bool = False

    @property
    def ephemeral(self) -> bool:
        """True if only one user can see this message."""
        return self.ephemeral_for is not None

    @property
    def loading(self) -> bool:
        """True while a deferred response still shows "thinking"."""
        return bool(self.flags & MessageFlag.LOADING)

    @property
    def silent(self) -> bool:
        """True if sent with SUPPRESS_NOTIFICATIONS (a badge but no push)."""
        return bool(self.flags & MessageFlag.SUPPRESS_NOTIFICATIONS)

    @property
    def edits(self) -> list[Revision]:
        """The revisions after creation, oldest first."""
        return self.revisions[1:]

    @property
    def interactive_components(self) -> list[Component]:
        """Buttons, selects and text inputs in display order."""
        return interactive(self.components)

    @property
    def buttons(self) -> list[Component]:
        """The buttons, in display order."""
        return [c for c in self.interactive_components if c.is_button]

    @property
    def selects(self) -> list[Component]:
        """The select menus, in display order."""
        return [c for c in self.interactive_components if c.is_select]

    @property
    def custom_ids(self) -> list[str]:
        """Custom ids of all interactive components."""
        return [c.custom_id for c in self.interactive_components if c.custom_id]

    def component(self, custom_id: str | None = None, *, label: str | None = None) -> Component:
        """The interactive component with this custom id or label; KeyError if there is none."""
        for component in self.interactive_components:
            if (custom_id is not None and component.custom_id == custom_id) or (
                custom_id is None and label is not None and component.label == label
            ):
                return component
        raise KeyError(f"message {self.id} has no component {custom_id or label!r}; it has {self.custom_ids}")

    def visible_text(self) -> str:
        """All text a reader sees: content, embeds, component labels and options, attachment names and alt text."""
        parts = [self.content]
        for embed in self.embeds:
            parts.extend(str(embed.get(key, "")) for key in ("title", "description", "url"))
            parts.extend(f"{f.get('name', '')}\n{f.get('value', '')}" for f in embed.get("fields") or [])
            for key in ("footer", "author"):
                part = embed.get(key) or {}
                parts.append(str(part.get("text") or part.get("name") or ""))
        parts.extend(visible_texts(self.components))
        for attachment in self.attachments:
            parts.append(attachment.filename)
            parts.append(attachment.description or "")
        return "\n".join(part for part in parts if part)

    def snapshot(self) -> Revision:
        """The current content as a revision."""
        return Revision(
            at=time.perf_counter(),
            timestamp=self.edited_at or self.created_at,
            content=self.content,
            embeds=tuple(self.embeds),
            components=tuple(self.components),
            attachments=tuple(self.attachments),
            flags=self.flags,
        )


@dataclass
class AppCommand:
    """An application command as registered by the bot (global when ``guild_id`` is None)."""

    id: int
    application_id: int
    guild_id: int | None
    name: str
    type: int
    version: int
    data: dict[str, Any]

    def payload(self) -> dict[str, Any]:
        """The command object Discord returns."""
        body = dict(self.data)
        body.update(
            id=str(self.id),
            application_id=str(self.application_id),
            version=str(self.version),
            type=self.type,
            name=self.name,
        )
        body.setdefault("description", "")
        body.setdefault("default_member_permissions", None)
        body.setdefault("nsfw", False)
        if self.guild_id is not None:
            body["guild_id"] = str(self.guild_id)
        return body


@dataclass(frozen=True)
class Upload:
    """A file a test member attaches to a slash command option of type ATTACHMENT."""

    filename: str
    data: bytes
    content_type: str = "application/octet-stream"


class World:
    """Everything the emulated Discord knows, indexed by id."""

    def __init__(self, *, bot_name: str) -> None:
        self.ids = SnowflakeFactory()
        self.bot = User(id=self.ids.next(), name=bot_name, bot=True)
        self.application_id = self.bot.id
        self.users: dict[int, User] = {self.bot.id: self.bot}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.attachments: dict[int, Attachment] = {}
        self.commands: dict[int, AppCommand] = {}
        self.dm_channels: dict[int, int] = {}
        # A server's application command permissions (Server Settings > Integrations; interactions/application-
        # commands "Permissions"): (guild id, command id) -> {role or user id: allowed}; the @everyone role's id is
        # the guild's. They override the command's default_member_permissions for the members they name.
        self.command_overrides: dict[tuple[int, int], dict[int, bool]] = {}

    def guild_of(self, channel: Channel) -> Guild | None:
        """The guild a channel or thread belongs to (None for DMs)."""
        return None if channel.guild_id is None else self.guilds.get(channel.guild_id)

    def channel_messages(self, channel_id: int, *, include_deleted: bool = False) -> list[Message]:
        """Messages everyone in a channel sees, oldest first (never ephemeral ones)."""
        channel = self.channels[channel_id]
        found = (self.messages[i] for i in channel.message_ids)
        return [m for m in found if not m.ephemeral and (include_deleted or not m.deleted)]

    def commands_for(self, guild_id: int | None) -> list[AppCommand]:
        """Registered commands of one scope (None: global)."""
        return [c for c in self.commands.values() if c.guild_id == guild_id]

    def bot_permissions(self, channel: Channel) -> int:
        """The bot's permission bits where a channel lives (all of them in DMs)."""
        guild = self.guild_of(channel)
        return ALL if guild is None else guild.permissions_of(self.bot.id)
