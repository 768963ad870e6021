"""Final scores with their breakdown, once the game is over (rules/castles-of-burgundy.md §6).

The public view carries each seat's VP by category, its empty estate spaces and which way
the first tie-breaker runs (``tiebreak``: "fewest" or "most" empty spaces wins, §11 item 6).
Seats with equal VP share a place, listed in the order that tie-breaker gives, and the note
says how the result decides between them.
"""

from collections.abc import Sequence

from engine.burgundy.views import SCORE_LABELS, EstateView, PublicView
from i18n import _
from renderers.burgundy.look import WINNER_ROW
from renderers.burgundy.pieces import BODY, GAP, MARGIN, SECTION_TITLE, SMALL, TINY, WIDTH, panel, section_title
from renderers.kit import Canvas, draw_badge, seat_name, seat_style
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
    if view.tiebreak == "most":
        return _("Equal VP: most empty estate spaces wins, then the later turn order (\u00a76).")
    return _("Equal VP: fewest empty estate spaces wins, then the later turn order (\u00a76).")


def has_tie(view: PublicView) -> bool:
    """Whether two seats finished on the same VP."""
    scores = [estate.score for estate in view.estates]
    return len(set(scores)) < len(scores)


_HEAD = 74  # a column's head: the seat's badge, its place and its name
_ROW = 25
_LABELS = 150  # the width of the row labels


def _rows() -> list[tuple[str, str]]:
    """(key, label) of each row under the heads: VP, each category (§6), then the empty spaces."""
    return [("", _("VP")), *CATEGORIES, ("empty", _("Empty spaces"))]


def _note_height(view: PublicView) -> float:
    return 2 * round(TINY * 1.25) + 12 if has_tie(view) else 8


def final_scores_height(view: PublicView) -> float:
    """The height :func:`final_scores` draws."""
    return SECTION_TITLE + _HEAD + len(_rows()) * _ROW + _note_height(view) + GAP


def final_scores(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    """The final scoring table (§6), a column per seat from the winner on; returns the y below it."""
    y = section_title(canvas, MARGIN, y, _("Final scores"))
    height = final_scores_height(view) - SECTION_TITLE - GAP
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    places = ranked(view)
    columns_left = MARGIN + 10 + _LABELS
    step = (WIDTH - MARGIN - 8 - columns_left) / max(1, len(places))
    rows = _rows()
    table_bottom = y + _HEAD + len(rows) * _ROW
    for row in range(1, len(rows), 2):
        top = y + _HEAD + row * _ROW
        canvas.box((MARGIN + 6, top, WIDTH - MARGIN - 6, top + _ROW), colours.PAPER)
    for index, (place, estate) in enumerate(places):
        left = columns_left + index * step
        centre = left + step / 2
        if place == 1:
            canvas.box((left + 2, y + 6, left + step - 2, table_bottom + 2), WINNER_ROW, radius=10)
        draw_badge(canvas, (centre - 16, y + 24), 17, seat_style(estate.seat))
        canvas.text((centre + 6, y + 24), _("{place}.", place=place), BODY, colours.INK, "lm", bold=True)
        name = seat_name(names, estate.seat)
        canvas.text_fit((centre, y + 56), name, SMALL, TINY, step - 8, colours.INK, "mm", bold=True)
    for row, (key, label) in enumerate(rows):
        middle = y + _HEAD + row * _ROW + _ROW / 2
        total = not key
        size = BODY if total else TINY
        canvas.text((MARGIN + 14, middle), label, size, colours.INK if total else colours.MUTED, "lm", total, _LABELS)
        for index, (_place, estate) in enumerate(places):
            if total:
                value = estate.score
            elif key == "empty":
                value = estate.empty_spaces
            else:
                value = estate.points.get(key, 0)
            shade = colours.INK if value or total else colours.MUTED
            position = (columns_left + index * step + step / 2, middle)
            canvas.text(position, str(value), BODY if total else SMALL, shade, "mm", bold=bool(value) or total)
    if has_tie(view):
        width = WIDTH - 2 * MARGIN - 28
        canvas.paragraph((MARGIN + 14, table_bottom + 8), tie_note(view), TINY, colours.MUTED, width, 2)
    return y + height + GAP
