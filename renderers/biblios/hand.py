"""One seat's private Biblios picture: its hand by category, gold, and its own secrets (§10 H5, H7, H8, H11).

Built from the seat's view only: the hand grouped by category with each total and the
die it could win, the Gold cards and their total, the card set aside this gift turn, the
cards this seat put in the auction pile, the card it just drew, and a compact header of
the public situation.
"""

from collections.abc import Sequence
from functools import cache

from PIL import Image

from engine.biblios.views import CardFace, PublicView, SeatView
from renderers.biblios.board import progress_text
from renderers.biblios.look import BAND_TINT, CATEGORIES, GOLD_CARD, PALETTE, card_art
from renderers.biblios.parts import (
    BODY,
    CARD_RATIO,
    GAP,
    LARGE,
    MARGIN,
    SECTION_TITLE,
    SMALL,
    TITLE,
    WIDTH,
    card_row,
    category_die,
    panel,
    seat_chip,
    section_title,
)
from renderers.kit import Canvas, Shape, count, draw_card, draw_die, draw_tag, drawn, ink_on, layer, mix
from renderers.kit import palette as colours

_LABEL_WIDTH = 300
_ROW = 156
_HAND_CARD = 88


def render_private(seat_view: SeatView, names: Sequence[str]) -> bytes:
    """The seat's private picture, as PNG bytes."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"render_private needs a SeatView, not {type(seat_view).__name__}")

    def paint(canvas: Canvas) -> float:
        y = _header(canvas, seat_view, names)
        y = _table_strip(canvas, seat_view.public, names, y)
        y = _secrets(canvas, seat_view, y)
        y = _hand(canvas, seat_view, y)
        return y + MARGIN - GAP

    return drawn(WIDTH, hand_height(seat_view), colours.PAPER, paint).png(PALETTE)


_HEADER_HEIGHT = MARGIN - 6 + 96
_STRIP_HEIGHT = 116
_SECRETS_HEIGHT = 262


def hand_height(seat_view: SeatView) -> float:
    """The height :func:`render_private` draws, section by section, without drawing."""
    y = _HEADER_HEIGHT + _STRIP_HEIGHT + GAP
    if _singles(seat_view) or seat_view.my_auction_cards:
        y += _SECRETS_HEIGHT + GAP
    y += SECTION_TITLE
    if not seat_view.hand:
        y += 120 + GAP
    else:
        y += (len(CATEGORIES) + 1) * (_ROW + 10)
        if _others(seat_view.hand):
            y += SECTION_TITLE + _HAND_CARD * CARD_RATIO + 10
        y += GAP - 10
    return y + MARGIN - GAP


def _others(hand: tuple[CardFace, ...]) -> list[CardFace]:
    """Cards of the hand that are neither category nor Gold cards."""
    return [card for card in hand if card.kind not in ("category", "gold")]


def _header(canvas: Canvas, seat_view: SeatView, names: Sequence[str]) -> float:
    top = MARGIN - 6
    used = canvas.text((MARGIN, top), "YOUR HAND", TITLE, colours.INK, "la", bold=True)
    x = MARGIN + used + 24
    x += seat_chip(canvas, x, top + 24, seat_view.seat, names, LARGE, 480) + 20
    if seat_view.seat in seat_view.public.waiting_on:
        draw_tag(canvas, (x, top + 24), "YOUR TURN", 24, colours.ATTENTION)
    canvas.text((WIDTH - MARGIN, top + 2), progress_text(seat_view.public), BODY, colours.INK, "ra", bold=True)
    canvas.text((WIDTH - MARGIN, top + 44), "Private: only you see this", SMALL, colours.MUTED, "ra")
    return top + 96


def _table_strip(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """Dice values and the card under auction with its bid: what you play against."""
    height = _STRIP_HEIGHT
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    canvas.text((MARGIN + 20, y + 18), "DICE", SMALL - 4, colours.MUTED, "la", bold=True)
    for index, value in enumerate(view.dice):
        category_die(canvas, MARGIN + 20 + index * 122, y + 44, index, value, 56)
    x = MARGIN + 20 + 5 * 122 + 30
    canvas.line([(x - 20, y + 16), (x - 20, y + height - 16)], colours.LINE, 2)
    if view.auction_card is not None:
        card_width = 60
        draw_card(canvas, (x, y + 14, x + card_width, y + 14 + card_width * CARD_RATIO), card_art(view.auction_card))
        text_x = x + card_width + 18
        canvas.text((text_x, y + 18), "UNDER AUCTION", SMALL - 4, colours.MUTED, "la", bold=True)
        canvas.text(
            (text_x, y + 44), view.auction_card.label, BODY, colours.INK, "la", True, WIDTH - MARGIN - 20 - text_x
        )
        if view.high_bidder is not None and view.high_bid > 0:
            unit = "cards" if view.bid_unit == "cards" else "gold"
            used = canvas.text((text_x, y + 96), f"High bid {view.high_bid} {unit} by", SMALL, colours.INK, "lm")
            seat_chip(
                canvas, text_x + used + 10, y + 96, view.high_bidder, names, SMALL, WIDTH - MARGIN - text_x - used
            )
        else:
            canvas.text((text_x, y + 96), "No bid yet", SMALL, colours.INK, "lm")
    elif view.phase == "gift":
        canvas.text((x, y + 18), "PUBLIC SPACE", SMALL - 4, colours.MUTED, "la", bold=True)
        offered = ", ".join(card.label for card in view.public_space) or "empty"
        canvas.paragraph((x, y + 44), offered, SMALL, colours.INK, WIDTH - MARGIN - 20 - x, 2)
    else:
        canvas.text((x, y + height / 2), progress_text(view), BODY, colours.INK, "lm", bold=True)
    return y + height + GAP


def _secrets(canvas: Canvas, seat_view: SeatView, y: float) -> float:
    """The drawn card, the set-aside card and this seat's auction-pile cards, side by side."""
    singles = _singles(seat_view)
    mine = seat_view.my_auction_cards
    if not singles and not mine:
        return y
    height = _SECRETS_HEIGHT
    single_width = 420.0
    x = MARGIN
    for title, note, card, highlight in singles:
        _secret_box(canvas, (x, y, x + single_width, y + height), title, highlight)
        card_width = 120
        draw_card(canvas, (x + 20, y + 62, x + 20 + card_width, y + 62 + card_width * CARD_RATIO), card_art(card))
        text_x = x + 20 + card_width + 20
        text_width = single_width - (text_x - x) - 16
        used = canvas.paragraph((text_x, y + 66), card.label, BODY, colours.INK, text_width, 3, bold=True)
        canvas.paragraph((text_x, y + 78 + used), note, SMALL - 4, colours.MUTED, text_width, 3)
        x += single_width + GAP
    if mine:
        width = WIDTH - MARGIN - x
        _secret_box(canvas, (x, y, x + width, y + height), f"Yours in the auction pile ({len(mine)})", False)
        card_row(canvas, x + 20, y + 62, mine, 100, width - 40)
        canvas.text((x + 20, y + height - 26), "Face down until auctioned.", SMALL - 4, colours.MUTED, "lm")
    return y + height + GAP


def _singles(seat_view: SeatView) -> list[tuple[str, str, CardFace, bool]]:
    """The drawn and set-aside cards: title, note, card, whether it awaits a decision."""
    singles: list[tuple[str, str, CardFace, bool]] = []
    if seat_view.drawn is not None:
        singles.append(("Just drawn", "Place it: keep it, auction pile or public space.", seat_view.drawn, True))
    if seat_view.set_aside is not None:
        singles.append(("Kept this turn", "Joins your hand when allocation ends.", seat_view.set_aside, False))
    return singles


def _secret_box(canvas: Canvas, box: tuple[float, float, float, float], title: str, highlight: bool) -> None:
    outline, width = (colours.ATTENTION, 4) if highlight else (colours.LINE, 2)
    canvas.box(box, colours.PANEL, outline, width, radius=18)
    canvas.text((box[0] + 20, box[1] + 18), title.upper(), SMALL, colours.INK, "la", True, box[2] - box[0] - 40)


def _hand(canvas: Canvas, seat_view: SeatView, y: float) -> float:
    hand = seat_view.hand
    gold_cards = sorted((card for card in hand if card.kind == "gold"), key=lambda card: (-card.value, card.id))
    title = f"Hand \u00b7 {count(len(hand), 'card')} \u00b7 {seat_view.gold} gold"
    y = section_title(canvas, MARGIN, y, title)
    if not hand:
        panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + 120))
        canvas.text((WIDTH / 2, y + 60), "Your hand is empty.", LARGE, colours.MUTED, "mm", bold=True)
        return y + 120 + GAP
    for index, category in enumerate(CATEGORIES):
        cards = sorted(
            (card for card in hand if card.kind == "category" and card.category == category.code),
            key=lambda card: card.letter,
        )
        total = sum(card.value for card in cards)
        _hand_row(
            canvas, y, (category.name, total, seat_view.public.dice[index]), category.colour, category.glyph, cards
        )
        y += _ROW + 10
    _hand_row(canvas, y, ("Gold", seat_view.gold, None), GOLD_CARD, Shape.CIRCLE, gold_cards)
    y += _ROW + 10
    others = _others(hand)
    if others:
        y = section_title(canvas, MARGIN, y, "Other cards")
        card_row(canvas, MARGIN, y, others, _HAND_CARD, WIDTH - 2 * MARGIN)
        y += _HAND_CARD * CARD_RATIO + 10
    return y + GAP - 10


@cache
def _row_frame(name: str, colour: colours.Colour, glyph: Shape, die: bool) -> Image.Image:
    """A hand row without its cards and numbers: the panel, the label band, glyph and name (once per row kind)."""
    band = mix(colour, colours.WHITE, BAND_TINT)

    def paint(canvas: Canvas) -> None:
        canvas.box((MARGIN, 0, WIDTH - MARGIN, _ROW), colours.PANEL, colours.LINE, 2, radius=16)
        canvas.box((MARGIN, 0, MARGIN + _LABEL_WIDTH, _ROW), band, colour, 3, radius=16)
        canvas.shape(glyph, (MARGIN + 38, 40), 20, colours.WHITE, colours.INK, 2)
        canvas.text_fit((MARGIN + 70, 40), name, BODY, 18, _LABEL_WIDTH - 84, ink_on(band), "lm", True)
        if die:
            canvas.text((MARGIN + _LABEL_WIDTH - 18 - 70, 106), "die", SMALL - 2, ink_on(band), "rm")

    return layer(WIDTH, _ROW, colours.PAPER, paint)


def warm() -> None:
    """Draw the hand's static layers now."""
    for category in CATEGORIES:
        _row_frame(category.name, category.colour, category.glyph, True)
    _row_frame("Gold", GOLD_CARD, Shape.CIRCLE, False)


def _hand_row(
    canvas: Canvas,
    y: float,
    label: tuple[str, int, int | None],
    colour: colours.Colour,
    glyph: Shape,
    cards: Sequence[CardFace],
) -> None:
    """One row of the hand: name, total and die value on the left, the cards on the right."""
    name, total, die = label
    band = mix(colour, colours.WHITE, BAND_TINT)
    canvas.layer(_row_frame(name, colour, glyph, die is not None), (0, y))
    canvas.text((MARGIN + 22, y + 106), str(total), 72, ink_on(band), "lm", bold=True)
    right = MARGIN + _LABEL_WIDTH - 18
    if die is not None:
        draw_die(canvas, (right - 58, y + 78, right, y + 136), die, colours.WHITE, colours.INK, colours.INK, True)
    else:
        canvas.text((right, y + 112), count(len(cards), "card"), SMALL, ink_on(band), "rm")
    x = MARGIN + _LABEL_WIDTH + 24
    if not cards:
        canvas.text((x, y + _ROW / 2), "none", BODY, colours.MUTED, "lm")
        return
    card_row(canvas, x, y + (_ROW - _HAND_CARD * CARD_RATIO) / 2, cards, _HAND_CARD, WIDTH - MARGIN - 20 - x)
