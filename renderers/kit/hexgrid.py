"""Hex grids in axial coordinates (q, r), pointy- or flat-topped (e.g. Burgundy estates).

Conventions follow the usual axial system: ``q`` grows to the east, ``r`` to the
south-east (pointy) or south (flat); the third cube coordinate is ``-q - r``.
"""

import math
from collections.abc import Iterable
from dataclasses import dataclass

from renderers.kit.canvas import Box, Canvas
from renderers.kit.palette import INK, Colour, ink_on
from renderers.kit.shapes import Point

Hex = tuple[int, int]

AXIAL_DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def neighbours(cell: Hex) -> list[Hex]:
    """The six cells around ``cell``."""
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in AXIAL_DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between two cells."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_corners(centre: Point, size: float, pointy: bool = True) -> list[Point]:
    """The six corners of a hexagon whose centre-to-corner distance is ``size``."""
    start = -90.0 if pointy else 0.0
    cx, cy = centre
    return [
        (cx + size * math.cos(math.radians(start + 60 * k)), cy + size * math.sin(math.radians(start + 60 * k)))
        for k in range(6)
    ]


@dataclass(frozen=True, slots=True)
class HexLayout:
    """Where cells go on the image: ``size`` is centre to corner, ``origin`` the centre of (0, 0)."""

    size: float
    origin: Point
    pointy: bool = True

    def centre(self, cell: Hex) -> Point:
        """Pixel centre of ``cell``."""
        q, r = cell
        if self.pointy:
            x = self.size * math.sqrt(3) * (q + r / 2)
            y = self.size * 1.5 * r
        else:
            x = self.size * 1.5 * q
            y = self.size * math.sqrt(3) * (r + q / 2)
        return (self.origin[0] + x, self.origin[1] + y)

    def corners(self, cell: Hex, inset: float = 0.0) -> list[Point]:
        """Corners of ``cell``, shrunk by ``inset`` pixels (for gaps and outlines)."""
        return hex_corners(self.centre(cell), self.size - inset, self.pointy)

    def bounds(self, cells: Iterable[Hex]) -> Box:
        """The smallest box holding every given cell whole."""
        points = [corner for cell in cells for corner in self.corners(cell)]
        xs = [x for x, _ in points]
        ys = [y for _, y in points]
        return (min(xs), min(ys), max(xs), max(ys))


def fit_layout(cells: Iterable[Hex], box: Box, pointy: bool = True) -> HexLayout:
    """The largest layout that shows every cell inside ``box``, centred."""
    cells = list(cells)
    unit = HexLayout(1.0, (0.0, 0.0), pointy).bounds(cells)
    width, height = unit[2] - unit[0], unit[3] - unit[1]
    size = min((box[2] - box[0]) / width, (box[3] - box[1]) / height)
    centre_x = (box[0] + box[2]) / 2 - size * (unit[0] + unit[2]) / 2
    centre_y = (box[1] + box[3]) / 2 - size * (unit[1] + unit[3]) / 2
    return HexLayout(size, (centre_x, centre_y), pointy)


def draw_hex(
    canvas: Canvas,
    layout: HexLayout,
    cell: Hex,
    fill: Colour,
    outline: Colour = INK,
    width: float = 3,
    label: str = "",
    gap: float = 2,
) -> None:
    """One cell: outlined hexagon with an optional centred label (a number or a letter)."""
    canvas.polygon(layout.corners(cell, gap), outline)
    canvas.polygon(layout.corners(cell, gap + width), fill)
    if label:
        canvas.text(layout.centre(cell), label, max(10, round(layout.size * 0.55)), ink_on(fill), "mm", bold=True)
