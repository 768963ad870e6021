"""A decision's options as components, and the "Take your turn" button (DESIGN.md "Bot": turn panel).

Each item carries game, state version and seat in its custom id (``bot/components/ids.py``),
so it keeps working after a restart and a stale one is recognised. ``from_custom_id`` only
parses; the callbacks hand over to the bot's :class:`~bot.respond.Responder`, which defers
first, checks who clicked against the game (a database read, and a refusal shows the
current panel, a render), and answers every refusal ephemerally itself.
"""

import re
from typing import Any, cast

import discord

from bot import parse
from bot.components import ids
from bot.components.flows import flows as responder
from bot.components.ids import ChoiceRef


class OptionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.OPTION_TEMPLATE):
    """One option of a seat's decision, as a button."""

    def __init__(self, ref: ChoiceRef, label: str, *, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=ids.option_id(ref.game, ref.version, ref.seat, ref.number),
            ),
            row=row,
        )
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "OptionButton":
        """Rebuild the button from its custom id (no database, no errors)."""
        return cls(ids.choice_ref(match, "index"), getattr(item, "label", None) or "Choose")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Take this option."""
        await responder(interaction).take_choice(interaction, self.ref, self.ref.number, self.custom_id)


class OptionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=ids.SELECT_TEMPLATE):
    """One page (at most 25) of a seat's options, as a select menu whose values are option indices."""

    def __init__(
        self, ref: ChoiceRef, options: list[discord.SelectOption], placeholder: str, *, row: int | None = None
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=ids.select_id(ref.game, ref.version, ref.seat, ref.number),
                options=options,
                placeholder=placeholder,
                min_values=1,
                max_values=1,
            ),
            row=row,
        )
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "OptionSelect":
        """Rebuild the select menu from its custom id and the received component."""
        options = list(getattr(item, "options", None) or [discord.SelectOption(label="Choose", value="0")])
        return cls(ids.choice_ref(match, "page"), options, getattr(item, "placeholder", None) or "Choose")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Take the option whose index was selected."""
        values = selected_values(interaction)
        index = parse.small_int(values[0]) if len(values) == 1 else None
        index = -1 if index is None else index
        await responder(interaction).take_choice(interaction, self.ref, index, self.custom_id)


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.PAGE_TEMPLATE):
    """Shows another page of a decision's options in the clicker's turn panel."""

    def __init__(self, ref: ChoiceRef, label: str, *, disabled: bool = False, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=ids.page_id(ref.game, ref.version, ref.seat, ref.number),
                disabled=disabled,
            ),
            row=row,
        )
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "PageButton":
        """Rebuild the page button from its custom id."""
        return cls(ids.choice_ref(match, "page"), getattr(item, "label", None) or "More")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Show the page in the turn panel."""
        await responder(interaction).show_page(interaction, self.ref, self.custom_id)


class TurnButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ids.TURN_TEMPLATE):
    """The "Take your turn" button: opens the clicker's ephemeral turn panel for this game."""

    def __init__(self, game_id: int, *, row: int | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label="Take your turn", style=discord.ButtonStyle.primary, custom_id=ids.turn_id(game_id)
            ),
            row=row,
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "TurnButton":
        """Rebuild the button from its custom id."""
        return cls(ids.game_of(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Open the turn panel."""
        await responder(interaction).open_panel(interaction, self.game_id, self.custom_id)


def selected_values(interaction: discord.Interaction) -> list[str]:
    """The values a select-menu interaction carries."""
    data = cast(dict[str, Any], interaction.data or {})
    return [str(value) for value in data.get("values", [])]
