"""Colours for every game image: the Okabe-Ito colour-blind-safe set, neutrals and seat styles.

DESIGN.md "Renderers": no colour carries meaning alone, so every seat style pairs its
colour with a mark (the seat's number) and a shape.
"""

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from i18n import _p
from renderers.kit.shapes import Shape

Colour = tuple[int, int, int]

# Okabe & Ito, "Color Universal Design" (2008): distinguishable with every common colour-vision deficiency.
BLACK: Colour = (0, 0, 0)
ORANGE: Colour = (230, 159, 0)
SKY_BLUE: Colour = (86, 180, 233)
BLUISH_GREEN: Colour = (0, 158, 115)
YELLOW: Colour = (240, 228, 66)
BLUE: Colour = (0, 114, 178)
VERMILLION: Colour = (213, 94, 0)
REDDISH_PURPLE: Colour = (204, 121, 167)

# Neutrals shared by every image.
PAPER: Colour = (246, 241, 231)  # the table
PANEL: Colour = (255, 253, 248)  # a box on the table
INK: Colour = (28, 28, 30)  # text and outlines
MUTED: Colour = (104, 100, 94)  # secondary text
LINE: Colour = (206, 198, 184)  # rules and empty slots
SHADE: Colour = (226, 219, 205)  # inactive areas
WHITE: Colour = (255, 255, 255)
GOLD: Colour = (196, 150, 20)  # gold coins and gold cards (also shown by a coin glyph)
ATTENTION: Colour = (20, 20, 22)  # the ring around whoever must act (always with a text tag)


@dataclass(frozen=True, slots=True)
class SeatStyle:
    """How a seat is drawn: a colour, a mark (its number) and a shape that carry the same meaning."""

    colour: Colour
    mark: str
    shape: Shape


# Seat colours, told apart by everyone: every pair differs by CIEDE2000 >= 20 under normal vision and
# simulated protanopia, deuteranopia and tritanopia (renderers/kit/vision.py, tests/renderers/test_vision.py).
# The Okabe-Ito set alone does not reach that for six seats (yellow vs orange under deuteranopia: 11.5).
CHARCOAL: Colour = (64, 64, 70)
SEAT_CYAN: Colour = (21, 221, 255)
SEAT_VIOLET: Colour = (157, 58, 232)
SEAT_AMBER: Colour = (255, 180, 0)
SEAT_RUST: Colour = (179, 57, 8)
SEAT_SAGE: Colour = (113, 141, 133)
_SEAT_LOOKS: tuple[tuple[Colour, Shape], ...] = (
    (SEAT_CYAN, Shape.CIRCLE),
    (SEAT_VIOLET, Shape.SQUARE),
    (SEAT_AMBER, Shape.HEXAGON),
    (CHARCOAL, Shape.DIAMOND),
    (SEAT_RUST, Shape.PENTAGON),
    (SEAT_SAGE, Shape.TRIANGLE),
)
SEAT_COLOURS: tuple[Colour, ...] = tuple(colour for colour, _ in _SEAT_LOOKS)

SEAT_STYLES: tuple[SeatStyle, ...] = tuple(
    SeatStyle(colour, str(number), shape) for number, (colour, shape) in enumerate(_SEAT_LOOKS, start=1)
)


@dataclass(frozen=True, slots=True)
class SeatColour:
    """A colour a player may pick for their seat in the lobby (issue 26): its stored key, its name, its RGB."""

    key: str
    name: str  # an i18n.Text: said in the reader's language
    rgb: Colour


SEAT_COLOUR_CHOICES: tuple[SeatColour, ...] = (
    SeatColour("cyan", _p("seat colour", "Cyan"), SEAT_CYAN),
    SeatColour("violet", _p("seat colour", "Violet"), SEAT_VIOLET),
    SeatColour("amber", _p("seat colour", "Amber"), SEAT_AMBER),
    SeatColour("charcoal", _p("seat colour", "Charcoal"), CHARCOAL),
    SeatColour("rust", _p("seat colour", "Rust"), SEAT_RUST),
    SeatColour("sage", _p("seat colour", "Sage"), SEAT_SAGE),
)
"""The kit's seat looks by name, in :data:`_SEAT_LOOKS` order (each keeps its shape: colour and shape go together)."""

_LOOKS: ContextVar[tuple[int, ...]] = ContextVar("seat_looks", default=())


@contextmanager
def seat_looks(looks: Sequence[int]) -> Iterator[None]:
    """Draw seat ``s`` in look ``looks[s]`` of the title's palette inside this block.

    The looks are the colours the players picked (:func:`assign_looks`); seats past ``looks`` (and every seat
    outside such a block) are drawn in look ``s``.
    """
    token = _LOOKS.set(tuple(looks))
    try:
        yield
    finally:
        _LOOKS.reset(token)


def look_of(seat: int) -> int:
    """The palette look seat ``seat`` is drawn in now (see :func:`seat_looks`)."""
    looks = _LOOKS.get()
    return looks[seat] if 0 <= seat < len(looks) else seat


def assign_looks(picked: Sequence[str | None], keys: Sequence[str]) -> tuple[int, ...]:
    """Each seat's look: the palette index of its picked colour.

    Seats that picked none (or an unknown one) get the looks left, in palette order, seat by seat.
    ``keys``: the palette's colour keys in order.
    """
    chosen = [keys.index(colour) if colour in keys else None for colour in picked]
    left = iter(index for index in range(len(keys)) if index not in chosen)
    return tuple(look if look is not None else next(left, seat) for seat, look in enumerate(chosen))


def seat_style(seat: int) -> SeatStyle:
    """The style of a 0-based seat, in the look its player picked.

    Seats beyond the table reuse colours but keep their own number.
    """
    colour, shape = _SEAT_LOOKS[look_of(seat) % len(_SEAT_LOOKS)]
    return SeatStyle(colour, str(seat + 1), shape)


def luminance(colour: Colour) -> float:
    """Relative luminance of an sRGB colour (WCAG 2.x), 0 for black to 1 for white."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(first: Colour, second: Colour) -> float:
    """WCAG contrast ratio between two colours (1 to 21)."""
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def ink_on(background: Colour) -> Colour:
    """The text colour (INK or WHITE) that reads best on ``background``."""
    return INK if contrast(INK, background) >= contrast(WHITE, background) else WHITE


def mix(colour: Colour, other: Colour, amount: float) -> Colour:
    """``colour`` moved ``amount`` (0..1) of the way towards ``other``: tints and shades."""
    return tuple(round(a + (b - a) * amount) for a, b in zip(colour, other, strict=True))  # type: ignore[return-value]
