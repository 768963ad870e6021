"""Cards and amulets as drawn in the Mangrovia images: the displays (public) and a seat's hand (private)."""

from engine.mangrovia.cards import CARD, LANDSCAPE
from i18n import _
from renderers.kit import Box, Canvas
from renderers.kit import palette as colours
from renderers.mangrovia.look import AMULET, CARD_EDGE, LAND_COLOURS, LAND_NAMES, LARGE, TINY, ink_for, land_letter
from renderers.mangrovia.look import CARD as CARD_FACE

CARD_WIDTH = 74
CARD_HEIGHT = 92
CARD_GAP = 6
AMULET_RADIUS = 22


def card(canvas: Canvas, box: Box, card_id: str) -> None:
    """A card face: a valuables card's value (a start card says so), or a landscape's initial and name."""
    found = CARD[card_id]
    left, top, right, bottom = box
    centre = (left + right) / 2
    if found.kind == LANDSCAPE:
        fill = LAND_COLOURS[found.land]
        canvas.box(box, fill, colours.INK, 2, radius=8)
        ink = ink_for(found.land)
        canvas.text((centre, top + 36), land_letter(found.land), LARGE + 6, ink, "mm", bold=True)
        canvas.text((centre, bottom - 16), LAND_NAMES[found.land], TINY, ink, "mm", max_width=right - left - 6)
        return
    canvas.box(box, CARD_FACE, CARD_EDGE, 2, radius=8)
    canvas.text((centre, top + 38), found.value, LARGE + 10, colours.INK, "mm", bold=True)
    canvas.text((centre, bottom - 16), _("start card") if found.start else "", TINY, colours.MUTED, "mm",
                max_width=right - left - 6)  # fmt: skip


def empty_card(canvas: Canvas, box: Box) -> None:
    """An empty display slot."""
    canvas.dashed_box(box, colours.LINE, 2, 8)
    canvas.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), _("empty"), TINY, colours.MUTED, "mm")


def amulet(canvas: Canvas, centre: tuple[float, float], value: int) -> None:
    """An amulet token: a disc with its value."""
    canvas.circle(centre, AMULET_RADIUS, AMULET, colours.INK, 2)
    canvas.text(centre, value, LARGE, colours.INK, "mm", bold=True)
