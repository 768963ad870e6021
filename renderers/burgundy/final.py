"""Final scores with their breakdown, once the game is over (rules/castles-of-burgundy.md §6).

The public view carries each seat's VP by category, its empty estate spaces and which way
the first tie-breaker runs (``tiebreak``: "fewest" or "most" empty spaces wins, §11 item 6).
Seats with equal VP share a place, listed in the order that tie-breaker gives, and the note
says how the result decides between them.
"""

from collections.abc import Sequence

from engine.burgundy.views import SCORE_LABELS, EstateView, PublicView
from renderers.burgundy.look import WINNER_ROW
from renderers.burgundy.pieces import (
    BODY,
    GAP,
    LARGE,
    MARGIN,
    SECTION_TITLE,
    SMALL,
    TINY,
    WIDTH,
    panel,
    seat_chip,
    section_title,
)
from renderers.kit import Canvas
from renderers.kit import palette as colours

# Score categories in the order of §5-§6, headed with the words the final message uses.
CATEGORIES: tuple[tuple[str, str], ...] = tuple(SCORE_LABELS.items())


def ranked(view: PublicView) -> list[tuple[int, EstateView]]:
    """(place, estate) best first; equal VP share a place, listed by the empty-space tie-breaker."""
    ordered = sorted(view.estates, key=lambda estate: (*_standing(view, estate), estate.seat))
    places: list[tuple[int, EstateView]] = []
    for position, estate in enumerate(ordered, start=1):
        same = places and places[-1][1].score == estate.score
        places.append((places[-1][0] if same else position, estate))
    return places


def _standing(view: PublicView, estate: EstateView) -> tuple[int, int]:
    """Sort key: VP, then empty spaces the way the game's tie-breaker runs (§6, §11 item 6)."""
    empty = -estate.empty_spaces if view.tiebreak == "most" else estate.empty_spaces
    return -estate.score, empty


def tie_note(view: PublicView) -> str:
    """How equal VP are decided, in the direction this game uses."""
    way = "most" if view.tiebreak == "most" else "fewest"
    return f"Equal VP: {way} empty estate spaces wins, then the later turn order (\u00a76)."


def has_tie(view: PublicView) -> bool:
    """Whether two seats finished on the same VP."""
    scores = [estate.score for estate in view.estates]
    return len(set(scores)) < len(scores)


def final_scores_height(view: PublicView) -> float:
    """The height :func:`final_scores` draws."""
    return SECTION_TITLE + 48 + 64 * len(view.estates) + (44 if has_tie(view) else 12) + GAP


def final_scores(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """The final scoring table (§6); returns the y below it."""
    y = section_title(canvas, MARGIN, y, "Final scores")
    row_height = 64
    name_width = 330
    total_width = 110
    columns_left = MARGIN + name_width + total_width
    step = (WIDTH - MARGIN - 16 - columns_left) / (len(CATEGORIES) + 1)
    height = 48 + row_height * len(view.estates) + (44 if has_tie(view) else 12)
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    canvas.text((MARGIN + name_width + total_width / 2, y + 24), "VP", TINY, colours.MUTED, "mm", bold=True)
    headings = [*(title for _, title in CATEGORIES), "Empty"]
    for index, title in enumerate(headings):
        words = title.split(" ", 1)  # two-word headings ("Goods left") take two lines
        for line, word in enumerate(words):
            middle = y + 24 + (line - (len(words) - 1) / 2) * (TINY - 2)
            position = (columns_left + step * (index + 0.5), middle)
            canvas.text_fit(position, word, TINY - 2, TINY - 6, step - 4, colours.MUTED, "mm", True)
    top = y + 48
    for place, estate in ranked(view):
        middle = top + row_height / 2
        if place == 1:
            canvas.box(
                (MARGIN + 6, top + 4, WIDTH - MARGIN - 6, top + row_height - 4),
                WINNER_ROW,
                radius=12,
            )
        canvas.text((MARGIN + 34, middle), f"{place}.", LARGE, colours.INK, "mm", bold=True)
        seat_chip(canvas, MARGIN + 64, middle, estate.seat, names, BODY, name_width - 70)
        canvas.text(
            (MARGIN + name_width + total_width / 2, middle), str(estate.score), LARGE + 4, colours.INK, "mm", True
        )
        values = [estate.points.get(key, 0) for key, _ in CATEGORIES] + [estate.empty_spaces]
        for index, value in enumerate(values):
            shade = colours.INK if value else colours.MUTED
            canvas.text((columns_left + step * (index + 0.5), middle), str(value), BODY, shade, "mm", bold=bool(value))
        top += row_height
    if has_tie(view):
        note = tie_note(view)
        canvas.text((MARGIN + 20, top + 20), note, SMALL - 2, colours.MUTED, "lm", max_width=WIDTH - 2 * MARGIN - 40)
    return y + height + GAP
