"""The pieces of a Castles of Burgundy picture: hex tiles and spaces, goods, coins, workers, bonus tiles.

Each piece is drawn at any size from its centre or box, so the same helpers draw the
estates, the depots, storage and the legend (rules §2.1-§2.8); whatever the size, no text
in a piece is smaller than ``TINY``.
"""

from collections.abc import Sequence
from functools import cache

from PIL import Image

from engine.burgundy.views import BonusTileView, TileFace
from i18n import _
from renderers.burgundy.look import (
    BUILDING_CODES,
    BUILDING_LEGEND,
    COIN_CENTRE,
    KINDS,
    SILVER,
    WORKER,
    Kind,
    building_code,
    empty_fill,
    goods_colour,
    kind_of,
    space_edge,
    strong_fill,
    tile_words,
)
from renderers.kit import Box, Canvas, Colour, Point, draw_badge, hex_corners, in_language, ink_on, layer, seat_style
from renderers.kit import palette as colours
from renderers.kit.badges import seat_chip  # noqa: F401  (re-exported for this game)
from renderers.kit.language import current
from renderers.kit.shapes import regular_polygon

# Sizes shared by the phone-sized images: each is WIDTH pixels wide and a phone shows it about
# 400 wide, so text of TINY pixels (the smallest any image draws) shows 10.7 pixels high (issue 10).
WIDTH = 560
MARGIN = 14
GAP = 12
HEADLINE = 26
LARGE = 24
BODY = 20
SMALL = 17
TINY = 15
SECTION_TITLE = TINY + 13  # the height of a section title and the space below it

CAPTION_SIZE = 46  # hexes at least this big carry a caption under their mark


def _scaled(centre: Point, radius: float, points: Sequence[tuple[float, float]]) -> list[Point]:
    """Unit-square outline points placed around ``centre`` at ``radius``."""
    return [(centre[0] + x * radius, centre[1] + y * radius) for x, y in points]


_CASTLE = (
    (-0.8, 0.8), (-0.8, -0.62), (-0.5, -0.62), (-0.5, -0.36), (-0.16, -0.36), (-0.16, -0.62), (0.16, -0.62),
    (0.16, -0.36), (0.5, -0.36), (0.5, -0.62), (0.8, -0.62), (0.8, 0.8),
)  # fmt: skip
_CASTLE_DOOR = ((-0.22, 0.8), (-0.22, 0.32), (0.0, 0.12), (0.22, 0.32), (0.22, 0.8))
_MOUNTAIN = ((-0.95, 0.75), (-0.3, -0.35), (-0.1, -0.1), (0.22, -0.72), (0.95, 0.75))
_MINE_ENTRANCE = ((-0.26, 0.75), (-0.26, 0.34), (0.0, 0.1), (0.26, 0.34), (0.26, 0.75))
_HULL = ((-0.95, 0.3), (0.95, 0.3), (0.62, 0.76), (-0.62, 0.76))
_MAST = ((-0.06, -0.85), (0.06, -0.85), (0.06, 0.3), (-0.06, 0.3))
_SAIL = ((0.14, -0.78), (0.14, 0.18), (0.78, 0.18))
_JIB = ((-0.14, -0.6), (-0.14, 0.18), (-0.62, 0.18))


def draw_pictogram(canvas: Canvas, kind: str, centre: Point, radius: float, ink: Colour, ground: Colour) -> None:
    """A castle, mine or ship pictogram in ``ink``; cut-outs are filled with ``ground``."""
    if kind == "castle":
        canvas.polygon(_scaled(centre, radius, _CASTLE), ink)
        canvas.polygon(_scaled(centre, radius, _CASTLE_DOOR), ground)
    elif kind == "mine":
        canvas.polygon(_scaled(centre, radius, _MOUNTAIN), ink)
        canvas.polygon(_scaled(centre, radius, _MINE_ENTRANCE), ground)
    elif kind == "ship":
        for part in (_HULL, _MAST, _SAIL, _JIB):
            canvas.polygon(_scaled(centre, radius, part), ink)


def hexagon(canvas: Canvas, centre: Point, size: float, fill: Colour, outline: Colour, width: float) -> None:
    """A pointy-top hexagon of circumradius ``size``, outlined inside."""
    canvas.polygon(hex_corners(centre, size), outline)
    canvas.polygon(hex_corners(centre, size - width * 1.15), fill)


def draw_tile(canvas: Canvas, centre: Point, size: float, tile: TileFace, outline: Colour = colours.INK) -> None:
    """A face-up hex tile: its colour, outlined in ink, with its mark (and a caption when big enough)."""
    kind = kind_of(tile.kind)
    hexagon(canvas, centre, size, kind.colour, outline, max(2.0, size / 16))
    draw_mark(canvas, centre, size, tile, kind)


def draw_mark(canvas: Canvas, centre: Point, size: float, tile: TileFace, kind: Kind) -> None:
    """What identifies a tile inside its hexagon, without relying on colour."""
    ink = ink_on(kind.colour)
    cx, cy = centre
    captioned = size >= CAPTION_SIZE
    caption_size = max(TINY, round(size * 0.25))
    if tile.kind == "building":
        code_y = cy - size * 0.14 if captioned else cy
        canvas.text((cx, code_y), building_code(tile), max(TINY, round(size * 0.6)), ink, "mm", bold=True)
        if captioned:
            canvas.text_fit((cx, cy + size * 0.4), tile_words(tile), caption_size, TINY, size * 1.45, ink, "mm")
    elif tile.kind == "animal":
        canvas.text((cx, cy - size * 0.2), str(tile.number), max(TINY, round(size * 0.58)), ink, "mm", bold=True)
        words = tile_words(tile)
        caption = max(TINY, round(size * 0.34))
        canvas.text_fit((cx, cy + size * 0.4), words, caption, TINY, size * 1.5, ink, "mm", bold=True)
    elif tile.kind == "knowledge":
        disc = size * 0.5
        canvas.circle(centre, disc, colours.WHITE, colours.INK, max(1.5, size / 22))
        number = str(tile.number)
        number_size = max(TINY, round(disc * (1.05 if len(number) > 1 else 1.25)))
        canvas.text(centre, number, number_size, colours.INK, "mm", True)
    elif tile.kind in ("castle", "mine", "ship"):
        draw_pictogram(canvas, tile.kind, centre, size * 0.5, ink, kind.colour)
    else:
        canvas.text(centre, "?", max(TINY, round(size * 0.6)), ink, "mm", bold=True)


def draw_space(
    canvas: Canvas,
    centre: Point,
    size: float,
    kind: Kind,
    die: int | None,
    *,
    letter: bool = True,
    strong: bool = False,
) -> None:
    """An empty estate space: a pale tint of its colour, its die number big and its colour letter small.

    A ``strong`` space (one the chosen die can fill) is tinted less, so it stands out.
    """
    fill = strong_fill(kind) if strong else empty_fill(kind)
    hexagon(canvas, centre, size, fill, space_edge(kind), max(1.5, size / 22))
    cx, cy = centre
    if die is not None:
        canvas.text((cx, cy + size * 0.08), str(die), max(TINY, round(size * 0.62)), colours.INK, "mm", bold=True)
    if letter:
        canvas.text((cx, cy - size * 0.56), kind.letter, max(TINY, round(size * 0.34)), colours.INK, "mm", bold=True)


def draw_reach(canvas: Canvas, centre: Point, size: float, workers: int) -> None:
    """The ring around a space the chosen die can fill, with the workers it costs when any."""
    ring = max(3.0, size / 9)
    corners_out = hex_corners(centre, size + ring * 0.4)
    corners_in = hex_corners(centre, size - ring * 1.1)
    # A thick ink ring with a white core reads on every space colour.
    for index in range(6):
        a, b = corners_out[index], corners_out[(index + 1) % 6]
        c, d = corners_in[(index + 1) % 6], corners_in[index]
        canvas.polygon([a, b, c, d], colours.ATTENTION)
    inner_out = hex_corners(centre, size - ring * 0.35)
    inner_in = hex_corners(centre, size - ring * 0.75)
    for index in range(6):
        a, b = inner_out[index], inner_out[(index + 1) % 6]
        c, d = inner_in[(index + 1) % 6], inner_in[index]
        canvas.polygon([a, b, c, d], colours.WHITE)
    if workers:
        radius = max(TINY / 1.3, size * 0.27)
        spot = (centre[0] + size * 0.52, centre[1] + size * 0.5)
        draw_worker(canvas, spot, radius, f"{workers}")


def draw_slot(canvas: Canvas, centre: Point, size: float, fill: Colour = colours.PANEL) -> None:
    """An empty storage space."""
    hexagon(canvas, centre, size, fill, colours.LINE, max(2.0, size / 18))


def draw_goods(canvas: Canvas, box: Box, goods: int, outline: Colour = colours.INK) -> None:
    """A square goods tile of type ``goods`` with its number."""
    side = box[2] - box[0]
    fill = goods_colour(goods)
    canvas.box(box, fill, outline, max(2.0, side / 18), radius=side * 0.16)
    canvas.text(
        ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), str(goods), round(side * 0.62), ink_on(fill), "mm", True
    )


def draw_goods_stack(canvas: Canvas, x: float, middle: float, side: float, goods: int, count: int) -> float:
    """A goods tile with "×count" after it when more than one; returns the width used."""
    draw_goods(canvas, (x, middle - side / 2, x + side, middle + side / 2), goods)
    if count <= 1:
        return side
    used = canvas.text((x + side + 4, middle), f"\u00d7{count}", round(side * 0.6), colours.INK, "lm", bold=True)
    return side + 4 + used


def draw_coin(canvas: Canvas, centre: Point, radius: float) -> None:
    """A silverling: an octagonal silver coin (§2.1)."""
    canvas.polygon(regular_polygon(centre, radius, 8, rotation=22.5), colours.INK)
    canvas.polygon(regular_polygon(centre, radius - max(2.0, radius / 8), 8, rotation=22.5), SILVER)
    canvas.polygon(regular_polygon(centre, radius * 0.55, 8, rotation=22.5), COIN_CENTRE)


def draw_worker(canvas: Canvas, centre: Point, radius: float, label: str = "") -> None:
    """A worker tile: a square with a little figure, or with ``label`` written on it instead."""
    x, y = centre
    canvas.box((x - radius, y - radius, x + radius, y + radius), WORKER, colours.INK, max(1.5, radius / 8), radius / 4)
    if label:
        canvas.text(centre, label, round(radius * 1.3), colours.INK, "mm", bold=True)
        return
    canvas.circle((x, y - radius * 0.36), radius * 0.27, colours.INK)
    canvas.polygon(
        [
            (x - radius * 0.5, y + radius * 0.7),
            (x - radius * 0.3, y),
            (x + radius * 0.3, y),
            (x + radius * 0.5, y + radius * 0.7),
        ],
        colours.INK,
    )


def draw_bonus(canvas: Canvas, box: Box, bonus: BonusTileView, show_owner: bool) -> None:
    """A bonus tile (§2.8): its colour, letter and VP; a taken tile is an empty slot with its owner's badge."""
    kind = kind_of(bonus.kind)
    left, top, right, bottom = box
    side = right - left
    centre = ((left + right) / 2, (top + bottom) / 2)
    if bonus.owner is not None and show_owner:
        canvas.box(box, colours.PANEL, colours.LINE, 2, radius=side * 0.14)
        canvas.text((centre[0], top + side * 0.24), f"{bonus.vp}", round(side * 0.3), colours.MUTED, "mm", True)
        draw_badge(canvas, (centre[0], centre[1] + side * 0.16), side * 0.28, seat_style(bonus.owner))
        return
    canvas.box(box, kind.colour, colours.INK, max(2.0, side / 22), radius=side * 0.14)
    ink = ink_on(kind.colour)
    canvas.text((centre[0], centre[1] + side * 0.06), str(bonus.vp), round(side * 0.52), ink, "mm", bold=True)
    canvas.text((left + side * 0.16, top + side * 0.16), kind.letter, max(TINY, round(side * 0.24)), ink, "mm", True)


def panel(
    canvas: Canvas, box: Box, outline: Colour = colours.LINE, fill: Colour = colours.PANEL, width: float = 2
) -> None:
    """A rounded panel on the table."""
    canvas.box(box, fill, outline, width, radius=16)


def section_title(canvas: Canvas, x: float, y: float, text: str, width: float = WIDTH - 2 * MARGIN) -> float:
    """A small upper-case heading; returns the y below it."""
    canvas.text((x, y), in_language(text).upper(), TINY, colours.MUTED, "la", bold=True, max_width=width)
    return y + SECTION_TITLE


_LEGEND_KINDS = 3  # colour letters per row
_LEGEND_KIND_ROW = 50
_LEGEND_CODE_ROW = 24
_RING_NOTE = _("Ringed space: the chosen die can fill it; a worker tile on the ring shows the workers it costs.")


def _legend_inner(ringed: bool) -> float:
    kinds = -(-len(KINDS) // _LEGEND_KINDS) * _LEGEND_KIND_ROW
    codes = -(-len(BUILDING_CODES) // 2) * _LEGEND_CODE_ROW
    return 10 + kinds + 8 + codes + (2 * round(TINY * 1.25) + 8 if ringed else 0) + 10


def legend_height(ringed: bool) -> float:
    """The height :func:`legend` draws."""
    return SECTION_TITLE + _legend_inner(ringed) + GAP


def legend(canvas: Canvas, y: float, ringed: bool) -> float:
    """What the colour letters and building codes mean (and the rings, when any are drawn)."""
    canvas.layer(legend_layer(ringed, current()), (0, y))
    return y + legend_height(ringed)


@cache
def legend_layer(ringed: bool, language: str) -> Image.Image:
    """The legend, drawn once per process and language (it never changes)."""
    return layer(WIDTH, round(legend_height(ringed) - GAP), colours.PAPER, lambda canvas: _legend(canvas, 0, ringed))


def _legend(canvas: Canvas, y: float, ringed: bool) -> float:
    """Colour letters three to a row, building codes two to a row, then what a ring means."""
    y = section_title(canvas, MARGIN, y, _("Legend"))
    height = _legend_inner(ringed)
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    x = MARGIN + 14
    inner = WIDTH - 2 * MARGIN - 28
    step = inner / _LEGEND_KINDS
    top = y + 10
    for index, kind in enumerate(KINDS):
        row, column = divmod(index, _LEGEND_KINDS)
        left = x + column * step
        middle = top + row * _LEGEND_KIND_ROW + _LEGEND_KIND_ROW / 2
        draw_space(canvas, (left + 20, middle), 20, kind, None, letter=False)
        canvas.text((left + 20, middle + 1), kind.letter, SMALL, colours.INK, "mm", bold=True)
        canvas.text((left + 48, middle - 9), kind.name, TINY, colours.INK, "lm", max_width=step - 50)
        canvas.text((left + 48, middle + 10), kind.colour_name, TINY, colours.MUTED, "lm", max_width=step - 50)
    top += -(-len(KINDS) // _LEGEND_KINDS) * _LEGEND_KIND_ROW + 8
    half = inner / 2
    for index, (key, (code, _short)) in enumerate(BUILDING_CODES.items()):
        row, column = divmod(index, 2)
        left = x + column * half
        middle = top + row * _LEGEND_CODE_ROW + _LEGEND_CODE_ROW / 2
        used = canvas.text((left, middle), code, TINY, colours.INK, "lm", bold=True)
        name_x = left + max(used, 24) + 6
        canvas.text((name_x, middle), BUILDING_LEGEND[key], TINY, colours.INK, "lm", max_width=half - 36)
    top += -(-len(BUILDING_CODES) // 2) * _LEGEND_CODE_ROW + 8
    if ringed:
        canvas.paragraph((x, top), _RING_NOTE, TINY, colours.MUTED, inner, 2)
    return y + height + GAP
