"""``/play`` and ``/game undo``: taking and taking back decisions (issue: /play)."""

import discord
from discord import app_commands

from bot.client import GameBot
from bot.cogs import AUTOCOMPLETE_LIMIT, GameCog, game_choices, game_command
from bot.refusals import Refusal
from engine.core.words import fit
from storage.errors import StorageError


class PlayCog(GameCog):
    """Moves by slash command: autocomplete over the caller's legal options, or the turn panel."""

    @app_commands.command(name="play")
    @app_commands.guild_only()
    @app_commands.describe(
        choice="Your choice (start typing to see the legal ones); leave empty to open your turn panel",
        game="The game (implied inside a game's thread)",
    )
    async def play(self, interaction: discord.Interaction, choice: str | None = None, game: str | None = None) -> None:
        """Take your next decision in a game, or open your turn panel."""
        await self.bot.responder.play(interaction, game, choice)

    @play.autocomplete("choice")
    async def _choice_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        service = self.bot.service
        try:
            record = await service.locate(
                interaction.guild_id, interaction.channel_id, interaction.user.id, interaction.namespace.game
            )
            choices = await service.play.choices(record.id, interaction.user.id)
        except (StorageError, Refusal):
            return []
        wanted = " ".join(current.casefold().split())
        return [
            app_commands.Choice(name=fit(label, 100), value=f"v{choices.version}:o{index}")
            for index, label in enumerate(choices.labels())
            if wanted in " ".join(label.casefold().split())
        ][:AUTOCOMPLETE_LIMIT]

    @play.autocomplete("game")
    async def _play_game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await game_choices(self.bot, interaction, current)

    @game_command(name="undo")
    @app_commands.guild_only()
    @app_commands.describe(game="The game (implied inside a game's thread)")
    async def undo(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """Take back your last move, if nothing was revealed and nobody has played since."""
        await self.bot.responder.undo(interaction, game)

    @undo.autocomplete("game")
    async def _undo_game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await game_choices(self.bot, interaction, current)


async def setup(bot: GameBot) -> None:
    """Load the play cog."""
    await bot.add_cog(PlayCog(bot))
