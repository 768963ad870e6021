"""The piles sheet of the public picture: how many cards each pile holds and every face-up discard (H4, §7.2).

Sent after the main image, so the board stays short enough for a phone: the four piles in
a grid, then the face-up discards, equal cards stacked with a count, in the order they
were discarded, all of them (the sheet grows a row at a time).
"""

from collections.abc import Sequence

from engine.biblios.views import CardFace, PublicView
from i18n import _
from renderers.biblios.board import HEADER_HEIGHT, header
from renderers.biblios.look import PALETTE
from renderers.biblios.parts import (
    GAP,
    INNER,
    MARGIN,
    PAD,
    SECTION_TITLE,
    SMALL,
    SMALL_CARD,
    WIDTH,
    card_grid,
    grid_height,
    panel,
    pile,
    section_title,
)
from renderers.kit import Canvas, drawn
from renderers.kit import palette as colours

_PILE_ROW = 62
_PILES_PANEL = 2 * _PILE_ROW + 2 * 8
_DISCARD_GAP = 10  # room for a count tag below each card
_NONE = 30  # "None yet." in place of the discards


def render_piles(view: PublicView) -> bytes:
    """The piles and face-up discards, as PNG bytes, from the public view."""
    if not isinstance(view, PublicView):
        raise TypeError(f"render_piles needs a PublicView, not {type(view).__name__}")

    def paint(canvas: Canvas) -> float:
        y = header(canvas, view, _("BIBLIOS \u00b7 PILES"))
        y = _piles(canvas, view, y)
        y = _discards(canvas, view.face_up_discards, y)
        return y + MARGIN - GAP

    return drawn(WIDTH, piles_height(view), colours.PAPER, paint).png(PALETTE)


def piles_height(view: PublicView) -> float:
    """The height :func:`render_piles` draws."""
    groups = discard_groups(view.face_up_discards)
    discards = grid_height(len(groups), SMALL_CARD, INNER, _DISCARD_GAP) if groups else _NONE
    return HEADER_HEIGHT + SECTION_TITLE + _PILES_PANEL + GAP + SECTION_TITLE + discards + GAP + MARGIN - GAP


def discard_groups(cards: Sequence[CardFace]) -> list[list[CardFace]]:
    """Equal face-up discards together, in the order they were discarded."""
    groups: dict[str, list[CardFace]] = {}
    for card in cards:
        groups.setdefault(f"{card.kind}|{card.category}|{card.value}|{card.letter}|{card.label}", []).append(card)
    return list(groups.values())


def _piles(canvas: Canvas, view: PublicView, y: float) -> float:
    y = section_title(canvas, MARGIN, y, _("Piles"))
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + _PILES_PANEL))
    piles = (
        (view.draw_pile, _("Draw pile")),
        (view.auction_pile, _("Auction pile")),
        (view.discard_pile, _("Discards ({n} face up)", n=len(view.face_up_discards))),
        (view.removed_face_down, _("Removed at setup")),
    )
    cell = (INNER - 2 * PAD) / 2
    for index, (count, label) in enumerate(piles):
        x = MARGIN + PAD + (index % 2) * cell
        middle = y + 8 + (index // 2) * _PILE_ROW + _PILE_ROW / 2
        pile(canvas, x, middle, count, label, cell - 8)
    return y + _PILES_PANEL + GAP


def _discards(canvas: Canvas, cards: tuple[CardFace, ...], y: float) -> float:
    y = section_title(canvas, MARGIN, y, _("Face-up discards ({n})", n=len(cards)))
    groups = discard_groups(cards)
    if not groups:
        canvas.text((MARGIN, y + 4), _("None yet."), SMALL, colours.MUTED, "la")
        return y + _NONE + GAP
    firsts = [group[0] for group in groups]
    counts = [len(group) for group in groups]
    return y + card_grid(canvas, MARGIN, y, firsts, SMALL_CARD, INNER, counts, _DISCARD_GAP) + GAP
