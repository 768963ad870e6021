"""Words shared by every game's images and text alternatives: seat names, counts and fitting facts into a limit.

An image draws a name as typed, in the kit's fonts (see :func:`printable`: a stretch of
characters no font has becomes one stand-in); the bot writes names in its texts the same
way (``bot/names.py``), and a text alternative keeps the name it is given.
"""

from collections.abc import Sequence

from engine.core import words
from i18n import _, n_
from renderers.kit.fonts import printable
from renderers.kit.language import current, said


def seat_name(names: Sequence[str], seat: int) -> str:
    """The name to draw for ``seat``: printable, or "Player n" when it is blank (only spaces or invisible marks)."""
    raw = names[seat] if 0 <= seat < len(names) else ""
    return printable(raw) or said(_("Player {number}", number=seat + 1))


def seat_text(names: Sequence[str], seat: int) -> str:
    """The name to write for ``seat`` in a text alternative, spacing collapsed, or "Player n" if blank."""
    raw = names[seat].strip() if 0 <= seat < len(names) else ""
    return " ".join(raw.split()) or said(_("Player {number}", number=seat + 1))


def count(number: int, word: str, plural: str | None = None) -> str:
    """A number and its noun, singular for one: "1 card", "3 cards" (:func:`engine.core.words.plural`)."""
    return words.plural(number, word, plural)


SEPARATORS = {"fa": {", ": "، ", "; ": "؛ "}}
"""Each language's own commas and semicolons, where they differ from the Latin ones (Persian: ، and ؛)."""


def series(items: Sequence[str], separator: str = ", ") -> str:
    """Items one after another, each said in the picture's language, with its comma (``", "``) or ``"; "``.

    For a run of like items (cards, values, rows of a table) that has no words of its own; a sentence
    that names things says "a, b and c" with :func:`i18n.listed`.
    """
    shown = SEPARATORS.get(current(), {}).get(separator, separator)
    return shown.join(said(item) for item in items)


def fit_parts(parts: Sequence[str], limit: int) -> str:
    """Join ``parts`` with spaces, in order, within ``limit`` characters, never cutting a word or a sentence.

    Parts that do not fit are left out from the end and counted ("… and 2 more"), so the most
    important facts go first; a first part too long alone is shortened by :func:`engine.core.words.fit`.
    Each part is said in the picture's language (``renderers.kit.language``), so a text alternative
    is its sentences said one by one, each a whole message.

    >>> fit_parts(["Phase B.", "Ana 12 VP.", "Ben 9 VP."], 28)
    'Phase B. … and 2 more'
    """
    parts = [said(part) for part in parts if part]
    whole = " ".join(parts)
    if len(whole) <= limit:
        return whole
    for kept in range(len(parts) - 1, 0, -1):
        more = said(n_("… and {n} more", "… and {n} more", len(parts) - kept))
        text = f"{' '.join(parts[:kept])} {more}"
        if len(text) <= limit:
            return text
    return words.fit(whole, limit)
