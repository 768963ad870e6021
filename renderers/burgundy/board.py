"""The Castles of Burgundy public board images, from the public view only (rules §2.8-§2.11, §4, §6, H6).

Three phone-sized images. The main one, top to bottom: the header (phase, round, region
bonus), who acts and this round's order with the white die (or the final scores once the
game is over), depots 1-6, the black depot and the goods still to come. The tracks image:
the score track, the turn-order track and the bonus tiles. The key image: what the
knowledge tiles and buildings on offer do, and the legend. Each player's estate is an
image of its own (estate_sheet.py), sent between the tracks and the key.
"""

from collections.abc import Sequence

from engine.burgundy.views import PublicView
from i18n import _, n_
from renderers.burgundy import main_board
from renderers.burgundy.final import final_scores, final_scores_height
from renderers.burgundy.look import PALETTE, doing
from renderers.burgundy.offer import offer, offer_height
from renderers.burgundy.pieces import (
    GAP,
    HEADLINE,
    LARGE,
    MARGIN,
    SMALL,
    TINY,
    WIDTH,
    legend,
    legend_height,
    panel,
    seat_chip,
)
from renderers.kit import Canvas, draw_badge, draw_tag, drawn, seat_style, tag_width
from renderers.kit import palette as colours

_BOARD_NAMES = {
    "base": _("estate board No. 1"),
    "open": _("boards 2-9, chosen openly"),
    "secret": _("boards 2-9, chosen in secret"),
}


def render_public(view: PublicView, names: Sequence[str]) -> bytes:
    """The main board image, as PNG bytes."""
    _check(view)

    def paint(canvas: Canvas) -> float:
        y = header(canvas, view)
        y = final_scores(canvas, view, names, y) if view.stage == "over" else _status(canvas, view, names, y)
        y = main_board.depots(canvas, view, y)
        y = main_board.black_depot(canvas, view, y)
        y = main_board.goods_to_come(canvas, view, y)
        return y + MARGIN - GAP

    return drawn(WIDTH, board_height(view), colours.PAPER, paint).png(PALETTE)


def render_tracks(view: PublicView) -> bytes:
    """The tracks image (score track, turn-order track, bonus tiles), as PNG bytes."""
    _check(view)

    def paint(canvas: Canvas) -> float:
        y = main_board.score_track(canvas, view, MARGIN)
        y = main_board.turn_order_track(canvas, view, y)
        y = main_board.bonus_tiles(canvas, view, y)
        return y + MARGIN - GAP

    return drawn(WIDTH, tracks_height(view), colours.PAPER, paint).png(PALETTE)


def render_key(view: PublicView) -> bytes:
    """The key image (what the tiles on offer do, the legend), as PNG bytes."""
    _check(view)

    def paint(canvas: Canvas) -> float:
        y = offer(canvas, view, MARGIN)
        y = legend(canvas, y, ringed=view.reach is not None)
        return y + MARGIN - GAP

    return drawn(WIDTH, key_height(view), colours.PAPER, paint).png(PALETTE)


def _check(view: PublicView) -> None:
    if not isinstance(view, PublicView):
        raise TypeError(f"render_public needs a PublicView, not {type(view).__name__}")


HEADER_HEIGHT = MARGIN + 62


def _status_height(view: PublicView) -> float:
    return (142 if _shows_order(view) else 100) + GAP


def _shows_order(view: PublicView) -> bool:
    return view.stage == "playing" and bool(view.order)


def board_height(view: PublicView) -> float:
    """The height :func:`render_public` draws, section by section, without drawing."""
    y = HEADER_HEIGHT + (final_scores_height(view) if view.stage == "over" else _status_height(view))
    y += main_board.depots_height(view) + main_board.BLACK_DEPOT_HEIGHT + main_board.GOODS_TO_COME_HEIGHT
    return y + MARGIN - GAP


def tracks_height(view: PublicView) -> float:
    """The height :func:`render_tracks` draws."""
    y = MARGIN + main_board.score_track_height(view) + main_board.turn_order_height(view)
    return y + main_board.bonus_tiles_height(view) + MARGIN - GAP


def key_height(view: PublicView) -> float:
    """The height :func:`render_key` draws."""
    return MARGIN + offer_height(view) + legend_height(view.reach is not None) + MARGIN - GAP


def header(canvas: Canvas, view: PublicView) -> float:
    """Progress in large type, the game's settings below it. Returns the y below."""
    canvas.text((MARGIN, MARGIN), main_board.progress_text(view), HEADLINE, colours.INK, "la", bold=True)
    boards = _BOARD_NAMES.get(view.boards, view.boards)
    if view.stage == "playing":
        text = n_(
            "{n} player \u00b7 {boards} \u00b7 region bonus +{bonus} VP",
            "{n} players \u00b7 {boards} \u00b7 region bonus +{bonus} VP",
            view.players,
            boards=boards,
            bonus=view.phase_bonus,
        )
    else:
        text = n_("{n} player \u00b7 {boards}", "{n} players \u00b7 {boards}", view.players, boards=boards)
    canvas.text((MARGIN, MARGIN + 36), text, TINY, colours.MUTED, "la", max_width=WIDTH - 2 * MARGIN)
    return HEADER_HEIGHT


def _status(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """Who must act and what they decide; the white die; this round's order and the purchase flag."""
    height = _status_height(view) - GAP
    right = WIDTH - MARGIN
    panel(canvas, (MARGIN, y, right, y + height), outline=colours.ATTENTION, width=3)
    x = MARGIN + 14
    die_x = right - 172
    top_middle = y + 28
    tag = draw_tag(canvas, (x, top_middle), _("TO ACT"), TINY, colours.ATTENTION)
    name_x = tag[2] + 10
    waiting = list(view.waiting_on)
    if len(waiting) == 1:
        seat_chip(canvas, name_x, top_middle, waiting[0], names, LARGE, die_x - 10 - name_x)
        # §5.2: a tile taken into full storage waits while a stored one is discarded.
        if view.held is not None:
            what = _("discards a tile to store the {tile}", tile=view.held.label)
        else:
            what = doing(view.decision)
    elif waiting:
        for index, seat in enumerate(waiting):
            draw_badge(canvas, (name_x + 18 + index * 42, top_middle), 17, seat_style(seat))
        what = _("each {doing}", doing=doing(view.decision, you=True))
    else:
        what = _("Nobody is asked anything now.")
    canvas.paragraph((x, y + 50), what, SMALL, colours.INK, die_x - 10 - x, 2)
    main_board.white_die(canvas, view, die_x, y + 12)
    if _shows_order(view):
        middle = y + height - 30
        used = canvas.text((x, middle), _("THIS ROUND"), TINY, colours.MUTED, "lm", bold=True)
        start = x + used + 14
        for index, seat in enumerate(view.order):
            centre = (start + 20 + index * 54, middle)
            if seat == view.active:
                canvas.circle(centre, 23, colours.ATTENTION)
            draw_badge(canvas, centre, 17, seat_style(seat))
            if index:
                canvas.text((centre[0] - 27, centre[1]), "\u203a", SMALL, colours.MUTED, "mm", bold=True)
        if view.bought:
            label = _("PURCHASE MADE")
            draw_tag(canvas, (right - 14 - tag_width(label, TINY), middle), label, TINY, colours.WHITE, colours.INK)
    return y + height + GAP
