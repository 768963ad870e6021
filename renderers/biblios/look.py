"""How Biblios components look: category colours and glyphs, card faces, seat names (rules/biblios.md §2).

Each category keeps its colour from the box (§2.2) and gets its own glyph and name, so
no player has to tell colours apart: Pigments a drop of paint, Monks a hood, Forbidden
Tomes a diamond, Holy Books a cross, Manuscripts a square page.
"""

from dataclasses import dataclass

from engine.biblios.views import CardFace
from i18n import _p
from renderers.kit import CardArt, Colour, Shape, mix
from renderers.kit import palette as colours
from renderers.kit.canvas import Canvas, Point, text_width
from renderers.kit.language import said
from renderers.kit.png import KIT_SOLIDS, FixedPalette, ramps
from renderers.kit.words import seat_name, seat_text  # noqa: F401  (re-exported for this game)


@dataclass(frozen=True, slots=True)
class Category:
    """One of the five categories as drawn."""

    code: str
    name: str
    short: str  # fits a narrow column
    colour: Colour
    glyph: Shape


# The box's colours (§2.2), chosen so every pair of card kinds differs by CIEDE2000 >= 20 under normal
# vision and simulated protanopia, deuteranopia and tritanopia (tests/renderers/test_vision.py).
BLUE: Colour = (14, 220, 254)
BROWN: Colour = (118, 47, 66)
RED: Colour = (209, 0, 0)
GREEN: Colour = (39, 139, 143)
ORANGE: Colour = (255, 149, 0)
GOLD_CARD: Colour = (246, 239, 200)  # pale gold: Manuscripts' orange and Gold ran together
CHURCH: Colour = (35, 0, 233)
CARD_BACK: Colour = (92, 70, 52)

# Display order PIG, MON, FOR, HOL, MAN (§2.2, decision D16); the dice tuple follows it.
CATEGORIES: tuple[Category, ...] = (
    Category("PIG", _p("biblios", "Pigments"), _p("biblios", "Pigments"), BLUE, Shape.DROP),
    Category("MON", _p("biblios", "Monks"), _p("biblios", "Monks"), BROWN, Shape.TRIANGLE),
    # the texts' name, two lines if need be
    Category("FOR", _p("biblios", "Forbidden Tomes"), _p("biblios", "Forbidden Tomes"), RED, Shape.DIAMOND),
    Category("HOL", _p("biblios", "Holy Books"), _p("biblios", "Holy Books"), GREEN, Shape.CROSS),
    Category("MAN", _p("biblios", "Manuscripts"), _p("biblios", "Manuscripts"), ORANGE, Shape.SQUARE),
)
GOLD = _p("biblios", "Gold")
BY_CODE: dict[str, Category] = {category.code: category for category in CATEGORIES}

# Church cards by effect (§2.3.3): one arrow per die moved, pointing the way it moves.
_CHURCH_GLYPHS: dict[str, tuple[Shape, ...]] = {
    "UP1": (Shape.TRIANGLE,),
    "DN1": (Shape.TRIANGLE_DOWN,),
    "UP2": (Shape.TRIANGLE, Shape.TRIANGLE),
    "DN2": (Shape.TRIANGLE_DOWN, Shape.TRIANGLE_DOWN),
    "PM1": (Shape.TRIANGLE, Shape.TRIANGLE_DOWN),
}


def church_effect(card: CardFace) -> str:
    """The effect code of a Church card from its id ("CH-UP2-a" -> "UP2"), or "" if unknown."""
    parts = card.id.split("-")
    return parts[1] if len(parts) >= 2 and parts[1] in _CHURCH_GLYPHS else ""


def church_text(card: CardFace) -> str:
    """A Church card's effect in words, from its label ("Church: raise two dice" -> "Raise two dice")."""
    text = said(card.label).split(":", 1)[-1].strip()
    return text[:1].upper() + text[1:]


def card_art(card: CardFace) -> CardArt:
    """The face of ``card`` as the kit draws it."""
    if card.kind == "category" and card.category in BY_CODE:
        category = BY_CODE[card.category]
        return CardArt(category.colour, str(card.value), card.letter, (category.glyph,), category.name)
    if card.kind == "gold":
        return CardArt(GOLD_CARD, str(card.value), "", (Shape.CIRCLE,), GOLD)
    if card.kind == "church":
        effect = church_effect(card)
        return CardArt(CHURCH, "", "", _CHURCH_GLYPHS.get(effect, ()), church_text(card))
    return CardArt(colours.MUTED, "", "", (), card.label)


def card_back() -> CardArt:
    """A face-down card."""
    return CardArt(CARD_BACK, face_down=True)


# Tints of a component colour (see card faces, hand rows and the final table).
FACE_TINT = 0.82  # a card's face
BAND_TINT = 0.2  # a hand row's label band
WINNER_TINT = 0.55  # a won category cell at the end
WAITING_ROW = mix(colours.YELLOW, colours.WHITE, 0.7)  # a player row that must act
BACK_INLAY = mix(CARD_BACK, colours.PANEL, 0.45)  # the frame and diamond on a card back


def _palette() -> FixedPalette:
    """Every colour a Biblios image paints, and the edges between them (see renderers/kit/png.py)."""
    pieces = (*(category.colour for category in CATEGORIES), GOLD_CARD, CHURCH, colours.MUTED)
    tints = tuple(mix(colour, colours.WHITE, amount) for colour in pieces for amount in (FACE_TINT, BAND_TINT))
    winners = tuple(mix(category.colour, colours.WHITE, WINNER_TINT) for category in CATEGORIES)
    solids = (*KIT_SOLIDS, *pieces, CARD_BACK, WAITING_ROW, BACK_INLAY, *tints, *winners)
    grounds = (colours.PANEL, colours.PAPER)
    text = (
        *ramps((colours.INK, colours.MUTED), grounds),
        *ramps((colours.WHITE,), (colours.INK, colours.ATTENTION)),
        *ramps((colours.INK,), (colours.WHITE, WAITING_ROW, *tints)),
    )
    edges = (
        *ramps((colours.ATTENTION,), (*grounds, colours.WHITE, WAITING_ROW, *tints)),
        *ramps((colours.INK,), (*pieces, colours.YELLOW, *colours.SEAT_COLOURS, CARD_BACK)),
        *ramps((*pieces, colours.LINE, CARD_BACK), (*grounds, colours.WHITE)),
        *ramps((colours.WHITE,), pieces),
        *ramps(pieces, tints),
        *ramps((BACK_INLAY,), (CARD_BACK,)),
    )
    return FixedPalette("biblios", solids, text, edges)


PALETTE = _palette()


def name_lines(
    canvas: Canvas, centre: Point, name: str, sizes: tuple[int, int], width: float, ink: Colour, anchor: str
) -> None:
    """A category's name on one line at the largest size from ``sizes`` (max, min) that fits ``width``, else on two.

    The pictures use the names the texts use ("Forbidden Tomes", not "Forbidden"); a name too wide
    for its band at the least legible size breaks at its last space.
    """
    largest, least = sizes
    name = said(name)
    if text_width(name, least, True) <= width or " " not in name:
        canvas.text_fit(centre, name, largest, least, width, ink, anchor, True)
        return
    first, second = name.rsplit(" ", 1)
    x, y = centre
    for line, dy in ((first, -least * 0.55), (second, least * 0.55)):
        canvas.text((x, y + dy), line, least, ink, anchor, True, width)
