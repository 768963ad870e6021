"""Where everything goes on a Dreams image: one fixed grid for the public board, the private board and the reveal.

The main row, left to right: the four dream cards 2 x 2 (image 1 top-left ... 4 bottom-right,
§4 Phase 1), the sky (§6.8: 48 px between points, 40 px lettered margins, 704 px square),
the players. The god track runs the full width below (§6.8).
"""

from engine.dreams.views import PublicView
from renderers.dreams.cards import badge_room, card_height
from renderers.dreams.sky import SkyLayout
from renderers.kit import Box, Point

WIDTH = 1560
MARGIN = 24
GAP = 20

TITLE = 40
LARGE = 30
BODY = 24
SMALL = 20

HEADER_HEIGHT = 100  # title line and the line below it
BANNER_HEIGHT = 84  # the private role banner

SKY_POINTS = 13  # §6.1: 13 x 13 points
SKY_CELL = 48
SKY_MARGIN = 40

CARD_SIDE = 224
_BADGE_ROOM = badge_room(CARD_SIDE)
_CARD_STEP_X = CARD_SIDE + _BADGE_ROOM + 12
_CARD_STEP_Y = round(card_height(CARD_SIDE)) + _BADGE_ROOM + 8
CARDS_LEFT = MARGIN + _BADGE_ROOM
CARDS_WIDTH = _BADGE_ROOM + _CARD_STEP_X + CARD_SIDE
CARDS_HEIGHT = _BADGE_ROOM + _CARD_STEP_Y + round(card_height(CARD_SIDE))

SKY_LEFT = MARGIN + CARDS_WIDTH + GAP
SKY_SIDE = SKY_CELL * SKY_POINTS + 2 * SKY_MARGIN
PLAYERS_LEFT = SKY_LEFT + SKY_SIDE + GAP
PLAYERS_RIGHT = WIDTH - MARGIN

TRACK_CAPTION = SMALL + 10
TRACK_HEIGHT = 136


def card_corner(image: int, top: float) -> Point:
    """Top-left corner of image ``image``'s square (1-4) when the main row starts at ``top``."""
    row, column = divmod(image - 1, 2)
    return (CARDS_LEFT + column * _CARD_STEP_X, top + _BADGE_ROOM + row * _CARD_STEP_Y)


def card_square(image: int, top: float) -> Box:
    """The square of image ``image`` when the main row starts at ``top``."""
    left, upper = card_corner(image, top)
    return (left, upper, left + CARD_SIDE, upper + CARD_SIDE)


def sky_layout(view: PublicView, top: float) -> SkyLayout:
    """The main sky when the main row starts at ``top``."""
    return SkyLayout(SKY_LEFT, top, view.sky_size, SKY_CELL, SKY_MARGIN)


def main_height(view: PublicView) -> int:
    """Height of the main row: the sky, or the cards if ever taller."""
    return max(SKY_CELL * view.sky_size + 2 * SKY_MARGIN, CARDS_HEIGHT)


def track_top(main_top: float, view: PublicView) -> float:
    """Top of the god track's caption, below the main row."""
    return main_top + main_height(view) + GAP
