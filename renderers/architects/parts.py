"""Pieces shared by the Architects images: panels, headings, seat badges with counts, goods tokens, skill tags."""

from collections.abc import Sequence

from engine.architects.goods import Goods
from i18n import Text, _, _p
from renderers.architects.look import (
    GOOD_COLOURS,
    GOOD_NAMES,
    MARGIN,
    SECTION,
    SKILL_COLOURS,
    SKILL_NAMES,
    TINY,
    WIDTH,
    ink_for,
)
from renderers.kit import Box, Canvas, draw_badge, in_language, seat_style, text_width
from renderers.kit import palette as colours

BADGE = 17  # radius of a seat badge: its number is at least 15 pixels high, even in a diamond


def panel(canvas: Canvas, box: Box, outline: colours.Colour = colours.LINE, width: float = 2) -> None:
    """A rounded panel on the table."""
    canvas.box(box, colours.PANEL, outline, width, radius=14)


def heading(canvas: Canvas, y: float, text: str, x: float = MARGIN) -> float:
    """A small upper-case heading; returns the y below it."""
    canvas.text((x, y), in_language(text).upper(), TINY, colours.MUTED, "la", bold=True, max_width=WIDTH - x - MARGIN)
    return y + SECTION


def counted_badges(canvas: Canvas, x: float, middle: float, counts: Sequence[int], size: int) -> float:
    """A badge and "×n" for every seat with a count above 0, left to right; returns the width used (0 if none)."""
    used = 0.0
    for seat, number in enumerate(counts):
        if number <= 0:
            continue
        draw_badge(canvas, (x + used + BADGE, middle), BADGE, seat_style(seat))
        written = canvas.text((x + used + 2 * BADGE + 3, middle), f"\u00d7{number}", size, colours.INK, "lm", bold=True)
        used += 2 * BADGE + 3 + written + 7
    return used


def badges(canvas: Canvas, x: float, middle: float, seats: Sequence[int], step: float = 2 * BADGE + 6) -> float:
    """A badge for each seat in ``seats`` (repeats allowed), left to right; returns the width used."""
    for index, seat in enumerate(seats):
        draw_badge(canvas, (x + BADGE + index * step, middle), BADGE, seat_style(seat))
    return len(seats) * step


def token_words(name: str, count: int) -> Text:
    """What a goods token says: "2 Marble" (the engine's words)."""
    return _p("architects", "{count} {good}", count=count, good=GOOD_NAMES[name])


def token_width(name: str, count: int, size: int = TINY) -> float:
    """The width :func:`token` needs."""
    return text_width(token_words(name, count), size, bold=True) + 12


def token(canvas: Canvas, x: float, middle: float, name: str, count: int, size: int = TINY) -> float:
    """A goods token: "2 Marble" written on its colour; returns its width."""
    width = token_width(name, count, size)
    height = size + 10
    fill = GOOD_COLOURS[name]
    canvas.box((x, middle - height / 2, x + width, middle + height / 2), fill, colours.INK, 1, radius=5)
    canvas.text((x + width / 2, middle), token_words(name, count), size, ink_for(name), "mm", bold=True)
    return width


def tokens_width(goods: Goods, size: int = TINY, gap: float = 5) -> float:
    """The width :func:`tokens` needs."""
    items = goods.items()
    return sum(token_width(name, count, size) for name, count in items) + gap * max(0, len(items) - 1)


def tokens(canvas: Canvas, x: float, middle: float, goods: Goods, size: int = TINY, gap: float = 5) -> float:
    """One token per good of ``goods``, left to right; returns the width used."""
    used = 0.0
    for name, count in goods.items():
        used += token(canvas, x + used, middle, name, count, size) + gap
    return max(0.0, used - gap)


ALL_SKILLS = _("All skills")  # the Labourer's one tag where three do not fit (a Workshop card)


def _tags(skills: Sequence[str], size: int, room: float | None) -> list[tuple[str, Text]]:
    """(skill code, word) for each tag drawn: the skills by name, as the texts name them."""
    tags = [(skill, SKILL_NAMES.get(skill, skill)) for skill in skills]
    if room is not None and len(skills) == len(SKILL_NAMES) and _width(tags, size) > room:
        return [("", ALL_SKILLS)]
    return tags


def _width(tags: Sequence[tuple[str, Text]], size: int) -> float:
    return sum(text_width(word, size, bold=True) + 14 for _, word in tags) - (4 if tags else 0)


def skill_tags(
    canvas: Canvas, x: float, middle: float, skills: Sequence[str], size: int = TINY, room: float | None = None
) -> float:
    """The skills as tags on their colours, named in words (one "All skills" tag where three exceed ``room``)."""
    used = 0.0
    for skill, word in _tags(skills, size, room):
        width = text_width(word, size, bold=True) + 10
        fill = SKILL_COLOURS.get(skill, colours.SHADE)
        canvas.box((x + used, middle - size / 2 - 4, x + used + width, middle + size / 2 + 4), fill, radius=4)
        canvas.text((x + used + width / 2, middle), word, size, colours.ink_on(fill), "mm", bold=True)
        used += width + 4
    return max(0.0, used - 4)


def skills_width(skills: Sequence[str], size: int = TINY, room: float | None = None) -> float:
    """The width :func:`skill_tags` needs."""
    return _width(_tags(skills, size, room), size)
