"""The main board's parts, from the public view only (rules/castles-of-burgundy.md §2.8-§2.10, §4).

Depots 1-6 with their hex tiles and goods, the black depot and the goods still to come (the
main image), and the turn-order track, the score track and the bonus tiles (the tracks image):
each part as wide as a phone-sized image, one below the other.
"""

from collections.abc import Sequence

from engine.burgundy.views import BonusTileView, DepotView, PublicView
from i18n import _
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
from renderers.kit.language import number

_RIGHT = WIDTH - MARGIN
_DEPOT_ROW = 78
_DEPOT_STEP = _DEPOT_ROW + 6
_DIE = 44
_HEX = 32  # depot hexes, centre to corner: codes of 19 px, numbers and species of 15 px or more
_HEX_STEP = 60
_GOODS_SIDES = (34, 32, 30, 28, 26)  # goods tiles shrink to fit a depot; 26 keeps their counts at 15 px
_BLACK_HEX = 30
_BLACK_STEP = 60
_BLACK_DEPOT_SPACES = 8  # §2.10: 2 per player are filled


def goods_groups(goods: Sequence[int]) -> list[tuple[int, int]]:
    """(goods type, how many) for each type present, ascending."""
    return [(kind, goods.count(kind)) for kind in sorted(set(goods))]


def depots_height(view: PublicView) -> float:
    """The height :func:`depots` draws."""
    return SECTION_TITLE + len(view.depots) * _DEPOT_STEP - 6 + GAP


def depots(canvas: Canvas, view: PublicView, y: float) -> float:
    """Depots 1-6, one row each (§2.10.1): the depot's die, its active spaces and tiles, its goods."""
    y = section_title(canvas, MARGIN, y, _("Depots 1-6 \u00b7 take a tile with a die of its number"))
    for index, depot in enumerate(view.depots):
        _depot(canvas, view, depot, y + index * _DEPOT_STEP)
    return y + len(view.depots) * _DEPOT_STEP - 6 + GAP


def _depot(canvas: Canvas, view: PublicView, depot: DepotView, y: float) -> None:
    panel(canvas, (MARGIN, y, _RIGHT, y + _DEPOT_ROW))
    die_x = MARGIN + 12
    die = (die_x, y + 8, die_x + _DIE, y + 8 + _DIE)
    draw_die(canvas, die, depot.number, colours.WHITE, colours.INK, colours.INK, numeral=True)
    if view.stage == "playing" and view.white_die == depot.number:
        canvas.text((die_x + _DIE / 2, y + 56), _("white die"), TINY, colours.INK, "ma", bold=True)
    middle = y + _DEPOT_ROW / 2
    left = MARGIN + 72 + _HEX * 0.87
    shown = 0
    for space in depot.spaces:
        if not space.active:
            continue
        centre = (left + shown * _HEX_STEP, middle)
        if space.tile is not None:
            draw_tile(canvas, centre, _HEX, space.tile)
        else:
            kind = kind_of(space.kind)
            hexagon(canvas, centre, _HEX, empty_fill(kind), colours.LINE, 2)
            canvas.text(centre, kind.letter, SMALL, colours.MUTED, "mm", bold=True)
        shown += 1
    goods_left = left + max(shown - 1, 0) * _HEX_STEP + _HEX * 0.87 + 16
    _depot_goods(canvas, depot, goods_left, middle, _RIGHT - 10)


def _depot_goods(canvas: Canvas, depot: DepotView, left: float, middle: float, right: float) -> None:
    """A depot's goods: one row of stacks when they fit, else two rows, the tiles shrinking as needed."""
    groups = goods_groups(depot.goods)
    if not groups:
        canvas.text((left, middle), _("no goods"), TINY, colours.MUTED, "lm")
        return
    side, rows = _goods_rows(groups, right - left)
    for index, row in enumerate(rows):
        row_middle = middle + (index - (len(rows) - 1) / 2) * (side + 6)
        x = left
        for goods, count in row:
            x += draw_goods_stack(canvas, x, row_middle, side, goods, count) + side * 0.3


def _goods_rows(groups: list[tuple[int, int]], width: float) -> tuple[float, list[list[tuple[int, int]]]]:
    """The largest tile side and split into rows (one, else two) at which the goods stacks fit ``width``."""
    for side in _GOODS_SIDES:
        if _goods_width(groups, side) <= width:
            return side, [groups]
    for side in _GOODS_SIDES[2:]:
        half = -(-len(groups) // 2)
        rows = [groups[:half], groups[half:]]
        if all(_goods_width(row, side) <= width for row in rows):
            return side, rows
    half = -(-len(groups) // 2)
    return _GOODS_SIDES[-1], [groups[:half], groups[half:]]


def _goods_width(groups: list[tuple[int, int]], side: float) -> float:
    """The width a row of goods stacks takes at tile size ``side``."""
    counts = sum(
        side + 4 + text_width(f"\u00d7{count}", round(side * 0.6), bold=True) for _, count in groups if count > 1
    )
    singles = sum(side for _, count in groups if count <= 1)
    return counts + singles + side * 0.3 * (len(groups) - 1)


BLACK_DEPOT_HEIGHT = 112 + GAP  # the black depot, with the gap below it


def black_depot(canvas: Canvas, view: PublicView, y: float) -> float:
    """The black depot (§2.10, §5.8): up to 8 tiles, bought for 2 silverlings."""
    height = BLACK_DEPOT_HEIGHT - GAP
    panel(canvas, (MARGIN, y, _RIGHT, y + height), outline=BLACK_DEPOT, width=3)
    canvas.text((MARGIN + 14, y + 12), _("BLACK DEPOT"), SMALL, colours.INK, "la", bold=True)
    canvas.text((_RIGHT - 14, y + 14), _("buy 1 tile a turn for 2 silverlings"), TINY, colours.MUTED, "ra")
    slots = min(_BLACK_DEPOT_SPACES, max(2 * view.players, len(view.black_depot)))
    for index in range(slots):
        centre = (MARGIN + 14 + _BLACK_HEX * 0.87 + index * _BLACK_STEP, y + 72)
        if index < len(view.black_depot):
            draw_tile(canvas, centre, _BLACK_HEX, view.black_depot[index])
        else:
            draw_slot(canvas, centre, _BLACK_HEX, BLACK_SLOT)
    return y + height + GAP


GOODS_TO_COME_HEIGHT = 116 + GAP
_COMING_SIDE = 38


def goods_to_come(canvas: Canvas, view: PublicView, y: float) -> float:
    """The goods still on this phase's round spaces (§4.1 step 4, §4.2 step 3) and the face-down ones left."""
    height = GOODS_TO_COME_HEIGHT - GAP
    panel(canvas, (MARGIN, y, _RIGHT, y + height))
    x = MARGIN + 14
    canvas.text((x, y + 12), _("GOODS STILL TO COME THIS PHASE"), SMALL, colours.INK, "la", bold=True)
    middle = y + 36 + _COMING_SIDE / 2
    step = _COMING_SIDE + 10
    if not view.round_goods:
        canvas.text((x, middle), _("none"), BODY, colours.MUTED, "lm")
    for index, goods in enumerate(view.round_goods):
        left = x + index * step
        draw_goods(canvas, (left, middle - _COMING_SIDE / 2, left + _COMING_SIDE, middle + _COMING_SIDE / 2), goods)
    if view.round_goods:
        note_x = x + len(view.round_goods) * step + 6
        canvas.text(
            (note_x, middle), _("\u2039 first: next round"), TINY, colours.MUTED, "lm", max_width=_RIGHT - note_x
        )
    left_over = zip("ABCDE", view.face_down_goods, strict=False)
    later = " \u00b7 ".join(f"{phase} {number(count)}" for phase, count in left_over if count)
    later_text = _("Face down for later phases: {goods}", goods=later or _("none"))
    canvas.text((x, y + height - 18), later_text, TINY, colours.MUTED, "lm", max_width=_RIGHT - x - 14)
    return y + height + GAP


_TRACK_BADGE = 17
_TRACK_LEVEL = 2 * _TRACK_BADGE + 5


def _tallest(view: PublicView) -> int:
    return max(2, *(len(stack) for stack in view.track)) if view.track else 2


def turn_order_height(view: PublicView) -> float:
    """The height :func:`turn_order_track` draws."""
    return 40 + 28 + _tallest(view) * _TRACK_LEVEL + 14 + GAP


def turn_order_track(canvas: Canvas, view: PublicView, y: float) -> float:
    """The 7-space turn-order track (§4.4): stacks bottom to top; the right-most top piece plays first."""
    height = turn_order_height(view) - GAP
    panel(canvas, (MARGIN, y, _RIGHT, y + height))
    canvas.text((MARGIN + 14, y + 12), _("TURN ORDER TRACK"), SMALL, colours.INK, "la", bold=True)
    canvas.text((_RIGHT - 14, y + 14), _("right-most, top first"), TINY, colours.MUTED, "ra")
    spaces = len(view.track) or 7
    step = (_RIGHT - MARGIN - 28) / spaces
    top = y + 40
    bottom = y + height - 10
    for index in range(spaces):
        left = MARGIN + 14 + index * step
        canvas.box((left + 3, top, left + step - 3, bottom), colours.PAPER, colours.LINE, 2, radius=10)
        canvas.text((left + step / 2, top + 6), str(index + 1), SMALL, colours.MUTED, "ma", bold=True)
        stack = view.track[index] if index < len(view.track) else ()
        for level, seat in enumerate(stack):
            centre = (left + step / 2, bottom - 6 - _TRACK_BADGE - level * _TRACK_LEVEL)
            draw_badge(canvas, centre, _TRACK_BADGE, seat_style(seat))
    return y + height + GAP


_BONUS_LARGE, _BONUS_SMALL = 66, 60  # a taken tile's owner badge stays 15 px or more
_BONUS_ROW = _BONUS_LARGE + 10
_BONUS_COLUMNS = 3


def bonus_tiles_height(view: PublicView) -> float:
    """The height :func:`bonus_tiles` draws."""
    rows = -(-len({bonus.kind for bonus in view.bonus_tiles}) // _BONUS_COLUMNS)
    return 42 + rows * _BONUS_ROW + 4 + GAP


def bonus_tiles(canvas: Canvas, view: PublicView, y: float) -> float:
    """The 12 bonus tiles (§2.8): large and small per colour, marked by its letter; a taken one shows its owner."""
    height = bonus_tiles_height(view) - GAP
    panel(canvas, (MARGIN, y, _RIGHT, y + height))
    canvas.text((MARGIN + 14, y + 12), _("BONUS TILES"), SMALL, colours.INK, "la", bold=True)
    canvas.text((_RIGHT - 14, y + 14), _("1st / 2nd to fill all of a colour"), TINY, colours.MUTED, "ra")
    groups: dict[str, list[BonusTileView]] = {}
    for bonus in view.bonus_tiles:
        groups.setdefault(bonus.kind, []).append(bonus)
    column_width = (_RIGHT - MARGIN - 28) / _BONUS_COLUMNS
    for index, tiles in enumerate(groups.values()):
        row, column = divmod(index, _BONUS_COLUMNS)
        left = MARGIN + 14 + column * column_width + (column_width - _BONUS_LARGE - _BONUS_SMALL - 8) / 2
        top = y + 42 + row * _BONUS_ROW
        large = next((tile for tile in tiles if tile.large), None)
        small = next((tile for tile in tiles if not tile.large), None)
        if large is not None:
            draw_bonus(canvas, (left, top, left + _BONUS_LARGE, top + _BONUS_LARGE), large, show_owner=True)
        if small is not None:
            small_left = left + _BONUS_LARGE + 8
            small_top = top + _BONUS_LARGE - _BONUS_SMALL
            draw_bonus(canvas, (small_left, small_top, small_left + _BONUS_SMALL, top + _BONUS_LARGE), small, True)
    return y + height + GAP


_SCORE_LEFT, _SCORE_RIGHT = MARGIN + 24, _RIGHT - 50
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
    return scale, placed, 44 + len(rows) * (2 * radius + 6) + 48


def score_track_height(view: PublicView) -> float:
    """The height :func:`score_track` draws."""
    return _score_markers(view)[2] + GAP


def _tick(scale: int) -> int:
    """Ruler numbers every 10, 20 or 50 VP: at most about a dozen, so they stay apart."""
    return 10 if scale <= 120 else 20 if scale <= 240 else 50


def score_track(canvas: Canvas, view: PublicView, y: float) -> float:
    """The score track (§2.10) as a ruler: each seat's marker at its VP with the VP beside it.

    Markers that would touch go one row up, so equal scores stack instead of hiding each other.
    """
    scale, placed, height = _score_markers(view)
    left, right = _SCORE_LEFT, _SCORE_RIGHT
    radius = _SCORE_RADIUS
    step = 2 * radius + 6
    panel(canvas, (MARGIN, y, _RIGHT, y + height))
    canvas.text((MARGIN + 14, y + 12), _("SCORE TRACK"), SMALL, colours.INK, "la", bold=True)
    line_y = y + height - 40
    canvas.box((left, line_y - 3, right, line_y + 3), colours.LINE, radius=3)
    tick = _tick(scale)
    for value in range(0, scale + 1, tick):
        tick_x = left + (right - left) * value / scale
        canvas.box((tick_x - 1, line_y - 8, tick_x + 1, line_y + 8), colours.MUTED)
        canvas.text((tick_x, line_y + 12), str(value), TINY, colours.MUTED, "ma")
    for x, row, seat, score in placed:
        centre_y = line_y - 12 - radius - row * step
        draw_badge(canvas, (x, centre_y), radius, seat_style(seat))
        canvas.text((x + radius + 6, centre_y), str(score), BODY, colours.INK, "lm", bold=True)
    return y + height + GAP


def progress_text(view: PublicView) -> str:
    """Where the game stands: "Phase B \u00b7 round 3 of 5", "Choosing estates", "Game over"."""
    if view.stage == "over":
        return _("Game over")
    if view.stage == "choosing" or view.round == 0:
        return _("Choosing estates")
    return _("Phase {phase} \u00b7 round {round} of {rounds}", phase=view.phase, round=view.round,
             rounds=view.rounds_per_phase)  # fmt: skip


def white_die(canvas: Canvas, view: PublicView, x: float, top: float) -> None:
    """The white die and the depot it sent this round's goods to (§4.2 step 3)."""
    if view.stage != "playing" or not 1 <= view.white_die <= 6:
        return
    side = 44
    draw_die(canvas, (x, top, x + side, top + side), view.white_die)
    canvas.text((x + side + 10, top + side / 2 - 10), _("WHITE DIE"), TINY, colours.MUTED, "lm", bold=True)
    canvas.text(
        (x + side + 10, top + side / 2 + 10), _("goods: depot {number}", number=view.white_die), TINY, colours.INK, "lm"
    )
