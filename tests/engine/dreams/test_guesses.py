"""The simultaneous secret guesses and their refusals (rules/dreams.md §4 Phase 4, §8 4a-4b, §10 A2, A7, WE-11)."""

import copy

import pytest

from engine.core import IllegalAction
from engine.core.game import apply, dump_state, pending, rng_for
from engine.dreams import GAME
from engine.dreams.state import Phase
from tests.engine.dreams.builders import act, fill_sky, guess_all, make_state


def guessing(seats=4, mortal=2, true_image=2, dealer=0, seed=1):
    return fill_sky(make_state(seats, dealer=dealer, mortal=mortal, true_image=true_image, seed=seed))


def game_refusal(state, seat, action):
    before = dump_state(GAME, state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(copy.deepcopy(state), seat, action, rng_for(state.seed, state.step + 1))
    assert dump_state(GAME, state) == before
    return refused.value.message


def test_every_seat_is_pending_at_once_with_a_secret_guess():
    """§4 Phase 4: all seats pending together; same kind and prompt for gods and mortal."""
    state = guessing(5, mortal=3)
    decisions = pending(GAME, state)
    assert [d.seat for d in decisions] == [0, 1, 2, 3, 4]
    assert all(d.secret for d in decisions)
    assert {d.kind for d in decisions} == {"guess"}
    assert len({d.prompt for d in decisions}) == 1


def test_god_names_any_other_seat_and_the_mortal_names_an_image():
    """§8 4a, 4b: a god's options are the N-1 other seats; the mortal's are images 1-4; both may make no guess."""
    state = guessing(5, mortal=3)
    god = pending(GAME, state)[1]
    assert [o.action for o in god.options] == [
        {"type": "accuse", "seat": 0},
        {"type": "accuse", "seat": 2},
        {"type": "accuse", "seat": 3},
        {"type": "accuse", "seat": 4},
    ]
    assert [o.label for o in god.options][:2] == ["{p0}", "{p2}"]
    assert "god" in god.context
    mortal = pending(GAME, state)[3]
    assert [o.action for o in mortal.options] == [{"type": "vision", "image": k} for k in (1, 2, 3, 4)]
    assert mortal.options[0].label.startswith("Image 1: ")
    assert "mortal" in mortal.context


def test_no_guess_is_the_timeout_action_and_never_a_choice():
    """Rules 3.1 and Phase 4: gods have N-1 guesses and the mortal 4; a seat that never answers has not guessed."""
    state = guessing(4)
    for decision in pending(GAME, state):
        assert decision.fallback.action == {"type": "abstain"}
        assert all(option.action["type"] != "abstain" for option in decision.options)
    with pytest.raises(IllegalAction, match="not one of the choices available now"):
        act(state, 0, {"type": "abstain"})  # a player cannot choose it
    assert [d.seat for d in pending(GAME, state)] == [0, 1, 2, 3]  # nothing changed
    after, events = apply(GAME, state, 0, {"type": "abstain"}, timed_out=True)
    assert after.guesses[0] is not None and after.guesses[0].abstained
    assert [d.seat for d in pending(GAME, after)] == [1, 2, 3]


def test_guessing_outside_the_guess_phase_is_refused():
    """WE-11: guesses come once every star is on the sky."""
    state = make_state(4, dealer=0, mortal=2)
    assert game_refusal(state, 0, {"type": "accuse", "seat": 2}) == "Guesses are made once every star is on the sky."
    assert game_refusal(state, 2, {"type": "vision", "image": 1}) == "Guesses are made once every star is on the sky."
    with pytest.raises(IllegalAction, match="Guesses are made once every star is on the sky."):
        act(state, 0, {"type": "abstain"})


def test_mortal_naming_a_bad_image_is_refused():
    """WE-11: the mortal chooses image 1, 2, 3 or 4."""
    state = guessing(4, mortal=2)
    for image in (0, 5, "2", None, True):
        assert game_refusal(state, 2, {"type": "vision", "image": image}) == "Choose image 1, 2, 3 or 4."


def test_accusing_a_seat_that_does_not_exist_is_refused():
    """A god names one of the seated players."""
    state = guessing(4, mortal=2)
    for seat in (4, -1, "1", None):
        assert game_refusal(state, 0, {"type": "accuse", "seat": seat}) == "There is no such player in this game."


def test_wrong_option_for_your_role_gets_the_generic_refusal():
    """WE-11 note: a god sending ``vision`` or the mortal sending ``accuse`` learns nothing from the message."""
    state = guessing(4, mortal=2)
    generic = "That is not one of your options."
    assert game_refusal(state, 0, {"type": "vision", "image": 1}) == generic
    assert game_refusal(state, 2, {"type": "accuse", "seat": 0}) == generic
    assert game_refusal(state, 2, {"type": "accuse", "seat": 2}) == generic


def test_actions_after_the_game_are_refused():
    """The game is over: nothing can be applied."""
    state = guessing(3, mortal=2)
    state.scores = [15, 15, 15]
    state, _ = guess_all(state, {0: 2, 1: 2, 2: "img1"})
    assert state.phase is Phase.OVER and pending(GAME, state) == []
    assert game_refusal(state, 0, {"type": "abstain"}) == "The game is over; no more moves can be made."
    with pytest.raises(IllegalAction, match="over"):
        act(state, 0, {"type": "abstain"})


def test_a_resigned_seat_is_played_by_its_timeout_action():
    """A seat that resigned never chooses: its guess is the timeout's "no guess", never an accusation."""
    from storage.log import play_automatic
    from storage.models import AutoReason

    state, moves = play_automatic(GAME, guessing(4), {2: AutoReason.RESIGNED})
    assert [(move.seat, move.action, move.auto) for move in moves] == [(2, {"type": "abstain"}, True)]
    assert state.guesses[2].abstained and [d.seat for d in pending(GAME, state)] == [0, 1, 3]
