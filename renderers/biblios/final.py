"""The end-of-game table: revealed hands per category, category winners, gold, VP and places (§8-§9)."""

from collections.abc import Sequence

from engine.biblios.views import CardFace, PublicView
from renderers.biblios.look import CATEGORIES
from renderers.biblios.parts import (
    GAP,
    LARGE,
    MARGIN,
    SECTION_TITLE,
    SMALL,
    WIDTH,
    category_die,
    panel,
    seat_chip,
    section_title,
)
from renderers.biblios.standings import TIE_BREAK_WALK, gold_value, places
from renderers.kit import Canvas, mix
from renderers.kit import palette as colours

_PLACE_WIDTH = 86
_CATEGORY_WIDTH = 142
_GOLD_WIDTH = 118
_VP_WIDTH = 112
_NAME_WIDTH = WIDTH - 2 * MARGIN - _PLACE_WIDTH - 5 * _CATEGORY_WIDTH - _GOLD_WIDTH - _VP_WIDTH
_HEADER = 96
_ROW = 124


def ordinal(place: int) -> str:
    """1 -> "1st", 2 -> "2nd"..."""
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(place if place < 20 else place % 10, "th")
    return f"{place}{suffix}"


def tie_break_reason(view: PublicView) -> str:
    """Why the winner won when VP were tied ("" when they were not): §9.3."""
    ranked = places(view)
    if ranked is None or view.vp is None or view.revealed_hands is None:
        return ""
    winners = [seat for seat, place in enumerate(ranked) if place == 1]
    best_vp = max(view.vp)
    tied = [seat for seat in range(view.players) if view.vp[seat] == best_vp]
    if len(tied) < 2:
        return ""
    if len(winners) > 1:
        return f"Tied on {best_vp} VP and on every tie-break: shared victory."
    golds = {seat: gold_value(view.revealed_hands[seat]) for seat in tied}
    if len(set(golds.values())) > 1 and golds[winners[0]] == max(golds.values()):
        return f"Tied on {best_vp} VP; most gold value wins."
    names = {category.code: category.name for category in CATEGORIES}
    for code in TIE_BREAK_WALK:
        totals = {seat: _total(view.revealed_hands[seat], code) for seat in tied}
        if max(totals.values()) > 0:
            return f"Tied on {best_vp} VP and gold; decided by {names[code]} (total, then earliest letter)."
    return f"Tied on {best_vp} VP."


def _total(hand: tuple[CardFace, ...], code: str) -> int:
    return sum(card.value for card in hand if card.kind == "category" and card.category == code)


def scoring_height(view: PublicView) -> float:
    """The height :func:`scoring` draws."""
    reason = 48 if tie_break_reason(view) else 0
    return SECTION_TITLE + _HEADER + view.players * _ROW + 16 + 12 + reason + GAP


def scoring(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """The final scoring table, best place first."""
    ranked = places(view) or tuple(1 for _ in range(view.players))
    order = sorted(range(view.players), key=lambda seat: (ranked[seat], seat))
    y = section_title(canvas, MARGIN, y, "Final scoring \u00b7 revealed hands")
    height = _HEADER + len(order) * _ROW + 16
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    _header_row(canvas, view, y)
    row_top = y + _HEADER
    for seat in order:
        _seat_row(canvas, view, names, seat, ranked[seat], row_top)
        row_top += _ROW
    y += height + 12
    reason = tie_break_reason(view)
    if reason:
        canvas.text((MARGIN + 8, y + 14), reason, SMALL, colours.INK, "la", bold=True)
        y += 48
    return y + GAP


def _columns() -> list[float]:
    x = MARGIN + _PLACE_WIDTH + _NAME_WIDTH
    return [x + index * _CATEGORY_WIDTH for index in range(5)]


def _header_row(canvas: Canvas, view: PublicView, y: float) -> None:
    canvas.text((MARGIN + 20, y + _HEADER / 2), "Place", SMALL, colours.MUTED, "lm", bold=True)
    canvas.text((MARGIN + _PLACE_WIDTH + 10, y + _HEADER / 2), "Player", SMALL, colours.MUTED, "lm", bold=True)
    for index, left in enumerate(_columns()):
        category = CATEGORIES[index]
        canvas.text_fit(
            (left + _CATEGORY_WIDTH / 2, y + 28),
            category.short,
            SMALL,
            16,
            _CATEGORY_WIDTH - 12,
            colours.INK,
            "mm",
            True,
        )
        category_die(canvas, left + _CATEGORY_WIDTH / 2 - 44, y + 46, index, view.dice[index], 40)
    gold_left = _columns()[-1] + _CATEGORY_WIDTH
    canvas.text((gold_left + _GOLD_WIDTH / 2, y + _HEADER / 2), "Gold", SMALL, colours.MUTED, "mm", bold=True)
    canvas.text((gold_left + _GOLD_WIDTH + _VP_WIDTH / 2, y + _HEADER / 2), "VP", SMALL, colours.MUTED, "mm", bold=True)
    canvas.line([(MARGIN + 12, y + _HEADER - 2), (WIDTH - MARGIN - 12, y + _HEADER - 2)], colours.LINE, 2)


def _seat_row(canvas: Canvas, view: PublicView, names: Sequence[str], seat: int, place: int, top: float) -> None:
    hand = view.revealed_hands[seat] if view.revealed_hands and seat < len(view.revealed_hands) else ()
    middle = top + _ROW / 2
    if place == 1:
        canvas.box((MARGIN + 8, top + 4, WIDTH - MARGIN - 8, top + _ROW - 4), None, colours.ATTENTION, 4, radius=14)
    canvas.text((MARGIN + 20, middle), ordinal(place), LARGE, colours.INK, "lm", bold=True)
    seat_chip(canvas, MARGIN + _PLACE_WIDTH + 6, middle, seat, names, 28, _NAME_WIDTH - 16)
    for index, left in enumerate(_columns()):
        _category_cell(
            canvas, view, hand, seat, index, (left + 6, top + 10, left + _CATEGORY_WIDTH - 6, top + _ROW - 10)
        )
    gold_left = _columns()[-1] + _CATEGORY_WIDTH
    gold = [card.value for card in hand if card.kind == "gold"]
    canvas.text((gold_left + _GOLD_WIDTH / 2, top + 44), str(sum(gold)), 44, colours.INK, "mm", bold=True)
    detail = "+".join(str(value) for value in sorted(gold, reverse=True)) or "none"
    canvas.text((gold_left + _GOLD_WIDTH / 2, top + 84), detail, 20, colours.MUTED, "mm", max_width=_GOLD_WIDTH - 12)
    vp = view.vp[seat] if view.vp and seat < len(view.vp) else 0
    canvas.text((gold_left + _GOLD_WIDTH + _VP_WIDTH / 2, middle), str(vp), 56, colours.INK, "mm", bold=True)


def _category_cell(
    canvas: Canvas,
    view: PublicView,
    hand: tuple[CardFace, ...],
    seat: int,
    index: int,
    box: tuple[float, float, float, float],
) -> None:
    category = CATEGORIES[index]
    cards = sorted(
        (card for card in hand if card.kind == "category" and card.category == category.code), key=lambda c: c.letter
    )
    score = view.scores[index] if view.scores and index < len(view.scores) else None
    won = score is not None and score.winner == seat
    total = sum(card.value for card in cards)
    centre = (box[0] + box[2]) / 2
    if won:
        canvas.box(box, mix(category.colour, colours.WHITE, 0.55), category.colour, 4, radius=12)
    canvas.text((centre, box[1] + 30), str(total), 44, colours.INK if total else colours.MUTED, "mm", bold=True)
    letters = " ".join(card.letter for card in cards) or "-"
    letter_colour = colours.INK if cards else colours.MUTED
    canvas.text((centre, box[1] + 66), letters, 20, letter_colour, "mm", max_width=box[2] - box[0] - 8)
    if won and score is not None:
        gained = f"+{score.die} VP" + (f" ({score.best_letter})" if score.best_letter else "")
        canvas.text((centre, box[1] + 90), gained, 20, colours.INK, "mm", True, box[2] - box[0] - 8)
