"""Fonts: Noto Sans with fallbacks, so every name is drawn as typed (issue 10).

Three faces, all SIL Open Font License 1.1, installed as dependencies (THIRD_PARTY_NOTICES.md):

- ``sans``: Noto Sans (package ``fontpkg-noto-sans``): Latin with accents, Greek, Cyrillic
  and the signs the images use. The primary face: a character it has is drawn with it.
- ``arabic``: Noto Sans Arabic (``fontpkg-noto-sans-arabic``): Arabic script, Persian and Urdu letters too.
- ``cjk``: Noto Sans CJK TC (``cvttf-notosanscjk-regular``): Chinese, Japanese kana, Korean
  Hangul and many signs. The file is 16 MB, so it is opened only when a character that only
  it has is drawn (its character map is read, without opening the face, for a character
  the other two lack).

The variable faces are set to Regular (weight 400; Noto Sans at 92 % width, see ``_AXES``);
"bold" is the stroke the canvas adds (:func:`renderers.kit.measure.stroke_for`), the same for every face. Each face is
loaded once per size. Which face has a character is read from its character map (fontTools).

Text is passed through :func:`printable` before it is measured or drawn: Unicode NFC form,
whitespace and control characters collapsed to single spaces, invisible formatting
characters (zero-width spaces, bidirectional overrides, variation selectors) removed, and
each stretch of characters that no face has (emoji, unassigned code points, scripts without
a face here such as Hebrew or Devanagari) replaced by ONE stand-in, :data:`STAND_IN` (U+FFFD,
the replacement character "\ufffd"). The bot writes names in messages through the same function
(``bot/names.py``), so a name reads the same in text and in the image: "Zoë 🌙" is
"Zoë \ufffd" in both, "🙂🙂" is "\ufffd".

:func:`runs` splits printable text into runs of one face and one direction, in the order
they are drawn from left to right: Arabic-script runs read right to left, and a name that
starts with Arabic script is laid out right to left as a whole (a simplified Unicode
bidirectional algorithm: neutrals between two runs of the same direction take it, others
the direction of the name). Measuring and drawing (``renderers/kit/canvas.py``) both use
these runs, so fitting, truncating and wrapping agree with what is drawn.

Shaping: with Pillow's raqm layout (HarfBuzz and FriBiDi, in PyPI's wheels when the system
has libfribidi) each run is shaped by raqm. Without it, Pillow's basic layout draws one
glyph per character, so Arabic runs are shaped here: letters take their joined forms from
Unicode's presentation forms (initial, medial, final, isolated, lam-alef), and the run is
reversed into drawing order (digits keep theirs).
"""

import importlib.util
import unicodedata
from functools import cache, lru_cache
from pathlib import Path
from typing import NamedTuple

from fontTools.ttLib import TTFont
from PIL import ImageFont, features

Font = ImageFont.FreeTypeFont

ELLIPSIS = "\u2026"
STAND_IN = "\ufffd"  # drawn for every stretch of characters that no face has

# Face name -> (package, path inside the package); the first face is the primary one.
FACES: dict[str, tuple[str, tuple[str, ...]]] = {
    "sans": ("fontpkg_noto_sans", ("files", "NotoSans[wdth,wght].ttf")),
    "arabic": ("fontpkg_noto_sans_arabic", ("files", "NotoSansArabic[wdth,wght].ttf")),
    "cjk": ("cvttf_NotoSansCJK_Regular", ("NotoSansCJKtc-Regular.otf",)),
}
PRIMARY = "sans"
# Variable axes: Regular weight; Noto Sans a little narrow (92 % width), so that its words
# take the room the layouts gave them (they were drawn with Pillow's narrower built-in
# Aileron; at full width "light green" no longer fits beside its bonus tiles).
_AXES = {"sans": {b"Weight": 400, b"Width": 92}, "arabic": {b"Weight": 400, b"Width": 100}}

# Embeddings, overrides, isolates and marks that reorder the text around them: never drawn.
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_JOINERS = frozenset("\u200c\u200d")  # kept between letters: they change how Arabic letters join
_RTL = frozenset(("R", "AL"))
_DIGITS = frozenset(("EN", "AN"))

RAQM = features.check("raqm")


class FontMissing(LookupError):
    """A font package of the project is not installed."""


@cache
def font_path(name: str) -> Path:
    """The file of face ``name``, found through its package's import spec (the package's code is not run)."""
    package, parts = FACES[name]
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise FontMissing(f"The font package {package} is not installed (see pyproject.toml).")
    path = Path(spec.submodule_search_locations[0]).joinpath(*parts)
    if not path.is_file():
        raise FontMissing(f"{path} is missing from the font package {package}.")
    return path


@cache
def coverage(name: str) -> frozenset[int]:
    """The code points face ``name`` has a glyph for (its character map)."""
    with TTFont(font_path(name), lazy=True) as loaded:
        return frozenset(loaded.getBestCmap())


@lru_cache(maxsize=256)
def face(name: str, size: int, basic: bool = not RAQM) -> Font:
    """Face ``name`` at ``size`` pixels, Regular, with raqm layout unless ``basic`` (cached)."""
    engine = ImageFont.Layout.BASIC if basic else ImageFont.Layout.RAQM
    loaded = ImageFont.truetype(str(font_path(name)), size, layout_engine=engine)
    try:
        axes = loaded.get_variation_axes()
    except OSError:  # not a variable font
        return loaded
    values = _AXES.get(name, {})
    loaded.set_variation_by_axes([values.get(axis["name"], axis["default"]) for axis in axes])
    return loaded


def font(size: int) -> Font:
    """The primary face at ``size`` pixels (sizes are whole pixels for stable output)."""
    return face(PRIMARY, size)


@cache
def face_for(char: str) -> str | None:
    """The first face that has a glyph for ``char``, or None when no face has one."""
    code = ord(char)
    return next((name for name in FACES if code in coverage(name)), None)


def has_glyph(char: str) -> bool:
    """Whether some face can draw ``char`` (a single character; spaces count as drawable)."""
    return char in " \t" or face_for(char) is not None


@lru_cache(maxsize=8192)
def printable(text: str) -> str:
    """``text`` as it is drawn, in typing order: see the module's docstring (may be empty)."""
    out: list[str] = []
    replaced = False  # the last visible character written is a stand-in
    for char in unicodedata.normalize("NFC", text):
        category = unicodedata.category(char)
        if char.isspace() or category == "Cc":
            out.append(" ")
            replaced = False
        elif char in BIDI_CONTROLS:
            continue
        elif char in _JOINERS:
            if out and unicodedata.category(out[-1]).startswith("L"):
                out.append(char)
        elif face_for(char) is not None and category != "Cf":
            out.append(char)
            replaced = False
        elif category in ("Cf", "Mn", "Me"):
            continue  # an invisible format character, or a mark no face has (a variation selector)
        elif not replaced:
            out.append(STAND_IN)
            replaced = True
    return " ".join("".join(out).split())


class Run(NamedTuple):
    """Part of a text drawn with one face in one direction.

    ``text`` is in typing order when raqm lays it out (it reorders right-to-left runs
    itself) and already shaped and in drawing order otherwise.
    """

    text: str
    face: str
    rtl: bool


def _directions(text: str, rtl: bool = False) -> tuple[bool, list[bool]]:
    """Whether ``text`` reads right to left, and whether each of its characters does.

    A text reads right to left when its first letter does, or, in a right-to-left picture (``rtl``),
    when any letter does: "نوبت Ana" and "Ana نوبت" are both Persian sentences there, the name
    inside keeping its own order; a text without a right-to-left letter (a name) reads left to right.

    Simplified bidirectional rules: a letter has its script's direction, a number that of
    the text before it, another neutral character that of its neighbours when they agree
    and the text's direction otherwise.
    """
    classes = [unicodedata.bidirectional(char) for char in text]
    strong = [True if kind in _RTL else False if kind == "L" else None for kind in classes]
    paragraph = (rtl and True in strong) or next((value for value in strong if value is not None), False)
    resolved: list[bool] = []
    previous = paragraph
    for index, value in enumerate(strong):
        if value is not None:
            previous = value
            resolved.append(value)
        elif classes[index] in _DIGITS:
            resolved.append(previous)  # numbers go with the text before them
        else:
            following = next((later for later in strong[index + 1 :] if later is not None), paragraph)
            resolved.append(previous if previous == following else paragraph)
    return paragraph, resolved


def _logical_runs(text: str, directions: list[bool]) -> list[Run]:
    """Runs of ``text`` in typing order: a neutral character (space, digit, sign) stays in the run before it."""
    found: list[Run] = []
    for char, rtl in zip(text, directions, strict=True):
        kind = unicodedata.bidirectional(char)
        neutral = kind not in _RTL and kind != "L"
        if found and found[-1].rtl == rtl and neutral and ord(char) in coverage(found[-1].face):
            name = found[-1].face
        else:
            name = face_for(char) or PRIMARY
        if found and found[-1].face == name and found[-1].rtl == rtl:
            found[-1] = found[-1]._replace(text=found[-1].text + char)
        else:
            found.append(Run(char, name, rtl))
    return found


def _visual(found: list[Run], paragraph_rtl: bool) -> list[Run]:
    """Runs in drawing order: right-to-left ones (and left-to-right ones in a right-to-left text) reversed."""
    if paragraph_rtl:
        found = found[::-1]
    ordered: list[Run] = []
    group: list[Run] = []
    flip = not paragraph_rtl  # which runs form reversed groups now
    for run in found:
        if run.rtl == flip:
            group.append(run)
            continue
        ordered.extend(group[::-1])
        group = []
        ordered.append(run)
    return ordered + group[::-1]


@lru_cache(maxsize=8192)
def runs(text: str, basic: bool = not RAQM, rtl: bool = False) -> tuple[Run, ...]:
    """Printable ``text`` split into runs of one face and direction, in drawing order (left to right).

    ``rtl``: the text is drawn in a right-to-left picture (see :func:`_directions`).
    """
    if not text:
        return ()
    if text.isascii():
        return (Run(text, PRIMARY, False),)
    paragraph_rtl, directions = _directions(text, rtl)
    found = _logical_runs(text, directions)
    if basic:
        found = [run._replace(text=shape_basic(run.text)) if run.rtl else run for run in found]
    return tuple(_visual(found, paragraph_rtl))


# Arabic shaping for basic layout ------------------------------------------------------------

_LAM, _ALEFS = "\u0644", frozenset("\u0622\u0623\u0625\u0627")
_MIRRORED = dict(zip("()[]{}<>\u00ab\u00bb", ")(][}{><\u00bb\u00ab", strict=True))


@cache
def _presentation_forms() -> dict[str, dict[str, str]]:
    """Letter (or lam-alef pair) -> {"isolated"|"initial"|"medial"|"final": presentation form}, from Unicode data."""
    forms: dict[str, dict[str, str]] = {}
    for code in (*range(0xFB50, 0xFE00), *range(0xFE70, 0xFEFF)):
        tag, _, bases = unicodedata.decomposition(chr(code)).partition(" ")
        if tag in ("<isolated>", "<initial>", "<medial>", "<final>") and bases:
            letters = "".join(chr(int(base, 16)) for base in bases.split())
            forms.setdefault(letters, {})[tag.strip("<>")] = chr(code)
    return forms


def _joining(char: str) -> str:
    """Joining type: "D" joins both sides, "R" only the letter before it, "T" transparent (a mark), "U" none."""
    if unicodedata.combining(char):
        return "T"
    if char == "\u0640" or char == "\u200d":  # tatweel and zero-width joiner join both sides
        return "D"
    forms = _presentation_forms().get(char, {})
    if "initial" in forms or "medial" in forms:
        return "D"
    return "R" if "final" in forms else "U"


def shape_basic(text: str) -> str:
    """Arabic-script ``text`` (typing order) in joined presentation forms and drawing order, for basic layout."""
    clusters: list[tuple[str, str]] = []  # a letter (or other character) and the marks after it
    for char in text:
        if clusters and _joining(char) == "T":
            clusters[-1] = (clusters[-1][0], clusters[-1][1] + char)
        else:
            clusters.append((char, ""))
    kinds = [_joining(letter) for letter, _ in clusters]
    drawable = coverage("arabic")
    shaped: list[str] = []
    index = 0
    while index < len(clusters):
        letter, marks = clusters[index]
        joins_before = kinds[index] in "DR" and index > 0 and kinds[index - 1] == "D"
        following = index + 1
        if letter == _LAM and following < len(clusters) and clusters[following][0] in _ALEFS:
            letter, marks, joins_after = letter + clusters[following][0], marks + clusters[following][1], False
            index += 1  # the required lam-alef ligature takes both letters
        else:
            joins_after = kinds[index] == "D" and following < len(clusters) and kinds[following] in "DR"
        index += 1
        if letter in _JOINERS:
            continue  # it only changes how its neighbours join
        form = ("medial" if joins_after else "final") if joins_before else ("initial" if joins_after else "isolated")
        chosen = _presentation_forms().get(letter, {}).get(form)
        shaped.append((chosen if chosen is not None and ord(chosen) in drawable else letter) + marks)
    return _reverse_clusters(shaped)


def _reverse_clusters(clusters: list[str]) -> str:
    """Clusters in reverse order, brackets mirrored; a stretch of digits keeps its own order."""
    out: list[str] = []
    digits: list[str] = []
    for cluster in reversed(clusters):
        if unicodedata.bidirectional(cluster[0]) in _DIGITS:
            digits.insert(0, cluster)
            continue
        out.extend(digits)
        digits = []
        out.append(_MIRRORED.get(cluster, cluster))
    return "".join(out + digits)
