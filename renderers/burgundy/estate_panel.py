"""One player's estate in compact form, for the public board (rules §2.11, H6).

The hex estate on the left; on the right the score, silverlings, workers, storage, goods
storage, dice, sold goods, knowledge tiles and bonus tiles won. Two panels fit side by side.
"""

from collections.abc import Sequence

from engine.burgundy.views import EstateView, PublicView
from renderers.burgundy.estate import draw_estate, reach_for
from renderers.burgundy.look import START_TAG
from renderers.burgundy.pieces import BODY, GAP, LARGE, MARGIN, SMALL, TINY, WIDTH, panel, seat_chip
from renderers.burgundy.supplies import (
    chosen_die,
    dice_rolled,
    draw_counter,
    draw_dice,
    draw_goods_spaces,
    draw_storage,
    draw_won_bonus,
)
from renderers.kit import Box, Canvas, draw_tag, tag_width
from renderers.kit import palette as colours

PANEL_WIDTH = (WIDTH - 2 * MARGIN - GAP) / 2
PANEL_HEIGHT = 440
_GRID = (372, 340)  # width and height of the estate box


def estate_panels_height(view: PublicView) -> float:
    """The height :func:`estate_panels` draws."""
    return (len(view.estates) + 1) // 2 * (PANEL_HEIGHT + GAP)


def estate_panels(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """Every seat's compact estate, two per row; returns the y below them."""
    for index, estate in enumerate(view.estates):
        row, column = divmod(index, 2)
        x = MARGIN + column * (PANEL_WIDTH + GAP)
        compact_estate(canvas, view, estate, names, x, y + row * (PANEL_HEIGHT + GAP))
    rows = (len(view.estates) + 1) // 2
    return y + rows * (PANEL_HEIGHT + GAP)


def _tags(view: PublicView, seat: int) -> list[tuple[str, colours.Colour]]:
    tags: list[tuple[str, colours.Colour]] = []
    if seat in view.waiting_on:
        tags.append(("TO ACT", colours.ATTENTION))
    if view.stage == "playing" and view.order and view.order[0] == seat:
        tags.append(("START", START_TAG))
    return tags


def compact_estate(
    canvas: Canvas, view: PublicView, estate: EstateView, names: Sequence[str], x: float, y: float
) -> None:
    """One seat's estate panel at (x, y)."""
    acting = estate.seat in view.waiting_on
    outline, width = (colours.ATTENTION, 4) if acting else (colours.LINE, 2)
    right = x + PANEL_WIDTH
    panel(canvas, (x, y, right, y + PANEL_HEIGHT), outline=outline, width=width)
    middle = y + 34
    score = canvas.text((right - 18, middle), f"{estate.score} VP", LARGE, colours.INK, "rm", bold=True)
    limit = right - 36 - score
    used = seat_chip(canvas, x + 16, middle, estate.seat, names, BODY, min(300, limit - x - 16))
    tag_x = x + 16 + used + 12
    for text, fill in _tags(view, estate.seat):
        if tag_x + tag_width(text, TINY) > limit:
            break
        draw_tag(canvas, (tag_x, middle), text, TINY, fill)
        tag_x += tag_width(text, TINY) + 8
    grid_top = y + 64
    box = (x + 10, grid_top, x + 10 + _GRID[0], grid_top + _GRID[1])
    draw_estate(canvas, estate, box, reach_for(estate, view.reach), gap=1.5)
    _unrevealed_note(canvas, view, estate, box)
    _board_line(canvas, estate, x + 16, y + PANEL_HEIGHT - 16)
    _side(canvas, view, estate, x + 26 + _GRID[0], grid_top, right - 14)


def _board_line(canvas: Canvas, estate: EstateView, x: float, bottom: float) -> None:
    if estate.board:
        text = f"Estate No. {estate.board} \u00b7 start castle {estate.castle_space} \u00b7 {estate.empty_spaces} empty"
    else:
        text = f"{estate.empty_spaces} empty spaces"
    canvas.text((x, bottom), text, TINY, colours.MUTED, "ls", max_width=_GRID[0])


def _unrevealed_note(canvas: Canvas, view: PublicView, estate: EstateView, box: Box) -> None:
    """Over an estate not yet chosen or revealed: what is known of it (§7, H8)."""
    if estate.colours:
        return
    if estate.has_chosen:
        text = "Chosen in secret" if view.boards == "secret" else "Chosen"
    else:
        text = "Choosing"
    dealt = " or ".join(f"No. {board}" for board in estate.dealt)
    centre_x, centre_y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    canvas.box((box[0] + 30, centre_y - 52, box[2] - 30, centre_y + 52), colours.PANEL, colours.INK, 3, radius=14)
    canvas.text((centre_x, centre_y - 20), text, BODY, colours.INK, "mm", bold=True, max_width=box[2] - box[0] - 80)
    if dealt:
        canvas.text((centre_x, centre_y + 22), f"dealt {dealt}", SMALL, colours.MUTED, "mm")


def _side(canvas: Canvas, view: PublicView, estate: EstateView, x: float, y: float, right: float) -> None:
    """The supplies column of a compact estate panel, from ``y`` down about 360 pixels."""
    width = right - x

    def label(text: str, left: float, top: float) -> None:
        canvas.text((left, top), text, TINY - 2, colours.MUTED, "la", bold=True)

    used = draw_counter(canvas, x, y + 20, "coin", estate.silverlings, LARGE)
    draw_counter(canvas, x + max(used + 26, 112), y + 20, "worker", estate.workers, LARGE)
    label("STORAGE", x, y + 48)
    reach = view.reach
    mine = view.active == estate.seat
    marked = reach.tile if reach is not None and reach.seat == estate.seat else ""
    draw_storage(canvas, x, y + 96, 27, estate, marked, view.held if mine else None)
    label("GOODS", x, y + 130)
    draw_goods_spaces(canvas, x, y + 170, 38, estate, width / 3)
    label("DICE", x, y + 196)
    if dice_rolled(estate):
        draw_dice(canvas, x + 6, y + 222, 44, estate, chosen_die(estate, view))
    else:
        canvas.text((x, y + 244), "not rolled", TINY, colours.MUTED, "lm")
    half = x + width / 2 + 6
    canvas.text((half, y + 226), f"sold {sum(estate.sold)}", TINY, colours.INK, "la", True, right - half)
    canvas.text((half, y + 254), f"track {estate.track_space}", TINY, colours.INK, "la", True, right - half)
    label("KNOWLEDGE", x, y + 294)
    numbers = " \u00b7 ".join(str(number) for number in estate.knowledge)
    if numbers:
        canvas.paragraph((x, y + 316), numbers, SMALL, colours.INK, half - x - 10, 2, 1.05, bold=True)
    else:
        canvas.text((x, y + 316), "none", SMALL, colours.MUTED, "la")
    label("BONUS", half, y + 294)
    if estate.bonus_tiles:
        draw_won_bonus(canvas, half, y + 334, 34, estate, right - half)
    else:
        canvas.text((half, y + 316), "none", SMALL, colours.MUTED, "la")
