"""``/mygames`` and ``/game dashboard``: a member's games across the server, and a channel's games (issue 11)."""

from typing import Literal

import discord
from discord import app_commands

from bot import errors
from bot.client import GameBot
from bot.cogs import GameCog, answer, game_command
from bot.permissions import manages_threads_in
from bot.present import common as present_common
from bot.present import mine as present_mine
from bot.refusals import NotAllowed, Refusal
from bot.service.mine import my_games
from i18n import _

NOT_A_MODERATOR = _("Only a member who may manage threads in this channel can put up or take down its dashboard.")
CANNOT_POST = _("I could not post in this channel; I need the Send Messages permission here.")

DASHBOARD_OFF = _("The dashboard of this channel is taken down.")
NO_DASHBOARD = _("This channel has no dashboard. `/game dashboard` puts one up.")


class MineCog(GameCog):
    """What a member plays across the server, and the dashboard a channel may keep of its games."""

    @app_commands.command(name="mygames")
    @app_commands.guild_only()
    async def mygames(self, interaction: discord.Interaction) -> None:
        """List your games in this server: whose turn, your time left, links (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        games = await my_games(self.bot.service, interaction.guild_id or 0, interaction.user.id)
        await interaction.edit_original_response(
            **present_mine.my_games_message(games, await errors.reader_of(interaction)).edit_kwargs()
        )

    @game_command(name="dashboard")
    @app_commands.guild_only()
    @app_commands.describe(mode="Put the dashboard up (or again, replacing it), or take it down")
    async def dashboard(self, interaction: discord.Interaction, mode: Literal["post", "off"] = "post") -> None:
        """Keep a message in this channel listing its open games, updated as they change (moderators)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel_id = getattr(interaction.channel, "parent_id", None) or interaction.channel_id
        if channel_id is None or interaction.guild_id is None:
            raise Refusal(_("Use this in a channel of a server."))
        if not manages_threads_in(interaction, channel_id):
            raise NotAllowed(NOT_A_MODERATOR)
        dashboards = self.bot.dashboards
        if mode == "off":
            removed = await dashboards.remove(channel_id)
            await answer(interaction, DASHBOARD_OFF if removed else NO_DASHBOARD)
            return
        try:
            posted = await dashboards.post(interaction.guild_id, channel_id)
        except discord.Forbidden as refused:
            raise Refusal(CANNOT_POST) from refused
        link = present_common.jump_link(interaction.guild_id, channel_id, posted.id)
        await answer(
            interaction,
            _(
                "The dashboard is up: {link}. It updates itself when a game of this channel changes; "
                "`/game dashboard mode:off` takes it down.",
                link=link,
            ),
        )


async def setup(bot: GameBot) -> None:
    """Load the cog of /mygames and /game dashboard."""
    await bot.add_cog(MineCog(bot))
