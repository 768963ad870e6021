"""``/game resign`` and ``/game abandon`` (each behind a confirmation button), and ``/moderate`` (issue 26).

``/moderate expel`` and ``/moderate timeout`` are a moderator's: Discord shows ``/moderate`` only
to members with Manage Threads (``default_member_permissions``; a server may also allow its game
host role in its Integrations settings), and the bot checks again (Manage Threads in the game's
channel, or the server's game host role).
"""

import discord
from discord import app_commands

from bot import errors
from bot.client import GameBot
from bot.cogs import GameCog, game_choices, game_command
from bot.permissions import moderator_check
from bot.present import play as present_play


class AdminCog(GameCog):
    """Resigning a seat, abandoning a game (its creator or a moderator) and a moderator's actions on a seat."""

    moderate = app_commands.Group(
        name="moderate",
        description="A moderator's actions on a game's seats (Manage Threads or the game host role)",
        guild_only=True,
        default_permissions=discord.Permissions(manage_threads=True),
    )

    @moderate.command(name="expel")
    @app_commands.describe(player="The player to expel", game="The game (implied inside a game's thread)")
    async def expel(self, interaction: discord.Interaction, player: discord.Member, game: str | None = None) -> None:
        """Expel a player: their seat opens for a substitute, and the thread says who did it."""
        await self._moderate(interaction, player, game, "expel")

    @moderate.command(name="timeout")
    @app_commands.describe(
        player="The player whose pending move to play", game="The game (implied inside a game's thread)"
    )
    async def timeout(self, interaction: discord.Interaction, player: discord.Member, game: str | None = None) -> None:
        """Play a player's timeout move now (the rules' move for a late player); the thread says who did it."""
        await self._moderate(interaction, player, game, "timeout")

    async def _moderate(
        self, interaction: discord.Interaction, player: discord.Member, game: str | None, kind: str
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        service = self.bot.service
        record = await service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        may_moderate = await moderator_check(interaction, service.store.servers)
        await self.bot.responder.moderate(interaction, record.id, player.id, kind, may_moderate)

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
    @expel.autocomplete("game")
    @timeout.autocomplete("game")
    async def _game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await game_choices(self.bot, interaction, current)


async def setup(bot: GameBot) -> None:
    """Load the admin cog."""
    await bot.add_cog(AdminCog(bot))
