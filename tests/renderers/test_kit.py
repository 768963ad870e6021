"""The drawing kit: fonts and glyph fallback, text fitting, shapes, dice, hex grids, PNG encoding."""

import io
import math

import pytest
from PIL import Image, ImageChops

from renderers.kit import (
    PIP_LAYOUT,
    SEAT_STYLES,
    Canvas,
    CardArt,
    HexLayout,
    Shape,
    contrast,
    distance,
    draw_badge,
    draw_card,
    draw_die,
    draw_hex,
    draw_tag,
    draw_track,
    encode_png,
    fit_layout,
    fit_size,
    fitted,
    has_glyph,
    ink_on,
    layer,
    neighbours,
    printable,
    seat_style,
    shape_points,
    text_width,
    truncate,
    wrap,
)
from renderers.kit import palette as colours
from renderers.kit.canvas import measuring


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("Ana", "Ana"),
        ("José Müller", "José Müller"),
        ("Zoë 🐉 Ødegaard", "Zoë \ufffd Ødegaard"),
        ("李小龙 (Bruce)", "李小龙 (Bruce)"),
        ("🎲🎲🎲", "\ufffd"),
        ("two\nlines\tand  spaces", "two lines and spaces"),
        ("zero\u200bwidth", "zerowidth"),
        ("A → B × 2 – ok", "A → B × 2 – ok"),
        ("\u202eevil\u202c", "evil"),
        ("Jose\u0301", "José"),
        ("👍🏽 ok\ufe0f", "\ufffd ok"),
    ],
    ids=[
        "ascii", "accents", "emoji-and-stroke", "cjk", "emoji-only", "whitespace", "zero-width", "signs",
        "bidi-override", "combining-accent", "skin-tone-and-selector",
    ],
)  # fmt: skip
def test_printable_keeps_what_the_fonts_draw_and_one_stand_in_for_the_rest(raw, shown):
    assert printable(raw) == shown


def test_every_printable_ascii_character_has_a_glyph():
    assert all(has_glyph(chr(code)) for code in range(0x20, 0x7F))
    assert not has_glyph("\U0001f3b2")
    assert has_glyph("\u674e") and has_glyph("\u0639") and has_glyph("\u03a3")


def test_truncate_fits_the_width_and_marks_the_cut():
    name = "Maximilian Alexander von Hohenzollern-Sigmaringen"
    cut = truncate(name, 30, 200)
    assert cut.endswith("\u2026")
    assert text_width(cut, 30) <= 200
    assert truncate("Ana", 30, 200) == "Ana"
    assert truncate(name, 30, 1) == "\u2026"


def test_wrap_stays_within_lines_and_width():
    text = "Bids are in gold: the value of the Gold cards paid, never the number of cards."
    lines = wrap(text, 26, 300, 2)
    assert len(lines) == 2
    assert all(text_width(line, 26) <= 300 for line in lines)
    assert lines[-1].endswith("\u2026")
    assert wrap("short", 26, 300, 3) == ["short"]
    assert wrap("one two three four five six seven eight nine ten", 26, 100, 1)[0].endswith("\u2026")
    assert wrap("", 26, 300, 2) == []


def test_fit_size_shrinks_until_the_text_fits():
    size = fit_size("Forbidden Tomes", 40, 12, 150)
    assert 12 <= size < 40
    assert text_width("Forbidden Tomes", size) <= 150
    assert fit_size("x", 40, 12, 150) == 40


@pytest.mark.parametrize("value", range(1, 7))
def test_die_faces_have_as_many_pips_as_their_value(value):
    pips = PIP_LAYOUT[value]
    assert len(pips) == value
    assert len(set(pips)) == value
    assert all(0 < x < 1 and 0 < y < 1 for x, y in pips)


def _changed_pixels(canvas: Canvas, background: tuple[int, int, int]) -> int:
    plain = Image.new("RGB", canvas.image.size, background)
    difference = ImageChops.difference(canvas.image, plain).convert("L")
    return canvas.image.width * canvas.image.height - difference.histogram()[0]


def test_dice_draw_pips_and_numerals():
    canvas = Canvas(400, 140, colours.PAPER)
    draw_die(canvas, (10, 10, 130, 130), 5)
    draw_die(canvas, (140, 10, 260, 130), 9)  # not a die face: drawn as a numeral
    draw_die(canvas, (270, 10, 390, 130), 3, numeral=True)
    assert _changed_pixels(canvas, colours.PAPER) > 10_000


def test_seat_styles_differ_in_colour_shape_and_mark():
    assert len({style.colour for style in SEAT_STYLES}) == len(SEAT_STYLES)
    assert len({style.shape for style in SEAT_STYLES}) == len(SEAT_STYLES)
    assert [style.mark for style in SEAT_STYLES] == [str(n) for n in range(1, len(SEAT_STYLES) + 1)]
    assert seat_style(7).mark == "8"


@pytest.mark.parametrize("style", SEAT_STYLES, ids=lambda style: style.mark)
def test_marks_are_readable_on_their_seat_colour(style):
    assert contrast(ink_on(style.colour), style.colour) >= 4.0


@pytest.mark.parametrize("shape", list(Shape))
def test_shapes_stay_inside_their_square(shape):
    points = shape_points(shape, (100, 100), 40)
    assert len(points) >= 3
    assert all(59.99 <= x <= 140.01 and 59.99 <= y <= 140.01 for x, y in points)


@pytest.mark.parametrize("pointy", [True, False], ids=["pointy", "flat"])
def test_hex_neighbours_are_one_step_apart(pointy):
    layout = HexLayout(30.0, (200.0, 200.0), pointy)
    centre = layout.centre((0, 0))
    for cell in neighbours((0, 0)):
        x, y = layout.centre(cell)
        assert math.dist(centre, (x, y)) == pytest.approx(30 * math.sqrt(3))
        assert distance((0, 0), cell) == 1
    assert distance((0, 0), (2, -1)) == 2
    assert distance((-2, 3), (1, -1)) == 4


def test_fit_layout_keeps_every_cell_inside_the_box():
    cells = [(q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2]
    box = (50.0, 80.0, 650.0, 480.0)
    layout = fit_layout(cells, box)
    left, top, right, bottom = layout.bounds(cells)
    assert left >= box[0] - 1e-6 and top >= box[1] - 1e-6
    assert right <= box[2] + 1e-6 and bottom <= box[3] + 1e-6
    assert max(right - left - (box[2] - box[0]), bottom - top - (box[3] - box[1])) == pytest.approx(0, abs=1e-6)
    canvas = Canvas(700, 560, colours.PAPER)
    for cell in cells:
        draw_hex(canvas, layout, cell, colours.SKY_BLUE, label=str(distance((0, 0), cell)))
    assert _changed_pixels(canvas, colours.PAPER) > 50_000


def test_fitted_canvas_is_as_tall_as_the_layout():
    calls = []

    def paint(canvas: Canvas) -> float:
        calls.append(canvas.sketch)
        y = 20 + canvas.paragraph((20, 20), "word " * 60, 30, colours.INK, 400, 5)
        canvas.box((20, y, 200, y + 50), colours.BLUE, radius=10)
        return y + 70

    canvas = fitted(600, colours.PAPER, paint)
    assert calls == [True, False]
    assert canvas.image.size == (600, math.ceil(20 + 5 * 30 * 1.25 + 70))
    assert canvas.image.getpixel((100, canvas.height - 45)) == colours.BLUE


def test_a_sketch_measures_text_but_draws_nothing():
    sketch = Canvas(300, 1, colours.PAPER, sketch=True)
    assert sketch.text((0, 0), "Ana", 30, colours.INK) == text_width("Ana", 30)
    sketch.box((0, 0, 300, 300), colours.INK)
    sketch.text_centred((0, 0, 300, 40), "centred", 30, colours.INK)
    assert sketch.image.getpixel((0, 0)) == colours.PAPER


def test_centred_text_shrinks_to_fit_its_box():
    canvas = Canvas(300, 60, colours.WHITE)
    canvas.text_centred((0, 0, 300, 60), "Forbidden Tomes and Manuscripts", 40, colours.INK)
    columns = [x for x in range(300) if any(canvas.image.getpixel((x, y)) != colours.WHITE for y in range(60))]
    assert columns and columns[0] >= 0 and columns[-1] < 300
    assert abs((columns[0] + columns[-1]) / 2 - 150) < 6


def test_outline_only_box_leaves_the_inside_alone():
    canvas = Canvas(200, 200, colours.PAPER)
    canvas.box((20, 20, 180, 180), None, colours.INK, 6, radius=30)
    assert canvas.image.getpixel((100, 100)) == colours.PAPER
    assert canvas.image.getpixel((100, 22)) == colours.INK
    corner = canvas.image.getpixel((22, 22))
    assert corner == colours.PAPER  # outside the rounded corner


def test_rounded_corners_are_smoothed():
    canvas = Canvas(200, 200, colours.WHITE)
    canvas.box((20, 20, 180, 180), colours.INK, radius=40)
    greys = {canvas.image.getpixel((x, y)) for x in range(20, 60) for y in range(20, 60)}
    assert len(greys) > 5  # anti-aliased edge shades, not just black and white


def test_pieces_draw_without_error():
    canvas = Canvas(1200, 400, colours.PAPER)
    draw_card(canvas, (20, 20, 170, 230), CardArt(colours.BLUE, "4", "H", (Shape.DROP,), "Pigments"))
    draw_card(canvas, (190, 20, 340, 230), CardArt(colours.MUTED, face_down=True), highlight=colours.INK)
    draw_card(canvas, (360, 20, 420, 104), CardArt(colours.ORANGE, "1", "A", (Shape.SQUARE, Shape.SQUARE)))
    draw_badge(canvas, (480, 60), 30, seat_style(2))
    draw_tag(canvas, (530, 60), "TO ACT", 22, colours.INK)
    draw_track(canvas, (20, 260, 1180, 380), 0, 20, {3: [seat_style(0), seat_style(1)], 20: [seat_style(3)]})
    assert _changed_pixels(canvas, colours.PAPER) > 100_000


def test_png_encoding_is_deterministic_and_carries_no_metadata():
    def draw() -> bytes:
        canvas = Canvas(600, 300, colours.PAPER)
        canvas.text((20, 20), "Same view, same bytes", 40, colours.INK, bold=True)
        draw_badge(canvas, (500, 150), 50, seat_style(1))
        return canvas.png()

    first, second = draw(), draw()
    assert first == second
    for chunk in (b"tIME", b"tEXt", b"iTXt", b"zTXt", b"eXIf"):
        assert chunk not in first
    image = Image.open(io.BytesIO(first))
    assert image.format == "PNG" and image.size == (600, 300)


def test_encode_png_accepts_any_mode():
    image = Image.new("RGBA", (40, 30), (10, 20, 30, 255))
    decoded = Image.open(io.BytesIO(encode_png(image))).convert("RGB")
    assert decoded.getpixel((5, 5)) == (10, 20, 30)


def test_measuring_notes_every_text_of_each_finished_image_layers_included():
    frame = layer(200, 40, colours.PAPER, lambda c: c.text((4, 4), "Frame", 18, colours.INK))

    def paint(canvas: Canvas) -> None:
        canvas.layer(frame, (0, 0))
        canvas.text((10, 60), "Score 12", 24, colours.INK)
        canvas.stamp(Image.new("L", (16, 16), 255), (10, 90), colours.INK, "icon")

    plain = Canvas(200, 120, colours.PAPER)
    paint(plain)
    with measuring() as found:
        watched = Canvas(200, 120, colours.PAPER)
        paint(watched)
        png = watched.png()
        Canvas(10, 10, colours.PAPER, sketch=True).text((0, 0), "sketch", 8, colours.INK)  # never finished
    assert png == plain.png(), "measuring changes no pixel"
    (image,) = found
    assert (image.width, image.height) == (200, 120)
    assert sorted(image.marks) == [(16, "icon"), (18, "Frame"), (24, "Score 12")]
    assert image.smallest() == (16, "icon")
    with measuring() as later:
        plain.png()
    assert len(later) == 1 and len(found) == 1, "each collector sees the images finished while it is open"


def test_picked_colours_give_each_seat_its_look_and_the_others_those_left():
    """Issue 26: seat colours picked in the lobby; unpicked seats take the looks left, in palette order."""
    from renderers.kit.palette import SEAT_COLOUR_CHOICES, assign_looks, seat_looks

    keys = [colour.key for colour in SEAT_COLOUR_CHOICES]
    assert assign_looks([None, "amber", None, "cyan"], keys) == (1, 2, 3, 0)
    assert assign_looks([None, None], keys) == (0, 1)  # nobody picked: the seats' own looks
    assert assign_looks(["mauve", None], keys) == (0, 1)  # an unknown key counts as no pick
    with seat_looks((4, 0)):
        assert seat_style(0) == colours.SeatStyle(SEAT_COLOUR_CHOICES[4].rgb, "1", SEAT_STYLES[4].shape)
        assert seat_style(1).colour == SEAT_COLOUR_CHOICES[0].rgb and seat_style(1).mark == "2"
    assert seat_style(0) == SEAT_STYLES[0]  # outside the block: look = seat
