"""Pieces shared by the Biblios board and hand images: sizes, panels, seat chips, dice, piles, card rows."""

from collections.abc import Sequence

from engine.biblios.views import CardFace
from renderers.biblios.look import CATEGORIES, card_art, card_back
from renderers.kit import Box, Canvas, draw_card, draw_die, ink_on, printable, text_width
from renderers.kit import palette as colours
from renderers.kit.badges import seat_chip  # noqa: F401  (re-exported for this game)

WIDTH = 1400
MARGIN = 36
GAP = 20
CARD_RATIO = 1.4  # height / width of a card

TITLE = 46
LARGE = 36
BODY = 30
SMALL = 26
SECTION_TITLE = SMALL + 12  # the height of a section title and the space below it


def panel(
    canvas: Canvas, box: Box, outline: colours.Colour = colours.LINE, fill: colours.Colour = colours.PANEL
) -> None:
    """A rounded panel on the table."""
    canvas.box(box, fill, outline, 2, radius=18)


def section_title(canvas: Canvas, x: float, y: float, text: str, width: float = WIDTH - 2 * MARGIN) -> float:
    """A small upper-case heading; returns the y below it."""
    canvas.text((x, y), text.upper(), SMALL, colours.MUTED, "la", bold=True, max_width=width)
    return y + SECTION_TITLE


def category_die(canvas: Canvas, x: float, y: float, index: int, value: int, side: float) -> None:
    """A small die in its category's colour with the category glyph beside it: glyph at x, die after it."""
    category = CATEGORIES[index]
    canvas.shape(category.glyph, (x + side * 0.32, y + side / 2), side * 0.32, category.colour, colours.INK, 1.5)
    left = x + side * 0.74
    draw_die(
        canvas, (left, y, left + side, y + side), value, category.colour, ink_on(category.colour), colours.INK, True
    )


def pile(canvas: Canvas, x: float, y: float, count: int, label: str) -> float:
    """A face-down pile: a small stack, its size in big type and its name; returns the width used."""
    width, height = 46, 64
    layers = 3 if count > 1 else (1 if count == 1 else 0)
    if layers == 0:
        canvas.dashed_box((x + 8, y + 8, x + 8 + width, y + 8 + height), colours.LINE, 2, 8)
    for layer in range(layers):
        offset = (layers - 1 - layer) * 4
        draw_card(canvas, (x + offset, y + offset, x + offset + width, y + offset + height), card_back())
    number_x = x + width + 24
    drawn = canvas.text((number_x, y + 2), str(count), 44, colours.INK, "la", bold=True)
    canvas.text((number_x, y + 54), label, SMALL, colours.MUTED, "la")
    return max(number_x + drawn, number_x + text_width(printable(label), SMALL)) - x


def card_row(
    canvas: Canvas,
    x: float,
    y: float,
    cards: Sequence[CardFace],
    card_width: float,
    max_width: float,
    face_down: bool = False,
) -> float:
    """Cards side by side from (x, y), overlapping when they do not fit; returns the width used."""
    if not cards:
        return 0.0
    height = card_width * CARD_RATIO
    natural = card_width + 12
    step = natural if len(cards) * natural - 12 <= max_width else (max_width - card_width) / max(1, len(cards) - 1)
    for index, card in enumerate(cards):
        left = x + index * step
        art = card_back() if face_down else card_art(card)
        draw_card(canvas, (left, y, left + card_width, y + height), art)
    return (len(cards) - 1) * step + card_width
