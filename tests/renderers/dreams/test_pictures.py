"""The 72 dream pictures and 8 reserves, drawn from Lucide by name (rules/dreams.md §6.2)."""

import json
import subprocess
import sys
from hashlib import sha256
from importlib.metadata import distribution
from pathlib import Path

import pytest

from engine.dreams.cards import DECK, DECK_SIZE, RESERVES
from engine.dreams.views import DreamFace
from renderers.dreams.cards import draw_dream_card
from renderers.dreams.look import PARCHMENT, PICTURE_INK
from renderers.dreams.pictures import PictureError, code_point, code_points, lucide_folder, lucide_version, picture_mask
from renderers.kit import Canvas

ALL_CARDS = DECK + RESERVES
SIDE = 96


def test_the_deck_has_72_pictures_and_8_reserves_with_unique_glyph_names():
    assert len(DECK) == DECK_SIZE == 72
    assert len(RESERVES) == 8
    assert len({card.glyph for card in ALL_CARDS}) == 80
    assert len({card.name for card in ALL_CARDS}) == 80


def test_the_pinned_lucide_release_is_the_one_the_notices_name():
    assert lucide_version() == "0.544.0"
    assert (lucide_folder() / "LICENSE.txt").read_text(encoding="utf-8").startswith("ISC License")


@pytest.fixture(scope="module")
def entries() -> dict:
    return json.loads((lucide_folder() / "info.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("card", ALL_CARDS, ids=[card.id for card in ALL_CARDS])
def test_every_picture_resolves_by_name_in_info_json(card, entries):
    assert card.glyph in entries
    assert code_point(card.glyph) == int(entries[card.glyph]["encodedCode"].lstrip("\\"), 16)
    assert 0xE000 <= code_point(card.glyph) <= 0xF8FF  # the font's private-use area


def test_every_picture_renders_a_substantial_non_empty_glyph():
    for card in ALL_CARDS:
        mask = picture_mask(card.glyph, SIDE)
        assert mask.getbbox() is not None, f"{card.id} {card.glyph} draws nothing"
        inked = sum(mask.histogram()[129:])
        assert inked > SIDE * SIDE * 0.04, f"{card.id} {card.glyph} is too faint: {inked} pixels"


def test_no_two_pictures_are_the_same_bitmap():
    digests = {}
    for card in ALL_CARDS:
        digest = sha256(picture_mask(card.glyph, SIDE).tobytes()).hexdigest()
        assert digest not in digests, f"{card.id} looks exactly like {digests[digest]}"
        digests[digest] = card.id


def test_pictures_fill_about_eighty_percent_of_the_card_and_stay_centred():
    widths, heights = [], []
    for card in ALL_CARDS:
        left, top, right, bottom = picture_mask(card.glyph, 200).getbbox()
        assert left >= 10 and top >= 10 and right <= 190 and bottom <= 190, card.id
        widths.append(right - left)
        heights.append(bottom - top)
    largest = sorted(max(w, h) for w, h in zip(widths, heights, strict=True))
    assert 150 <= largest[len(largest) // 2] <= 170  # the typical picture spans ~80 % of the square


def test_a_glyph_name_the_font_lacks_is_refused_by_name():
    with pytest.raises(PictureError, match="no glyph called 'no-such-dream'"):
        code_point("no-such-dream")
    assert "no-such-dream" not in code_points()


def test_a_card_is_parchment_with_the_dark_picture_on_it():
    canvas = Canvas(300, 340, (255, 255, 255))
    square = draw_dream_card(canvas, (30, 30), 240, DreamFace(2, "D37", "Anchor", "anchor"))
    assert square == (30, 30, 270, 270)
    inside = canvas.image.crop(square)
    colours = {colour for _, colour in inside.getcolors(maxcolors=1_000_000)}
    assert PARCHMENT in colours and PICTURE_INK in colours


def test_the_icon_package_is_never_imported():
    """iconipy's __init__ imports Pillow's Tk bindings: the files are found through the import spec only."""
    script = (
        "import sys\n"
        "from renderers.dreams.pictures import picture_mask\n"
        "picture_mask('bird', 64)\n"
        "assert 'iconipy' not in sys.modules, sorted(m for m in sys.modules if m.startswith('iconipy'))\n"
    )
    subprocess.run([sys.executable, "-c", script], check=True, cwd=Path(__file__).resolve().parents[3])


def test_the_notices_carry_both_licences_word_for_word():
    """Lucide's ISC notice and iconipy's MIT notice must travel with the pictures (§6.2 obligations)."""
    root = Path(__file__).resolve().parents[3]
    notices = (root / "THIRD_PARTY_NOTICES.md").read_text(encoding="utf-8")
    lucide = (lucide_folder() / "LICENSE.txt").read_text(encoding="utf-8").strip()
    assert lucide in notices
    iconipy = distribution("iconipy")
    assert iconipy.version == "0.5.1"
    iconipy_licence = iconipy.read_text("licenses/LICENSE") or iconipy.read_text("LICENSE")
    assert iconipy_licence and iconipy_licence.strip() in notices
    assert f"release {lucide_version()}" in notices
