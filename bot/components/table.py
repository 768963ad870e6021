"""The table's buttons in the thread: votes on an overdue seat, granting more time, taking an open seat."""

import re
from typing import Any

import discord

from bot.components import ids
from bot.components.base import Rebuilt
from bot.components.flows import flows as responder


class TableButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.TABLE_TEMPLATE):
    """Skip, Expel, Grant a day or Take this seat; the flow checks who clicked and whether it still stands."""

    def __init__(self, item: discord.ui.Button[Any], game_id: int, seat: int, version: int, verb: str) -> None:
        super().__init__(item, row=item.row)
        self.game_id = game_id
        self.seat = seat
        self.version = version
        self.verb = verb

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "TableButton":
        """The button ``item`` whose custom id matched."""
        return cls(item, ids.game_of(match), ids.number(match, "seat"), ids.number(match, "version"), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Vote, grant or claim."""
        await responder(interaction).table_button(
            interaction, self.game_id, self.seat, self.version, self.verb, self.custom_id
        )
