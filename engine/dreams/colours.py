"""Player colours, told apart with any colour vision, each with a letter (rules/dreams.md §6.8, adapted).

Seat ``s`` plays colour ``PALETTE[s]`` (§3.3 step 2). Slots 7 and 8 exist only for the
unofficial large-table variant (§6.4).
"""

from dataclasses import dataclass

from i18n import _p


@dataclass(frozen=True, slots=True)
class PlayerColour:
    """A player's colour: its name, hex value and the letter drawn with it."""

    name: str
    hex: str
    letter: str


PALETTE: tuple[PlayerColour, ...] = (
    PlayerColour(_p("Dreams seat colour", "Yellow"), "#FFEB02", "Y"),
    PlayerColour(_p("Dreams seat colour", "Cyan"), "#6DFCFF", "C"),
    PlayerColour(_p("Dreams seat colour", "Red"), "#A84153", "R"),
    PlayerColour(_p("Dreams seat colour", "Green"), "#4AA498", "G"),
    PlayerColour(_p("Dreams seat colour", "Purple"), "#8246BA", "P"),
    PlayerColour(_p("Dreams seat colour", "White"), "#EAFFD6", "W"),
    PlayerColour(_p("Dreams seat colour", "Lilac"), "#C37EFD", "L"),
    PlayerColour(_p("Dreams seat colour", "Olive"), "#8C9E28", "O"),
)
"""Every pair differs by CIEDE2000 >= 20 under normal vision and simulated protanopia, deuteranopia and
tritanopia (tests/renderers/test_vision.py), and each shows on the night sky: the Okabe-Ito colours of
rules §6.8 did not (yellow, orange and vermilion ran together at 5-6 players)."""
