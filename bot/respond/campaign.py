"""The campaign flow's answers: a campaign message's components, handed to the campaign desk (``bot/campaigns.py``)."""

import logging
from typing import Protocol

import discord

from bot.respond.answering import Answering

log = logging.getLogger(__name__)


class CampaignFlows(Protocol):
    """What a campaign message's components need (``bot/campaigns.py``'s ``CampaignDesk`` has it)."""

    async def button(self, interaction: discord.Interaction, campaign_id: int, verb: str, custom_id: str) -> None:
        """Join or Leave."""

    async def option(
        self, interaction: discord.Interaction, campaign_id: int, title: int, option: int, choice: int, custom_id: str
    ) -> None:
        """A title's option chosen."""


class CampaignResponses(Answering):
    """A campaign message's Join / Leave and title options."""

    campaigns: CampaignFlows | None  # the campaign desk, when the bot runs campaigns

    async def campaign_button(
        self, interaction: discord.Interaction, campaign_id: int, verb: str, custom_id: str
    ) -> None:
        """Join or Leave on a campaign message (bot/campaigns.py)."""
        if self.campaigns is None:
            await self.unknown(interaction)
            return
        await self.campaigns.button(interaction, campaign_id, verb, custom_id)

    async def campaign_option(
        self, interaction: discord.Interaction, campaign_id: int, title: int, option: int, choice: int, custom_id: str
    ) -> None:
        """A campaign title's option chosen (bot/campaigns.py)."""
        if self.campaigns is None:
            await self.unknown(interaction)
            return
        await self.campaigns.option(interaction, campaign_id, title, option, choice, custom_id)
