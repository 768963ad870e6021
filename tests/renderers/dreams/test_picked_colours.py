"""Issue 26: a Dreams seat is drawn and named in the colour its player picked in the lobby, not its slot's."""

import io

from PIL import Image

from engine.core import get_game, new_game
from engine.core.game import view
from renderers import draw, get_renderer, seat_colours
from renderers.kit.palette import assign_looks


def test_the_picked_colours_are_drawn_and_named_and_the_others_take_those_left():
    spec = get_game("dreams")
    state = new_game(spec, 3, 5, spec.resolve_options(None))
    names = ["Ana", "Ben", "Cy"]
    keys = [colour.key for colour in seat_colours("dreams")]
    looks = assign_looks(["red", None, "olive"], keys)
    assert looks == (2, 0, 7)  # Ben, who picked none, takes the first colour left: yellow
    (picked, *_) = draw(get_renderer("dreams"), "public", view(spec, state, None), names, names, "en", looks)
    (plain, *_) = draw(get_renderer("dreams"), "public", view(spec, state, None), names, names, "en")
    assert "Ana (Red)" in picked.description and "Cy (Olive)" in picked.description
    assert "Ana (Yellow)" in plain.description and "Cy (Red)" in plain.description
    drawn = {rgb for _count, rgb in Image.open(io.BytesIO(picked.png)).convert("RGB").getcolors(2**20)}
    olive = seat_colours("dreams")[7].rgb
    assert olive in drawn
    plain_drawn = {rgb for _count, rgb in Image.open(io.BytesIO(plain.png)).convert("RGB").getcolors(2**20)}
    assert olive not in plain_drawn  # seat 7's colour appears only because Cy picked it
