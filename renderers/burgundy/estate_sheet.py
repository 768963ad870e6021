"""One player's estate as its own phone-sized image (rules §2.11, H6), sent with the main board.

A phone shows an image about 400 pixels wide, so this one is narrow and tall: the seat and
its score, the hex estate across the whole width, then the supplies in rows (silverlings,
workers, track, sold goods; storage and dice; goods and knowledge; bonus tiles won). Every
text stays at least ``WIDTH / 40`` pixels high, 10 pixels once shown 400 wide. The public
picture has one per estate; the private picture starts with the seat's own, its chosen
die's reachable spaces ringed.
"""

from collections.abc import Sequence

from engine.burgundy.views import EstateView, PublicView
from i18n import _, listed
from renderers.burgundy.estate import draw_estate, reach_for
from renderers.burgundy.look import PALETTE, START_TAG
from renderers.burgundy.pieces import panel, seat_chip
from renderers.burgundy.supplies import (
    chosen_die,
    dice_rolled,
    draw_counter,
    draw_dice,
    draw_goods_spaces,
    draw_storage,
    draw_won_bonus,
)
from renderers.kit import Box, Canvas, draw_tag, drawn, tag_width
from renderers.kit import palette as colours

WIDTH = 560
MARGIN = 14
NAME = 26
SCORE = 30
TEXT = 20
LABEL = 15  # the smallest text: 560 / 40 = 14 pixels is 10 once shown 400 wide
TAG = 15
_HEADER = 56
_GRID = (WIDTH - 2 * MARGIN, 480)  # the estate: hexes of about 44 pixels, letters of 15
_BOARD_LINE = 30
_COUNTERS = 58
_STORAGE = 118  # a label, then storage tiles of 40 pixels (their words at 14) beside the dice
_GOODS = 96
_BONUS_SIDE = 60  # a bonus tile's corner letter is a quarter of its side


def sheet_height(estate: EstateView) -> float:
    """The height :func:`render_estate` draws."""
    rows = _bonus_rows(estate)
    bonus = 30 + (rows * (_BONUS_SIDE + 6) - 6 if rows else TEXT + 4)
    return MARGIN + _HEADER + _GRID[1] + _BOARD_LINE + _COUNTERS + _STORAGE + _GOODS + bonus + 2 * MARGIN


def _bonus_rows(estate: EstateView) -> int:
    per_row = max(1, int((WIDTH - 4 * MARGIN + 6) // (_BONUS_SIDE + 6)))
    return -(-len(estate.bonus_tiles) // per_row)


def render_estate(view: PublicView, seat: int, names: Sequence[str]) -> bytes:
    """Seat ``seat``'s estate and supplies, as PNG bytes, from the public view."""
    estate = view.estates[seat]

    def paint(canvas: Canvas) -> float:
        bottom = sheet_height(estate) - MARGIN
        acting = seat in view.waiting_on
        outline, width = (colours.ATTENTION, 4) if acting else (colours.LINE, 2)
        panel(canvas, (MARGIN / 2, MARGIN / 2, WIDTH - MARGIN / 2, bottom), outline=outline, width=width)
        y = _header(canvas, view, estate, names, MARGIN)
        box = (MARGIN, y, MARGIN + _GRID[0], y + _GRID[1])
        draw_estate(canvas, estate, box, reach_for(estate, view.reach), gap=1.5)
        _unrevealed_note(canvas, view, estate, box)
        y = _board_line(canvas, estate, box[3])
        y = _supplies(canvas, view, estate, y)
        return bottom + MARGIN

    return drawn(WIDTH, sheet_height(estate), colours.PAPER, paint).png(PALETTE)


def _header(canvas: Canvas, view: PublicView, estate: EstateView, names: Sequence[str], y: float) -> float:
    middle = y + _HEADER / 2
    right = WIDTH - 2 * MARGIN
    score = canvas.text((right, middle), _("{vp} VP", vp=estate.score), SCORE, colours.INK, "rm", bold=True)
    tags: list[tuple[str, colours.Colour]] = []
    if estate.seat in view.waiting_on:
        tags.append((_("TO ACT"), colours.ATTENTION))
    if view.stage == "playing" and view.order and view.order[0] == estate.seat:
        tags.append((_("START"), START_TAG))
    tags_width = sum(tag_width(text, TAG) + 8 for text, _ in tags)
    limit = right - score - 16 - tags_width
    x = 2 * MARGIN
    x += seat_chip(canvas, x, middle, estate.seat, names, NAME, limit - x) + 10
    for text, fill in tags:
        draw_tag(canvas, (x, middle), text, TAG, fill)
        x += tag_width(text, TAG) + 8
    return y + _HEADER


def _board_line(canvas: Canvas, estate: EstateView, y: float) -> float:
    if estate.board:
        text = _(
            "Estate No. {board} \u00b7 start castle {castle} \u00b7 {empty} empty",
            board=estate.board,
            castle=estate.castle_space,
            empty=estate.empty_spaces,
        )
    else:
        text = _("{n} empty spaces", n=estate.empty_spaces)
    canvas.text((WIDTH / 2, y + _BOARD_LINE / 2), text, LABEL, colours.MUTED, "mm", max_width=WIDTH - 4 * MARGIN)
    return y + _BOARD_LINE


def _unrevealed_note(canvas: Canvas, view: PublicView, estate: EstateView, box: Box) -> None:
    """Over an estate not yet chosen or revealed: what is known of it (§7, H8)."""
    if estate.colours:
        return
    if estate.has_chosen:
        text = _("Chosen in secret") if view.boards == "secret" else _("Chosen")
    else:
        text = _("Choosing")
    dealt = listed([_("No. {board}", board=board) for board in estate.dealt], "or")
    centre_x, centre_y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    canvas.box((box[0] + 40, centre_y - 56, box[2] - 40, centre_y + 56), colours.PANEL, colours.INK, 3, radius=14)
    canvas.text((centre_x, centre_y - 20), text, NAME, colours.INK, "mm", bold=True, max_width=box[2] - box[0] - 100)
    if dealt:
        canvas.text((centre_x, centre_y + 24), _("dealt {boards}", boards=dealt), TEXT, colours.MUTED, "mm")


def _label(canvas: Canvas, text: str, x: float, y: float) -> None:
    canvas.text((x, y), text, LABEL, colours.MUTED, "la", bold=True)


def _supplies(canvas: Canvas, view: PublicView, estate: EstateView, y: float) -> float:
    left = 2 * MARGIN
    middle = y + _COUNTERS / 2
    used = draw_counter(canvas, left, middle, "coin", estate.silverlings, SCORE)
    used += draw_counter(canvas, left + used + 24, middle, "worker", estate.workers, SCORE) + 24
    facts = _("track {space} \u00b7 sold {sold}", space=estate.track_space, sold=sum(estate.sold))
    canvas.text((WIDTH - 2 * MARGIN, middle), facts, TEXT, colours.INK, "rm", bold=True, max_width=WIDTH - used - 80)
    y += _COUNTERS

    _label(canvas, _("STORAGE"), left, y)
    reach = view.reach
    marked = reach.tile if reach is not None and reach.seat == estate.seat else ""
    held = view.held if view.active == estate.seat else None
    draw_storage(canvas, left, y + 66, 40, estate, marked, held)
    dice_x = WIDTH - 2 * MARGIN - 110
    _label(canvas, _("DICE"), dice_x, y)
    if dice_rolled(estate):
        draw_dice(canvas, dice_x, y + 30, 48, estate, chosen_die(estate, view))
    else:
        canvas.text((dice_x, y + 54), _("not rolled"), TEXT, colours.MUTED, "lm")
    y += _STORAGE

    _label(canvas, _("GOODS"), left, y)
    draw_goods_spaces(canvas, left, y + 50, 40, estate, 84)
    knowledge_x = left + 3 * 84 + 16
    _label(canvas, _("KNOWLEDGE"), knowledge_x, y)
    numbers = " \u00b7 ".join(str(number) for number in estate.knowledge)
    width = WIDTH - 2 * MARGIN - knowledge_x
    if numbers:
        canvas.paragraph((knowledge_x, y + 24), numbers, TEXT, colours.INK, width, 2, 1.1, bold=True)
    else:
        canvas.text((knowledge_x, y + 24), _("none"), TEXT, colours.MUTED, "la")
    y += _GOODS

    _label(canvas, _("BONUS TILES WON"), left, y)
    if estate.bonus_tiles:
        draw_won_bonus(canvas, left, y + 30 + _BONUS_SIDE / 2, _BONUS_SIDE, estate, WIDTH - 4 * MARGIN)
    else:
        canvas.text((left, y + 26), _("none"), TEXT, colours.MUTED, "la")
    return y
