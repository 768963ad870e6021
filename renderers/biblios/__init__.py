"""Biblios images and their text alternatives (rules/biblios.md), from the views in engine/biblios/views.py.

Every image is phone-shaped (``parts.WIDTH`` wide). The public picture is the main board
(the dice, the gift turn or auction, the players; at the end the places and scoring), then
the piles and face-up discards (``piles``). The private picture is the seat's hand and
secrets, one image.
"""

from collections.abc import Sequence

from engine.biblios.views import PublicView, SeatView
from renderers import Sheet
from renderers.biblios import board, hand
from renderers.biblios.board import render_public
from renderers.biblios.describe import describe_piles, describe_private, describe_public
from renderers.biblios.hand import render_private
from renderers.biblios.look import PALETTE
from renderers.biblios.piles import render_piles
from renderers.kit.language import speaking


class BibliosRenderer:
    """The Biblios :class:`renderers.GameRenderer`."""

    def public(
        self, view: PublicView, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> tuple[Sheet, ...]:
        """The main board, then the piles and face-up discards (``piles``)."""
        with speaking(language):
            board_sheet = Sheet("", render_public(view, names), describe_public(view, text_names))
            return board_sheet, Sheet("piles", render_piles(view), describe_piles(view))

    def private(
        self, seat_view: SeatView, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> tuple[Sheet, ...]:
        """The seat's hand and secrets: one image."""
        with speaking(language):
            return (Sheet("", render_private(seat_view, names), describe_private(seat_view, text_names)),)

    def render_public(self, view: PublicView, names: Sequence[str]) -> bytes:
        """The main board as PNG bytes."""
        return render_public(view, names)

    def render_private(self, seat_view: SeatView, names: Sequence[str]) -> bytes:
        """One seat's hand and secrets as PNG bytes."""
        return render_private(seat_view, names)

    def describe_public(self, view: PublicView, names: Sequence[str]) -> str:
        """Text alternative of the main board."""
        return describe_public(view, names)

    def describe_private(self, seat_view: SeatView, names: Sequence[str]) -> str:
        """Text alternative of the private picture."""
        return describe_private(seat_view, names)


RENDERER = BibliosRenderer()


def warm() -> None:
    """Draw every static layer and build the palette, so the first picture of a process is as fast as the next."""
    board.warm()
    hand.warm()
    PALETTE.image  # noqa: B018  (built on first use)


__all__ = [
    "RENDERER",
    "BibliosRenderer",
    "describe_piles",
    "describe_private",
    "describe_public",
    "render_piles",
    "render_private",
    "render_public",
]
