"""Mangrovia images and text alternatives (rules/mangrovia.md), from engine/mangrovia/views.py.

Every image is phone-sized (580 pixels wide, no text under 15 pixels: 10.3 once a phone shows
it 400 wide). The public picture is the island (progress, who acts, the building landscape with
its huts, statues, areas and tiles, the oracle rock with the birds, the totem stack), the
archipelago (ritual sites with bowls, piers, the boat, both face-up displays, public amulets)
and the players (huts left, points, hand sizes, amulet track, tiles, the majorities as they
stand). The private picture is the seat's cards, amulets, just-drawn amulets and tiles. The map
is drawn from ``engine/mangrovia/board.py`` alone (a stand-in until the real map is found).
"""

from collections.abc import Sequence

from engine.mangrovia.views import PublicView, SeatView
from renderers import Sheet
from renderers.kit.language import current, speaking
from renderers.mangrovia.archipelago import render_archipelago
from renderers.mangrovia.board import check, map_layer, render_main
from renderers.mangrovia.describe import describe_archipelago, describe_players, describe_private, describe_public
from renderers.mangrovia.hand import render_hand
from renderers.mangrovia.look import PALETTE
from renderers.mangrovia.players import render_players


class MangroviaRenderer:
    """The Mangrovia :class:`renderers.GameRenderer`."""

    def public(
        self, view: PublicView, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> tuple[Sheet, ...]:
        """The island, the archipelago (``archipelago``) and the players (``players``)."""
        with speaking(language):
            check(view)
            return (
                Sheet("", render_main(view, names), describe_public(view, text_names)),
                Sheet("archipelago", render_archipelago(view, names), describe_archipelago(view, text_names)),
                Sheet("players", render_players(view, names), describe_players(view, text_names)),
            )

    def private(
        self, seat_view: SeatView, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> tuple[Sheet, ...]:
        """The seat's cards, amulets and tiles."""
        with speaking(language):
            return (Sheet("", render_hand(seat_view, names), describe_private(seat_view, text_names)),)

    def render_public(self, view: PublicView, names: Sequence[str]) -> bytes:
        """The island image, as PNG bytes."""
        return render_main(view, names)

    def render_private(self, seat_view: SeatView, names: Sequence[str]) -> bytes:
        """The seat's private image, as PNG bytes."""
        return render_hand(seat_view, names)

    def describe_public(self, view: PublicView, names: Sequence[str]) -> str:
        """Text alternative of the public picture."""
        return describe_public(view, names)

    def describe_private(self, seat_view: SeatView, names: Sequence[str]) -> str:
        """Text alternative of the private picture."""
        return describe_private(seat_view, names)


RENDERER = MangroviaRenderer()


def warm() -> None:
    """Draw the map's static layer and build the palette."""
    map_layer(current())
    PALETTE.image  # noqa: B018  (built on first use)


__all__ = ["RENDERER", "MangroviaRenderer", "describe_private", "describe_public", "render_hand", "render_main"]
