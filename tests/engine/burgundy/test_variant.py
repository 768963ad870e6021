"""The variant: boards 2-9 and a free start castle, chosen openly or in secret (rules §7, §8 H8, §9 D1-D2)."""

import pytest

from engine.burgundy import GAME
from engine.burgundy.boards import BOARDS, PHYSICAL_BOARDS
from engine.burgundy.state import Stage
from engine.burgundy.tiles import TileKind
from engine.core import IllegalAction
from engine.core.codec import to_data
from engine.core.game import apply, canonical_json, dump_state, new_game, private_part
from engine.simulate import leaks
from tests.engine.burgundy.builder import make_active, play, set_dice, store, tile


def pending_seats(state):
    return [decision.seat for decision in GAME.pending(state)]


def first_choice(state, seat):
    decision = next(d for d in GAME.pending(state) if d.seat == seat)
    return decision.options[0].action


def test_open_choice_in_turn_order_start_player_first():
    """§7, §11 item 16: one after another in turn order; each choice visible before the next."""
    state = new_game(GAME, 3, 21, {"boards": "open"})
    assert state.stage is Stage.CHOOSING
    order = state.order
    for index, seat in enumerate(order):
        (decision,) = GAME.pending(state)
        assert decision.seat == seat and not decision.secret and decision.kind == "estate"
        sides = PHYSICAL_BOARDS[state.players[seat].dealt]
        expected = [(board, space) for board in sides for space in BOARDS[board].castle_spaces]
        assert [(o.action["board"], o.action["castle"]) for o in decision.options] == expected
        action = decision.options[-1].action
        state, events = apply(GAME, state, seat, action)
        estate = GAME.view(state, None).estates[seat]
        assert (estate.board, estate.castle_space) == (action["board"], action["castle"])
        assert list(estate.placed) == [action["castle"]]
        if index < len(order) - 1:
            assert state.stage is Stage.CHOOSING
    assert state.stage is Stage.PLAYING and state.round == 1 and state.black_depot
    assert any(event.reveal for event in events)
    GAME.check(state)


def test_open_choice_refuses_a_seat_out_of_turn_and_bad_choices():
    """Only the seat whose turn it is chooses; the board and the castle space must fit."""
    state = new_game(GAME, 2, 3, {"boards": "open"})
    first, second = state.order
    before = dump_state(GAME, state)
    with pytest.raises(IllegalAction):
        apply(GAME, state, second, first_choice(state, first))
    sides = PHYSICAL_BOARDS[state.players[first].dealt]
    other = next(number for number in range(1, 10) if number not in sides)
    with pytest.raises(IllegalAction, match="Your board has the sides"):
        apply(GAME, state, first, {"type": "estate", "board": other, "castle": BOARDS[other].castle_spaces[0]})
    with pytest.raises(IllegalAction, match="dark-green space"):
        apply(
            GAME,
            state,
            first,
            {"type": "estate", "board": sides[0], "castle": 1 if 1 not in BOARDS[sides[0]].castle_spaces else 2},
        )
    assert dump_state(GAME, state) == before


def test_secret_choices_are_simultaneous_hidden_and_revealed_together():
    """§7, H8: everyone chooses at once in secret; nothing shows until the last choice; then all at once."""
    state = new_game(GAME, 3, 8, {"boards": "secret"})
    decisions = GAME.pending(state)
    assert sorted(d.seat for d in decisions) == [0, 1, 2] and all(d.secret for d in decisions)
    seat = state.order[0]
    choice = next(d for d in decisions if d.seat == seat).options[5].action
    state, events = apply(GAME, state, seat, choice)
    assert seat not in pending_seats(state)
    public = canonical_json(to_data(GAME.view(state, None)))
    assert f"estate No. {choice['board']}, start castle on space {choice['castle']}" not in public
    assert GAME.view(state, None).estates[seat].board == 0 and GAME.view(state, None).estates[seat].has_chosen
    assert list(leaks(GAME, state)) == []
    own = GAME.view(state, seat)
    assert f"estate No. {choice['board']}" in own.secret_choice and private_part(own)["secret_choice"]
    assert [e.seat for e in events] == [None, seat]  # the public line says only that a choice was made
    with pytest.raises(IllegalAction):
        apply(GAME, state, seat, choice)
    for other in list(pending_seats(state)):
        state, events = apply(GAME, state, other, first_choice(state, other))
    assert state.stage is Stage.PLAYING
    reveals = [event for event in events if event.reveal and "plays estate No." in event.text]
    assert len(reveals) == 3
    assert (state.players[seat].board, state.players[seat].castle_space) == (choice["board"], choice["castle"])
    assert all(player.choice is None for player in state.players)
    GAME.check(state)


def test_secret_choice_does_not_change_what_others_see():
    """H8: the public view and the other seats' views are the same whatever a seat chose in secret."""
    state = new_game(GAME, 2, 30, {"boards": "secret"})
    seat = state.order[0]
    decision = next(d for d in GAME.pending(state) if d.seat == seat)
    after = [apply(GAME, state, seat, option.action)[0] for option in decision.options]
    other = 1 - seat
    publics = {canonical_json(to_data(GAME.view(s, None))) for s in after}
    others = {canonical_json(to_data(GAME.view(s, other))) for s in after}
    assert len(publics) == 1 and len(others) == 1
    assert len({canonical_json(to_data(GAME.view(s, seat))) for s in after}) == len(after)


def test_a_variant_start_castle_scores_its_region_when_completed_later():
    """§5.7, §11 item 13: the start castle never scores at setup; its region scores when filled later."""
    seed = next(seed for seed in range(200) if PHYSICAL_BOARDS.index((6, 7)) in _dealt(seed))
    state = new_game(GAME, 2, seed, {"boards": "open"})
    for seat in list(state.order):
        sides = PHYSICAL_BOARDS[state.players[seat].dealt]
        board = 7 if 7 in sides else sides[0]
        state, _ = apply(
            GAME, state, seat, {"type": "estate", "board": board, "castle": BOARDS[board].castle_spaces[0]}
        )
    seat = next(s for s in range(2) if state.players[s].board == 7)
    assert state.players[seat].castle_space == 2 and state.players[seat].score == 0
    make_active(state, seat)
    store(state, seat, tile(state, TileKind.CASTLE))
    set_dice(state, seat, 4, 4)  # space 3 shows a 4 on every board
    castle = state.players[seat].storage[-1]
    state, _ = play(
        state, seat, {"type": "die", "die": 0}, {"type": "place", "tile": castle}, {"type": "space", "space": 3}
    )
    assert state.players[seat].points["regions"] == 3 + 10  # C1 = {2, 3} in phase A
    GAME.check(state)


def _dealt(seed):
    return [player.dealt for player in new_game(GAME, 2, seed, {"boards": "open"}).players]
