"""A layout drawn for a right-to-left reader: the same drawing code, its x measured from the right edge.

A renderer lays its picture out once, left to right, in pixels from the left edge. In a picture
read right to left (:func:`renderers.kit.language.right_to_left`), :func:`facing` hands it a
:class:`Mirrored` canvas instead: every x is taken from the right edge, so what comes first
(a heading, a row's label, the first of a row of tokens, space 1 of a track) is at the right and
what follows goes leftwards. Only positions are mirrored, never the pixels: text is anchored on
its other side ("la" at x becomes "ra" at width - x) and drawn as the language reads it (the kit
shapes and orders right-to-left text itself), and the seat shapes are symmetric. A left-to-right
picture gets its canvas back unchanged, so its pixels do not change.
"""

from collections.abc import Sequence

from PIL import Image

from renderers.kit.canvas import Box, Canvas
from renderers.kit.language import right_to_left
from renderers.kit.measure import wrap
from renderers.kit.palette import Colour
from renderers.kit.shapes import Point

_FLIPPED = {"l": "r", "r": "l", "m": "m"}


class Mirrored(Canvas):
    """``canvas`` seen in a mirror: the same image, marks and size, drawn at mirrored x positions (see the module)."""

    def __init__(self, canvas: Canvas) -> None:  # noqa: D107  (shares the canvas it mirrors: no image of its own)
        self.sketch = canvas.sketch
        self._height = canvas.height
        self.image = canvas.image
        self.draw = canvas.draw
        self.marks = canvas.marks
        self._right = canvas.width  # the edge x is measured from

    def _x(self, x: float) -> float:
        return self._right - x

    def _box(self, box: Box) -> Box:
        left, top, right, bottom = box
        return (self._x(right), top, self._x(left), bottom)

    # The primitives every other drawing method goes through (shape and circle draw polygons; text_fit and
    # text_centred draw text), each mirrored once. A box's and a polygon's coordinates are continuous (a box's
    # right edge is exclusive): x becomes width - x. A polygon's anti-aliased edge may differ from a flipped
    # image's by a shade, at most a pixel wide (the rasteriser is not symmetric).

    def polygon(self, points: Sequence[Point], fill: Colour) -> None:
        """A filled polygon at the mirrored points."""
        right = self._right
        super().polygon([(right - x, y) for x, y in points], fill)

    def box(
        self, box: Box, fill: Colour | None, outline: Colour | None = None, width: float = 0, radius: float = 0
    ) -> None:
        """A (rounded) rectangle at the mirrored place (the same pixels a flipped image would have)."""
        super().box(self._box(box), fill, outline, width, radius)

    def line(self, points: Sequence[Point], fill: Colour, width: int = 2) -> None:
        """A line through the mirrored pixels (its points are pixels, drawn inclusive: pixel x is width - 1 - x)."""
        super().line([(self._x(x) - 1, y) for x, y in points], fill, width)

    def dashed_box(self, box: Box, colour: Colour, width: int = 3, dash: int = 12) -> None:
        """An empty slot at the mirrored place (drawn with lines: its edges are pixels, as :meth:`line`'s)."""
        left, top, right, bottom = box
        super().dashed_box((self._x(right) - 1, top, self._x(left) - 1, bottom), colour, width, dash)

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
        """Text anchored at the mirrored point on its other side: it starts where a right-to-left reader looks."""
        mirrored = (self._x(position[0]), position[1])
        return super().text(mirrored, text, size, fill, _FLIPPED[anchor[0]] + anchor[1], bold, max_width)

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
        """Wrapped text whose lines start at the block's mirrored edge (aligned to its right)."""
        lines = wrap(text, size, max_width, max_lines, bold)
        x, y = position
        for index, line in enumerate(lines):
            self.text((x, y + index * size * line_height), line, size, fill, "la", bold)
        return len(lines) * size * line_height

    def stamp(self, mask: Image.Image, corner: Point, fill: Colour, label: str) -> None:
        """An icon at the mirrored place (the icon itself is not flipped)."""
        super().stamp(mask, (self._x(corner[0]) - mask.width, corner[1]), fill, label)

    def layer(self, image: Image.Image, corner: Point) -> None:
        """A pre-drawn layer at the mirrored place (the layer itself is not flipped)."""
        super().layer(image, (self._x(corner[0]) - image.width, corner[1]))


def facing(canvas: Canvas) -> Canvas:
    """``canvas`` as the picture's reader faces it: :class:`Mirrored` when the language reads right to left."""
    return Mirrored(canvas) if right_to_left() and not isinstance(canvas, Mirrored) else canvas
