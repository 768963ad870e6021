"""The lobby's Join / Leave / Start buttons and its game-option select menus (issue: ``/game new``)."""

import re
from typing import Any

import discord

from bot import parse
from bot.components import ids
from bot.components.base import Rebuilt
from bot.components.flows import flows as responder
from bot.components.turn import selected_values


class LobbyButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.LOBBY_TEMPLATE):
    """Join, Leave or Start a game in its lobby."""

    def __init__(self, item: discord.ui.Button[Any], game_id: int, verb: str) -> None:
        super().__init__(item, row=item.row)
        self.game_id = game_id
        self.verb = verb

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "LobbyButton":
        """The button ``item`` whose custom id matched."""
        return cls(item, ids.game_of(match), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Join, leave or start."""
        await responder(interaction).lobby_button(interaction, self.game_id, self.verb, self.custom_id)


class LobbyOptionSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.LOBBY_OPTION_TEMPLATE):
    """Choices of game options, for the creator; each value is ``"{option}:{choice}"`` (indices)."""

    def __init__(self, item: discord.ui.Select[Any], game_id: int) -> None:
        super().__init__(item, row=item.row)
        self.game_id = game_id

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "LobbyOptionSelect":
        """The menu ``item`` whose custom id matched."""
        return cls(item, ids.game_of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Set the chosen game option."""
        values = selected_values(interaction)
        option, _, choice = (values[0] if len(values) == 1 else "").partition(":")
        number, picked = parse.small_int(option), parse.small_int(choice)
        chosen = (-1, -1) if number is None or picked is None else (number, picked)
        await responder(interaction).lobby_option(interaction, self.game_id, *chosen, self.custom_id)


class LobbyPickSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.LOBBY_PICK_TEMPLATE):
    """The lobby's menu of seat colours (a player picks theirs) or of members to invite (the creator's)."""

    def __init__(self, item: discord.ui.Select[Any], game_id: int, verb: str) -> None:
        super().__init__(item, row=item.row)
        self.game_id = game_id
        self.verb = verb

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "LobbyPickSelect":
        """The menu ``item`` whose custom id matched."""
        return cls(item, ids.game_of(match), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Pick the colour, or invite the members chosen."""
        await responder(interaction).lobby_pick(interaction, self.game_id, self.verb, selected_values(interaction))
