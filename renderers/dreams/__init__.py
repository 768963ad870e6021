"""Dreams images and their text alternatives (rules/dreams.md §6.2, §6.5, §6.8, §7), from engine/dreams/views.py.

The public board is drawn from the public view alone; a seat's board adds its role, its own
guess and, for a god, the gold frame round the true vision. Right after a reveal (and at
the end) both boards carry the reveal of the latest round.
"""

from collections.abc import Sequence

from engine.dreams.views import PublicView, SeatView
from renderers import OneImage
from renderers.dreams import layout, reveal
from renderers.dreams.board import render_private, render_public
from renderers.dreams.describe import describe_private, describe_public
from renderers.dreams.look import PALETTE
from renderers.dreams.panels import god_track_scale, star_legend
from renderers.dreams.sky import warm_sky


class DreamsRenderer(OneImage):
    """The Dreams :class:`renderers.GameRenderer`."""

    def render_public(self, view: PublicView, names: Sequence[str]) -> bytes:
        """The public board as PNG bytes."""
        return render_public(view, names)

    def render_private(self, seat_view: SeatView, names: Sequence[str]) -> bytes:
        """One seat's board with its secrets, as PNG bytes."""
        return render_private(seat_view, names)

    def describe_public(self, view: PublicView, names: Sequence[str]) -> str:
        """Text alternative of the public board."""
        return describe_public(view, names)

    def describe_private(self, seat_view: SeatView, names: Sequence[str]) -> str:
        """Text alternative of the seat's board."""
        return describe_private(seat_view, names)


RENDERER = DreamsRenderer()

# The sizes a board is drawn at: the sky (13 points, §6.1) and the god track (0-20, goal 16, §6.8).
_SKY_POINTS, _TRACK_MAX, _GOAL = 13, 20, 16


def warm() -> None:
    """Draw the static layers (empty skies, legend, god track) and build the palette."""
    warm_sky(_SKY_POINTS, layout.SKY_CELL, layout.SKY_MARGIN)
    warm_sky(_SKY_POINTS, reveal.SKY_CELL, reveal.SKY_MARGIN)
    star_legend()
    god_track_scale(_TRACK_MAX, _GOAL)
    PALETTE.image  # noqa: B018  (built on first use)


__all__ = ["RENDERER", "DreamsRenderer", "describe_private", "describe_public", "render_private", "render_public"]
