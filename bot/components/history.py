"""The page buttons of ``/game history`` (Newer / Older), working after a restart too."""

import re
from typing import Any

import discord

from bot.components import ids
from bot.components.base import Rebuilt
from bot.components.flows import flows as responder


class HistoryButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.HISTORY_TEMPLATE):
    """Shows another page of a member's game history in place."""

    def __init__(self, item: discord.ui.Button[Any], user_id: int, page: int) -> None:
        super().__init__(item, row=item.row)
        self.user_id = user_id
        self.page = page

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "HistoryButton":
        """The button ``item`` whose custom id matched."""
        return cls(item, ids.user_of(match), ids.number(match, "page"))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Show that page."""
        await responder(interaction).history_page(interaction, self.user_id, self.page, self.custom_id)
