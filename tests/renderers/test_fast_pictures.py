"""Fast pictures: fixed palettes per game, static layers drawn once, one drawing pass per image."""

import io

import pytest
from PIL import Image

from renderers import get_renderer, renderer_keys
from renderers.architects.look import PALETTE as ARCHITECTS_PALETTE
from renderers.biblios import board as biblios_board
from renderers.biblios import hand as biblios_hand
from renderers.biblios.look import PALETTE as BIBLIOS_PALETTE
from renderers.burgundy import estate as burgundy_estate
from renderers.burgundy import pieces as burgundy_pieces
from renderers.burgundy.look import PALETTE as BURGUNDY_PALETTE
from renderers.dreams import panels as dreams_panels
from renderers.dreams.look import PALETTE as DREAMS_PALETTE
from renderers.kit import Canvas, drawn
from renderers.kit import palette as colours
from renderers.kit.png import FixedPalette, encode_png, ramps
from renderers.mangrovia import board as mangrovia_board
from renderers.mangrovia.look import PALETTE as MANGROVIA_PALETTE
from testkit.render_samples import every_game

PALETTES = {
    "architects": ARCHITECTS_PALETTE,
    "biblios": BIBLIOS_PALETTE,
    "burgundy": BURGUNDY_PALETTE,
    "dreams": DREAMS_PALETTE,
    "mangrovia": MANGROVIA_PALETTE,
}


def _mapped(palette: FixedPalette, samples: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    strip = Image.new("RGB", (len(samples), 1))
    strip.putdata(samples)
    decoded = Image.open(io.BytesIO(encode_png(strip, palette))).convert("RGB")
    return [decoded.getpixel((x, 0)) for x in range(len(samples))]


def test_every_game_has_a_palette():
    assert set(PALETTES) == set(renderer_keys())


@pytest.mark.parametrize("game", sorted(PALETTES))
def test_a_game_palette_keeps_its_solid_colours(game):
    """At most 256 colours; every solid colour comes back as itself or, if two nearly coincide, within 8."""
    palette = PALETTES[game]
    assert len(palette.colours) <= 256
    solids = list(dict.fromkeys(palette.solids))
    for solid, back in zip(solids, _mapped(palette, solids), strict=True):
        assert max(abs(a - b) for a, b in zip(solid, back, strict=True)) <= 8, f"{solid} became {back}"
    assert sum(back == solid for solid, back in zip(solids, _mapped(palette, solids), strict=True)) >= len(solids) - 3


def test_ramps_give_the_edge_shades_between_two_colours():
    palette = FixedPalette("test", (colours.INK, colours.PAPER), text=ramps([colours.INK], [colours.PAPER]))
    assert len(palette.colours) == 2 + 6
    half = tuple((a + b) // 2 for a, b in zip(colours.INK, colours.PAPER, strict=True))
    (back,) = _mapped(palette, [half])
    assert max(abs(a - b) for a, b in zip(half, back, strict=True)) <= 20


def test_encoding_with_a_palette_is_paletted_and_deterministic():
    canvas = Canvas(300, 120, colours.PAPER)
    canvas.text((10, 10), "Same bytes", 40, colours.INK, bold=True)
    first, second = canvas.png(BIBLIOS_PALETTE), canvas.png(BIBLIOS_PALETTE)
    assert first == second
    image = Image.open(io.BytesIO(first))
    assert image.mode == "P" and len(image.getpalette() or []) // 3 == len(BIBLIOS_PALETTE.colours)


def test_drawn_checks_the_predicted_height():
    assert drawn(100, 50, colours.PAPER, lambda canvas: 50).height == 50
    with pytest.raises(AssertionError, match="height function"):
        drawn(100, 50, colours.PAPER, lambda canvas: 60)


def _clear_static_layers() -> None:
    biblios_board._scriptorium_tiles.cache_clear()
    biblios_hand._row_frame.cache_clear()
    burgundy_estate._empty_board.cache_clear()
    burgundy_pieces.legend_layer.cache_clear()
    dreams_panels.star_legend.cache_clear()
    dreams_panels.god_track_scale.cache_clear()
    mangrovia_board.map_layer.cache_clear()


@pytest.mark.parametrize("game", sorted(PALETTES))
def test_static_layers_change_no_byte_whether_drawn_now_or_kept(game):
    """Every image drawn with its static layers already kept equals the image drawn with them freshly drawn."""
    renderer = get_renderer(game)
    for moment in every_game((game,), count=3):
        kept = [renderer.render_public(moment.public, moment.names)]
        kept += [renderer.render_private(seat, moment.names) for seat in moment.seats[:2]]
        _clear_static_layers()
        fresh = [renderer.render_public(moment.public, moment.names)]
        fresh += [renderer.render_private(seat, moment.names) for seat in moment.seats[:2]]
        assert fresh == kept


def test_static_layers_are_drawn_once_per_process():
    moment = next(every_game(("burgundy",), count=2))
    renderer = get_renderer("burgundy")
    renderer.render_public(moment.public, moment.names)
    drawn_before = burgundy_pieces.legend_layer.cache_info().misses
    renderer.render_public(moment.public, moment.names)
    renderer.render_private(moment.seats[0], moment.names)
    assert burgundy_pieces.legend_layer.cache_info().misses <= drawn_before + 1  # at most the other legend
