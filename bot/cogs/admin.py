"""``/game resign`` and ``/game abandon``: leaving a game, each behind a confirmation button."""

import discord
from discord import app_commands

from bot import errors
from bot.client import GameBot
from bot.cogs import GameCog, game_choices, game_command
from bot.permissions import moderator_check
from bot.present import play as present_play


class AdminCog(GameCog):
    """Resigning a seat and abandoning a game (creator or a member who may manage threads)."""

    @game_command(name="resign")
    @app_commands.guild_only()
    @app_commands.describe(game="The game (implied inside a game's thread)")
    async def resign(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """Resign from a game: from then on the game makes your choices (asks you to confirm)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        service = self.bot.service
        record = await service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        service.require_seat(record, interaction.user.id)
        message = present_play.confirm_message(
            service.spec(record).title, record.id, "resign", await errors.reader_of(interaction)
        )
        await interaction.edit_original_response(**message.edit_kwargs())

    @game_command(name="abandon")
    @app_commands.guild_only()
    @app_commands.describe(game="The game (implied inside a game's thread)")
    async def abandon(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """Abandon a game for everyone: its creator or a moderator only (asks you to confirm)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        service = self.bot.service
        record = await service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        may_manage = await moderator_check(interaction, service.store.servers)
        service.play.require_abandoner(record, interaction.user.id, may_manage=may_manage)
        message = present_play.confirm_message(
            service.spec(record).title, record.id, "abandon", await errors.reader_of(interaction)
        )
        await interaction.edit_original_response(**message.edit_kwargs())

    @resign.autocomplete("game")
    @abandon.autocomplete("game")
    async def _game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await game_choices(self.bot, interaction, current)


async def setup(bot: GameBot) -> None:
    """Load the admin cog."""
    await bot.add_cog(AdminCog(bot))
