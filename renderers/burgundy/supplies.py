"""A player's supplies beside the estate: storage, goods, silverlings, workers, dice, sold goods (§2.11).

Drawn at any size from the same view: on each estate image and on the seat's details image.
"""

from engine.burgundy.views import EstateView, PublicView, TileFace
from i18n import _
from renderers.burgundy.look import USED_PIPS, unsold_fill
from renderers.burgundy.pieces import (
    TINY,
    draw_bonus,
    draw_coin,
    draw_goods,
    draw_goods_stack,
    draw_reach,
    draw_slot,
    draw_tile,
    draw_worker,
)
from renderers.kit import Canvas, draw_die
from renderers.kit import palette as colours

STORAGE_SPACES = 3  # §2.11
GOODS_SPACES = 3


def chosen_die(estate: EstateView, view: PublicView) -> int | None:
    """Index of the die the current decision is about, read from the view's ``reach``.

    The reach names the die's face; two dice showing the same face are the same choice.
    """
    reach = view.reach
    if reach is None or reach.seat != estate.seat or reach.die is None:
        return None
    for index, (value, used) in enumerate(zip(estate.dice, estate.used, strict=False)):
        if value == reach.die and not used:
            return index
    return None


def dice_rolled(estate: EstateView) -> bool:
    """Whether the seat has dice showing this round (not before the first roll)."""
    return len(estate.dice) == 2 and all(1 <= value <= 6 for value in estate.dice)


def draw_dice(
    canvas: Canvas, x: float, top: float, side: float, estate: EstateView, chosen: int | None, values: bool = False
) -> float:
    """The seat's two dice with pips, used ones faded, the chosen one on a dark plate.

    Under each die: its value when ``values`` is set, and "used" once it is used. Returns the width used.
    """
    caption_size = max(TINY, round(side * 0.3))
    for index, value in enumerate(estate.dice[:2]):
        left = x + index * (side * 1.3)
        used = index < len(estate.used) and estate.used[index]
        if index == chosen:
            canvas.box((left - 6, top - 6, left + side + 6, top + side + 6), colours.ATTENTION, radius=side * 0.22)
        face = colours.SHADE if used else colours.WHITE
        pips = USED_PIPS if used else colours.INK
        draw_die(canvas, (left, top, left + side, top + side), value, face, pips, pips)
        if values:
            caption = _("{value} used", value=value) if used else str(value)
        else:
            caption = _("used") if used else ""
        if caption:
            ink = colours.MUTED if used else colours.INK
            canvas.text((left + side / 2, top + side + 6), caption, caption_size, ink, "ma", bold=values)
    return side * 2.3


def draw_storage(
    canvas: Canvas,
    x: float,
    middle: float,
    size: float,
    estate: EstateView,
    marked: str = "",
    held: TileFace | None = None,
) -> float:
    """The three storage spaces (stored tiles or empty slots); the tile ``marked`` by id is ringed.

    A ``held`` tile (just taken into full storage, §5.2) waits ringed after them, past a
    plus sign, until one stored tile is discarded. Returns the width used.
    """
    step = size * 1.84
    for index in range(STORAGE_SPACES):
        centre = (x + size * 0.87 + index * step, middle)
        if index < len(estate.storage):
            tile = estate.storage[index]
            draw_tile(canvas, centre, size, tile)
            if marked and tile.id == marked:
                draw_reach(canvas, centre, size, 0)
        else:
            draw_slot(canvas, centre, size)
    width = step * (STORAGE_SPACES - 1) + size * 1.74
    if held is None:
        return width
    plus_x = x + width + size * 0.45
    canvas.text((plus_x, middle), "+", round(size * 0.9), colours.INK, "mm", bold=True)
    centre = (plus_x + size * 0.45 + size * 0.87, middle)
    draw_tile(canvas, centre, size, held)
    draw_reach(canvas, centre, size, 0)
    return centre[0] + size * 0.87 - x


def draw_goods_spaces(canvas: Canvas, x: float, middle: float, side: float, estate: EstateView, step: float) -> None:
    """The three goods spaces: a goods tile with its count, or an empty dashed square."""
    for index in range(GOODS_SPACES):
        left = x + index * step
        stack = estate.goods[index] if index < len(estate.goods) else None
        if stack is None:
            canvas.dashed_box((left, middle - side / 2, left + side, middle + side / 2), colours.LINE, 2, 6)
            continue
        draw_goods_stack(canvas, left, middle, side, stack.goods, stack.count)


def draw_counter(canvas: Canvas, x: float, middle: float, icon: str, value: int, size: int) -> float:
    """A silverling or worker icon with its number; returns the width used."""
    radius = size * 0.55
    centre = (x + radius, middle)
    if icon == "coin":
        draw_coin(canvas, centre, radius)
    else:
        draw_worker(canvas, centre, radius * 0.92)
    used = canvas.text((x + 2 * radius + size * 0.25, middle), str(value), size, colours.INK, "lm", bold=True)
    return 2 * radius + size * 0.25 + used


def draw_sold(canvas: Canvas, x: float, middle: float, side: float, estate: EstateView, step: float) -> float:
    """Sold goods per type 1-6 (H7): a small tile with the count beside it; returns the width used."""
    for index, count in enumerate(estate.sold[:6]):
        left = x + index * step
        goods = index + 1
        box = (left, middle - side / 2, left + side, middle + side / 2)
        if count:
            draw_goods(canvas, box, goods)
        else:
            canvas.box(box, unsold_fill(goods), colours.LINE, 2, radius=side * 0.16)
            canvas.text((left + side / 2, middle), str(goods), round(side * 0.6), colours.MUTED, "mm", bold=True)
        canvas.text((left + side + 3, middle), str(count), round(side * 0.7), colours.INK, "lm", bold=True)
    return step * 6


def draw_won_bonus(canvas: Canvas, x: float, middle: float, side: float, estate: EstateView, width: float) -> float:
    """The bonus tiles this seat has won, wrapping onto a second row; returns the height used."""
    per_row = max(1, int((width + 6) // (side + 6)))
    for index, bonus in enumerate(estate.bonus_tiles):
        row, column = divmod(index, per_row)
        left = x + column * (side + 6)
        top = middle - side / 2 + row * (side + 6)
        draw_bonus(canvas, (left, top, left + side, top + side), bonus, show_owner=False)
    rows = -(-len(estate.bonus_tiles) // per_row)
    return rows * (side + 6) - 6 if rows else 0.0
