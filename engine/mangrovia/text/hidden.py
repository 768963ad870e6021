"""What no seat sees, in words: the lines a finished game's replay shows beside every seat's view (§9)."""

from collections.abc import Sequence

from engine.mangrovia.cards import CARD
from engine.mangrovia.text.names import plural, tile

NOTHING = "none"


def _cards(cards_top_first: Sequence[str]) -> str:
    return ", ".join(CARD[card].name for card in cards_top_first) or NOTHING


def valuables_pile(cards_top_first: Sequence[str]) -> str:
    """The valuables draw pile in order: "Valuables draw pile (30 cards, top first): 5, 2, 7"."""
    return f"Valuables draw pile ({plural(len(cards_top_first), 'card')}, top first): {_cards(cards_top_first)}"


def landscape_pile(cards_top_first: Sequence[str]) -> str:
    """The landscape draw pile in order: "Landscape draw pile (20 cards, top first): Water, Sand"."""
    return f"Landscape draw pile ({plural(len(cards_top_first), 'card')}, top first): {_cards(cards_top_first)}"


def bag(amulets: Sequence[int]) -> str:
    """The amulets in the bag (each draw takes one at random: no order): "Amulet bag (3 amulets, ...): 2, 3, 5"."""
    held = ", ".join(str(value) for value in sorted(amulets)) or NOTHING
    return f"Amulet bag ({plural(len(amulets), 'amulet')}, drawn at random): {held}"


def tiles_boxed(tiles: Sequence[str]) -> str:
    """The stone circle tiles in the box: those not laid out (never seen) and those used."""
    return f"Stone circle tiles in the box: {', '.join(tile(found) for found in tiles) or NOTHING}"
