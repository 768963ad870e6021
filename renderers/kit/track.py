"""Tracks: a row of numbered spaces with seat markers on them (scores, virtue, god tracks)."""

import math
from collections.abc import Mapping, Sequence

from renderers.kit.badges import draw_badge
from renderers.kit.canvas import Box, Canvas
from renderers.kit.palette import INK, LINE, PANEL, Colour, SeatStyle


def draw_track(
    canvas: Canvas,
    box: Box,
    first: int,
    last: int,
    markers: Mapping[int, Sequence[SeatStyle]],
    fills: Mapping[int, Colour] | None = None,
) -> None:
    """Spaces ``first``..``last`` across ``box``, each numbered, with the markers standing on them.

    ``fills`` colours particular spaces (a bonus space, a threshold); markers on the same
    space share it in rows of two, shrinking to fit.
    """
    left, top, right, bottom = box
    count = last - first + 1
    step = (right - left) / count
    height = bottom - top
    number_size = max(12, round(min(step * 0.45, height * 0.3)))
    for index in range(count):
        value = first + index
        cell = (left + index * step, top, left + (index + 1) * step, bottom)
        canvas.box(cell, (fills or {}).get(value, PANEL), LINE, 2)
        canvas.text(((cell[0] + cell[2]) / 2, top + height * 0.05), str(value), number_size, INK, "ma", bold=True)
        on_space = markers.get(value, ())
        if on_space:
            _draw_markers(canvas, (cell[0], top + height * 0.34, cell[2], bottom - height * 0.04), on_space)


def _draw_markers(canvas: Canvas, area: Box, styles: Sequence[SeatStyle]) -> None:
    """Badges in rows of at most two, as large as the space below the number allows."""
    columns = 1 if len(styles) == 1 else 2
    rows = math.ceil(len(styles) / columns)
    width, height = area[2] - area[0], area[3] - area[1]
    radius = min(width / (2 * columns), height / (2 * rows)) * 0.92
    for index, style in enumerate(styles):
        row, column = divmod(index, columns)
        in_row = min(columns, len(styles) - row * columns)
        x = (area[0] + area[2]) / 2 + (column - (in_row - 1) / 2) * 2 * radius
        y = area[3] - radius - (rows - 1 - row) * 2 * radius
        draw_badge(canvas, (x, y), radius, style)
