"""Seat badges: a seat's shape in its colour with its mark inside, and pill-shaped tags."""

from collections.abc import Sequence

from renderers.kit.canvas import Box, Canvas, in_language, text_width
from renderers.kit.fonts import printable
from renderers.kit.palette import INK, Colour, SeatStyle, ink_on, seat_style
from renderers.kit.shapes import Point, Shape
from renderers.kit.words import seat_name


def draw_badge(canvas: Canvas, centre: Point, radius: float, style: SeatStyle) -> None:
    """A seat's badge: its shape in its colour, outlined in ink, with its mark in the middle."""
    outline = max(2.0, radius / 10)
    canvas.shape(style.shape, centre, radius, style.colour, INK, outline)
    # Triangles and pentagons have their visual centre below the box centre.
    offset = {Shape.TRIANGLE: 0.18, Shape.PENTAGON: 0.06}.get(style.shape, 0.0) * radius
    size = round(radius * (0.9 if style.shape in (Shape.TRIANGLE, Shape.DIAMOND) else 1.1))
    canvas.text((centre[0], centre[1] + offset), style.mark, size, ink_on(style.colour), "mm", bold=True)


def tag_width(text: str, size: int) -> float:
    """The width :func:`draw_tag` needs for ``text``."""
    return text_width(printable(in_language(text)), size, bold=True) + size * 1.1


def draw_tag(canvas: Canvas, position: Point, text: str, size: int, fill: Colour, outline: Colour | None = None) -> Box:
    """A pill-shaped label whose left-middle is ``position``; returns its box."""
    width = tag_width(text, size)
    height = size * 1.55
    left, middle = position
    box = (left, middle - height / 2, left + width, middle + height / 2)
    canvas.box(box, fill, outline, 2 if outline else 0, radius=height / 2)
    canvas.text((left + width / 2, middle), text, size, ink_on(fill), "mm", bold=True)
    return box


def seat_chip(
    canvas: Canvas,
    x: float,
    middle: float,
    seat: int,
    names: Sequence[str],
    size: int,
    max_width: float = 420,
    bold: bool = True,
) -> float:
    """A seat's badge followed by its name, vertically centred on ``middle``; returns the width used."""
    radius = size * 0.72
    draw_badge(canvas, (x + radius, middle), radius, seat_style(seat))
    gap = size * 0.4
    drawn = canvas.text(
        (x + 2 * radius + gap, middle), seat_name(names, seat), size, INK, "lm", bold, max_width - 2 * radius - gap
    )
    return 2 * radius + gap + drawn
