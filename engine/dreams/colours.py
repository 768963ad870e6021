"""Player colours, colour-blind safe (Okabe-Ito), each with a letter (rules/dreams.md §6.8).

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
    PlayerColour("Yellow", "#F0E442", "Y"),
    PlayerColour("Sky blue", "#56B4E9", "S"),
    PlayerColour("Vermilion", "#D55E00", "V"),
    PlayerColour("Green", "#009E73", "G"),
    PlayerColour("Orange", "#E69F00", "O"),
    PlayerColour("Pink", "#CC79A7", "P"),
    PlayerColour("Blue", "#0072B2", "B"),
    PlayerColour("White", "#FFFFFF", "W"),
)
