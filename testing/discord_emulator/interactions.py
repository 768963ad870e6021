"""Injected interactions: building them as Discord would, and waiting for the bot's answer.

Covers interactions/receiving-and-responding (the Interaction object, callback types 4-9) and
interactions/application-commands (option types, subcommands, autocomplete). The checks here
refuse what the Discord client itself would not let a member do (an unknown command, a missing
required option, a disabled button, a choice outside a select's options).
"""

import asyncio
import secrets
import time
from collections.abc import Generator
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from .components import BUTTON, LABEL, SELECT_TYPES, STRING_SELECT, TEXT_DISPLAY, TEXT_INPUT
from .host import Host
from .model import AppCommand, Attachment, Channel, ChannelType, Guild, Member, Message, Role, Upload, User, World
from .payloads import ATTACHMENT_SIZE_LIMIT
from .permissions import Permission
from .recorder import RestCall


class InteractionType(IntEnum):
    """Interaction types (receiving-and-responding: Interaction Type)."""

    APPLICATION_COMMAND = 2
    MESSAGE_COMPONENT = 3
    AUTOCOMPLETE = 4
    MODAL_SUBMIT = 5


class CallbackType(IntEnum):
    """Interaction callback types (receiving-and-responding: Interaction Callback Type)."""

    CHANNEL_MESSAGE = 4
    DEFERRED_CHANNEL_MESSAGE = 5
    DEFERRED_UPDATE_MESSAGE = 6
    UPDATE_MESSAGE = 7
    AUTOCOMPLETE_RESULT = 8
    MODAL = 9


ALLOWED_CALLBACKS: dict[InteractionType, frozenset[int]] = {
    InteractionType.APPLICATION_COMMAND: frozenset({4, 5, 9}),
    InteractionType.MESSAGE_COMPONENT: frozenset({4, 5, 6, 7, 9}),
    InteractionType.AUTOCOMPLETE: frozenset({8}),
    InteractionType.MODAL_SUBMIT: frozenset({4, 5, 6, 7}),
}

SUB_COMMAND, SUB_COMMAND_GROUP, STRING, INTEGER, BOOLEAN = 1, 2, 3, 4, 5
USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = 6, 7, 8, 9, 10, 11


class InjectionError(ValueError):
    """The Discord client would not let the member do this (unknown command, disabled button...)."""


class InteractionFailed(AssertionError):
    """The bot did not acknowledge an interaction in time ("This interaction failed")."""


@dataclass
class Interaction:
    """An injected interaction and everything the bot answered to it."""

    id: int
    token: str
    type: InteractionType
    user_id: int
    channel_id: int
    guild_id: int | None
    name: str
    payload: dict[str, Any]
    answered: asyncio.Future[None]
    message_id: int | None = None
    created_at: float = field(default_factory=time.perf_counter)
    response_type: int | None = None
    response_data: dict[str, Any] | None = None
    answered_at: float | None = None
    original_id: int | None = None
    ephemeral: bool = False
    awaiting_fill: bool = False
    followup_ids: list[int] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None
    modal_submitted: bool = False

    def metadata(self, user: dict[str, Any]) -> dict[str, Any]:
        """The ``interaction_metadata`` of messages this interaction creates."""
        body: dict[str, Any] = {
            "id": str(self.id),
            "type": int(self.type),
            "user": user,
            "authorizing_integration_owners": self.payload.get("authorizing_integration_owners", {}),
        }
        if self.type == InteractionType.APPLICATION_COMMAND:
            body.update(name=self.name, command_type=1)
        if self.message_id is not None:
            body["interacted_message_id"] = str(self.message_id)
        if self.original_id is not None:
            body["original_response_message_id"] = str(self.original_id)
        return body


@dataclass
class InteractionOutcome:
    """What the bot did for one interaction, read once its REST calls settled.

    ``original`` is the message the initial response created or edited (live: later edits show);
    ``followups`` are the further messages sent through the interaction's webhook. ``calls`` are all
    REST calls made between injection and settling (with concurrent interactions they interleave);
    ``own_calls`` are those made with this interaction's id or token.
    """

    interaction: Interaction
    response_type: int
    response: dict[str, Any]
    ephemeral: bool
    original: Message | None
    followups: list[Message]
    choices: list[dict[str, Any]]
    modal: dict[str, Any] | None
    calls: list[RestCall]
    injected_at: float
    answered_at: float
    last_call_at: float

    @property
    def own_calls(self) -> list[RestCall]:
        """REST calls made with this interaction's id or token."""
        return [c for c in self.calls if c.interaction_id == self.interaction.id]

    @property
    def messages(self) -> list[Message]:
        """The original response (if any) and the follow-ups."""
        return ([self.original] if self.original is not None else []) + self.followups

    @property
    def answer_ms(self) -> float:
        """Milliseconds from injection to the callback's arrival."""
        return (self.answered_at - self.injected_at) * 1000

    @property
    def round_trip_ms(self) -> float:
        """Milliseconds from injection to the end of the last REST call it caused."""
        return (max(self.last_call_at, self.answered_at) - self.injected_at) * 1000

    @property
    def choice_names(self) -> list[str]:
        """Names of the autocomplete choices offered."""
        return [str(c["name"]) for c in self.choices]

    @property
    def choice_values(self) -> list[Any]:
        """Values of the autocomplete choices offered."""
        return [c["value"] for c in self.choices]


class InteractionHandle:
    """An injected interaction in flight. ``await handle`` waits for the answer and for quiet."""

    def __init__(self, emulator: Host, interaction: Interaction, quiet: float, timeout: float) -> None:
        self.emulator = emulator
        self.interaction = interaction
        self.quiet = quiet
        self.timeout = timeout

    @property
    def id(self) -> int:
        """The interaction id."""
        return self.interaction.id

    async def answered(self) -> Interaction:
        """Wait for the initial response; InteractionFailed if none came within the deadline."""
        deadline = self.interaction.created_at + self.emulator.response_deadline + 0.25
        remaining = max(0.0, deadline - time.perf_counter())
        try:
            await asyncio.wait_for(asyncio.shield(self.interaction.answered), timeout=remaining)
        except TimeoutError:
            refused = [
                f"{c.key} -> {c.status} {c.error}"
                for c in self.emulator.recorder.since(self.interaction.created_at)
                if c.interaction_id == self.interaction.id and (c.status or 0) >= 400
            ]
            raise InteractionFailed(
                f"the bot did not answer interaction {self.interaction.name!r} "
                f"within {self.emulator.response_deadline:.1f}s" + (f"; refused: {refused}" if refused else "")
            ) from None
        return self.interaction

    async def settled(self, *, quiet: float | None = None, timeout: float | None = None) -> InteractionOutcome:
        """Wait for the answer, then until no REST call is in flight for ``quiet`` seconds."""
        await self.answered()
        last = await self.emulator.recorder.wait_quiet(
            self.quiet if quiet is None else quiet, self.timeout if timeout is None else timeout
        )
        interaction, world = self.interaction, self.emulator.world
        finished = [
            c.finished_at
            for c in self.emulator.recorder.since(interaction.created_at)
            if c.finished_at is not None and c.finished_at <= last
        ]
        assert interaction.response_type is not None and interaction.answered_at is not None
        return InteractionOutcome(
            interaction=interaction,
            response_type=interaction.response_type,
            response=interaction.response_data or {},
            ephemeral=interaction.ephemeral,
            original=None if interaction.original_id is None else world.messages.get(interaction.original_id),
            followups=[world.messages[i] for i in interaction.followup_ids],
            choices=list(interaction.choices or []),
            modal=interaction.modal,
            calls=[c for c in self.emulator.recorder.since(interaction.created_at) if c.started_at <= last],
            injected_at=interaction.created_at,
            answered_at=interaction.answered_at,
            last_call_at=max(finished, default=interaction.answered_at),
        )

    def __await__(self) -> Generator[Any, None, InteractionOutcome]:
        """``await handle`` is ``await handle.settled()``."""
        return self.settled().__await__()


Actor = Member | User


class InteractionFactory:
    """Builds complete INTERACTION_CREATE payloads for an emulator's world."""

    def __init__(self, emulator: Host) -> None:
        self.emulator = emulator

    @property
    def world(self) -> World:
        """The emulator's world."""
        return self.emulator.world

    def command(
        self,
        actor: Actor,
        channel: Channel,
        path: str,
        options: dict[str, Any] | None,
        *,
        focused: str | None = None,
    ) -> Interaction:
        """A slash command (or, with ``focused``, an autocomplete request) typed by ``actor``."""
        guild = self._check_can_use(actor, channel)
        names = path.strip().lstrip("/").split()
        if not names:
            raise InjectionError("empty command path")
        command = self._find_command(names[0], guild)
        self._check_command_permissions(command, actor, guild, self.world.command_overrides)
        definitions: list[dict[str, Any]] = command.data.get("options") or []
        chain: list[dict[str, Any]] = []
        for name in names[1:]:
            found = next((d for d in definitions if d["name"] == name and d["type"] in (1, 2)), None)
            if found is None:
                known = [d["name"] for d in definitions if d["type"] in (1, 2)]
                raise InjectionError(f"/{' '.join(names)}: no subcommand {name!r}; known: {known}")
            chain.append(found)
            definitions = found.get("options") or []
        if any(d["type"] in (1, 2) for d in definitions):
            known = [d["name"] for d in definitions]
            raise InjectionError(f"/{' '.join(names)} needs a subcommand: {known}")
        resolved: dict[str, dict[str, Any]] = {}
        built = self._options(definitions, dict(options or {}), resolved, guild, channel, focused)
        for wrapper in reversed(chain):
            built = [{"type": wrapper["type"], "name": wrapper["name"], "options": built}]
        data: dict[str, Any] = {"id": str(command.id), "name": command.name, "type": 1, "options": built}
        if resolved:
            data["resolved"] = resolved
        if command.guild_id is not None:
            data["guild_id"] = str(command.guild_id)
        kind = InteractionType.AUTOCOMPLETE if focused is not None else InteractionType.APPLICATION_COMMAND
        return self._interaction(kind, actor, channel, guild, data, name=" ".join(names))

    def component(self, actor: Actor, message: Message, custom_id: str, values: list[Any] | None) -> Interaction:
        """A button click (``values`` None) or a select-menu choice on a message."""
        if message.deleted:
            raise InjectionError(f"message {message.id} was deleted")
        channel = self.world.channels[message.channel_id]
        guild = self._check_can_use(actor, channel)
        if message.ephemeral_for is not None and message.ephemeral_for != actor.id:
            raise InjectionError(f"message {message.id} is ephemeral for someone else")
        try:
            component = message.component(custom_id)
        except KeyError as error:
            raise InjectionError(str(error)) from None
        if component.disabled:
            raise InjectionError(f"component {custom_id!r} is disabled")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component.type}
        if "id" in component.raw:
            data["id"] = component.raw["id"]
        if component.type == BUTTON:
            if values is not None:
                raise InjectionError(f"{custom_id!r} is a button: click it, do not select values")
            if component.style in (5, 6):
                raise InjectionError(f"{custom_id!r} is a link or premium button: it sends no interaction")
        elif component.type in SELECT_TYPES:
            if values is None:
                raise InjectionError(f"{custom_id!r} is a select menu: give values")
            if not component.min_values <= len(values) <= component.max_values:
                raise InjectionError(
                    f"{custom_id!r} takes {component.min_values}-{component.max_values} values, not {len(values)}"
                )
            if component.type == STRING_SELECT:
                offered = [o.value for o in component.options]
                unknown = [v for v in values if v not in offered]
                if unknown:
                    raise InjectionError(f"{custom_id!r} offers {offered}, not {unknown}")
                data["values"] = list(values)
            else:
                resolved: dict[str, dict[str, Any]] = {}
                data["values"] = [self._entity(v, resolved, guild, channel) for v in values]
                data["resolved"] = resolved
        else:
            raise InjectionError(f"{custom_id!r} cannot be clicked (component type {component.type})")
        return self._interaction(
            InteractionType.MESSAGE_COMPONENT, actor, channel, guild, data, name=custom_id, message=message
        )

    def forged_component(self, actor: Actor, message: Message, custom_id: str, values: list[str] | None) -> Interaction:
        """A component interaction that no component of ``message`` offers: any custom id, any values.

        Only the actor's access to the channel is checked, not the custom id, the values, their
        number or whether a button takes values. ``values`` None makes it a button click, a list
        a string-select choice. The message sent along shows that one component (a button, or a
        menu offering exactly ``values``): discord.py dispatches a component only if the message
        carries its custom id, as a message the bot posted earlier (or another server's) would.
        """
        channel = self.world.channels[message.channel_id]
        guild = self._check_can_use(actor, channel)
        kind = BUTTON if values is None else STRING_SELECT
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
        component: dict[str, Any] = {"type": kind, "custom_id": custom_id}
        if values is None:
            component.update(style=2, label="Forged")
        else:
            data["values"] = [str(value) for value in values]
            options = [{"label": value or "-", "value": value} for value in data["values"]]
            component.update(options=options, min_values=len(options), max_values=max(1, len(options)))
        interaction = self._interaction(
            InteractionType.MESSAGE_COMPONENT, actor, channel, guild, data, name=custom_id[:100], message=message
        )
        interaction.payload["message"]["components"] = [{"type": 1, "components": [component]}]
        return interaction

    def modal_submit(self, actor: Actor, source: Interaction, values: dict[str, Any]) -> Interaction:
        """Submitting the modal that ``source`` opened, with text (or select values) per custom id."""
        if source.modal is None:
            raise InjectionError(f"interaction {source.name!r} did not open a modal")
        if source.modal_submitted:
            raise InjectionError("that modal was already submitted")
        if actor.id != source.user_id:
            raise InjectionError("a modal can only be submitted by the member it was shown to")
        channel = self.world.channels[source.channel_id]
        guild = self._check_can_use(actor, channel)
        remaining = dict(values)
        components: list[dict[str, Any]] = []
        for component in source.modal.get("components") or []:
            kind = component.get("type")
            if kind == 1:
                children = [self._submitted(c, remaining) for c in component.get("components") or []]
                components.append({"type": 1, "components": children})
            elif kind == LABEL:
                child = self._submitted(component["component"], remaining)
                components.append({"type": LABEL, "id": component.get("id", 0), "component": child})
            elif kind == TEXT_DISPLAY:
                components.append({"type": TEXT_DISPLAY, "id": component.get("id", 0)})
        if remaining:
            raise InjectionError(f"the modal has no inputs {sorted(remaining)}")
        data = {"custom_id": source.modal["custom_id"], "components": components}
        message = None if source.message_id is None else self.world.messages.get(source.message_id)
        return self._interaction(
            InteractionType.MODAL_SUBMIT, actor, channel, guild, data, name=source.modal["custom_id"], message=message
        )

    @staticmethod
    def _submitted(component: dict[str, Any], values: dict[str, Any]) -> dict[str, Any]:
        custom_id = component.get("custom_id", "")
        kind = component.get("type")
        if kind == TEXT_INPUT:
            value = str(values.pop(custom_id, component.get("value") or ""))
            if component.get("required", True) and not value:
                raise InjectionError(f"text input {custom_id!r} is required")
            low, high = component.get("min_length", 0), component.get("max_length", 4000)
            if value and not low <= len(value) <= high:
                raise InjectionError(f"text input {custom_id!r} takes {low}-{high} characters")
            return {"type": TEXT_INPUT, "id": component.get("id", 0), "custom_id": custom_id, "value": value}
        if kind in SELECT_TYPES:
            chosen = [str(v) for v in values.pop(custom_id, [])]
            return {"type": kind, "id": component.get("id", 0), "custom_id": custom_id, "values": chosen}
        raise InjectionError(f"modal component type {kind} is not supported by the emulator")

    def _interaction(
        self,
        kind: InteractionType,
        actor: Actor,
        channel: Channel,
        guild: Guild | None,
        data: dict[str, Any],
        *,
        name: str,
        message: Message | None = None,
    ) -> Interaction:
        world, payloads = self.world, self.emulator.payloads
        interaction_id = world.ids.next()
        token = f"emu.{interaction_id}.{secrets.token_urlsafe(24)}"
        user = world.users[actor.id]
        channel_body = payloads.channel(channel)
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(world.application_id),
            "type": int(kind),
            "data": data,
            "token": token,
            "version": 1,
            "channel_id": str(channel.id),
            "app_permissions": str(world.bot_permissions(channel)),
            "locale": "en-US",
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        if guild is not None:
            permissions = guild.permissions_of(user.id)
            channel_body["permissions"] = str(permissions)
            payload.update(
                guild_id=str(guild.id),
                guild={"id": str(guild.id), "locale": "en-US", "features": []},
                guild_locale="en-US",
                member=payloads.member(guild.members[user.id], permissions=permissions),
                authorizing_integration_owners={"0": str(guild.id)},
                context=0,
            )
        else:
            payload.update(user=payloads.user(user), authorizing_integration_owners={"0": "0"}, context=1)
        payload["channel"] = channel_body
        if message is not None:
            payload["message"] = payloads.message(message)
        return Interaction(
            id=interaction_id,
            token=token,
            type=kind,
            user_id=user.id,
            channel_id=channel.id,
            guild_id=None if guild is None else guild.id,
            name=name,
            payload=payload,
            answered=asyncio.get_running_loop().create_future(),
            message_id=None if message is None else message.id,
        )

    def _check_can_use(self, actor: Actor, channel: Channel) -> Guild | None:
        """The channel's guild, after checking the actor can see the channel and use the app there."""
        if channel.deleted:
            raise InjectionError(f"channel {channel.id} was deleted")
        if channel.is_dm:
            if channel.recipient_id != actor.id:
                raise InjectionError(f"DM channel {channel.id} belongs to someone else")
            return None
        guild = self.world.guild_of(channel)
        assert guild is not None
        if actor.id not in guild.members:
            raise InjectionError(f"{actor.id} is not a member of guild {guild.name!r}")
        permissions = guild.permissions_of(actor.id)
        if not permissions & Permission.VIEW_CHANNEL:
            raise InjectionError(f"{actor.id} cannot see channel {channel.name!r}")
        private = channel.type == ChannelType.PRIVATE_THREAD
        if private and actor.id not in channel.thread_members and not permissions & Permission.MANAGE_THREADS:
            raise InjectionError(f"{actor.id} is not in private thread {channel.name!r}")
        return guild

    def _find_command(self, name: str, guild: Guild | None) -> AppCommand:
        scopes: list[int | None] = [None] if guild is None else [guild.id, None]
        for scope in scopes:
            for command in self.world.commands_for(scope):
                if command.name == name and command.type == 1:
                    if guild is None and not _usable_in_dms(command):
                        raise InjectionError(f"/{name} cannot be used in DMs")
                    return command
        known = sorted({c.name for scope in scopes for c in self.world.commands_for(scope)})
        raise InjectionError(f"no slash command /{name} registered here; registered: {known}")

    @staticmethod
    def _check_command_permissions(
        command: AppCommand, actor: Actor, guild: Guild | None, overrides: dict[tuple[int, int], dict[int, bool]]
    ) -> None:
        if guild is None:
            return
        held = guild.permissions_of(actor.id)
        # A server's overwrites decide before default_member_permissions: the member's own, then their roles'
        # (one allowing is enough), then @everyone's. Administrators may always use commands.
        named = overrides.get((guild.id, command.id), {})
        member = guild.members.get(actor.id)
        roles = [named[role] for role in (member.roles if member is not None else ()) if role in named]
        decided = named.get(actor.id, any(roles) if roles else named.get(guild.id))
        if decided is not None and not held & Permission.ADMINISTRATOR:
            if not decided:
                raise InjectionError(f"/{command.name} is denied to {actor.id} by this server's command permissions")
            return
        if decided:
            return
        required = command.data.get("default_member_permissions")
        if required in (None, ""):
            return
        needed = int(required)
        if held & needed != needed or (needed == 0 and not held & Permission.ADMINISTRATOR):
            raise InjectionError(f"/{command.name} is hidden from {actor.id}: it needs permissions {needed}")

    def _options(
        self,
        definitions: list[dict[str, Any]],
        given: dict[str, Any],
        resolved: dict[str, dict[str, Any]],
        guild: Guild | None,
        channel: Channel,
        focused: str | None,
    ) -> list[dict[str, Any]]:
        known = {d["name"] for d in definitions}
        unknown = sorted(set(given) - known)
        if unknown:
            raise InjectionError(f"unknown options {unknown}; the command takes {sorted(known)}")
        if focused is not None:
            definition = next((d for d in definitions if d["name"] == focused), None)
            if definition is None or not definition.get("autocomplete"):
                raise InjectionError(f"option {focused!r} has no autocomplete")
            if focused not in given:
                given[focused] = ""
        built: list[dict[str, Any]] = []
        for definition in definitions:
            name, kind = definition["name"], definition["type"]
            if name not in given:
                if definition.get("required") and focused is None:
                    raise InjectionError(f"option {name!r} is required")
                continue
            if name == focused:
                built.append({"type": kind, "name": name, "value": str(given[name]), "focused": True})
                continue
            value = self._option_value(definition, given[name], resolved, guild, channel)
            built.append({"type": kind, "name": name, "value": value})
        return built

    def _option_value(
        self,
        definition: dict[str, Any],
        value: Any,
        resolved: dict[str, dict[str, Any]],
        guild: Guild | None,
        channel: Channel,
    ) -> Any:
        name, kind = definition["name"], definition["type"]
        if kind == STRING:
            if not isinstance(value, str):
                raise InjectionError(f"option {name!r} takes text, not {value!r}")
            low, high = definition.get("min_length", 0), definition.get("max_length", 6000)
            if not low <= len(value) <= high:
                raise InjectionError(f"option {name!r} takes {low}-{high} characters")
        elif kind in (INTEGER, NUMBER):
            numeric = isinstance(value, int | float) and not isinstance(value, bool)
            if not numeric or (kind == INTEGER and value != int(value)):
                raise InjectionError(f"option {name!r} takes a number, not {value!r}")
            low, high = definition.get("min_value"), definition.get("max_value")
            if (low is not None and value < low) or (high is not None and value > high):
                raise InjectionError(f"option {name!r} takes {low}..{high}, not {value}")
            value = int(value) if kind == INTEGER else value
        elif kind == BOOLEAN:
            if not isinstance(value, bool):
                raise InjectionError(f"option {name!r} takes True or False")
        elif kind in (USER, CHANNEL, ROLE, MENTIONABLE):
            expected = {USER: (Member, User), CHANNEL: (Channel,), ROLE: (Role,), MENTIONABLE: (Member, User, Role)}
            if not isinstance(value, expected[kind]):
                raise InjectionError(f"option {name!r} takes a {expected[kind]}, not {value!r}")
            allowed_types = definition.get("channel_types")
            if kind == CHANNEL and allowed_types and int(value.type) not in allowed_types:
                raise InjectionError(f"option {name!r} takes channel types {definition['channel_types']}")
            return self._entity(value, resolved, guild, channel)
        elif kind == ATTACHMENT:
            if not isinstance(value, Upload):
                raise InjectionError(f"option {name!r} takes an Upload")
            return self._upload(value, resolved)
        choices = definition.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise InjectionError(f"option {name!r} takes one of {[c['value'] for c in choices]}, not {value!r}")
        return value

    def _entity(self, value: Any, resolved: dict[str, dict[str, Any]], guild: Guild | None, channel: Channel) -> str:
        """The option/select value for a user, member, role or channel, adding it to ``resolved``."""
        payloads = self.emulator.payloads
        if isinstance(value, Member | User):
            user = self.world.users[value.id]
            resolved.setdefault("users", {})[str(user.id)] = payloads.user(user)
            if guild is not None and user.id in guild.members:
                member = payloads.member(
                    guild.members[user.id], with_user=False, permissions=guild.permissions_of(user.id)
                )
                resolved.setdefault("members", {})[str(user.id)] = member
            return str(user.id)
        if isinstance(value, Role):
            resolved.setdefault("roles", {})[str(value.id)] = payloads.role(value)
            return str(value.id)
        if isinstance(value, Channel):
            body = payloads.channel(value)
            held = guild.permissions_of(self.world.bot.id) if guild is not None else 0
            body["permissions"] = str(held)
            resolved.setdefault("channels", {})[str(value.id)] = body
            return str(value.id)
        raise InjectionError(f"cannot resolve {value!r}")

    def _upload(self, upload: Upload, resolved: dict[str, dict[str, Any]]) -> str:
        attachment = Attachment(
            id=self.world.ids.next(),
            filename=upload.filename,
            data=upload.data,
            content_type=upload.content_type,
            ephemeral=True,
        )
        self.world.attachments[attachment.id] = attachment
        resolved.setdefault("attachments", {})[str(attachment.id)] = self.emulator.payloads.attachment(attachment, 0)
        return str(attachment.id)


def _usable_in_dms(command: AppCommand) -> bool:
    if command.guild_id is not None or command.data.get("dm_permission") is False:
        return False
    contexts = command.data.get("contexts")
    return contexts is None or 1 in contexts
