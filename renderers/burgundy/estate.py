"""An estate's 37 hex spaces, drawn from an ``EstateView`` (rules/castles-of-burgundy.md §2.11).

Space ids run row by row (rows of 4-5-6-7-6-5-4, top to bottom, left to right), as the view
documents; the axial coordinates follow §2.11.1 (centre space 19 at (0, 0), pointy tops).
Each space shows its colour letter and printed die number until a tile covers it; spaces
the chosen die can reach (the view's ``reach``) get a thick ring and their worker cost.
"""

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image

from engine.burgundy.views import EstateView, Reach
from renderers.burgundy.look import UNKNOWN, space_kind
from renderers.burgundy.pieces import draw_reach, draw_space, draw_tile
from renderers.kit import Box, Canvas, HexLayout, fit_layout, layer, palette
from renderers.kit.language import current

ROW_LENGTHS = (4, 5, 6, 7, 6, 5, 4)
SPACE_COUNT = sum(ROW_LENGTHS)


def _cells() -> dict[int, tuple[int, int]]:
    """Space id -> axial (q, r), §2.11.1: in row r the q values run from max(-3, -3 - r) to min(3, 3 - r)."""
    cells: dict[int, tuple[int, int]] = {}
    for row in range(len(ROW_LENGTHS)):
        r = row - 3
        for q in range(max(-3, -3 - r), min(3, 3 - r) + 1):
            cells[len(cells) + 1] = (q, r)
    return cells


CELLS: dict[int, tuple[int, int]] = _cells()
assert len(CELLS) == SPACE_COUNT


def estate_layout(box: Box) -> HexLayout:
    """The largest estate that fits ``box``, centred in it."""
    return fit_layout(CELLS.values(), box)


def reach_for(estate: EstateView, reach: Reach | None) -> dict[int, int]:
    """Space -> workers, for the spaces of this estate the current decision can fill."""
    if reach is None or reach.seat != estate.seat:
        return {}
    return {spot.space: spot.workers for spot in reach.spaces}


def die_number(estate: EstateView, space: int) -> int | None:
    """The die number printed on ``space``, if the view gives it."""
    return _die_number(estate.die_numbers, space)


def _die_number(numbers: Sequence[str], space: int) -> int | None:
    if len(numbers) >= space and numbers[space - 1].isdigit():
        return int(numbers[space - 1])
    return None


@lru_cache(maxsize=32)
def _empty_board(colours: Sequence[str], numbers: Sequence[str], box: Box, gap: float, language: str) -> Image.Image:
    """A revealed estate board with no tile on it, drawn once per board, size, place in the pixel grid and language.

    The die numbers take the language's digits.
    """

    def paint(canvas: Canvas) -> None:
        layout = estate_layout(box)
        for space, cell in CELLS.items():
            kind = space_kind(colours[space - 1])
            draw_space(canvas, layout.centre(cell), layout.size - gap, kind, _die_number(numbers, space))

    return layer(math.ceil(box[2]), math.ceil(box[3]), palette.PANEL, paint)


def draw_estate(canvas: Canvas, estate: EstateView, box: Box, reach: dict[int, int], gap: float = 2.0) -> HexLayout:
    """Every space of ``estate`` inside ``box``: placed tiles, empty spaces, reach rings; returns the layout.

    ``box`` must lie on a panel (the empty board is a static layer with the panel's colour).
    """
    layout = estate_layout(box)
    size = layout.size - gap
    placed = estate.placed
    revealed = len(estate.colours) == SPACE_COUNT
    if revealed:
        corner = (math.floor(box[0]), math.floor(box[1]))
        offset = (box[0] - corner[0], box[1] - corner[1], box[2] - corner[0], box[3] - corner[1])
        canvas.layer(_empty_board(estate.colours, estate.die_numbers, offset, gap, current()), corner)
    for space, cell in CELLS.items():
        centre = layout.centre(cell)
        tile = placed.get(space)
        if tile is not None:
            draw_tile(canvas, centre, size, tile)
            continue
        if revealed and space not in reach:
            continue  # on the empty board already
        kind = space_kind(estate.colours[space - 1]) if revealed else UNKNOWN
        draw_space(canvas, centre, size, kind, die_number(estate, space), letter=revealed, strong=space in reach)
    for space, workers in sorted(reach.items()):
        if space in CELLS:
            draw_reach(canvas, layout.centre(CELLS[space]), size, workers)
    return layout
