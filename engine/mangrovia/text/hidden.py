"""What no seat sees, in words: the lines a finished game's replay shows beside every seat's view (§9)."""

from collections.abc import Sequence

from engine.mangrovia.text.names import card_name, commas, n_, number, tile
from i18n import Text, _


def valuables_pile(cards_top_first: Sequence[str]) -> Text:
    """The valuables draw pile in order: "Valuables draw pile (30 cards, top first): 5, 2, 7"."""
    return _("Valuables draw pile ({cards}, top first): {names}",
             cards=n_("{n} card", "{n} cards", len(cards_top_first)),
             names=commas([card_name(card) for card in cards_top_first]))  # fmt: skip


def landscape_pile(cards_top_first: Sequence[str]) -> Text:
    """The landscape draw pile in order: "Landscape draw pile (20 cards, top first): Water, Sand"."""
    return _("Landscape draw pile ({cards}, top first): {names}",
             cards=n_("{n} card", "{n} cards", len(cards_top_first)),
             names=commas([card_name(card) for card in cards_top_first]))  # fmt: skip


def bag(amulets: Sequence[int]) -> Text:
    """The amulets in the bag (each draw takes one at random: no order): "Amulet bag (3 amulets, ...): 2, 3, 5"."""
    return _("Amulet bag ({amulets}, drawn at random): {values}",
             amulets=n_("{n} amulet", "{n} amulets", len(amulets)),
             values=commas([number(value) for value in sorted(amulets)]))  # fmt: skip


def tiles_boxed(tiles: Sequence[str]) -> Text:
    """The stone circle tiles in the box: those not laid out (never seen) and those used."""
    return _("Stone circle tiles in the box: {tiles}", tiles=commas([tile(found) for found in tiles]))
