"""Dreams images: determinism, phone size, public vs private, role banner, reveal sheet (rules/dreams.md §6.5, §6.8)."""

import pytest
from PIL import Image, ImageChops

from engine.dreams.views import PLAYER_COLOURS, SeatView
from renderers import DESCRIPTION_LIMIT, GameRenderer, draw, get_renderer, renderer_keys
from renderers.dreams import board, layout, reveal, sky
from renderers.dreams.cards import frame_width
from renderers.dreams.look import PALETTE, PARCHMENT, VISION_GOLD, hex_colour
from renderers.dreams.pictures import picture_mask
from renderers.kit import palette as colours
from renderers.kit.png import encode_png
from tests.renderers.dreams.builders import (
    NAMES,
    WE1_NAMES,
    WE1_STARS,
    decode,
    fill_sky,
    game,
    guess,
    guess_all,
    place,
    place_all,
    play_to_end,
    public,
    replay_moves,
    seat_view,
    star_moves,
)

RENDERER = get_renderer("dreams")


def _situations() -> dict[str, object]:
    """One state per kind of board worth drawing."""
    mid = place_all(game(4, mortal=2, true_image=2), WE1_STARS)
    return {
        "3p-start": game(3, dealer=1, mortal=2, true_image=4, seed=3),
        "4p-placing": mid,
        "6p-guessing": guess(fill_sky(game(6, dealer=5, mortal=3, true_image=1, seed=9)), 0, 3),
        "5p-just-revealed": guess_all(
            fill_sky(game(5, mortal=4, true_image=3, seed=4)), {0: 4, 1: 0, 2: 4, 3: None, 4: "img3"}
        ),
        "8p-large-table-guessing": fill_sky(game(8, dealer=2, mortal=7, seed=8)),
        "4p-over": play_to_end(game(4, seed=12), seed=2),
    }


SITUATIONS = _situations()


def _check_png(png: bytes) -> None:
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    image = decode(png)
    assert image.width == layout.WIDTH == 600  # phone-first: one column, shown about 400 px wide
    assert 900 <= image.height <= 2000
    assert len(png) < 2 * 1024 * 1024
    assert len(png) < 150 * 1024  # in practice well under: flat colours compress well


def test_dreams_has_a_renderer_in_the_registry():
    assert "dreams" in renderer_keys()
    assert isinstance(RENDERER, GameRenderer)


@pytest.mark.parametrize("key", SITUATIONS, ids=list(SITUATIONS))
def test_every_situation_renders_bounded_pngs_public_and_private(key):
    state = SITUATIONS[key]
    names = NAMES[: state.seats]
    for kind, shown in (("public", public(state)), ("private", seat_view(state, state.seats - 1))):
        sheets = draw(RENDERER, kind, shown, names, names)
        assert [sheet.name for sheet in sheets] == (["", "reveal"] if "revealed" in key or "over" in key else [""])
        for sheet in sheets:
            _check_png(sheet.png)
            assert 0 < len(sheet.description) <= DESCRIPTION_LIMIT


@pytest.mark.parametrize("key", ["5p-just-revealed"])
def test_the_same_view_gives_the_same_bytes_even_after_the_caches_are_emptied(key):
    state = SITUATIONS[key]
    names = NAMES[: state.seats]
    first = RENDERER.render_public(public(state), names)
    assert RENDERER.render_public(public(state), names) == first
    picture_mask.cache_clear()
    sky._empty_sky.cache_clear()
    sky._star_sprite.cache_clear()
    assert RENDERER.render_public(public(state), names) == first
    own = seat_view(state, 0)
    assert RENDERER.render_private(own, names) == RENDERER.render_private(own, names)


def test_the_public_board_is_drawn_from_the_public_view_only():
    state = SITUATIONS["4p-placing"]
    with pytest.raises(TypeError, match="PublicView"):
        RENDERER.render_public(seat_view(state, 0), WE1_NAMES)
    with pytest.raises(TypeError, match="PublicView"):
        RENDERER.describe_public(seat_view(state, 0), WE1_NAMES)
    with pytest.raises(TypeError, match="SeatView"):
        RENDERER.render_private(public(state), WE1_NAMES)
    with pytest.raises(TypeError, match="SeatView"):
        RENDERER.describe_private(public(state), WE1_NAMES)


def _near(pixel: tuple[int, int, int], colour: tuple[int, int, int], tolerance: int = 12) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=True))


def _frame_pixels(image, seat_view_: SeatView) -> dict[int, tuple[int, int, int]]:
    """The pixel where each card's gold frame would be, by image number."""
    top = board.main_top(seat_view_)
    ring = frame_width(layout.CARD_SIDE)
    found = {}
    for number in range(1, 5):
        left, upper, right, _ = layout.card_square(number, top)
        found[number] = image.getpixel((round((left + right) / 2), round(upper - ring / 2)))
    return found


def test_the_four_cards_sit_in_one_row_inside_the_image():
    top = board.main_top(None)
    squares = [layout.card_square(number, top) for number in range(1, 5)]
    assert len({square[1] for square in squares}) == 1
    assert all(a[2] + frame_width(layout.CARD_SIDE) < b[0] for a, b in zip(squares, squares[1:], strict=False))
    assert squares[0][0] - frame_width(layout.CARD_SIDE) >= 0
    assert squares[-1][2] + frame_width(layout.CARD_SIDE) <= layout.WIDTH


def test_a_god_sees_the_true_vision_framed_in_gold_and_the_mortal_sees_no_frame():
    state = SITUATIONS["4p-placing"]  # mortal seat 2, true image 2
    god, mortal = seat_view(state, 0), seat_view(state, 2)
    assert god.role == "god" and mortal.role == "mortal"
    frames = _frame_pixels(decode(RENDERER.render_private(god, WE1_NAMES)), god)
    assert _near(frames[2], VISION_GOLD)
    assert all(_near(frames[n], colours.PAPER) for n in (1, 3, 4))
    frames = _frame_pixels(decode(RENDERER.render_private(mortal, WE1_NAMES)), mortal)
    assert all(_near(frames[n], colours.PAPER) for n in (1, 2, 3, 4))


def test_the_public_board_frames_no_card():
    state = SITUATIONS["4p-placing"]
    image = decode(RENDERER.render_public(public(state), WE1_NAMES))
    top = board.main_top(None)
    for number in range(1, 5):
        left, upper, right, _ = layout.card_square(number, top)
        assert _near(image.getpixel((round((left + right) / 2), round(upper - 5))), colours.PAPER)
        assert _near(image.getpixel((round(left + 5), round(upper + layout.CARD_SIDE / 2))), PARCHMENT)


def test_the_private_board_adds_the_role_banner_under_the_same_public_board():
    state = SITUATIONS["4p-placing"]
    view = public(state)
    public_image = decode(RENDERER.render_public(view, WE1_NAMES))
    mortal_image = decode(RENDERER.render_private(seat_view(state, 2), WE1_NAMES))
    shift = board.banner_height(seat_view(state, 2)) + layout.GAP
    assert mortal_image.height == public_image.height + shift
    # Below the banner the mortal's board is the public board (up to the PNG palette's rounding).
    below = public_image.crop((0, layout.HEADER_HEIGHT, public_image.width, public_image.height))
    moved = mortal_image.crop((0, layout.HEADER_HEIGHT + shift, mortal_image.width, mortal_image.height))
    assert all(high <= 10 for _, high in ImageChops.difference(below, moved).getextrema())


def test_a_gods_board_does_not_depend_on_which_other_seat_is_the_mortal():
    """§7: a god knows only that it is not the mortal."""
    moves = star_moves(game(4, mortal=2, true_image=3), 7, seed=5)
    one = replay_moves(game(4, mortal=2, true_image=3), moves)
    other = replay_moves(game(4, mortal=3, true_image=3), moves)
    names = NAMES[:4]
    assert RENDERER.render_private(seat_view(one, 0), names) == RENDERER.render_private(seat_view(other, 0), names)
    assert RENDERER.describe_private(seat_view(one, 0), names) == RENDERER.describe_private(seat_view(other, 0), names)


def test_the_mortals_board_does_not_depend_on_the_true_vision():
    """§7: the mortal does not know the true vision."""
    moves = star_moves(game(4, mortal=1, true_image=1), 9, seed=6)
    one = replay_moves(game(4, mortal=1, true_image=1), moves)
    other = replay_moves(game(4, mortal=1, true_image=4), moves)
    names = NAMES[:4]
    assert RENDERER.render_private(seat_view(one, 1), names) == RENDERER.render_private(seat_view(other, 1), names)
    assert RENDERER.describe_private(seat_view(one, 1), names) == RENDERER.describe_private(seat_view(other, 1), names)
    god_one = RENDERER.render_private(seat_view(one, 0), names)
    assert god_one != RENDERER.render_private(seat_view(other, 0), names)  # a god's frame moves with it


def test_the_reveal_sheet_joins_the_picture_right_after_the_guesses_and_until_the_first_new_star():
    state = SITUATIONS["5p-just-revealed"]
    view = public(state)
    assert reveal.is_fresh(view) and view.round == 2 and not view.stars
    names = NAMES[:5]
    main, shown = draw(RENDERER, "public", view, names, names)
    assert shown.name == "reveal" and decode(shown.png).height == reveal.reveal_height(view)
    assert decode(main.png).height == board.image_height(view, None)
    assert shown.description.startswith("Round 1 revealed: the true vision was image 3")
    first_star = place(state, view.to_act, "clear", "A1")
    later = public(first_star)
    assert not reveal.is_fresh(later)
    (alone,) = draw(RENDERER, "public", later, names, names)
    assert decode(alone.png).height == decode(main.png).height  # the main sheet keeps its layout


def test_the_reveal_sheet_is_public_the_same_in_every_seats_picture():
    state = SITUATIONS["5p-just-revealed"]
    names = NAMES[:5]
    _, shown = draw(RENDERER, "public", public(state), names, names)
    for seat in range(state.seats):
        _, own = draw(RENDERER, "private", seat_view(state, seat), names, names)
        assert own == shown
    with pytest.raises(TypeError, match="PublicView"):
        reveal.render_reveal(seat_view(state, 0), names)
    with pytest.raises(ValueError, match="nothing revealed"):
        reveal.render_reveal(public(SITUATIONS["4p-placing"]), WE1_NAMES)


def test_the_reveal_frames_the_true_vision_in_gold_for_everyone():
    state = SITUATIONS["5p-just-revealed"]
    image = decode(reveal.render_reveal(public(state), NAMES[:5]))
    vision = image.crop((0, 0, image.width, reveal.sky_top()))
    golden = sum(count for count, colour in vision.getcolors(maxcolors=1 << 16) if _near(colour, VISION_GOLD))
    assert golden > 3000  # the frame round the revealed true vision (about 160 x 4 x 7 pixels)


def test_the_finished_game_shows_the_last_reveal():
    state = SITUATIONS["4p-over"]
    view = public(state)
    assert view.phase == "over" and reveal.is_fresh(view)
    assert reveal.winners(view) == tuple(s.seat for s in view.seats if s.score == max(t.score for t in view.seats))


def test_every_seat_colour_keeps_its_exact_value_in_the_png():
    """The seat colours are solids of the fixed palette: a marker is encoded in its own colour, not a near shade."""
    seats = [hex_colour(colour.hex) for colour in PLAYER_COLOURS]
    strip = Image.new("RGB", (len(seats), 1))
    strip.putdata(seats)
    encoded = decode(encode_png(strip, PALETTE))
    assert [encoded.getpixel((x, 0)) for x in range(len(seats))] == seats
