"""Words shared by every game's images and text alternatives: seat names and fitting facts into a limit.

An image draws a name as typed, in the kit's fonts (see :func:`printable`: a stretch of
characters no font has becomes one stand-in); the bot writes names in its texts the same
way (``bot/names.py``), and a text alternative keeps the name it is given.
"""

from collections.abc import Sequence

from renderers.kit.fonts import printable


def seat_name(names: Sequence[str], seat: int) -> str:
    """The name to draw for ``seat``: printable, or "Player n" when it is blank (only spaces or invisible marks)."""
    raw = names[seat] if 0 <= seat < len(names) else ""
    return printable(raw) or f"Player {seat + 1}"


def seat_text(names: Sequence[str], seat: int) -> str:
    """The name to write for ``seat`` in a text alternative, spacing collapsed, or "Player n" if blank."""
    raw = names[seat].strip() if 0 <= seat < len(names) else ""
    return " ".join(raw.split()) or f"Player {seat + 1}"


def count(number: int, word: str, plural: str | None = None) -> str:
    """A number and its noun, singular for one: "1 card", "3 cards"."""
    return f"{number} {word if number == 1 else plural or word + 's'}"


def fit_parts(parts: Sequence[str], limit: int) -> str:
    """Join ``parts`` with spaces, in order, within ``limit`` characters.

    The first part that does not fit is cut with an ellipsis when at least 40 characters of
    it fit, and nothing after it is kept, so the most important facts go first. Example:
    ``fit_parts(["Phase B.", "Ana 12 VP."], 14)`` is ``"Phase B."``.
    """
    text = ""
    for part in parts:
        candidate = f"{text} {part}" if text else part
        if len(candidate) <= limit:
            text = candidate
            continue
        room = limit - len(text) - 2
        if room >= 40:
            text = f"{text} {part[: room - 1].rstrip()}\u2026"
        break
    return text
