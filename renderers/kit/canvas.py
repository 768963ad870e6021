"""A drawing surface with anti-aliased shapes and text helpers (fit, truncate, wrap, centre).

Shapes are drawn on a supersampled mask and scaled down, so circles and card corners
stay smooth; text is drawn by FreeType (already smooth). "Bold" is the regular font with
a stroke of the same colour. All coordinates are pixels of the final image.

Every canvas notes the pixel size of each text and glyph it draws (:attr:`Canvas.marks`;
a layer carries its own into the canvas it is pasted on), and :func:`measuring` collects
them for every image finished while it is open: tests check that the smallest text of
each image stays readable on a phone. Noting costs a list append; the pixels are the same.
"""

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.kit.fonts import Run, printable
from renderers.kit.language import rtl_language
from renderers.kit.measure import (  # noqa: F401  (_runs, _face, _language: read by the tests)
    _direction,
    _face,
    _language,
    _run_length,
    _runs,
    fit_size,
    in_language,
    stroke_for,
    text_width,
    truncate,
    wrap,
)
from renderers.kit.palette import Colour
from renderers.kit.png import FixedPalette, encode_png
from renderers.kit.shapes import Point, Shape, shape_points

Box = tuple[float, float, float, float]  # left, top, right, bottom

_SUPERSAMPLE = 4

Mark = tuple[int, str]  # the pixel height of a text (its font size) or glyph (its side), and what it shows
_MARKS = "marks"  # the key of a layer's marks in its ``Image.info``


@dataclass(frozen=True, slots=True)
class Measured:
    """One finished image (see :func:`measuring`): its size and every text and glyph drawn on it."""

    width: int
    height: int
    marks: tuple[Mark, ...]

    def smallest(self) -> Mark:
        """The smallest text or glyph (size 0 and "" when nothing was drawn)."""
        return min(self.marks, default=(0, ""))


_collectors: list[list[Measured]] = []


@contextmanager
def measuring() -> Iterator[list[Measured]]:
    """Collect a :class:`Measured` for every image encoded (:meth:`Canvas.png`) while open, in order."""
    found: list[Measured] = []
    _collectors.append(found)
    try:
        yield found
    finally:
        _collectors.remove(found)


@lru_cache(maxsize=256)
def _quarters(radius: int, hole: int) -> tuple[Image.Image, ...]:
    """Corner masks (top-left, top-right, bottom-left, bottom-right) of an anti-aliased disc of ``radius``.

    With ``hole``, a centred disc ``hole`` pixels smaller is cut out (for outlines).
    """
    size = 2 * radius * _SUPERSAMPLE
    mask = Image.new("L", (size, size), 0)
    draw = ImageDraw.Draw(mask)
    draw.ellipse((0, 0, size - 1, size - 1), fill=255)
    if hole:
        inset = hole * _SUPERSAMPLE
        if inset * 2 < size:
            draw.ellipse((inset, inset, size - 1 - inset, size - 1 - inset), fill=0)
    disc = mask.reduce(_SUPERSAMPLE)
    r = radius
    return tuple(disc.crop((x, y, x + r, y + r)) for x, y in ((0, 0), (r, 0), (0, r), (r, r)))


# Vertical anchors put the ascender line 0.97 em above the baseline and the descender line
# 0.23 em below it, the proportions the layouts were drawn with (Pillow's built-in Aileron).
# Noto Sans's own lines are at 1.07 and 0.29 em, which would move every top-anchored text
# down by a tenth of its size; capitals and lower case are the same height in both faces.
_ASCENT, _DESCENT = 97, 23  # hundredths of an em


def _baseline(size: int, vertical: str) -> int:
    """How far below an anchor point of kind ``vertical`` (a, m, s or d) the baseline lies."""
    ascent, descent = -(-size * _ASCENT // 100), -(-size * _DESCENT // 100)
    return {"a": ascent, "m": (ascent - descent + 1) // 2, "s": 0, "d": -descent}[vertical]


@lru_cache(maxsize=1024)
def _text_mask(text: str, size: int, stroke: int, anchor: str, rtl: str = "") -> tuple[Image.Image, int, int]:
    """Coverage mask of ``text`` and its offset from the anchor point (cached: labels repeat a lot).

    Runs are drawn one after the other on a common baseline, each with its face; the
    vertical anchors are the same for every face, so a name sits the same whatever its script.
    """
    horizontal, vertical = anchor
    placed: list[tuple[Run, int, tuple[int, int, int, int]]] = []
    pen = 0.0
    for run in _runs(text, rtl):
        x = round(pen)
        bbox = _face(run, size).getbbox(
            run.text, anchor="ls", stroke_width=stroke, direction=_direction(run), language=_language(run, rtl)
        )
        placed.append((run, x, bbox))
        pen += _run_length(run, size, rtl)
    left = min(x + bbox[0] for _, x, bbox in placed)
    top = min(bbox[1] for _, _, bbox in placed)
    right = max(x + bbox[2] for _, x, bbox in placed)
    bottom = max(bbox[3] for _, _, bbox in placed)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    draw = ImageDraw.Draw(mask)
    for run, x, _ in placed:
        draw.text(
            (x - left, -top),
            run.text,
            font=_face(run, size),
            fill=255,
            anchor="ls",
            stroke_width=stroke,
            stroke_fill=255,
            direction=_direction(run),
            language=_language(run, rtl),
        )
    shift_x = {"l": 0, "m": -pen / 2, "r": -pen}[horizontal]
    shift_y = _baseline(size, vertical)
    return mask, left + math.floor(shift_x + 0.5), top + shift_y


@lru_cache(maxsize=8192)
def _polygon_mask(corners: tuple[tuple[int, int], ...]) -> Image.Image:
    """Coverage mask of a polygon whose supersampled corners are ``corners`` (cached: pieces repeat)."""
    width = -(-max(x for x, _ in corners) // _SUPERSAMPLE) + 2
    height = -(-max(y for _, y in corners) // _SUPERSAMPLE) + 2
    mask = Image.new("L", (width * _SUPERSAMPLE, height * _SUPERSAMPLE), 0)
    ImageDraw.Draw(mask).polygon(corners, fill=255)
    return mask.reduce(_SUPERSAMPLE)


class Canvas:
    """An RGB image being drawn, with the kit's drawing helpers.

    A ``sketch`` canvas draws nothing but measures text like a real one, so a layout can
    be run once to learn its height and then again for real (see :func:`fitted`).
    """

    def __init__(self, width: int, height: int, background: Colour, *, sketch: bool = False) -> None:
        self.sketch = sketch
        self._height = height
        self.image = Image.new("RGB", (width, 1 if sketch else height), background)
        self.draw = ImageDraw.Draw(self.image)
        self.marks: list[Mark] = []  # every text and glyph drawn: (pixel size, what it shows)

    @property
    def width(self) -> int:
        """Width in pixels."""
        return self.image.width

    @property
    def height(self) -> int:
        """Height in pixels."""
        return self._height

    # Anti-aliased fills -------------------------------------------------------------------

    def polygon(self, points: Sequence[Point], fill: Colour) -> None:
        """A filled, anti-aliased polygon (corners fall on a quarter-pixel grid)."""
        if self.sketch:
            return
        left = math.floor(min(x for x, _ in points)) - 1
        top = math.floor(min(y for _, y in points)) - 1
        # Corners relative to the mask, in supersampled pixels: the mask is a function of
        # these alone, so it is drawn once and reused wherever the same shape falls again.
        corners = tuple(
            (math.floor((x - left) * _SUPERSAMPLE + 0.5), math.floor((y - top) * _SUPERSAMPLE + 0.5)) for x, y in points
        )
        mask = _polygon_mask(corners)
        self.image.paste(fill, (left, top, left + mask.width, top + mask.height), mask)

    def _rect(self, box: tuple[int, int, int, int], fill: Colour) -> None:
        # Inclusive pixel bounds; an empty rectangle draws nothing.
        if box[2] >= box[0] and box[3] >= box[1] and not self.sketch:
            self.draw.rectangle(box, fill=fill)

    def _corners(self, box: tuple[int, int, int, int], radius: int, hole: int, fill: Colour) -> None:
        if self.sketch:
            return
        left, top, right, bottom = box
        r = radius
        corners = ((left, top), (right - r, top), (left, bottom - r), (right - r, bottom - r))
        for (x, y), quarter in zip(corners, _quarters(radius, hole), strict=True):
            self.image.paste(fill, (x, y, x + r, y + r), quarter)

    def _rounded(self, box: tuple[int, int, int, int], radius: int, fill: Colour) -> None:
        left, top, right, bottom = box
        radius = min(radius, (right - left) // 2, (bottom - top) // 2)
        if right <= left or bottom <= top:
            return
        if radius < 1:
            self._rect((left, top, right - 1, bottom - 1), fill=fill)
            return
        self._rect((left + radius, top, right - radius - 1, bottom - 1), fill=fill)
        self._rect((left, top + radius, right - 1, bottom - radius - 1), fill=fill)
        self._corners(box, radius, 0, fill)

    def _ring(self, box: tuple[int, int, int, int], radius: int, width: int, colour: Colour) -> None:
        left, top, right, bottom = box
        radius = min(radius, (right - left) // 2, (bottom - top) // 2)
        if right <= left or bottom <= top:
            return
        edge = max(radius, width)
        self._rect((left + edge, top, right - edge - 1, top + width - 1), fill=colour)
        self._rect((left + edge, bottom - width, right - edge - 1, bottom - 1), fill=colour)
        self._rect((left, top + edge, left + width - 1, bottom - edge - 1), fill=colour)
        self._rect((right - width, top + edge, right - 1, bottom - edge - 1), fill=colour)
        if radius >= width:
            self._corners(box, radius, width, colour)
        else:  # square-ish corners: fill the corner squares whole
            for x, y in ((left, top), (right - edge, top), (left, bottom - edge), (right - edge, bottom - edge)):
                self._rect((x, y, x + edge - 1, y + edge - 1), fill=colour)

    def box(
        self,
        box: Box,
        fill: Colour | None,
        outline: Colour | None = None,
        width: float = 0,
        radius: float = 0,
    ) -> None:
        """A (rounded) rectangle, optionally outlined; the outline is drawn inside ``box``.

        Corners are anti-aliased; edges fall on whole pixels.
        """
        whole = (round(box[0]), round(box[1]), round(box[2]), round(box[3]))
        r, w = round(radius), round(width)
        if outline is not None and w > 0:
            if fill is not None:
                self._rounded(whole, r, outline)
                inner = (whole[0] + w, whole[1] + w, whole[2] - w, whole[3] - w)
                self._rounded(inner, max(0, r - w), fill)
            else:
                self._ring(whole, r, w, outline)
            return
        if fill is not None:
            self._rounded(whole, r, fill)

    def shape(
        self,
        shape: Shape,
        centre: Point,
        radius: float,
        fill: Colour,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        """One of the kit's shapes, optionally outlined (the outline is drawn inside ``radius``)."""
        if outline is not None and width > 0:
            self.polygon(shape_points(shape, centre, radius), outline)
            self.polygon(shape_points(shape, centre, radius - width * 1.6), fill)
            return
        self.polygon(shape_points(shape, centre, radius), fill)

    def circle(
        self, centre: Point, radius: float, fill: Colour, outline: Colour | None = None, width: float = 0
    ) -> None:
        """A filled circle, optionally outlined."""
        self.shape(Shape.CIRCLE, centre, radius, fill, outline, width / 1.6 if width else 0)

    def line(self, points: Sequence[Point], fill: Colour, width: int = 2) -> None:
        """A straight line or polyline (axis-aligned lines need no smoothing)."""
        if self.sketch:
            return
        self.draw.line(list(points), fill=fill, width=width)

    def dashed_box(self, box: Box, colour: Colour, width: int = 3, dash: int = 12) -> None:
        """An empty slot: a rectangle of dashes."""
        if self.sketch:
            return
        left, top, right, bottom = (round(v) for v in box)
        for x in range(left, right, dash * 2):
            self.draw.line([(x, top), (min(x + dash, right), top)], fill=colour, width=width)
            self.draw.line([(x, bottom), (min(x + dash, right), bottom)], fill=colour, width=width)
        for y in range(top, bottom, dash * 2):
            self.draw.line([(left, y), (left, min(y + dash, bottom))], fill=colour, width=width)
            self.draw.line([(right, y), (right, min(y + dash, bottom))], fill=colour, width=width)

    # Text ---------------------------------------------------------------------------------

    def text(
        self,
        position: Point,
        text: str,
        size: int,
        fill: Colour,
        anchor: str = "la",
        bold: bool = False,
        max_width: float | None = None,
    ) -> float:
        """Draw ``text`` (made printable, truncated to ``max_width``); returns the width drawn.

        ``anchor`` is Pillow's two-letter anchor: l/m/r horizontally, a/m/s/d vertically
        (ascender, middle, baseline, descender). A :class:`i18n.Text` is drawn in the picture's
        language, a number in its digits (:func:`in_language`).
        """
        shown = printable(in_language(text))
        if max_width is not None:
            shown = truncate(shown, size, max_width, bold)
        if not shown:
            return 0.0
        self.marks.append((size, shown))
        if not self.sketch:
            mask, left, top = _text_mask(shown, size, stroke_for(size, bold), anchor, rtl_language())
            x, y = round(position[0]) + left, round(position[1]) + top
            self.image.paste(fill, (x, y, x + mask.width, y + mask.height), mask)
        return text_width(shown, size, bold)

    def text_fit(
        self,
        position: Point,
        text: str,
        max_size: int,
        min_size: int,
        max_width: float,
        fill: Colour,
        anchor: str = "la",
        bold: bool = False,
    ) -> int:
        """Draw ``text`` at the largest size that fits (truncating at ``min_size``); returns the size used."""
        shown = printable(in_language(text))
        size = fit_size(shown, max_size, min_size, max_width, bold)
        self.text(position, shown, size, fill, anchor, bold, max_width)
        return size

    def text_centred(self, box: Box, text: str, size: int, fill: Colour, bold: bool = False) -> None:
        """Draw one line of ``text`` centred in ``box``, shrinking it (down to 60%) to fit the width."""
        width = box[2] - box[0]
        shown = printable(in_language(text))
        fitted = fit_size(shown, size, max(8, size * 6 // 10), width, bold)
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        self.text(centre, shown, fitted, fill, "mm", bold, width)

    def paragraph(
        self,
        position: Point,
        text: str,
        size: int,
        fill: Colour,
        max_width: float,
        max_lines: int,
        line_height: float = 1.25,
        bold: bool = False,
    ) -> float:
        """Draw wrapped text from its top-left corner; returns the height used.

        In a right-to-left picture the lines are aligned to the right of the block (``max_width``).
        """
        lines = wrap(text, size, max_width, max_lines, bold)
        x, y = position
        anchor = "la"
        if rtl_language():
            x, anchor = x + max_width, "ra"
        for index, line in enumerate(lines):
            self.text((x, y + index * size * line_height), line, size, fill, anchor, bold)
        return len(lines) * size * line_height

    def note(self, size: float, label: str) -> None:
        """Note a glyph-like piece drawn by other means (a star sprite) as text ``size`` pixels high."""
        self.marks.append((round(size), label))

    def stamp(self, mask: Image.Image, corner: Point, fill: Colour, label: str) -> None:
        """Paint ``fill`` through a glyph-like ``mask`` (an icon) at ``corner``; noted like text of its height."""
        self.note(mask.height, label)
        if not self.sketch:
            at = (round(corner[0]), round(corner[1]))
            self.image.paste(fill, (*at, at[0] + mask.width, at[1] + mask.height), mask)

    def layer(self, image: Image.Image, corner: Point) -> None:
        """Paste a pre-drawn layer (see :func:`layer`) with its top-left at ``corner`` (rounded to whole pixels).

        An "RGB" layer covers its rectangle; an "RGBA" layer is composited over what is there.
        """
        self.marks.extend(image.info.get(_MARKS, ()))
        if self.sketch:
            return
        at = (round(corner[0]), round(corner[1]))
        if image.mode == "RGBA":
            self.image.paste(image, at, image)
        else:
            self.image.paste(image, at)

    def png(self, palette: FixedPalette | None = None) -> bytes:
        """The finished image as PNG bytes (deterministic), mapped to the game's ``palette`` if given."""
        assert not self.sketch, "a sketch has no pixels"
        for found in _collectors:
            found.append(Measured(self.image.width, self.image.height, tuple(self.marks)))
        return encode_png(self.image, palette)


def layer(width: int, height: int, background: Colour, paint: Callable[[Canvas], object]) -> Image.Image:
    """A static layer: ``paint`` draws on a ``width`` x ``height`` canvas of ``background`` and the image is kept.

    Callers cache the result by what the layer depends on (``functools.cache``), so a frame,
    legend or label drawn on every picture is drawn once per process and pasted with
    :meth:`Canvas.layer`. Draw it on the colour it will sit on: the layer is opaque.
    """
    canvas = Canvas(width, height, background)
    paint(canvas)
    canvas.image.info[_MARKS] = tuple(canvas.marks)  # noted again wherever the layer is pasted
    return canvas.image


def drawn(width: int, height: float, background: Colour, paint: Callable[[Canvas], float]) -> Canvas:
    """A canvas ``height`` tall, computed from the view beforehand, painted in one pass.

    ``paint`` draws from the top and returns where it ended, which must be ``height``: a
    layout and its height function live side by side, and this check keeps them in step.
    """
    canvas = Canvas(width, max(1, math.ceil(height)), background)
    bottom = paint(canvas)
    assert math.ceil(bottom) == canvas.height, f"the layout ended at {bottom}, its height function said {height}"
    return canvas


def fitted(width: int, background: Colour, paint: Callable[[Canvas], float]) -> Canvas:
    """A canvas exactly as tall as ``paint`` needs: ``paint`` draws from the top and returns the height used.

    ``paint`` runs twice, first on a sketch (nothing drawn, text measured) to learn the
    height, then on the real canvas; it must lay out the same way both times. Game images
    compute their height instead (:func:`drawn`): this is for layouts too free to predict.
    """
    height = paint(Canvas(width, 1, background, sketch=True))
    canvas = Canvas(width, max(1, math.ceil(height)), background)
    paint(canvas)
    return canvas
