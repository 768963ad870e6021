"""Colour-vision deficiencies simulated, and colour differences measured (DESIGN.md "Renderers": colour-blind safe).

:func:`simulate` shows a colour as a person with protanopia, deuteranopia or tritanopia sees
it, with the severity-1.0 matrices of Machado, Oliveira and Fernandes, "A Physiologically-based
Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009), applied to linear RGB.
:func:`difference` is the CIEDE2000 colour difference (Sharma, Wu and Dalal, "The CIEDE2000
Color-Difference Formula: Implementation Notes", 2005) between two sRGB colours, in CIELAB D65.
:func:`closest_pair` finds the two colours of a set that are hardest to tell apart under any vision.
"""

import math
from collections.abc import Sequence
from itertools import combinations

from renderers.kit.palette import Colour

Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

VISIONS: dict[str, Matrix | None] = {
    "normal": None,
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
"""Each vision's linear-RGB matrix (``None``: seen as it is)."""

Lab = tuple[float, float, float]


def _linear(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(value: float) -> int:
    c = min(max(value, 0.0), 1.0)
    c = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(c * 255)


def simulate(colour: Colour, vision: str) -> Colour:
    """``colour`` as seen with ``vision`` (a key of :data:`VISIONS`)."""
    matrix = VISIONS[vision]
    if matrix is None:
        return colour
    linear = [_linear(value) for value in colour]
    seen = [sum(weight * channel for weight, channel in zip(row, linear, strict=True)) for row in matrix]
    return (_encoded(seen[0]), _encoded(seen[1]), _encoded(seen[2]))


def lab(colour: Colour) -> Lab:
    """CIELAB (D65 white) of an sRGB colour."""
    r, g, b = (_linear(value) for value in colour)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(first: Lab, second: Lab) -> float:
    """The CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360 if c1 else 0.0
    h2 = math.degrees(math.atan2(b2, a2)) % 360 if c2 else 0.0
    delta_l, delta_c = l2 - l1, c2 - c1
    delta_h = 0.0
    if c1 and c2:
        delta_h = h2 - h1
        if delta_h > 180:
            delta_h -= 360
        elif delta_h < -180:
            delta_h += 360
    delta_big_h = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(delta_h / 2))
    l_mean, c_mean = (l1 + l2) / 2, (c1 + c2) / 2
    if not (c1 and c2):
        h_mean = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_mean = (h1 + h2) / 2
    else:
        h_mean = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * c_mean
    s_h = 1 + 0.015 * c_mean * t
    rotation = math.exp(-(((h_mean - 275) / 25) ** 2))
    r_t = -2 * math.sqrt(c_mean**7 / (c_mean**7 + 25**7)) * math.sin(math.radians(60 * rotation))
    return math.sqrt(
        (delta_l / s_l) ** 2
        + (delta_c / s_c) ** 2
        + (delta_big_h / s_h) ** 2
        + r_t * (delta_c / s_c) * (delta_big_h / s_h)
    )


def difference(first: Colour, second: Colour, vision: str = "normal") -> float:
    """How different two sRGB colours look with ``vision`` (CIEDE2000)."""
    return ciede2000(lab(simulate(first, vision)), lab(simulate(second, vision)))


def closest_pair(colours: Sequence[Colour]) -> tuple[float, str, Colour, Colour]:
    """The smallest difference between two of ``colours`` under any vision: (difference, vision, one, other)."""
    return min(
        (difference(one, other, vision), vision, one, other)
        for vision in VISIONS
        for one, other in combinations(colours, 2)
    )
