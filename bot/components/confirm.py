"""Confirmation buttons for the irreversible commands: ``/game resign`` and ``/game abandon``."""

import re
from typing import Any

import discord

from bot.components import ids
from bot.components.base import Rebuilt
from bot.components.flows import flows as responder


class ConfirmButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.CONFIRM_TEMPLATE):
    """Confirms resigning from, or abandoning, a game; the callback checks who clicked again."""

    def __init__(self, item: discord.ui.Button[Any], game_id: int, verb: str) -> None:
        super().__init__(item, row=item.row)
        self.game_id = game_id
        self.verb = verb

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "ConfirmButton":
        """The button ``item`` whose custom id matched."""
        return cls(item, ids.game_of(match), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Resign or abandon."""
        await responder(interaction).confirm(interaction, self.game_id, self.verb, self.custom_id)
