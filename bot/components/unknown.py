"""An answer for a custom id that matches none of the current templates (issue 8, item 3).

Discord only sends ids that are on a message, but a modified client can send anything, and a
button of a future version could reach an older bot: without this item discord.py would drop
the interaction silently and leave the member on "This interaction failed".
"""

import re
from typing import Any

import discord

from bot.components import ids
from bot.components.base import Rebuilt
from bot.components.flows import flows as responder


class UnknownButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.UNKNOWN_TEMPLATE):
    """Any id that no other item takes: says so, changes nothing."""

    def __init__(self, item: discord.ui.Button[Any]) -> None:
        super().__init__(item, row=item.row)

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "UnknownButton":
        """The component ``item`` (whatever it is) whose custom id no other item takes."""
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        """Answer ephemerally; nothing is read or written."""
        await responder(interaction).unknown(interaction)
