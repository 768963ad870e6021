"""What each player count gets (rules §2.4, §4 step 9): huts, bowls, neutral huts, usable sites.

Player colours are fixed by seat (§2.1); the neutral huts and the 2-player blocking bowl use one
colour nobody plays.
"""

from dataclasses import dataclass

from engine.mangrovia.board import NEUTRAL_SPACES
from engine.mangrovia.piers import BLOCKED_SITE_2P

COLOURS = ("Yellow", "Red", "Turquoise", "Orange", "Violet")
NEUTRAL_COLOUR = "Grey"


@dataclass(frozen=True, slots=True)
class Table:
    """One player count's allocation."""

    players: int
    huts: int  # per player
    bowls: int  # per player
    neutral: tuple[str, ...]  # spaces holding a neutral hut from the start
    blocked_site: int  # 0: none
    no_site_one_first: bool  # the start player's first bowl may not go on site 1 (§5.1)


TABLES = {
    2: Table(2, 10, 2, NEUTRAL_SPACES[2], BLOCKED_SITE_2P, True),
    3: Table(3, 10, 2, NEUTRAL_SPACES[3], 0, True),
    4: Table(4, 9, 1, NEUTRAL_SPACES[4], 0, False),
    5: Table(5, 8, 1, NEUTRAL_SPACES[5], 0, False),
}
