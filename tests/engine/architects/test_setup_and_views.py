"""Set-up (§3.1, §3.2), the secret simultaneous draft, and what views show (§12)."""

import random

import pytest

from engine.architects.declaration import GAME
from engine.architects.views import public_view, redraw_hidden, seat_view, secrets
from engine.core import to_data
from engine.core.game import apply, canonical_json, new_game
from tests.engine.architects.scenario import table


def test_standard_setup():
    state = new_game(GAME, 4, 11)
    start = state.start_player
    assert [state.players[(start + k) % 4].silver for k in range(4)] == [3, 4, 5, 6]
    assert all(p.virtue == 7 and p.supply == 20 and p.cathedral == 0 for p in state.players)
    assert state.tax == 4 and len(state.rewards) == 9 and len(state.small_pile) == 10 and not state.large_pile
    assert sum(1 for row in state.display for slot in row if slot.card) == 8 and len(state.apprentice_deck) == 32
    assert [len(holding) for holding in state.draft.holding] == [4] * 4 and len(state.building_deck) == 24


def test_the_draft_is_simultaneous_secret_and_passes_left():
    state = new_game(GAME, 3, 12)
    decisions = GAME.pending(state)
    assert [d.seat for d in decisions] == [0, 1, 2] and all(d.secret and len(d.options) == 4 for d in decisions)
    holdings = [list(h) for h in state.draft.holding]
    picks = [holding[0] for holding in holdings]
    for seat in range(3):
        state, _ = apply(GAME, state, seat, {"type": "pick", "card": picks[seat]})
    assert state.draft.round == 2
    for seat in range(3):
        received = [card for card in holdings[(seat - 1) % 3] if card != picks[(seat - 1) % 3]]
        assert state.draft.holding[seat] == received
    while state.draft is not None:
        decision = GAME.pending(state)[0]
        state, _ = apply(GAME, state, decision.seat, decision.options[0].action)
    assert all(len(player.hand) == 3 for player in state.players) and len(state.building_deck) == 40 - 9
    assert GAME.pending(state)[0].kind == "place" and GAME.pending(state)[0].seat == state.start_player


def test_variable_setup():
    for seed in range(3):
        state = new_game(GAME, 5, seed, {"setup": "variable"})  # all five characters, seated at random
        by_name = {player.character: seat for seat, player in enumerate(state.players)}
        caroline = state.players[by_name["Caroline"]]
        assert (caroline.silver, caroline.virtue, caroline.debts, caroline.marble) == (10, 3, 1, 1)
        assert state.prison[by_name["Caroline"]] == 8 and state.prison[by_name["Therese"]] == 4
        assert caroline.supply == 12 and state.start_player == by_name["Ada"]
        while state.draft is not None:
            decision = GAME.pending(state)[0]
            state, _ = apply(GAME, state, decision.seat, decision.options[0].action)
        hands = {name: len(state.players[seat].hand) for name, seat in by_name.items()}
        assert hands == {"Therese": 4, "Ada": 4, "Caroline": 3, "Frederick": 3, "Rudolf": 3}


def test_views_show_hand_sizes_not_hands_and_only_the_showing_market_faces():
    state = table(4)
    public = public_view(state)
    text = canonical_json(to_data(public))
    for card in state.players[1].hand + state.building_deck + state.small_pile + state.apprentice_deck:
        assert f'"{card}"' not in text
    assert public.seats[1].hand_size == len(state.players[1].hand)
    mine = seat_view(state, 1)
    assert [face.id for face in mine.hand] == state.players[1].hand
    assert set(state.players[1].hand) & secrets(state, 0) == set(state.players[1].hand)
    assert not set(state.players[1].hand) & secrets(state, 1)
    assert state.small_pile[0] in secrets(state, None)


def test_redrawn_twin_has_the_same_public_view_and_keeps_the_showing_small_face():
    state = table(4)
    twin = redraw_hidden(state, random.Random(3))
    assert public_view(twin) == public_view(state)
    GAME.check(twin)


def test_chapter_names_the_turn():
    state = new_game(GAME, 2, 3)
    assert GAME.chapter(state) == "Opening draft"
    while state.draft is not None:
        decision = GAME.pending(state)[0]
        state, _ = apply(GAME, state, decision.seat, decision.options[0].action)
    assert GAME.chapter(state) == f"{{p{state.start_player}}}'s turn 1"


@pytest.mark.parametrize(
    ("spoil", "message"),
    [
        (lambda state: setattr(state.players[1], "supply", state.players[1].supply - 1), "seat 1 has 19 workers"),
        (lambda state: state.guildhall.append(2), "seat 2 has 21 workers"),
        (lambda state: state.players[0].held.__setitem__(3, 1), "seat 3 has 21 workers"),
        (lambda state: setattr(state.players[2], "marble", -1), "seat 2: negative goods"),
        (lambda state: state.players[0].hand.append(state.building_deck[0]), "40 building cards"),
    ],
)
def test_the_invariants_catch_a_lost_or_doubled_piece(spoil, message):
    """The random-play checks fail on a worker lost or counted twice, a negative good, a card twice."""
    state = table(4)
    GAME.check(state)
    spoil(state)
    with pytest.raises(AssertionError, match=message):
        GAME.check(state)
