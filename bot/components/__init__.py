"""Message components that survive restarts: ``discord.ui.DynamicItem`` templates over our custom ids."""

from bot.components.confirm import ConfirmButton
from bot.components.lobby import LobbyButton, LobbyOptionSelect
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

__all__ = [
    "DYNAMIC_ITEMS",
    "ConfirmButton",
    "LobbyButton",
    "LobbyOptionSelect",
    "OptionButton",
    "OptionSelect",
    "PageButton",
    "TurnButton",
    "UnknownButton",
]
