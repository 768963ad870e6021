"""Architects of the West Kingdom images and text alternatives (rules/architects-of-the-west-kingdom.md), from views.

Every image is phone-sized (560 pixels wide, no text under 15 pixels: 10.7 once a phone
shows it 400 wide). The public picture is the main board (progress, who acts, the locations'
workers, the Tax Stand, the Black Market), the town (Guildhall, Cathedral, virtue track,
Prison, piles), the Workshop's apprentice display, and one tableau per player. The private
picture is the seat's building cards: its hand, and the draft or Black Market B cards before it.
"""

from collections.abc import Sequence

from engine.architects.views import PublicView, SeatView
from renderers import Sheet
from renderers.architects.board import check, render_main, render_town, render_workshop
from renderers.architects.describe import (
    describe_private,
    describe_public,
    describe_tableau,
    describe_town,
    describe_workshop,
)
from renderers.architects.hand import render_hand
from renderers.architects.look import PALETTE
from renderers.architects.tableau import render_tableau
from renderers.kit.language import speaking


class ArchitectsRenderer:
    """The Architects of the West Kingdom :class:`renderers.GameRenderer`."""

    def public(
        self, view: PublicView, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> tuple[Sheet, ...]:
        """The main board, the town (``town``), the Workshop (``workshop``), every seat's tableau (``player-1``...)."""
        with speaking(language):
            check(view)
            board = Sheet("", render_main(view, names), describe_public(view, text_names))
            town = Sheet("town", render_town(view, names), describe_town(view, text_names))
            workshop = Sheet("workshop", render_workshop(view), describe_workshop(view))
            return (board, town, workshop, *self.tableaux(view, names, text_names))

    def private(
        self, seat_view: SeatView, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> tuple[Sheet, ...]:
        """The seat's building cards."""
        with speaking(language):
            return (Sheet("", render_hand(seat_view, names), describe_private(seat_view, text_names)),)

    def tableaux(self, view: PublicView, names: Sequence[str], text_names: Sequence[str]) -> tuple[Sheet, ...]:
        """One image per seat's tableau, from the public view."""
        return tuple(
            Sheet(f"player-{seat + 1}", render_tableau(view, seat, names), describe_tableau(view, seat, text_names))
            for seat in range(view.players)
        )

    def render_public(self, view: PublicView, names: Sequence[str]) -> bytes:
        """The main board, as PNG bytes."""
        return render_main(view, names)

    def render_private(self, seat_view: SeatView, names: Sequence[str]) -> bytes:
        """The seat's building cards, as PNG bytes."""
        return render_hand(seat_view, names)

    def describe_public(self, view: PublicView, names: Sequence[str]) -> str:
        """Text alternative of the public picture."""
        return describe_public(view, names)

    def describe_private(self, seat_view: SeatView, names: Sequence[str]) -> str:
        """Text alternative of the private picture."""
        return describe_private(seat_view, names)


RENDERER = ArchitectsRenderer()


def warm() -> None:
    """Build the palette (the images have no static layer worth keeping)."""
    PALETTE.image  # noqa: B018  (built on first use)


__all__ = ["RENDERER", "ArchitectsRenderer", "describe_private", "describe_public", "render_hand", "render_main"]
