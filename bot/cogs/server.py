"""``/server``: a server's own settings, for members who may manage the server (issue 25: its language)."""

import discord
from discord import app_commands

from bot.client import GameBot
from bot.cogs import GameCog
from bot.languages import UNKNOWN_LANGUAGE, spoken
from i18n import LANGUAGES, _

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


async def setup(bot: GameBot) -> None:
    """Load the server cog."""
    await bot.add_cog(ServerCog(bot))
