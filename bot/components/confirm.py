"""Confirmation buttons for the irreversible commands: ``/game resign`` and ``/game abandon``."""

import re
from typing import Any

import discord

from bot.components import ids
from bot.components.flows import flows as responder

_LABELS = {"resign": "Yes, resign", "abandon": "Yes, abandon the game"}


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.CONFIRM_TEMPLATE):
    """Confirms resigning from, or abandoning, a game; the callback checks who clicked again."""

    def __init__(self, game_id: int, verb: str, *, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=_LABELS[verb], style=discord.ButtonStyle.danger, custom_id=ids.confirm_id(game_id, verb)
            ),
            row=row,
        )
        self.game_id = game_id
        self.verb = verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "ConfirmButton":
        """Rebuild the button from its custom id."""
        return cls(ids.game_of(match), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Resign or abandon."""
        await responder(interaction).confirm(interaction, self.game_id, self.verb, self.custom_id)
