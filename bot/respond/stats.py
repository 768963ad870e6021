"""The stats flow's answers: a page of ``/game history`` turned."""

import logging

import discord

from bot import errors
from bot.present import stats as present_stats
from bot.refusals import Refusal
from bot.respond.answering import Answering, in_panel
from bot.service import stats
from i18n import _

log = logging.getLogger(__name__)


class StatsResponses(Answering):
    """The history's page buttons."""

    async def history_page(self, interaction: discord.Interaction, user_id: int, page: int, custom_id: str) -> None:
        """A Newer / Older click on a ``/game history`` list: that page, in place (refused as the command is)."""
        try:
            await self.defer(interaction, update=in_panel(interaction))
            if interaction.guild_id is None:
                raise Refusal(_("Game histories are kept per server: use this in a server."))
            found = await stats.history(self.service, interaction.guild_id, interaction.user.id, user_id, page)
            await self.show(interaction, present_stats.history_message(found, await errors.reader_of(interaction)))
        except Exception as error:
            await errors.report(interaction, error, errors.Where(None, None, custom_id))
