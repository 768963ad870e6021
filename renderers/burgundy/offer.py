"""What the knowledge tiles and buildings on offer do, on the tracks image (issue 10; rules §2.3, §2.5).

A depot hex only has room for a number ("9") or a code ("Ch"), so each different knowledge
tile and building lying in the depots gets a line (two when long): its mark, its name and
its effect, from the same words as the option descriptions (``views.tile_effect``).
"""

from collections.abc import Sequence

from engine.burgundy.views import PublicView, TileFace
from i18n import _
from renderers.burgundy.look import tile_and_effect
from renderers.burgundy.pieces import GAP, MARGIN, SECTION_TITLE, SMALL, WIDTH, draw_tile, panel, section_title
from renderers.kit import Canvas, wrap
from renderers.kit import palette as colours

TEXT = SMALL - 1  # 16 px: the effects wrap onto a second line rather than shrink
LINE = round(TEXT * 1.2)
HEX = 24  # the tile's hex: its code or number at 15 px
EXPLAINED = ("knowledge", "building")
_TEXT_X = MARGIN + 14 + 2 * HEX + 10
_TEXT_WIDTH = WIDTH - MARGIN - 14 - _TEXT_X


def offered(view: PublicView) -> list[TileFace]:
    """The different knowledge tiles and buildings face up in depots 1-6 and the black depot, in a stable order."""
    tiles = [space.tile for depot in view.depots for space in depot.spaces if space.tile is not None]
    tiles += list(view.black_depot)
    unique: dict[str, TileFace] = {}
    for tile in tiles:
        if tile.kind in EXPLAINED:
            unique.setdefault(tile.label, tile)
    return sorted(unique.values(), key=lambda tile: (tile.kind != "knowledge", tile.number, tile.label))


def _lines(tile: TileFace) -> list[str]:
    """The tile's line, wrapped to at most two lines of the panel's width."""
    return wrap(tile_and_effect(tile), TEXT, _TEXT_WIDTH, 2)


def _row(lines: list[str]) -> float:
    return max(2 * HEX + 4, len(lines) * LINE + 10)


def offer_height(view: PublicView) -> float:
    """The height :func:`offer` draws (nothing when no such tile is on offer)."""
    tiles = offered(view)
    return explained_height(tiles) if tiles else 0


def offer(canvas: Canvas, view: PublicView, y: float) -> float:
    """One line (two when long) per knowledge tile or building on offer; returns the y below."""
    tiles = offered(view)
    return explained(canvas, _("What the tiles on offer do"), tiles, y) if tiles else y


def explained_height(tiles: Sequence[TileFace]) -> float:
    """The height :func:`explained` draws for ``tiles``."""
    return SECTION_TITLE + sum(_row(_lines(tile)) for tile in tiles) + 12 + GAP


def explained(canvas: Canvas, title: str, tiles: Sequence[TileFace], y: float) -> float:
    """Under ``title``, a panel with each of ``tiles`` and what it does; returns the y below."""
    y = section_title(canvas, MARGIN, y, title)
    height = explained_height(tiles) - SECTION_TITLE - GAP
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    top = y + 6
    for tile in tiles:
        lines = _lines(tile)
        row = _row(lines)
        middle = top + row / 2
        draw_tile(canvas, (MARGIN + 14 + HEX * 0.87, middle), HEX, tile)
        first = middle - (len(lines) - 1) * LINE / 2
        for index, line in enumerate(lines):
            canvas.text((_TEXT_X, first + index * LINE), line, TEXT, colours.INK, "lm")
        top += row
    return y + height + GAP
