"""The main public Biblios image, built from the public view only (rules/biblios.md §4-§9, §10).

Phone-shaped, top to bottom: where the game stands, the Scriptorium dice (§2.1), a Church
card being played (§7), the gift turn (§5) or the card under auction (§6), then the
players. At game end the dice and players give way to the final places and scoring (§9).
The piles and face-up discards are a sheet of their own (:mod:`renderers.biblios.piles`).
"""

from collections.abc import Sequence
from functools import cache

from PIL import Image

from engine.biblios.views import PublicView
from i18n import _, n_
from renderers.biblios import final, phases
from renderers.biblios.look import CATEGORIES, PALETTE, WAITING_ROW, card_back, name_lines
from renderers.biblios.parts import (
    GAP,
    INNER,
    LABEL,
    LARGE,
    MARGIN,
    NAME,
    PAD,
    SECTION_TITLE,
    SMALL,
    TAG,
    TITLE,
    WIDTH,
    seat_chip,
    section_title,
)
from renderers.kit import Canvas, draw_card, draw_die, draw_tag, drawn, ink_on, layer, tag_width
from renderers.kit import palette as colours
from renderers.kit.language import current

HEADER_HEIGHT = MARGIN + 66


def render_public(view: PublicView, names: Sequence[str]) -> bytes:
    """The main board everyone sees, as PNG bytes."""
    if not isinstance(view, PublicView):
        raise TypeError(f"render_public needs a PublicView, not {type(view).__name__}")

    def paint(canvas: Canvas) -> float:
        y = header(canvas, view)
        if view.phase == "over":
            y = final.standings(canvas, view, names, y)
            y = final.scoring(canvas, view, names, y)
            return y + MARGIN - GAP
        y = _scriptorium(canvas, view, y)
        if view.church_card is not None:
            y = phases.church(canvas, view, names, y)
        y = phases.gift(canvas, view, names, y) if view.phase == "gift" else phases.auction(canvas, view, names, y)
        y = _players(canvas, view, names, y)
        return y + MARGIN - GAP

    return drawn(WIDTH, board_height(view), colours.PAPER, paint).png(PALETTE)


def board_height(view: PublicView) -> float:
    """The height :func:`render_public` draws, section by section, without drawing."""
    y = HEADER_HEIGHT
    if view.phase == "over":
        y += final.standings_height(view) + final.scoring_height(view)
    else:
        y += SECTION_TITLE + _TILE_HEIGHT + GAP
        if view.church_card is not None:
            y += phases.CHURCH_HEIGHT
        y += phases.GIFT_HEIGHT if view.phase == "gift" else phases.auction_height(view)
        y += _players_height(view)
    return y + MARGIN - GAP


def progress_text(view: PublicView) -> str:
    """Where the game stands, in a few words: "Gift phase · turn 3 of 16"."""
    if view.phase == "gift":
        return _("Gift phase \u00b7 turn {turn} of {turns}", turn=view.gift_turn, turns=view.gift_turns_total)
    if view.phase == "auction":
        return _("Auction \u00b7 card {card} of {cards}", card=view.auction_number, cards=view.auctions_total)
    return _("Game over")


def header(canvas: Canvas, view: PublicView, title: str | None = None) -> float:
    """The game's name and where it stands; returns the y below it."""
    top = MARGIN - 4
    used = canvas.text((MARGIN, top), title or _("BIBLIOS"), TITLE, colours.INK, "la", bold=True)
    right = WIDTH - MARGIN
    canvas.text((right, top + 4), progress_text(view), LARGE - 2, colours.INK, "ra", True, INNER - used - 16)
    if view.penalty_mode == "medieval_bluff":
        setup = n_(
            "{n} player \u00b7 Medieval Bluff penalty", "{n} players \u00b7 Medieval Bluff penalty", view.players
        )
    else:
        setup = n_("{n} player \u00b7 standard penalty", "{n} players \u00b7 standard penalty", view.players)
    canvas.text((right, top + 40), setup, SMALL, colours.MUTED, "ra")
    return HEADER_HEIGHT


_TILE_GAP = 8
_TILE_WIDTH = (INNER - 4 * _TILE_GAP) / 5
_TILE_HEIGHT = 98
_BAND = 40  # room for a category's name on two lines ("Forbidden" / "Tomes")
_DIE = 50


def _scriptorium(canvas: Canvas, view: PublicView, y: float) -> float:
    y = section_title(canvas, MARGIN, y, _("Scriptorium \u00b7 each die is its category's VP"))
    canvas.layer(_scriptorium_tiles(current()), (0, y))
    for index, value in enumerate(view.dice):
        right = MARGIN + index * (_TILE_WIDTH + _TILE_GAP) + _TILE_WIDTH - 10
        top = y + _BAND + (_TILE_HEIGHT - _BAND - _DIE) / 2
        draw_die(canvas, (right - _DIE, top, right, top + _DIE), value, colours.WHITE, colours.INK, colours.INK, True)
    return y + _TILE_HEIGHT + GAP


@cache
def _scriptorium_tiles(language: str) -> Image.Image:
    """The five category tiles without their dice: a band with the name, the glyph below it (once per language)."""

    def paint(canvas: Canvas) -> None:
        for index, category in enumerate(CATEGORIES):
            x = MARGIN + index * (_TILE_WIDTH + _TILE_GAP)
            canvas.box((x, 0, x + _TILE_WIDTH, _TILE_HEIGHT), colours.PANEL, category.colour, 3, radius=12)
            canvas.box((x, 0, x + _TILE_WIDTH, _BAND), category.colour, radius=12)
            canvas.box((x, _BAND - 12, x + _TILE_WIDTH, _BAND), category.colour)
            ink = ink_on(category.colour)
            centre = (x + _TILE_WIDTH / 2, _BAND / 2 + 1)
            name_lines(canvas, centre, category.short, (17, LABEL), _TILE_WIDTH - 8, ink, "mm")
            middle = _BAND + (_TILE_HEIGHT - _BAND) / 2
            canvas.shape(category.glyph, (x + 22, middle), 14, category.colour, colours.INK, 2)

    return layer(WIDTH, _TILE_HEIGHT, colours.PAPER, paint)


def warm() -> None:
    """Draw the board's static layers now."""
    _scriptorium_tiles(current())


# The players: name and tags on the left, three numbers in columns on the right.
_STATS = (
    (_("IN HAND"), WIDTH - MARGIN - 190),
    (_("SPENT"), WIDTH - MARGIN - 116),
    (_("GOLD PAID"), WIDTH - MARGIN - 48),
)
_ROW = 54  # a player row without tags
_TAG_LINE = 30  # the tags' line below the name


def _seat_tags(view: PublicView, seat: int) -> list[tuple[str, colours.Colour]]:
    tags: list[tuple[str, colours.Colour]] = []
    if seat in view.waiting_on:
        tags.append((_("TO ACT"), colours.ATTENTION))
    if seat == view.high_bidder and view.phase == "auction":
        tags.append((_("HIGH BID {bid}", bid=view.high_bid), colours.YELLOW))
    summary = view.seats[seat]
    if summary.excluded:
        tags.append((_("EXCLUDED"), colours.VERMILLION))
    elif summary.passed:
        tags.append((_("PASSED"), colours.SHADE))
    if seat == view.active:
        tags.append((_("ALLOCATING") if view.phase == "gift" else _("AUCTIONEER"), colours.SKY_BLUE))
    if seat == view.first_player and view.phase == "gift":
        tags.append((_("FIRST PLAYER"), colours.SHADE))
    return tags


def _row_height(view: PublicView, seat: int) -> float:
    return _ROW + (_TAG_LINE if _seat_tags(view, seat) else 0)


def _players_height(view: PublicView) -> float:
    rows = sum(_row_height(view, summary.seat) + 8 for summary in view.seats) - 8
    return SECTION_TITLE + rows + GAP


def _players(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    section_title(canvas, MARGIN, y, _("Players"))
    for label, centre in _STATS:
        canvas.text((centre, y), label, LABEL, colours.MUTED, "ma", bold=True)
    y += SECTION_TITLE
    for summary in view.seats:
        height = _row_height(view, summary.seat)
        waiting = summary.seat in view.waiting_on
        fill = WAITING_ROW if waiting else colours.PANEL
        outline, width = (colours.ATTENTION, 3) if waiting else (colours.LINE, 2)
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + height), fill, outline, width, radius=12)
        middle = y + _ROW / 2
        seat_chip(canvas, MARGIN + PAD, middle, summary.seat, names, NAME, _STATS[0][1] - 40 - MARGIN - PAD)
        hand, spent, gold = (centre for _, centre in _STATS)
        draw_card(canvas, (hand - 24, middle - 13, hand - 6, middle + 13), card_back())
        canvas.text((hand + 2, middle), str(summary.hand_size), LARGE + 2, colours.INK, "lm", bold=True)
        canvas.text((spent, middle), str(summary.spent), LARGE + 2, colours.INK, "mm", bold=True)
        canvas.circle((gold - 16, middle), 9, colours.YELLOW, colours.INK, 2)
        canvas.text((gold - 3, middle), str(summary.gold_paid), LARGE + 2, colours.INK, "lm", bold=True)
        x = MARGIN + PAD
        for text, tag_fill in _seat_tags(view, summary.seat):
            if x + tag_width(text, TAG) > WIDTH - MARGIN - PAD:
                break
            draw_tag(canvas, (x, y + _ROW + _TAG_LINE / 2 - 6), text, TAG, tag_fill)
            x += tag_width(text, TAG) + 8
        y += height + 8
    return y - 8 + GAP
