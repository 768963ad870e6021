"""The Castles of Burgundy images and text alternatives (rules/castles-of-burgundy.md), from engine/burgundy/views.py.

Every image is phone-sized (560 pixels wide, no text under 15 pixels: 10.7 once a phone shows
it 400 wide). The public picture is the main board (progress, who acts, depots, black depot,
goods to come), the tracks (scores, turn order, bonus tiles), one image per player's estate,
and the key (what the tiles on offer do, the legend). The private picture is the seat's own estate
in the same form (its chosen die's reachable spaces ringed), then its details: dice, VP by
category, supplies, knowledge tiles with what they do and, while it chooses, its dealt board.
"""

from collections.abc import Sequence

from engine.burgundy.views import PublicView, SeatView
from renderers import Sheet
from renderers.burgundy.board import render_key, render_public, render_tracks
from renderers.burgundy.describe import (
    describe_details,
    describe_estate,
    describe_key,
    describe_private,
    describe_public,
    describe_tracks,
)
from renderers.burgundy.estate_sheet import render_estate
from renderers.burgundy.look import PALETTE
from renderers.burgundy.pieces import legend_layer
from renderers.burgundy.private import render_private
from renderers.kit.language import current, speaking


class BurgundyRenderer:
    """The Castles of Burgundy :class:`renderers.GameRenderer`."""

    def public(
        self, view: PublicView, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> tuple[Sheet, ...]:
        """The main board, the tracks (``tracks``), every seat's estate (``estate-1``...), the key (``key``)."""
        with speaking(language):
            board = Sheet("", render_public(view, names), describe_public(view, text_names))
            tracks = Sheet("tracks", render_tracks(view), describe_tracks(view, text_names))
            estates = self.estates(view, names, text_names)
            return (board, tracks, *estates, Sheet("key", render_key(view), describe_key(view)))

    def private(
        self, seat_view: SeatView, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> tuple[Sheet, ...]:
        """The seat's own estate as on the public picture, then everything else of the seat (``details``)."""
        with speaking(language):
            if not isinstance(seat_view, SeatView):
                raise TypeError(f"render_private needs a SeatView, not {type(seat_view).__name__}")
            seat = seat_view.seat
            own = Sheet("", render_estate(seat_view.public, seat, names), describe_private(seat_view, text_names))
            details = render_private(seat_view, names)
            return own, Sheet("details", details, describe_details(seat_view, text_names))

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
        """One seat's details image, as PNG bytes (the ``details`` sheet: dice, supplies, VP by category...)."""
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
        legend_layer(ringed, current())
    PALETTE.image  # noqa: B018  (built on first use)


__all__ = ["RENDERER", "BurgundyRenderer", "describe_private", "describe_public", "render_private", "render_public"]
