"""How Mangrovia pieces look, and the words its images use (rules §2, §3).

Every image is ``WIDTH`` pixels wide and no text is under ``TINY`` pixels: 15 on 580 shows
10.3 pixels high once a phone shows the image 400 wide. Seats are the kit's seat styles
(colour, number and shape); a neutral hut is a grey triangle marked "N". A landscape is its
colour with its initial written on it (M, S, R, W), so no colour carries meaning alone; a
valuables cost sits in a square, an amulet cost in a disc, an amulet space has a red ring.
"""

from collections.abc import Sequence

from engine.mangrovia.board import MANGROVE, REED, SAND, WATER
from engine.mangrovia.piers import AMULETS, BIRDS, BUILD, DOUBLE, DRAW, TAKE
from engine.mangrovia.stones import AMULET2, FREE_LANDSCAPE, STATUE, TILE, VALUABLE3
from engine.mangrovia.text.names import LAND
from i18n import _
from renderers.kit import Colour, SeatStyle, mix
from renderers.kit import palette as colours
from renderers.kit.png import KIT_SOLIDS, FixedPalette, ramps
from renderers.kit.shapes import Shape

WIDTH = 580
MARGIN = 12
GAP = 12
HEADLINE = 26
LARGE = 24
BODY = 19
SMALL = 17
TINY = 15  # the smallest text of every image
SECTION = TINY + 13  # a section title and the space below it
BADGE = 17  # radius of a seat badge: its number is at least 15 pixels high, even in a diamond

# Told apart by everyone (CIEDE2000 >= 20 under every simulated vision, tests/renderers/test_vision.py),
# each with its initial written on it in ink or white at a contrast of 4.5 or more.
LAND_COLOURS: dict[str, Colour] = {
    MANGROVE: (10, 94, 32),
    SAND: (252, 246, 184),
    REED: (160, 150, 48),
    WATER: (96, 164, 208),
}
LAND_NAMES = LAND  # the texts' landscape names: one vocabulary for pictures and texts
AMULET_RING: Colour = colours.VERMILLION  # the red circle of an amulet space
AMULET: Colour = (236, 200, 80)  # an amulet token
CARD: Colour = (248, 240, 222)  # a valuables card's face
CARD_EDGE: Colour = (150, 120, 80)
NEUTRAL: Colour = (150, 150, 150)
NEUTRAL_STYLE = SeatStyle(NEUTRAL, "N", Shape.TRIANGLE)
DONE: Colour = mix(colours.INK, colours.WHITE, 0.88)  # a pier the boat has passed this round

# What each waiting step is, after a player's name ("Ana places a bowl"), and to the player.
DOINGS: dict[str, tuple[str, str]] = {
    "place": (_("places a bowl"), _("place a bowl")),
    "pier": (_("acts at the pier"), _("act at the pier")),
    "pay": (_("pays for a hut"), _("pay for your hut")),
    "return": (_("returns 1 drawn amulet to the bag"), _("return 1 drawn amulet to the bag")),
}
PART_WORDS = {  # a part of a pier's action, worded as the piers' labels word them
    TAKE: _("1 face-up card"),
    DRAW: _("1 face-down card"),
    AMULETS: _("take amulets"),
    BUILD: _("build 1 hut"),
    DOUBLE: _("build 1 double hut"),
    BIRDS: _("move the birds"),
}
TILE_CODES = {STATUE: "", VALUABLE3: "3V", AMULET2: "2A", FREE_LANDSCAPE: "L*"}
TILE_WORDS = {
    STATUE: _("statue tile: wins ties on its path"),
    VALUABLE3: _("counts as a valuables card of 3, once"),
    AMULET2: _("counts as an amulet of 2, once (2 points if kept)"),
    FREE_LANDSCAPE: _("replaces a landscape card and ignores the birds, once"),
}
VARIANTS = {
    "off": "",
    "all": _("stone circle tiles"),
    "statues": _("statue tiles"),
    "others": _("non-statue tiles"),
}


def land_letter(land: str) -> str:
    """A landscape's initial, as written on its colour."""
    return land[:1]


def ink_for(land: str) -> Colour:
    """The text colour on a landscape's colour."""
    return colours.ink_on(LAND_COLOURS[land])


def tile_code(tile_id: str) -> str:
    """A stone circle tile in a few letters: "VA" (the statue of path VA), "3V", "2A", "any"."""
    found = TILE[tile_id]
    return found.path if found.kind == STATUE else TILE_CODES[found.kind]


def tile_name(tile_id: str) -> str:
    """A stone circle tile in words: "statue VA", "valuables 3", "amulet 2", "free landscape"."""
    found = TILE[tile_id]
    if found.kind == STATUE:
        return _("statue {path}", path=found.path)
    return {VALUABLE3: _("valuables 3"), AMULET2: _("amulet 2"), FREE_LANDSCAPE: _("free landscape")}[found.kind]


def doing(step: str, *, you: bool = False) -> str:
    """What the waiting seat is deciding: "places a bowl" or, with ``you``, "place a bowl"."""
    said, spoken = DOINGS.get(step, (_("decides"), _("decide")))
    return spoken if you else said


def still_to_do(parts: Sequence[str]) -> str:
    """The parts of a pier's action still to do: "1 face-up card, then 1 face-down card"."""
    words = [PART_WORDS.get(part, part) for part in parts]
    if not words:
        return ""
    text = words[0]
    for word in words[1:]:  # "a, then b, then c": each step its own message around the one before
        text = _("{before}, then {after}", before=text, after=word)
    return text


def _palette() -> FixedPalette:
    """Every colour a Mangrovia image paints, and the edges between them (see renderers/kit/png.py)."""
    lands = tuple(LAND_COLOURS.values())
    pieces = (AMULET_RING, AMULET, CARD, CARD_EDGE, NEUTRAL, DONE)
    solids = (*KIT_SOLIDS, *lands, *pieces)
    grounds = (colours.PANEL, colours.PAPER, colours.WHITE, CARD)
    text = (
        *ramps((colours.INK, colours.MUTED), grounds),
        *ramps((colours.INK,), (*lands, *colours.SEAT_COLOURS, AMULET, NEUTRAL, DONE)),
        *ramps((colours.WHITE,), (colours.ATTENTION, *lands, *colours.SEAT_COLOURS)),
    )
    edges = (
        *ramps((colours.INK, colours.ATTENTION), (*grounds, *lands, DONE)),
        *ramps((AMULET_RING, colours.WHITE), lands),
        *ramps(colours.SEAT_COLOURS, (*grounds, *lands)),
        *ramps((AMULET, CARD_EDGE, colours.LINE, NEUTRAL), grounds),
    )
    return FixedPalette("mangrovia", solids, text, edges)


PALETTE = _palette()
