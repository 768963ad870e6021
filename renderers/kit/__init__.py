"""The drawing kit shared by every game's renderer (DESIGN.md "Renderers").

palette: colour-blind-safe colours and seat styles; fonts: Noto faces with fallbacks per
character; canvas: anti-aliased shapes and text helpers; cards, dice, badges, track,
hexgrid: the game pieces; png: deterministic encoding; words: seat names and text
alternatives fitted to a length limit; language, measure: the picture's language, its digits and
direction; mirror: a layout drawn from the right edge for a right-to-left reader.
"""

from renderers.kit.badges import draw_badge, draw_tag, seat_chip, tag_width
from renderers.kit.canvas import (
    Box,
    Canvas,
    drawn,
    fit_size,
    fitted,
    in_language,
    layer,
    text_width,
    truncate,
    wrap,
)
from renderers.kit.cards import CardArt, draw_card
from renderers.kit.dice import PIP_LAYOUT, draw_die
from renderers.kit.fonts import font, has_glyph, printable
from renderers.kit.hexgrid import HexLayout, distance, draw_hex, fit_layout, hex_corners, neighbours
from renderers.kit.palette import SEAT_STYLES, Colour, SeatStyle, contrast, ink_on, mix, seat_style
from renderers.kit.png import encode_png
from renderers.kit.shapes import Point, Shape, shape_points
from renderers.kit.track import draw_track
from renderers.kit.words import count, fit_parts, seat_name, seat_text

__all__ = [
    "PIP_LAYOUT",
    "SEAT_STYLES",
    "Box",
    "Canvas",
    "CardArt",
    "Colour",
    "HexLayout",
    "Point",
    "SeatStyle",
    "Shape",
    "contrast",
    "distance",
    "draw_badge",
    "draw_card",
    "draw_die",
    "draw_hex",
    "draw_tag",
    "draw_track",
    "drawn",
    "encode_png",
    "fit_layout",
    "count",
    "fit_parts",
    "fit_size",
    "fitted",
    "font",
    "has_glyph",
    "hex_corners",
    "in_language",
    "ink_on",
    "layer",
    "mix",
    "neighbours",
    "printable",
    "seat_name",
    "seat_chip",
    "seat_style",
    "seat_text",
    "shape_points",
    "tag_width",
    "text_width",
    "truncate",
    "wrap",
]
