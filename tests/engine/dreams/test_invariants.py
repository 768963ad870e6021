"""``check`` catches broken states: cards, stars, turn order, scores (rules/dreams.md §3.1, §5, WE-9)."""

import copy
from dataclasses import replace

import pytest

from engine.dreams import GAME
from engine.dreams.state import Guess, Star, StarKind
from tests.engine.dreams.builders import fill_sky, guess_all, make_state, place_all


@pytest.fixture
def played():
    """A game after one scored round, part-way through round 2's stars."""
    state = fill_sky(make_state(4, dealer=0, mortal=2, true_image=3))
    state, _ = guess_all(state, {0: 2, 1: 0, 2: "img3", 3: None})
    state = place_all(state, [(1, "grey", "B2"), (2, "clear", "C3")])
    GAME.check(state)
    return state


def broken(state, change):
    other = copy.deepcopy(state)
    change(other)
    return other


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: s.deck.pop(), "not conserved"),
        (lambda s: s.discard.append(s.deck[0]), "not conserved"),
        (lambda s: s.dreams.__setitem__(0, s.dreams[1]), "not conserved"),
        (lambda s: s.stars.append(Star(3, 3, StarKind.BLACK, "B", 2)), "two stars at B2"),
        (lambda s: s.stars.__setitem__(1, Star(2, 1, StarKind.CLEAR, "C", 3)), "out of turn order"),
        (lambda s: s.stars.append(Star(3, 3, StarKind.BLACK, "N", 2)), "off the sky"),
        (lambda s: s.scores.__setitem__(0, s.scores[0] + 1), "scores differ"),
        (lambda s: setattr(s, "first_dealer", 2), "dealer rotation"),
        (lambda s: s.guesses.__setitem__(0, Guess(accused=1)), "guess before the guessing phase"),
        (lambda s: s.history.__setitem__(0, replace(s.history[0], deltas=(9, 0, 0, 0))), "scored wrongly"),
    ],
    ids=[
        "card-lost",
        "card-twice",
        "dream-twice",
        "two-stars-one-point",
        "turn-order",
        "off-sky",
        "score",
        "dealer",
        "early-guess",
        "wrong-round-score",
    ],
)
def test_check_catches_a_broken_state(played, change, message):
    """Every invariant can fail."""
    with pytest.raises(AssertionError, match=message):
        GAME.check(broken(played, change))


def test_check_catches_a_second_star_of_a_kind(played):
    """§2: one star of each kind per seat per round (dealer 1: turns go 1, 2, 3, 0, 1)."""
    state = broken(
        played,
        lambda s: s.stars.extend(
            [Star(3, 3, StarKind.GREY, "D", 4), Star(4, 0, StarKind.GREY, "E", 5), Star(5, 1, StarKind.GREY, "F", 6)]
        ),
    )
    with pytest.raises(AssertionError, match="seat 1 placed two grey stars"):
        GAME.check(state)
