"""Gateway events the emulator sends when its world changes (events/gateway-events).

Each event goes to the sessions whose shard covers the guild and whose intents ask for it;
message payloads lose their content for sessions without MESSAGE_CONTENT, as Discord does.
"""

from collections.abc import Callable
from typing import Any, Protocol

from .gateway import Gateway, Intent, Session
from .host import Host
from .model import Channel, Guild, Member, Message
from .payloads import Payloads


class EventsHost(Host, Protocol):
    """The emulator as its events see it: the host and its gateway."""

    gateway: Gateway


class Events:
    """Builds and sends gateway events for one emulator."""

    def __init__(self, emulator: EventsHost) -> None:
        self.emulator = emulator

    @property
    def _payloads(self) -> Payloads:
        return self.emulator.payloads

    def _message_intent(self, message: Message) -> int:
        return Intent.DIRECT_MESSAGES if message.guild_id is None else Intent.GUILD_MESSAGES

    def _message_for(self, message: Message) -> Callable[[Session], dict[str, Any]]:
        bot_id = self.emulator.world.bot.id

        def build(session: Session) -> dict[str, Any]:
            exempt = message.guild_id is None or message.author_id == bot_id or bot_id in message.mentions
            redact = not exempt and not session.intents & Intent.MESSAGE_CONTENT
            return self._payloads.message(message, gateway=True, redact=redact)

        return build

    def message_create(self, message: Message) -> None:
        """MESSAGE_CREATE (never for ephemeral messages)."""
        if not message.ephemeral:
            self.emulator.gateway.dispatch(
                "MESSAGE_CREATE",
                self._message_for(message),
                guild_id=message.guild_id,
                intent=self._message_intent(message),
            )

    def message_update(self, message: Message) -> None:
        """MESSAGE_UPDATE with the whole message (never for ephemeral messages)."""
        if not message.ephemeral:
            self.emulator.gateway.dispatch(
                "MESSAGE_UPDATE",
                self._message_for(message),
                guild_id=message.guild_id,
                intent=self._message_intent(message),
            )

    def message_delete(self, message: Message) -> None:
        """MESSAGE_DELETE (never for ephemeral messages)."""
        if message.ephemeral:
            return
        body: dict[str, Any] = {"id": str(message.id), "channel_id": str(message.channel_id)}
        if message.guild_id is not None:
            body["guild_id"] = str(message.guild_id)
        self.emulator.gateway.dispatch(
            "MESSAGE_DELETE", body, guild_id=message.guild_id, intent=self._message_intent(message)
        )

    def thread_create(self, thread: Channel) -> None:
        """THREAD_CREATE for a new thread."""
        body = self._payloads.channel(thread)
        body["newly_created"] = True
        self.emulator.gateway.dispatch("THREAD_CREATE", body, guild_id=thread.guild_id, intent=Intent.GUILDS)

    def thread_update(self, thread: Channel) -> None:
        """THREAD_UPDATE after a rename or an archive-state change."""
        body = self._payloads.channel(thread)
        self.emulator.gateway.dispatch("THREAD_UPDATE", body, guild_id=thread.guild_id, intent=Intent.GUILDS)

    def thread_delete(self, thread: Channel) -> None:
        """THREAD_DELETE."""
        body = {
            "id": str(thread.id),
            "guild_id": str(thread.guild_id),
            "parent_id": str(thread.parent_id),
            "type": int(thread.type),
        }
        self.emulator.gateway.dispatch("THREAD_DELETE", body, guild_id=thread.guild_id, intent=Intent.GUILDS)

    def thread_members_update(self, thread: Channel, added: list[int], removed: list[int]) -> None:
        """THREAD_MEMBERS_UPDATE listing who joined or left."""
        guild = self.emulator.world.guilds[thread.guild_id or 0]
        added_members = []
        for user_id in added:
            entry = self._payloads.thread_member(thread, user_id)
            member = guild.members.get(user_id)
            if member is not None:
                entry["member"] = self._payloads.member(member)
                entry["presence"] = None
            added_members.append(entry)
        body: dict[str, Any] = {
            "id": str(thread.id),
            "guild_id": str(thread.guild_id),
            "member_count": len(thread.thread_members),
        }
        if added_members:
            body["added_members"] = added_members
        if removed:
            body["removed_member_ids"] = [str(u) for u in removed]
        self.emulator.gateway.dispatch("THREAD_MEMBERS_UPDATE", body, guild_id=thread.guild_id, intent=Intent.GUILDS)

    def channel_event(self, event: str, channel: Channel) -> None:
        """CHANNEL_CREATE, CHANNEL_UPDATE or CHANNEL_DELETE for a guild channel."""
        self.emulator.gateway.dispatch(
            event, self._payloads.channel(channel), guild_id=channel.guild_id, intent=Intent.GUILDS
        )

    def channel_pins_update(self, channel: Channel) -> None:
        """CHANNEL_PINS_UPDATE after a pin or unpin."""
        latest = max(channel.pins.values(), default=None)
        body: dict[str, Any] = {
            "channel_id": str(channel.id),
            "last_pin_timestamp": None if latest is None else latest.isoformat(),
        }
        if channel.guild_id is not None:
            body["guild_id"] = str(channel.guild_id)
        self.emulator.gateway.dispatch("CHANNEL_PINS_UPDATE", body, guild_id=channel.guild_id, intent=Intent.GUILDS)

    def member_add(self, member: Member) -> None:
        """GUILD_MEMBER_ADD (needs the GUILD_MEMBERS intent)."""
        body = self._payloads.member(member)
        body["guild_id"] = str(member.guild_id)
        self.emulator.gateway.dispatch("GUILD_MEMBER_ADD", body, guild_id=member.guild_id, intent=Intent.GUILD_MEMBERS)

    def member_update(self, member: Member) -> None:
        """GUILD_MEMBER_UPDATE after a role change (needs the GUILD_MEMBERS intent)."""
        body = self._payloads.member(member)
        body["guild_id"] = str(member.guild_id)
        self.emulator.gateway.dispatch(
            "GUILD_MEMBER_UPDATE", body, guild_id=member.guild_id, intent=Intent.GUILD_MEMBERS
        )

    def role_event(self, event: str, guild: Guild, role_id: int) -> None:
        """GUILD_ROLE_CREATE or GUILD_ROLE_UPDATE."""
        body = {"guild_id": str(guild.id), "role": self._payloads.role(guild.roles[role_id])}
        self.emulator.gateway.dispatch(event, body, guild_id=guild.id, intent=Intent.GUILDS)

    def guild_create_payload(self, guild: Guild, intents: int) -> dict[str, Any]:
        """GUILD_CREATE as a session with these intents gets it.

        With GUILD_PRESENCES a small guild comes with all its members; otherwise only the bot's own
        member is included, and a client with GUILD_MEMBERS asks for the rest (REQUEST_GUILD_MEMBERS).
        """
        bot_id = self.emulator.world.bot.id
        everyone = bool(intents & Intent.GUILD_PRESENCES) and len(guild.members) < 250
        members = list(guild.members.values()) if everyone else [guild.members[bot_id]]
        return self._payloads.guild(guild, members=members)

    def guild_create(self, guild: Guild) -> None:
        """GUILD_CREATE for a guild made while the bot is connected."""
        self.emulator.gateway.dispatch(
            "GUILD_CREATE",
            lambda session: self.guild_create_payload(guild, session.intents),
            guild_id=guild.id,
            intent=Intent.GUILDS,
        )

    def interaction_create(self, payload: dict[str, Any], guild_id: int | None) -> int:
        """INTERACTION_CREATE (no intent needed); returns how many sessions got it."""
        return self.emulator.gateway.dispatch("INTERACTION_CREATE", payload, guild_id=guild_id, intent=None)
