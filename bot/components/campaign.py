"""A campaign message's Join / Leave buttons and its titles' option menus (issue 14 "Campaigns")."""

import re
from typing import Any

import discord

from bot import parse
from bot.components import ids
from bot.components.base import Rebuilt
from bot.components.flows import flows
from bot.components.turn import selected_values


class CampaignButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.CAMPAIGN_TEMPLATE):
    """Join or leave a campaign."""

    def __init__(self, item: discord.ui.Button[Any], campaign_id: int, verb: str) -> None:
        super().__init__(item, row=item.row)
        self.campaign_id = campaign_id
        self.verb = verb

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "CampaignButton":
        """The button ``item`` whose custom id matched."""
        return cls(item, ids.campaign_of(match), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Join or leave."""
        await flows(interaction).campaign_button(interaction, self.campaign_id, self.verb, self.custom_id)


class CampaignOptionSelect(
    Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.CAMPAIGN_OPTION_TEMPLATE
):
    """A menu of a campaign title's options, for the creator; each value is ``"{option}:{choice}"`` (indices)."""

    def __init__(self, item: discord.ui.Select[Any], campaign_id: int, title: int) -> None:
        super().__init__(item, row=item.row)
        self.campaign_id = campaign_id
        self.title = title

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "CampaignOptionSelect":
        """The menu ``item`` whose custom id matched."""
        return cls(item, ids.campaign_of(match), ids.number(match, "title"))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Set the chosen option of that title."""
        values = selected_values(interaction)
        option, _, choice = (values[0] if len(values) == 1 else "").partition(":")
        number, picked = parse.small_int(option), parse.small_int(choice)
        chosen = (-1, -1) if number is None or picked is None else (number, picked)
        await flows(interaction).campaign_option(interaction, self.campaign_id, self.title, *chosen, self.custom_id)
