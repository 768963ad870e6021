"""What no seat sees, in words: the lines a finished game's replay shows beside every seat's view (§10)."""

from collections.abc import Sequence

from engine.biblios.text.names import LABELS, commas
from engine.core import seat_ref
from i18n import Text, _, n_

NOTHING = _("none")


def _cards(card_ids: Sequence[str]) -> str:
    return commas([LABELS[card] for card in card_ids]) or NOTHING


def draw_pile(card_ids: Sequence[str]) -> Text:
    """The draw pile in order (H1)."""
    return n_(
        "Draw pile ({n} card, top first): {cards}",
        "Draw pile ({n} cards, top first): {cards}",
        len(card_ids),
        cards=_cards(card_ids),
    )


def removed_face_down(card_ids: Sequence[str]) -> Text:
    """The cards removed unseen at set-up (H2)."""
    return _("Removed face down at set-up: {cards}", cards=_cards(card_ids))


def auction_pile(card_ids: Sequence[str]) -> Text:
    """The auction pile in order (H8, H9)."""
    return n_(
        "Auction pile ({n} card, top first): {cards}",
        "Auction pile ({n} cards, top first): {cards}",
        len(card_ids),
        cards=_cards(card_ids),
    )


def face_down_discards(discards: Sequence[tuple[str, int]]) -> Text:
    """The cards discarded face down, each with the seat that lost it (H15, H17)."""
    cards = commas([_("{card} (from {player})", card=LABELS[card], player=seat_ref(seat)) for card, seat in discards])
    return _("Discarded face down: {cards}", cards=cards or NOTHING)
