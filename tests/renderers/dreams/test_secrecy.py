"""The public board is the same whoever is the mortal (issue 4; rules/dreams.md §7 leak check 1, WE-12).

Two states that differ only in the secret deal (the mortal's seat, the true vision) and
in what the submitted guesses say, after the same public moves, must give byte-identical
public PNGs and identical public text alternatives. After the reveal they must differ:
that shows the comparison can fail.
"""

import pytest

from engine.dreams import GAME
from engine.dreams.state import Guess
from renderers import get_renderer
from tests.renderers.dreams.builders import (
    NAMES,
    copy_state,
    fill_sky,
    game,
    guess_all,
    public,
    replay_moves,
    seat_view,
    star_moves,
)

RENDERER = get_renderer("dreams")


def _public_outputs(state, names):
    """Every image of the public picture and its text alternative."""
    return tuple(RENDERER.public(public(state), names, names))


@pytest.mark.parametrize(("players", "seed"), [(4, 21), (6, 23)], ids=["4p", "6p"])
def test_the_public_board_is_byte_identical_whoever_is_the_mortal(players, seed):
    """Every seat in turn is the mortal (with a different true vision), under the same star moves."""
    names = NAMES[:players]
    deals = [(mortal, 1 + (mortal + seed) % 4) for mortal in range(players)]
    moves = star_moves(game(players, mortal=0, true_image=1, seed=seed), 3 * players, seed=seed)
    checkpoints = (0, 2 * players + 1, len(moves))  # the empty sky, mid-round, the full sky
    for upto in checkpoints:
        outputs = {
            _public_outputs(replay_moves(game(players, mortal=m, true_image=t, seed=seed), moves[:upto]), names)
            for m, t in deals
        }
        assert len(outputs) == 1, f"the public board after {upto} steps depends on the secret deal"


def _we12_states():
    """WE-12: 5 players guessing with seats 0, 2 and 3 in; X and Y differ in mortal, true image and guesses."""
    moves = star_moves(game(5, mortal=1, true_image=2, seed=12), 15, seed=12)
    x = fill_sky(replay_moves(game(5, mortal=1, true_image=2, seed=12), moves))
    y = fill_sky(replay_moves(game(5, mortal=4, true_image=3, seed=12), moves))
    x = guess_all(x, {0: 1, 2: 3, 3: 1})
    y = guess_all(y, {0: 4, 2: 4, 3: 0})
    return x, y


def test_worked_example_we12_public_pngs_and_texts_are_identical():
    x, y = _we12_states()
    assert x.phase.value == y.phase.value == "guessing"
    assert public(x) == public(y)
    assert _public_outputs(x, NAMES[:5]) == _public_outputs(y, NAMES[:5])


def test_worked_example_we12_private_boards_tell_each_seat_its_own_part_only():
    x, _ = _we12_states()
    names = NAMES[:5]
    mortal_text = RENDERER.describe_private(seat_view(x, 1), names)
    assert mortal_text.startswith("You are the mortal. You do not know the true vision.")
    assert "Your secret guess: not made yet." in mortal_text
    vision = public(x).dreams[1].name
    god_text = RENDERER.describe_private(seat_view(x, 0), names)
    assert god_text.startswith(f"You are a god. The true vision is image 2: {vision}")
    assert "Your secret guess: Ben is the mortal." in god_text
    for text in (mortal_text, god_text, RENDERER.describe_public(public(x), names)):
        for secret in GAME.secrets(x, None):
            assert secret not in text


def test_the_public_board_changes_once_the_guesses_are_revealed():
    x, y = _we12_states()
    x = guess_all(x, {1: "img2", 4: 1})
    y = guess_all(y, {1: 4, 4: "img1"})
    assert public(x).last_reveal is not None
    (x_main, x_reveal), (y_main, y_reveal) = _public_outputs(x, NAMES[:5]), _public_outputs(y, NAMES[:5])
    assert x_main.png != y_main.png  # the scores moved
    assert x_reveal.png != y_reveal.png
    assert "the mortal was Ben" in x_main.description and "the mortal was Eve" in y_main.description
    assert "the mortal was Ben" in x_reveal.description and "the mortal was Eve" in y_reveal.description


def test_a_submitted_guess_changes_only_the_guessed_mark_not_its_content():
    """§7: whether a seat has guessed is public; what it guessed is not."""
    base = fill_sky(game(4, mortal=3, true_image=1, seed=5))
    accused_one, accused_two = copy_state(base), copy_state(base)
    accused_one.guesses[0] = Guess(accused=1)
    accused_two.guesses[0] = Guess(accused=3)
    names = NAMES[:4]
    assert _public_outputs(accused_one, names) == _public_outputs(accused_two, names)
    assert _public_outputs(accused_one, names) != _public_outputs(base, names)
