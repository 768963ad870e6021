"""Message bodies: reading JSON or multipart requests, checking Discord's limits, creating and editing messages.

Limits follow resources/message (content 2000, embeds 10 / 6000 characters, attachment alt text 1024),
components/reference (5 rows of 5 buttons or 1 select, custom ids 1-100 characters and unique,
25 select options, 40 components with IS_COMPONENTS_V2) and the allowed-mentions rules.
"""

import json
import mimetypes
import re
from dataclasses import dataclass, field, replace
from typing import Any

from aiohttp import BodyPartReader, web

from .components import BUTTON, SELECT_TYPES, STRING_SELECT, TEXT_INPUT, walk
from .model import Attachment, Guild, Message, MessageFlag, World
from .payloads import ATTACHMENT_SIZE_LIMIT
from .permissions import Permission
from .snowflakes import now
from .wire import EMPTY_MESSAGE, FormErrors, bad_request, form_error

INVALID_JSON = 50109
USER_MENTION = re.compile(r"<@!?(\d+)>")
ROLE_MENTION = re.compile(r"<@&(\d+)>")
EVERYONE_MENTION = re.compile(r"@(everyone|here)\b")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
CREATE_FLAGS = MessageFlag.SUPPRESS_EMBEDS | MessageFlag.SUPPRESS_NOTIFICATIONS | MessageFlag.IS_COMPONENTS_V2
INTERACTION_FLAGS = CREATE_FLAGS | MessageFlag.EPHEMERAL


@dataclass(frozen=True)
class FilePart:
    """One uploaded ``files[i]`` part."""

    filename: str
    data: bytes
    content_type: str | None


@dataclass
class Body:
    """A request body: the JSON payload and any uploaded files by index."""

    payload: dict[str, Any] = field(default_factory=dict)
    files: dict[int, FilePart] = field(default_factory=dict)
    multipart: bool = False


async def read_body(request: web.Request) -> Body:
    """Read a JSON body, or a multipart body of ``payload_json`` plus ``files[i]`` parts."""
    if request.content_type.startswith("multipart/"):
        body = Body(multipart=True)
        reader = await request.multipart()
        index = 0
        async for part in reader:
            if not isinstance(part, BodyPartReader):
                continue
            name = part.name or ""
            if name == "payload_json":
                body.payload = _parse_json(await part.text())
            elif part.filename is not None:
                match = re.fullmatch(r"files\[(\d+)\]", name)
                number = int(match.group(1)) if match else index
                index = max(index, number) + 1
                data = bytes(await part.read(decode=False))
                body.files[number] = FilePart(part.filename, data, part.headers.get("Content-Type"))
        return body
    if not request.body_exists:
        return Body()
    text = await request.text()
    return Body(payload=_parse_json(text) if text.strip() else {})


async def read_json(request: web.Request) -> Any:
    """Read a JSON body of any shape (e.g. the list of a bulk command overwrite)."""
    text = await request.text()
    try:
        return json.loads(text) if text.strip() else None
    except ValueError:
        raise bad_request(INVALID_JSON, "The request body contains invalid JSON.") from None


def _parse_json(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except ValueError:
        raise bad_request(INVALID_JSON, "The request body contains invalid JSON.") from None
    if not isinstance(data, dict):
        raise bad_request(INVALID_JSON, "The request body contains invalid JSON.")
    return data


def image_size(data: bytes) -> tuple[int, int] | None:
    """Width and height of a PNG image, read from its IHDR chunk; None for other files."""
    if data[:8] != PNG_SIGNATURE or data[12:16] != b"IHDR":
        return None
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def check_components(components: Any, errors: FormErrors, *, v2: bool, path: str = "components") -> None:
    """Check a component tree against Discord's layout and length limits."""
    if not isinstance(components, list):
        errors.add(path, "BASE_TYPE_BAD_TYPE", "Must be an array.")
        return
    if v2:
        if sum(1 for _ in walk(components)) > 40:
            errors.add(path, "BASE_TYPE_MAX_LENGTH", "Must be 40 or fewer in length.")
    else:
        if len(components) > 5:
            errors.add(path, "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.")
        for i, row in enumerate(components):
            children = row.get("components") or []
            if row.get("type") != 1:
                errors.add(f"{path}.{i}.type", "UNION_TYPE_CHOICES", "Top-level components must be action rows.")
            elif not 1 <= len(children) <= 5:
                errors.add(f"{path}.{i}.components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.")
            elif any(c.get("type") in SELECT_TYPES for c in children) and len(children) != 1:
                errors.add(f"{path}.{i}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "A select fills its row.")
    seen: set[str] = set()
    for i, component in enumerate(components):
        _check_component(component, f"{path}.{i}", errors, seen)


def _check_component(component: dict[str, Any], path: str, errors: FormErrors, seen: set[str]) -> None:
    kind = component.get("type")
    custom_id = component.get("custom_id")
    if custom_id is not None:
        if not isinstance(custom_id, str) or not 1 <= len(custom_id) <= 100:
            errors.add(f"{path}.custom_id", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
        elif custom_id in seen:
            errors.add(f"{path}.custom_id", "COMPONENT_CUSTOM_ID_DUPLICATED", "Custom ids must be unique.")
        else:
            seen.add(custom_id)
    if kind == BUTTON:
        style = component.get("style")
        if style not in range(1, 7):
            errors.add(f"{path}.style", "BASE_TYPE_CHOICES", "Value must be one of (1, 2, 3, 4, 5, 6).")
        elif style == 5 and not component.get("url"):
            errors.add(f"{path}.url", "BASE_TYPE_REQUIRED", "A link button needs a url.")
        elif style not in (5, 6) and custom_id is None:
            errors.add(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required")
        errors.max_length(f"{path}.label", component.get("label"), 80)
        if style != 6 and not component.get("label") and not component.get("emoji"):
            errors.add(f"{path}.label", "BASE_TYPE_REQUIRED", "A button needs a label or an emoji.")
    elif kind in SELECT_TYPES:
        if custom_id is None:
            errors.add(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required")
        errors.max_length(f"{path}.placeholder", component.get("placeholder"), 150)
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        if not 0 <= low <= 25 or not 1 <= high <= 25 or low > high:
            errors.add(f"{path}.max_values", "BASE_TYPE_BAD_RANGE", "min_values/max_values out of range.")
        if kind == STRING_SELECT:
            options = component.get("options") or []
            if not 1 <= len(options) <= 25:
                errors.add(f"{path}.options", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 25 in length.")
            if high > len(options):
                errors.add(f"{path}.max_values", "BASE_TYPE_MAX", "max_values exceeds the number of options.")
            values = [o.get("value") for o in options]
            if len(set(values)) != len(values):
                errors.add(f"{path}.options", "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", "Option values repeat.")
            for j, option in enumerate(options):
                for key in ("label", "value"):
                    if not 1 <= len(str(option.get(key) or "")) <= 100:
                        errors.add(f"{path}.options.{j}.{key}", "BASE_TYPE_BAD_LENGTH", "Must be 1-100 in length.")
                errors.max_length(f"{path}.options.{j}.description", option.get("description"), 100)
    elif kind == TEXT_INPUT:
        errors.max_length(f"{path}.label", component.get("label"), 45)
        errors.max_length(f"{path}.value", component.get("value"), 4000)
    for j, child in enumerate(component.get("components") or []):
        _check_component(child, f"{path}.components.{j}", errors, seen)
    for key in ("accessory", "component"):
        child = component.get(key)
        if isinstance(child, dict):
            _check_component(child, f"{path}.{key}", errors, seen)


def check_embeds(embeds: Any, errors: FormErrors) -> None:
    """Check embeds against the per-field and total length limits."""
    if not isinstance(embeds, list):
        errors.add("embeds", "BASE_TYPE_BAD_TYPE", "Must be an array.")
        return
    if len(embeds) > 10:
        errors.add("embeds", "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
    total = 0
    for i, embed in enumerate(embeds):
        limits = {"title": 256, "description": 4096}
        for key, limit in limits.items():
            errors.max_length(f"embeds.{i}.{key}", embed.get(key), limit)
            total += len(embed.get(key) or "")
        fields = embed.get("fields") or []
        if len(fields) > 25:
            errors.add(f"embeds.{i}.fields", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        for j, embed_field in enumerate(fields):
            errors.max_length(f"embeds.{i}.fields.{j}.name", embed_field.get("name"), 256)
            errors.max_length(f"embeds.{i}.fields.{j}.value", embed_field.get("value"), 1024)
            total += len(embed_field.get("name") or "") + len(embed_field.get("value") or "")
        footer = (embed.get("footer") or {}).get("text")
        author = (embed.get("author") or {}).get("name")
        errors.max_length(f"embeds.{i}.footer.text", footer, 2048)
        errors.max_length(f"embeds.{i}.author.name", author, 256)
        total += len(footer or "") + len(author or "")
    if total > 6000:
        errors.add("embeds", "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000")


def check_allowed_mentions(allowed: Any, errors: FormErrors) -> None:
    """Check an allowed_mentions object (parse values, list sizes, mutual exclusion)."""
    if allowed is None:
        return
    if not isinstance(allowed, dict):
        errors.add("allowed_mentions", "BASE_TYPE_BAD_TYPE", "Must be an object.")
        return
    parse = allowed.get("parse") or []
    for value in parse:
        if value not in ("users", "roles", "everyone"):
            errors.add("allowed_mentions.parse", "BASE_TYPE_CHOICES", "Value must be users, roles or everyone.")
    for key in ("users", "roles"):
        listed = allowed.get(key) or []
        if len(listed) > 100:
            errors.add(f"allowed_mentions.{key}", "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length.")
        if listed and key in parse:
            errors.add("allowed_mentions", "MENTION_PARSE_CONFLICT", f'parse:["{key}"] and {key}: [ids] conflict.')


def check_message_fields(body: Body, *, allowed_flags: int) -> None:
    """Raise 400/50035 if any field of a message body breaks a Discord limit."""
    payload, errors = body.payload, FormErrors()
    content = payload.get("content")
    if content is not None and not isinstance(content, str):
        errors.add("content", "BASE_TYPE_BAD_TYPE", "Must be a string.")
    elif isinstance(content, str):
        errors.max_length("content", content, 2000)
    flags = payload.get("flags") or 0
    if flags & ~allowed_flags:
        errors.add("flags", "MESSAGE_FLAGS_INVALID", f"Flags {flags & ~allowed_flags} cannot be set here.")
    v2 = bool(flags & MessageFlag.IS_COMPONENTS_V2)
    if v2 and (content or payload.get("embeds")):
        errors.add("content", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2", "V2 messages have no content.")
    if payload.get("embeds") is not None:
        check_embeds(payload["embeds"], errors)
    if payload.get("components") is not None:
        check_components(payload["components"], errors, v2=v2)
    check_allowed_mentions(payload.get("allowed_mentions"), errors)
    for i, attachment in enumerate(payload.get("attachments") or []):
        errors.max_length(f"attachments.{i}.description", attachment.get("description"), 1024)
    for index, part in body.files.items():
        if part.data and len(part.data) > ATTACHMENT_SIZE_LIMIT:
            errors.add(f"files.{index}", "BASE_TYPE_MAX_LENGTH", "Request entity too large")
        if not part.filename:
            errors.add(f"files.{index}", "BASE_TYPE_REQUIRED", "A file needs a name.")
    for key in ("poll", "sticker_ids"):
        if payload.get(key):
            errors.add(key, "UNSUPPORTED_BY_EMULATOR", f"The emulator does not support {key}.")
    errors.raise_if_any()


class MessageComposer:
    """Creates and edits messages from request bodies, computing attachments and mentions."""

    def __init__(self, world: World) -> None:
        self.world = world

    def attachments(self, body: Body, existing: list[Attachment], *, ephemeral: bool) -> list[Attachment]:
        """The attachment list a body asks for: kept existing ones plus new uploads, in the listed order."""
        listed = body.payload.get("attachments")
        if listed is None:
            return [*existing, *(self._upload(part, None, ephemeral) for _, part in sorted(body.files.items()))]
        by_id = {a.id: a for a in existing}
        result: list[Attachment] = []
        for entry in listed:
            raw = str(entry.get("id", ""))
            key = int(raw) if raw.isdigit() else -1
            if key in body.files:
                result.append(self._upload(body.files[key], entry, ephemeral))
            elif key in by_id:
                kept = by_id[key]
                description = entry.get("description", kept.description)
                result.append(replace(kept, description=description))
            else:
                raise form_error("attachments", "ATTACHMENT_NOT_FOUND", f"Unknown attachment or file index {key}")
        return result

    def _upload(self, part: FilePart, entry: dict[str, Any] | None, ephemeral: bool) -> Attachment:
        filename = (entry or {}).get("filename") or part.filename
        content_type = part.content_type
        if content_type in (None, "application/octet-stream"):
            content_type = mimetypes.guess_type(filename)[0] or content_type
        size = image_size(part.data)
        return Attachment(
            id=self.world.ids.next(),
            filename=filename,
            data=part.data,
            description=(entry or {}).get("description"),
            content_type=content_type,
            width=size[0] if size else None,
            height=size[1] if size else None,
            ephemeral=ephemeral,
        )

    def mentions(self, message: Message, reply_author: int | None) -> None:
        """Set who the message mentions: users, roles and @everyone that allowed_mentions lets through."""
        allowed = message.allowed_mentions
        if allowed is None:
            parse, users_allowed, roles_allowed, replied = {"users", "roles", "everyone"}, set(), set(), True
        else:
            parse = set(allowed.get("parse") or [])
            users_allowed = {int(u) for u in allowed.get("users") or []}
            roles_allowed = {int(r) for r in allowed.get("roles") or []}
            replied = bool(allowed.get("replied_user", False))
        users: list[int] = []
        for found in USER_MENTION.findall(message.content):
            user_id = int(found)
            if user_id in self.world.users and user_id not in users:
                if "users" in parse or user_id in users_allowed:
                    users.append(user_id)
        if reply_author is not None and replied and reply_author not in users:
            users.append(reply_author)
        guild: Guild | None = None if message.guild_id is None else self.world.guilds[message.guild_id]
        roles: list[int] = []
        everyone = False
        if guild is not None:
            can_ping_all = bool(guild.permissions_of(message.author_id) & Permission.MENTION_EVERYONE)
            for found in ROLE_MENTION.findall(message.content):
                role = guild.roles.get(int(found))
                if role is None or role.id in roles or not (role.mentionable or can_ping_all):
                    continue
                if "roles" in parse or role.id in roles_allowed:
                    roles.append(role.id)
            everyone = "everyone" in parse and can_ping_all and bool(EVERYONE_MENTION.search(message.content))
        message.mentions, message.mention_roles, message.mention_everyone = users, roles, everyone

    def create(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        author_id: int,
        body: Body,
        allowed_flags: int,
        ephemeral_for: int | None = None,
        message_type: int = 0,
    ) -> Message:
        """Build a new message from a body (not yet stored); raises 400 for a bad or empty body."""
        check_message_fields(body, allowed_flags=allowed_flags)
        payload = body.payload
        message = Message(
            id=self.world.ids.next(),
            channel_id=channel_id,
            guild_id=guild_id,
            author_id=author_id,
            type=message_type,
            content=payload.get("content") or "",
            embeds=list(payload.get("embeds") or []),
            components=list(payload.get("components") or []),
            flags=int(payload.get("flags") or 0),
            allowed_mentions=payload.get("allowed_mentions"),
            ephemeral_for=ephemeral_for,
            nonce=payload.get("nonce"),
            tts=bool(payload.get("tts", False)),
        )
        if ephemeral_for is not None:
            message.flags |= MessageFlag.EPHEMERAL
        message.attachments = self.attachments(body, [], ephemeral=ephemeral_for is not None)
        reply_author = self._reference(message, payload.get("message_reference"))
        if is_empty(message):
            raise bad_request(EMPTY_MESSAGE, "Cannot send an empty message")
        self.mentions(message, reply_author)
        message.revisions.append(message.snapshot())
        return message

    def _reference(self, message: Message, reference: dict[str, Any] | None) -> int | None:
        if not reference or reference.get("message_id") is None:
            return None
        target = self.world.messages.get(int(reference["message_id"]))
        if target is None or target.deleted or target.channel_id != message.channel_id:
            if reference.get("fail_if_not_exists", True):
                raise form_error("message_reference", "MESSAGE_REFERENCE_UNKNOWN_MESSAGE", "Unknown message")
            return None
        message.type = 19
        message.message_reference = {
            "type": 0,
            "message_id": str(target.id),
            "channel_id": str(target.channel_id),
            "guild_id": None if target.guild_id is None else str(target.guild_id),
        }
        return target.author_id

    def edit(self, message: Message, body: Body, *, allowed_flags: int, marks_edited: bool = True) -> None:
        """Apply an edit body to a message and record the new revision; a refused edit changes nothing."""
        check_message_fields(body, allowed_flags=allowed_flags)
        payload = body.payload
        content = (payload["content"] or "") if "content" in payload else message.content
        embeds = list(payload["embeds"] or []) if "embeds" in payload else message.embeds
        components = list(payload["components"] or []) if "components" in payload else message.components
        flags = message.flags
        if payload.get("flags") is not None:
            keep = flags & ~(MessageFlag.SUPPRESS_EMBEDS | MessageFlag.SUPPRESS_NOTIFICATIONS)
            flags = keep | (int(payload["flags"]) & CREATE_FLAGS)
        attachments = self.attachments(body, message.attachments, ephemeral=message.ephemeral)
        if not (content or embeds or attachments or components):
            raise bad_request(EMPTY_MESSAGE, "Cannot send an empty message")
        message.content, message.embeds, message.components = content, embeds, components
        message.flags = flags & ~MessageFlag.LOADING
        message.attachments = attachments
        if "allowed_mentions" in payload:
            message.allowed_mentions = payload["allowed_mentions"]
        reply_author = None
        if message.type == 19 and message.message_reference is not None:
            replied_to = self.world.messages.get(int(message.message_reference["message_id"]))
            reply_author = None if replied_to is None else replied_to.author_id
        self.mentions(message, reply_author)
        if marks_edited:
            message.edited_at = now()
        message.revisions.append(message.snapshot())
        self.store_uploads(message)

    def store_uploads(self, message: Message) -> None:
        """Make a stored message's attachments downloadable."""
        for attachment in message.attachments:
            self.world.attachments[attachment.id] = attachment


def is_empty(message: Message) -> bool:
    """True if a message has nothing to show (Discord refuses it with 50006)."""
    return not (message.content or message.embeds or message.attachments or message.components)
