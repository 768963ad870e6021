"""Dreams images and their text alternatives (rules/dreams.md §6.2, §6.5, §6.8, §7), from engine/dreams/views.py.

Phone-first (issue 10): each image is one column 600 px wide. A picture is the main sheet
(the header, the cards, the sky, the players, the god track) and, right after a reveal and
at the end, the reveal of the latest round as a second sheet (``reveal``). The public
picture is drawn from the public view alone; a seat's main sheet adds its role, its own
guess and, for a god, the gold frame round the true vision.
"""

from collections.abc import Sequence

from engine.dreams.views import PublicView, SeatView
from renderers import Sheet
from renderers.dreams import layout, reveal
from renderers.dreams.board import render_private, render_public
from renderers.dreams.describe import describe_private, describe_public, describe_reveal
from renderers.dreams.look import PALETTE, PLAYER_COLOURS, hex_colour
from renderers.dreams.panels import god_track_scale, star_legend
from renderers.dreams.sky import warm_sky
from renderers.kit.language import current, speaking
from renderers.kit.palette import SeatColour

SEAT_COLOURS: tuple[SeatColour, ...] = tuple(
    SeatColour(str(colour.name).lower(), colour.name, hex_colour(colour.hex)) for colour in PLAYER_COLOURS
)
"""The colours a Dreams player may pick in the lobby (issue 26): the rules' palette, by its names."""


class DreamsRenderer:
    """The Dreams :class:`renderers.GameRenderer`."""

    def public(
        self, view: PublicView, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> tuple[Sheet, ...]:
        """The main sheet, then the latest reveal while it is fresh."""
        with speaking(language):
            main = Sheet("", render_public(view, names), describe_public(view, text_names))
            return (main, *self.reveal(view, names, text_names))

    def private(
        self, seat_view: SeatView, names: Sequence[str], text_names: Sequence[str], language: str = "en"
    ) -> tuple[Sheet, ...]:
        """The seat's main sheet (its role first), then the latest reveal while it is fresh."""
        with speaking(language):
            main = Sheet("", render_private(seat_view, names), describe_private(seat_view, text_names))
            return (main, *self.reveal(seat_view.public, names, text_names))

    def reveal(self, view: PublicView, names: Sequence[str], text_names: Sequence[str]) -> tuple[Sheet, ...]:
        """The ``reveal`` sheet of the latest round while it is fresh (``reveal.is_fresh``), else nothing."""
        if not reveal.is_fresh(view):
            return ()
        return (Sheet("reveal", reveal.render_reveal(view, names), describe_reveal(view, text_names)),)

    def render_public(self, view: PublicView, names: Sequence[str]) -> bytes:
        """The public main sheet as PNG bytes."""
        return render_public(view, names)

    def render_private(self, seat_view: SeatView, names: Sequence[str]) -> bytes:
        """One seat's main sheet with its secrets, as PNG bytes."""
        return render_private(seat_view, names)

    def describe_public(self, view: PublicView, names: Sequence[str]) -> str:
        """Text alternative of the public main sheet."""
        return describe_public(view, names)

    def describe_private(self, seat_view: SeatView, names: Sequence[str]) -> str:
        """Text alternative of the seat's main sheet."""
        return describe_private(seat_view, names)


RENDERER = DreamsRenderer()

# The sizes a board is drawn at: the god track (0-20, goal 16, §6.8) and its rows' usual heights.
_TRACK_MAX, _GOAL = 20, 16


def warm() -> None:
    """Draw the static layers (the empty sky, the legend, the god track's rows) and build the palette."""
    warm_sky(layout.SKY_POINTS, layout.SKY_CELL, layout.SKY_MARGIN)
    star_legend(current())
    for spaces in layout.track_rows(_TRACK_MAX):
        for lines in (1, 2):
            god_track_scale(spaces.start, spaces.stop - 1, _GOAL, layout.track_row_height(lines), current())
    PALETTE.image  # noqa: B018  (built on first use)


__all__ = [
    "RENDERER",
    "DreamsRenderer",
    "describe_private",
    "describe_public",
    "describe_reveal",
    "render_private",
    "render_public",
]
