"""``/campaign``: seasons of games among a channel's members, with standings (issue 14 "Campaigns").

``new`` posts the campaign message (Join / Leave, the titles and their option menus); ``add``
and ``options`` set up its titles; ``schedule`` (its creator) starts the next game(s), each in
its own thread like ``/game new``; ``standings`` and ``history`` answer privately; ``end``
closes it with the final standings image; ``leave`` takes a member out. The flows behind the
components and the summary's upkeep are in bot/campaigns.py, the words in bot/present/campaign.py.
"""

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import errors
from bot.client import GameBot
from bot.cogs import answer, game_title_choices
from bot.present import campaign as present_campaign
from bot.refusals import Refusal
from bot.service import GameService
from bot.service import campaign as campaigns
from bot.threads import THREAD_PARENTS
from i18n import _, n_, say

IN_A_CHANNEL = _("Start campaigns in a server's text channel: each of their games gets its own thread there.")
Schedule = Literal["fixed", "round-robin", "on-demand"]


class CampaignCog(commands.GroupCog, group_name="campaign", group_description="Seasons of games with standings"):
    """The ``/campaign`` commands."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()

    @property
    def service(self) -> GameService:
        """The bot's game service."""
        return self.bot.service

    @app_commands.command(name="new")
    @app_commands.guild_only()
    @app_commands.describe(
        name="The campaign's name",
        game="Its first game (add more with /campaign add)",
        points="Points per place, best first, e.g. 5-3-2-1 (the default)",
        schedule="fixed: each game once with everyone; round-robin: rounds of tables; on-demand: when you ask",
        table_size="Players per table, e.g. 4 or 3-4 (round robin and on demand; the game's range if left out)",
        rounds="Rounds of a round robin (3 if left out)",
    )
    async def new(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 100],
        game: str,
        points: str | None = None,
        schedule: Schedule | None = None,
        table_size: str | None = None,
        rounds: app_commands.Range[int, 1, 50] | None = None,
    ) -> None:
        """Open a campaign in this channel: members join with its button, then you schedule its games."""
        channel = interaction.channel
        if channel is None or channel.type not in THREAD_PARENTS:
            raise Refusal(IN_A_CHANNEL)
        settings = campaigns.read_new(self.service, game, points, schedule, table_size, rounds)  # refused privately
        await interaction.response.defer()
        user = interaction.user
        guild_id = interaction.guild_id or 0
        view = await campaigns.new_campaign(
            self.service, guild_id, channel.id, user.id, user.display_name, name, settings
        )
        campaign = present_campaign.campaign_message(view, await self.bot.campaigns.language_of(view.record))
        message = await interaction.edit_original_response(**campaign.edit_kwargs())
        await self.service.store.campaigns.set_messages(view.record.id, message_id=message.id)

    @app_commands.command(name="add")
    @app_commands.guild_only()
    @app_commands.describe(game="The game to add", campaign="Which campaign (this channel's if left out)")
    async def add(self, interaction: discord.Interaction, game: str, campaign: str | None = None) -> None:
        """Add a game to the campaign's titles (its creator); set its options with /campaign options."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await campaigns.find(self.service, interaction.guild_id, interaction.channel_id, campaign)
        view = await campaigns.add_title(self.service, found, interaction.user.id, game, interaction.guild_id)
        await self.bot.campaigns.refresh_message(view)
        index, reader = len(view.titles) - 1, await errors.reader_of(interaction)
        message = present_campaign.title_options_message(view, index, reader)
        await interaction.edit_original_response(**message.edit_kwargs())

    @app_commands.command(name="options")
    @app_commands.guild_only()
    @app_commands.describe(
        title="The title's number in the campaign message (the last if left out)",
        campaign="Which campaign (this channel's if left out)",
    )
    async def options(
        self,
        interaction: discord.Interaction,
        title: app_commands.Range[int, 1, 10] | None = None,
        campaign: str | None = None,
    ) -> None:
        """Show a title's game options and clock with menus to change them (its creator)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await campaigns.find(self.service, interaction.guild_id, interaction.channel_id, campaign)
        view = await campaigns.view(self.service, await campaigns.get(self.service, found, interaction.guild_id))
        index = (title or len(view.titles)) - 1
        if not 0 <= index < len(view.titles):
            raise Refusal(
                n_("This campaign has {n} title: give a number from 1 to {n}.",
                   "This campaign has {n} titles: give a number from 1 to {n}.", len(view.titles))
            )  # fmt: skip
        if view.record.creator_id != interaction.user.id:
            raise Refusal(_("Only the member who created this campaign can change its titles."))
        message = present_campaign.title_options_message(view, index, await errors.reader_of(interaction))
        await interaction.edit_original_response(**message.edit_kwargs())

    @app_commands.command(name="schedule")
    @app_commands.guild_only()
    @app_commands.describe(
        members="Who plays (mention them; a fixed or on-demand game), else everyone or those who played least",
        title="Which title an on-demand game plays (its number; the next in turn if left out)",
        campaign="Which campaign (this channel's if left out)",
        bots="Bots seated beside the members of a fixed or on-demand game (they count for nobody)",
    )
    async def schedule(
        self,
        interaction: discord.Interaction,
        members: str | None = None,
        title: app_commands.Range[int, 1, 10] | None = None,
        campaign: str | None = None,
        bots: app_commands.Range[int, 0, 7] = 0,
    ) -> None:
        """Start the campaign's next game(s): each seated at once, in its own thread (its creator)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await campaigns.find(self.service, interaction.guild_id, interaction.channel_id, campaign)
        record = await campaigns.get(self.service, found, interaction.guild_id)
        channel = interaction.channel
        if channel is None or channel.id != record.channel_id or not isinstance(channel, discord.abc.Messageable):
            where = f"<#{record.channel_id}>"
            raise Refusal(
                _("Use this in {channel}, the campaign's channel: its games get their threads there.", channel=where)
            )
        started = await campaigns.schedule(
            self.service, found, interaction.user.id, interaction.guild_id, members, title, bots
        )
        desk = self.bot.campaigns
        started, notes = await desk.open_games(started)
        await desk.refresh_message(started.view)
        await desk.refresh_summary(started.view)
        reader = await errors.reader_of(interaction)
        text = present_campaign.started_message(started, desk.titles(), reader)
        await interaction.edit_original_response(content="\n".join([text, *(say(note, reader) for note in notes)]))

    @app_commands.command(name="standings")
    @app_commands.guild_only()
    @app_commands.describe(campaign="Which campaign (this channel's if left out)")
    async def standings(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        """Show a campaign's standings, games played and running, and what comes next (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await campaigns.find(self.service, interaction.guild_id, interaction.channel_id, campaign)
        view = await campaigns.view(self.service, await campaigns.get(self.service, found, interaction.guild_id))
        message = present_campaign.summary_message(
            view, self.bot.campaigns.titles(), await errors.reader_of(interaction)
        )
        await interaction.edit_original_response(**message.edit_kwargs())

    @app_commands.command(name="history")
    @app_commands.guild_only()
    @app_commands.describe(campaign="Which campaign (this channel's if left out)")
    async def history(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        """List a campaign's finished games with places and points, latest first (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await campaigns.find(self.service, interaction.guild_id, interaction.channel_id, campaign)
        record, games, total = await campaigns.history(self.service, found, interaction.guild_id)
        reader = await errors.reader_of(interaction)
        text = present_campaign.history_message(record, games, total, self.bot.campaigns.titles(), reader)
        await interaction.edit_original_response(content=text)

    @app_commands.command(name="end")
    @app_commands.guild_only()
    @app_commands.describe(campaign="Which campaign (this channel's if left out)")
    async def end(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        """End the campaign now (its creator): the final standings are posted as an image."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await campaigns.find(self.service, interaction.guild_id, interaction.channel_id, campaign)
        view = await campaigns.end(self.service, found, interaction.user.id, interaction.guild_id)
        desk = self.bot.campaigns
        await desk.refresh_summary(view)
        await desk.finish(view)
        await answer(interaction, _("The campaign #{campaign} has ended.", campaign=view.record.id))

    @app_commands.command(name="leave")
    @app_commands.guild_only()
    @app_commands.describe(campaign="Which campaign (this channel's if left out)")
    async def leave(self, interaction: discord.Interaction, campaign: str | None = None) -> None:
        """Leave a campaign: your results stay and your running games go on; you are not scheduled again."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await campaigns.find(self.service, interaction.guild_id, interaction.channel_id, campaign)
        view = await campaigns.leave(self.service, found, interaction.user.id, interaction.guild_id)
        await self.bot.campaigns.refresh_message(view)
        await self.bot.campaigns.refresh_summary(view)
        await interaction.edit_original_response(
            content=say(present_campaign.LEFT, await errors.reader_of(interaction))
        )

    @new.autocomplete("game")
    @add.autocomplete("game")
    async def _game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await game_title_choices(self.bot, interaction, current)

    @add.autocomplete("campaign")
    @options.autocomplete("campaign")
    @schedule.autocomplete("campaign")
    @standings.autocomplete("campaign")
    @history.autocomplete("campaign")
    @end.autocomplete("campaign")
    @leave.autocomplete("campaign")
    async def _campaign_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        found = await campaigns.choices(self.service, interaction.guild_id, current)
        return [app_commands.Choice(name=label, value=value) for label, value in found]


async def setup(bot: GameBot) -> None:
    """Load the campaign cog."""
    await bot.add_cog(CampaignCog(bot))
