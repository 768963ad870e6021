"""``/server``: a server's own settings, for members who may manage the server.

Its language (issue 25); who may host games, where games are opened and how many a member may
sit at (issue 26, ``/server settings``). Discord shows ``/server`` only to members with Manage
Server (``default_member_permissions``); a server may widen that, so each command checks again.
"""

import re
from typing import Any

import discord
from discord import app_commands

from bot.client import GameBot
from bot.cogs import GameCog
from bot.languages import UNKNOWN_LANGUAGE, spoken
from bot.present import server as present_server
from bot.refusals import NoSuchChoice, NotAllowed, Refusal
from bot.threads import THREAD_PARENTS
from engine.core.words import fit
from i18n import LANGUAGES, _
from storage.servers import MAX_GAME_CHANNELS, MAX_OPEN_GAMES

CHANNEL_MENTION = re.compile(r"<#(\d{1,20})>")

LANGUAGE_CHOICES = [app_commands.Choice(name=known.name, value=code) for code, known in LANGUAGES.items()]
"""The languages the bot speaks, each named in its own words."""


class ServerCog(GameCog):
    """The server's settings; Discord shows ``/server`` only to members with Manage Server (they may widen it)."""

    server = app_commands.Group(
        name="server",
        description="This server's settings for board games (Manage Server)",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    @server.command(name="language")
    @app_commands.describe(language="The language new games' threads are in (each lobby may change it)")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        """Set the language games opened in this server are played in; games already opened keep theirs."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        reader = await self.bot.service.languages.of_interaction(interaction)
        if interaction.guild_id is None or language not in LANGUAGES:
            answer = UNKNOWN_LANGUAGE
        elif not getattr(interaction.permissions, "manage_guild", False):
            answer = _("Only a member who may manage this server can set its language. Nothing was changed.")
        else:
            await self.bot.service.store.servers.set_language(interaction.guild_id, language)
            answer = _(
                "New games in this server are played in {language}; games already opened keep their language.",
                language=LANGUAGES[language].name,
            )
        await interaction.edit_original_response(content=spoken(answer, reader))

    @server.command(name="settings")
    @app_commands.describe(
        host_role="A role whose members may start, abandon and moderate any game of this server",
        no_host_role="Take the game host role away (only creators and Manage Threads moderate)",
        channels="Channels where games may be opened, as #mentions separated by spaces, or “any”",
        max_games="The most open games (lobbies included) a member may sit at; 0: no limit",
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        host_role: discord.Role | None = None,
        no_host_role: bool = False,
        channels: app_commands.Range[str, 1, 1000] | None = None,
        max_games: app_commands.Range[int, 0, MAX_OPEN_GAMES] | None = None,
    ) -> None:
        """Show this server's settings for board games, or change those given (Manage Server only)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        reader = await self.bot.service.languages.of_interaction(interaction)
        guild = interaction.guild
        if guild is None or interaction.guild_id is None:
            raise Refusal(_("Use this command in a server."))
        if not getattr(interaction.permissions, "manage_guild", False):
            raise NotAllowed(
                _("Only a member who may manage this server can see or change its settings. Nothing was changed.")
            )
        changes: dict[str, Any] = {}
        if host_role is not None and no_host_role:
            raise NoSuchChoice(_("Choose a game host role or no game host role, not both. Nothing was changed."))
        if host_role is not None:
            if host_role.is_default():
                raise NoSuchChoice(
                    _(
                        "@everyone cannot be the game host role: choose a role only some members hold. "
                        "Nothing was changed."
                    )
                )
            changes["host_role_id"] = host_role.id
        elif no_host_role:
            changes["host_role_id"] = None
        if channels is not None:
            changes["game_channels"] = game_channels(guild, channels)
        if max_games is not None:
            changes["max_open_games"] = max_games or None
        store = self.bot.service.store.servers
        settings = await store.set_settings(guild.id, **changes) if changes else await store.settings(guild.id)
        answer = present_server.settings_text(settings, reader, changed=bool(changes))
        await interaction.edit_original_response(content=answer)


def game_channels(guild: discord.Guild, typed: str) -> list[int]:
    """The text channels named in ``typed`` (``<#id>`` mentions, or ``any`` for every channel); a clear refusal else."""
    words = typed.split()
    if [word.casefold() for word in words] == ["any"]:
        return []
    found: list[int] = []
    for word in words:
        matched = CHANNEL_MENTION.fullmatch(word)
        named = guild.get_channel(int(matched[1])) if matched else None
        if named is None or named.type not in THREAD_PARENTS:
            raise NoSuchChoice(
                _(
                    "“{word}” is not a text channel of this server: name channels as #mentions separated by "
                    "spaces, or write any. Nothing was changed.",
                    word=fit(word, 40),
                )
            )
        if named.id not in found:
            found.append(named.id)
    if len(found) > MAX_GAME_CHANNELS:
        raise NoSuchChoice(_("Name at most {most} channels. Nothing was changed.", most=MAX_GAME_CHANNELS))
    return found


async def setup(bot: GameBot) -> None:
    """Load the server cog."""
    await bot.add_cog(ServerCog(bot))
