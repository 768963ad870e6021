"""The Dreams board images: public from the public view only, private with the seat's role (rules/dreams.md §6.5, §7).

Top to bottom: the header (round, dealer, whose turn), the private role banner (private
image only), the main row (dream cards 1-4, the sky, the players), the god track, and,
right after a reveal or at the end, the reveal of the latest round. The public image is a
function of the public view alone, so it is the same whoever the mortal is (WE-12).
"""

from collections.abc import Sequence

from engine.dreams.views import PublicView, SeatView
from renderers.dreams import layout, panels, reveal, words
from renderers.dreams.cards import draw_dream_card
from renderers.dreams.layout import BANNER_HEIGHT, BODY, GAP, HEADER_HEIGHT, LARGE, MARGIN, SMALL, TITLE, WIDTH
from renderers.dreams.look import GOD_BANNER, NIGHT, PALETTE, ROLE_MORTAL, seat_name
from renderers.dreams.sky import draw_sky
from renderers.kit import Canvas
from renderers.kit import palette as colours


def render_public(view: PublicView, names: Sequence[str]) -> bytes:
    """The board everyone sees, as PNG bytes."""
    if not isinstance(view, PublicView):
        raise TypeError(f"render_public needs a PublicView, not {type(view).__name__}")
    return _board(view, names, None).png(PALETTE)


def render_private(seat_view: SeatView, names: Sequence[str]) -> bytes:
    """One seat's board: the public board plus its role, its own guess and, for a god, the true vision in gold."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"render_private needs a SeatView, not {type(seat_view).__name__}")
    return _board(seat_view.public, names, seat_view).png(PALETTE)


def main_top(seat_view: SeatView | None) -> int:
    """Where the main row starts: below the header, and below the role banner on a private image."""
    return HEADER_HEIGHT + (BANNER_HEIGHT + GAP if seat_view is not None else 0)


def image_height(view: PublicView, seat_view: SeatView | None) -> int:
    """The height of the board for ``view`` (and the seat's banner, if any)."""
    top = main_top(seat_view)
    height = layout.track_top(top, view) + layout.TRACK_CAPTION + layout.TRACK_HEIGHT + GAP
    if reveal.is_fresh(view):
        height += GAP + reveal.reveal_height(view)
    return round(height + MARGIN - GAP)


def _board(view: PublicView, names: Sequence[str], seat_view: SeatView | None) -> Canvas:
    canvas = Canvas(WIDTH, image_height(view, seat_view), colours.PAPER)
    _header(canvas, view, names)
    if seat_view is not None:
        _role_banner(canvas, seat_view, names)
    top = main_top(seat_view)
    vision = seat_view.true_vision.image if seat_view is not None and seat_view.true_vision is not None else None
    for face in view.dreams:
        draw_dream_card(canvas, layout.card_corner(face.image, top), layout.CARD_SIDE, face, face.image == vision)
    draw_sky(canvas, layout.sky_layout(view, top), view.stars, view.seats)
    panels.draw_players(canvas, view, names, top)
    panels.draw_legend(canvas, view, top)
    y = panels.draw_god_track(canvas, view, top)
    if reveal.is_fresh(view):
        reveal.draw_reveal(canvas, view, names, y + GAP)
    return canvas


def _header(canvas: Canvas, view: PublicView, names: Sequence[str]) -> None:
    top = 16
    right = WIDTH - MARGIN
    title_width = canvas.text((MARGIN, top), f"DREAMS \u00b7 ROUND {view.round}", TITLE, colours.INK, "la", bold=True)
    room = right - MARGIN - title_width - 40
    canvas.text((right, top + 6), words.progress(view, names), LARGE, colours.INK, "ra", bold=True, max_width=room)
    details = [f"Dealer: {seat_name(names, view.dealer)}", f"{view.players} players"]
    if view.large_table:
        details.append("unofficial large-table variant")
    below = top + TITLE + 12
    detail = words.progress_detail(view, names)
    detail_width = canvas.text((right, below), detail, SMALL, colours.MUTED, "ra", max_width=room)
    canvas.text(
        (MARGIN, below),
        " \u00b7 ".join(details),
        SMALL,
        colours.MUTED,
        "la",
        max_width=right - MARGIN - detail_width - 30,
    )


def _role_banner(canvas: Canvas, seat_view: SeatView, names: Sequence[str]) -> None:
    """The seat's role. A god's banner is gold like the frame of the true vision; the mortal's is night blue."""
    top = HEADER_HEIGHT
    box = (MARGIN, top, WIDTH - MARGIN, top + BANNER_HEIGHT)
    mortal = seat_view.role == ROLE_MORTAL
    fill = NIGHT if mortal else GOD_BANNER
    ink = colours.WHITE if mortal else colours.INK
    canvas.box(box, fill, colours.INK, 3, radius=16)
    left = MARGIN + 24
    status = words.guess_status(seat_view, names)
    half = (box[2] - box[0]) / 2
    status_width = canvas.text((box[2] - 24, top + BANNER_HEIGHT / 2), status, SMALL + 2, ink, "rm", True, half)
    room = box[2] - 24 - left - status_width - 30
    canvas.text((left, top + 14), words.role_title(seat_view), LARGE, ink, "la", bold=True, max_width=room)
    canvas.text((left, top + 12 + LARGE + 8), words.role_line(seat_view), BODY, ink, "la", max_width=room)
