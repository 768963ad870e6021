"""REST routes about who is who: the bot user, the application, its commands, guilds, members, gateway URLs.

Covers resources/user (GET /users/@me, /users/{id}), resources/application (GET
/oauth2/applications/@me), interactions/application-commands (global and guild command CRUD and
bulk overwrite, which keeps a command's id when its name and type stay) and resources/guild.
"""

import re
from typing import Any

from aiohttp import web

from .api_host import ApiHost
from .content import read_body, read_json
from .model import AppCommand, Guild
from .recorder import CALL
from .wire import (
    UNKNOWN_COMMAND,
    UNKNOWN_GUILD,
    UNKNOWN_MEMBER,
    UNKNOWN_USER,
    DiscordError,
    FormErrors,
    form_error,
    json_response,
    no_content,
    not_found,
)

COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$")


def snowflake(request: web.Request, key: str) -> int:
    """A snowflake path parameter; 400/50035 if it is not a number."""
    raw = request.match_info[key]
    if not raw.isdigit():
        raise form_error(key, "NUMBER_TYPE_COERCE", f'Value "{raw}" is not snowflake.')
    return int(raw)


def check_commands(commands: list[dict[str, Any]]) -> None:
    """Check command definitions against the documented shape limits (application-commands)."""
    errors = FormErrors()
    if len([c for c in commands if c.get("type", 1) == 1]) > 100:
        errors.add("_root", "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer chat input commands.")
    for i, command in enumerate(commands):
        _check_command(command, f"{i}", errors, chat_input=command.get("type", 1) == 1)
    errors.raise_if_any()


def _check_command(command: dict[str, Any], path: str, errors: FormErrors, *, chat_input: bool) -> None:
    name = str(command.get("name", ""))
    if not COMMAND_NAME.match(name) or (chat_input and name != name.lower()):
        errors.add(f"{path}.name", "APPLICATION_COMMAND_INVALID_NAME", f"Command name {name!r} is invalid.")
    if chat_input and not 1 <= len(command.get("description") or "") <= 100:
        errors.add(f"{path}.description", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
    options = command.get("options") or []
    if len(options) > 25:
        errors.add(f"{path}.options", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    for j, option in enumerate(options):
        if len(option.get("choices") or []) > 25:
            errors.add(f"{path}.options.{j}.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        if option.get("choices") and option.get("autocomplete"):
            errors.add(f"{path}.options.{j}", "AUTOCOMPLETE_AND_CHOICES", "Autocomplete cannot have choices.")
        _check_command(option, f"{path}.options.{j}", errors, chat_input=True)


class IdentityApi:
    """Handlers for users, the application, commands, guilds and gateway discovery."""

    def __init__(self, emulator: ApiHost) -> None:
        self.emulator = emulator

    def routes(self) -> list[tuple[str, str, Any]]:
        """(method, path, handler) rows, most specific paths first."""
        commands = "/applications/{application_id}/commands"
        guild_commands = "/applications/{application_id}/guilds/{guild_id}/commands"
        return [
            ("GET", "/users/@me", self.current_user),
            ("GET", "/users/@me/guilds", self.current_user_guilds),
            ("GET", "/users/{user_id}", self.get_user),
            ("GET", "/oauth2/applications/@me", self.application),
            ("GET", "/applications/@me", self.application),
            ("GET", "/gateway", self.gateway),
            ("GET", "/gateway/bot", self.gateway_bot),
            ("GET", commands, self.list_commands),
            ("PUT", commands, self.overwrite_commands),
            ("POST", commands, self.create_command),
            ("GET", commands + "/{command_id}", self.get_command),
            ("PATCH", commands + "/{command_id}", self.edit_command),
            ("DELETE", commands + "/{command_id}", self.delete_command),
            ("GET", guild_commands, self.list_commands),
            ("PUT", guild_commands, self.overwrite_commands),
            ("POST", guild_commands, self.create_command),
            ("GET", guild_commands + "/{command_id}", self.get_command),
            ("PATCH", guild_commands + "/{command_id}", self.edit_command),
            ("DELETE", guild_commands + "/{command_id}", self.delete_command),
            ("GET", "/guilds/{guild_id}", self.get_guild),
            ("GET", "/guilds/{guild_id}/channels", self.guild_channels),
            ("GET", "/guilds/{guild_id}/roles", self.guild_roles),
            ("GET", "/guilds/{guild_id}/members", self.list_members),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self.get_member),
        ]

    async def current_user(self, request: web.Request) -> web.Response:
        """GET /users/@me."""
        return json_response(self.emulator.payloads.current_user())

    async def current_user_guilds(self, request: web.Request) -> web.Response:
        """GET /users/@me/guilds: partial guilds."""
        world = self.emulator.world
        body = [
            {
                "id": str(g.id),
                "name": g.name,
                "icon": None,
                "owner": g.owner_id == world.bot.id,
                "permissions": str(g.permissions_of(world.bot.id)),
                "features": [],
            }
            for g in world.guilds.values()
        ]
        return json_response(body)

    async def get_user(self, request: web.Request) -> web.Response:
        """GET /users/{user_id}."""
        user = self.emulator.world.users.get(snowflake(request, "user_id"))
        if user is None:
            raise not_found(UNKNOWN_USER, "User")
        return json_response(self.emulator.payloads.user(user))

    async def application(self, request: web.Request) -> web.Response:
        """GET /oauth2/applications/@me."""
        return json_response(self.emulator.payloads.application())

    async def gateway(self, request: web.Request) -> web.Response:
        """GET /gateway."""
        return json_response({"url": self.emulator.gateway_url})

    async def gateway_bot(self, request: web.Request) -> web.Response:
        """GET /gateway/bot (AutoShardedClient asks for the shard count here)."""
        limit = {"total": 1000, "remaining": 999, "reset_after": 86_400_000, "max_concurrency": 1}
        return json_response(
            {"url": self.emulator.gateway_url, "shards": self.emulator.shards, "session_start_limit": limit}
        )

    def _scope(self, request: web.Request) -> int | None:
        if snowflake(request, "application_id") != self.emulator.world.application_id:
            raise DiscordError(403, 20012, "You are not authorized to perform this action on this application")
        if "guild_id" not in request.match_info:
            return None
        guild_id = snowflake(request, "guild_id")
        if guild_id not in self.emulator.world.guilds:
            raise not_found(UNKNOWN_GUILD, "Guild")
        return guild_id

    def _command(self, request: web.Request) -> AppCommand:
        scope = self._scope(request)
        command = self.emulator.world.commands.get(snowflake(request, "command_id"))
        if command is None or command.guild_id != scope:
            raise not_found(UNKNOWN_COMMAND, "application command")
        return command

    def _upsert(self, scope: int | None, data: dict[str, Any]) -> AppCommand:
        world = self.emulator.world
        kind = int(data.get("type", 1))
        name = str(data["name"])
        existing = next((c for c in world.commands_for(scope) if c.name == name and c.type == kind), None)
        if existing is None:
            command = AppCommand(world.ids.next(), world.application_id, scope, name, kind, world.ids.next(), data)
            world.commands[command.id] = command
            return command
        if existing.data != data:
            existing.data, existing.version = data, world.ids.next()
        return existing

    async def list_commands(self, request: web.Request) -> web.Response:
        """GET the registered commands of a scope."""
        scope = self._scope(request)
        return json_response([c.payload() for c in self.emulator.world.commands_for(scope)])

    async def overwrite_commands(self, request: web.Request) -> web.Response:
        """PUT: replace all commands of a scope (bulk overwrite; ids stay for unchanged names)."""
        scope = self._scope(request)
        raw = await read_json(request)
        if not isinstance(raw, list):
            raise form_error("_root", "BASE_TYPE_BAD_TYPE", "Must be an array.")
        request[CALL].payload = {"commands": raw}
        check_commands(raw)
        kept = [self._upsert(scope, dict(data)) for data in raw]
        keep_ids = {c.id for c in kept}
        world = self.emulator.world
        for command in world.commands_for(scope):
            if command.id not in keep_ids:
                del world.commands[command.id]
        return json_response([c.payload() for c in kept])

    async def create_command(self, request: web.Request) -> web.Response:
        """POST: create or update one command."""
        scope = self._scope(request)
        body = await read_body(request)
        request[CALL].payload = body.payload
        check_commands([body.payload])
        return json_response(self._upsert(scope, body.payload).payload(), status=201)

    async def get_command(self, request: web.Request) -> web.Response:
        """GET one command."""
        return json_response(self._command(request).payload())

    async def edit_command(self, request: web.Request) -> web.Response:
        """PATCH one command."""
        command = self._command(request)
        body = await read_body(request)
        request[CALL].payload = body.payload
        merged = {**command.data, **body.payload}
        check_commands([merged])
        command.data, command.name, command.version = merged, str(merged["name"]), self.emulator.world.ids.next()
        return json_response(command.payload())

    async def delete_command(self, request: web.Request) -> web.Response:
        """DELETE one command."""
        command = self._command(request)
        del self.emulator.world.commands[command.id]
        return no_content()

    def _guild(self, request: web.Request) -> Guild:
        guild = self.emulator.world.guilds.get(snowflake(request, "guild_id"))
        if guild is None:
            raise not_found(UNKNOWN_GUILD, "Guild")
        return guild

    async def get_guild(self, request: web.Request) -> web.Response:
        """GET /guilds/{guild_id} (``with_counts`` adds approximate counts)."""
        guild = self._guild(request)
        body = self.emulator.payloads.guild(guild)
        if request.query.get("with_counts") in ("true", "1", "True"):
            body.update(approximate_member_count=len(guild.members), approximate_presence_count=0)
        return json_response(body)

    async def guild_channels(self, request: web.Request) -> web.Response:
        """GET the guild's channels (not threads)."""
        guild, world = self._guild(request), self.emulator.world
        channels = [world.channels[i] for i in guild.channel_ids]
        return json_response([self.emulator.payloads.channel(c) for c in channels if not c.is_thread and not c.deleted])

    async def guild_roles(self, request: web.Request) -> web.Response:
        """GET the guild's roles."""
        return json_response([self.emulator.payloads.role(r) for r in self._guild(request).roles.values()])

    async def list_members(self, request: web.Request) -> web.Response:
        """GET members, ordered by user id, with ``limit`` and ``after``."""
        guild = self._guild(request)
        limit = min(max(int(request.query.get("limit", 1)), 1), 1000)
        after = int(request.query.get("after", 0))
        members = sorted((m for m in guild.members.values() if m.id > after), key=lambda m: m.id)[:limit]
        return json_response([self.emulator.payloads.member(m) for m in members])

    async def get_member(self, request: web.Request) -> web.Response:
        """GET one member."""
        member = self._guild(request).members.get(snowflake(request, "user_id"))
        if member is None:
            raise not_found(UNKNOWN_MEMBER, "Member")
        return json_response(self.emulator.payloads.member(member))
