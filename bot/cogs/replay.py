"""``/game replay`` and ``/game export``: a game that is over, told again with every secret shown (issue 14)."""

import json

import discord
from discord import app_commands

from bot import errors
from bot.client import GameBot
from bot.cogs import GameCog, game_command, game_entries
from bot.parse import SMALL_MAX
from bot.present import replay as present_replay
from storage.errors import StorageError


class ReplayCog(GameCog):
    """Replays and records of finished and abandoned games; refused while a game runs."""

    @game_command(name="replay")
    @app_commands.guild_only()
    @app_commands.describe(
        game="The finished game (implied inside its thread)",
        move="The move to start from (0: the set-up)",
    )
    async def replay(
        self,
        interaction: discord.Interaction,
        game: str | None = None,
        move: app_commands.Range[int, 0, SMALL_MAX] = 0,
    ) -> None:
        """Step through a finished game with every hand and hidden card shown (only to you)."""
        await self.bot.responder.replay(interaction, game, move)

    @game_command(name="export")
    @app_commands.guild_only()
    @app_commands.describe(game="The finished game (implied inside its thread)")
    async def export(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """Get a finished game's full record as a JSON file that replays to the same end (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        service = self.bot.service
        record = await service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        exported = await service.replay.export(record.id, interaction.guild_id)
        data = json.dumps(exported.data, ensure_ascii=False, indent=1).encode()
        title, reader = service.spec(record).title, await errors.reader_of(interaction)
        message = present_replay.export_message(title, record.id, data, exported.filename, reader)
        await interaction.edit_original_response(**message.edit_kwargs())

    @replay.autocomplete("game")
    @export.autocomplete("game")
    async def _over_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The caller's finished and abandoned games in this server, newest first."""
        if interaction.guild_id is None:
            return []
        try:
            records = await self.bot.service.replay.games_over(interaction.guild_id, interaction.user.id)
        except StorageError:
            return []
        return await game_entries(self.bot, interaction, records, current)


async def setup(bot: GameBot) -> None:
    """Load the replay cog."""
    await bot.add_cog(ReplayCog(bot))
