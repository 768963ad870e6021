"""Wire format of REST answers: JSON bodies and Discord's JSON error objects (topics/opcodes-and-status-codes)."""

import json
from typing import Any

from aiohttp import web

UNKNOWN_CHANNEL = 10003
UNKNOWN_GUILD = 10004
UNKNOWN_MEMBER = 10007
UNKNOWN_MESSAGE = 10008
UNKNOWN_ROLE = 10011
UNKNOWN_USER = 10013
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
UNKNOWN_COMMAND = 10063
ALREADY_ACKNOWLEDGED = 40060
MISSING_ACCESS = 50001
CANNOT_EDIT_OTHERS_MESSAGE = 50005
EMPTY_MESSAGE = 50006
CANNOT_DM_USER = 50007
WRONG_CHANNEL_TYPE = 50024
INVALID_WEBHOOK_TOKEN = 50027
MISSING_PERMISSIONS = 50013
INVALID_RECIPIENT = 50033
INVALID_FORM_BODY = 50035
ARCHIVED_THREAD = 50083
THREAD_ALREADY_CREATED = 160004


def json_response(data: Any, status: int = 200) -> web.Response:
    """A JSON answer whose Content-Type is exactly ``application/json`` (no charset: discord.py compares it)."""
    body = json.dumps(data, separators=(",", ":")).encode()
    return web.Response(status=status, body=body, headers={"Content-Type": "application/json"})


def no_content() -> web.Response:
    """An empty 204 answer."""
    return web.Response(status=204)


class DiscordError(Exception):
    """An error answer with Discord's ``{"code", "message", "errors"}`` body."""

    def __init__(self, status: int, code: int, message: str, errors: dict[str, Any] | None = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        """The JSON body Discord sends for this error."""
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        return body

    def response(self) -> web.Response:
        """The HTTP answer for this error."""
        return json_response(self.body(), status=self.status)


def not_found(code: int, what: str) -> DiscordError:
    """404 for an unknown object, e.g. ``not_found(UNKNOWN_MESSAGE, "Message")`` -> "Unknown Message"."""
    return DiscordError(404, code, f"Unknown {what}")


def forbidden(code: int, message: str) -> DiscordError:
    """403 with the given code."""
    return DiscordError(403, code, message)


def bad_request(code: int, message: str) -> DiscordError:
    """400 with the given code."""
    return DiscordError(400, code, message)


def form_error(path: str, code: str, message: str) -> DiscordError:
    """A 400/50035 "Invalid Form Body" error about one field."""
    errors = FormErrors()
    errors.add(path, code, message)
    return DiscordError(400, INVALID_FORM_BODY, "Invalid Form Body", errors.tree)


class FormErrors:
    """Collects field errors into Discord's nested ``errors`` object for a 50035 answer.

    ``add("embeds.0.title", "BASE_TYPE_MAX_LENGTH", "Must be 256 or fewer in length.")`` gives
    ``{"embeds": {"0": {"title": {"_errors": [{"code": ..., "message": ...}]}}}}``.
    """

    def __init__(self) -> None:
        self.tree: dict[str, Any] = {}
        self.count = 0

    def add(self, path: str, code: str, message: str) -> None:
        """Record one error at a dotted field path."""
        node = self.tree
        for part in path.split("."):
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": code, "message": message})
        self.count += 1

    def max_length(self, path: str, value: str | None, limit: int) -> None:
        """Record an error if ``value`` is longer than ``limit`` characters."""
        if value is not None and len(value) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")

    def raise_if_any(self) -> None:
        """Raise the 400/50035 error if anything was recorded."""
        if self.count:
            raise DiscordError(400, INVALID_FORM_BODY, "Invalid Form Body", self.tree)
