"""Views hold everything the renderer and the bot need (rules/dreams.md §6.5, §6.8, §7)."""

import json

from engine.core import to_data
from engine.core.game import private_part
from engine.dreams import GAME
from engine.dreams.colours import PALETTE
from engine.dreams.state import Guess
from tests.engine.dreams.builders import fill_sky, guess_all, make_state, place_all, with_guesses


def test_public_view_during_placement():
    """§6.8: four numbered dreams with names and glyphs, the stars with owner, kind and number, seats, turn."""
    state = make_state(4, dealer=2, mortal=1, true_image=3)
    state = place_all(state, [(2, "grey", "F4"), (3, "black", "A13")])
    view = GAME.view(state, None)
    assert [face.image for face in view.dreams] == [1, 2, 3, 4]
    assert all(face.id.startswith("D") and face.name and face.glyph for face in view.dreams)
    assert [(s.order, s.seat, s.kind, s.point) for s in view.stars] == [(1, 2, "grey", "F4"), (2, 3, "black", "A13")]
    assert (view.stars[0].column, view.stars[0].row) == ("F", 4)
    assert view.phase == "placing" and view.round == 1 and view.dealer == 2
    assert view.to_act == 0 and view.waiting_on == (0,)
    assert view.star_turn == 3 and view.star_turns == 12
    assert view.sky_size == 13
    assert view.goal == 16 and view.track_max == 20
    assert [(s.colour, s.colour_hex, s.letter) for s in view.seats] == [(c.name, c.hex, c.letter) for c in PALETTE[:4]]
    assert [s.dealer for s in view.seats] == [False, False, True, False]
    assert view.seats[2].stars_left == ("clear", "black")
    assert view.deck_size == 68 and view.discard_size == 0
    assert view.last_reveal is None


def test_public_view_during_guessing_shows_who_has_guessed():
    """§4 Phase 4: the channel may show who has submitted, not what."""
    state = with_guesses(fill_sky(make_state(4, dealer=0, mortal=1)), {3: Guess(accused=0)})
    view = GAME.view(state, None)
    assert view.phase == "guessing" and view.to_act is None and view.star_turn == 0
    assert [s.guessed for s in view.seats] == [False, False, False, True]
    assert view.waiting_on == (0, 1, 2)


def test_seat_views_carry_the_role_the_true_vision_and_the_own_guess():
    """§7: a god sees the true vision (to highlight); the mortal only that they are the mortal."""
    state = with_guesses(fill_sky(make_state(4, dealer=0, mortal=1, true_image=4)), {0: Guess(accused=1)})
    god = GAME.view(state, 0)
    assert god.seat == 0 and god.role == "god" and god.true_image == 4
    assert god.true_vision == god.public.dreams[3]
    assert god.marker.startswith("Round 1: you are a god. The true vision is image 4 (")
    assert god.my_guess.accused == 1 and god.my_guess.receipt == "Round 1, {p0}'s secret guess: {p1} is the mortal."
    mortal = GAME.view(state, 1)
    assert mortal.role == "mortal" and mortal.true_image is None and mortal.true_vision is None
    assert mortal.marker == "Round 1: you are the mortal. You do not know the true vision."
    assert mortal.my_guess is None
    assert god.public == mortal.public == GAME.view(state, None)


def test_reveal_is_in_the_public_view_with_every_award():
    """§6.5 reveal: roles, true vision, each guess, points by rule line, new totals, the revealed sky."""
    state = fill_sky(make_state(4, dealer=0, mortal=3, true_image=1, scores=[0, 0, 0, 0]))
    sky = [star.point for star in state.stars]
    state, _ = guess_all(state, {0: 3, 1: 3, 2: 0, 3: "img1"})
    reveal = GAME.view(state, None).last_reveal
    assert reveal.round == 1 and reveal.mortal == 3 and reveal.true_image == 1 and reveal.true_vision.image == 1
    assert [line.seat for line in reveal.lines] == [3, 0, 1, 2], "the mortal first"
    lines = {line.seat: line for line in reveal.lines}
    assert (lines[3].role, lines[3].image, lines[3].undetected, lines[3].true_vision, lines[3].points) == (
        "mortal",
        1,
        0,
        2,
        2,
    )
    assert (lines[0].accused, lines[0].identified_mortal, lines[0].unsuspected, lines[0].points) == (3, 2, 0, 2)
    assert (lines[1].identified_mortal, lines[1].unsuspected, lines[1].total) == (2, 1, 3)
    assert [star.point for star in reveal.sky] == sky
    assert reveal.text.splitlines()[1] == "{p3} (mortal) named image 1: +2 for naming the true vision; now 2."
    assert GAME.view(state, None).past_rounds[0].points == (2, 3, 1, 2)
    assert GAME.view(state, None).stars == (), "the next round's sky is empty"


def test_private_part_changes_at_each_round_start():
    """The bot DMs a seat when its private view changes: every new round deals a new marker."""
    state = fill_sky(make_state(3, dealer=0, mortal=0))
    before = [private_part(GAME.view(state, seat)) for seat in range(3)]
    state, _ = guess_all(state, {seat: None for seat in range(3)})
    after = [private_part(GAME.view(state, seat)) for seat in range(3)]
    assert all(a != b for a, b in zip(after, before, strict=True))
    assert all(part["marker"].startswith("Round 2: ") for part in after)


def test_views_are_json_ready():
    """Views are plain data (the bot and renderers receive them as is)."""
    state = fill_sky(make_state(5, dealer=0, mortal=2))
    state, _ = guess_all(state, {seat: None for seat in range(5)})
    for viewer in (None, 0, 2):
        json.dumps(to_data(GAME.view(state, viewer)))
