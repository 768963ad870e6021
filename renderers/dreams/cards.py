"""A dream card as §6.2 draws it: a parchment square, the picture at ~80 %, a number badge, the name below.

No grid is drawn over the picture (§10 A12): the gods map it onto the sky by eye. The true
vision gets a gold frame on a god's own board and in the reveal; nothing else marks a card.
"""

from engine.dreams.views import DreamFace
from renderers.dreams.look import CARD_EDGE, NIGHT, PARCHMENT, PICTURE_INK, VISION_GOLD
from renderers.dreams.pictures import picture_mask
from renderers.kit import Box, Canvas, Point
from renderers.kit import palette as colours

NAME_GAP = 0.04  # share of the side between the square and the name below it


def badge_radius(side: float) -> float:
    """Radius of the image-number badge on a card of ``side`` pixels; it sticks out ``0.9 *`` this up and left."""
    return max(12.0, side * 0.105)


def badge_room(side: float) -> int:
    """Pixels to leave free above and left of a card's square for its number badge."""
    return round(badge_radius(side) * 0.9) + 2


def frame_width(side: float) -> float:
    """Width of the gold true-vision frame round a card of ``side`` pixels."""
    return max(6.0, side * 0.045)


def name_size(side: float) -> int:
    """Type size of the card name below a square of ``side`` pixels."""
    return max(16, round(side * 0.12))


def card_height(side: float) -> float:
    """Height of a whole card: the square, the gap and the name line."""
    return side + side * NAME_GAP + name_size(side) * 1.2


def draw_dream_card(canvas: Canvas, corner: Point, side: int, face: DreamFace, vision: bool = False) -> Box:
    """Draw ``face`` with its square's top-left at ``corner``; ``vision`` adds the gold frame. Returns the square."""
    left, top = round(corner[0]), round(corner[1])
    square = (left, top, left + side, top + side)
    if vision:
        ring = frame_width(side)
        canvas.box((left - ring, top - ring, left + side + ring, top + side + ring), VISION_GOLD, radius=ring * 1.6)
    canvas.box(square, PARCHMENT, CARD_EDGE, max(2.0, side / 110), radius=side * 0.04)
    canvas.stamp(picture_mask(face.glyph, side), (left, top), PICTURE_INK, face.name)
    radius = badge_radius(side)
    # Nearly centred on the corner, so it never covers the picture (Lucide keeps 1/24 of padding).
    centre = (left + radius * 0.1, top + radius * 0.1)
    canvas.circle(centre, radius, NIGHT, PARCHMENT, max(2.0, radius / 7))
    canvas.text(centre, str(face.image), round(radius * 1.25), colours.WHITE, "mm", bold=True)
    size = name_size(side)
    canvas.text(
        (left + side / 2, top + side + side * NAME_GAP), face.name, size, colours.INK, "ma", bold=True, max_width=side
    )
    return square
