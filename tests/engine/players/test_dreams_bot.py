"""The Dreams bot reads the pictures: gods mark their vision alone, guesses follow the stars' fit (issue 24)."""

from engine.core import get_game, new_game, pending_for
from engine.dreams.outlines import COVERED
from engine.dreams.sky import parse_point
from engine.dreams.state import Phase, Star, StarKind
from engine.players import Strength, determinize_for, make_player, position

SPEC = get_game("dreams")


def table(mortal, true_image):
    state = new_game(SPEC, 3, 21)
    state.mortal, state.true_image = mortal, true_image
    return state


def star(order, seat, point):
    column, row = parse_point(point)
    return Star(order, seat, StarKind.CLEAR, column, row)


def choose(state, seat, strength=Strength.STRONG):
    return make_player(SPEC, strength, 3).choose(position(SPEC, state, seat, determinize_for(SPEC)))


def test_a_god_places_its_star_where_only_the_true_vision_is_drawn():
    """A god's star lands on a point the true vision's picture covers and no other vision's does."""
    state = table(mortal=0, true_image=1)
    seat = state.placing_seat
    assert seat != 0
    true, *others = (state.dreams[0], *state.dreams[1:])
    alone = COVERED[true] - set().union(*(COVERED[card] for card in others))
    assert alone, "the pictures of this seed overlap entirely"
    choice = choose(state, seat)
    assert choice.option.action["at"] in alone, choice


def test_the_mortal_guesses_the_vision_the_others_stars_fit():
    """Stars of both gods on image 3's picture only: the mortal names image 3."""
    state = table(mortal=0, true_image=3)
    drawn = state.dreams[2]
    alone = sorted(COVERED[drawn] - set().union(*(COVERED[c] for c in state.dreams if c != drawn)))
    state.stars = [star(order, 1 + order % 2, point) for order, point in enumerate(alone[:6], start=1)]
    state.phase, state.guesses = Phase.GUESSING, [None, None, None]
    assert pending_for(SPEC, state, 0).kind == "guess"
    assert choose(state, 0).option.action == {"type": "vision", "image": 3}


def test_a_god_accuses_the_seat_whose_stars_miss_the_true_vision():
    """Seat 1 marks the true picture, seat 2 (the mortal) marks nothing of it: the god at seat 0 accuses seat 2."""
    state = table(mortal=2, true_image=1)
    true = state.dreams[0]
    on = sorted(COVERED[true])[:3]
    off = sorted(point for point in {f"{c}{r}" for c in "ABCDEFGHIJKLM" for r in range(1, 14)} - COVERED[true])[:3]
    state.stars = [star(1 + i, 1, point) for i, point in enumerate(on)] + [
        star(4 + i, 2, point) for i, point in enumerate(off)
    ]
    state.phase, state.guesses = Phase.GUESSING, [None, None, None]
    assert choose(state, 0).option.action == {"type": "accuse", "seat": 2}
