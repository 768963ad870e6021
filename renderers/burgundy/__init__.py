"""The Castles of Burgundy images and text alternatives (rules/castles-of-burgundy.md), from engine/burgundy/views.py.

The public picture is the main board and then one image per player's estate, so that
every number stays readable on a phone. The private picture is the seat's own estate in
the same phone-sized form (its chosen die's reachable spaces ringed), then its estate in
full with its dice, knowledge tiles and score breakdown.
"""

from collections.abc import Sequence

from engine.burgundy.views import PublicView, SeatView
from renderers import Sheet
from renderers.burgundy.board import render_public
from renderers.burgundy.describe import describe_estate, describe_private, describe_public
from renderers.burgundy.estate_sheet import render_estate
from renderers.burgundy.look import PALETTE
from renderers.burgundy.pieces import legend_layer
from renderers.burgundy.private import render_private


class BurgundyRenderer:
    """The Castles of Burgundy :class:`renderers.GameRenderer`."""

    def public(self, view: PublicView, names: Sequence[str], text_names: Sequence[str]) -> tuple[Sheet, ...]:
        """The main board, then every seat's estate (``estate-1``, ``estate-2``... by seat number)."""
        board = Sheet("", render_public(view, names), describe_public(view, text_names))
        return (board, *self.estates(view, names, text_names))

    def private(self, seat_view: SeatView, names: Sequence[str], text_names: Sequence[str]) -> tuple[Sheet, ...]:
        """The seat's own estate as on the public picture, then its estate in full (``details``)."""
        if not isinstance(seat_view, SeatView):
            raise TypeError(f"render_private needs a SeatView, not {type(seat_view).__name__}")
        seat = seat_view.seat
        own = Sheet("", render_estate(seat_view.public, seat, names), describe_private(seat_view, text_names))
        details = render_private(seat_view, names)
        return own, Sheet("details", details, describe_estate(seat_view.public, seat, text_names))

    def estates(self, view: PublicView, names: Sequence[str], text_names: Sequence[str]) -> tuple[Sheet, ...]:
        """One image per seat's estate, from the public view."""
        return tuple(
            Sheet(f"estate-{seat + 1}", render_estate(view, seat, names), describe_estate(view, seat, text_names))
            for seat in range(len(view.estates))
        )

    def render_public(self, view: PublicView, names: Sequence[str]) -> bytes:
        """The main board, as PNG bytes."""
        return render_public(view, names)

    def render_private(self, seat_view: SeatView, names: Sequence[str]) -> bytes:
        """One seat's estate in full, its dice and the reachable spaces, as PNG bytes (the ``details`` sheet)."""
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
