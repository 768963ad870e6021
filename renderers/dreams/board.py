"""The Dreams main sheet: public from the public view only, private with the seat's role (rules/dreams.md §6.5, §7).

Top to bottom, in one column a phone can read: the header (round, whose turn, dealer), the
private role banner (private sheet only), the four dream cards, the sky, the star legend,
the players and the god track. The reveal of the latest round is a sheet of its own
(renderers/dreams/reveal.py). The public sheet is a function of the public view alone, so
it is the same whoever the mortal is (WE-12).
"""

from collections.abc import Sequence

from engine.dreams.views import PublicView, SeatView
from i18n import _, n_
from renderers.dreams import layout, panels, words
from renderers.dreams.cards import draw_dream_card
from renderers.dreams.layout import (
    CARD_SIDE,
    CARDS_HEIGHT,
    GAP,
    HEADER_HEIGHT,
    INNER,
    LARGE,
    LEGEND_BLOCK,
    MARGIN,
    SMALL,
    TITLE,
    WIDTH,
)
from renderers.dreams.look import GOD_BANNER, NIGHT, PALETTE, ROLE_MORTAL, seat_name
from renderers.dreams.sky import draw_sky
from renderers.kit import Canvas, drawn
from renderers.kit import palette as colours

_ROLE_LINE = 18  # the type size of the banner's second and third lines (down to SMALL to fit)
_BANNER_PAD = 12


def render_public(view: PublicView, names: Sequence[str]) -> bytes:
    """The main sheet everyone sees, as PNG bytes."""
    if not isinstance(view, PublicView):
        raise TypeError(f"render_public needs a PublicView, not {type(view).__name__}")
    return _board(view, names, None).png(PALETTE)


def render_private(seat_view: SeatView, names: Sequence[str]) -> bytes:
    """One seat's main sheet: its role, then the public board with, for a god, the true vision in gold."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"render_private needs a SeatView, not {type(seat_view).__name__}")
    return _board(seat_view.public, names, seat_view).png(PALETTE)


def banner_height(seat_view: SeatView | None) -> int:
    """Height of the role banner (0 on the public sheet): the role, what it means, and the guess if any."""
    if seat_view is None:
        return 0
    lines = 2 if seat_view.public.phase == "guessing" else 1  # words.guess_status
    return 2 * _BANNER_PAD + LARGE + lines * (_ROLE_LINE + 8)


def main_top(seat_view: SeatView | None) -> int:
    """Where the cards row starts: below the header, and below the role banner on a private sheet."""
    banner = banner_height(seat_view)
    return HEADER_HEIGHT + (banner + GAP if banner else 0)


def sky_top(view: PublicView, seat_view: SeatView | None) -> int:
    """Where the sky starts."""
    return main_top(seat_view) + CARDS_HEIGHT + GAP


def image_height(view: PublicView, seat_view: SeatView | None) -> int:
    """The height of the main sheet for ``view`` (and the seat's banner, if any)."""
    y = sky_top(view, seat_view) + layout.sky_side(view) + 10
    y += LEGEND_BLOCK + GAP
    y += layout.players_height(view) + GAP
    return y + layout.track_height(view) + MARGIN


def _board(view: PublicView, names: Sequence[str], seat_view: SeatView | None) -> Canvas:
    def paint(canvas: Canvas) -> float:
        _header(canvas, view, names)
        if seat_view is not None:
            _role_banner(canvas, seat_view, names)
        top = main_top(seat_view)
        vision = seat_view.true_vision.image if seat_view is not None and seat_view.true_vision is not None else None
        for face in view.dreams:
            draw_dream_card(canvas, layout.card_corner(face.image, top), CARD_SIDE, face, face.image == vision)
        y = sky_top(view, seat_view)
        draw_sky(canvas, layout.sky_layout(view, y), view.stars, view.seats)
        y += layout.sky_side(view) + 10
        panels.draw_legend(canvas, view, y)
        y += LEGEND_BLOCK + GAP
        y = panels.draw_players(canvas, view, names, y) + GAP
        return panels.draw_god_track(canvas, view, y) + MARGIN

    return drawn(WIDTH, image_height(view, seat_view), colours.PAPER, paint)


def _header(canvas: Canvas, view: PublicView, names: Sequence[str]) -> None:
    right = WIDTH - MARGIN
    title_width = canvas.text(
        (MARGIN, 12), _("DREAMS \u00b7 ROUND {round}", round=view.round), TITLE, colours.INK, "la", bold=True
    )
    table = n_(
        "Dealer: {name} \u00b7 {n} player",
        "Dealer: {name} \u00b7 {n} players",
        view.players,
        name=seat_name(names, view.dealer),
    )
    canvas.text((right, 26), table, SMALL, colours.MUTED, "ra", max_width=INNER - title_width - 20)
    canvas.text((MARGIN, 52), words.progress(view, names), LARGE, colours.INK, "la", bold=True, max_width=INNER)
    detail = words.progress_detail(view, names)
    if view.large_table:
        if detail:
            detail = _("{detail} \u00b7 unofficial large-table variant", detail=detail)
        else:
            detail = _("unofficial large-table variant")
    canvas.text((MARGIN, 80), detail, SMALL, colours.MUTED, "la", max_width=INNER)


def _role_banner(canvas: Canvas, seat_view: SeatView, names: Sequence[str]) -> None:
    """The seat's role. A god's banner is gold like the frame of the true vision; the mortal's is night blue."""
    top = HEADER_HEIGHT
    box = (MARGIN, top, WIDTH - MARGIN, top + banner_height(seat_view))
    mortal = seat_view.role == ROLE_MORTAL
    fill = NIGHT if mortal else GOD_BANNER
    ink = colours.WHITE if mortal else colours.INK
    canvas.box(box, fill, colours.INK, 3, radius=14)
    left = MARGIN + 18
    room = INNER - 36
    y = top + _BANNER_PAD
    canvas.text((left, y), words.role_title(seat_view), LARGE, ink, "la", bold=True, max_width=room)
    y += LARGE + 8
    lines = [words.role_line(seat_view), words.guess_status(seat_view, names)]
    for line in filter(None, lines):
        canvas.text_fit((left, y), line, _ROLE_LINE, SMALL, room, ink, "la")
        y += _ROLE_LINE + 8
