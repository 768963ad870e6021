"""How Dreams is drawn: the night sky, parchment cards, star kinds, seat colours and names (rules/dreams.md §6.8).

Seat colours and letters come from the view (the engine's palette, checked for colour-vision deficiency), so
every player marker carries its letter as well as its colour.
"""

from engine.dreams.colours import PlayerColour
from engine.dreams.views import PLAYER_COLOURS, SeatSummary
from i18n import _p
from renderers.kit import Colour, SeatStyle, Shape, mix
from renderers.kit import palette as colours
from renderers.kit.palette import look_of
from renderers.kit.png import KIT_SOLIDS, FixedPalette, ramps
from renderers.kit.words import seat_name, seat_text  # noqa: F401  (re-exported for this game)

# §6.8 and §6.2 colours.
NIGHT: Colour = (11, 22, 51)  # #0B1633, the sky
SKY_DOT: Colour = (58, 72, 110)  # the 169 faint points
SKY_LABEL: Colour = (190, 200, 225)  # column letters and row numbers around the sky
CHOSEN_COLUMN: Colour = (30, 46, 88)  # the column a star is being placed in
PARCHMENT: Colour = (244, 236, 216)  # #F4ECD8, a dream card
CARD_EDGE: Colour = (176, 158, 120)
PICTURE_INK: Colour = (27, 27, 27)  # #1B1B1B, the dream picture
VISION_GOLD: Colour = (226, 170, 22)  # the frame round a god's true vision
GOAL_FILL: Colour = (247, 226, 160)  # space 16 of the god track
GOD_BANNER: Colour = mix(VISION_GOLD, colours.WHITE, 0.45)  # a god's role banner
GOD_TAG: Colour = mix(VISION_GOLD, colours.WHITE, 0.35)  # "GOD" in the reveal
WINNER_ROW: Colour = mix(VISION_GOLD, colours.WHITE, 0.7)  # the winners in the final reveal
GUESSED_TAG: Colour = mix(colours.BLUISH_GREEN, colours.WHITE, 0.55)
ACTING_ROW: Colour = mix(colours.YELLOW, colours.WHITE, 0.72)  # a player row that must act

# Star kinds (§6.8): fill, outline.
STAR_LOOKS: dict[str, tuple[Colour, Colour]] = {
    "clear": ((234, 242, 255), (255, 255, 255)),  # #EAF2FF, white outline
    "grey": ((140, 150, 163), (214, 220, 228)),  # #8C96A3, light outline
    "black": ((0, 0, 0), (255, 255, 255)),  # #000000, 2 px white outline so it shows on the night sky
}
STAR_KINDS: tuple[str, ...] = ("clear", "grey", "black")
STAR_WORDS = {
    "clear": _p("dreams star", "clear"),
    "grey": _p("dreams star", "grey"),
    "black": _p("dreams star", "black"),
}
"""Each star kind in words (the engine's kinds are codes)."""

ROLE_GOD = "god"
ROLE_MORTAL = "mortal"
ROLE_WORDS = {ROLE_GOD: _p("dreams role", "god"), ROLE_MORTAL: _p("dreams role", "mortal")}
"""Each role in words (the engine's roles are codes)."""


def hex_colour(value: str) -> Colour:
    """``"#F0E442"`` as an RGB tuple."""
    digits = value.lstrip("#")
    return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))


def seat_paint(summary: SeatSummary) -> PlayerColour:
    """The colour a seat is drawn and named in.

    The one its player picked in the lobby (issue 26), else the rules' colour of its slot
    (``renderers.kit.palette.seat_looks`` says which).
    """
    return PLAYER_COLOURS[look_of(summary.seat) % len(PLAYER_COLOURS)]


def seat_colour(summary: SeatSummary) -> Colour:
    """A seat's colour as drawn."""
    return hex_colour(seat_paint(summary).hex)


def seat_letter(summary: SeatSummary) -> str:
    """The letter drawn with a seat's colour."""
    return seat_paint(summary).letter


def seat_marker(summary: SeatSummary) -> SeatStyle:
    """A seat's marker for the kit's track and badges: its colour, its letter, a disc."""
    return SeatStyle(seat_colour(summary), seat_letter(summary), Shape.CIRCLE)


def _palette() -> FixedPalette:
    """Every colour a Dreams image paints, and the edges between them (see renderers/kit/png.py)."""
    seats = tuple(hex_colour(colour.hex) for colour in PLAYER_COLOURS)  # engine/dreams/colours.py
    stars = tuple(colour for look in STAR_LOOKS.values() for colour in look)
    tints = (GOD_BANNER, GOD_TAG, WINNER_ROW, GUESSED_TAG, ACTING_ROW)
    sky = (NIGHT, SKY_DOT, SKY_LABEL, CHOSEN_COLUMN)
    card = (PARCHMENT, CARD_EDGE, PICTURE_INK, VISION_GOLD, GOAL_FILL)
    solids = (*KIT_SOLIDS, *seats, *sky, *card, *stars, *tints)
    grounds = (colours.PANEL, colours.PAPER)
    text = (
        *ramps((colours.INK, colours.MUTED), grounds),
        *ramps((PICTURE_INK, colours.INK), (PARCHMENT,)),
        *ramps((SKY_LABEL, colours.YELLOW), (NIGHT, CHOSEN_COLUMN)),
        *ramps((colours.WHITE,), (NIGHT, colours.INK, colours.ATTENTION)),
        *ramps((colours.INK,), (colours.WHITE, GOAL_FILL, *tints, *seats)),
    )
    edges = (
        *ramps(seats, (NIGHT,)),
        *ramps(stars, (NIGHT, CHOSEN_COLUMN)),
        *ramps((colours.INK, colours.ATTENTION), (*grounds, *seats)),
        *ramps((SKY_DOT,), (NIGHT, CHOSEN_COLUMN)),
        *ramps((CARD_EDGE, VISION_GOLD, NIGHT), (*grounds, PARCHMENT)),
        *ramps((colours.LINE,), grounds),
        *ramps(seats, grounds),
    )
    return FixedPalette("dreams", solids, text, edges)


PALETTE = _palette()
