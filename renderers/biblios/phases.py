"""The middle of the main Biblios image: a gift turn (§5), the card under auction (§6), a Church card (§7)."""

from collections.abc import Sequence

from engine.biblios.views import PublicView
from i18n import _, n_
from renderers.biblios.look import CHURCH, card_art, card_back, church_text
from renderers.biblios.parts import (
    BODY,
    CARD_RATIO,
    GAP,
    LABEL,
    LARGE,
    MARGIN,
    NAME,
    PAD,
    SECTION_TITLE,
    SMALL,
    WIDTH,
    panel,
    seat_chip,
    section_title,
)
from renderers.kit import Canvas, draw_badge, draw_card, seat_style
from renderers.kit import palette as colours

_PLACES = {"self": _("Kept"), "auction": _("Auction"), "public": _("Public")}
_RIGHT = WIDTH - MARGIN - PAD  # the right edge of a panel's content

_CHURCH_CARD = 80
_CHURCH_PANEL = 2 * PAD + _CHURCH_CARD * CARD_RATIO
CHURCH_HEIGHT = SECTION_TITLE + _CHURCH_PANEL + GAP  # the Church section, title to gap below

_SLOT, _SLOT_STEP = 70, 82  # a gift slot's card width, and from one slot to the next
_SLOTS_TOP = 86  # below the panel's top
_PUBLIC_TOP = _SLOTS_TOP + _SLOT * CARD_RATIO + 62
_PUBLIC_CARD, _PUBLIC_STEP = 90, 104
_GIFT_PANEL = _PUBLIC_TOP + 46 + _PUBLIC_CARD * CARD_RATIO + PAD
GIFT_HEIGHT = SECTION_TITLE + _GIFT_PANEL + GAP  # the gift section

_AUCTION_CARD = 124
_STATUS_TOP = PAD + _AUCTION_CARD * CARD_RATIO + 16  # the bidding status, below the card
_NOW_LINE = 42  # who bids or pays now
_SEATS_LINE = 40  # the passed and excluded seats
_RULE_LINE = LABEL + 8 + PAD  # what a bid is paid with


def _acting(view: PublicView) -> int | None:
    """The seat that bids or pays now, if the auction waits on one (not on a Church card)."""
    return view.waiting_on[0] if view.church_card is None and view.waiting_on else None


def _set_apart(view: PublicView) -> bool:
    """Whether a seat has passed or is excluded."""
    return any(s.passed or s.excluded for s in view.seats)


def _auction_panel(view: PublicView) -> float:
    lines = (_NOW_LINE if _acting(view) is not None else 0) + (_SEATS_LINE if _set_apart(view) else 0)
    return _STATUS_TOP + 12 + lines + _RULE_LINE


def auction_height(view: PublicView) -> float:
    """The height :func:`auction` draws."""
    return SECTION_TITLE + _auction_panel(view) + GAP


def church(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """A Church card being played (§7.2): the card, its effect and who chooses."""
    card = view.church_card
    assert card is not None
    y = section_title(canvas, MARGIN, y, _("Church card in play"))
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + _CHURCH_PANEL), outline=CHURCH)
    left = MARGIN + PAD
    draw_card(canvas, (left, y + PAD, left + _CHURCH_CARD, y + PAD + _CHURCH_CARD * CARD_RATIO), card_art(card))
    x = left + _CHURCH_CARD + 18
    canvas.text((x, y + PAD), church_text(card), LARGE, colours.INK, "la", bold=True, max_width=_RIGHT - x)
    if view.waiting_on:
        seat_chip(canvas, x, y + PAD + 50, view.waiting_on[0], names, NAME, _RIGHT - x)
        canvas.text(
            (x, y + PAD + 70), _("chooses how to use it, or declines"), BODY, colours.INK, "la", max_width=_RIGHT - x
        )
    note = _("Dice stay between 1 and 6; the card is then discarded face up.")
    canvas.paragraph((x, y + PAD + 98), note, LABEL, colours.MUTED, _RIGHT - x, 1)
    return y + _CHURCH_PANEL + GAP


def gift(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """The gift turn: where each drawn card went (H6), then the public space on offer (H10)."""
    y = section_title(
        canvas, MARGIN, y, _("Gift turn {turn} of {turns}", turn=view.gift_turn, turns=view.gift_turns_total)
    )
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + _GIFT_PANEL))
    total = view.cards_to_allocate
    allocated = len(view.placements)
    x = MARGIN + PAD
    used = seat_chip(canvas, x, y + PAD + 18, view.active, names, NAME, 300)
    if allocated >= total:
        verb = n_("allocated all {n} card", "allocated all {n} cards", total)
    else:
        verb = n_("allocates {n} card", "allocates {n} cards", total)
    canvas.text((x + used + 10, y + PAD + 18), verb, BODY, colours.INK, "lm", max_width=_RIGHT - x - used - 10)
    slots_top = y + _SLOTS_TOP
    for index in range(total):
        left = x + index * _SLOT_STEP
        canvas.text((left + _SLOT / 2, slots_top - 8), _("Card {number}", number=index + 1), LABEL, colours.MUTED, "ms")
        box = (left, slots_top, left + _SLOT, slots_top + _SLOT * CARD_RATIO)
        place = view.placements[index] if index < allocated else ""
        if place in ("self", "auction"):
            draw_card(canvas, box, card_back())
        elif place == "public":
            canvas.box(box, colours.PANEL, colours.INK, 3, radius=8)
            canvas.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), _("face up"), LABEL, colours.MUTED, "mm")
        else:
            canvas.dashed_box(box, colours.LINE, 3, 10)
            canvas.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), "?", LARGE, colours.LINE, "mm", bold=True)
        label = _PLACES.get(place, "")
        if label:
            canvas.text((left + _SLOT / 2, box[3] + 8), label, SMALL, colours.INK, "ma", bold=True)
    # §5.2: of the N+1 cards, one is kept, one goes to the auction pile and N-1 to the public space.
    counts = (
        _("Kept {placed}/{wanted}", placed=view.placements.count("self"), wanted=1),
        _("Auction {placed}/{wanted}", placed=view.placements.count("auction"), wanted=1),
        _("Public {placed}/{wanted}", placed=view.placements.count("public"), wanted=total - 2),
    )
    counts_x = x + total * _SLOT_STEP + 12
    for index, text in enumerate(counts):
        canvas.text((counts_x, slots_top + 8 + index * 30), text, SMALL, colours.INK, "la", max_width=_RIGHT - counts_x)
    divider = y + _PUBLIC_TOP - 14
    canvas.line([(x, divider), (_RIGHT, divider)], colours.LINE, 2)
    _public_space(canvas, view, names, x, y + _PUBLIC_TOP)
    return y + _GIFT_PANEL + GAP


def _public_space(canvas: Canvas, view: PublicView, names: Sequence[str], x: float, y: float) -> None:
    used = canvas.text((x, y + 14), _("Public space"), BODY, colours.INK, "lm", bold=True)
    takers = [seat for seat in view.waiting_on if seat != view.active]
    if takers and view.church_card is None and len(view.placements) >= view.cards_to_allocate:
        after = canvas.text((x + used + 16, y + 14), _("next:"), SMALL, colours.MUTED, "lm")
        left = x + used + 24 + after
        seat_chip(canvas, left, y + 14, takers[0], names, NAME, _RIGHT - left)
    top = y + 46
    height = _PUBLIC_CARD * CARD_RATIO
    for index, card in enumerate(view.public_space):
        left = x + index * _PUBLIC_STEP
        draw_card(canvas, (left, top, left + _PUBLIC_CARD, top + height), card_art(card))
    still_to_come = (view.cards_to_allocate - 2) - view.placements.count("public")
    for index in range(len(view.public_space), len(view.public_space) + max(0, still_to_come)):
        left = x + index * _PUBLIC_STEP
        canvas.dashed_box((left, top, left + _PUBLIC_CARD, top + height), colours.LINE, 3, 12)
    if not view.public_space and still_to_come <= 0:
        canvas.text((x, top + 30), _("Empty: every card was taken."), SMALL, colours.MUTED, "lm")


def auction(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """The card under auction, the high bid and bidder, who bids now, passes and exclusions (§6.3-§6.6, H13)."""
    y = section_title(
        canvas,
        MARGIN,
        y,
        _("Auction \u00b7 card {card} of {cards}", card=view.auction_number, cards=view.auctions_total),
    )
    height = _auction_panel(view)
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    left = MARGIN + PAD
    card_box = (left, y + PAD, left + _AUCTION_CARD, y + PAD + _AUCTION_CARD * CARD_RATIO)
    if view.auction_card is not None:
        draw_card(canvas, card_box, card_art(view.auction_card))
    else:
        canvas.dashed_box(card_box, colours.LINE, 3, 12)
    x = card_box[2] + 22
    if view.auction_card is not None:
        canvas.text((x, y + PAD), view.auction_card.label, BODY, colours.INK, "la", True, _RIGHT - x)
    canvas.text((x, y + PAD + 36), _("HIGH BID"), LABEL, colours.MUTED, "la", bold=True)
    gold_card = view.bid_unit == "cards"
    if view.high_bidder is not None and view.high_bid > 0:
        width = canvas.text((x - 2, y + PAD + 56), view.high_bid, 68, colours.INK, "la", bold=True)
        # the unit beside the big number: a count's noun without its number
        unit = n_("card", "cards", view.high_bid) if gold_card else _("gold")
        canvas.text((x + width + 8, y + PAD + 122), unit, LARGE, colours.INK, "ls", bold=True)
        used = canvas.text((x, y + PAD + 152), _("by"), BODY, colours.MUTED, "lm")
        seat_chip(canvas, x + used + 10, y + PAD + 152, view.high_bidder, names, NAME, _RIGHT - x - used - 10)
    else:
        canvas.text((x, y + PAD + 70), _("No bid yet"), 34, colours.INK, "la", bold=True)
    top = y + _STATUS_TOP
    canvas.line([(left, top), (_RIGHT, top)], colours.LINE, 2)
    top += 12
    acting = _acting(view)
    if acting is not None:
        doing = _("decides whether to pay") if view.awaiting_payment else _("bids or passes")
        used = canvas.text((left, top + 16), _("NOW"), LABEL, colours.MUTED, "lm", bold=True) + 12
        used += seat_chip(canvas, left + used, top + 16, acting, names, NAME, 280) + 10
        canvas.text((left + used, top + 16), doing, BODY, colours.INK, "lm", max_width=_RIGHT - left - used)
        top += _NOW_LINE
    if _set_apart(view):
        passed = [s.seat for s in view.seats if s.passed and not s.excluded]
        excluded = [s.seat for s in view.seats if s.excluded]
        used = _seat_list(canvas, _("PASSED"), passed, left, top + 16)
        _seat_list(canvas, _("EXCLUDED"), excluded, left + (used + 28 if used else 0), top + 16)
        top += _SEATS_LINE
    rule = (
        _("A Gold card: a bid is a number of cards to discard face down.")
        if gold_card
        else _("Bids are in gold: the value of the Gold cards paid.")
    )
    canvas.text((left, top), rule, LABEL, colours.MUTED, "la", max_width=_RIGHT - left)
    return y + height + GAP


def _seat_list(canvas: Canvas, title: str, seats: list[int], x: float, y: float) -> float:
    """A title and the badges of the seats it names, on one line; returns the width used."""
    if not seats:
        return 0.0
    used = canvas.text((x, y), title, LABEL, colours.MUTED, "lm", bold=True) + 10
    for seat in seats:
        draw_badge(canvas, (x + used + 17, y), 17, seat_style(seat))
        used += 40
    return used
