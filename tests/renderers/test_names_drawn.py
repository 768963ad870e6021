"""Every name drawn as typed (issue 10): real glyphs in every script the kit has a face for, one stand-in for the rest.

The name text reaching the kit's draw call is checked to be the name itself (never
"Player n", never an ASCII-folded or stripped copy), and each of its characters is drawn
with a face that has a glyph for it (a mask unlike the face's missing-glyph box).
"""

import subprocess
import sys
from functools import cache
from importlib.metadata import distribution
from pathlib import Path

import pytest
from PIL import ImageFont

from bot.names import plain, shown
from renderers import draw, get_renderer
from renderers.kit import Canvas, canvas, fonts, printable, text_width, truncate
from renderers.kit import palette as colours
from testkit.biblios_views import auction_view, four_player_over_view, seat_view
from testkit.render_samples import Moment, moments

NAMES = ("José Ñúñez", "Αλέξανδρος", "Дмитрий", "مریم", "王小明", "さくら", "김민수")
SEATS = {"architects": 5, "biblios": 4, "dreams": 6, "burgundy": 4, "mangrovia": 5}
VIEWER = 1


@cache
def _start_and_final(game: str) -> tuple[Moment, Moment]:
    """A view of the game in play and one of its final scores."""
    if game == "biblios":  # hand-built views: quicker than playing a game through
        return tuple(
            Moment(game, 4, view, tuple(seat_view(view, seat) for seat in range(4)))
            for view in (auction_view(4), four_player_over_view())
        )
    start, final = moments(game, SEATS[game], seed=3, count=2)
    return start, final


@pytest.fixture
def drawn_texts(monkeypatch):
    """Every text the kit draws (after printable and truncation) while the test runs."""
    texts: list[str] = []
    original = canvas._text_mask

    def recording(text, *rest):
        texts.append(text)
        return original(text, *rest)

    monkeypatch.setattr(canvas, "_text_mask", recording)
    return texts


def _name_sets(players: int) -> list[tuple[str, ...]]:
    """Seat names so that every one of NAMES sits at a table, and at the viewer's seat, at least once."""
    rotations = [NAMES[start:] + NAMES[:start] for start in range(0, len(NAMES), players)]
    sets = [rotation[:players] for rotation in rotations]
    for name in NAMES:
        if not any(names[VIEWER] == name for names in sets):
            sets.append(tuple(name if seat == VIEWER else NAMES[seat - 2] for seat in range(players)))
    return sets


@pytest.mark.parametrize("game", sorted(SEATS))
def test_every_image_kind_draws_every_name_as_typed(game, drawn_texts):
    renderer = get_renderer(game)
    start, final = _start_and_final(game)
    for names in _name_sets(SEATS[game]):
        for moment in (start, final):  # the board in play, then the final scores
            drawn_texts.clear()
            draw(renderer, "public", moment.public, names, names)  # every image of the picture
            public = list(drawn_texts)
            drawn_texts.clear()
            draw(renderer, "private", moment.seats[VIEWER], names, names)
            private = list(drawn_texts)
            for name in names:
                assert name in public, f"{game}: {name!r} is not drawn whole on the public image"
            assert names[VIEWER] in private, f"{game}: the private image does not draw {names[VIEWER]!r}"
            assert not any("Player " in text or fonts.STAND_IN in text for text in public + private)


@pytest.mark.parametrize("name", NAMES)
def test_each_character_of_a_name_has_a_real_glyph(name):
    assert printable(name) == name
    runs = fonts.runs(name, basic=False)
    assert "".join(run.text for run in runs) == name  # in typing order: raqm orders right-to-left runs itself
    for run in runs:
        face = fonts.face(run.face, 40)
        missing = face.getmask("\ue000")  # no face has private-use characters: the .notdef box
        for char in run.text.replace(" ", ""):
            mask = face.getmask(char)
            assert mask.getbbox() is not None, f"{char!r} draws nothing"
            assert (mask.size, bytes(mask)) != (missing.size, bytes(missing)), f"{char!r} draws the missing-glyph box"


def test_scripts_go_to_their_faces_and_the_big_one_opens_only_when_needed(monkeypatch):
    assert [run.face for run in fonts.runs("José Αλέξανδρος Дмитрий", basic=False)] == ["sans"]
    assert [run.face for run in fonts.runs("مریم", basic=False)] == ["arabic"]
    assert {run.face for run in fonts.runs("王小明 さくら 김민수", basic=False)} == {"cjk"}
    opened: list[str] = []
    real = ImageFont.truetype
    monkeypatch.setattr(
        ImageFont, "truetype", lambda path, *rest, **named: opened.append(str(path)) or real(path, *rest, **named)
    )
    fonts.face.cache_clear()
    text_width("José Ñúñez مریم", 37)
    assert opened and not any("CJK" in path for path in opened)
    text_width("王小明", 37)
    assert any("CJK" in path for path in opened)


def test_arabic_reads_right_to_left_and_mixed_names_keep_their_parts_in_order():
    (persian,) = fonts.runs("مریم", basic=False)
    assert persian.rtl and persian.face == "arabic"
    assert [(run.text, run.rtl) for run in fonts.runs("Ali علی", basic=False)] == [("Ali ", False), ("علی", True)]
    # A name that starts in Arabic script is laid out right to left: its Latin part is drawn first (left).
    assert [(run.text, run.rtl) for run in fonts.runs("علی Ali", basic=False)] == [("Ali", False), ("علی ", True)]
    # The end of a left-to-right line stays on the right of an Arabic word before it.
    assert [run.text for run in fonts.runs("by مریم.", basic=False)] == ["by ", "مریم", "."]


def test_without_raqm_arabic_is_joined_from_presentation_forms_and_reversed():
    (run,) = fonts.runs("مریم", basic=True)
    # meem (initial), reh (final), farsi yeh (initial), meem (final); drawn right to left.
    assert run.text == "\ufee2\ufbfe\ufeae\ufee3"
    assert fonts.shape_basic("لا") == "\ufefb"  # the lam-alef ligature
    assert fonts.shape_basic("مریم 12") == "12 " + run.text  # digits keep their order
    face = fonts.face("arabic", 40, basic=True)
    missing = face.getmask("\ue000")
    assert all(bytes(face.getmask(char)) != bytes(missing) for char in run.text)


def test_measuring_matches_drawing_in_every_script():
    for name in (*NAMES, "Ali علی 王"):
        width = text_width(name, 30)
        mask, _, _ = canvas._text_mask(name, 30, 0, "la")
        assert abs(mask.width - width) <= 6, name
        cut = truncate(name * 3, 30, width * 1.5)
        assert cut.endswith(fonts.ELLIPSIS) and text_width(cut, 30) <= width * 1.5


@pytest.mark.parametrize(
    ("raw", "drawn"),
    [
        ("🙂🙂", "\ufffd"),
        ("Zoë 🌙", "Zoë \ufffd"),
        ("👨\u200d👩\u200d👧 fam", "\ufffd fam"),
        ("שלום Ana", "\ufffd Ana"),
    ],
    ids=["emoji-only", "emoji-after-name", "emoji-sequence", "no-face-script"],
)
def test_an_undrawable_name_shows_the_same_stand_in_in_text_and_image(raw, drawn, drawn_texts):
    assert printable(raw) == drawn
    assert plain(raw) == drawn and shown(raw) == drawn
    spec_names = (raw, "Ben", "Cy", "Dan")
    get_renderer("biblios").render_public(auction_view(4), spec_names)
    assert drawn in drawn_texts
    board = Canvas(200, 60, colours.PAPER)
    assert board.text((10, 10), raw, 30, colours.INK) > 0
    face = fonts.font(30)
    assert bytes(face.getmask(fonts.STAND_IN)) != bytes(face.getmask("\ue000"))  # a real glyph, not the box


WITHOUT_RAQM = """
from renderers.kit import canvas, measure

measure.RAQM = False  # as on a machine whose Pillow has no raqm (no libfribidi): basic layout
from renderers import draw, get_renderer
from testkit.biblios_views import auction_view

drawn = []
original = canvas._text_mask
canvas._text_mask = lambda text, *rest: drawn.append(text) or original(text, *rest)
png = get_renderer("biblios").render_public(auction_view(4), ("مریم", "王小明", "Ali علی", "José"))
assert png.startswith(b"\\x89PNG") and {"مریم", "王小明", "Ali علی", "José"} <= set(drawn), drawn
assert [run.text for run in canvas._runs("Ali مریم")] == ["Ali ", "\\ufee2\\ufbfe\\ufeae\\ufee3"]
assert canvas._face(canvas._runs("مریم")[0], 20).layout_engine == 0
print("drawn")
"""


def test_without_raqm_images_still_draw_arabic_joined_and_right_to_left():
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_RAQM], cwd=root, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0 and done.stdout.strip() == "drawn", done.stderr


def test_the_notices_name_every_font_and_carry_its_licence_word_for_word():
    notices = (Path(__file__).resolve().parents[2] / "THIRD_PARTY_NOTICES.md").read_text(encoding="utf-8")
    licence = (fonts.font_path("sans").parents[1] / "LICENSE").read_text(encoding="utf-8").strip()
    assert licence in notices
    arabic = (fonts.font_path("arabic").parents[1] / "LICENSE").read_text(encoding="utf-8")
    assert arabic.splitlines()[0].removeprefix("Copyright ") in notices
    for package, version in (
        ("fontpkg-noto-sans", "2.15"),
        ("fontpkg-noto-sans-arabic", "2.12"),
        ("cvttf-notosanscjk-regular", "1.0"),
    ):
        installed = distribution(package).version  # "2.012" is 2.12: versions compare by number
        assert [int(part) for part in installed.split(".")] == [int(part) for part in version.split(".")]
        assert f"`{package}` {version}" in notices
    for name in fonts.FACES:
        assert fonts.font_path(name).name in notices
