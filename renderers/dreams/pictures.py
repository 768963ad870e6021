"""The dream pictures: Lucide line icons drawn from the font shipped in ``iconipy`` (rules/dreams.md §6.2).

Glyphs are found by NAME in the font's ``info.json`` at load time, never by code point
(code points change between Lucide releases). The files are located through the package's
import spec, without running ``iconipy/__init__.py`` (it imports Pillow's Tk bindings).
Each picture is drawn once per size and kept: a board shows four, at two or three sizes.

Licences: Lucide is ISC (portions MIT, from Feather); iconipy is MIT. See THIRD_PARTY_NOTICES.md.
"""

import importlib.util
import json
from functools import cache, lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

ICON_PACKAGE = "iconipy"
_LUCIDE = ("assets", "lucide")

# Lucide draws on a 24-unit grid with 1 unit of padding: at this share of the square the
# ink of a typical icon fills about 80 % of it (§6.2).
EM_SHARE = 0.86


class PictureError(LookupError):
    """The icon font, its name map, or a named glyph cannot be found."""


@cache
def lucide_folder() -> Path:
    """The folder holding ``lucide.ttf``, ``info.json``, ``LICENSE.txt`` and ``version.txt``."""
    spec = importlib.util.find_spec(ICON_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise PictureError(f"The {ICON_PACKAGE} package (Lucide icon font) is not installed.")
    folder = Path(spec.submodule_search_locations[0]).joinpath(*_LUCIDE)
    if not (folder / "lucide.ttf").is_file() or not (folder / "info.json").is_file():
        raise PictureError(f"{folder} does not hold lucide.ttf and info.json.")
    return folder


@cache
def lucide_version() -> str:
    """The Lucide release bundled in the package, e.g. "0.544.0"."""
    return (lucide_folder() / "version.txt").read_text(encoding="utf-8").strip()


@cache
def code_points() -> dict[str, int]:
    """Every glyph name of the font with its code point, read from ``info.json``.

    An entry looks like ``"bird": {"encodedCode": "<backslash>e3c9", ...}``, giving 0xE3C9.
    """
    entries = json.loads((lucide_folder() / "info.json").read_text(encoding="utf-8"))
    return {name: int(entry["encodedCode"].lstrip("\\"), 16) for name, entry in entries.items()}


def code_point(glyph: str) -> int:
    """The code point of the glyph called ``glyph``; ``PictureError`` if the font has no such name."""
    try:
        return code_points()[glyph]
    except KeyError:
        raise PictureError(f"Lucide {lucide_version()} has no glyph called {glyph!r}.") from None


@lru_cache(maxsize=64)
def _font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(lucide_folder() / "lucide.ttf"), size)


@lru_cache(maxsize=512)
def picture_mask(glyph: str, side: int) -> Image.Image:
    """Coverage mask (mode "L", ``side`` x ``side``) of the glyph, centred at about 80 % of the square.

    The glyph keeps its place on Lucide's design grid rather than being re-centred on its
    ink, so a picture sits on the card the way its designers drew it.
    """
    em = round(side * EM_SHARE)
    mask = Image.new("L", (side, side), 0)
    offset = (side - em) // 2
    # Lucide's ascent is the full em and its descent 0: the baseline is the bottom of the em box.
    ImageDraw.Draw(mask).text((offset, offset + em), chr(code_point(glyph)), font=_font(em), fill=255, anchor="ls")
    return mask
