"""A seat's private image: its building cards (rules §2.8, §5.5), from its seat view.

Top to bottom: the seat's name and hand size, what it holds now (to see what it can
afford), then the cards before it: the draft cards it picks from, the cards drawn at Black
Market B it keeps one of, and its hand. Each card shows its VP, name, the skills it needs,
its cost, its virtue change and what it does.
"""

from collections.abc import Sequence

from engine.architects.text.names import NOTHING
from engine.architects.views import BuildingFace, SeatView
from i18n import Text, _, n_
from renderers.architects.look import (
    CARD,
    CARD_EDGE,
    GAP,
    LARGE,
    MARGIN,
    PALETTE,
    SECTION,
    SMALL,
    TINY,
    WIDTH,
    effect,
    signed,
)
from renderers.architects.parts import heading, skill_tags, skills_width, tokens
from renderers.kit import Canvas, draw_tag, drawn, seat_chip, tag_width
from renderers.kit import palette as colours
from renderers.kit.mirror import facing

RIGHT = WIDTH - MARGIN
HEADER = 56
HOLDING = 40
CARD_HEIGHT = 102
CARD_GAP = 8
EMPTY = 34  # the line saying a group has no card
TO_ACT = _("TO ACT")


def check(seat_view: object) -> SeatView:
    """``seat_view`` if it is a seat's view."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"render_private needs a SeatView, not {type(seat_view).__name__}")
    return seat_view


def groups(seat_view: SeatView) -> list[tuple[Text, tuple[BuildingFace, ...]]]:
    """The card groups shown, titled, in order (the hand always, even when empty)."""
    found: list[tuple[Text, tuple[BuildingFace, ...]]] = []
    if seat_view.draft:
        found.append((_("Opening draft: pick 1 building card"), seat_view.draft))
    if seat_view.drawn:
        found.append((_("Drawn at Black Market B: keep 1"), seat_view.drawn))
    held = len(seat_view.hand)
    title = n_("Your hand: {n} building card (limit 6)", "Your hand: {n} building cards (limit 6)", held)
    found.append((title, seat_view.hand))
    return found


def hand_height(seat_view: SeatView) -> float:
    """The height :func:`render_hand` draws."""
    height = MARGIN + HEADER + HOLDING + GAP
    for _title, cards in groups(seat_view):
        height += SECTION + (len(cards) * (CARD_HEIGHT + CARD_GAP) if cards else EMPTY) + GAP
    return height + MARGIN - GAP


def render_hand(seat_view: SeatView, names: Sequence[str]) -> bytes:
    """The seat's building cards, as PNG bytes."""
    check(seat_view)
    view = seat_view.public
    player = view.seats[seat_view.seat]

    def paint(canvas: Canvas) -> float:
        canvas = facing(canvas)  # right to left in Persian: x from the right edge
        middle = MARGIN + HEADER / 2
        acting = seat_view.seat in view.waiting_on
        tag = tag_width(TO_ACT, TINY) + 8 if acting else 0
        used = seat_chip(canvas, MARGIN, middle, seat_view.seat, names, LARGE, RIGHT - MARGIN - tag)
        if acting:
            draw_tag(canvas, (MARGIN + used + 10, middle), TO_ACT, TINY, colours.ATTENTION)
        y = MARGIN + HEADER
        holding = canvas.text((MARGIN, y + HOLDING / 2), _("You have"), TINY, colours.MUTED, "lm", bold=True)
        if player.goods.total:
            tokens(canvas, MARGIN + holding + 10, y + HOLDING / 2, player.goods)
        else:
            canvas.text((MARGIN + holding + 10, y + HOLDING / 2), NOTHING, SMALL, colours.MUTED, "lm")
        y += HOLDING + GAP
        for title, cards in groups(seat_view):
            y = heading(canvas, y, title)
            if not cards:
                canvas.text((MARGIN, y + EMPTY / 2 - 4), _("no building cards"), SMALL, colours.MUTED, "lm")
                y += EMPTY
            for card in cards:
                _card(canvas, y, card)
                y += CARD_HEIGHT + CARD_GAP
            y += GAP
        return y + MARGIN - GAP

    return drawn(WIDTH, hand_height(seat_view), colours.PAPER, paint).png(PALETTE)


def _card(canvas: Canvas, top: float, card: BuildingFace) -> None:
    canvas.box((MARGIN, top, RIGHT, top + CARD_HEIGHT), CARD, CARD_EDGE, 2, radius=10)
    canvas.box((MARGIN + 10, top + 10, MARGIN + 62, top + 62), colours.WHITE, colours.INK, 2, radius=8)
    canvas.text((MARGIN + 36, top + 30), str(card.vp), LARGE, colours.INK, "mm", bold=True)
    canvas.text((MARGIN + 36, top + 52), _("VP"), TINY, colours.INK, "mm")
    x = MARGIN + 76
    needs = skills_width(card.skills)
    skill_tags(canvas, RIGHT - 10 - needs, top + 20, card.skills)
    canvas.text((x, top + 20), card.name, SMALL, colours.INK, "lm", True, RIGHT - 20 - needs - x)
    tokens(canvas, x, top + 50, card.cost)
    if card.virtue:
        canvas.text(
            (RIGHT - 10, top + 50), _("{virtue} virtue", virtue=signed(card.virtue)), TINY, colours.INK, "rm", bold=True
        )
    canvas.text((x, top + 82), effect(card.effect), TINY, colours.MUTED, "lm", max_width=RIGHT - 10 - x)
