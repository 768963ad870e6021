"""What the components hand their clicks to: the bot's interaction flows, as a protocol.

The components know the flows only by this shape (``bot/respond/``'s ``Responder`` has it),
so they import nothing of the presentation or the flows: the bot package has no import circle.
"""

from typing import Protocol, cast

import discord

from bot.components.ids import ChoiceRef


class Flows(Protocol):
    """The interaction flows a component's callback calls."""

    async def take_choice(self, interaction: discord.Interaction, ref: ChoiceRef, index: int, custom_id: str) -> None:
        """A click on an option of ``ref``'s decision."""

    async def take_set(
        self, interaction: discord.Interaction, ref: ChoiceRef, indices: list[int], custom_id: str
    ) -> None:
        """A set chosen in the multi-select menu of ``ref``'s decision (item indices)."""

    async def open_form(self, interaction: discord.Interaction, ref: ChoiceRef, custom_id: str) -> None:
        """A click on a typed answer's button: its form."""

    async def show_page(self, interaction: discord.Interaction, ref: ChoiceRef, custom_id: str) -> None:
        """Another page of a decision's options."""

    async def open_panel(self, interaction: discord.Interaction, game_id: int, custom_id: str | None = None) -> None:
        """The clicker's turn panel."""

    async def lobby_button(self, interaction: discord.Interaction, game_id: int, verb: str, custom_id: str) -> None:
        """Join, Leave or Start."""

    async def lobby_option(
        self, interaction: discord.Interaction, game_id: int, option: int, choice: int, custom_id: str
    ) -> None:
        """A game option chosen in the lobby."""

    async def lobby_pick(self, interaction: discord.Interaction, game_id: int, verb: str, values: list[str]) -> None:
        """A seat colour picked, or members invited, in the lobby."""

    async def confirm(self, interaction: discord.Interaction, game_id: int, verb: str, custom_id: str) -> None:
        """A confirmed resignation or abandonment."""

    async def replay_step(
        self, interaction: discord.Interaction, game_id: int, step: int, view: int, custom_id: str
    ) -> None:
        """Show a step of a finished game's replay, in a view (0: the board; s + 1: seat s's private view)."""

    async def replay_form(self, interaction: discord.Interaction, game_id: int, view: int, custom_id: str) -> None:
        """Open the replay's "Jump to a move" form."""

    async def history_page(self, interaction: discord.Interaction, user_id: int, page: int, custom_id: str) -> None:
        """Another page of a member's game history."""

    async def campaign_button(
        self, interaction: discord.Interaction, campaign_id: int, verb: str, custom_id: str
    ) -> None:
        """Join or Leave a campaign."""

    async def campaign_option(
        self, interaction: discord.Interaction, campaign_id: int, title: int, option: int, choice: int, custom_id: str
    ) -> None:
        """A campaign title's game option or table setting chosen."""

    async def unknown(self, interaction: discord.Interaction) -> None:
        """A custom id no component has."""


def flows(interaction: discord.Interaction) -> Flows:
    """The flows of the bot that received ``interaction``."""
    return cast(Flows, interaction.client.responder)  # type: ignore[attr-defined]
