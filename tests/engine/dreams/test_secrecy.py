"""Hidden information: nothing public depends on who is the mortal (rules/dreams.md §6.3, §7, WE-12).

Three kinds of check: the swap test (same seed, same star moves, mortal moved to another
seat: byte-identical public views, events and decisions up to the reveal); structural
invariance (a view does not change when only secrets its viewer may not know change); and
the string secrets of ``views.secrets`` (present where they belong, absent elsewhere).
"""

import copy
import random

import pytest

from engine.core import to_data
from engine.core.game import apply, canonical_json, new_game, pending
from engine.dreams import GAME
from engine.dreams.state import Guess, Phase
from engine.dreams.views import deck_order_token, secrets
from engine.simulate import leaks
from tests.engine.dreams.builders import fill_sky, guess_all, make_state, with_guesses


def as_json(value) -> str:
    return canonical_json(to_data(value))


def public_parts(decisions):
    """What the channel may learn of the pending decisions."""
    parts = []
    for d in decisions:
        shown = (d.seat, d.kind, d.secret, d.prompt)
        if not d.secret:
            shown += (tuple((o.key, o.label) for o in d.options), d.default, d.context)
        parts.append(shown)
    return parts


def public_events(events):
    """The public events in full, and who receives a private message at which point."""
    return [(e.text, as_json(e.data), e.reveal) if e.public else ("private to", e.seat) for e in events]


def swapped(state, shift=1):
    """The same state with the mortal moved ``shift`` seats on and a different true vision."""
    other = copy.deepcopy(state)
    other.mortal = (state.mortal + shift) % state.seats
    other.true_image = state.true_image % 4 + 1
    return other


def play_both_until_reveal(first, second, chooser):
    """Apply the same public moves to both states; assert the public side stays byte-identical."""
    assert as_json(GAME.view(first, None)) == as_json(GAME.view(second, None))
    while first.phase is Phase.PLACING:
        decisions = pending(GAME, first)
        assert public_parts(decisions) == public_parts(pending(GAME, second))
        option = chooser.choice(decisions[0].options)
        first, events_first = apply(GAME, first, decisions[0].seat, option.action)
        second, events_second = apply(GAME, second, decisions[0].seat, option.action)
        assert public_events(events_first) == public_events(events_second)
        assert as_json(GAME.view(first, None)) == as_json(GAME.view(second, None))
    order = list(range(first.seats))
    chooser.shuffle(order)
    for index, seat in enumerate(order):
        assert public_parts(pending(GAME, first)) == public_parts(pending(GAME, second))
        # each seat answers from its own options, which differ by role (and are secret)
        mine_first = next(d for d in pending(GAME, first) if d.seat == seat)
        mine_second = next(d for d in pending(GAME, second) if d.seat == seat)
        first, events_first = apply(GAME, first, seat, chooser.choice(mine_first.options).action)
        second, events_second = apply(GAME, second, seat, chooser.choice(mine_second.options).action)
        if index == len(order) - 1:
            # the reveal: the submission line itself is still identical, the reveal differs
            assert public_events(events_first[:1]) == public_events(events_second[:1])
            assert events_first[1].data["event"] == "revealed"
            assert events_first[1].text != events_second[1].text
            return first, second
        assert public_events(events_first) == public_events(events_second)
        assert as_json(GAME.view(first, None)) == as_json(GAME.view(second, None))
    raise AssertionError("no reveal")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", [1, 2])
def test_public_side_is_identical_whoever_is_the_mortal(players, seed):
    """Issue 4 / §6.3: same seed, same star moves, mortal swapped: identical public views, events, decisions."""
    state = new_game(GAME, players, seed)
    for shift in range(1, players):
        play_both_until_reveal(copy.deepcopy(state), swapped(state, shift), random.Random(seed * 10 + shift))


def test_public_side_is_identical_in_a_later_round():
    """The same swap test from the start of round 2, with a history behind it."""
    state = fill_sky(make_state(5, dealer=2, mortal=0, true_image=3, seed=9))
    state, _ = guess_all(state, {0: "img3", 1: 0, 2: 3, 3: 1, 4: None})
    assert state.round == 2
    first, second = play_both_until_reveal(copy.deepcopy(state), swapped(state, 2), random.Random(4))
    assert first.round == second.round == 3


def test_example_we12_public_view_leaks_nothing():
    """WE-12: two states differing only in mortal, true image and guess values have the same public view."""
    base = fill_sky(make_state(5, dealer=0, mortal=1, true_image=2))
    x = with_guesses(base, {0: Guess(accused=1), 2: Guess(accused=3), 3: Guess(accused=1)})
    y = copy.deepcopy(base)
    y.mortal, y.true_image = 4, 3
    y = with_guesses(y, {0: Guess(accused=4), 2: Guess(accused=4), 3: Guess(accused=0)})
    assert GAME.view(x, None) == GAME.view(y, None)
    assert as_json(GAME.view(x, None)) == as_json(GAME.view(y, None))
    assert GAME.view(x, None).waiting_on == (1, 4)
    mortal = GAME.view(x, 1)
    assert mortal.role == "mortal" and mortal.true_image is None and mortal.true_vision is None
    god = GAME.view(x, 0)
    assert god.role == "god" and god.true_image == 2 and god.true_vision.image == 2
    assert god.my_guess.accused == 1


def random_guess(seat, mortal, seats, rng):
    if rng.random() < 0.2:
        return Guess()
    if seat == mortal:
        return Guess(image=rng.randint(1, 4))
    return Guess(accused=rng.choice([other for other in range(seats) if other != seat]))


def with_secrets(state, mortal, true_image, keep, rng):
    """A copy with new secrets: mortal, true image, and new values for every submitted guess not in ``keep``."""
    other = copy.deepcopy(state)
    other.mortal, other.true_image = mortal, true_image
    for seat, guess in enumerate(state.guesses):
        if guess is not None and seat not in keep:
            other.guesses[seat] = random_guess(seat, mortal, state.seats, rng)
    return other


def sampled_states(games, players, seed):
    """States met in random play before each reveal (placing and guessing), a few per round."""
    rng = random.Random(seed)
    for game in range(games):
        state = new_game(GAME, players, seed + game)
        while decisions := pending(GAME, state):
            if rng.random() < (0.2 if state.phase is Phase.GUESSING else 0.045):
                yield state
            decision = rng.choice(decisions)
            state, _ = apply(GAME, state, decision.seat, rng.choice(decision.options).action)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_views_do_not_depend_on_secrets_their_viewer_may_not_know(players):
    """§7, structurally: public view vs (mortal, true vision, guesses); a god's view vs the mortal's seat and
    others' guesses; the mortal's view vs the true vision and others' guesses."""
    rng = random.Random(players)
    checked = 0
    for state in sampled_states(2, players, 100 * players):
        checked += 1
        public = as_json(GAME.view(state, None))
        for _ in range(2):
            other = with_secrets(state, rng.randrange(players), rng.randint(1, 4), (), rng)
            assert as_json(GAME.view(other, None)) == public
        for viewer in range(players):
            mine = as_json(GAME.view(state, viewer))
            if viewer == state.mortal:
                other = with_secrets(state, viewer, rng.randint(1, 4), {viewer}, rng)
            else:
                new_mortal = rng.choice([seat for seat in range(players) if seat != viewer])
                other = with_secrets(state, new_mortal, state.true_image, {viewer}, rng)
            assert as_json(GAME.view(other, viewer)) == mine, f"seat {viewer}'s view depends on a secret"
    assert checked >= 15


def test_public_view_has_no_current_role_field():
    """§7: before the reveal the public view names no role and no true vision of the current round."""
    state = fill_sky(make_state(4, dealer=0, mortal=3, true_image=4))
    public = to_data(GAME.view(state, None))
    assert public["last_reveal"] is None and public["past_rounds"] == []
    assert "mortal" not in canonical_json(public) and '"true_image"' not in canonical_json(public)


def test_secret_strings_are_where_they_belong_and_nowhere_else():
    """views.secrets: each secret string is in its owner's view (so the check can fail) and in no other."""
    state = fill_sky(make_state(4, dealer=1, mortal=2, true_image=3))
    state = with_guesses(state, {0: Guess(accused=2), 2: Guess(image=1)})
    views = {viewer: as_json(GAME.view(state, viewer)) for viewer in (None, 0, 1, 2, 3)}
    god_marker = "Round 1: you are a god. The true vision is image 3"
    mortal_marker = "Round 1: you are the mortal."
    assert god_marker in views[0] and god_marker in views[1] and god_marker in views[3]
    assert mortal_marker in views[2]
    public_secrets = secrets(state, None)
    assert any(god_marker in s for s in public_secrets) and any(mortal_marker in s for s in public_secrets)
    assert any(s in views[0] for s in secrets(state, 2)), "the mortal must not see what a god's view holds"
    assert any(s in views[2] for s in secrets(state, 0)), "a god must not see what the mortal's view holds"
    assert any(s in views[0] for s in secrets(state, 1)), "seat 1 must not see seat 0's guess"
    assert deck_order_token(state.deck) in secrets(state, 3)
    assert deck_order_token(state.deck) in canonical_json(to_data(state.deck))
    assert list(leaks(GAME, state)) == []


def test_after_the_last_round_only_the_deck_order_stays_secret():
    """§7: at the end everything of the last round is public; the deck order never is."""
    state = fill_sky(make_state(3, dealer=0, mortal=0, true_image=1, scores=[15, 0, 0]))
    state, _ = guess_all(state, {0: "img1", 1: 2, 2: 1})
    assert state.phase is Phase.OVER
    assert secrets(state, None) == {deck_order_token(state.deck)}
    reveal = GAME.view(state, None).last_reveal
    assert reveal.mortal == 0 and reveal.true_image == 1


def test_events_never_carry_a_marker_in_public():
    """§6.5: role messages are private events; public events never name a role before the reveal."""
    state = make_state(5, dealer=0, mortal=3, true_image=2)
    state = fill_sky(state)
    events = []
    for seat in range(5):
        state, step_events = apply(GAME, state, seat, {"type": "abstain"}, timed_out=True)  # every clock ran out
        events += step_events
    round_two = events[events.index(next(e for e in events if e.data.get("event") == "round_started")) :]
    for event in round_two:
        if event.public:
            assert "you are" not in event.text and "role" not in event.data
        else:
            assert event.data["event"] == "role" and event.seat is not None
