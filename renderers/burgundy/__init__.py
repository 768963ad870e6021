"""The Castles of Burgundy images and text alternatives (rules/castles-of-burgundy.md), from engine/burgundy/views.py.

The public picture is one image: the main board and every player's estate in compact
form, two per row. The private picture is one seat's estate in full with its dice and the
spaces the chosen die can reach.
"""

from collections.abc import Sequence

from engine.burgundy.views import PublicView, SeatView
from renderers.burgundy.board import render_public
from renderers.burgundy.describe import describe_private, describe_public
from renderers.burgundy.look import PALETTE
from renderers.burgundy.pieces import legend_layer
from renderers.burgundy.private import render_private


class BurgundyRenderer:
    """The Castles of Burgundy :class:`renderers.GameRenderer`."""

    def render_public(self, view: PublicView, names: Sequence[str]) -> bytes:
        """The main board and every estate, as PNG bytes."""
        return render_public(view, names)

    def render_private(self, seat_view: SeatView, names: Sequence[str]) -> bytes:
        """One seat's estate in full, its dice and the reachable spaces, as PNG bytes."""
        return render_private(seat_view, names)

    def describe_public(self, view: PublicView, names: Sequence[str]) -> str:
        """Text alternative of the public picture."""
        return describe_public(view, names)

    def describe_private(self, seat_view: SeatView, names: Sequence[str]) -> str:
        """Text alternative of the private picture."""
        return describe_private(seat_view, names)


RENDERER = BurgundyRenderer()


def warm() -> None:
    """Draw the static layers every picture has and build the palette (estate boards are drawn on first sight)."""
    for ringed in (False, True):
        legend_layer(ringed)
    PALETTE.image  # noqa: B018  (built on first use)


__all__ = ["RENDERER", "BurgundyRenderer", "describe_private", "describe_public", "render_private", "render_public"]
