"""REST routes for channels, messages, threads, pins and DMs (resources/channel, resources/message, topics/threads).

Enforced as Discord does: the bot's permissions (roles only), private thread access, archived
threads refusing posts with 50083, refused DMs with 403/50007, edits only of the bot's own
messages (50005), one thread per message (160004).
"""

from datetime import timedelta
from typing import Any

from aiohttp import web

from .api_host import ApiHost
from .api_identity import snowflake
from .content import CREATE_FLAGS, Body, read_body
from .model import Channel, ChannelType, Message, ThreadState
from .permissions import Permission
from .recorder import CALL
from .snowflakes import now
from .wire import (
    ARCHIVED_THREAD,
    CANNOT_DM_USER,
    CANNOT_EDIT_OTHERS_MESSAGE,
    INVALID_FORM_BODY,
    INVALID_RECIPIENT,
    MISSING_ACCESS,
    MISSING_PERMISSIONS,
    THREAD_ALREADY_CREATED,
    UNKNOWN_CHANNEL,
    UNKNOWN_GUILD,
    UNKNOWN_MEMBER,
    UNKNOWN_MESSAGE,
    WRONG_CHANNEL_TYPE,
    FormErrors,
    bad_request,
    forbidden,
    form_error,
    json_response,
    no_content,
    not_found,
)

ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)
MAX_NONCE = 25
NONCE_WINDOW = timedelta(minutes=2)
"""How long a message's nonce is enforced (Discord documents "a few minutes")."""
THREAD_CREATED_MESSAGE = 18
PINNED_MESSAGE = 6


def note_body(request: web.Request, body: Body) -> None:
    """Put the parsed body on the REST call record."""
    call = request[CALL]
    call.payload = body.payload
    call.files = [(part.filename, len(part.data)) for _, part in sorted(body.files.items())]


class ChannelsApi:
    """Handlers for channels, messages, threads, pins and DMs."""

    def __init__(self, emulator: ApiHost) -> None:
        self.emulator = emulator
        self.world = emulator.world

    def routes(self) -> list[tuple[str, str, Any]]:
        """(method, path, handler) rows, most specific paths first."""
        channel = "/channels/{channel_id}"
        members = channel + "/thread-members"
        return [
            ("GET", channel, self.get_channel),
            ("PATCH", channel, self.edit_channel),
            ("DELETE", channel, self.delete_channel),
            ("GET", channel + "/messages/pins", self.list_pins),
            ("PUT", channel + "/messages/pins/{message_id}", self.pin),
            ("DELETE", channel + "/messages/pins/{message_id}", self.unpin),
            ("PUT", channel + "/pins/{message_id}", self.pin),
            ("DELETE", channel + "/pins/{message_id}", self.unpin),
            ("GET", channel + "/messages", self.history),
            ("POST", channel + "/messages", self.create_message),
            ("GET", channel + "/messages/{message_id}", self.get_message),
            ("PATCH", channel + "/messages/{message_id}", self.edit_message),
            ("DELETE", channel + "/messages/{message_id}", self.delete_message),
            ("POST", channel + "/messages/{message_id}/threads", self.thread_from_message),
            ("POST", channel + "/threads", self.thread_without_message),
            ("GET", channel + "/threads/archived/public", self.archived_public_threads),
            ("GET", channel + "/threads/archived/private", self.archived_private_threads),
            ("GET", members, self.list_thread_members),
            ("PUT", members + "/@me", self.join_thread),
            ("DELETE", members + "/@me", self.leave_thread),
            ("GET", members + "/{user_id}", self.get_thread_member),
            ("PUT", members + "/{user_id}", self.add_thread_member),
            ("DELETE", members + "/{user_id}", self.remove_thread_member),
            ("POST", channel + "/typing", self.typing),
            ("GET", "/guilds/{guild_id}/threads/active", self.active_threads),
            ("POST", "/users/@me/channels", self.open_dm),
        ]

    # -- lookups and checks -------------------------------------------------------------------

    def _permissions(self, channel: Channel) -> int:
        return self.world.bot_permissions(channel)

    def _require(self, channel: Channel, needed: int) -> None:
        if self._permissions(channel) & needed != needed:
            raise forbidden(MISSING_PERMISSIONS, "Missing Permissions")

    def _channel(self, request: web.Request) -> Channel:
        channel = self.world.channels.get(snowflake(request, "channel_id"))
        if channel is None or channel.deleted:
            raise not_found(UNKNOWN_CHANNEL, "Channel")
        if channel.is_dm:
            return channel
        permissions = self._permissions(channel)
        if not permissions & Permission.VIEW_CHANNEL:
            raise forbidden(MISSING_ACCESS, "Missing Access")
        bot = self.world.bot.id
        if channel.type == ChannelType.PRIVATE_THREAD and bot not in channel.thread_members:
            if not permissions & Permission.MANAGE_THREADS:
                raise forbidden(MISSING_ACCESS, "Missing Access")
        return channel

    def _thread(self, request: web.Request) -> Channel:
        channel = self._channel(request)
        if not channel.is_thread:
            raise bad_request(WRONG_CHANNEL_TYPE, "Cannot execute action on this channel type")
        return channel

    def _message(self, request: web.Request, channel: Channel) -> Message:
        message = self.world.messages.get(snowflake(request, "message_id"))
        if message is None or message.deleted or message.ephemeral or message.channel_id != channel.id:
            raise not_found(UNKNOWN_MESSAGE, "Message")
        return message

    def _writable(self, channel: Channel) -> None:
        """Refuse changes in an archived thread (50083), or unarchive it under the 'unarchive' policy."""
        thread = channel.thread
        if thread is None or not thread.archived:
            return
        if self.emulator.archived_thread_policy == "unarchive" and not thread.locked:
            thread.archived, thread.archive_timestamp = False, now()
            self.emulator.events.thread_update(channel)
            return
        raise bad_request(ARCHIVED_THREAD, "Thread is archived")

    def _can_send(self, channel: Channel, body: Body) -> None:
        if channel.is_dm:
            recipient = self.world.users[channel.recipient_id or 0]
            shares_guild = any(recipient.id in g.members for g in self.world.guilds.values())
            if not recipient.accepts_dms or not shares_guild:
                raise forbidden(CANNOT_DM_USER, "Cannot send messages to this user")
            return
        self._writable(channel)
        needed = Permission.SEND_MESSAGES_IN_THREADS if channel.is_thread else Permission.SEND_MESSAGES
        if body.files:
            needed |= Permission.ATTACH_FILES
        self._require(channel, needed)

    # -- channels -------------------------------------------------------------------------------

    async def get_channel(self, request: web.Request) -> web.Response:
        """GET a channel, thread or DM."""
        return json_response(self.emulator.payloads.channel(self._channel(request)))

    async def edit_channel(self, request: web.Request) -> web.Response:
        """PATCH a thread (name, archived, locked, auto_archive_duration, invitable) or a text channel."""
        channel = self._channel(request)
        body = await read_body(request)
        note_body(request, body)
        payload = body.payload
        if channel.is_dm:
            raise bad_request(WRONG_CHANNEL_TYPE, "Cannot execute action on this channel type")
        errors = FormErrors()
        if "name" in payload and not 1 <= len(payload["name"] or "") <= 100:
            errors.add("name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
        if "auto_archive_duration" in payload and payload["auto_archive_duration"] not in ARCHIVE_DURATIONS:
            errors.add("auto_archive_duration", "BASE_TYPE_CHOICES", f"Value must be one of {ARCHIVE_DURATIONS}.")
        errors.raise_if_any()
        if not channel.is_thread:
            self._require(channel, Permission.MANAGE_CHANNELS)
            channel.name = payload.get("name", channel.name)
            channel.topic = payload.get("topic", channel.topic)
            channel.position = int(payload.get("position", channel.position))
            self.emulator.events.channel_event("CHANNEL_UPDATE", channel)
            return json_response(self.emulator.payloads.channel(channel))
        thread = channel.thread
        assert thread is not None
        manage = bool(self._permissions(channel) & Permission.MANAGE_THREADS)
        owner = channel.owner_id == self.world.bot.id
        unarchiving = thread.archived and payload.get("archived") is False
        if thread.archived and not unarchiving:
            raise bad_request(ARCHIVED_THREAD, "Thread is archived")
        if "locked" in payload and bool(payload["locked"]) != thread.locked and not manage:
            raise forbidden(MISSING_PERMISSIONS, "Missing Permissions")
        if "archived" in payload and bool(payload["archived"]) != thread.archived:
            if not (manage or owner) or (unarchiving and thread.locked and not manage):
                raise forbidden(MISSING_PERMISSIONS, "Missing Permissions")
        channel.name = payload.get("name", channel.name)
        thread.auto_archive_duration = int(payload.get("auto_archive_duration", thread.auto_archive_duration))
        thread.invitable = bool(payload.get("invitable", thread.invitable))
        thread.locked = bool(payload.get("locked", thread.locked))
        if "archived" in payload and bool(payload["archived"]) != thread.archived:
            thread.archived, thread.archive_timestamp = bool(payload["archived"]), now()
        self.emulator.events.thread_update(channel)
        return json_response(self.emulator.payloads.channel(channel))

    async def delete_channel(self, request: web.Request) -> web.Response:
        """DELETE a thread (Manage Threads) or a text channel (Manage Channels)."""
        channel = self._channel(request)
        if channel.is_dm:
            return json_response(self.emulator.payloads.channel(channel))
        self._require(channel, Permission.MANAGE_THREADS if channel.is_thread else Permission.MANAGE_CHANNELS)
        channel.deleted = True
        if channel.is_thread:
            self.emulator.events.thread_delete(channel)
        else:
            self.emulator.events.channel_event("CHANNEL_DELETE", channel)
        return json_response(self.emulator.payloads.channel(channel))

    # -- messages -------------------------------------------------------------------------------

    async def history(self, request: web.Request) -> web.Response:
        """GET messages, newest first, with ``limit`` and one of ``before``, ``after``, ``around``."""
        channel = self._channel(request)
        if not channel.is_dm:
            self._require(channel, Permission.READ_MESSAGE_HISTORY)
        query = request.query
        limit = min(max(int(query.get("limit", 50)), 1), 100)
        messages = self.world.channel_messages(channel.id)
        if "before" in query:
            chosen = [m for m in messages if m.id < int(query["before"])][-limit:]
        elif "after" in query:
            chosen = [m for m in messages if m.id > int(query["after"])][:limit]
        elif "around" in query:
            pivot = int(query["around"])
            older = [m for m in messages if m.id < pivot][-(limit // 2) :] if limit > 1 else []
            chosen = older + [m for m in messages if m.id >= pivot][: limit - len(older)]
        else:
            chosen = messages[-limit:]
        return json_response([self.emulator.payloads.message(m) for m in reversed(chosen)])

    async def create_message(self, request: web.Request) -> web.Response:
        """POST a message (JSON, or multipart with ``payload_json`` and ``files[i]``)."""
        channel = self._channel(request)
        body = await read_body(request)
        note_body(request, body)
        self._can_send(channel, body)
        earlier = self._same_nonce(channel, body.payload)
        if earlier is not None:
            return json_response(self.emulator.payloads.message(earlier))
        message = self.emulator.composer.create(
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author_id=self.world.bot.id,
            body=body,
            allowed_flags=CREATE_FLAGS,
        )
        self.emulator.store_message(message, notify=True)
        self.emulator.events.message_create(message)
        return json_response(self.emulator.payloads.message(message))

    def _same_nonce(self, channel: Channel, payload: dict[str, Any]) -> Message | None:
        """The bot's message created in ``channel`` with this nonce within Discord's window, if ``enforce_nonce``.

        Discord then returns that message and creates none (its documented window is "a few
        minutes"; the emulator keeps ``NONCE_WINDOW``). A nonce is at most 25 characters.
        """
        nonce = payload.get("nonce")
        if nonce is not None and len(str(nonce)) > MAX_NONCE:
            raise bad_request(INVALID_FORM_BODY, "nonce: Must be 25 or fewer in length.")
        if nonce is None or not payload.get("enforce_nonce"):
            return None
        horizon = now() - NONCE_WINDOW
        for message_id in reversed(channel.message_ids):
            found = self.world.messages[message_id]
            if found.created_at < horizon:
                return None
            same = found.nonce is not None and str(found.nonce) == str(nonce)
            if found.author_id == self.world.bot.id and same and not found.deleted:
                return found
        return None

    async def get_message(self, request: web.Request) -> web.Response:
        """GET one message."""
        channel = self._channel(request)
        return json_response(self.emulator.payloads.message(self._message(request, channel)))

    async def edit_message(self, request: web.Request) -> web.Response:
        """PATCH one of the bot's messages."""
        channel = self._channel(request)
        body = await read_body(request)
        note_body(request, body)
        message = self._message(request, channel)
        if message.author_id != self.world.bot.id:
            raise forbidden(CANNOT_EDIT_OTHERS_MESSAGE, "Cannot edit a message authored by another user")
        self._writable(channel)
        self.emulator.composer.edit(message, body, allowed_flags=CREATE_FLAGS)
        self.emulator.events.message_update(message)
        self.emulator.recorder.poke()
        return json_response(self.emulator.payloads.message(message))

    async def delete_message(self, request: web.Request) -> web.Response:
        """DELETE a message (another author's needs Manage Messages)."""
        channel = self._channel(request)
        message = self._message(request, channel)
        if message.author_id != self.world.bot.id:
            if channel.is_dm:
                raise forbidden(50003, "Cannot execute action on a DM channel")
            self._require(channel, Permission.MANAGE_MESSAGES)
        self._writable(channel)
        self.emulator.delete_message(message)
        return no_content()

    async def typing(self, request: web.Request) -> web.Response:
        """POST typing: accepted and ignored."""
        self._channel(request)
        return no_content()

    # -- pins -----------------------------------------------------------------------------------

    async def list_pins(self, request: web.Request) -> web.Response:
        """GET pinned messages, newest pin first."""
        channel = self._channel(request)
        pinned = sorted(channel.pins.items(), key=lambda item: item[1], reverse=True)
        items = [
            {"pinned_at": moment.isoformat(), "message": self.emulator.payloads.message(self.world.messages[i])}
            for i, moment in pinned
            if not self.world.messages[i].deleted
        ]
        return json_response({"items": items, "has_more": False})

    async def pin(self, request: web.Request) -> web.Response:
        """PUT a pin; Discord adds a "pinned a message" system message."""
        channel = self._channel(request)
        message = self._message(request, channel)
        if not channel.is_dm:
            self._require(channel, Permission.MANAGE_MESSAGES)
        self._writable(channel)
        if message.id in channel.pins:
            return no_content()
        if len(channel.pins) >= 250:
            raise bad_request(30003, "Maximum number of pins reached (250)")
        channel.pins[message.id] = now()
        notice = Message(
            id=self.world.ids.next(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author_id=self.world.bot.id,
            type=PINNED_MESSAGE,
            message_reference={"type": 0, "message_id": str(message.id), "channel_id": str(channel.id)},
        )
        notice.revisions.append(notice.snapshot())
        self.emulator.store_message(notice, notify=False)
        self.emulator.events.message_update(message)
        self.emulator.events.channel_pins_update(channel)
        self.emulator.events.message_create(notice)
        return no_content()

    async def unpin(self, request: web.Request) -> web.Response:
        """DELETE a pin."""
        channel = self._channel(request)
        message = self._message(request, channel)
        if not channel.is_dm:
            self._require(channel, Permission.MANAGE_MESSAGES)
        if channel.pins.pop(message.id, None) is not None:
            self.emulator.events.message_update(message)
            self.emulator.events.channel_pins_update(channel)
        return no_content()

    # -- threads --------------------------------------------------------------------------------

    def _thread_fields(self, payload: dict[str, Any], parent: Channel) -> tuple[str, int]:
        errors = FormErrors()
        name = str(payload.get("name") or "")
        if not 1 <= len(name) <= 100:
            errors.add("name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
        duration = payload.get("auto_archive_duration") or 4320
        if duration not in ARCHIVE_DURATIONS:
            errors.add("auto_archive_duration", "BASE_TYPE_CHOICES", f"Value must be one of {ARCHIVE_DURATIONS}.")
        errors.raise_if_any()
        if parent.type != ChannelType.GUILD_TEXT:
            raise bad_request(WRONG_CHANNEL_TYPE, "Cannot execute action on this channel type")
        return name, int(duration)

    def _open_thread(
        self,
        parent: Channel,
        thread_id: int,
        kind: ChannelType,
        name: str,
        duration: int,
        invitable: bool,
        starter: Message | None,
    ) -> Channel:
        created = now()
        thread = Channel(
            id=thread_id,
            type=kind,
            name=name,
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=self.world.bot.id,
            thread=ThreadState(
                archived=False,
                locked=False,
                auto_archive_duration=duration,
                archive_timestamp=created,
                invitable=invitable,
                created_at=created,
                starter_message_id=None if starter is None else starter.id,
            ),
            thread_members={self.world.bot.id: created},
            created_at=created,
        )
        self.world.channels[thread.id] = thread
        guild = self.world.guild_of(parent)
        assert guild is not None
        guild.channel_ids.append(thread.id)
        self.emulator.events.thread_create(thread)
        return thread

    async def thread_from_message(self, request: web.Request) -> web.Response:
        """POST a public thread started from a message (the thread takes the message's id)."""
        parent = self._channel(request)
        body = await read_body(request)
        note_body(request, body)
        message = self._message(request, parent)
        name, duration = self._thread_fields(body.payload, parent)
        if message.thread_id is not None:
            raise bad_request(THREAD_ALREADY_CREATED, "A thread has already been created for this message")
        self._require(parent, Permission.CREATE_PUBLIC_THREADS)
        thread = self._open_thread(parent, message.id, ChannelType.PUBLIC_THREAD, name, duration, True, message)
        message.thread_id = thread.id
        self.emulator.events.message_update(message)
        return json_response(self.emulator.payloads.channel(thread), status=201)

    async def thread_without_message(self, request: web.Request) -> web.Response:
        """POST a thread with no starter message (``type`` is required in API v10)."""
        parent = self._channel(request)
        body = await read_body(request)
        note_body(request, body)
        name, duration = self._thread_fields(body.payload, parent)
        kind = body.payload.get("type")
        if kind not in (ChannelType.PUBLIC_THREAD, ChannelType.PRIVATE_THREAD):
            raise form_error("type", "BASE_TYPE_CHOICES", "Value must be one of (11, 12).")
        private = kind == ChannelType.PRIVATE_THREAD
        self._require(parent, Permission.CREATE_PRIVATE_THREADS if private else Permission.CREATE_PUBLIC_THREADS)
        invitable = bool(body.payload.get("invitable", True))
        thread = self._open_thread(parent, self.world.ids.next(), ChannelType(kind), name, duration, invitable, None)
        if not private:
            notice = Message(
                id=self.world.ids.next(),
                channel_id=parent.id,
                guild_id=parent.guild_id,
                author_id=self.world.bot.id,
                type=THREAD_CREATED_MESSAGE,
                content=name,
                message_reference={"type": 0, "channel_id": str(thread.id), "guild_id": str(parent.guild_id)},
                thread_id=thread.id,
            )
            notice.revisions.append(notice.snapshot())
            self.emulator.store_message(notice, notify=False)
            self.emulator.events.message_create(notice)
        return json_response(self.emulator.payloads.channel(thread), status=201)

    def _thread_list(self, threads: list[Channel]) -> dict[str, Any]:
        bot = self.world.bot.id
        payloads = self.emulator.payloads
        return {
            "threads": [payloads.channel(t) for t in threads],
            "members": [payloads.thread_member(t, bot) for t in threads if bot in t.thread_members],
            "has_more": False,
        }

    def _threads_of(self, parent_id: int | None, guild_id: int | None, *, archived: bool) -> list[Channel]:
        return [
            c
            for c in self.world.channels.values()
            if c.is_thread
            and not c.deleted
            and (parent_id is None or c.parent_id == parent_id)
            and (guild_id is None or c.guild_id == guild_id)
            and c.thread is not None
            and c.thread.archived == archived
        ]

    async def active_threads(self, request: web.Request) -> web.Response:
        """GET the guild's active threads."""
        guild_id = snowflake(request, "guild_id")
        if guild_id not in self.world.guilds:
            raise not_found(UNKNOWN_GUILD, "Guild")
        return json_response(self._thread_list(self._threads_of(None, guild_id, archived=False)))

    async def archived_public_threads(self, request: web.Request) -> web.Response:
        """GET archived public threads of a channel."""
        channel = self._channel(request)
        threads = self._threads_of(channel.id, None, archived=True)
        return json_response(self._thread_list([t for t in threads if t.type == ChannelType.PUBLIC_THREAD]))

    async def archived_private_threads(self, request: web.Request) -> web.Response:
        """GET archived private threads of a channel (needs Manage Threads)."""
        channel = self._channel(request)
        self._require(channel, Permission.MANAGE_THREADS)
        threads = self._threads_of(channel.id, None, archived=True)
        return json_response(self._thread_list([t for t in threads if t.type == ChannelType.PRIVATE_THREAD]))

    async def list_thread_members(self, request: web.Request) -> web.Response:
        """GET a thread's members."""
        thread = self._thread(request)
        payloads = self.emulator.payloads
        return json_response([payloads.thread_member(thread, user_id) for user_id in thread.thread_members])

    async def get_thread_member(self, request: web.Request) -> web.Response:
        """GET one thread member."""
        thread = self._thread(request)
        user_id = snowflake(request, "user_id")
        if user_id not in thread.thread_members:
            raise not_found(UNKNOWN_MEMBER, "Member")
        return json_response(self.emulator.payloads.thread_member(thread, user_id))

    def _add_member(self, thread: Channel, user_id: int) -> None:
        guild = self.world.guild_of(thread)
        assert guild is not None
        if user_id not in guild.members:
            raise not_found(UNKNOWN_MEMBER, "Member")
        self._writable(thread)
        if user_id != self.world.bot.id:
            self._require(thread, Permission.SEND_MESSAGES_IN_THREADS)
        if user_id in thread.thread_members:
            return
        thread.thread_members[user_id] = now()
        self.emulator.events.thread_members_update(thread, added=[user_id], removed=[])

    def _remove_member(self, thread: Channel, user_id: int) -> None:
        # Manage Threads, or (a private thread) being its creator (resources/channel "Remove Thread Member")
        own_private = thread.type == ChannelType.PRIVATE_THREAD and thread.owner_id == self.world.bot.id
        if user_id != self.world.bot.id and not own_private:
            self._require(thread, Permission.MANAGE_THREADS)
        self._writable(thread)
        if thread.thread_members.pop(user_id, None) is not None:
            self.emulator.events.thread_members_update(thread, added=[], removed=[user_id])

    async def join_thread(self, request: web.Request) -> web.Response:
        """PUT the bot into a thread."""
        self._add_member(self._thread(request), self.world.bot.id)
        return no_content()

    async def leave_thread(self, request: web.Request) -> web.Response:
        """DELETE the bot from a thread."""
        self._remove_member(self._thread(request), self.world.bot.id)
        return no_content()

    async def add_thread_member(self, request: web.Request) -> web.Response:
        """PUT a member into a thread."""
        self._add_member(self._thread(request), snowflake(request, "user_id"))
        return no_content()

    async def remove_thread_member(self, request: web.Request) -> web.Response:
        """DELETE a member from a thread (needs Manage Threads, or the creator of a private thread)."""
        self._remove_member(self._thread(request), snowflake(request, "user_id"))
        return no_content()

    # -- DMs ------------------------------------------------------------------------------------

    async def open_dm(self, request: web.Request) -> web.Response:
        """POST /users/@me/channels: the DM channel with a user (the same one every time)."""
        body = await read_body(request)
        note_body(request, body)
        raw = body.payload.get("recipient_id")
        if raw is None or not str(raw).isdigit() or int(raw) not in self.world.users or int(raw) == self.world.bot.id:
            raise bad_request(INVALID_RECIPIENT, "Invalid Recipient(s)")
        return json_response(self.emulator.payloads.channel(self.emulator.dm_channel_for(int(raw))))
