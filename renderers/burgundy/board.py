"""The public Castles of Burgundy picture, built from the public view only (rules §2.8-§2.11, §4, §6, H6).

The main board, top to bottom: the header (phase, round, region bonus), who acts and this
round's order with the white die, the main board (depots, black depot, goods to come,
turn-order track, bonus tiles, score track) and the final scores once the game is over.
Each player's estate is an image of its own (estate_sheet.py), sent with this one.
"""

from collections.abc import Sequence

from engine.burgundy.views import PublicView
from renderers.burgundy import main_board
from renderers.burgundy.final import final_scores, final_scores_height
from renderers.burgundy.look import PALETTE, doing
from renderers.burgundy.offer import offer, offer_height
from renderers.burgundy.pieces import (
    BODY,
    GAP,
    LARGE,
    MARGIN,
    SMALL,
    TINY,
    TITLE,
    WIDTH,
    legend,
    legend_height,
    panel,
    seat_chip,
)
from renderers.kit import Canvas, draw_badge, draw_tag, drawn, seat_style
from renderers.kit import palette as colours

_BOARD_NAMES = {
    "base": "estate board No. 1",
    "open": "boards 2-9, chosen openly",
    "secret": "boards 2-9, chosen in secret",
}


def render_public(view: PublicView, names: Sequence[str]) -> bytes:
    """The board everyone sees, as PNG bytes."""
    if not isinstance(view, PublicView):
        raise TypeError(f"render_public needs a PublicView, not {type(view).__name__}")

    def paint(canvas: Canvas) -> float:
        y = header(canvas, view)
        y = final_scores(canvas, view, names, y) if view.stage == "over" else _status(canvas, view, names, y)
        y = main_board.depots(canvas, view, y)
        y = main_board.black_depot(canvas, view, y)
        y = offer(canvas, view, y)
        split = MARGIN + 500
        main_board.turn_order_track(canvas, view, y, split - GAP / 2)
        y = main_board.bonus_tiles(canvas, view, split + GAP / 2, y) + GAP
        y = main_board.score_track(canvas, view, y)
        y = legend(canvas, y, ringed=view.reach is not None)
        return y + MARGIN - GAP

    return drawn(WIDTH, board_height(view), colours.PAPER, paint).png(PALETTE)


HEADER_HEIGHT = MARGIN - 6 + 96
_STATUS_HEIGHT = 96


def board_height(view: PublicView) -> float:
    """The height :func:`render_public` draws, section by section, without drawing."""
    y = HEADER_HEIGHT + (final_scores_height(view) if view.stage == "over" else _STATUS_HEIGHT + GAP)
    y += main_board.depots_height(view) + main_board.BLACK_DEPOT_HEIGHT + offer_height(view)
    y += main_board.TRACK_HEIGHT + GAP
    y += main_board.score_track_height(view)
    return y + legend_height(view.reach is not None) + MARGIN - GAP


def header(canvas: Canvas, view: PublicView, title: str = "THE CASTLES OF BURGUNDY") -> float:
    """Title on the left; progress and the game's settings on the right. Returns the y below."""
    top = MARGIN - 6
    right = WIDTH - MARGIN
    progress = main_board.progress_text(view)
    used = canvas.text((right, top + 2), progress, LARGE + 6, colours.INK, "ra", bold=True)
    canvas.text((MARGIN, top), title, TITLE, colours.INK, "la", bold=True, max_width=right - MARGIN - used - 30)
    details = [f"{view.players} players", _BOARD_NAMES.get(view.boards, view.boards)]
    if view.stage == "playing":
        details.append(f"region bonus this phase +{view.phase_bonus} VP")
    canvas.text((right, top + 54), " \u00b7 ".join(details), SMALL, colours.MUTED, "ra")
    return HEADER_HEIGHT


def _status(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """Who must act and what they decide; this round's order; the white die; the purchase flag."""
    height = _STATUS_HEIGHT
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height), outline=colours.ATTENTION, width=3)
    middle = y + height / 2
    x = MARGIN + 20
    draw_tag(canvas, (x, middle), "TO ACT", TINY, colours.ATTENTION)
    x += 110
    waiting = list(view.waiting_on)
    if len(waiting) == 1:
        used = seat_chip(canvas, x, middle - 14, waiting[0], names, BODY, 360)
        # §5.2: a tile taken into full storage waits while a stored one is discarded.
        what = f"discards a tile to store the {view.held.label}" if view.held is not None else doing(view.decision)
        canvas.text((x, middle + 22), what, TINY, colours.INK, "lm", max_width=490)
        x += max(used, 300)
    else:
        for index, seat in enumerate(waiting):
            draw_badge(canvas, (x + 20 + index * 46, middle - 14), 19, seat_style(seat))
        canvas.text((x, middle + 22), doing(view.decision, you=True), TINY, colours.INK, "lm", max_width=560)
    order_x = MARGIN + 640
    if view.stage == "playing" and view.order:
        canvas.text((order_x, y + 18), "THIS ROUND", TINY - 2, colours.MUTED, "la", bold=True)
        for index, seat in enumerate(view.order):
            centre = (order_x + 22 + index * 58, middle + 14)
            if seat == view.active:
                canvas.circle(centre, 25, colours.ATTENTION)
            draw_badge(canvas, centre, 20, seat_style(seat))
            if index:
                canvas.text((centre[0] - 29, centre[1]), "\u203a", SMALL, colours.MUTED, "mm", bold=True)
        if view.bought:
            canvas.text((order_x + 250, y + 18), "PURCHASE MADE", TINY - 2, colours.INK, "la", bold=True)
    main_board.white_die(canvas, view, WIDTH - MARGIN - 320, middle)
    return y + height + GAP
