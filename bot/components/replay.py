"""A finished game's replay: the step buttons and the menu of views (issue 14, "Replays").

Stateless: each id says the game, the step to show and the view (the board, or a seat's private
view), so the buttons work after a restart and from any copy of the message.
"""

import re
from typing import Any

import discord

from bot.components import ids
from bot.components.base import Rebuilt
from bot.components.flows import flows as responder
from bot.components.turn import selected_values


class ReplayButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.REPLAY_TEMPLATE):
    """First, Back, Next, Last (show that step) or Jump (a form asking the move number)."""

    def __init__(self, item: discord.ui.Button[Any], game_id: int, step: int, view: int, verb: str) -> None:
        super().__init__(item, row=item.row)
        self.game_id = game_id
        self.step = step
        self.shown_view = view
        self.verb = verb

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "ReplayButton":
        """The button ``item`` whose custom id matched."""
        return cls(item, ids.game_of(match), ids.number(match, "step"), ids.number(match, "view"), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Show the step, or open the jump form."""
        if self.verb == "jump":
            await responder(interaction).replay_form(interaction, self.game_id, self.shown_view, self.custom_id)
        else:
            await responder(interaction).replay_step(
                interaction, self.game_id, self.step, self.shown_view, self.custom_id
            )


class ReplayViewSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.REPLAY_VIEW_TEMPLATE):
    """The menu switching between the board and each seat's private view, at one step."""

    def __init__(self, item: discord.ui.Select[Any], game_id: int, step: int) -> None:
        super().__init__(item, row=item.row)
        self.game_id = game_id
        self.step = step

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "ReplayViewSelect":
        """The menu ``item`` whose custom id matched."""
        return cls(item, ids.game_of(match), ids.number(match, "step"))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Show the chosen view of this step (a forged value reads as no view)."""
        values = selected_values(interaction)
        view = ids.number_of(values[0]) if len(values) == 1 else ids.OUT_OF_RANGE
        await responder(interaction).replay_step(interaction, self.game_id, self.step, view, self.custom_id)
