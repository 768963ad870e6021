"""The public Biblios board, built from the public view only (rules/biblios.md §4-§9, §10).

Top to bottom: the Scriptorium (§2.1), a Church card being played (§7), the gift turn
(§5) or the card under auction (§6), the piles (H4), the players' rows, and the face-up
discards. At game end the piles and rows give way to the final scoring (§9).
"""

from collections.abc import Sequence
from functools import cache

from PIL import Image

from engine.biblios.views import CardFace, PublicView
from renderers.biblios import final, phases
from renderers.biblios.look import CATEGORIES, PALETTE, card_art, card_back
from renderers.biblios.parts import (
    BODY,
    GAP,
    LARGE,
    MARGIN,
    SECTION_TITLE,
    SMALL,
    TITLE,
    WIDTH,
    panel,
    pile,
    seat_chip,
    section_title,
)
from renderers.kit import Canvas, draw_card, draw_die, draw_tag, drawn, ink_on, layer, mix, tag_width
from renderers.kit import palette as colours

_TAG = 22


def render_public(view: PublicView, names: Sequence[str]) -> bytes:
    """The board everyone sees, as PNG bytes."""
    if not isinstance(view, PublicView):
        raise TypeError(f"render_public needs a PublicView, not {type(view).__name__}")

    def paint(canvas: Canvas) -> float:
        y = _header(canvas, view)
        y = _scriptorium(canvas, view, names, y)
        if view.church_card is not None:
            y = phases.church(canvas, view, names, y)
        if view.phase == "over":
            y = final.scoring(canvas, view, names, y)
        else:
            y = phases.gift(canvas, view, names, y) if view.phase == "gift" else phases.auction(canvas, view, names, y)
            y = _piles(canvas, view, y)
            y = _players(canvas, view, names, y)
        y = _discards(canvas, view.face_up_discards, y)
        return y + MARGIN - GAP

    return drawn(WIDTH, board_height(view), colours.PAPER, paint).png(PALETTE)


def board_height(view: PublicView) -> float:
    """The height :func:`render_public` draws, section by section, without drawing."""
    y = _HEADER_HEIGHT + SECTION_TITLE + _tile_height(view) + GAP
    if view.church_card is not None:
        y += phases.CHURCH_HEIGHT
    if view.phase == "over":
        y += final.scoring_height(view)
    else:
        y += phases.MIDDLE_HEIGHT + SECTION_TITLE + _PILES_HEIGHT + GAP
        y += SECTION_TITLE + len(view.seats) * (_ROW_HEIGHT + 10) + GAP - 10
    return y + _discards_height(view.face_up_discards) + MARGIN - GAP


def progress_text(view: PublicView) -> str:
    """Where the game stands, in a few words: "Gift phase · turn 3 of 16"."""
    if view.phase == "gift":
        return f"Gift phase \u00b7 turn {view.gift_turn} of {view.gift_turns_total}"
    if view.phase == "auction":
        return f"Auction \u00b7 card {view.auction_number} of {view.auctions_total}"
    return "Game over"


def _header(canvas: Canvas, view: PublicView) -> float:
    top = MARGIN - 6
    canvas.text((MARGIN, top), "BIBLIOS", TITLE, colours.INK, "la", bold=True)
    right = WIDTH - MARGIN
    canvas.text((right, top + 2), progress_text(view), LARGE, colours.INK, "ra", bold=True)
    penalty = "Medieval Bluff penalty" if view.penalty_mode == "medieval_bluff" else "standard penalty"
    canvas.text((right, top + 48), f"{view.players} players \u00b7 {penalty}", SMALL, colours.MUTED, "ra")
    return top + 96


_HEADER_HEIGHT = MARGIN - 6 + 96


def _tile_height(view: PublicView) -> int:
    return 268 if view.scores is not None else 214


def _scriptorium(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    y = section_title(canvas, MARGIN, y, "Scriptorium \u00b7 each die is the VP its category is worth")
    tile_width = _TILE_WIDTH
    over = view.scores is not None
    tile_height = _tile_height(view)
    canvas.layer(_scriptorium_tiles(tile_height), (0, y))
    for index in range(len(CATEGORIES)):
        x = MARGIN + index * (tile_width + GAP)
        value = view.dice[index]
        draw_die(canvas, (x + 18, y + 76, x + 138, y + 196), value)
        canvas.text((x + 138 + (tile_width - 138) / 2, y + 138), str(value), 104, colours.INK, "mm", bold=True)
        if over:
            _category_winner(canvas, view, names, index, (x + 14, y + 232), tile_width - 28)
    return y + tile_height + GAP


_TILE_WIDTH = (WIDTH - 2 * MARGIN - 4 * GAP) / 5


@cache
def _scriptorium_tiles(tile_height: int) -> Image.Image:
    """The five category tiles without their dice, drawn once per height."""

    def paint(canvas: Canvas) -> None:
        for index, category in enumerate(CATEGORIES):
            x = MARGIN + index * (_TILE_WIDTH + GAP)
            canvas.box((x, 0, x + _TILE_WIDTH, tile_height), colours.PANEL, category.colour, 4, radius=18)
            canvas.box((x, 0, x + _TILE_WIDTH, 58), category.colour, radius=18)
            canvas.box((x, 30, x + _TILE_WIDTH, 58), category.colour)
            canvas.shape(category.glyph, (x + 32, 29), 18, colours.WHITE, colours.INK, 2)
            ink = ink_on(category.colour)
            canvas.text_fit((x + 60, 30), category.name, 28, 18, _TILE_WIDTH - 70, ink, "lm", True)

    return layer(WIDTH, tile_height, colours.PAPER, paint)


def warm() -> None:
    """Draw the board's static layers now."""
    for over in (False, True):
        _scriptorium_tiles(268 if over else 214)


def _category_winner(
    canvas: Canvas, view: PublicView, names: Sequence[str], index: int, at: tuple[float, float], width: float
) -> None:
    score = view.scores[index] if view.scores and index < len(view.scores) else None
    if score is None or score.winner is None:
        canvas.text(at, "no winner", SMALL, colours.MUTED, "lm", max_width=width)
        return
    seat_chip(canvas, at[0], at[1], score.winner, names, SMALL, width)


def _piles(canvas: Canvas, view: PublicView, y: float) -> float:
    y = section_title(canvas, MARGIN, y, "Piles")
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + _PILES_HEIGHT))
    face_up = len(view.face_up_discards)
    piles = (
        (view.draw_pile, "Draw pile"),
        (view.auction_pile, "Auction pile"),
        (view.discard_pile, f"Discards ({face_up} face up)"),
        (view.removed_face_down, "Removed at setup"),
    )
    step = (WIDTH - 2 * MARGIN) / len(piles)
    for index, (count, label) in enumerate(piles):
        pile(canvas, MARGIN + 24 + index * step, y + 18, count, label)
    return y + _PILES_HEIGHT + GAP


_PILES_HEIGHT = 104
_ROW_HEIGHT = 84


_STAT_CENTRES = (WIDTH - MARGIN - 420, WIDTH - MARGIN - 260, WIDTH - MARGIN - 100)


def _players(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    y = section_title(canvas, MARGIN, y, "Players")
    for centre, label in zip(_STAT_CENTRES, ("cards in hand", "spent", "gold paid"), strict=True):
        canvas.text((centre, y - SMALL - 12), label.upper(), SMALL - 4, colours.MUTED, "ma", bold=True)
    row_height = _ROW_HEIGHT
    for summary in view.seats:
        waiting = summary.seat in view.waiting_on
        fill = mix(colours.YELLOW, colours.WHITE, 0.7) if waiting else colours.PANEL
        outline, width = (colours.ATTENTION, 4) if waiting else (colours.LINE, 2)
        canvas.box((MARGIN, y, WIDTH - MARGIN, y + row_height), fill, outline, width, radius=16)
        middle = y + row_height / 2
        name_end = MARGIN + 20 + seat_chip(canvas, MARGIN + 20, middle, summary.seat, names, BODY, 400)
        _seat_tags(canvas, view, summary.seat, name_end + 18, middle, _STAT_CENTRES[0] - 70)
        hand, spent, gold = _STAT_CENTRES
        draw_card(canvas, (hand - 62, middle - 21, hand - 32, middle + 21), card_back())
        canvas.text((hand - 18, middle), str(summary.hand_size), 44, colours.INK, "lm", bold=True)
        canvas.text((spent, middle), str(summary.spent), 44, colours.INK, "mm", bold=True)
        canvas.circle((gold - 42, middle), 17, colours.YELLOW, colours.INK, 3)
        canvas.text((gold - 14, middle), str(summary.gold_paid), 44, colours.INK, "lm", bold=True)
        y += row_height + 10
    return y + GAP - 10


def _seat_tags(canvas: Canvas, view: PublicView, seat: int, x: float, middle: float, limit: float) -> None:
    tags: list[tuple[str, colours.Colour]] = []
    if seat in view.waiting_on:
        tags.append(("TO ACT", colours.ATTENTION))
    if seat == view.high_bidder and view.phase == "auction":
        tags.append((f"HIGH BID {view.high_bid}", colours.YELLOW))
    summary = view.seats[seat]
    if summary.excluded:
        tags.append(("EXCLUDED", colours.VERMILLION))
    elif summary.passed:
        tags.append(("PASSED", colours.SHADE))
    if seat == view.active:
        tags.append(("ALLOCATING" if view.phase == "gift" else "AUCTIONEER", colours.SKY_BLUE))
    if seat == view.first_player and view.phase == "gift":
        tags.append(("FIRST PLAYER", colours.SHADE))
    for text, fill in tags:
        width = tag_width(text, _TAG)
        if x + width > limit:
            break
        draw_tag(canvas, (x, middle), text, _TAG, fill)
        x += width + 10


_DISCARD = (70, 98, 84)  # card width, height, step
_DISCARDS_PER_ROW = int((WIDTH - 2 * MARGIN + _DISCARD[2] - _DISCARD[0]) // _DISCARD[2])
_DISCARD_ROWS = 2


def _discard_groups(cards: tuple[CardFace, ...]) -> list[list[CardFace]]:
    """Equal face-up discards together, in the order they were discarded."""
    groups: dict[str, list[CardFace]] = {}
    for card in cards:
        groups.setdefault(f"{card.kind}|{card.category}|{card.value}|{card.letter}|{card.label}", []).append(card)
    return list(groups.values())


def _discards_height(cards: tuple[CardFace, ...]) -> float:
    if not cards:
        return 0
    cells = min(len(_discard_groups(cards)), _DISCARDS_PER_ROW * _DISCARD_ROWS)
    used_rows = (cells + _DISCARDS_PER_ROW - 1) // _DISCARDS_PER_ROW
    return SECTION_TITLE + used_rows * (_DISCARD[1] + 14) + GAP


def _discards(canvas: Canvas, cards: tuple[CardFace, ...], y: float) -> float:
    if not cards:
        return y
    groups = _discard_groups(cards)
    y = section_title(canvas, MARGIN, y, f"Face-up discards ({len(cards)})")
    width, height, step = _DISCARD
    per_row = _DISCARDS_PER_ROW
    shown = groups
    rows = _DISCARD_ROWS
    if len(shown) > per_row * rows:
        shown = shown[: per_row * rows - 1]
    for index, group in enumerate(shown):
        x = MARGIN + (index % per_row) * step
        top = y + (index // per_row) * (height + 14)
        draw_card(canvas, (x, top, x + width, top + height), card_art(group[0]))
        if len(group) > 1:
            draw_tag(canvas, (x + width - 34, top + height - 4), f"x{len(group)}", 18, colours.INK)
    hidden = len(groups) - len(shown)
    if hidden:
        index = len(shown)
        x = MARGIN + (index % per_row) * step
        top = y + (index // per_row) * (height + 14)
        canvas.text((x + width / 2, top + height / 2), f"+{hidden}", BODY, colours.MUTED, "mm", bold=True)
    used_rows = (len(shown) + (1 if hidden else 0) + per_row - 1) // per_row
    return y + used_rows * (height + 14) + GAP
