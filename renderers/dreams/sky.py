"""The sky: a 13 x 13 lattice of faint points on night blue, with the stars placed so far (rules/dreams.md §6.1, §6.8).

Columns A-M run left to right and are lettered above and below; rows 1-13 run top to
bottom and are numbered left and right. A star is a five-point star in its kind's fill
(clear, grey, black), inside a ring of its owner's colour, with a tag giving the owner's
letter and the placement number ("Y3"): who placed what is public (§10 A20).
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image

from engine.dreams.views import SeatSummary, StarView
from renderers.dreams.look import NIGHT, SKY_DOT, SKY_LABEL, STAR_LOOKS, seat_colour, seat_letter
from renderers.kit import Canvas, Colour, Point, Shape, draw_tag, layer, tag_width


def column_letters(size: int) -> tuple[str, ...]:
    """The column letters of a sky ``size`` points wide: "A", "B", ... ("A".."M" for 13)."""
    return tuple(chr(ord("A") + index) for index in range(size))


@dataclass(frozen=True, slots=True)
class SkyLayout:
    """Where the sky goes: its top-left corner, its size in points, the distance between points, the margin."""

    left: float
    top: float
    size: int
    cell: int
    margin: int

    @property
    def columns(self) -> tuple[str, ...]:
        """The column letters, left to right."""
        return column_letters(self.size)

    @property
    def rows(self) -> int:
        """The number of rows, numbered 1.. from the top."""
        return self.size

    @property
    def side(self) -> int:
        """Width (and height) of the whole sky, margins included."""
        return self.cell * self.size + 2 * self.margin

    def point(self, column: str, row: int) -> Point:
        """Pixel centre of a point, e.g. ``point("G", 7)`` is the centre of a 13 x 13 sky."""
        index = ord(column) - ord("A")
        return (
            self.left + self.margin + self.cell * (index + 0.5),
            self.top + self.margin + self.cell * (row - 0.5),
        )


def draw_sky(
    canvas: Canvas,
    layout: SkyLayout,
    stars: Sequence[StarView],
    seats: Sequence[SeatSummary],
) -> None:
    """The sky with ``stars``."""
    canvas.layer(_empty_sky(layout.size, layout.cell, layout.margin), (layout.left, layout.top))
    for star in stars:
        _draw_star(canvas, layout, star, seats[star.seat])
    for star in stars:  # tags last, so a neighbour's ring never hides one
        _draw_tag(canvas, layout, star, seats[star.seat])


def ring_radius(cell: int) -> float:
    """Outer radius of the owner-colour ring round a star."""
    return cell * 0.41


def star_radius(cell: int) -> float:
    """Radius of a star (§6.8: about 15 px on a 48 px lattice)."""
    return cell * 0.31


def label_size(cell: int) -> int:
    """Type size of the letters and numbers round the sky."""
    return max(12, round(cell * 0.46))


def tag_size(cell: int) -> int:
    """Type size of a star's tag ("Y3"): 15 px on the 40 px lattice, 10 px once a phone shows the sky 400 px wide."""
    return round(cell * 0.375)


def _dot_radius(cell: int) -> float:
    return max(1.5, cell * 0.055)


@lru_cache(maxsize=8)
def _empty_sky(size: int, cell: int, margin: int) -> Image.Image:
    """The night square with its points and labels, drawn once per size."""
    layout = SkyLayout(0, 0, size, cell, margin)

    def paint(canvas: Canvas) -> None:
        columns, rows = layout.columns, layout.rows
        text_size = label_size(cell)
        far = layout.side - margin / 2
        for column in columns:
            x, _ = layout.point(column, 1)
            canvas.text((x, margin / 2), column, text_size, SKY_LABEL, "mm", bold=True)
            canvas.text((x, far), column, text_size, SKY_LABEL, "mm", bold=True)
        for row in range(1, rows + 1):
            _, y = layout.point(columns[0], row)
            canvas.text((margin / 2, y), str(row), text_size, SKY_LABEL, "mm", bold=True)
            canvas.text((far, y), str(row), text_size, SKY_LABEL, "mm", bold=True)
        for column in columns:
            for row in range(1, rows + 1):
                canvas.circle(layout.point(column, row), _dot_radius(cell), SKY_DOT)

    return layer(layout.side, layout.side, NIGHT, paint)


def warm_sky(size: int, cell: int, margin: int) -> None:
    """Draw the empty sky of this size now (it is kept for the process)."""
    _empty_sky(size, cell, margin)


def _draw_star(canvas: Canvas, layout: SkyLayout, star: StarView, owner: SeatSummary) -> None:
    canvas.note(2 * star_radius(layout.cell), f"{star.kind} star")
    if canvas.sketch:
        return
    sprite, mask = _star_sprite(star.kind, seat_colour(owner), layout.cell)
    x, y = layout.point(star.column, star.row)
    corner = (round(x - sprite.width / 2), round(y - sprite.height / 2))
    canvas.image.paste(sprite, corner, mask)


@lru_cache(maxsize=128)
def _star_sprite(kind: str, colour: Colour, cell: int) -> tuple[Image.Image, Image.Image]:
    """A star of ``kind`` in its owner's ring, and the disc mask to paste it with (drawn once per look)."""
    ring = ring_radius(cell)
    side = 2 * math.ceil(ring) + 2
    centre = (side / 2, side / 2)
    sprite = Canvas(side, side, NIGHT)
    sprite.circle(centre, ring, colour)
    sprite.circle(centre, ring - max(3.0, cell * 0.085), NIGHT)
    fill, outline = STAR_LOOKS.get(kind, STAR_LOOKS["grey"])
    edge = max(1.2, cell / 40) if kind != "grey" else max(1.0, cell / 60)
    sprite.shape(Shape.STAR, centre, star_radius(cell), fill, outline, edge)
    disc = Canvas(side, side, (0, 0, 0))
    disc.circle(centre, ring, (255, 255, 255))
    return sprite.image, disc.image.convert("L")


def _draw_tag(canvas: Canvas, layout: SkyLayout, star: StarView, owner: SeatSummary) -> None:
    x, y = layout.point(star.column, star.row)
    size = tag_size(layout.cell)
    text = f"{seat_letter(owner)}{star.order}"
    width = tag_width(text, size)
    draw_tag(
        canvas, (x + layout.cell * 0.32 - width / 2, y + layout.cell * 0.36), text, size, seat_colour(owner), NIGHT
    )
