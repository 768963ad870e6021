"""Cards: a rounded card with its value in the corner, a letter, central glyphs and a caption.

The layout scales with the card's height, so the same helper draws a big card on offer
and a small card in a hand. Colour is never the only cue: the glyphs and caption say
the same thing.
"""

from dataclasses import dataclass

from renderers.kit.canvas import Box, Canvas
from renderers.kit.palette import INK, MUTED, PANEL, WHITE, Colour, ink_on, mix
from renderers.kit.shapes import Shape


@dataclass(frozen=True, slots=True)
class CardArt:
    """What a card face shows; every field is optional but the colour."""

    colour: Colour
    value: str = ""  # big, top-left
    letter: str = ""  # in a disc, bottom-right
    glyphs: tuple[Shape, ...] = ()  # drawn side by side in the middle
    caption: str = ""  # along the bottom, on cards tall enough for it
    face_down: bool = False


def draw_card(canvas: Canvas, box: Box, art: CardArt, highlight: Colour | None = None) -> None:
    """Draw ``art`` as a card filling ``box``; ``highlight`` adds an outer ring (e.g. "yours")."""
    left, top, right, bottom = box
    width, height = right - left, bottom - top
    radius = width * 0.11
    if highlight is not None:
        ring = max(3.0, width * 0.04)
        canvas.box(
            (left - ring * 2, top - ring * 2, right + ring * 2, bottom + ring * 2), highlight, radius=radius + ring
        )
    border = max(2.5, width * 0.045)
    if art.face_down:
        _draw_back(canvas, box, art.colour, radius, border)
        return
    canvas.box(box, mix(art.colour, WHITE, 0.82), art.colour, border, radius)
    if art.value:
        canvas.text((left + width * 0.12, top + height * 0.06), art.value, round(height * 0.27), INK, "la", bold=True)
    if art.glyphs:
        _draw_glyphs(canvas, box, art)
    if art.letter:
        disc = height * 0.14
        centre = (right - width * 0.08 - disc, bottom - height * 0.06 - disc)
        canvas.circle(centre, disc, art.colour, INK, max(1.5, disc / 9))
        canvas.text(centre, art.letter, round(disc * 1.3), ink_on(art.colour), "mm", bold=True)
    if art.caption and height >= 200:
        caption_right = right - width * (0.4 if art.letter else 0.08)
        canvas.text_fit(
            (left + width * 0.1, bottom - height * 0.1),
            art.caption,
            round(height * 0.085),
            round(height * 0.06),
            caption_right - (left + width * 0.1),
            MUTED,
            "lm",
        )


def _draw_glyphs(canvas: Canvas, box: Box, art: CardArt) -> None:
    left, top, right, bottom = box
    width, height = right - left, bottom - top
    count = len(art.glyphs)
    # Leave room for the letter disc in the bottom-right corner.
    radius = min(width * (0.17 if art.letter else 0.2), width * 0.7 / (2 * count + 0.4 * (count - 1)))
    centre_y = top + height * (0.5 if art.letter else 0.55)
    span = 2 * radius * count + 0.4 * radius * (count - 1)
    x = (left + right) / 2 - span / 2 + radius
    for glyph in art.glyphs:
        canvas.shape(glyph, (x, centre_y), radius, art.colour, INK, max(1.5, radius / 12))
        x += 2.4 * radius


def _draw_back(canvas: Canvas, box: Box, colour: Colour, radius: float, border: float) -> None:
    left, top, right, bottom = box
    canvas.box(box, colour, INK, border, radius)
    inset = (right - left) * 0.16
    canvas.box(
        (left + inset, top + inset, right - inset, bottom - inset), None, mix(colour, PANEL, 0.45), 3, radius / 2
    )
    centre = ((left + right) / 2, (top + bottom) / 2)
    canvas.shape(Shape.DIAMOND, centre, (right - left) * 0.16, mix(colour, PANEL, 0.45))
