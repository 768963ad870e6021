"""The end of the game on the main image: final places with VP, then the revealed hands scored (§8-§9).

The scoring table runs down the page, one row per category (with its die), then Gold and
VP, and one column per player in place order, so it stays readable on a phone with four.
"""

from collections.abc import Sequence

from engine.biblios.views import CardFace, PublicView
from i18n import _
from renderers.biblios.look import CATEGORIES, GOLD, GOLD_CARD, WINNER_TINT
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
    WIDTH,
    category_die,
    panel,
    seat_chip,
    section_title,
)
from renderers.biblios.standings import TIE_BREAK_WALK, gold_value, places
from renderers.kit import Canvas, Shape, draw_badge, mix, seat_name, seat_style, wrap
from renderers.kit import palette as colours

_PLACE_ROW = 48
_REASON_LINES = 2
_LABEL_WIDTH = 138  # the categories' column
_HEAD = 64  # the players' badges and names atop their columns
_LINE = 19  # a line of small text in a cell
_CELL_TOP = 44  # below a cell's top: its first small line, under the total
_CATEGORY_ROW = 74  # the least height of a category row: name, then glyph and die
_VP_ROW = 52


def ordinal(place: int) -> str:
    """1 -> "1st", 2 -> "2nd"..."""
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(place if place < 20 else place % 10, "th")
    return ORDINALS[suffix](place)


ORDINALS = {
    "st": lambda place: _("{place}st", place=place),
    "nd": lambda place: _("{place}nd", place=place),
    "rd": lambda place: _("{place}rd", place=place),
    "th": lambda place: _("{place}th", place=place),
}


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
        return _("Tied on {vp} VP and on every tie-break: shared victory.", vp=best_vp)
    golds = {seat: gold_value(view.revealed_hands[seat]) for seat in tied}
    if len(set(golds.values())) > 1 and golds[winners[0]] == max(golds.values()):
        return _("Tied on {vp} VP; most gold value wins.", vp=best_vp)
    names = {category.code: category.name for category in CATEGORIES}
    for code in TIE_BREAK_WALK:
        totals = {seat: _total(view.revealed_hands[seat], code) for seat in tied}
        if max(totals.values()) > 0:
            return _(
                "Tied on {vp} VP and gold; decided by {category} (total, then earliest letter).",
                vp=best_vp,
                category=names[code],
            )
    return _("Tied on {vp} VP.", vp=best_vp)


def _total(hand: tuple[CardFace, ...], code: str) -> int:
    return sum(card.value for card in hand if card.kind == "category" and card.category == code)


def _order(view: PublicView) -> tuple[tuple[int, ...], list[int]]:
    """Each seat's place, and the seats best place first."""
    ranked = places(view) or tuple(1 for _ in range(view.players))
    return ranked, sorted(range(view.players), key=lambda seat: (ranked[seat], seat))


# Final places ---------------------------------------------------------------------------


def standings_height(view: PublicView) -> float:
    """The height :func:`standings` draws."""
    reason = _REASON_LINES * _LINE + 10 if tie_break_reason(view) else 0
    return SECTION_TITLE + view.players * _PLACE_ROW + 2 * 6 + reason + GAP


def standings(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """Each player's place and VP, best first, and why the winner won a tie."""
    ranked, order = _order(view)
    y = section_title(canvas, MARGIN, y, _("Final places"))
    height = view.players * _PLACE_ROW + 2 * 6
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    top = y + 6
    for seat in order:
        middle = top + _PLACE_ROW / 2
        if ranked[seat] == 1:
            canvas.box((MARGIN + 6, top + 2, WIDTH - MARGIN - 6, top + _PLACE_ROW - 2), None, colours.ATTENTION, 3, 10)
        canvas.text((MARGIN + PAD, middle), ordinal(ranked[seat]), LARGE, colours.INK, "lm", bold=True)
        vp = view.vp[seat] if view.vp and seat < len(view.vp) else 0
        used = canvas.text((WIDTH - MARGIN - PAD, middle), _("{vp} VP", vp=vp), LARGE + 4, colours.INK, "rm", bold=True)
        left = MARGIN + PAD + 60
        seat_chip(canvas, left, middle, seat, names, NAME, WIDTH - MARGIN - PAD - used - 16 - left)
        top += _PLACE_ROW
    y += height
    reason = tie_break_reason(view)
    if reason:
        canvas.paragraph((MARGIN + 4, y + 8), reason, SMALL, colours.INK, INNER - 8, _REASON_LINES, 1.18, True)
        y += _REASON_LINES * _LINE + 10
    return y + GAP


# The scoring table ----------------------------------------------------------------------


def _column_width(view: PublicView) -> float:
    return (INNER - 2 * 6 - _LABEL_WIDTH) / max(1, view.players)


def _cards(hand: tuple[CardFace, ...], code: str) -> list[CardFace]:
    return sorted((c for c in hand if c.kind == "category" and c.category == code), key=lambda c: c.letter)


def _hand(view: PublicView, seat: int) -> tuple[CardFace, ...]:
    return view.revealed_hands[seat] if view.revealed_hands and seat < len(view.revealed_hands) else ()


def _letter_lines(view: PublicView, seat: int, index: int) -> list[str]:
    letters = " ".join(card.letter for card in _cards(_hand(view, seat), CATEGORIES[index].code)) or "-"
    return wrap(letters, LABEL, _column_width(view) - 12, 3)


def _gold_lines(view: PublicView, seat: int) -> list[str]:
    gold = sorted((card.value for card in _hand(view, seat) if card.kind == "gold"), reverse=True)
    return wrap(" + ".join(str(value) for value in gold) or _("none"), LABEL, _column_width(view) - 12, 3)


def _won(view: PublicView, seat: int, index: int) -> bool:
    score = view.scores[index] if view.scores and index < len(view.scores) else None
    return score is not None and score.winner == seat


def _category_row_height(view: PublicView, index: int) -> float:
    lines = max(len(_letter_lines(view, seat, index)) + _won(view, seat, index) for seat in range(view.players))
    return max(_CATEGORY_ROW, _CELL_TOP + lines * _LINE + 8)


def _gold_row_height(view: PublicView) -> float:
    lines = max(len(_gold_lines(view, seat)) for seat in range(view.players))
    return max(_CATEGORY_ROW, _CELL_TOP + lines * _LINE + 8)


def scoring_height(view: PublicView) -> float:
    """The height :func:`scoring` draws."""
    rows = sum(_category_row_height(view, index) for index in range(len(CATEGORIES)))
    return SECTION_TITLE + _HEAD + rows + _gold_row_height(view) + _VP_ROW + 2 * 6 + GAP


def scoring(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """Every revealed hand by category, who won each category and what it scored, gold, and VP."""
    _ranked, order = _order(view)
    y = section_title(canvas, MARGIN, y, _("Scoring \u00b7 revealed hands"))
    height = scoring_height(view) - SECTION_TITLE - GAP
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    width = _column_width(view)
    columns = [MARGIN + 6 + _LABEL_WIDTH + index * width for index in range(len(order))]
    top = y + 6
    canvas.text((MARGIN + PAD, top + _HEAD / 2), _("DIE = VP"), LABEL, colours.MUTED, "lm", bold=True)
    for seat, left in zip(order, columns, strict=True):
        centre = left + width / 2
        draw_badge(canvas, (centre, top + 22), 17, seat_style(seat))
        canvas.text((centre, top + 50), seat_name(names, seat), LABEL, colours.INK, "mm", True, width - 8)
    top += _HEAD
    for index, category in enumerate(CATEGORIES):
        row = _category_row_height(view, index)
        _rule(canvas, top)
        canvas.text((MARGIN + PAD, top + 18), category.short, SMALL, colours.INK, "lm", bold=True)
        category_die(canvas, MARGIN + PAD, top + 34, index, view.dice[index], 30)
        for seat, left in zip(order, columns, strict=True):
            _category_cell(canvas, view, seat, index, (left + 3, top + 4, left + width - 3, top + row - 4))
        top += row
    row = _gold_row_height(view)
    _rule(canvas, top)
    canvas.text((MARGIN + PAD, top + 18), GOLD, SMALL, colours.INK, "lm", bold=True)
    canvas.shape(Shape.CIRCLE, (MARGIN + PAD + 12, top + 50), 12, GOLD_CARD, colours.INK, 1.5)
    canvas.text((MARGIN + PAD + 32, top + 50), _("tie-break"), LABEL, colours.MUTED, "lm")
    for seat, left in zip(order, columns, strict=True):
        centre = left + width / 2
        total = gold_value(_hand(view, seat))
        canvas.text((centre, top + 22), str(total), LARGE + 2, colours.INK, "mm", bold=True)
        for line, text in enumerate(_gold_lines(view, seat)):
            canvas.text((centre, top + _CELL_TOP + line * _LINE), text, LABEL, colours.MUTED, "mm")
    top += row
    _rule(canvas, top)
    canvas.text((MARGIN + PAD, top + _VP_ROW / 2), _("VP"), LARGE, colours.INK, "lm", bold=True)
    for seat, left in zip(order, columns, strict=True):
        vp = view.vp[seat] if view.vp and seat < len(view.vp) else 0
        canvas.text((left + width / 2, top + _VP_ROW / 2), str(vp), 34, colours.INK, "mm", bold=True)
    return y + height + GAP


def _rule(canvas: Canvas, y: float) -> None:
    canvas.line([(MARGIN + 10, y), (WIDTH - MARGIN - 10, y)], colours.LINE, 2)


def _category_cell(
    canvas: Canvas, view: PublicView, seat: int, index: int, box: tuple[float, float, float, float]
) -> None:
    category = CATEGORIES[index]
    cards = _cards(_hand(view, seat), category.code)
    won = _won(view, seat, index)
    total = sum(card.value for card in cards)
    centre = (box[0] + box[2]) / 2
    if won:
        canvas.box(box, mix(category.colour, colours.WHITE, WINNER_TINT), category.colour, 3, radius=10)
    canvas.text((centre, box[1] + 18), str(total), LARGE + 2, colours.INK if total else colours.MUTED, "mm", bold=True)
    lines = _letter_lines(view, seat, index)
    for line, text in enumerate(lines):
        y = box[1] - 4 + _CELL_TOP + line * _LINE
        canvas.text((centre, y), text, LABEL, colours.INK if cards else colours.MUTED, "mm")
    score = view.scores[index] if won and view.scores else None
    if score is not None:
        if score.best_letter:
            gained = _("+{vp} VP ({letter})", vp=score.die, letter=score.best_letter)
        else:
            gained = _("+{vp} VP", vp=score.die)
        y = box[1] - 4 + _CELL_TOP + len(lines) * _LINE
        canvas.text((centre, y), gained, LABEL, colours.INK, "mm", True, box[2] - box[0] - 6)
