"""What no seat sees, in words: the lines a finished game's replay shows beside every seat's view (§10)."""

from collections.abc import Sequence

from engine.biblios.text.names import LABELS, plural
from engine.core import seat_ref

NOTHING = "none"


def _cards(card_ids: Sequence[str]) -> str:
    return ", ".join(LABELS[card] for card in card_ids) or NOTHING


def draw_pile(card_ids: Sequence[str]) -> str:
    """The draw pile in order (H1)."""
    return f"Draw pile ({plural(len(card_ids), 'card')}, top first): {_cards(card_ids)}"


def removed_face_down(card_ids: Sequence[str]) -> str:
    """The cards removed unseen at set-up (H2)."""
    return f"Removed face down at set-up: {_cards(card_ids)}"


def auction_pile(card_ids: Sequence[str]) -> str:
    """The auction pile in order (H8, H9)."""
    return f"Auction pile ({plural(len(card_ids), 'card')}, top first): {_cards(card_ids)}"


def face_down_discards(discards: Sequence[tuple[str, int]]) -> str:
    """The cards discarded face down, each with the seat that lost it (H15, H17)."""
    listed = ", ".join(f"{LABELS[card]} (from {seat_ref(seat)})" for card, seat in discards)
    return f"Discarded face down: {listed or NOTHING}"
