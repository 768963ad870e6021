"""Geometric shapes that carry meaning beside colour (seat marks, category glyphs).

Every shape is a polygon inscribed in the square of side ``2 * radius`` around its centre,
so shapes of one radius line up and read as the same size.
"""

import math
from enum import StrEnum

Point = tuple[float, float]


class Shape(StrEnum):
    """The shapes the kit can draw."""

    CIRCLE = "circle"
    SQUARE = "square"
    TRIANGLE = "triangle"
    TRIANGLE_DOWN = "triangle_down"
    DIAMOND = "diamond"
    PENTAGON = "pentagon"
    HEXAGON = "hexagon"
    STAR = "star"
    CROSS = "cross"
    DROP = "drop"


def regular_polygon(centre: Point, radius: float, sides: int, rotation: float = -90.0) -> list[Point]:
    """Corners of a regular polygon; ``rotation`` (degrees) places the first corner (-90 = straight up)."""
    cx, cy = centre
    return [
        (
            cx + radius * math.cos(math.radians(rotation + 360 * k / sides)),
            cy + radius * math.sin(math.radians(rotation + 360 * k / sides)),
        )
        for k in range(sides)
    ]


def _star(centre: Point, radius: float) -> list[Point]:
    outer = regular_polygon(centre, radius, 5)
    inner = regular_polygon(centre, radius * 0.45, 5, rotation=-90 + 36)
    return [corner for pair in zip(outer, inner, strict=True) for corner in pair]


def _cross(centre: Point, radius: float) -> list[Point]:
    cx, cy = centre
    arm = radius * 0.36
    r = radius * 0.92
    return [
        (cx - arm, cy - r), (cx + arm, cy - r), (cx + arm, cy - arm), (cx + r, cy - arm),
        (cx + r, cy + arm), (cx + arm, cy + arm), (cx + arm, cy + r), (cx - arm, cy + r),
        (cx - arm, cy + arm), (cx - r, cy + arm), (cx - r, cy - arm), (cx - arm, cy - arm),
    ]  # fmt: skip


def _drop(centre: Point, radius: float) -> list[Point]:
    # A round belly below and a point on top, like a drop of ink. Screen angles: y grows downwards.
    cx, cy = centre
    belly = radius * 0.64
    belly_y = cy + radius - belly
    # The two tangents from the tip touch the belly at -alpha (right) and 180 + alpha (left).
    alpha = math.degrees(math.asin(belly / (belly_y - (cy - radius))))
    arc = [
        (cx + belly * math.cos(math.radians(angle)), belly_y + belly * math.sin(math.radians(angle)))
        for angle in (-alpha + (180 + 2 * alpha) * k / 47 for k in range(48))
    ]
    return [(cx, cy - radius), *arc]


def shape_points(shape: Shape, centre: Point, radius: float) -> list[Point]:
    """The polygon of ``shape`` centred on ``centre`` within a square of half-side ``radius``."""
    cx, cy = centre
    match shape:
        case Shape.CIRCLE:
            return regular_polygon(centre, radius, 72)
        case Shape.SQUARE:
            r = radius * 0.86
            return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
        case Shape.TRIANGLE:
            return [(cx, cy - radius), (cx + radius, cy + radius * 0.8), (cx - radius, cy + radius * 0.8)]
        case Shape.TRIANGLE_DOWN:
            return [(cx - radius, cy - radius * 0.8), (cx + radius, cy - radius * 0.8), (cx, cy + radius)]
        case Shape.DIAMOND:
            return [(cx, cy - radius), (cx + radius, cy), (cx, cy + radius), (cx - radius, cy)]
        case Shape.PENTAGON:
            return regular_polygon((cx, cy + radius * 0.08), radius, 5)
        case Shape.HEXAGON:
            return regular_polygon(centre, radius, 6, rotation=0)
        case Shape.STAR:
            return _star((cx, cy + radius * 0.08), radius)
        case Shape.CROSS:
            return _cross(centre, radius)
        case Shape.DROP:
            return _drop(centre, radius)
    raise ValueError(f"unknown shape {shape!r}")
