"""Where everything goes on a Dreams image: phone-first, one column 600 px wide, read from top to bottom.

A phone shows an image about 400 px wide, so every text here is at least 15 px (10 px on
the phone; issue 10). The main sheet, top to bottom: the header, the private role banner
(private picture only), the four dream cards in a row (image 1 left ... 4 right, §4
Phase 1), the sky across the full width (§6.8: 13 x 13 points, 40 px apart, 28 px
lettered margins), the star legend, the players and the god track in rows of seven
spaces. The reveal of the latest round is a sheet of its own (renderers/dreams/reveal.py).
"""

import math
from collections.abc import Sequence

from engine.dreams.views import PublicView, SeatSummary
from renderers.dreams.cards import badge_room, card_height
from renderers.dreams.sky import SkyLayout
from renderers.kit import Box, Point

WIDTH = 600
MARGIN = 12
GAP = 16
INNER = WIDTH - 2 * MARGIN  # the width of the column

# Type sizes: the smallest, TAG, shows at 10 px on a phone (15 * 400 / 600).
TITLE = 28
LARGE = 22
BODY = 20
SMALL = 16
TAG = 15

HEADER_HEIGHT = 104  # the title, whose turn it is, the line below it

SKY_POINTS = 13  # §6.1: 13 x 13 points
SKY_CELL = 40
SKY_MARGIN = 28

CARD_SIDE = 120
CARD_BADGE = badge_room(CARD_SIDE)
CARDS_HEIGHT = CARD_BADGE + math.ceil(card_height(CARD_SIDE))
_CARD_STEP = (INNER - CARD_BADGE - CARD_SIDE) / 3  # four cards spread across the column

LEGEND_HEIGHT = 40
LEGEND_BLOCK = LEGEND_HEIGHT + 8 + SMALL + 4  # the legend strip and the deck line below it

CAPTION = SMALL + 8  # a section's caption line ("PLAYERS", "GOD TRACK")
PLAYER_ROW = 44
PLAYER_GAP = 6

TRACK_PER_ROW = 7  # the god track 0-20 in three rows of seven spaces
TRACK_NUMBER_BAND = 26  # the space's number at the top of each space
TRACK_BADGE = 15  # the radius of a seat's marker on the track (its letter is 16 px)
TRACK_ROW_GAP = 6


def card_corner(image: int, top: float) -> Point:
    """Top-left corner of image ``image``'s square (1-4) when the cards row starts at ``top``."""
    return (MARGIN + CARD_BADGE + (image - 1) * _CARD_STEP, top + CARD_BADGE)


def card_square(image: int, top: float) -> Box:
    """The square of image ``image`` when the cards row starts at ``top``."""
    left, upper = card_corner(image, top)
    return (left, upper, left + CARD_SIDE, upper + CARD_SIDE)


def sky_side(view: PublicView) -> int:
    """Width (and height) of the sky of ``view``, margins included."""
    return SKY_CELL * view.sky_size + 2 * SKY_MARGIN


def sky_layout(view: PublicView, top: float) -> SkyLayout:
    """The sky when it starts at ``top``, centred in the column."""
    return SkyLayout((WIDTH - sky_side(view)) / 2, top, view.sky_size, SKY_CELL, SKY_MARGIN)


def players_height(view: PublicView) -> int:
    """The players section: its caption and one row per seat."""
    count = len(view.seats)
    return CAPTION + count * PLAYER_ROW + max(0, count - 1) * PLAYER_GAP


def track_rows(track_max: int) -> list[range]:
    """The spaces of each row of the god track: 0-6, 7-13, 14-20 for a track of 0-20."""
    return [range(first, min(first + TRACK_PER_ROW, track_max + 1)) for first in range(0, track_max + 1, TRACK_PER_ROW)]


def track_space(view: PublicView, summary: SeatSummary) -> int:
    """The space a seat's marker stands on (a score beyond the track stays on its last space)."""
    return max(0, min(summary.score, view.track_max))


def marker_lines(view: PublicView, spaces: range) -> int:
    """Lines of markers the row of ``spaces`` needs: two markers side by side per line on its fullest space."""
    tallest = max((sum(track_space(view, s) == space for s in view.seats) for space in spaces), default=0)
    return max(1, math.ceil(tallest / 2))


def track_row_height(lines: int) -> int:
    """Height of a row of the god track whose fullest space holds ``lines`` lines of markers."""
    return TRACK_NUMBER_BAND + lines * (2 * TRACK_BADGE + 2) + 6


def track_height(view: PublicView) -> int:
    """The god track section: its caption and its rows."""
    rows: Sequence[range] = track_rows(view.track_max)
    heights = [track_row_height(marker_lines(view, spaces)) for spaces in rows]
    return CAPTION + sum(heights) + TRACK_ROW_GAP * (len(rows) - 1)
