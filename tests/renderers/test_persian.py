"""Pictures in Persian (issue 25): shaped and laid out right to left, every word and number said in Persian.

The label test compares the kit's drawing of a Persian word with a stored PNG
(``expected/persian-label.png``, drawn by raqm with this project's Noto Sans Arabic) and with
the same letters drawn unshaped, one glyph per character, left to right: it fails without shaping.
"""

import dataclasses
import importlib
import io
import re
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops, features

from renderers import draw, get_renderer
from renderers.kit import canvas, fonts
from renderers.kit.language import rtl_language, speaking
from testkit.render_samples import moments

EXPECTED = Path(__file__).parent / "expected"
LABEL = "نوبت شما"  # "your turn": letters that join (noon-vav, beh-teh), a space, sheen-meem-alef
SIZE = 40

RAQM_ONLY = pytest.mark.skipif(not features.check("raqm"), reason="Persian is shaped by Pillow's raqm layout")


def _label_mask(text: str) -> Image.Image:
    """The kit's coverage mask of ``text`` as drawn in a Persian picture."""
    with speaking("fa"):
        mask, _, _ = canvas._text_mask(text, SIZE, 0, "la", rtl_language())
    return mask


def _unshaped(text: str) -> Image.Image:
    """``text`` drawn one glyph per character, in typing order, left to right: what no shaping looks like."""
    face = fonts.face("arabic", SIZE, basic=True)
    width = round(face.getlength(text)) + 4
    image = Image.new("L", (width, SIZE * 2), 0)
    pen = 2.0
    from PIL import ImageDraw

    draw = ImageDraw.Draw(image)
    for char in text:
        draw.text((pen, SIZE * 1.5), char, font=face, fill=255, anchor="ls")
        pen += face.getlength(char)
    return image.crop(image.getbbox())


def _same(first: Image.Image, second: Image.Image) -> bool:
    return first.size == second.size and ImageChops.difference(first, second).getbbox() is None


@RAQM_ONLY
def test_a_persian_label_is_shaped_as_stored_and_unlike_its_unshaped_letters():
    drawn = _label_mask(LABEL)
    stored = Image.open(EXPECTED / "persian-label.png").convert("L")
    assert _same(drawn, stored), "the Persian label no longer draws as stored (shaping or the font changed)"
    unshaped = _unshaped(LABEL)
    assert not _same(drawn.crop(drawn.getbbox()), unshaped)
    # Joined letters are narrower than isolated ones, and the first letter typed (noon) is drawn at the right.
    assert drawn.getbbox()[2] - drawn.getbbox()[0] < unshaped.width
    noon = _label_mask("ن")
    right = drawn.crop((drawn.width - noon.width - 4, 0, drawn.width, drawn.height))
    left = drawn.crop((0, 0, noon.width + 4, drawn.height))
    assert right.getbbox() is not None and left.getbbox() is not None


@RAQM_ONLY
def test_the_runs_of_a_persian_label_read_right_to_left_with_the_persian_language():
    with speaking("fa"):
        (run,) = canvas._runs(LABEL, rtl_language())
        assert run.rtl and run.text == LABEL  # raqm reorders it: given in typing order
        assert canvas._language(run, rtl_language()) == "fa"


@RAQM_ONLY
def test_a_latin_name_inside_a_persian_line_keeps_its_letter_order():
    with speaking("fa"):
        ordered = canvas._runs("نوبت Ana", rtl_language())
        line = _label_mask("نوبت Ana")
        name = _label_mask("Ana")
        persian = _label_mask("نوبت")
    # Drawn left to right: the name first (the line reads from the right), its letters A, n, a in order.
    assert [(run.text.strip(), run.rtl) for run in ordered if run.text.strip()] == [("Ana", False), ("نوبت", True)]
    assert line.width >= name.width + persian.width
    left = line.crop((0, 0, name.width, line.height))
    left_box, name_box = left.getbbox(), name.getbbox()
    assert left_box is not None and name_box is not None
    assert _same(left.crop(left_box), name.crop(name_box)), "the name at the left of the line is 'Ana' as typed"
    assert not _same(name.crop(name_box), _label_mask("anA").crop(_label_mask("anA").getbbox()))


def test_a_latin_name_first_in_the_sentence_still_reads_in_a_persian_line():
    """ "Ana نوبت" in a Persian picture is a Persian sentence: the name (first typed) is drawn at the right."""
    with speaking("fa"):
        ordered = [run.text.strip() for run in canvas._runs("Ana نوبت", rtl_language()) if run.text.strip()]
    assert ordered == ["نوبت", "Ana"]
    with speaking("en"):
        assert [run.text.strip() for run in canvas._runs("Ana نوبت", rtl_language()) if run.text.strip()] == [
            "Ana",
            "نوبت",
        ]


@RAQM_ONLY
def test_a_paragraph_in_a_persian_picture_is_aligned_to_the_right():
    with speaking("fa"):
        page = canvas.Canvas(400, 60, (255, 255, 255))
        page.paragraph((10, 10), "نوبت شما", 20, (0, 0, 0), 380, 1)
    left, _, right, _ = ImageChops.invert(page.image.convert("L")).getbbox()
    assert right > 380 and left > 200


def test_numbers_and_words_are_said_in_the_pictures_language():
    from i18n import _

    with speaking("fa"):
        assert canvas.in_language(12) == "۱۲" and canvas.in_language("3/5") == "۳/۵"
        assert canvas.in_language("Ana2") == "Ana2"
        assert canvas.in_language(_("Player {number}", number=2)) == "بازیکن ۲"
    with speaking("en"):
        assert canvas.in_language(12) == "12" and canvas.in_language(_("Player {number}", number=2)) == "Player 2"


# Every title, a random game's middle moment, in Persian ------------------------------------------

SEATS = {"architects": 3, "biblios": 3, "burgundy": 3, "dreams": 4, "mangrovia": 3}
NAMES = ("Ana", "Benedikt", "Cara", "Dan")
_LATIN = re.compile(r"[A-Za-z]+")


def _engine_words(value: Any, found: set[str]) -> set[str]:
    """Latin words of the plain strings (not :class:`i18n.Text`) in a view: the engine's words, not yet messages."""
    if type(value) is str:
        found.update(_LATIN.findall(value))
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            _engine_words(getattr(value, field.name), found)
    elif isinstance(value, dict):
        for key, item in value.items():
            _engine_words(key, found)
            _engine_words(item, found)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            _engine_words(item, found)
    return found


def _engine_texts(game: str) -> set[str]:
    """Latin words of the plain strings of ``engine/<game>/text/`` (the engine's names, not yet messages)."""
    found: set[str] = set()
    package = Path(__file__).parents[2] / "engine" / game / "text"
    for path in sorted(package.glob("*.py")) if package.is_dir() else ():
        module = importlib.import_module(f"engine.{game}.text.{path.stem}")
        for value in vars(module).values():
            if isinstance(value, (str, dict, tuple)):
                _engine_words(value, found)
    return found


def _latin_words(description: str, view: Any, names: tuple[str, ...], game: str) -> list[str]:
    """The Latin words of a Persian text alternative that are none of: a player's name, a component's code
    (a card's letter "A", a path "VB", a building "Bk"), the engine's words (its views' and text modules' strings).
    """
    allowed = {word for name in names for word in _LATIN.findall(name)} | _engine_words(view, set())
    allowed |= _engine_texts(game) | _codes(game)
    return [word for word in _LATIN.findall(description) if word not in allowed and not re.fullmatch("[A-Z]", word)]


def _codes(game: str) -> set[str]:
    """The codes a title prints on its pieces, kept in every language: Burgundy's buildings, Mangrovia's paths."""
    if game == "burgundy":
        from renderers.burgundy.look import BUILDING_CODES

        return {code for code, _short in BUILDING_CODES.values()}
    if game == "mangrovia":
        from engine.mangrovia.board import PATHS

        return {path.key for path in PATHS}
    return set()


@pytest.mark.parametrize("game", sorted(SEATS))
def test_every_title_draws_a_mid_game_picture_in_persian(game):
    players = SEATS[game]
    moment = moments(game, players, seed=7, count=3)[1]
    names = NAMES[:players]
    renderer = get_renderer(game)
    pictures = [("public", moment.public), ("private", moment.seats[0]), ("private", moment.seats[-1])]
    stray: list[str] = []
    for kind, view in pictures:
        english = draw(renderer, kind, view, names, names)
        persian = draw(renderer, kind, view, names, names, "fa")
        assert [sheet.name for sheet in persian] == [sheet.name for sheet in english]
        for sheet in persian:
            Image.open(io.BytesIO(sheet.png)).verify()
            assert sheet.description and len(sheet.description) <= 1000
            stray += _latin_words(sheet.description, view, names, game)
    assert not stray, f"English words in a Persian text alternative: {sorted(set(stray))}"


def test_without_raqm_a_persian_picture_says_so_once(monkeypatch, caplog):
    from renderers.kit import language

    monkeypatch.setattr(language, "RAQM", False)
    monkeypatch.setattr(language, "_warned", [])
    with caplog.at_level("WARNING", logger="renderers.kit.language"):
        for _ in range(3):
            with speaking("fa"):
                pass
        with speaking("en"):
            pass
    assert [record.getMessage() for record in caplog.records] == [language.NO_RAQM]
