"""The one error mapper: what a player sees when something is refused or breaks (STYLE.md "Error handling").

Expected errors (the engine's ``IllegalAction``, storage's ``StorageError`` family, the
bot's ``Refusal`` family and discord.py's check failures) become a short ephemeral reply
with their own message. A failure of the database itself (``storage.errors.DATABASE_FAILURES``:
locked, read-only, full, disk I/O, server gone) says that the database refused the change and
nothing was changed (its transaction was rolled back), and is logged with its traceback. Anything
else gives "Something went wrong; nothing was changed." and is logged with the game id, seat,
custom id and interaction id. The command tree's
``on_error`` and every component callback (through :class:`~bot.respond.Responder`) call
:func:`report`; discord.py would only log a DynamicItem's exception.
"""

import logging
from collections.abc import Sequence
from dataclasses import dataclass

import discord
from discord import app_commands

from bot.languages import spoken
from bot.refusals import Refusal
from engine.core import IllegalAction
from engine.core.words import fit
from i18n import ENGLISH, _
from storage.errors import DATABASE_FAILURES, StorageError

log = logging.getLogger(__name__)

UNEXPECTED = _("Something went wrong; nothing was changed.")
DATABASE_REFUSED = _(
    "The game's database refused the change, so nothing was changed. Please try again in a little while."
)
UNKNOWN_INTERACTION = 10062
CONTENT_LIMIT = 2000  # characters of a message (DISCORD.md)


@dataclass(frozen=True, slots=True)
class Where:
    """What the log needs to find an unexpected error again."""

    game_id: int | None = None
    seat: int | None = None
    custom_id: str | None = None


def permission_names(names: Sequence[str]) -> str:
    """Discord's permissions as its own (English) interface names them, e.g. "Manage Threads, Send Messages".

    Discord has no Persian client: a member looks for these words in its English settings, so they
    stay as Discord writes them, like a name.
    """
    shown = {"manage_guild": "Manage Server", "manage_threads": "Manage Threads", "create_private_threads":
             "Create Private Threads", "send_messages_in_threads": "Send Messages in Threads"}  # fmt: skip
    return ", ".join(shown.get(name, name.replace("_", " ").title()) for name in names)


def unwrap(error: BaseException) -> BaseException:
    """The error a command raised, without discord.py's ``CommandInvokeError`` wrapper."""
    while isinstance(error, app_commands.CommandInvokeError) and error.original is not None:
        error = error.original
    return error


def message_for(error: BaseException) -> str | None:
    """The player-readable message of an expected error, or None for an unexpected one."""
    error = unwrap(error)
    if isinstance(error, IllegalAction | StorageError | Refusal):
        return error.message
    if isinstance(error, DATABASE_FAILURES):
        return DATABASE_REFUSED
    if isinstance(error, app_commands.NoPrivateMessage):
        return _("Use this command in a server's channel.")
    if isinstance(error, app_commands.MissingPermissions | app_commands.BotMissingPermissions):
        return _(
            "That needs the permission(s): {permissions}.", permissions=permission_names(error.missing_permissions)
        )
    if isinstance(error, app_commands.TransformerError):
        return _("I couldn't understand “{value}”.", value=str(error.value))
    if isinstance(error, app_commands.CheckFailure):
        return _("You can't use this command here.")
    return None


async def report(interaction: discord.Interaction, error: BaseException, where: Where | None = None) -> None:
    """Tell the player what went wrong, ephemerally; log what was unexpected or what the database refused."""
    where = where or Where()
    error = unwrap(error)
    text = message_for(error)
    if text is None or isinstance(error, DATABASE_FAILURES):
        custom_id = where.custom_id or _custom_id(interaction)
        log.error(
            "%s (game %s, seat %s, custom id %s, interaction %s, user %s)",
            "unexpected error" if text is None else "the database refused",
            where.game_id,
            where.seat,
            custom_id,
            interaction.id,
            interaction.user.id,
            exc_info=(type(error), error, error.__traceback__),
        )
    if text is None:
        text = UNEXPECTED
    await reply(interaction, text)


async def reply(interaction: discord.Interaction, text: str) -> None:
    """Send a short ephemeral text, in the member's language, whether or not the interaction was answered already.

    Never raises: when even the member's language cannot be read (the database is down), it is English.
    """
    text = fit(spoken(text, await reader_of(interaction)), CONTENT_LIMIT)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as failure:
        # Too late (10062 Unknown interaction) or Discord refused: nothing more can reach the player.
        level = logging.WARNING if getattr(failure, "code", None) == UNKNOWN_INTERACTION else logging.ERROR
        log.log(level, "could not answer interaction %s: %s", interaction.id, failure)


async def reader_of(interaction: discord.Interaction) -> str:
    """The language of the member who made ``interaction`` (bot/languages.py); English if it cannot be read."""
    languages = getattr(getattr(interaction.client, "service", None), "languages", None)
    if languages is None:
        return ENGLISH
    try:
        return await languages.of_interaction(interaction)
    except Exception:
        log.warning("could not read the language of user %s; answering in English", interaction.user.id, exc_info=True)
        return ENGLISH


def _custom_id(interaction: discord.Interaction) -> str | None:
    data = interaction.data or {}
    value = data.get("custom_id") if isinstance(data, dict) else None
    return str(value) if value is not None else None
