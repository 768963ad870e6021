"""Die faces: pips for 1 to 6 (with the number beside them when asked), a numeral otherwise."""

from renderers.kit.canvas import Box, Canvas
from renderers.kit.palette import INK, WHITE, Colour

# Pip centres as fractions of the face, for each value (the standard Western layout).
_LOW, _MID, _HIGH = 0.25, 0.5, 0.75
PIP_LAYOUT: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((_MID, _MID),),
    2: ((_HIGH, _LOW), (_LOW, _HIGH)),
    3: ((_HIGH, _LOW), (_MID, _MID), (_LOW, _HIGH)),
    4: ((_LOW, _LOW), (_HIGH, _LOW), (_LOW, _HIGH), (_HIGH, _HIGH)),
    5: ((_LOW, _LOW), (_HIGH, _LOW), (_MID, _MID), (_LOW, _HIGH), (_HIGH, _HIGH)),
    6: ((_LOW, _LOW), (_HIGH, _LOW), (_LOW, _MID), (_HIGH, _MID), (_LOW, _HIGH), (_HIGH, _HIGH)),
}


def draw_die(
    canvas: Canvas,
    box: Box,
    value: int,
    face: Colour = WHITE,
    pips: Colour = INK,
    outline: Colour = INK,
    numeral: bool = False,
) -> None:
    """A die showing ``value`` in the square ``box``: pips for 1-6 unless ``numeral`` is set."""
    left, top, right, bottom = box
    side = min(right - left, bottom - top)
    canvas.box((left, top, left + side, top + side), face, outline, max(2.0, side / 30), radius=side * 0.18)
    if numeral or value not in PIP_LAYOUT:
        canvas.text((left + side / 2, top + side / 2), str(value), round(side * 0.62), pips, "mm", bold=True)
        return
    radius = side * 0.095
    for fx, fy in PIP_LAYOUT[value]:
        canvas.circle((left + side * fx, top + side * fy), radius, pips)
