"""Biblios images and their text alternatives (rules/biblios.md), from the views in engine/biblios/views.py."""

from collections.abc import Sequence

from engine.biblios.views import PublicView, SeatView
from renderers import OneImage
from renderers.biblios import board, hand
from renderers.biblios.board import render_public
from renderers.biblios.describe import describe_private, describe_public
from renderers.biblios.hand import render_private
from renderers.biblios.look import PALETTE


class BibliosRenderer(OneImage):
    """The Biblios :class:`renderers.GameRenderer`."""

    def render_public(self, view: PublicView, names: Sequence[str]) -> bytes:
        """The public board as PNG bytes."""
        return render_public(view, names)

    def render_private(self, seat_view: SeatView, names: Sequence[str]) -> bytes:
        """One seat's hand and secrets as PNG bytes."""
        return render_private(seat_view, names)

    def describe_public(self, view: PublicView, names: Sequence[str]) -> str:
        """Text alternative of the public board."""
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


__all__ = ["RENDERER", "BibliosRenderer", "describe_private", "describe_public", "render_private", "render_public"]
