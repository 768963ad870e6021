"""A decision's options as components, and the "Take your turn" button (DESIGN.md "Bot": turn panel).

Each item carries game, state version and seat in its custom id (``bot/components/ids.py``),
so it keeps working after a restart and a stale one is recognised. An item wraps the plain
discord.py button or menu it was sent as (or received as): ``around`` only parses the id; the
callbacks hand over to the bot's flows (``bot/components/flows.py``), which defer first, check
who clicked against the game and answer every refusal ephemerally themselves.
"""

import re
from typing import Any, cast

import discord

from bot import parse
from bot.components import ids
from bot.components.base import Rebuilt
from bot.components.flows import flows as responder


class OptionButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.OPTION_TEMPLATE):
    """One option of a seat's decision, as a button."""

    def __init__(self, item: discord.ui.Button[Any], ref: ids.ChoiceRef) -> None:
        super().__init__(item, row=item.row)
        self.ref = ref

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "OptionButton":
        """The button ``item`` whose custom id matched (no database, no errors)."""
        return cls(item, ids.choice_ref(match, "index"))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Take this option."""
        await responder(interaction).take_choice(interaction, self.ref, self.ref.number, self.custom_id)


class OptionSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.SELECT_TEMPLATE):
    """One page (at most 25) of a seat's options, as a select menu whose values are option indices."""

    def __init__(self, item: discord.ui.Select[Any], ref: ids.ChoiceRef) -> None:
        super().__init__(item, row=item.row)
        self.ref = ref

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "OptionSelect":
        """The menu ``item`` whose custom id matched."""
        return cls(item, ids.choice_ref(match, "page"))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Take the option whose index was selected."""
        values = selected_values(interaction)
        index = parse.small_int(values[0]) if len(values) == 1 else None
        index = -1 if index is None else index
        await responder(interaction).take_choice(interaction, self.ref, index, self.custom_id)


class PageButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.PAGE_TEMPLATE):
    """Shows another page of a decision's options in the clicker's turn panel."""

    def __init__(self, item: discord.ui.Button[Any], ref: ids.ChoiceRef) -> None:
        super().__init__(item, row=item.row)
        self.ref = ref

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "PageButton":
        """The page button ``item`` whose custom id matched."""
        return cls(item, ids.choice_ref(match, "page"))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Show the page in the turn panel."""
        await responder(interaction).show_page(interaction, self.ref, self.custom_id)


class TypedButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.TYPED_TEMPLATE):
    """Opens the form of one typed answer of a seat's decision ("Other amount…", "Place grey star…")."""

    def __init__(self, item: discord.ui.Button[Any], ref: ids.ChoiceRef) -> None:
        super().__init__(item, row=item.row)
        self.ref = ref

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "TypedButton":
        """The button ``item`` whose custom id matched."""
        return cls(item, ids.choice_ref(match, "index"))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Open the form."""
        await responder(interaction).open_form(interaction, self.ref, self.custom_id)


class SetSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.SET_TEMPLATE):
    """A decision's set choice as one multi-select menu: its values are the indices of the chosen items."""

    def __init__(self, item: discord.ui.Select[Any], ref: ids.ChoiceRef) -> None:
        super().__init__(item, row=item.row)
        self.ref = ref

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "SetSelect":
        """The menu ``item`` whose custom id matched."""
        return cls(item, ids.choice_ref(match, None))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Take the chosen set (an unreadable value becomes an index that matches nothing)."""
        indices = [parse.small_int(value) for value in selected_values(interaction)]
        chosen = [-1 if index is None else index for index in indices]
        await responder(interaction).take_set(interaction, self.ref, chosen, self.custom_id)


class TurnButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.TURN_TEMPLATE):
    """The "Take your turn" button: opens the clicker's ephemeral turn panel for this game."""

    def __init__(self, item: discord.ui.Button[Any], game_id: int) -> None:
        super().__init__(item, row=item.row)
        self.game_id = game_id

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> "TurnButton":
        """The button ``item`` whose custom id matched."""
        return cls(item, ids.game_of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Open the turn panel."""
        await responder(interaction).open_panel(interaction, self.game_id, self.custom_id)


def selected_values(interaction: discord.Interaction) -> list[str]:
    """The values a select-menu interaction carries."""
    data = cast(dict[str, Any], interaction.data or {})
    return [str(value) for value in data.get("values", [])]
