"""What the bot's Burgundy pictures draw from the two view fields added for them (rules §7, §6, §11 item 6).

``EstateView.dealt_colours``: the turn panel of a seat choosing its board (open or secret variant)
shows both dealt sides. ``PublicView.tiebreak``: the final table lists seats on equal VP in the
order the game's tie-breaker gives and says which way it runs.
"""

from dataclasses import replace

from engine.burgundy import GAME as BURGUNDY
from engine.burgundy.boards import BOARDS
from engine.core import rng_for
from renderers import get_renderer
from renderers.burgundy.final import ranked, tie_note

RENDERER = get_renderer("burgundy")
NAMES = ["Ana", "Ben"]


def _choosing(board_option: str, tiebreak: str = "fewest"):
    """A two-player game at its board choice (seed 7: Ben chooses first, dealt No. 1 / No. 2)."""
    return BURGUNDY.setup(2, 7, {"boards": board_option, "tiebreak": tiebreak}, rng_for(7, 0))


def test_a_choosing_seat_sees_the_colours_of_both_dealt_sides():
    """§7: the view gives each dealt side's colour string, in the order of ``dealt``; () in the base game."""
    estate = BURGUNDY.view(_choosing("open"), 1).public.estates[1]
    assert estate.dealt == (1, 2) and not estate.has_chosen
    assert estate.dealt_colours == (BOARDS[1].colours, BOARDS[2].colours)
    assert BURGUNDY.view(_choosing("base"), None).estates[1].dealt_colours == ()


def test_the_choosing_seats_panel_picture_draws_the_dealt_sides():
    """The private picture changes with the dealt sides' colours: they are drawn, not just named."""
    seat_view = BURGUNDY.view(_choosing("secret"), 1)
    public = seat_view.public
    estates = list(public.estates)
    estates[1] = replace(estates[1], dealt_colours=(BOARDS[2].colours, BOARDS[1].colours))
    swapped = replace(seat_view, public=replace(public, estates=tuple(estates)))
    assert RENDERER.render_private(seat_view, NAMES) != RENDERER.render_private(swapped, NAMES)


def test_equal_vp_is_listed_and_explained_by_the_games_tiebreak():
    """§11 item 6: "most" lists the seat with more empty spaces first; "fewest" the other way round."""
    public = BURGUNDY.view(_choosing("base", "most"), None)
    assert public.tiebreak == "most"
    estates = (
        replace(public.estates[0], score=40, empty_spaces=3),
        replace(public.estates[1], score=40, empty_spaces=9),
    )
    most = replace(public, estates=estates)
    fewest = replace(most, tiebreak="fewest")
    assert [(place, estate.seat) for place, estate in ranked(most)] == [(1, 1), (1, 0)]
    assert [(place, estate.seat) for place, estate in ranked(fewest)] == [(1, 0), (1, 1)]
    assert "most empty estate spaces wins" in tie_note(most)
    assert "fewest empty estate spaces wins" in tie_note(fewest)
