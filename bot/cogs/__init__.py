"""The bot's cogs, one file each (lobby, play, info, admin), and what they share.

Several cogs contribute subcommands to the one ``/game`` group. discord.py binds an app
command to its cog when the cog is created, and a group can belong to one cog only, so
a cog marks its ``/game`` subcommands with :func:`game_command` and :class:`GameCog`
moves those bound commands into the bot's ``game_group`` when the cog loads.
"""

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import errors
from bot.languages import spoken
from bot.names import shown_all
from bot.parse import typed_key
from bot.present.common import game_choice
from bot.refusals import Refusal
from i18n import _, say
from storage.errors import StorageError

if TYPE_CHECKING:
    from bot.client import GameBot
    from storage.records import GameRecord

_GAME_GROUP = "game_group"
AUTOCOMPLETE_LIMIT = 25


async def answer(interaction: discord.Interaction, text: str) -> None:
    """Replace a command's deferred answer with ``text`` (a message of ours) in the member's language."""
    await interaction.edit_original_response(content=spoken(text, await errors.reader_of(interaction)))


def game_command(**kwargs: Any) -> Callable[[Any], app_commands.Command[Any, ..., Any]]:
    """Like ``app_commands.command``, for a subcommand of ``/game``."""
    extras = dict(kwargs.pop("extras", {})) | {_GAME_GROUP: True}
    return app_commands.command(extras=extras, **kwargs)


class GameCog(commands.Cog):
    """A cog whose :func:`game_command` subcommands live under ``/game``."""

    def __init__(self, bot: "GameBot") -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        """Move this cog's ``/game`` subcommands into the bot's ``/game`` group."""
        moved = [c for c in self.__cog_app_commands__ if c.extras.get(_GAME_GROUP)]
        for command in moved:
            self.bot.game_group.add_command(command)
        self.__cog_app_commands__ = [c for c in self.__cog_app_commands__ if not c.extras.get(_GAME_GROUP)]

    async def cog_unload(self) -> None:
        """Take this cog's subcommands out of ``/game`` again."""
        for command in list(self.bot.game_group.commands):
            if command.binding is self:
                self.bot.game_group.remove_command(command.name)


async def game_choices(
    bot: "GameBot", interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Autocomplete for a ``game`` argument: the caller's open games in this server."""
    if interaction.guild_id is None:
        return []
    try:
        records = await bot.service.games_of(interaction.guild_id, interaction.user.id)
    except (StorageError, Refusal):
        return []
    return await game_entries(bot, interaction, records, current)


async def game_entries(
    bot: "GameBot", interaction: discord.Interaction, records: "Sequence[GameRecord]", current: str
) -> list[app_commands.Choice[str]]:
    """Autocomplete entries for games, newest first, in the caller's language: those whose entry holds ``current``."""
    reader = await errors.reader_of(interaction)
    wanted = typed_key(current).lstrip("#")
    choices = []
    for record in sorted(records, key=lambda r: r.id, reverse=True):
        name = game_choice(record.id, bot.service.spec(record).title, shown_all(record.names), record.status, reader)
        if wanted in typed_key(name):
            choices.append(app_commands.Choice(name=name, value=str(record.id)))
    return choices[:AUTOCOMPLETE_LIMIT]


async def game_title_choices(
    bot: "GameBot", interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Autocomplete over the registered games (value: the game's key), in the caller's language; English finds too."""
    reader = await errors.reader_of(interaction)
    wanted = typed_key(current)
    found = []
    for key, spec in bot.service.games.items():
        said = _("{title} ({min}–{max} players)", title=spec.title, min=spec.min_seats, max=spec.max_seats)
        if wanted in typed_key(say(spec.title, reader)) or wanted in typed_key(spec.title) or wanted in key:
            found.append(app_commands.Choice(name=say(said, reader), value=key))
    return found[:AUTOCOMPLETE_LIMIT]
