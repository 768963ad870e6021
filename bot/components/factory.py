"""The one factory from component descriptions (``specs``) to discord.py items and views.

Each description becomes a plain discord.py button or select menu carrying its custom id,
wrapped in the dynamic item whose template matches that id, so the same class handles it
when it is clicked, after a restart too.
"""

from collections.abc import Sequence
from typing import Any

import discord

from bot.components.confirm import ConfirmButton
from bot.components.lobby import LobbyButton, LobbyOptionSelect
from bot.components.specs import Button, Component, Select
from bot.components.turn import OptionButton, OptionSelect, PageButton, TurnButton
from bot.components.unknown import UnknownButton

DYNAMIC_ITEMS = (
    OptionButton,
    OptionSelect,
    PageButton,
    TurnButton,
    LobbyButton,
    LobbyOptionSelect,
    ConfirmButton,
    UnknownButton,
)
"""Every dynamic item the client registers with ``add_dynamic_items``."""


def base_item(component: Component) -> discord.ui.Button[Any] | discord.ui.Select[Any]:
    """The plain discord.py item of a description."""
    if isinstance(component, Button):
        return discord.ui.Button(
            custom_id=component.custom_id,
            label=component.label,
            style=discord.ButtonStyle[component.style],
            disabled=component.disabled,
            row=component.row,
        )
    assert isinstance(component, Select)
    options = [
        discord.SelectOption(label=c.label, value=c.value, description=c.description, default=c.default)
        for c in component.choices
    ]
    return discord.ui.Select(
        custom_id=component.custom_id,
        options=options,
        placeholder=component.placeholder,
        min_values=1,
        max_values=1,
        row=component.row,
    )


def item_of(component: Component) -> discord.ui.Item[Any]:
    """The dynamic item that handles a description's custom id, around its plain item."""
    base = base_item(component)
    for cls in DYNAMIC_ITEMS:
        match = cls.__discord_ui_compiled_template__.fullmatch(component.custom_id)
        if match:
            return cls.around(base, match)
    raise AssertionError(f"no dynamic item handles {component.custom_id!r}")  # UnknownButton takes any id


def view_of(components: Sequence[Component]) -> discord.ui.View | None:
    """A persistent view of these components (None when there are none)."""
    if not components:
        return None
    view = discord.ui.View(timeout=None)
    for component in components:
        view.add_item(item_of(component))
    return view
