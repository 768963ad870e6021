"""The middle of the Biblios board: a gift turn (§5), the card under auction (§6), a Church card (§7)."""

from collections.abc import Sequence

from engine.biblios.views import PublicView
from renderers.biblios.look import CHURCH, card_art, card_back, church_text
from renderers.biblios.parts import (
    BODY,
    CARD_RATIO,
    GAP,
    LARGE,
    MARGIN,
    SECTION_TITLE,
    SMALL,
    WIDTH,
    panel,
    seat_chip,
    section_title,
)
from renderers.kit import Canvas, count, draw_badge, draw_card, seat_style
from renderers.kit import palette as colours

_PLACES = {"self": "Kept", "auction": "Auction", "public": "Public"}
CHURCH_HEIGHT = SECTION_TITLE + 196 + GAP  # the Church section, title to gap below
MIDDLE_HEIGHT = SECTION_TITLE + 352 + GAP  # the gift or auction section


def church(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """A Church card being played (§7.2): the card, its effect and who chooses."""
    card = view.church_card
    assert card is not None
    y = section_title(canvas, MARGIN, y, "Church card in play")
    height = CHURCH_HEIGHT - SECTION_TITLE - GAP
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height), outline=CHURCH)
    card_width = 116
    draw_card(canvas, (MARGIN + 24, y + 16, MARGIN + 24 + card_width, y + 16 + card_width * CARD_RATIO), card_art(card))
    x = MARGIN + 24 + card_width + 32
    canvas.text((x, y + 30), church_text(card), LARGE, colours.INK, "la", bold=True, max_width=WIDTH - MARGIN - x - 20)
    if view.waiting_on:
        player = view.waiting_on[0]
        used = seat_chip(canvas, x, y + 112, player, names, BODY, 520)
        canvas.text(
            (x + used + 14, y + 112), "chooses how to use it, or declines", BODY, colours.INK, "lm",
            max_width=WIDTH - MARGIN - x - used - 30,
        )  # fmt: skip
    canvas.text((x, y + 158), "Dice stay between 1 and 6; the card is discarded face up.", SMALL, colours.MUTED, "lm")
    return y + height + GAP


def gift(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """The gift turn: where each drawn card went (H6) and the public space on offer (H10)."""
    y = section_title(canvas, MARGIN, y, f"Gift turn {view.gift_turn} of {view.gift_turns_total}")
    height = MIDDLE_HEIGHT - SECTION_TITLE - GAP
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    total = view.cards_to_allocate
    allocated = len(view.placements)
    x = MARGIN + 24
    used = seat_chip(canvas, x, y + 40, view.active, names, BODY, 330)
    verb = f"allocated all {count(total, 'card')}" if allocated >= total else f"allocates {count(total, 'card')}"
    canvas.text((x + used + 12, y + 40), verb, BODY, colours.INK, "lm", max_width=600 - used - 12)
    card_width, step = 92, 112
    slots_top = y + 112
    for index in range(total):
        left = x + index * step
        canvas.text((left + card_width / 2, slots_top - 14), f"Card {index + 1}", SMALL - 2, colours.MUTED, "ms")
        box = (left, slots_top, left + card_width, slots_top + card_width * CARD_RATIO)
        place = view.placements[index] if index < allocated else ""
        if place in ("self", "auction"):
            draw_card(canvas, box, card_back())
        elif place == "public":
            canvas.box(box, colours.PANEL, colours.INK, 3, radius=10)
            canvas.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), "face up", SMALL - 4, colours.MUTED, "mm")
        else:
            canvas.dashed_box(box, colours.LINE, 3, 10)
            canvas.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), "?", LARGE, colours.LINE, "mm", bold=True)
        label = _PLACES.get(place, "")
        if label:
            canvas.text((left + card_width / 2, box[3] + 12), label, SMALL, colours.INK, "ma", bold=True)
    # §5.2: of the N+1 cards, one is kept, one goes to the auction pile and N-1 to the public space.
    counts = (
        f"Kept {view.placements.count('self')}/1",
        f"Auction {view.placements.count('auction')}/1",
        f"Public {view.placements.count('public')}/{total - 2}",
    )
    canvas.text((x, y + height - 36), "   ".join(counts), SMALL, colours.MUTED, "lm")
    divider = MARGIN + 640
    canvas.line([(divider, y + 24), (divider, y + height - 24)], colours.LINE, 2)
    _public_space(canvas, view, names, divider + 28, y)
    return y + height + GAP


def _public_space(canvas: Canvas, view: PublicView, names: Sequence[str], x: float, y: float) -> None:
    right = WIDTH - MARGIN - 24
    canvas.text((x, y + 40), "Public space", BODY, colours.INK, "lm", bold=True)
    takers = [seat for seat in view.waiting_on if seat != view.active]
    if takers and view.church_card is None and len(view.placements) >= view.cards_to_allocate:
        used = canvas.text((x + 210, y + 40), "next:", SMALL, colours.MUTED, "lm")
        seat_chip(canvas, x + 220 + used, y + 40, takers[0], names, SMALL + 2, right - x - 230 - used)
    card_width, step = 148, 170
    top = y + 84
    for index, card in enumerate(view.public_space):
        left = x + index * step
        draw_card(canvas, (left, top, left + card_width, top + card_width * CARD_RATIO), card_art(card))
    still_to_come = (view.cards_to_allocate - 2) - view.placements.count("public")
    for index in range(len(view.public_space), len(view.public_space) + max(0, still_to_come)):
        left = x + index * step
        canvas.dashed_box((left, top, left + card_width, top + card_width * CARD_RATIO), colours.LINE, 3, 12)
    if not view.public_space and still_to_come <= 0:
        canvas.text((x, top + 40), "Empty: every card was taken.", SMALL, colours.MUTED, "lm")


def auction(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """The card under auction, the high bid and bidder, passes and exclusions (§6.3-§6.6, H13)."""
    y = section_title(canvas, MARGIN, y, f"Auction \u00b7 card {view.auction_number} of {view.auctions_total}")
    height = MIDDLE_HEIGHT - SECTION_TITLE - GAP
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    card_width = 214
    card_box = (MARGIN + 28, y + 26, MARGIN + 28 + card_width, y + 26 + card_width * CARD_RATIO)
    if view.auction_card is not None:
        draw_card(canvas, card_box, card_art(view.auction_card))
    else:
        canvas.dashed_box(card_box, colours.LINE, 3, 12)
    x = card_box[2] + 44
    canvas.text((x, y + 30), "HIGH BID", SMALL, colours.MUTED, "la", bold=True)
    gold_card = view.bid_unit == "cards"
    if view.high_bidder is not None and view.high_bid > 0:
        width = canvas.text((x - 4, y + 60), str(view.high_bid), 140, colours.INK, "la", bold=True)
        unit = "cards" if gold_card else "gold"
        canvas.text((x + width + 10, y + 166), unit, LARGE, colours.INK, "ls", bold=True)
        used = canvas.text((x, y + 222), "by", BODY, colours.MUTED, "lm")
        seat_chip(canvas, x + used + 12, y + 222, view.high_bidder, names, BODY, 470 - used)
    else:
        canvas.text((x, y + 100), "No bid yet", 56, colours.INK, "la", bold=True)
    rule = (
        "A Gold card: a bid is a number of cards to discard face down."
        if gold_card
        else "Bids are in gold: the value of the Gold cards paid."
    )
    status_x = WIDTH - MARGIN - 420
    canvas.paragraph((x, y + 268), rule, SMALL, colours.MUTED, status_x - x - 30, 2)
    canvas.line([(status_x - 24, y + 24), (status_x - 24, y + height - 24)], colours.LINE, 2)
    _bidding_status(canvas, view, names, status_x, y + 30)
    return y + height + GAP


def _bidding_status(canvas: Canvas, view: PublicView, names: Sequence[str], x: float, y: float) -> None:
    width = WIDTH - MARGIN - 24 - x
    if view.church_card is None and view.waiting_on:
        seat = view.waiting_on[0]
        doing = "pays or refuses to pay" if view.awaiting_payment else "bids or passes"
        canvas.text((x, y), "NOW", SMALL, colours.MUTED, "la", bold=True)
        seat_chip(canvas, x, y + 58, seat, names, BODY, width - 10)
        canvas.text((x, y + 104), doing, BODY, colours.INK, "lm", max_width=width)
    _seat_list(canvas, "PASSED", [s.seat for s in view.seats if s.passed and not s.excluded], x, y + 170, width)
    _seat_list(canvas, "EXCLUDED", [s.seat for s in view.seats if s.excluded], x, y + 240, width)


def _seat_list(canvas: Canvas, title: str, seats: list[int], x: float, y: float, width: float) -> None:
    """A title and the badges of the seats it names, on one line."""
    if not seats:
        return
    used = canvas.text((x, y), title, SMALL, colours.MUTED, "lm", bold=True, max_width=width)
    for index, seat in enumerate(seats):
        draw_badge(canvas, (x + used + 40 + index * 58, y), 24, seat_style(seat))
