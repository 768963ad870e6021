"""The one factory from component descriptions (``specs``) to discord.py items and views.

Each description becomes a plain discord.py button or select menu carrying its custom id,
wrapped in the dynamic item whose template matches that id, so the same class handles it
when it is clicked, after a restart too.
"""

from collections.abc import Sequence
from typing import Any

import discord

from bot.components.campaign import CampaignButton, CampaignOptionSelect
from bot.components.confirm import ConfirmButton
from bot.components.history import HistoryButton
from bot.components.lobby import LobbyButton, LobbyOptionSelect, LobbyPickSelect
from bot.components.replay import ReplayButton, ReplayViewSelect
from bot.components.specs import Button, Component, Form, Select
from bot.components.table import TableButton
from bot.components.turn import OptionButton, OptionSelect, PageButton, SetSelect, TurnButton, TypedButton
from bot.components.unknown import UnknownButton
from engine.core.words import fit
from i18n import say

DYNAMIC_ITEMS = (
    OptionButton,
    OptionSelect,
    PageButton,
    TypedButton,
    SetSelect,
    TurnButton,
    LobbyButton,
    LobbyOptionSelect,
    LobbyPickSelect,
    ConfirmButton,
    TableButton,
    ReplayButton,
    ReplayViewSelect,
    HistoryButton,
    CampaignButton,
    CampaignOptionSelect,
    UnknownButton,
)
"""Every dynamic item the client registers with ``add_dynamic_items``."""


def base_item(
    component: Component,
) -> discord.ui.Button[Any] | discord.ui.Select[Any] | discord.ui.UserSelect[Any]:
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
    if component.members:
        return discord.ui.UserSelect(
            custom_id=component.custom_id,
            placeholder=component.placeholder,
            min_values=1,
            max_values=component.count,
            row=component.row,
        )
    options = [
        discord.SelectOption(label=c.label, value=c.value, description=c.description, default=c.default)
        for c in component.choices
    ]
    return discord.ui.Select(
        custom_id=component.custom_id,
        options=options,
        placeholder=component.placeholder,
        min_values=component.count,
        max_values=component.count,
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


FORM_INPUT = "answer"  # the custom id of a form's one text box
TITLE_LIMIT = 45  # characters of a modal's title and of a text box's label (DISCORD.md)
EXAMPLE_LIMIT = 100  # characters of a text box's placeholder


def modal_of(form: Form, language: str = "en") -> discord.ui.Modal:
    """The modal of a form, with its one text box, in ``language`` (its words are the engine's texts, said there).

    It is stopped before it is sent, so discord.py does not keep it waiting: its submission is
    routed by its custom id (``bot/client.py``), like the components, and works after a restart.
    """
    title = fit(say(form.title, language), TITLE_LIMIT, language)
    modal = discord.ui.Modal(title=title, custom_id=form.custom_id, timeout=None)
    modal.add_item(
        discord.ui.TextInput(
            label=fit(say(form.question, language), TITLE_LIMIT, language),
            custom_id=FORM_INPUT,
            placeholder=fit(say(form.example, language), EXAMPLE_LIMIT, language) or None,
            max_length=200,
        )
    )
    modal.stop()
    return modal


def view_of(components: Sequence[Component]) -> discord.ui.View | None:
    """A persistent view of these components (None when there are none)."""
    if not components:
        return None
    view = discord.ui.View(timeout=None)
    for component in components:
        view.add_item(item_of(component))
    return view
