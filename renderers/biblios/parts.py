"""Pieces shared by the Biblios images: sizes, panels, seat chips, dice, piles and card grids.

Every image is ``WIDTH`` pixels wide, a phone's shape: a phone shows it about 400 pixels
wide, so the smallest text (``LABEL``, 15 pixels) shows at 10, and the layouts run down the
page rather than across it.
"""

from collections.abc import Sequence

from engine.biblios.views import CardFace
from i18n import _
from renderers.biblios.look import CATEGORIES, card_art, card_back
from renderers.kit import Box, Canvas, draw_card, draw_die, draw_tag, in_language, ink_on
from renderers.kit import palette as colours
from renderers.kit.badges import seat_chip  # noqa: F401  (re-exported for this game)

WIDTH = 600
MARGIN = 16
GAP = 14  # between sections
PAD = 14  # inside a panel
INNER = WIDTH - 2 * MARGIN  # the width of a panel
CARD_RATIO = 1.4  # height / width of a card

TITLE = 30
LARGE = 24
NAME = 24  # a seat's name: its badge's number is then 15 pixels or more
BODY = 20
SMALL = 16
LABEL = 15  # the smallest text: 15 * 400 / 600 = 10 pixels on a phone
TAG = 15
SECTION_TITLE = LABEL + 13  # the height of a section title and the space below it

SMALL_CARD = 60  # the narrowest card: its letter is 15 pixels high
CARD_GAP = 8


def panel(
    canvas: Canvas, box: Box, outline: colours.Colour = colours.LINE, fill: colours.Colour = colours.PANEL
) -> None:
    """A rounded panel on the table."""
    canvas.box(box, fill, outline, 2, radius=14)


def section_title(canvas: Canvas, x: float, y: float, text: str, width: float = INNER) -> float:
    """A small upper-case heading; returns the y below it."""
    canvas.text((x, y), in_language(text).upper(), LABEL, colours.MUTED, "la", bold=True, max_width=width)
    return y + SECTION_TITLE


def category_die(canvas: Canvas, x: float, y: float, index: int, value: int, side: float) -> float:
    """A die in its category's colour with the category glyph before it, from (x, y); returns the width used."""
    category = CATEGORIES[index]
    canvas.shape(category.glyph, (x + side * 0.32, y + side / 2), side * 0.32, category.colour, colours.INK, 1.5)
    left = x + side * 0.74
    draw_die(
        canvas, (left, y, left + side, y + side), value, category.colour, ink_on(category.colour), colours.INK, True
    )
    return side * 1.74


def pile(canvas: Canvas, x: float, middle: float, count: int, label: str, width: float) -> None:
    """A face-down pile: a small stack, its size in big type and its name beside it, centred on ``middle``."""
    card_width, card_height = 34, 48
    top = middle - card_height / 2 - 4
    layers = 3 if count > 1 else (1 if count == 1 else 0)
    if layers == 0:
        canvas.dashed_box((x + 4, top + 4, x + 4 + card_width, top + 4 + card_height), colours.LINE, 2, 6)
    for layer in range(layers):
        offset = (layers - 1 - layer) * 4
        draw_card(canvas, (x + offset, top + offset, x + offset + card_width, top + offset + card_height), card_back())
    text_x = x + card_width + 18
    canvas.text((text_x, middle - 2), str(count), LARGE + 4, colours.INK, "ls", bold=True)
    canvas.text((text_x, middle + 4), label, SMALL, colours.MUTED, "la", max_width=x + width - text_x)


def grid_rows(count: int, per_row: int) -> int:
    """How many rows ``count`` cells take at ``per_row`` a row."""
    return -(-count // per_row) if count else 0


def per_row(card_width: float, width: float, gap: float = CARD_GAP) -> int:
    """How many cards ``card_width`` wide fit side by side in ``width``."""
    return max(1, int((width + gap) // (card_width + gap)))


def grid_height(count: int, card_width: float, width: float, gap: float = CARD_GAP) -> float:
    """The height :func:`card_grid` draws for ``count`` cards."""
    rows = grid_rows(count, per_row(card_width, width, gap))
    return rows * (card_width * CARD_RATIO + gap) - gap if rows else 0.0


def card_grid(
    canvas: Canvas,
    x: float,
    y: float,
    cards: Sequence[CardFace],
    card_width: float,
    width: float,
    counts: Sequence[int] = (),
    gap: float = CARD_GAP,
) -> float:
    """Cards in rows from (x, y), as many a row as fit ``width``, never overlapping; returns the height used.

    ``counts`` (one per card) puts an "x2" tag on cards that stand for several equal ones.
    """
    across = per_row(card_width, width, gap)
    height = card_width * CARD_RATIO
    for index, card in enumerate(cards):
        left = x + (index % across) * (card_width + gap)
        top = y + (index // across) * (height + gap)
        draw_card(canvas, (left, top, left + card_width, top + height), card_art(card))
        if index < len(counts) and counts[index] > 1:
            draw_tag(canvas, (left + card_width - 30, top + height - 6), _("x{n}", n=counts[index]), TAG, colours.INK)
    return grid_height(len(cards), card_width, width, gap)
