"""Text measured as it is drawn: runs of one face and direction, widths, fitting, truncating, wrapping.

Measuring and drawing (:mod:`renderers.kit.canvas`) use the same runs
(:func:`renderers.kit.fonts.runs`), laid out by raqm when Pillow has it, so what fits here fits
on the picture. Every function takes the words to draw in the picture's language
(:mod:`renderers.kit.language`): an :class:`i18n.Text` is said in it, a number takes its
digits, and a right-to-left language lays its text out right to left.
"""

from functools import lru_cache

from i18n import Text
from renderers.kit.fonts import ELLIPSIS, RAQM, Font, Run, face, printable, runs
from renderers.kit.language import digits, rtl_language, said


def stroke_for(size: int, bold: bool) -> int:
    """The stroke width that makes text of ``size`` pixels look bold (0 when not bold)."""
    return max(1, round(size / 30)) if bold else 0


def in_language(text: str | int) -> str:
    """What is drawn for ``text`` in the picture's language (``renderers.kit.language``).

    A :class:`i18n.Text` is said in that language; a whole number, or a plain figure ("12",
    "3/5"), takes its digits; any other plain ``str`` (a name, a word the engine gave) is drawn as it is.
    """
    if isinstance(text, Text):
        return said(text)
    if isinstance(text, int):
        return said(text)
    return digits(text)


def _runs(text: str, rtl: str = "") -> tuple[Run, ...]:
    # ``rtl``: the code of the right-to-left language the picture is drawn in, "" for a left-to-right one.
    return runs(text, basic=not RAQM, rtl=bool(rtl))


def _face(run: Run, size: int) -> Font:
    return face(run.face, size, basic=not RAQM)


def _direction(run: Run) -> str | None:
    # raqm is told each run's direction; basic layout takes none (its runs are already in drawing order).
    return ("rtl" if run.rtl else "ltr") if RAQM else None


def _language(run: Run, rtl: str) -> str | None:
    # raqm is told the language of a right-to-left run of a right-to-left picture (Persian forms, "fa").
    return rtl if RAQM and rtl and run.rtl else None


def _run_length(run: Run, size: int, rtl: str = "") -> float:
    return _face(run, size).getlength(run.text, direction=_direction(run), language=_language(run, rtl))


def text_width(text: str, size: int, bold: bool = False) -> float:
    """Width in pixels of already-printable ``text`` at ``size``, said in the picture's language (:func:`in_language`).

    The text is measured run by run, each with its face (:func:`renderers.kit.fonts.runs`).
    """
    return _width(in_language(text), size, bold, rtl_language())


@lru_cache(maxsize=8192)
def _width(text: str, size: int, bold: bool, rtl: str) -> float:
    """:func:`text_width` of text already said (cached: fitting measures the same words often)."""
    return sum(_run_length(run, size, rtl) for run in _runs(text, rtl)) + 2 * stroke_for(size, bold)


def truncate(text: str, size: int, max_width: float, bold: bool = False) -> str:
    """``text`` cut with an ellipsis so that it fits ``max_width`` (possibly just the ellipsis)."""
    text = in_language(text)
    if text_width(text, size, bold) <= max_width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with the ellipsis
        middle = (low + high + 1) // 2
        if text_width(text[:middle].rstrip() + ELLIPSIS, size, bold) <= max_width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS if low else ELLIPSIS


def fit_size(text: str, max_size: int, min_size: int, max_width: float, bold: bool = False) -> int:
    """The largest size from ``max_size`` down to ``min_size`` at which ``text`` fits ``max_width``."""
    text = in_language(text)
    size = max_size
    while size > min_size and text_width(text, size, bold) > max_width:
        size -= 1
    return size


def wrap(text: str, size: int, max_width: float, max_lines: int, bold: bool = False) -> list[str]:
    """Greedy word wrap into at most ``max_lines`` lines; the last line takes the rest, truncated if needed."""
    words = printable(in_language(text)).split()
    lines: list[str] = []
    while words and len(lines) < max_lines - 1:
        count = 1
        while count < len(words) and text_width(" ".join(words[: count + 1]), size, bold) <= max_width:
            count += 1
        lines.append(" ".join(words[:count]))
        words = words[count:]
    if words:
        lines.append(" ".join(words))
    return [truncate(line, size, max_width, bold) for line in lines]
