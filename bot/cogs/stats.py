"""``/stats``, ``/leaderboard`` and ``/game history``: ratings, statistics and finished games (issue 14).

Everything is read from the results written when each game finished (bot/service/stats.py);
answers are private unless ``/leaderboard public:True`` asks otherwise. ``/me leaderboard``
(the opt-out) lives with the other ``/me`` settings in bot/cogs/clock.py.
"""

import discord
from discord import app_commands

from bot import errors
from bot.client import GameBot
from bot.cogs import GameCog, game_command, game_title_choices
from bot.present import stats as present_stats
from bot.refusals import Refusal
from bot.service import stats
from i18n import _

IN_A_SERVER = _("Ratings and statistics are kept per server: use this in a server.")


def _guild(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        raise Refusal(IN_A_SERVER)
    return interaction.guild_id


class StatsCog(GameCog):
    """A member's figures, a title's leaderboard, and a member's finished games in this server."""

    @app_commands.command(name="stats")
    @app_commands.guild_only()
    @app_commands.describe(member="Whose statistics (you if left out)", game="One game only (all if left out)")
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None, game: str | None = None
    ) -> None:
        """Show games, wins, places, scores, time to move and ratings in this server (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        target = member.id if member is not None else interaction.user.id
        found = await stats.member_stats(self.bot.service, _guild(interaction), interaction.user.id, target, game)
        await interaction.edit_original_response(
            **present_stats.stats_message(found, await errors.reader_of(interaction)).edit_kwargs()
        )

    @app_commands.command(name="leaderboard")
    @app_commands.guild_only()
    @app_commands.describe(game="The game", public="Post it in the channel for everyone (only to you if left out)")
    async def leaderboard(self, interaction: discord.Interaction, game: str, public: bool = False) -> None:
        """Show this server's best rated members at a game (members who opted out are not listed)."""
        guild_id = _guild(interaction)
        self.bot.service.spec_named(game)  # an unknown game is refused privately, before a public answer is begun
        await interaction.response.defer(ephemeral=not public, thinking=True)
        board = await stats.leaderboard(self.bot.service, guild_id, game)
        # posted for everyone: the server's language; only to the caller: theirs
        code = (
            await self.bot.service.store.servers.language(guild_id) if public else await errors.reader_of(interaction)
        )
        await interaction.edit_original_response(**present_stats.leaderboard_message(board, code).edit_kwargs())

    @game_command(name="history")
    @app_commands.guild_only()
    @app_commands.describe(member="Whose games (yours if left out)")
    async def history(self, interaction: discord.Interaction, member: discord.Member | None = None) -> None:
        """List finished and abandoned games in this server, newest first, with links (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        target = member.id if member is not None else interaction.user.id
        page = await stats.history(self.bot.service, _guild(interaction), interaction.user.id, target)
        await interaction.edit_original_response(
            **present_stats.history_message(page, await errors.reader_of(interaction)).edit_kwargs()
        )

    @stats.autocomplete("game")
    @leaderboard.autocomplete("game")
    async def _title_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await game_title_choices(self.bot, interaction, current)


async def setup(bot: GameBot) -> None:
    """Load the cog of /stats, /leaderboard and /game history."""
    await bot.add_cog(StatsCog(bot))
