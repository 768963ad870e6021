"""Fonts: Pillow's built-in scalable font (Aileron Regular), cached by size, and glyph fallback.

The built-in font covers printable ASCII and a few signs only. Text is passed through
:func:`printable` before drawing: accents are dropped (é -> e), a few signs get ASCII
stand-ins, and characters the font cannot draw (emoji, CJK...) are left out, so a name
never shows as a row of empty boxes and drawing never fails.
"""

import unicodedata
from functools import cache

from PIL import ImageFont

Font = ImageFont.FreeTypeFont

# Signs the font lacks, and what to draw instead.
_STAND_INS = {
    "\u2190": "<-", "\u2192": "->", "\u00d7": "x", "\u2013": "-", "\u2014": "-", "\u2212": "-",
    "\u00a0": " ", "\u2009": " ", "\u202f": " ", "\u00df": "ss", "\u00e6": "ae", "\u00c6": "AE",
    "\u0153": "oe", "\u0152": "OE", "\u00f8": "o", "\u00d8": "O", "\u0142": "l", "\u0141": "L",
    "\u0111": "d", "\u0110": "D", "\u00f0": "d", "\u00fe": "th", "\u0131": "i",
}  # fmt: skip

ELLIPSIS = "\u2026"


@cache
def font(size: int) -> Font:
    """The built-in font at ``size`` pixels (cached; sizes are whole pixels for stable output)."""
    loaded = ImageFont.load_default(size=size)
    assert isinstance(loaded, ImageFont.FreeTypeFont), "Pillow was built without FreeType"
    return loaded


_PROBE = font(32)


@cache
def _missing_glyph() -> tuple[tuple[int, int], bytes]:
    # A private-use code point is never in the font: it renders the font's "missing" glyph.
    mask = _PROBE.getmask("\ue000")
    return mask.size, bytes(mask)


@cache
def has_glyph(char: str) -> bool:
    """Whether the built-in font can draw ``char`` (a single character)."""
    if char in " \t":
        return True
    if unicodedata.category(char).startswith(("C", "Z")):
        return False
    mask = _PROBE.getmask(char)
    return (mask.size, bytes(mask)) != _missing_glyph()


def printable(text: str) -> str:
    """``text`` reduced to characters the font can draw, with spacing collapsed (may be empty)."""
    out: list[str] = []
    for char in text:
        if char.isspace():
            out.append(" ")
            continue
        if char in _STAND_INS:
            out.append(_STAND_INS[char])
            continue
        if has_glyph(char):
            out.append(char)
            continue
        # Drop accents and other marks: "Zoë" -> "Zoe", "Ǆ" -> "DZ".
        for part in unicodedata.normalize("NFKD", char):
            if not unicodedata.combining(part) and has_glyph(part):
                out.append(part)
    return " ".join("".join(out).split())
