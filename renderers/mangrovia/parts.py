"""Pieces shared by the Mangrovia images: panels, headings, hut badges, counted badges, the final ranking."""

from collections.abc import Sequence

from engine.mangrovia.state import NEUTRAL
from engine.mangrovia.stones import AMULET2, TILE
from engine.mangrovia.views import PublicView
from renderers.kit import Box, Canvas, draw_badge, in_language, seat_style
from renderers.kit import palette as colours
from renderers.mangrovia.look import BADGE, MARGIN, NEUTRAL_STYLE, SECTION, TINY, WIDTH


def panel(canvas: Canvas, box: Box, outline: colours.Colour = colours.LINE, width: float = 2) -> None:
    """A rounded panel on the table."""
    canvas.box(box, colours.PANEL, outline, width, radius=12)


def heading(canvas: Canvas, y: float, text: str, x: float = MARGIN) -> float:
    """A small upper-case heading; returns the y below it."""
    canvas.text((x, y), in_language(text).upper(), TINY, colours.MUTED, "la", bold=True, max_width=WIDTH - x - MARGIN)
    return y + SECTION


def hut(canvas: Canvas, centre: tuple[float, float], owner: int, radius: float = BADGE) -> None:
    """A hut: its seat's badge, or the neutral grey triangle marked N."""
    draw_badge(canvas, centre, radius, NEUTRAL_STYLE if owner == NEUTRAL else seat_style(owner))


def counted_huts(canvas: Canvas, x: float, middle: float, counts: Sequence[tuple[int, int]], size: int) -> float:
    """A hut badge and "×n" for each (owner, count), left to right; returns the width used."""
    used = 0.0
    for owner, number in counts:
        hut(canvas, (x + used + BADGE, middle), owner)
        written = canvas.text((x + used + 2 * BADGE + 3, middle), f"\u00d7{number}", size, colours.INK, "lm", bold=True)
        used += 2 * BADGE + 3 + written + 8
    return used


def amulet_value(view: PublicView, seat: int) -> int:
    """The value of a seat's amulets shown at the end, an unused amulet-2 tile counting 2 (§7.2 d); 0 before."""
    if view.amulet_values is None:
        return 0
    tiles = sum(2 for tile in view.seats[seat].tiles if TILE[tile].kind == AMULET2)
    return sum(view.amulet_values[seat]) + tiles


def ranked(view: PublicView) -> list[tuple[int, int, int]]:
    """(place, seat, score) best first: most points, then most amulet value (§7.3); a full tie shares a place."""
    scores = view.scores or tuple(player.chief for player in view.seats)
    key = {seat: (scores[seat], amulet_value(view, seat)) for seat in range(view.players)}
    order = sorted(range(view.players), key=lambda seat: (-key[seat][0], -key[seat][1], seat))
    return [(1 + sum(other > key[seat] for other in key.values()), seat, scores[seat]) for seat in order]
