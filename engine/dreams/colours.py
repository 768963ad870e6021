"""Player colours, told apart with any colour vision, each with a letter (rules/dreams.md §6.8, adapted).

Seat ``s`` plays colour ``PALETTE[s]`` (§3.3 step 2). Slots 7 and 8 exist only for the
unofficial large-table variant (§6.4).
"""

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlayerColour:
    """A player's colour: its name, hex value and the letter drawn with it."""

    name: str
    hex: str
    letter: str


PALETTE: tuple[PlayerColour, ...] = (
    PlayerColour("Yellow", "#FFEB02", "Y"),
    PlayerColour("Cyan", "#6DFCFF", "C"),
    PlayerColour("Red", "#A84153", "R"),
    PlayerColour("Green", "#4AA498", "G"),
    PlayerColour("Purple", "#8246BA", "P"),
    PlayerColour("White", "#EAFFD6", "W"),
    PlayerColour("Lilac", "#C37EFD", "L"),
    PlayerColour("Olive", "#8C9E28", "O"),
)
"""Every pair differs by CIEDE2000 >= 20 under normal vision and simulated protanopia, deuteranopia and
tritanopia (tests/renderers/test_vision.py), and each shows on the night sky: the Okabe-Ito colours of
rules §6.8 did not (yellow, orange and vermilion ran together at 5-6 players)."""
