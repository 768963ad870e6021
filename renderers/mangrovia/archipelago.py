"""The Mangrovia archipelago image, from the public view only (rules §3.8, §5.1-§5.2, §6.1-§6.2).

Top to bottom: the boat (at its start while bowls are placed, else at its pier); the six ritual
sites, each between its west and east pier with what both piers do and whose bowl lies there
(piers the boat has passed this round shaded, its pier outlined, with what is left of its action
once the owner has started); who still places bowls and the start player; the face-up cards of
both displays with their piles and discards; the amulets that are public (the bag's size, the
value-1 supply, the spent amulets set aside).
"""

from collections.abc import Sequence

from engine.mangrovia.cards import CARD
from engine.mangrovia.piers import SITES, piers_of
from engine.mangrovia.state import BLOCKED
from engine.mangrovia.text.names import PIER_ACTION, card_name
from engine.mangrovia.views import PublicView
from i18n import _
from renderers.kit import Canvas, draw_badge, drawn, seat_chip, seat_style, wrap
from renderers.kit import palette as colours
from renderers.kit.words import series
from renderers.mangrovia.board import check
from renderers.mangrovia.look import (
    BADGE,
    DONE,
    GAP,
    LARGE,
    MARGIN,
    PALETTE,
    SECTION,
    SMALL,
    TINY,
    WIDTH,
    still_to_do,
)
from renderers.mangrovia.parts import heading
from renderers.mangrovia.pieces import CARD_GAP, CARD_HEIGHT, CARD_WIDTH, card, empty_card

RIGHT = WIDTH - MARGIN
BOAT = 30
SITE_ROW = 62
SITE_WIDTH = 100
PIER_WIDTH = (RIGHT - MARGIN - SITE_WIDTH - 2 * 8) / 2
LINE = 40
NOTE = 26


def boat(view: PublicView) -> str:
    """Where the boat is, in words."""
    if view.step == "over":
        return _("Boat: the game is over.")
    if view.pier == 0:
        return _("Boat: at its start; bowls are being placed.")
    site = view.pier if view.pier <= 6 else 13 - view.pier
    return _("Boat: at pier {pier} (site {site}); passed piers shaded.", pier=view.pier, site=site)


def pier_text(view: PublicView, pier: int) -> str:
    """What a pier box says: its action, or at the boat's pier once its owner started, what is left of it."""
    if view.pier != pier or view.step == "over" or view.opening:
        return PIER_ACTION[pier]
    if view.parts:
        return _("left: {parts}", parts=still_to_do(view.parts))
    return _("paying for the hut") if view.space else PIER_ACTION[pier]


def _lines(view: PublicView) -> int:
    return (1 if view.placing else 0) + 1


def archipelago_height(view: PublicView) -> float:
    """The height :func:`render_archipelago` draws."""
    sites = SECTION + BOAT + len(SITES) * SITE_ROW + _lines(view) * LINE + GAP
    displays = 2 * (SECTION + CARD_HEIGHT + GAP)
    return MARGIN + sites + displays + SECTION + 2 * NOTE + MARGIN


def render_archipelago(view: PublicView, names: Sequence[str]) -> bytes:
    """The archipelago, the displays and the public amulets, as PNG bytes."""
    check(view)

    def paint(canvas: Canvas) -> float:
        y = heading(canvas, MARGIN, _("Archipelago: ritual sites between their piers"))
        canvas.text((MARGIN, y + 2), boat(view), SMALL, colours.INK, "la", bold=True, max_width=RIGHT - MARGIN)
        y += BOAT
        for site in SITES:
            _site(canvas, view, site, y)
            y += SITE_ROW
        if view.placing:
            used = canvas.text((MARGIN, y + LINE / 2), _("Bowls to place, in order:"), SMALL, colours.INK, "lm")
            for index, seat in enumerate(view.placing):
                draw_badge(canvas, (MARGIN + used + 10 + BADGE + index * (2 * BADGE + 6), y + LINE / 2), BADGE,
                           seat_style(seat))  # fmt: skip
            y += LINE
        used = canvas.text((MARGIN, y + LINE / 2), _("Start player:"), SMALL, colours.INK, "lm")
        seat_chip(canvas, MARGIN + used + 10, y + LINE / 2, view.start_player, names, LARGE, RIGHT - MARGIN - used)
        y += LINE + GAP
        y = _display(canvas, y, _("Face-up valuables"), view.valuables_display, 4, view.valuables_pile,
                     view.valuables_discard)  # fmt: skip
        y = _display(canvas, y, _("Face-up landscapes"), view.landscape_display, 3, view.landscape_pile,
                     view.landscape_discard)  # fmt: skip
        y = heading(canvas, y, _("Amulets"))
        supply = _("Bag: {bag} \u00b7 value-1 supply: {ones}", bag=view.bag, ones=view.ones)
        canvas.text((MARGIN, y + 2), supply, SMALL, colours.INK, "la", bold=True, max_width=RIGHT - MARGIN)
        spent = series(view.set_aside) or _("none")
        canvas.text((MARGIN, y + NOTE + 2), _("Spent, set aside: {amulets}", amulets=spent), TINY, colours.INK, "la",
                    max_width=RIGHT - MARGIN)  # fmt: skip
        return y + 2 * NOTE + MARGIN

    return drawn(WIDTH, archipelago_height(view), colours.PAPER, paint).png(PALETTE)


def _site(canvas: Canvas, view: PublicView, site: int, y: float) -> None:
    west, east = piers_of(site)
    top, bottom = y + 3, y + SITE_ROW - 3
    _pier(canvas, view, west, (MARGIN, top, MARGIN + PIER_WIDTH, bottom))
    _pier(canvas, view, east, (RIGHT - PIER_WIDTH, top, RIGHT, bottom))
    left = MARGIN + PIER_WIDTH + 8
    box = (left, top, left + SITE_WIDTH, bottom)
    owner = view.sites[site - 1] if site - 1 < len(view.sites) else -1
    canvas.box(box, colours.SHADE if owner == BLOCKED else colours.WHITE, colours.INK, 2, radius=18)
    middle = (top + bottom) / 2
    canvas.text((left + 10, middle), site, LARGE, colours.INK, "lm", bold=True)
    if owner >= 0:
        draw_badge(canvas, (left + SITE_WIDTH - 14 - BADGE, middle), BADGE, seat_style(owner))
    else:
        canvas.text((left + SITE_WIDTH - 10, middle), _("blocked") if owner == BLOCKED else _("free"), TINY,
                    colours.MUTED, "rm")  # fmt: skip


def _pier(canvas: Canvas, view: PublicView, pier: int, box: tuple[float, float, float, float]) -> None:
    here = view.pier == pier and view.step != "over"
    passed = 0 < pier < view.pier
    fill = DONE if passed else colours.PANEL
    canvas.box(box, fill, colours.ATTENTION if here else colours.LINE, 3 if here else 2, radius=8)
    left, top, right, bottom = box
    middle = (top + bottom) / 2
    pill = (left + 7, middle - 14, left + 37, middle + 14)
    canvas.box(pill, colours.ATTENTION if here else colours.WHITE, colours.INK, 2, radius=14)
    canvas.text((left + 22, middle), pier, TINY, colours.WHITE if here else colours.INK, "mm", bold=True)
    lines = wrap(pier_text(view, pier), TINY, right - left - 50, 2)
    first = middle - (len(lines) - 1) * 9
    for index, line in enumerate(lines):
        canvas.text((left + 44, first + index * 18), line, TINY, colours.INK, "lm")


def _display(
    canvas: Canvas, y: float, title: str, cards: Sequence[str], slots: int, pile: int, discard: Sequence[str]
) -> float:
    top = card_name(discard[-1]) if discard else ""
    if top and CARD[discard[-1]].value:
        line = _(
            "{title} \u00b7 pile {pile} \u00b7 discard {discard}, last {card}",
            title=title,
            pile=pile,
            discard=len(discard),
            card=top,
        )
    else:
        line = _("{title} \u00b7 pile {pile} \u00b7 discard {discard}", title=title, pile=pile, discard=len(discard))
    y = heading(canvas, y, line)
    for index in range(slots):
        left = MARGIN + index * (CARD_WIDTH + CARD_GAP)
        box = (left, y, left + CARD_WIDTH, y + CARD_HEIGHT)
        if index < len(cards):
            card(canvas, box, cards[index])
        else:
            empty_card(canvas, box)
    return y + CARD_HEIGHT + GAP
