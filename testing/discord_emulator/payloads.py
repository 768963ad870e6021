"""JSON objects as Discord sends them: users, members, roles, guilds, channels, threads, messages.

Field names and shapes follow developers/resources (user, guild, channel, message). Every payload is
complete enough for discord.py 2.7 to build its models without falling back to partial objects.
"""

from typing import Any

from .model import Attachment, Channel, ChannelType, Guild, Member, Message, Role, User, World
from .snowflakes import iso, now

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024


class Payloads:
    """Builds JSON for one world; attachment URLs point at ``base_url``."""

    def __init__(self, world: World, base_url: str) -> None:
        self.world = world
        self.base_url = base_url

    def user(self, user: User) -> dict[str, Any]:
        """A user object."""
        body: dict[str, Any] = {
            "id": str(user.id),
            "username": user.name,
            "discriminator": "0",
            "global_name": user.global_name,
            "avatar": None,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
        }
        if user.bot:
            body["bot"] = True
        return body

    def current_user(self) -> dict[str, Any]:
        """The bot's own user object (GET /users/@me, READY)."""
        body = self.user(self.world.bot)
        body.update(verified=True, mfa_enabled=False, email=None, locale="en-US", premium_type=0)
        return body

    def member(self, member: Member, *, with_user: bool = True, permissions: int | None = None) -> dict[str, Any]:
        """A guild member object; ``permissions`` is added for interaction payloads."""
        body: dict[str, Any] = {
            "roles": [str(r) for r in member.roles],
            "nick": member.nick,
            "avatar": None,
            "banner": None,
            "joined_at": iso(member.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if with_user:
            body["user"] = self.user(member.user)
        if permissions is not None:
            body["permissions"] = str(permissions)
        return body

    @staticmethod
    def role(role: Role) -> dict[str, Any]:
        """A role object."""
        return {
            "id": str(role.id),
            "name": role.name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": role.position,
            "permissions": str(role.permissions),
            "managed": role.managed,
            "mentionable": role.mentionable,
            "flags": 0,
            "tags": {"bot_id": None} if role.managed else {},
        }

    def channel(self, channel: Channel) -> dict[str, Any]:
        """A channel object: guild text channel, thread or DM."""
        last = channel.message_ids[-1] if channel.message_ids else None
        body: dict[str, Any] = {
            "id": str(channel.id),
            "type": int(channel.type),
            "last_message_id": None if last is None else str(last),
            "flags": 0,
        }
        if channel.type == ChannelType.DM:
            recipient = self.world.users[channel.recipient_id or 0]
            body["recipients"] = [self.user(recipient)]
            return body
        body.update(
            guild_id=str(channel.guild_id),
            name=channel.name,
            rate_limit_per_user=0,
            parent_id=None if channel.parent_id is None else str(channel.parent_id),
        )
        if channel.is_thread:
            assert channel.thread is not None
            thread = channel.thread
            body.update(
                owner_id=str(channel.owner_id),
                message_count=len(channel.message_ids),
                total_message_sent=channel.total_message_sent,
                member_count=len(channel.thread_members),
                thread_metadata={
                    "archived": thread.archived,
                    "auto_archive_duration": thread.auto_archive_duration,
                    "archive_timestamp": iso(thread.archive_timestamp),
                    "locked": thread.locked,
                    "invitable": thread.invitable,
                    "create_timestamp": iso(thread.created_at),
                },
                applied_tags=[],
            )
            joined = channel.thread_members.get(self.world.bot.id)
            if joined is not None:
                body["member"] = self.thread_member(channel, self.world.bot.id)
        else:
            body.update(
                position=channel.position,
                permission_overwrites=[],
                topic=channel.topic,
                nsfw=False,
                default_auto_archive_duration=1440,
                default_thread_rate_limit_per_user=0,
                last_pin_timestamp=None,
            )
        return body

    @staticmethod
    def thread_member(thread: Channel, user_id: int) -> dict[str, Any]:
        """A thread member object."""
        return {
            "id": str(thread.id),
            "user_id": str(user_id),
            "join_timestamp": iso(thread.thread_members[user_id]),
            "flags": 0,
        }

    def guild(self, guild: Guild, *, members: list[Member] | None = None) -> dict[str, Any]:
        """A guild object; with ``members`` it is a GUILD_CREATE payload (channels, threads, members)."""
        body: dict[str, Any] = {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(guild.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "roles": [self.role(r) for r in guild.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": "en-US",
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "max_members": 500000,
            "max_video_channel_users": 25,
        }
        if members is not None:
            channels = [self.world.channels[i] for i in guild.channel_ids]
            body.update(
                unavailable=False,
                large=len(guild.members) >= 250,
                member_count=len(guild.members),
                joined_at=iso(guild.members[self.world.bot.id].joined_at),
                members=[self.member(m) for m in members],
                channels=[self.channel(c) for c in channels if not c.is_thread and not c.deleted],
                threads=[
                    self.channel(c)
                    for c in channels
                    if c.is_thread and not c.deleted and c.thread is not None and not c.thread.archived
                ],
                presences=[],
                voice_states=[],
                stage_instances=[],
                guild_scheduled_events=[],
                soundboard_sounds=[],
            )
        return body

    def attachment(self, attachment: Attachment, channel_id: int) -> dict[str, Any]:
        """An attachment object; its URL serves the stored bytes."""
        url = f"{self.base_url}/attachments/{channel_id}/{attachment.id}/{attachment.filename}"
        body: dict[str, Any] = {
            "id": str(attachment.id),
            "filename": attachment.filename,
            "size": attachment.size,
            "url": url,
            "proxy_url": url,
            "content_type": attachment.content_type,
        }
        if attachment.description is not None:
            body["description"] = attachment.description
        if attachment.width is not None:
            body.update(width=attachment.width, height=attachment.height)
        if attachment.ephemeral:
            body["ephemeral"] = True
        return body

    def message(self, message: Message, *, gateway: bool = False, redact: bool = False) -> dict[str, Any]:
        """A message object; ``gateway`` adds the event-only fields, ``redact`` blanks content (no intent)."""
        author = self.world.users[message.author_id]
        body: dict[str, Any] = {
            "id": str(message.id),
            "channel_id": str(message.channel_id),
            "type": message.type,
            "author": self.user(author),
            "content": "" if redact else message.content,
            "timestamp": iso(message.created_at),
            "edited_timestamp": iso(message.edited_at),
            "tts": message.tts,
            "mention_everyone": message.mention_everyone,
            "mentions": [self.mentioned_user(message, user_id, gateway) for user_id in message.mentions],
            "mention_roles": [str(r) for r in message.mention_roles],
            "attachments": [] if redact else [self.attachment(a, message.channel_id) for a in message.attachments],
            "embeds": [] if redact else list(message.embeds),
            "components": [] if redact else list(message.components),
            "pinned": message.id in self.world.channels[message.channel_id].pins,
            "flags": message.flags,
        }
        if message.guild_id is not None:
            body["guild_id"] = str(message.guild_id)
            guild = self.world.guilds[message.guild_id]
            member = guild.members.get(message.author_id)
            if gateway and member is not None and message.webhook_id is None:
                body["member"] = self.member(member, with_user=False)
        if message.webhook_id is not None:
            body["webhook_id"] = str(message.webhook_id)
        if message.application_id is not None:
            body["application_id"] = str(message.application_id)
        if message.interaction_metadata is not None:
            body["interaction_metadata"] = message.interaction_metadata
            body["interaction"] = {
                "id": message.interaction_metadata["id"],
                "type": message.interaction_metadata["type"],
                "name": message.interaction_metadata.get("name", ""),
                "user": message.interaction_metadata["user"],
            }
        if message.message_reference is not None:
            body["message_reference"] = message.message_reference
            # A reply (type 19) names the message it answers; a thread-created notice (type 18) only its thread.
            replied = message.message_reference.get("message_id")
            referenced = None if replied is None else self.world.messages.get(int(replied))
            if referenced is not None and message.type == 19:
                body["referenced_message"] = None if referenced.deleted else self.message(referenced)
        if message.thread_id is not None:
            thread = self.world.channels.get(message.thread_id)
            if thread is not None and not thread.deleted:
                body["thread"] = self.channel(thread)
        if message.nonce is not None:
            body["nonce"] = message.nonce
        return body

    def mentioned_user(self, message: Message, user_id: int, gateway: bool) -> dict[str, Any]:
        """A user in a message's ``mentions``; gateway events add the partial member."""
        body = self.user(self.world.users[user_id])
        if gateway and message.guild_id is not None:
            member = self.world.guilds[message.guild_id].members.get(user_id)
            if member is not None:
                body["member"] = self.member(member, with_user=False)
        return body

    def application(self) -> dict[str, Any]:
        """The application object (GET /oauth2/applications/@me)."""
        return {
            "id": str(self.world.application_id),
            "name": self.world.bot.name,
            "icon": None,
            "description": "Local Discord API emulator application",
            "summary": "",
            "type": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "flags": 0,
            "owner": self.user(self.world.bot),
            "team": None,
            "bot": self.user(self.world.bot),
            "redirect_uris": [],
            "interactions_endpoint_url": None,
            "tags": [],
            "approximate_guild_count": len(self.world.guilds),
            "integration_types_config": {"0": {}},
        }

    @staticmethod
    def timestamp_now() -> str:
        """ISO timestamp for now (for fields such as ``pinned_at``)."""
        return iso(now()) or ""
