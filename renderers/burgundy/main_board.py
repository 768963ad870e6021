"""The main board of the public picture, from the public view only (rules/castles-of-burgundy.md §2.8-§2.10, §4).

Depots 1-6 with their hex tiles and goods, the black depot, the goods still to come, the
turn-order track, the score track and the bonus tiles, laid out in rows for a phone screen.
"""

from collections.abc import Sequence

from engine.burgundy.views import BonusTileView, DepotView, PublicView
from renderers.burgundy.look import BLACK_DEPOT, BLACK_SLOT, empty_fill, kind_of
from renderers.burgundy.pieces import (
    BODY,
    GAP,
    MARGIN,
    SECTION_TITLE,
    SMALL,
    TINY,
    WIDTH,
    draw_bonus,
    draw_goods,
    draw_goods_stack,
    draw_slot,
    draw_tile,
    hexagon,
    panel,
    section_title,
)
from renderers.kit import Canvas, draw_badge, draw_die, seat_style, text_width
from renderers.kit import palette as colours

_DEPOT_HEIGHT = 168
_HEX = 38  # depot hexes, centre to corner
_HEX_STEP = 72
_BLACK_DEPOT_SPACES = 8  # §2.10: 2 per player are filled


def goods_groups(goods: Sequence[int]) -> list[tuple[int, int]]:
    """(goods type, how many) for each type present, ascending."""
    return [(kind, goods.count(kind)) for kind in sorted(set(goods))]


def depots_height(view: PublicView) -> float:
    """The height :func:`depots` draws."""
    return SECTION_TITLE + (len(view.depots) + 2) // 3 * (_DEPOT_HEIGHT + GAP)


BLACK_DEPOT_HEIGHT = 150 + GAP  # the black depot row, with the gap below it
TRACK_HEIGHT = 236  # the turn-order track and the bonus tiles beside it


def depots(canvas: Canvas, view: PublicView, y: float) -> float:
    """Depots 1-6 in two rows of three (§2.10.1): active spaces, their tiles, the goods space."""
    y = section_title(canvas, MARGIN, y, "Depots 1-6 \u00b7 take a tile with a die of the depot's number")
    width = (WIDTH - 2 * MARGIN - 2 * GAP) / 3
    for index, depot in enumerate(view.depots):
        row, column = divmod(index, 3)
        x = MARGIN + column * (width + GAP)
        top = y + row * (_DEPOT_HEIGHT + GAP)
        _depot(canvas, view, depot, x, top, width)
    rows = (len(view.depots) + 2) // 3
    return y + rows * (_DEPOT_HEIGHT + GAP)


def _depot(canvas: Canvas, view: PublicView, depot: DepotView, x: float, y: float, width: float) -> None:
    white = view.stage == "playing" and view.white_die == depot.number
    panel(canvas, (x, y, x + width, y + _DEPOT_HEIGHT))
    draw_die(canvas, (x + 14, y + 14, x + 78, y + 78), depot.number, colours.WHITE, colours.INK, colours.INK, True)
    if white:
        canvas.text((x + 46, y + 84), "white die", TINY - 2, colours.MUTED, "ma")
    hex_x = x + 96 + _HEX * 0.87
    middle = y + 14 + _HEX
    shown = 0
    for space in depot.spaces:
        if not space.active:
            continue
        centre = (hex_x + shown * _HEX_STEP, middle)
        if space.tile is not None:
            draw_tile(canvas, centre, _HEX, space.tile)
        else:
            kind = kind_of(space.kind)
            hexagon(canvas, centre, _HEX, empty_fill(kind), colours.LINE, 2)
            canvas.text(centre, kind.letter, SMALL, colours.MUTED, "mm", bold=True)
        shown += 1
    goods_y = y + _DEPOT_HEIGHT - 36
    label = canvas.text((x + 16, goods_y), "goods", TINY, colours.MUTED, "lm")
    left = x + 16 + label + 12
    groups = goods_groups(depot.goods)
    if not groups:
        canvas.text((left, goods_y), "none", TINY, colours.MUTED, "lm")
    # Up to six goods types can pile up on one depot: shrink the tiles until they all fit.
    side = 38.0
    while side > 24 and _goods_width(groups, side) > x + width - 12 - left:
        side -= 2
    for goods, count in groups:
        left += draw_goods_stack(canvas, left, goods_y, side, goods, count) + side * 0.3


def _goods_width(groups: list[tuple[int, int]], side: float) -> float:
    """The width a row of goods stacks takes at tile size ``side``."""
    counts = sum(
        side + 4 + text_width(f"\u00d7{count}", round(side * 0.6), bold=True) for _, count in groups if count > 1
    )
    singles = sum(side for _, count in groups if count <= 1)
    return counts + singles + side * 0.3 * (len(groups) - 1)


def black_depot(canvas: Canvas, view: PublicView, y: float) -> float:
    """The black depot (§2.10, §5.8) and the goods still to come this phase (§4.1 step 4, §4.2 step 3)."""
    height = BLACK_DEPOT_HEIGHT - GAP
    split = MARGIN + 700
    panel(canvas, (MARGIN, y, split - GAP / 2, y + height), outline=BLACK_DEPOT, width=3)
    canvas.text((MARGIN + 18, y + 14), "BLACK DEPOT", SMALL, colours.INK, "la", bold=True)
    canvas.text((split - GAP / 2 - 18, y + 16), "buy 1 tile a turn: 2 silverlings", TINY, colours.MUTED, "ra")
    slots = min(_BLACK_DEPOT_SPACES, max(2 * view.players, len(view.black_depot)))
    step = (split - GAP / 2 - MARGIN - 36) / max(1, slots)
    size = min(_HEX, step / 1.85)
    for index in range(slots):
        centre = (MARGIN + 18 + step * index + step / 2, y + 92)
        if index < len(view.black_depot):
            draw_tile(canvas, centre, size, view.black_depot[index])
        else:
            draw_slot(canvas, centre, size, BLACK_SLOT)
    _goods_to_come(canvas, view, split + GAP / 2, y, WIDTH - MARGIN, height)
    return y + height + GAP


def _goods_to_come(canvas: Canvas, view: PublicView, left: float, y: float, right: float, height: float) -> None:
    panel(canvas, (left, y, right, y + height))
    canvas.text((left + 18, y + 14), "GOODS STILL TO COME THIS PHASE", SMALL, colours.INK, "la", bold=True)
    x = left + 18
    if not view.round_goods:
        canvas.text((x, y + 70), "none", BODY, colours.MUTED, "lm")
    for index, goods in enumerate(view.round_goods):
        draw_goods(canvas, (x + index * 58, y + 50, x + index * 58 + 46, y + 96), goods)
    if view.round_goods:
        canvas.text((x + 5 * 58 + 10, y + 73), "first: next round", TINY, colours.MUTED, "lm")
    later = "  ".join(f"{phase} {count}" for phase, count in zip("ABCDE", view.face_down_goods, strict=False) if count)
    canvas.text(
        (x, y + height - 26), f"Face down for later phases: {later or 'none'}", TINY, colours.MUTED, "lm",
        max_width=right - x - 18,
    )  # fmt: skip


def turn_order_track(canvas: Canvas, view: PublicView, y: float, right: float) -> float:
    """The 7-space turn-order track (§4.4): stacks bottom to top; the right-most top piece plays first."""
    height = TRACK_HEIGHT
    panel(canvas, (MARGIN, y, right, y + height))
    canvas.text((MARGIN + 18, y + 14), "TURN ORDER TRACK", SMALL, colours.INK, "la", bold=True)
    canvas.text((right - 18, y + 16), "right-most, top first", TINY, colours.MUTED, "ra")
    spaces = len(view.track) or 7
    step = (right - MARGIN - 36) / spaces
    top = y + 52
    bottom = y + height - 16
    tallest = max(4, *(len(stack) for stack in view.track)) if view.track else 4
    radius = min(19.0, ((bottom - 8 - (top + 38)) / tallest - 4) / 2)
    for index in range(spaces):
        left = MARGIN + 18 + index * step
        canvas.box((left + 3, top, left + step - 3, bottom), colours.PAPER, colours.LINE, 2, radius=10)
        canvas.text((left + step / 2, top + 6), str(index + 1), SMALL, colours.MUTED, "ma", bold=True)
        stack = view.track[index] if index < len(view.track) else ()
        for level, seat in enumerate(stack):
            centre = (left + step / 2, bottom - 8 - radius - level * (2 * radius + 4))
            draw_badge(canvas, centre, radius, seat_style(seat))
    return y + height


def bonus_tiles(canvas: Canvas, view: PublicView, x: float, y: float) -> float:
    """The 12 bonus tiles (§2.8): large and small per colour; a taken one shows its owner."""
    right = WIDTH - MARGIN
    height = TRACK_HEIGHT
    panel(canvas, (x, y, right, y + height))
    canvas.text((x + 18, y + 14), "BONUS TILES", SMALL, colours.INK, "la", bold=True)
    canvas.text((right - 18, y + 16), "1st / 2nd to fill a colour", TINY, colours.MUTED, "ra")
    groups: dict[str, list[BonusTileView]] = {}
    for bonus in view.bonus_tiles:
        groups.setdefault(bonus.kind, []).append(bonus)
    columns = 3
    column_width = (right - x - 36) / columns
    for index, (kind_key, tiles) in enumerate(groups.items()):
        row, column = divmod(index, columns)
        left = x + 18 + column * column_width
        top = y + 54 + row * 90
        kind = kind_of(kind_key)
        large = next((tile for tile in tiles if tile.large), None)
        small = next((tile for tile in tiles if not tile.large), None)
        if large is not None:
            draw_bonus(canvas, (left, top, left + 76, top + 76), large, show_owner=True)
        if small is not None:
            draw_bonus(canvas, (left + 86, top + 12, left + 150, top + 76), small, show_owner=True)
        canvas.text((left + 160, top + 38), kind.colour_name, TINY, colours.INK, "lm", max_width=column_width - 164)
    return y + height


_SCORE_LEFT, _SCORE_RIGHT = MARGIN + 40, WIDTH - MARGIN - 60
_SCORE_RADIUS = 17


def _score_markers(view: PublicView) -> tuple[int, list[tuple[float, int, int, int]], float]:
    """The ruler's scale, each marker as (x, row, seat, score), and the panel's height."""
    scores = sorted((estate.score, estate.seat) for estate in view.estates)
    top_score = max((score for score, _ in scores), default=0)
    scale = max(100, -(-top_score // 20) * 20)
    left, right, radius = _SCORE_LEFT, _SCORE_RIGHT, _SCORE_RADIUS
    rows: list[list[tuple[float, float]]] = []  # per row: (from x, to x) of the markers in it
    placed: list[tuple[float, int, int, int]] = []  # x, row, seat, score
    for score, seat in scores:
        x = left + (right - left) * score / scale
        extent = (x - radius - 4, x + radius + 8 + text_width(str(score), BODY, bold=True))
        row = next(
            (index for index, spans in enumerate(rows) if all(b < extent[0] or a > extent[1] for a, b in spans)),
            len(rows),
        )
        if row == len(rows):
            rows.append([])
        rows[row].append(extent)
        placed.append((x, row, seat, score))
    return scale, placed, 30 + len(rows) * (2 * radius + 6) + 50


def score_track_height(view: PublicView) -> float:
    """The height :func:`score_track` draws."""
    return SECTION_TITLE + _score_markers(view)[2] + GAP


def score_track(canvas: Canvas, view: PublicView, y: float) -> float:
    """The score track (§2.10) as a ruler: each seat's marker at its VP with the VP beside it.

    Markers that would touch go one row up, so equal scores stack instead of hiding each other.
    """
    y = section_title(canvas, MARGIN, y, "Score track")
    scale, placed, height = _score_markers(view)
    left, right = _SCORE_LEFT, _SCORE_RIGHT
    radius = _SCORE_RADIUS
    step = 2 * radius + 6
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    line_y = y + height - 44
    canvas.box((left, line_y - 3, right, line_y + 3), colours.LINE, radius=3)
    tick = 10 if scale <= 120 else 20 if scale <= 240 else 50
    for value in range(0, scale + 1, tick):
        tick_x = left + (right - left) * value / scale
        canvas.box((tick_x - 1, line_y - 9, tick_x + 1, line_y + 9), colours.MUTED)
        canvas.text((tick_x, line_y + 14), str(value), TINY - 2, colours.MUTED, "ma")
    for x, row, seat, score in placed:
        centre_y = line_y - 12 - radius - row * step
        draw_badge(canvas, (x, centre_y), radius, seat_style(seat))
        canvas.text((x + radius + 6, centre_y), str(score), BODY, colours.INK, "lm", bold=True)
    return y + height + GAP


def progress_text(view: PublicView) -> str:
    """Where the game stands: "Phase B \u00b7 round 3 of 5", "Choosing estates", "Game over"."""
    if view.stage == "over":
        return "Game over"
    if view.stage == "choosing" or view.round == 0:
        return "Choosing estates"
    return f"Phase {view.phase} \u00b7 round {view.round} of {view.rounds_per_phase}"


def white_die(canvas: Canvas, view: PublicView, x: float, middle: float) -> None:
    """The white die and the depot it sent this round's goods to (§4.2 step 3)."""
    if view.stage != "playing" or not 1 <= view.white_die <= 6:
        return
    side = 58
    draw_die(canvas, (x, middle - side / 2, x + side, middle + side / 2), view.white_die)
    canvas.text((x + side + 12, middle - 14), "WHITE DIE", TINY, colours.MUTED, "lm", bold=True)
    canvas.text(
        (x + side + 12, middle + 14), f"{view.white_die}: goods to depot {view.white_die}", TINY, colours.INK, "lm"
    )
