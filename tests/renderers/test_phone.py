"""Readable on a phone (issue 10): every image of every game keeps its text at least 10 px high when shown 400 px wide.

The measure is the font size in pixels of each text (and the side of each glyph-like
piece: Dreams' Lucide card pictures and sky stars), as the kit's canvas notes them while
drawing (``renderers.kit.canvas.measuring``). A phone scales an image to its screen, about
400 pixels wide, so text of ``size`` pixels on an image ``width`` wide shows at
``size * 400 / width`` pixels.

Images are drawn for real states: seeded random games of each game at its smallest and
largest player counts, at moments from the start to the end (so every phase and the final
result), the public picture and every seat's private one, plus the hand-built Biblios views.
"""

from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from renderers import draw, get_renderer
from renderers.kit.canvas import Measured, measuring
from testkit.biblios_views import auction_view, four_player_over_view, gift_view, seat_view
from testkit.render_samples import every_game

PHONE_WIDTH = 400
SMALLEST_PX = 10
GAMES = ("architects", "biblios", "burgundy", "dreams", "mangrovia")


def jobs(game: str) -> list[tuple[str, Any, tuple[str, ...]]]:
    """(kind, view, names) for every sample view of ``game``."""
    found: list[tuple[str, Any, tuple[str, ...]]] = []
    for moment in every_game((game,), count=4):
        found.append(("public", moment.public, moment.names))
        found.extend(("private", seat, moment.names) for seat in moment.seats)
    if game == "biblios":
        names = ("Ana", "Benedikt", "Cara", "Dan")
        for public in (gift_view(4), auction_view(4), four_player_over_view()):
            found.append(("public", public, names))
            found.append(("private", seat_view(public, seat=1), names))
    return found


def role(name: str) -> str:
    """What a sheet is, without its seat number: "main", "estate", "details"."""
    return name.rstrip("-0123456789") or "main"


@cache
def measured(game: str) -> dict[tuple[str, str], list[tuple[Measured, str]]]:
    """Every image drawn for ``game`` by (kind, role), each with where it comes from."""
    by_role: dict[tuple[str, str], list[tuple[Measured, str]]] = {}
    for index, (kind, view, names) in enumerate(jobs(game)):
        with measuring() as found:
            sheets = draw(get_renderer(game), kind, view, names, names)
        assert len(found) == len(sheets), "each sheet is one finished canvas"
        for sheet, image in zip(sheets, found, strict=True):
            by_role.setdefault((kind, role(sheet.name)), []).append((image, f"{kind} view {index} {sheet.name}"))
    return by_role


def shown_px(image: Measured) -> float:
    """The smallest text of ``image`` in pixels once the image is shown ``PHONE_WIDTH`` wide."""
    return image.smallest()[0] * PHONE_WIDTH / image.width


def cases() -> Iterator[Any]:
    """Every image kind of every game."""
    kinds = [
        ("architects", "public", "main"),
        ("architects", "public", "town"),
        ("architects", "public", "workshop"),
        ("architects", "public", "player"),
        ("architects", "private", "main"),
        ("biblios", "public", "main"),
        ("biblios", "public", "piles"),
        ("biblios", "private", "main"),
        ("burgundy", "public", "main"),
        ("burgundy", "public", "tracks"),
        ("burgundy", "public", "estate"),
        ("burgundy", "public", "key"),
        ("burgundy", "private", "main"),
        ("burgundy", "private", "details"),
        ("dreams", "public", "main"),
        ("dreams", "public", "reveal"),
        ("dreams", "private", "main"),
        ("dreams", "private", "reveal"),
        ("mangrovia", "public", "main"),
        ("mangrovia", "public", "archipelago"),
        ("mangrovia", "public", "players"),
        ("mangrovia", "private", "main"),
    ]
    for kind in kinds:
        yield pytest.param(*kind, id="-".join(kind))


@pytest.mark.parametrize("game", GAMES)
def test_every_image_kind_is_measured(game: str):
    assert set(measured(game)) == {tuple(case.values[1:]) for case in cases() if case.values[0] == game}


@pytest.mark.parametrize(("game", "kind", "sheet"), list(cases()))
def test_the_smallest_text_is_readable_at_phone_width(game: str, kind: str, sheet: str):
    images = measured(game)[(kind, sheet)]
    assert images
    worst, where = min(images, key=lambda found: shown_px(found[0]))
    size, text = worst.smallest()
    assert size > 0, f"{where}: no text measured"
    assert shown_px(worst) >= SMALLEST_PX, (
        f"{where}: {text!r} at {size} px on an image {worst.width} px wide shows at {shown_px(worst):.1f} px"
    )
