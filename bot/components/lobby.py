"""The lobby's Join / Leave / Start buttons and its game-option select menus (issue: ``/game new``)."""

import re
from typing import Any

import discord

from bot import parse
from bot.components import ids
from bot.components.flows import flows as responder
from bot.components.turn import selected_values

_LOBBY_BUTTONS = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
}


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.LOBBY_TEMPLATE):
    """Join, Leave or Start a game in its lobby."""

    def __init__(self, game_id: int, verb: str, *, row: int | None = None) -> None:
        label, style = _LOBBY_BUTTONS[verb]
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=ids.lobby_id(game_id, verb)), row=row)
        self.game_id = game_id
        self.verb = verb

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "LobbyButton":
        """Rebuild the button from its custom id."""
        return cls(ids.game_of(match), match["verb"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Join, leave or start."""
        await responder(interaction).lobby_button(interaction, self.game_id, self.verb, self.custom_id)


class LobbyOptionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.LOBBY_OPTION_TEMPLATE):
    """Choices of game options, for the creator; each value is ``"{option}:{choice}"`` (indices)."""

    def __init__(
        self,
        game_id: int,
        number: int,
        options: list[discord.SelectOption],
        placeholder: str,
        *,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=ids.lobby_option_id(game_id, number),
                options=options,
                placeholder=placeholder,
                min_values=1,
                max_values=1,
            ),
            row=row,
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "LobbyOptionSelect":
        """Rebuild the select menu from its custom id and the received component."""
        options = list(getattr(item, "options", None) or [discord.SelectOption(label="Option", value="0:0")])
        return cls(
            ids.game_of(match), ids.number(match, "number"), options, getattr(item, "placeholder", None) or "Option"
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        """Set the chosen game option."""
        values = selected_values(interaction)
        option, _, choice = (values[0] if len(values) == 1 else "").partition(":")
        number, picked = parse.small_int(option), parse.small_int(choice)
        chosen = (-1, -1) if number is None or picked is None else (number, picked)
        await responder(interaction).lobby_option(interaction, self.game_id, *chosen, self.custom_id)
