"""One seat's private Biblios picture: its hand by category, gold, and its own secrets (§10 H5, H7, H8, H11).

Built from the seat's view only, phone-shaped, top to bottom: who you are and where the
game stands; the dice and the card under auction (or the public space); the card you
just drew and the card you kept this gift turn; the cards you put in the auction pile;
then your hand, one row per category with its total and the die it could win, and Gold.
"""

from collections.abc import Sequence
from functools import cache

from PIL import Image

from engine.biblios.views import CardFace, PublicView, SeatView
from i18n import _, n_
from renderers.biblios.board import progress_text
from renderers.biblios.look import BAND_TINT, CATEGORIES, GOLD, GOLD_CARD, PALETTE, card_art, name_lines
from renderers.biblios.parts import (
    BODY,
    CARD_RATIO,
    GAP,
    INNER,
    LABEL,
    LARGE,
    MARGIN,
    NAME,
    PAD,
    SECTION_TITLE,
    SMALL,
    SMALL_CARD,
    TAG,
    TITLE,
    WIDTH,
    card_grid,
    category_die,
    grid_height,
    panel,
    seat_chip,
    section_title,
)
from renderers.kit import Canvas, Shape, draw_card, draw_die, draw_tag, drawn, ink_on, layer, mix, wrap
from renderers.kit import palette as colours
from renderers.kit.language import current, said

_HEADER_HEIGHT = MARGIN + 78
_DICE_PART = 74  # the dice row of the table strip
_TABLE_PART = 112  # the card under auction or the public space, below the dice
_EMPTY_PART = 12 + LABEL + 4  # "public space: empty"
_SINGLE_CARD = 70
_BODY_LINE = 25  # a line of BODY text in a paragraph
_LABEL_LINE = 19  # a line of LABEL text in a paragraph
_LABEL_WIDTH = 150  # a hand row's coloured band
_CARDS_X = MARGIN + _LABEL_WIDTH + 12
_CARDS_WIDTH = WIDTH - MARGIN - 10 - _CARDS_X
_ROW = 2 * 10 + SMALL_CARD * CARD_RATIO  # the least height of a hand row: one line of cards
_ROW_GAP = 8


def render_private(seat_view: SeatView, names: Sequence[str]) -> bytes:
    """The seat's private picture, as PNG bytes."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"render_private needs a SeatView, not {type(seat_view).__name__}")

    def paint(canvas: Canvas) -> float:
        y = _header(canvas, seat_view, names)
        y = _table_strip(canvas, seat_view.public, names, y)
        y = _singles_boxes(canvas, seat_view, y)
        y = _auction_pile(canvas, seat_view, y)
        y = _hand(canvas, seat_view, y)
        return y + MARGIN - GAP

    return drawn(WIDTH, hand_height(seat_view), colours.PAPER, paint).png(PALETTE)


def hand_height(seat_view: SeatView) -> float:
    """The height :func:`render_private` draws, section by section, without drawing."""
    y = _HEADER_HEIGHT + _strip_height(seat_view.public) + GAP
    if _singles(seat_view):
        y += _singles_height(seat_view) + GAP
    if seat_view.my_auction_cards:
        y += _auction_pile_height(seat_view) + GAP
    y += SECTION_TITLE
    if not seat_view.hand:
        y += 80 + GAP
    else:
        y += sum(_row_height(len(cards)) + _ROW_GAP for _, _, _, cards in _rows(seat_view))
        others = _others(seat_view.hand)
        if others:
            y += SECTION_TITLE + grid_height(len(others), SMALL_CARD, INNER) + _ROW_GAP
        y += GAP - _ROW_GAP
    return y + MARGIN - GAP


def _others(hand: tuple[CardFace, ...]) -> list[CardFace]:
    """Cards of the hand that are neither category nor Gold cards."""
    return [card for card in hand if card.kind not in ("category", "gold")]


def _header(canvas: Canvas, seat_view: SeatView, names: Sequence[str]) -> float:
    top = MARGIN - 4
    used = canvas.text((MARGIN, top), _("YOUR HAND"), TITLE, colours.INK, "la", bold=True)
    right = WIDTH - MARGIN
    progress = progress_text(seat_view.public)
    canvas.text((right, top + 4), progress, LARGE - 2, colours.INK, "ra", True, INNER - used - 16)
    middle = top + 58
    private = canvas.text((right, middle), _("Only you see this"), LABEL, colours.MUTED, "rm")
    turn = seat_view.seat in seat_view.public.waiting_on
    room = INNER - private - 16 - (100 if turn else 0)
    x = MARGIN + seat_chip(canvas, MARGIN, middle, seat_view.seat, names, NAME, room) + 12
    if turn:
        draw_tag(canvas, (x, middle), _("YOUR TURN"), TAG, colours.ATTENTION)
    return _HEADER_HEIGHT


def _strip_height(view: PublicView) -> float:
    if view.phase == "over":
        lower = 0
    elif view.auction_card is None and view.phase == "gift" and not view.public_space:
        lower = _EMPTY_PART
    else:
        lower = _TABLE_PART
    return 2 * PAD + _DICE_PART + lower


def _table_strip(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """Dice values, then the card under auction with its bid or the public space: what you play against."""
    height = _strip_height(view)
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    left = MARGIN + PAD
    canvas.text((left, y + PAD), _("DICE \u00b7 EACH IS ITS CATEGORY'S VP"), LABEL, colours.MUTED, "la", bold=True)
    step = (INNER - 2 * PAD) / 5
    for index, value in enumerate(view.dice):
        category_die(canvas, left + index * step, y + PAD + 26, index, value, 42)
    if view.phase == "over":
        return y + height + GAP
    top = y + PAD + _DICE_PART
    canvas.line([(left, top), (WIDTH - MARGIN - PAD, top)], colours.LINE, 2)
    top += 12
    right = WIDTH - MARGIN - PAD
    if view.auction_card is not None:
        card_height = SMALL_CARD * CARD_RATIO
        draw_card(canvas, (left, top, left + SMALL_CARD, top + card_height), card_art(view.auction_card))
        x = left + SMALL_CARD + 14
        canvas.text((x, top), _("UNDER AUCTION"), LABEL, colours.MUTED, "la", bold=True)
        canvas.text((x, top + 22), view.auction_card.label, BODY, colours.INK, "la", True, right - x)
        if view.high_bidder is not None and view.high_bid > 0:
            if view.bid_unit == "cards":
                bid = n_("High bid {n} card by", "High bid {n} cards by", view.high_bid)
            else:
                bid = _("High bid {n} gold by", n=view.high_bid)
            used = canvas.text((x, top + 68), bid, SMALL, colours.INK, "lm")
            seat_chip(canvas, x + used + 8, top + 68, view.high_bidder, names, NAME, right - x - used - 8)
        else:
            canvas.text((x, top + 68), _("No bid yet"), SMALL, colours.INK, "lm")
    elif view.phase == "gift":
        canvas.text((left, top), _("PUBLIC SPACE"), LABEL, colours.MUTED, "la", bold=True)
        if view.public_space:
            x = left + 130
            card_grid(canvas, x, top, view.public_space, SMALL_CARD, right - x)
        else:
            canvas.text((left + 130, top), _("empty"), SMALL, colours.MUTED, "la")
    else:
        canvas.text((left, top + 40), progress_text(view), BODY, colours.INK, "lm", bold=True)
    return y + height + GAP


def _singles(seat_view: SeatView) -> list[tuple[str, str, CardFace, bool]]:
    """The drawn and set-aside cards: title, note, card, whether it awaits a decision."""
    singles: list[tuple[str, str, CardFace, bool]] = []
    if seat_view.drawn is not None:
        note = _("Place it: keep it, auction pile or public space.")
        singles.append((_("Just drawn"), note, seat_view.drawn, True))
    if seat_view.set_aside is not None:
        note = _("Joins your hand when allocation ends.")
        singles.append((_("Kept this turn"), note, seat_view.set_aside, False))
    return singles


def _single_text_width(seat_view: SeatView) -> float:
    """The width beside the card in a box of the drawn or kept card (two boxes share the page)."""
    boxes = len(_singles(seat_view))
    return (INNER - GAP * (boxes - 1)) / boxes - 2 * PAD - _SINGLE_CARD - 12


def _single_lines(seat_view: SeatView, label: str, note: str) -> tuple[list[str], list[str]]:
    width = _single_text_width(seat_view)
    return wrap(label, BODY, width, 2, bold=True), wrap(note, LABEL, width, 3)


def _singles_height(seat_view: SeatView) -> float:
    """The height of the boxes of the drawn and kept cards: the card, or its words if they run longer."""
    text = 0.0
    for _title, note, card, _waiting in _singles(seat_view):
        label_lines, note_lines = _single_lines(seat_view, card.label, note)
        text = max(text, len(label_lines) * _BODY_LINE + 6 + len(note_lines) * _LABEL_LINE)
    return 2 * PAD + 22 + max(_SINGLE_CARD * CARD_RATIO, text)


def _singles_boxes(canvas: Canvas, seat_view: SeatView, y: float) -> float:
    """The drawn card and the set-aside card, side by side (or one across the page)."""
    singles = _singles(seat_view)
    if not singles:
        return y
    height = _singles_height(seat_view)
    width = (INNER - GAP * (len(singles) - 1)) / len(singles)
    x = MARGIN
    for title, note, card, highlight in singles:
        _secret_box(canvas, (x, y, x + width, y + height), title, highlight)
        top = y + PAD + 22
        left = x + PAD
        draw_card(canvas, (left, top, left + _SINGLE_CARD, top + _SINGLE_CARD * CARD_RATIO), card_art(card))
        text_x = left + _SINGLE_CARD + 12
        label_lines, note_lines = _single_lines(seat_view, card.label, note)
        for line, text in enumerate(label_lines):
            canvas.text((text_x, top + line * _BODY_LINE), text, BODY, colours.INK, "la", bold=True)
        below = top + len(label_lines) * _BODY_LINE + 6
        for line, text in enumerate(note_lines):
            canvas.text((text_x, below + line * _LABEL_LINE), text, LABEL, colours.MUTED, "la")
        x += width + GAP
    return y + height + GAP


def _auction_pile_height(seat_view: SeatView) -> float:
    grid = grid_height(len(seat_view.my_auction_cards), SMALL_CARD, INNER - 2 * PAD)
    return 2 * PAD + 22 + grid + 10 + LABEL + 4


def _auction_pile(canvas: Canvas, seat_view: SeatView, y: float) -> float:
    """The cards this seat put in the auction pile (H8), face up for it alone."""
    mine = seat_view.my_auction_cards
    if not mine:
        return y
    height = _auction_pile_height(seat_view)
    _secret_box(
        canvas, (MARGIN, y, WIDTH - MARGIN, y + height), _("Yours in the auction pile ({n})", n=len(mine)), False
    )
    grid = card_grid(canvas, MARGIN + PAD, y + PAD + 22, mine, SMALL_CARD, INNER - 2 * PAD)
    canvas.text((MARGIN + PAD, y + PAD + 22 + grid + 10), _("Face down to everyone else until auctioned."), LABEL,
                colours.MUTED, "la")  # fmt: skip
    return y + height + GAP


def _secret_box(canvas: Canvas, box: tuple[float, float, float, float], title: str, highlight: bool) -> None:
    outline, width = (colours.ATTENTION, 3) if highlight else (colours.LINE, 2)
    canvas.box(box, colours.PANEL, outline, width, radius=14)
    canvas.text(
        (box[0] + PAD, box[1] + PAD), said(title).upper(), LABEL, colours.INK, "la", True, box[2] - box[0] - 2 * PAD
    )


# The hand: one row per category, then Gold ----------------------------------------------

Row = tuple[str, colours.Colour, Shape, list[CardFace]]


def _rows(seat_view: SeatView) -> list[Row]:
    """Each category's cards by letter, then the Gold cards, one of each value (counts drawn on them)."""
    hand = seat_view.hand
    rows: list[Row] = []
    for category in CATEGORIES:
        cards = sorted(
            (c for c in hand if c.kind == "category" and c.category == category.code), key=lambda c: c.letter
        )
        rows.append((category.short, category.colour, category.glyph, cards))
    rows.append((GOLD, GOLD_CARD, Shape.CIRCLE, [group[0] for group in _gold_groups(hand)]))
    return rows


def _gold_groups(hand: tuple[CardFace, ...]) -> list[list[CardFace]]:
    """The Gold cards by value, highest first."""
    by_value: dict[int, list[CardFace]] = {}
    for card in sorted((c for c in hand if c.kind == "gold"), key=lambda c: (-c.value, c.id)):
        by_value.setdefault(card.value, []).append(card)
    return list(by_value.values())


def _row_height(cards: int) -> float:
    return max(_ROW, 2 * 10 + grid_height(cards, SMALL_CARD, _CARDS_WIDTH, 6))


def _hand(canvas: Canvas, seat_view: SeatView, y: float) -> float:
    hand = seat_view.hand
    title = n_(
        "Your hand \u00b7 {n} card \u00b7 {gold} gold",
        "Your hand \u00b7 {n} cards \u00b7 {gold} gold",
        len(hand),
        gold=seat_view.gold,
    )
    y = section_title(canvas, MARGIN, y, title)
    if not hand:
        panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + 80))
        canvas.text((WIDTH / 2, y + 40), _("Your hand is empty."), LARGE, colours.MUTED, "mm", bold=True)
        return y + 80 + GAP
    gold_counts = [len(group) for group in _gold_groups(hand)]
    for index, (name, colour, glyph, cards) in enumerate(_rows(seat_view)):
        height = _row_height(len(cards))
        is_gold = index == len(CATEGORIES)
        canvas.layer(_row_frame(said(name), colour, glyph, not is_gold, height, current()), (0, y))
        band = mix(colour, colours.WHITE, BAND_TINT)
        total = seat_view.gold if is_gold else sum(card.value for card in cards)
        bottom = y + height - 30
        canvas.text((MARGIN + 12, bottom), str(total), 40, ink_on(band), "lm", bold=True)
        right = MARGIN + _LABEL_WIDTH - 12
        if is_gold:
            gold_cards = sum(gold_counts)
            canvas.text((right, bottom + 4), n_("{n} card", "{n} cards", gold_cards), LABEL, ink_on(band), "rm")
        else:
            die = seat_view.public.dice[index]
            draw_die(canvas, (right - 36, bottom - 18, right, bottom + 18), die, colours.WHITE, colours.INK,
                     colours.INK, True)  # fmt: skip
        if not cards:
            canvas.text((_CARDS_X + 4, y + height / 2), _("none"), BODY, colours.MUTED, "lm")
        else:
            counts = gold_counts if is_gold else ()
            card_grid(canvas, _CARDS_X, y + 10, cards, SMALL_CARD, _CARDS_WIDTH, counts, 6)
        y += height + _ROW_GAP
    others = _others(hand)
    if others:
        y = section_title(canvas, MARGIN, y, _("Other cards"))
        y += card_grid(canvas, MARGIN, y, others, SMALL_CARD, INNER) + _ROW_GAP
    return y + GAP - _ROW_GAP


@cache
def _row_frame(name: str, colour: colours.Colour, glyph: Shape, die: bool, height: float, language: str) -> Image.Image:
    """A hand row without its cards and numbers: the panel, the label band, glyph and name (once per row kind).

    ``name`` is already said in ``language``, the language of the word "die" (both part of the cache's key).
    """
    band = mix(colour, colours.WHITE, BAND_TINT)

    def paint(canvas: Canvas) -> None:
        canvas.box((MARGIN, 0, WIDTH - MARGIN, height), colours.PANEL, colours.LINE, 2, radius=12)
        canvas.box((MARGIN, 0, MARGIN + _LABEL_WIDTH, height), band, colour, 3, radius=12)
        canvas.shape(glyph, (MARGIN + 24, 24), 13, colours.WHITE, colours.INK, 2)
        name_lines(canvas, (MARGIN + 44, 24), name, (SMALL + 2, LABEL), _LABEL_WIDTH - 52, ink_on(band), "lm")
        if die:
            canvas.text((MARGIN + _LABEL_WIDTH - 56, height - 30), _("die"), LABEL, ink_on(band), "rm")

    return layer(WIDTH, round(height), colours.PAPER, paint)


def warm() -> None:
    """Draw the hand's static layers now (rows of one line of cards, the usual ones)."""
    for category in CATEGORIES:
        _row_frame(said(category.short), category.colour, category.glyph, True, _ROW, current())
    _row_frame(said(GOLD), GOLD_CARD, Shape.CIRCLE, False, _ROW, current())
