"""A seat's private Mangrovia image: its cards, amulets and tiles (rules §6.1-§6.2, §8, §9), from its seat view.

Top to bottom: the seat's name (and whether it acts), its valuables cards with their total (start
cards marked), its landscape cards, its amulets with their total, the amulets it has just drawn
and must return one of, and the stone circle tiles it holds with what each does.
"""

from collections.abc import Sequence

from engine.mangrovia.cards import VALUE
from engine.mangrovia.stones import TILE
from engine.mangrovia.views import SeatView
from i18n import _
from renderers.kit import Canvas, draw_tag, drawn, seat_chip, tag_width
from renderers.kit import palette as colours
from renderers.mangrovia.look import GAP, LARGE, MARGIN, PALETTE, SECTION, SMALL, TILE_WORDS, TINY, WIDTH, tile_name
from renderers.mangrovia.parts import heading
from renderers.mangrovia.pieces import AMULET_RADIUS, CARD_GAP, CARD_HEIGHT, CARD_WIDTH, amulet, card

RIGHT = WIDTH - MARGIN
HEADER = 52
PER_ROW = int((RIGHT - MARGIN + CARD_GAP) // (CARD_WIDTH + CARD_GAP))
AMULET_STEP = 2 * AMULET_RADIUS + 10
AMULETS_PER_ROW = int((RIGHT - MARGIN + 10) // AMULET_STEP)
EMPTY = 30
TILE_ROW = 26


def check(seat_view: object) -> SeatView:
    """``seat_view`` if it is a seat's view."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"render_private needs a SeatView, not {type(seat_view).__name__}")
    return seat_view


def groups(seat_view: SeatView) -> list[tuple[str, str, tuple]]:
    """(kind, title, items) of every group shown, in order: cards, landscapes, amulets, drawn amulets, tiles."""
    valuables = seat_view.valuables
    amulets = seat_view.amulets
    found: list[tuple[str, str, tuple]] = [
        (
            "cards",
            _(
                "Valuables cards: {n}, worth {value} in all",
                n=len(valuables),
                value=sum(VALUE[c] for c in valuables),
            ),
            valuables,
        ),
        ("cards", _("Landscape cards: {n}", n=len(seat_view.landscapes)), seat_view.landscapes),
        ("amulets", _("Amulets: {n}, worth {value} in all", n=len(amulets), value=sum(amulets)), amulets),
    ]
    if seat_view.drawn:
        found.append(("amulets", _("Just drawn: return 1 of these to the bag"), seat_view.drawn))
    tiles = seat_view.public.seats[seat_view.seat].tiles
    if tiles:
        found.append(("tiles", _("Stone circle tiles"), tiles))
    return found


def _rows(items: int, per_row: int) -> int:
    return max(1, -(-items // per_row))


def _group_height(kind: str, items: tuple) -> float:
    if not items:
        return EMPTY
    if kind == "cards":
        return _rows(len(items), PER_ROW) * (CARD_HEIGHT + CARD_GAP) - CARD_GAP
    if kind == "amulets":
        return _rows(len(items), AMULETS_PER_ROW) * AMULET_STEP - 10
    return len(items) * TILE_ROW


def hand_height(seat_view: SeatView) -> float:
    """The height :func:`render_hand` draws."""
    height = MARGIN + HEADER
    for kind, _title, items in groups(seat_view):
        height += SECTION + _group_height(kind, items) + GAP
    return height + MARGIN - GAP


def render_hand(seat_view: SeatView, names: Sequence[str]) -> bytes:
    """The seat's cards, amulets and tiles, as PNG bytes."""
    check(seat_view)
    view = seat_view.public

    def paint(canvas: Canvas) -> float:
        middle = MARGIN + HEADER / 2 - 4
        acting = seat_view.seat in view.waiting_on
        tag = tag_width(_("TO ACT"), TINY) + 10 if acting else 0
        used = seat_chip(canvas, MARGIN, middle, seat_view.seat, names, LARGE, RIGHT - MARGIN - tag)
        if acting:
            draw_tag(canvas, (MARGIN + used + 10, middle), _("TO ACT"), TINY, colours.ATTENTION)
        y = MARGIN + HEADER
        for kind, title, items in groups(seat_view):
            y = heading(canvas, y, title)
            if not items:
                canvas.text((MARGIN, y + EMPTY / 2 - 4), _("none"), SMALL, colours.MUTED, "lm")
            elif kind == "cards":
                _cards(canvas, y, items)
            elif kind == "amulets":
                _amulets(canvas, y, items)
            else:
                for index, tile in enumerate(items):
                    line = _("{tile}: {meaning}", tile=tile_name(tile), meaning=TILE_WORDS[TILE[tile].kind])
                    canvas.text((MARGIN, y + index * TILE_ROW + 10), line, TINY, colours.INK, "lm",
                                max_width=RIGHT - MARGIN)  # fmt: skip
            y += _group_height(kind, items) + GAP
        return y + MARGIN - GAP

    return drawn(WIDTH, hand_height(seat_view), colours.PAPER, paint).png(PALETTE)


def _cards(canvas: Canvas, top: float, cards: Sequence[str]) -> None:
    for index, card_id in enumerate(cards):
        row, column = divmod(index, PER_ROW)
        left = MARGIN + column * (CARD_WIDTH + CARD_GAP)
        y = top + row * (CARD_HEIGHT + CARD_GAP)
        card(canvas, (left, y, left + CARD_WIDTH, y + CARD_HEIGHT), card_id)


def _amulets(canvas: Canvas, top: float, values: Sequence[int]) -> None:
    for index, value in enumerate(values):
        row, column = divmod(index, AMULETS_PER_ROW)
        centre = (MARGIN + AMULET_RADIUS + column * AMULET_STEP, top + AMULET_RADIUS + row * AMULET_STEP)
        amulet(canvas, centre, value)
