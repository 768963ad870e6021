"""Architects of the West Kingdom's pictures in Persian (issue 25): every word drawn and written is Persian.

Seeded random games at 2 and 5 seats, both board sides and the optional rules, drawn at moments from
the opening draft to the final scores, in Persian. Every text the kit draws is recorded
(:func:`renderers.kit.canvas.measuring`, the marks each image notes) and must hold no Latin word and
no Latin digit, save the players' own names and the Black Market's space letters A, B and C (the
engine's Persian names them so too: «بازار سیاه A»); nothing is cut short with an ellipsis, so the
longer Persian words still fit a phone-sized picture; the text alternatives hold no Latin word or
digit either. The same moments in English draw their English words (the test can tell the two apart).
"""

import random
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from engine.core import apply, get_game, new_game, pending, view
from renderers import draw, get_renderer
from renderers.kit.canvas import measuring
from renderers.kit.fonts import ELLIPSIS

NAMES = ("Ana", "Benedikt", "Cara", "Dan", "Evangeline")
SETTINGS = (
    (2, {"setup": "variable", "artisans": "both"}),
    (5, {"setup": "standard"}),
    (5, {"setup": "variable", "artisans": "cycling", "conspirator": "per_capture"}),
)
LATIN = re.compile(r"[A-Za-z0-9]+")
SPACE_LETTERS = {"A", "B", "C"}  # Black Market A, B and C, as the engine's Persian writes them


@cache
def _views(players: int, options: tuple[tuple[str, str], ...]) -> tuple[Any, ...]:
    """(public view, every seat's view) at the start, the opening draft, through the game, and at its end."""
    spec = get_game("architects")
    state = new_game(spec, players, 11, dict(options))
    chooser = random.Random(11)
    states = [state]
    while decisions := pending(spec, state):
        decision = chooser.choice(decisions)
        state, _ = apply(spec, state, decision.seat, chooser.choice(decision.options).action)
        states.append(state)
    picked = [*states[:3], *states[3 :: max(1, len(states) // 6)], states[-1]]
    return tuple((view(spec, at, None), tuple(view(spec, at, seat) for seat in range(players))) for at in picked)


def _pictures(players: int, options: dict[str, str], language: str) -> Iterator[tuple[str, list[str]]]:
    """(every text drawn, every text alternative) of each moment's public and private pictures in ``language``."""
    renderer = get_renderer("architects")
    names = NAMES[:players]
    for public, seats in _views(players, tuple(sorted(options.items()))):
        with measuring() as images:
            sheets = list(draw(renderer, "public", public, names, names, language))
            for seat_view in seats:
                sheets += draw(renderer, "private", seat_view, names, names, language)
        drawn = [text for image in images for _size, text in image.marks]
        yield drawn, [sheet.description for sheet in sheets]


def _stray(text: str, players: int) -> list[str]:
    """The Latin words and digits of ``text`` that are neither a player's name nor a Black Market space's letter."""
    allowed = {*NAMES[:players], *SPACE_LETTERS}
    return [word for word in LATIN.findall(text) if word not in allowed]


@pytest.mark.parametrize(("players", "options"), SETTINGS, ids=["2p-variable-artisans", "5p-standard", "5p-variable"])
def test_the_persian_pictures_draw_and_write_only_persian_words_and_digits(players, options):
    drawn_stray: set[str] = set()
    written_stray: set[str] = set()
    cut: set[str] = set()
    persian = 0
    for drawn, descriptions in _pictures(players, options, "fa"):
        assert drawn and all(descriptions)
        for text in drawn:
            drawn_stray.update(f"{word} in {text!r}" for word in _stray(text, players))
            if ELLIPSIS in text:
                cut.add(text)
            persian += bool(re.search("[\u0600-\u06ff]", text))
        for description in descriptions:
            written_stray.update(_stray(description, players))
    assert not drawn_stray, f"Latin words or digits drawn in a Persian picture: {sorted(drawn_stray)[:12]}"
    assert not written_stray, f"Latin words or digits in a Persian text alternative: {sorted(written_stray)[:12]}"
    assert not cut, f"Persian words cut short to fit: {sorted(cut)[:8]}"
    assert persian > 100


def test_the_same_moments_in_english_draw_english_words():
    """The check above can fail: in English the pictures draw Latin words and digits that are not names."""
    players, options = SETTINGS[0]
    stray = {word for drawn, _ in _pictures(players, options, "en") for text in drawn for word in _stray(text, players)}
    assert {"Quarry", "Silver", "VP", "Guildhall"} <= stray and any(word.isdigit() for word in stray)


# Read from the right ------------------------------------------------------------------------------------


def test_a_mirrored_canvas_draws_shapes_where_a_flipped_image_has_them():
    from PIL import Image, ImageChops

    from renderers.kit.canvas import Canvas
    from renderers.kit.mirror import Mirrored
    from renderers.kit.shapes import Shape

    def drawn(paint, mirrored: bool) -> Image.Image:
        canvas = Canvas(200, 80, (255, 255, 255))
        paint(Mirrored(canvas) if mirrored else canvas)
        return canvas.image

    exact = (
        lambda canvas: canvas.box((10, 10, 70, 40), (200, 40, 40), (0, 0, 0), 2, radius=8),
        lambda canvas: canvas.line([(20, 60), (150, 60)], (0, 0, 0), 3),
    )
    for paint in exact:
        flipped = drawn(paint, False).transpose(Image.Transpose.FLIP_LEFT_RIGHT)
        assert ImageChops.difference(flipped, drawn(paint, True)).getbbox() is None
        assert ImageChops.difference(drawn(paint, False), drawn(paint, True)).getbbox() is not None
    # A dashed slot: the same rectangle as flipped (its dashes start from its own first corner).
    slot = lambda canvas: canvas.dashed_box((100, 5, 180, 50), (0, 0, 0), 3, 6)  # noqa: E731
    flipped = drawn(slot, False).transpose(Image.Transpose.FLIP_LEFT_RIGHT).convert("L")
    assert ImageChops.invert(flipped).getbbox() == ImageChops.invert(drawn(slot, True).convert("L")).getbbox()
    # A polygon (a seat's shape): the same outline as flipped, its anti-aliased edge within a shade or so.
    triangle = lambda canvas: canvas.shape(Shape.TRIANGLE, (60, 30), 15, (40, 40, 200))  # noqa: E731
    flipped = drawn(triangle, False).transpose(Image.Transpose.FLIP_LEFT_RIGHT).convert("L")
    mirrored = drawn(triangle, True).convert("L")
    edges = zip(ImageChops.invert(flipped).getbbox(), ImageChops.invert(mirrored).getbbox(), strict=True)
    assert all(abs(first - second) <= 1 for first, second in edges)
    assert max(ImageChops.difference(flipped, mirrored).histogram()[128:]) == 0  # no pixel off by half the ink


def test_text_on_a_mirrored_canvas_starts_at_the_right_and_is_not_flipped():
    from PIL import ImageChops

    from renderers.kit.canvas import Canvas
    from renderers.kit.language import speaking
    from renderers.kit.mirror import facing

    with speaking("fa"):
        page = Canvas(300, 40, (255, 255, 255))
        drawn = facing(page).text((10, 20), "Ana", 20, (0, 0, 0), "lm")
        reference = Canvas(300, 40, (255, 255, 255))
        reference.text((290, 20), "Ana", 20, (0, 0, 0), "rm")
    assert drawn > 0 and ImageChops.difference(page.image, reference.image).getbbox() is None
    assert page.marks == [(20, "Ana")]
    with speaking("en"):
        english = Canvas(10, 10, (255, 255, 255))
        assert facing(english) is english


def test_the_persian_main_board_reads_from_the_right():
    import io

    from PIL import Image, ImageChops

    players, options = SETTINGS[1]
    public, _seats = _views(players, tuple(sorted(options.items())))[5]
    renderer = get_renderer("architects")

    def headline(language: str) -> tuple[int, int]:
        png = draw(renderer, "public", public, NAMES[:players], NAMES[:players], language)[0].png
        band = Image.open(io.BytesIO(png)).convert("L").crop((0, 0, 560, 40))
        left, _top, right, _bottom = ImageChops.invert(band).point(lambda v: 255 if v > 60 else 0).getbbox()
        return left, right

    english, persian = headline("en"), headline("fa")
    assert english[0] <= 16 and english[1] < 500
    assert persian[1] >= 544 and persian[0] > 60
