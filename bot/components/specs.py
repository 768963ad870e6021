"""Components as plain descriptions: what the presentation returns, with no discord.py object in it.

``bot/present/`` describes a message's buttons and menus with these; the one factory
(``bot/components/factory.py``) turns them into discord.py items when the message is sent.
"""

from dataclasses import dataclass
from typing import Literal

Style = Literal["primary", "secondary", "success", "danger"]


@dataclass(frozen=True, slots=True)
class Choice:
    """One entry of a select menu."""

    label: str
    value: str
    description: str | None = None
    default: bool = False


@dataclass(frozen=True, slots=True)
class Button:
    """A button; its custom id says what it does (``bot/components/ids.py``)."""

    custom_id: str
    label: str
    style: Style = "secondary"
    row: int | None = None
    disabled: bool = False


@dataclass(frozen=True, slots=True)
class Select:
    """A select menu of ``count`` choices (one, usually); its custom id says what it does."""

    custom_id: str
    choices: tuple[Choice, ...]
    placeholder: str
    row: int | None = None
    count: int = 1  # how many choices are taken at once (a set choice: exactly this many)
    members: bool = False  # a menu of the server's members (a user select: no choices), up to ``count`` at once


@dataclass(frozen=True, slots=True)
class Form:
    """A one-field form (a modal) that a button opens: its custom id, title and text box."""

    custom_id: str
    title: str
    question: str
    example: str = ""
    hint: str = ""


Component = Button | Select
