"""Message components that survive restarts: ``discord.ui.DynamicItem`` templates over our custom ids.

The presentation describes components plainly (``specs``); ``factory`` makes them discord.py items.
"""

from bot.components.campaign import CampaignButton, CampaignOptionSelect
from bot.components.confirm import ConfirmButton
from bot.components.factory import DYNAMIC_ITEMS, item_of, view_of
from bot.components.history import HistoryButton
from bot.components.lobby import LobbyButton, LobbyOptionSelect
from bot.components.replay import ReplayButton, ReplayViewSelect
from bot.components.table import TableButton
from bot.components.turn import OptionButton, OptionSelect, PageButton, SetSelect, TurnButton, TypedButton
from bot.components.unknown import UnknownButton

__all__ = [
    "DYNAMIC_ITEMS",
    "CampaignButton",
    "CampaignOptionSelect",
    "ConfirmButton",
    "HistoryButton",
    "LobbyButton",
    "LobbyOptionSelect",
    "OptionButton",
    "OptionSelect",
    "PageButton",
    "ReplayButton",
    "ReplayViewSelect",
    "SetSelect",
    "TableButton",
    "TurnButton",
    "TypedButton",
    "UnknownButton",
    "item_of",
    "view_of",
]
