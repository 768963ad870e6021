"""``/play`` and ``/game undo``: taking and taking back decisions (issue: /play)."""

import discord
from discord import app_commands

from bot import errors
from bot.client import GameBot
from bot.cogs import AUTOCOMPLETE_LIMIT, GameCog, game_choices, game_command
from bot.parse import typed_key
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
        reader = await errors.reader_of(interaction)  # the member's language's labels; the English typed finds too
        wanted = typed_key(current)
        english = choices.labels()
        return [
            app_commands.Choice(name=fit(label, 100, reader), value=f"v{choices.version}:o{index}")
            for index, label in enumerate(choices.labels(reader))
            if wanted in typed_key(label) or wanted in typed_key(english[index])
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
