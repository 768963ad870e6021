"""Colours told apart by everyone (issue 10; DESIGN.md "Renderers": colour-blind safe).

Threshold: CIEDE2000 >= 20 between every two seat colours, and every two Biblios card kinds,
under normal vision and simulated protanopia, deuteranopia and tritanopia. A difference of about
2 is just noticeable side by side; seat markers are small (a 16 px disc, a star's ring) and read
at a glance across a board, where differences several times larger are needed (Szafir, "Modeling
Color Difference for Visualization Design", IEEE VIS 2017). The palettes this replaced failed by
the same measure where players said so: Dreams yellow/orange 11.5 and orange/vermilion 12.5
(deuteranopia), Biblios Manuscripts/Gold 1.0 (protanopia).
"""

from itertools import combinations

import pytest

from engine.core import all_games, new_game
from renderers.biblios import look as biblios_look
from renderers.dreams.look import hex_colour
from renderers.kit import palette
from renderers.kit.vision import VISIONS, ciede2000, closest_pair, difference, lab, simulate

SEPARATION = 20.0
DREAMS = all_games()["dreams"]


def test_ciede2000_matches_the_published_test_pairs():
    """Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 17 and 34."""
    assert ciede2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50.0, 0.0, 0.0), (50.0, -1.0, 2.0)) == pytest.approx(2.3669, abs=1e-4)
    assert ciede2000((50.0, 2.5, 0.0), (73.0, 25.0, -18.0)) == pytest.approx(27.1492, abs=1e-4)
    assert ciede2000((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514)) == pytest.approx(0.9082, abs=1e-4)


def test_the_simulations_keep_greys_and_merge_what_each_deficiency_merges():
    """Neutral colours look the same to everyone; red and green merge for protans and deutans, not for tritans."""
    for vision in VISIONS:
        assert simulate((128, 128, 128), vision) == pytest.approx((128, 128, 128), abs=1)
    assert lab((255, 255, 255))[0] == pytest.approx(100, abs=0.01)
    red, green = (200, 60, 40), (110, 110, 40)
    assert difference(red, green, "deuteranopia") < difference(red, green, "normal") / 3
    assert difference(red, green, "protanopia") < difference(red, green, "normal") / 3
    assert difference(red, green, "tritanopia") > difference(red, green, "normal") / 2
    blue, green_blue = (0, 114, 178), (0, 158, 115)
    assert difference(blue, green_blue, "tritanopia") < difference(blue, green_blue, "normal")


def dreams_colours(players: int) -> list[tuple[int, int, int]]:
    """The seat colours of a Dreams game with ``players`` players, as its public view gives them."""
    options = {"large_table": "on"} if players > 6 else None  # §6.4: 7-8 only in the unofficial variant
    view = DREAMS.view(new_game(DREAMS, players, 1, options), None)
    return [hex_colour(seat.colour_hex) for seat in view.seats]


@pytest.mark.parametrize("players", range(3, 9))
def test_dreams_seat_colours_are_told_apart_at_every_table(players):
    smallest, vision, one, other = closest_pair(dreams_colours(players))
    assert smallest >= SEPARATION, f"{players} players: {one} and {other} differ by {smallest:.1f} for {vision}"


@pytest.mark.parametrize("players", range(2, len(palette.SEAT_COLOURS) + 1))
def test_kit_seat_colours_are_told_apart_at_every_table(players):
    colours = [palette.seat_style(seat).colour for seat in range(players)]
    smallest, vision, one, other = closest_pair(colours)
    assert smallest >= SEPARATION, f"{players} seats: {one} and {other} differ by {smallest:.1f} for {vision}"


def test_biblios_card_kinds_are_told_apart():
    """The five categories, Gold and Church cards (Gold vs Manuscripts was the complaint)."""
    kinds = {category.name: category.colour for category in biblios_look.CATEGORIES}
    kinds |= {"Gold": biblios_look.GOLD_CARD, "Church": biblios_look.CHURCH}
    for (name, colour), (other_name, other) in combinations(kinds.items(), 2):
        for vision in VISIONS:
            gap = difference(colour, other, vision)
            assert gap >= SEPARATION, f"{name} and {other_name} differ by {gap:.1f} for {vision}"


def test_every_seat_colour_shows_on_the_night_sky():
    """Dreams rings and tags are drawn on navy: each seat colour keeps a 3:1 contrast with it."""
    from renderers.dreams.look import NIGHT

    for colour in dreams_colours(6) + dreams_colours(8)[6:]:
        assert palette.contrast(colour, NIGHT) >= 3, colour


def test_architects_goods_and_skills_are_told_apart_and_their_words_read():
    """Goods tokens carry their names, skills their codes; their colours still differ for everyone.

    Architects seats are the kit's seat styles (checked above); a skill takes the colour of
    the good its craft works, so the goods' separation covers the skills too.
    """
    from renderers.architects.look import GOOD_COLOURS, SKILL_COLOURS

    smallest, vision, one, other = closest_pair(list(GOOD_COLOURS.values()))
    assert smallest >= SEPARATION, f"goods {one} and {other} differ by {smallest:.1f} for {vision}"
    assert set(SKILL_COLOURS.values()) <= set(GOOD_COLOURS.values())
    for colour in GOOD_COLOURS.values():
        assert palette.contrast(colour, palette.ink_on(colour)) >= 4.5, colour


def test_mangrovia_landscapes_are_told_apart_and_their_letters_read():
    """Spaces, cards and the oracle rock carry their landscape's initial; the colours still differ for everyone."""
    from renderers.mangrovia.look import LAND_COLOURS

    smallest, vision, one, other = closest_pair(list(LAND_COLOURS.values()))
    assert smallest >= SEPARATION, f"landscapes {one} and {other} differ by {smallest:.1f} for {vision}"
    for colour in LAND_COLOURS.values():
        assert palette.contrast(colour, palette.ink_on(colour)) >= 4.5, colour
