"""What the knowledge tiles and buildings on offer do, beside the depots (issue 10; rules §2.3, §2.5).

A depot hex only has room for a number ("9") or a code ("Ch"), so under the depots each different
knowledge tile and building lying there gets one line: its mark, its name and its effect,
from the same words as the option descriptions (``views.tile_effect``).
"""

from engine.burgundy.views import PublicView, TileFace, tile_effect
from renderers.burgundy.pieces import GAP, MARGIN, SECTION_TITLE, SMALL, WIDTH, draw_tile, panel, section_title
from renderers.kit import Canvas
from renderers.kit import palette as colours

ROW = 38
COLUMNS = 1
EXPLAINED = ("knowledge", "building")


def offered(view: PublicView) -> list[TileFace]:
    """The different knowledge tiles and buildings face up in depots 1-6 and the black depot, in a stable order."""
    tiles = [space.tile for depot in view.depots for space in depot.spaces if space.tile is not None]
    tiles += list(view.black_depot)
    unique: dict[str, TileFace] = {}
    for tile in tiles:
        if tile.kind in EXPLAINED:
            unique.setdefault(tile.label, tile)
    return sorted(unique.values(), key=lambda tile: (tile.kind != "knowledge", tile.number, tile.label))


def offer_height(view: PublicView) -> float:
    """The height :func:`offer` draws (nothing when no such tile is on offer)."""
    rows = -(-len(offered(view)) // COLUMNS)
    return SECTION_TITLE + rows * ROW + 16 + GAP if rows else 0


def offer(canvas: Canvas, view: PublicView, y: float) -> float:
    """One line per knowledge tile or building on offer; returns the y below."""
    tiles = offered(view)
    if not tiles:
        return y
    y = section_title(canvas, MARGIN, y, "What the tiles on offer do")
    rows = -(-len(tiles) // COLUMNS)
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + rows * ROW + 16))
    column = (WIDTH - 2 * MARGIN) / COLUMNS
    for index, tile in enumerate(tiles):
        left = MARGIN + (index // rows) * column + 14
        middle = y + 8 + (index % rows) * ROW + ROW / 2
        draw_tile(canvas, (left + 18, middle), 17, tile)
        words = f"{tile.label}: {tile_effect(tile)}"
        canvas.text_fit((left + 46, middle), words, SMALL, SMALL - 4, column - 70, colours.INK, "lm")
    return y + rows * ROW + 16 + GAP
