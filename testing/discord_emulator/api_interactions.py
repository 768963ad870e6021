"""REST routes for answering interactions: the callback, follow-ups and ``@original`` (receiving-and-responding).

Behaviour modelled on the documented rules: one callback per interaction (40060 for a second),
within the response deadline (10062 after it); callback types allowed per interaction type;
``?with_response=1`` answers 200 with the interaction callback object. A deferred (type 5)
response creates a "thinking" message that the first follow-up or an ``@original`` edit fills
in: filling it notifies nobody and its ephemerality is the one chosen when deferring. Webhook
requests carry no Authorization header; their token is valid for 15 minutes.
"""

import time
from typing import Any

from aiohttp import web

from .api_channels import note_body
from .api_host import ApiHost
from .api_identity import snowflake
from .content import INTERACTION_FLAGS, Body, read_body
from .interactions import ALLOWED_CALLBACKS, CallbackType, Interaction, InteractionType
from .model import Message, MessageFlag
from .recorder import CALL
from .wire import (
    ALREADY_ACKNOWLEDGED,
    INVALID_WEBHOOK_TOKEN,
    UNKNOWN_INTERACTION,
    UNKNOWN_MESSAGE,
    UNKNOWN_WEBHOOK,
    DiscordError,
    FormErrors,
    bad_request,
    form_error,
    json_response,
    no_content,
    not_found,
)

COMMAND_RESPONSE = 20


class InteractionsApi:
    """Handlers for interaction callbacks and the interaction webhook."""

    def __init__(self, emulator: ApiHost) -> None:
        self.emulator = emulator
        self.world = emulator.world

    def routes(self) -> list[tuple[str, str, Any]]:
        """(method, path, handler) rows, most specific paths first."""
        webhook = "/webhooks/{application_id}/{token}"
        return [
            ("POST", "/interactions/{interaction_id}/{token}/callback", self.callback),
            ("GET", webhook + "/messages/@original", self.get_original),
            ("PATCH", webhook + "/messages/@original", self.edit_original),
            ("DELETE", webhook + "/messages/@original", self.delete_original),
            ("POST", webhook, self.followup),
            ("GET", webhook + "/messages/{message_id}", self.get_followup),
            ("PATCH", webhook + "/messages/{message_id}", self.edit_followup),
            ("DELETE", webhook + "/messages/{message_id}", self.delete_followup),
        ]

    # -- the callback ---------------------------------------------------------------------------

    async def callback(self, request: web.Request) -> web.Response:
        """POST /interactions/{id}/{token}/callback: the initial response."""
        raw_id = request.match_info["interaction_id"]
        interaction = self.emulator.interactions.get(int(raw_id)) if raw_id.isdigit() else None
        if interaction is None or interaction.token != request.match_info["token"]:
            raise not_found(UNKNOWN_INTERACTION, "interaction")
        request[CALL].interaction_id = interaction.id
        body = await read_body(request)
        note_body(request, body)
        if interaction.response_type is not None:
            raise bad_request(ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged.")
        if time.perf_counter() - interaction.created_at > self.emulator.response_deadline:
            raise not_found(UNKNOWN_INTERACTION, "interaction")
        kind = body.payload.get("type")
        if kind not in ALLOWED_CALLBACKS[interaction.type] or (kind in (6, 7) and interaction.message_id is None):
            invalid = f"Callback type {kind} is not valid for interaction type {int(interaction.type)}"
            raise form_error("type", "INTERACTION_RESPONSE_TYPE_INVALID", invalid)
        data = body.payload.get("data") or {}
        inner = Body(payload=data, files=body.files, multipart=body.multipart)
        message = self._respond(interaction, CallbackType(kind), inner)
        interaction.response_type, interaction.response_data = kind, data
        interaction.answered_at = time.perf_counter()
        if not interaction.answered.done():
            interaction.answered.set_result(None)
        self.emulator.recorder.poke()
        if request.query.get("with_response", "").lower() not in ("1", "true"):
            return no_content()
        result: dict[str, Any] = {
            "interaction": {
                "id": str(interaction.id),
                "type": int(interaction.type),
                "activity_instance_id": None,
                "response_message_id": None if message is None else str(message.id),
                "response_message_loading": kind == CallbackType.DEFERRED_CHANNEL_MESSAGE,
                "response_message_ephemeral": interaction.ephemeral,
            }
        }
        if message is not None and kind != CallbackType.DEFERRED_UPDATE_MESSAGE:
            result["resource"] = {"type": kind, "message": self.emulator.payloads.message(message)}
        return json_response(result)

    def _respond(self, interaction: Interaction, kind: CallbackType, body: Body) -> Message | None:
        """Apply one callback type; checks come first, so a refused callback changes nothing."""
        if kind == CallbackType.CHANNEL_MESSAGE:
            message = self._new_message(interaction, body, initial=True)
            interaction.original_id, interaction.ephemeral = message.id, message.ephemeral
            return message
        if kind == CallbackType.DEFERRED_CHANNEL_MESSAGE:
            ephemeral = bool(int(body.payload.get("flags") or 0) & MessageFlag.EPHEMERAL)
            message = Message(
                id=self.world.ids.next(),
                channel_id=interaction.channel_id,
                guild_id=interaction.guild_id,
                author_id=self.world.bot.id,
                type=self._message_type(interaction),
                flags=MessageFlag.LOADING | (MessageFlag.EPHEMERAL if ephemeral else 0),
                ephemeral_for=interaction.user_id if ephemeral else None,
            )
            self._stamp(message, interaction)
            message.revisions.append(message.snapshot())
            self.emulator.store_message(message, notify=False)
            self.emulator.events.message_create(message)
            interaction.original_id, interaction.ephemeral, interaction.awaiting_fill = message.id, ephemeral, True
            return message
        if kind in (CallbackType.DEFERRED_UPDATE_MESSAGE, CallbackType.UPDATE_MESSAGE):
            target = self.world.messages.get(interaction.message_id or 0)
            if target is None or target.deleted:
                raise not_found(UNKNOWN_MESSAGE, "Message")
            if kind == CallbackType.UPDATE_MESSAGE:
                self.emulator.composer.edit(target, body, allowed_flags=INTERACTION_FLAGS)
                self.emulator.events.message_update(target)
            interaction.original_id, interaction.ephemeral = target.id, target.ephemeral
            return target
        if kind == CallbackType.AUTOCOMPLETE_RESULT:
            interaction.choices = self._choices(body.payload)
            return None
        interaction.modal = self._modal(body.payload)
        return None

    @staticmethod
    def _choices(data: dict[str, Any]) -> list[dict[str, Any]]:
        choices = data.get("choices") or []
        errors = FormErrors()
        if len(choices) > 25:
            errors.add("data.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        for i, choice in enumerate(choices):
            if not 1 <= len(str(choice.get("name") or "")) <= 100:
                errors.add(f"data.choices.{i}.name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
            value = choice.get("value")
            if isinstance(value, str):
                errors.max_length(f"data.choices.{i}.value", value, 100)
            elif not isinstance(value, int | float) or isinstance(value, bool):
                errors.add(f"data.choices.{i}.value", "BASE_TYPE_BAD_TYPE", "Must be a string or a number.")
        errors.raise_if_any()
        return list(choices)

    @staticmethod
    def _modal(data: dict[str, Any]) -> dict[str, Any]:
        errors = FormErrors()
        if not 1 <= len(str(data.get("custom_id") or "")) <= 100:
            errors.add("data.custom_id", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
        if not 1 <= len(str(data.get("title") or "")) <= 45:
            errors.add("data.title", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 45 in length.")
        if not 1 <= len(data.get("components") or []) <= 5:
            errors.add("data.components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.")
        errors.raise_if_any()
        return data

    # -- messages made through the interaction ---------------------------------------------------

    def _message_type(self, interaction: Interaction) -> int:
        return COMMAND_RESPONSE if interaction.type == InteractionType.APPLICATION_COMMAND else 0

    def _stamp(self, message: Message, interaction: Interaction) -> None:
        message.webhook_id = self.world.application_id
        message.application_id = self.world.application_id
        message.interaction_id = interaction.id
        user = self.emulator.payloads.user(self.world.users[interaction.user_id])
        message.interaction_metadata = interaction.metadata(user)

    def _new_message(self, interaction: Interaction, body: Body, *, initial: bool) -> Message:
        ephemeral = bool(int(body.payload.get("flags") or 0) & MessageFlag.EPHEMERAL)
        message = self.emulator.composer.create(
            channel_id=interaction.channel_id,
            guild_id=interaction.guild_id,
            author_id=self.world.bot.id,
            body=body,
            allowed_flags=INTERACTION_FLAGS,
            ephemeral_for=interaction.user_id if ephemeral else None,
            message_type=self._message_type(interaction) if initial else 0,
        )
        self._stamp(message, interaction)
        self.emulator.store_message(message, notify=not ephemeral)
        self.emulator.events.message_create(message)
        return message

    def _fill_or_edit(self, interaction: Interaction, message: Message, body: Body) -> None:
        """Edit a response message; the first edit of a "thinking" message fills it without "(edited)"."""
        filling = interaction.awaiting_fill and message.id == interaction.original_id
        self.emulator.composer.edit(message, body, allowed_flags=INTERACTION_FLAGS, marks_edited=not filling)
        if filling:
            interaction.awaiting_fill = False
        self.emulator.events.message_update(message)
        self.emulator.recorder.poke()

    # -- the webhook ----------------------------------------------------------------------------

    def _interaction(self, request: web.Request) -> Interaction:
        interaction = self.emulator.interactions_by_token.get(request.match_info["token"])
        if interaction is None or snowflake(request, "application_id") != self.world.application_id:
            raise not_found(UNKNOWN_WEBHOOK, "Webhook")
        request[CALL].interaction_id = interaction.id
        if time.perf_counter() - interaction.created_at > self.emulator.token_lifetime:
            raise DiscordError(401, INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token")
        if interaction.response_type is None or interaction.response_type in (8, 9):
            raise not_found(UNKNOWN_WEBHOOK, "Webhook")
        return interaction

    def _owned_message(self, interaction: Interaction, message_id: int | None) -> Message:
        if message_id is None or (message_id != interaction.original_id and message_id not in interaction.followup_ids):
            raise not_found(UNKNOWN_MESSAGE, "Message")
        message = self.world.messages.get(message_id)
        if message is None or message.deleted:
            raise not_found(UNKNOWN_MESSAGE, "Message")
        return message

    async def followup(self, request: web.Request) -> web.Response:
        """POST a follow-up (always answered with the message, as if ``wait=true``)."""
        interaction = self._interaction(request)
        body = await read_body(request)
        note_body(request, body)
        if interaction.awaiting_fill and interaction.original_id is not None:
            message = self._owned_message(interaction, interaction.original_id)
            self._fill_or_edit(interaction, message, body)
        else:
            message = self._new_message(interaction, body, initial=False)
            interaction.followup_ids.append(message.id)
        self.emulator.recorder.poke()
        return json_response(self.emulator.payloads.message(message))

    async def get_original(self, request: web.Request) -> web.Response:
        """GET @original."""
        interaction = self._interaction(request)
        message = self._owned_message(interaction, interaction.original_id)
        return json_response(self.emulator.payloads.message(message))

    async def edit_original(self, request: web.Request) -> web.Response:
        """PATCH @original."""
        interaction = self._interaction(request)
        body = await read_body(request)
        note_body(request, body)
        message = self._owned_message(interaction, interaction.original_id)
        self._fill_or_edit(interaction, message, body)
        return json_response(self.emulator.payloads.message(message))

    async def delete_original(self, request: web.Request) -> web.Response:
        """DELETE @original."""
        interaction = self._interaction(request)
        self.emulator.delete_message(self._owned_message(interaction, interaction.original_id))
        return no_content()

    def _message_id(self, request: web.Request) -> int:
        return snowflake(request, "message_id")

    async def get_followup(self, request: web.Request) -> web.Response:
        """GET a message sent through this interaction."""
        interaction = self._interaction(request)
        message = self._owned_message(interaction, self._message_id(request))
        return json_response(self.emulator.payloads.message(message))

    async def edit_followup(self, request: web.Request) -> web.Response:
        """PATCH a message sent through this interaction."""
        interaction = self._interaction(request)
        body = await read_body(request)
        note_body(request, body)
        message = self._owned_message(interaction, self._message_id(request))
        self._fill_or_edit(interaction, message, body)
        return json_response(self.emulator.payloads.message(message))

    async def delete_followup(self, request: web.Request) -> web.Response:
        """DELETE a message sent through this interaction."""
        interaction = self._interaction(request)
        self.emulator.delete_message(self._owned_message(interaction, self._message_id(request)))
        return no_content()
