"""Spec'd test doubles for the Discord side of the bot, recording everything it sends.

Every double is spec'd with the real discord.py class's attribute names (see :func:`double`),
so touching an attribute the real object lacks fails the test. :class:`FakeDiscord` plays the channels,
threads and DMs (installed on a real :class:`bot.client.GameBot`); :func:`FakeDiscord.interaction`
builds an interaction whose answers are recorded in a :class:`Seen`.
"""

import io
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from types import SimpleNamespace
from typing import Any
from unittest.mock import MagicMock, NonCallableMagicMock

import discord

from bot.components import DYNAMIC_ITEMS
from bot.components.factory import base_item
from bot.components.specs import Button, Choice, Select

GUILD_ID = 9000


@cache
def _names(cls: type) -> list[str]:
    return sorted(set(dir(cls)))


def double(cls: type, **attributes: Any) -> Any:
    """A mock spec'd with ``cls``'s attribute names (an unknown attribute raises), passing ``isinstance``.

    ``create_autospec`` would also check signatures, but costs ~0.1 s per object on
    discord.py's large classes; the coroutine methods a test relies on are given as
    :class:`coroutine` doubles explicitly instead.
    """
    mock = NonCallableMagicMock(spec=_names(cls))
    mock.__class__ = cls
    for name, value in attributes.items():
        setattr(mock, name, value)
    return mock


class coroutine:  # lower case: used like a function, as AsyncMock would be
    """A coroutine method double: records its calls, then raises ``side_effect`` or awaits it.

    ``AsyncMock`` does the same but costs ~3 ms to create; these doubles are made by the thousand.
    """

    def __init__(self, side_effect: Any) -> None:
        self.side_effect = side_effect
        self.calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = []

    async def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls.append((args, kwargs))
        if isinstance(self.side_effect, BaseException):
            raise self.side_effect
        return await self.side_effect(*args, **kwargs)


CHANNEL_ID = 9001


@dataclass
class Posted:
    """One message the bot sent (or an interaction's answer), with its later edits applied."""

    id: int
    channel_id: int | None
    content: str
    files: list[discord.File]
    view: discord.ui.View | None
    mentions: discord.AllowedMentions | None
    ephemeral: bool = False
    edits: int = 0
    thread_name: str | None = None
    thread_archive: int | None = None

    def apply(self, kwargs: dict[str, Any]) -> None:
        """Apply an edit's keyword arguments."""
        self.edits += 1
        if "content" in kwargs:
            self.content = kwargs["content"]
        if "attachments" in kwargs:
            self.files = list(kwargs["attachments"])
        if "view" in kwargs:
            self.view = kwargs["view"]
        if "allowed_mentions" in kwargs:
            self.mentions = kwargs["allowed_mentions"]

    @property
    def mentioned_users(self) -> set[int]:
        """The users this message is allowed to ping."""
        users = self.mentions.users if self.mentions is not None else False
        if users is True:
            raise AssertionError("a message may ping every user it mentions")
        return {user.id for user in users or []}

    def items(self) -> list[Any]:
        """The message's components."""
        return list(self.view.children) if self.view is not None else []

    def custom_ids(self) -> list[str]:
        """The custom ids of the message's components."""
        return [item.custom_id for item in self.items()]

    def item(self, custom_id: str) -> Any:
        """The component with this custom id."""
        found = [item for item in self.items() if item.custom_id == custom_id]
        assert found, f"no component {custom_id!r} in {self.custom_ids()}"
        return found[0]

    def labels(self) -> list[str]:
        """Every label a player can read on the components (buttons, select placeholders and options)."""
        texts = []
        for item in self.items():
            inner = item.item
            for name in ("label", "placeholder"):
                value = getattr(inner, name, None)
                if value:
                    texts.append(value)
            for option in getattr(inner, "options", []):
                texts.extend(t for t in (option.label, option.description) if t)
        return texts

    def alt_texts(self) -> list[str]:
        """The attachments' descriptions."""
        return [f.description or "" for f in self.files]

    def readable(self) -> str:
        """Everything a reader of the message can see as text."""
        return "\n".join([self.content, *self.labels(), *self.alt_texts()])


@dataclass
class Seen:
    """What one interaction answered."""

    deferred: list[dict[str, Any]] = field(default_factory=list)
    replies: list[Posted] = field(default_factory=list)  # send_message and followup.send
    original: Posted | None = None  # the deferred/original response, as last edited
    modal: Any = None  # the form (discord.ui.Modal) the interaction opened
    opened: "Seen | None" = None  # for a submitted form: what pressing its button answered

    @property
    def last(self) -> Posted:
        """The latest thing shown to the user: the last reply, else the original response."""
        if self.replies:
            return self.replies[-1]
        assert self.original is not None, "the interaction was never answered"
        return self.original

    def text(self) -> str:
        """All the text the user was shown."""
        parts = [p.content for p in self.replies]
        if self.original is not None:
            parts.insert(0, self.original.content)
        return "\n".join(parts)


class FakeDiscord:
    """Channels, threads, users and DMs as the bot sees them, with every message recorded."""

    def __init__(self) -> None:
        self._ids = itertools.count(100_000)
        self.messages: dict[int, Posted] = {}
        self.channels: dict[int, list[Posted]] = {}
        self.dms: dict[int, list[Posted]] = {}
        self.refusing_dms: set[int] = set()
        self.users: dict[int, MagicMock] = {}
        self.threads: dict[int, int] = {}  # thread id -> parent channel id
        self.claimed: set[int] = set()  # threads already handed to a Table
        self.dm_channels: dict[int, int] = {}  # DM channel id -> user id
        self.deleted: list[Posted] = []  # messages the bot deleted, oldest first
        self.pinned: list[int] = []  # messages the bot pinned, in order

    def next_id(self) -> int:
        """A fresh snowflake."""
        return next(self._ids)

    def install(self, bot: Any) -> None:
        """Make ``bot`` talk to this fake instead of Discord."""
        bot.get_partial_messageable = self.partial_messageable
        bot.get_channel = lambda channel_id: None
        bot.get_user = lambda user_id: self.users.get(user_id)
        bot.fetch_user = self._fetch_user
        bot.fetch_channel = self._fetch_channel
        bot.create_dm = coroutine(self._create_dm)

    async def _create_dm(self, user: Any) -> MagicMock:
        """A user's DM channel, as ``Client.create_dm`` opens it (one id per user)."""
        channel_id = next((c for c, u in self.dm_channels.items() if u == user.id), None)
        if channel_id is None:
            channel_id = self.next_id()
            self.dm_channels[channel_id] = user.id
        channel = double(discord.DMChannel)
        channel.id = channel_id
        return channel

    async def _fetch_user(self, user_id: int) -> MagicMock:
        return self.users[user_id]

    async def _fetch_channel(self, channel_id: int) -> MagicMock:
        thread = double(discord.Thread)
        thread.id = channel_id
        return thread

    # --- Recording ---------------------------------------------------------------------------------

    def record(self, channel_id: int | None, kwargs: dict[str, Any], *, ephemeral: bool = False) -> Posted:
        """Record a sent message."""
        files = list(kwargs.get("files") or ([kwargs["file"]] if kwargs.get("file") else []))
        posted = Posted(
            self.next_id(),
            channel_id,
            kwargs.get("content") or "",
            files,
            kwargs.get("view"),
            kwargs.get("allowed_mentions"),
            ephemeral,
        )
        self.messages[posted.id] = posted
        if channel_id is not None:
            self.channels.setdefault(channel_id, []).append(posted)
        return posted

    def message_double(self, posted: Posted) -> MagicMock:
        """A spec'd ``discord.Message`` standing for a recorded message."""
        message = double(discord.Message)
        message.id = posted.id
        message.flags = discord.MessageFlags(ephemeral=posted.ephemeral)

        async def create_thread(*, name: str, auto_archive_duration: int = 1440, **_: Any) -> MagicMock:
            thread = double(discord.Thread)
            thread.id = self.next_id()
            thread.parent_id = posted.channel_id
            posted.thread_name, posted.thread_archive = name, auto_archive_duration
            self.threads[thread.id] = posted.channel_id or 0
            self.channels.setdefault(thread.id, [])
            return thread

        async def pin(**_: Any) -> None:
            self.pinned.append(posted.id)

        message.create_thread = coroutine(create_thread)
        message.pin = coroutine(pin)
        return message

    def partial_messageable(self, channel_id: int, **_: Any) -> MagicMock:
        """A spec'd ``PartialMessageable`` that records sends and edits."""
        channel = double(discord.PartialMessageable)
        channel.id = channel_id

        async def send(**kwargs: Any) -> MagicMock:
            user_id = self.dm_channels.get(channel_id)
            if user_id is not None:  # a DM
                return self.send_dm(user_id, kwargs)
            return self.message_double(self.record(channel_id, kwargs))

        def get_partial_message(message_id: int) -> MagicMock:
            partial = double(discord.PartialMessage)
            partial.id = message_id

            async def edit(**kwargs: Any) -> None:
                if message_id not in self.messages:
                    raise discord.NotFound(http_response(404), {"code": 10008, "message": "Unknown Message"})
                self.messages[message_id].apply(kwargs)

            async def delete(**_: Any) -> None:
                posted = self.messages.pop(message_id, None)
                if posted is None:
                    raise discord.NotFound(http_response(404), {"code": 10008, "message": "Unknown Message"})
                self.deleted.append(posted)
                if posted.channel_id is not None:
                    self.channels[posted.channel_id].remove(posted)

            partial.edit = coroutine(edit)
            partial.delete = coroutine(delete)
            if message_id in self.messages:  # a thread may be started from a message known by its id
                partial.create_thread = self.message_double(self.messages[message_id]).create_thread
            return partial

        channel.send = coroutine(send)
        channel.get_partial_message = MagicMock(side_effect=get_partial_message)
        return channel

    def send_dm(self, user_id: int, kwargs: dict[str, Any]) -> MagicMock:
        """Record a DM to ``user_id``, or refuse it with 403/50007 when the user refuses DMs."""
        if user_id in self.refusing_dms:
            raise discord.Forbidden(http_response(403), {"code": 50007, "message": "Cannot send messages to this user"})
        posted = self.record(None, kwargs)
        self.dms.setdefault(user_id, []).append(posted)
        return self.message_double(posted)

    def in_channel(self, channel_id: int) -> list[Posted]:
        """Messages sent in a channel or thread, oldest first."""
        return self.channels.get(channel_id, [])

    # --- Players -----------------------------------------------------------------------------------

    def member(self, user_id: int, name: str) -> MagicMock:
        """A spec'd guild member whose DMs are recorded (or refused with 50007 when listed)."""
        member = double(discord.Member)
        member.id = user_id
        member.display_name = name
        member.name = name.lower()
        member.mention = f"<@{user_id}>"

        async def send(**kwargs: Any) -> MagicMock:
            return self.send_dm(user_id, kwargs)

        member.send = coroutine(send)
        self.users[user_id] = member
        return member

    def interaction(
        self,
        bot: Any,
        user: MagicMock,
        *,
        channel_id: int = CHANNEL_ID,
        guild_id: int | None = GUILD_ID,
        message: Posted | None = None,
        values: list[str] | None = None,
        custom_id: str | None = None,
        manage_threads: bool = False,
        namespace: dict[str, Any] | None = None,
    ) -> tuple[MagicMock, Seen]:
        """A spec'd interaction from ``user``; a component click when ``message`` is given."""
        seen = Seen()
        interaction = double(discord.Interaction)
        interaction.id = self.next_id()
        interaction.client = bot
        interaction.user = user
        interaction.guild_id = guild_id
        interaction.channel_id = channel_id
        interaction.channel = self._channel(channel_id)
        interaction.type = discord.InteractionType.component if message else discord.InteractionType.application_command
        interaction.message = self.message_double(message) if message is not None else None
        interaction.data = {"custom_id": custom_id, "values": values or []} if message else {}
        interaction.permissions = discord.Permissions(manage_threads=manage_threads)
        # Permissions in any channel of this server (the game's own included) are the same here.
        parent = double(discord.TextChannel, id=CHANNEL_ID)
        parent.permissions_for = MagicMock(return_value=discord.Permissions(manage_threads=manage_threads))
        interaction.guild = (
            None if guild_id is None else double(discord.Guild, id=guild_id, get_channel=MagicMock(return_value=parent))
        )
        interaction.namespace = SimpleNamespace(**(namespace or {}))
        done = {"value": False, "ephemeral": False}

        response = double(discord.InteractionResponse)
        response.is_done = MagicMock(side_effect=lambda: done["value"])

        async def defer(*, ephemeral: bool = False, thinking: bool = False) -> None:
            assert not done["value"], "an interaction can be acknowledged only once (40060)"
            done.update(value=True, ephemeral=ephemeral)
            seen.deferred.append({"ephemeral": ephemeral, "thinking": thinking})
            if message is not None and not thinking:
                seen.original = message  # a deferred update: edits go to the clicked message
            else:
                seen.original = Posted(self.next_id(), channel_id, "", [], None, None, ephemeral=ephemeral)
                if not ephemeral:
                    self.messages[seen.original.id] = seen.original
                    self.channels.setdefault(channel_id, []).append(seen.original)

        async def send_message(content: str | None = None, **kwargs: Any) -> None:
            assert not done["value"], "an interaction can be acknowledged only once (40060)"
            done["value"] = True
            seen.replies.append(self.record(None, {"content": content, **kwargs}, ephemeral=kwargs.get("ephemeral")))

        async def send_modal(modal: discord.ui.Modal) -> None:
            assert not done["value"], "an interaction can be acknowledged only once (40060)"
            done["value"] = True
            seen.modal = modal

        response.defer = coroutine(defer)
        response.send_message = coroutine(send_message)
        response.send_modal = coroutine(send_modal)
        interaction.response = response

        followup = double(discord.Webhook)

        async def followup_send(content: str | None = None, **kwargs: Any) -> None:
            assert done["value"], "a follow-up needs an acknowledged interaction"
            seen.replies.append(self.record(None, {"content": content, **kwargs}, ephemeral=kwargs.get("ephemeral")))

        followup.send = coroutine(followup_send)
        interaction.followup = followup

        async def edit_original_response(**kwargs: Any) -> MagicMock:
            assert done["value"] and seen.original is not None, "edit_original_response before the defer"
            seen.original.apply(kwargs)
            return self.message_double(seen.original)

        interaction.edit_original_response = coroutine(edit_original_response)
        return interaction, seen

    def _channel(self, channel_id: int) -> MagicMock:
        if channel_id in self.threads:
            channel = double(discord.Thread)
            channel.type = discord.ChannelType.public_thread
            channel.parent_id = self.threads[channel_id]
        else:
            channel = double(discord.TextChannel)
            channel.type = discord.ChannelType.text

            async def send(**kwargs: Any) -> MagicMock:
                return self.message_double(self.record(channel_id, kwargs))

            channel.send = coroutine(send)
        channel.id = channel_id
        return channel


def http_response(status: int) -> MagicMock:
    response = MagicMock()
    response.status = status
    response.reason = "test"
    return response


def dynamic_class(custom_id: str) -> tuple[type, re.Match[str]]:
    """The registered DynamicItem class whose template matches ``custom_id``, and the match."""
    for cls in DYNAMIC_ITEMS:
        match = cls.__discord_ui_compiled_template__.fullmatch(custom_id)
        if match:
            return cls, match
    raise AssertionError(f"no dynamic item matches {custom_id!r}")


async def click(
    fake: FakeDiscord,
    bot: Any,
    user: MagicMock,
    message: Posted,
    custom_id: str,
    values: list[str] | None = None,
    **kwargs: Any,
) -> Seen:
    """Press a component as discord.py would after a restart: rebuild it from its custom id, then call back."""
    item = message.item(custom_id)
    interaction, seen = fake.interaction(
        bot, user, message=message, values=values, custom_id=custom_id, channel_id=message.channel_id or 0, **kwargs
    )
    cls, match = dynamic_class(custom_id)
    rebuilt = await cls.from_custom_id(interaction, item.item, match)
    assert rebuilt.custom_id == custom_id
    if await rebuilt.interaction_check(interaction):
        await rebuilt.callback(interaction)
    return seen


async def submit_form(
    fake: FakeDiscord, bot: Any, user: MagicMock, message: Posted, typed_id: str, text: str, **kwargs: Any
) -> Seen:
    """Press the typed-answer button ``typed_id`` on ``message`` and submit its form with ``text`` typed in."""
    opened = await click(fake, bot, user, message, typed_id, **kwargs)
    form_id = "bg:f:" + typed_id.removeprefix("bg:e:")
    interaction, seen = fake.interaction(
        bot, user, message=message, custom_id=form_id, channel_id=message.channel_id or 0, **kwargs
    )
    interaction.type = discord.InteractionType.modal_submit
    answer = {"type": 4, "custom_id": "answer", "value": text}
    interaction.data = {"custom_id": form_id, "components": [{"type": 1, "components": [answer]}]}
    await bot.on_interaction(interaction)
    seen.opened = opened
    return seen


async def forge(
    fake: FakeDiscord,
    bot: Any,
    user: MagicMock,
    custom_id: str,
    values: list[str] | None = None,
    *,
    channel_id: int = CHANNEL_ID,
    **kwargs: Any,
) -> Seen:
    """A click carrying any custom id and values, as a forged or hand-made interaction would: no message has it."""
    carrier = Posted(fake.next_id(), channel_id, "", [], None, None)
    interaction, seen = fake.interaction(
        bot, user, message=carrier, values=values, custom_id=custom_id, channel_id=channel_id, **kwargs
    )
    cls, match = dynamic_class(custom_id)
    if values is None:
        base = base_item(Button(custom_id, "?"))
    else:
        base = base_item(Select(custom_id, tuple(Choice(v or "?", v or "?") for v in values), "?"))
    rebuilt = await cls.from_custom_id(interaction, base, match)
    if await rebuilt.interaction_check(interaction):
        await rebuilt.callback(interaction)
    return seen


def picture_bytes(posted: Posted) -> list[bytes]:
    """The bytes of a message's attachments."""
    out = []
    for f in posted.files:
        fp = f.fp
        assert isinstance(fp, io.BytesIO)
        out.append(fp.getvalue())
    return out


async def run_command(bot: Any, name: str, interaction: Any, /, **params: Any) -> None:
    """Invoke a slash command as the tree would: its callback, and ``on_error`` for what it raises."""
    from discord import app_commands

    parts = name.split()
    command = bot.tree.get_command(parts[0])
    for part in parts[1:]:
        command = command.get_command(part)
    assert command is not None, f"no command {name!r}"
    try:
        await command.callback(command.binding, interaction, **params)
    except Exception as error:
        await bot.tree.on_error(interaction, app_commands.CommandInvokeError(command, error))


@dataclass
class Table:
    """A game opened through the bot: its lobby message, thread and players."""

    game_id: int
    lobby: Posted
    thread_id: int
    players: list[Any]


async def open_table(fake: FakeDiscord, bot: Any, key: str, names: Sequence[str], *, start: bool = True) -> Table:
    """``/game new`` by the first player, Join by the others, then Start (unless told not to).

    The players sit in the order they joined (these tests name seats by it; ``/game new`` draws them by default).
    """
    players = [fake.member(1000 + number, name) for number, name in enumerate(names)]
    interaction, seen = fake.interaction(bot, players[0])
    await run_command(bot, "game new", interaction, game=key, seat_order="joined")
    lobby = seen.original
    assert lobby is not None and lobby.thread_name, seen.text()
    game_id = int(re.search(r"game #(\d+)", lobby.content).group(1))
    thread_id = next(t for t, parent in fake.threads.items() if parent == CHANNEL_ID and t not in _used(fake))
    fake.claimed.add(thread_id)
    for player in players[1:]:
        await click(fake, bot, player, lobby, f"bg:l:{game_id}:join")
    if start:
        await click(fake, bot, players[0], lobby, f"bg:l:{game_id}:start")
        await bot.choreographer.flush()
    return Table(game_id, lobby, thread_id, players)


def _used(fake: FakeDiscord) -> set[int]:
    return fake.claimed
