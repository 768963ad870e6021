"""Bad input: a specific message, and nothing changes (issue 12 "Bad input")."""

import pytest

from engine.architects.declaration import GAME
from engine.architects.state import Kind, Task
from engine.core import IllegalAction, copy_state
from engine.core.game import apply, state_digest
from tests.engine.architects.scenario import hire, place, play, put, set_goods, set_hand, set_row, table


def refused(state, seat, action, says):
    before = state_digest(GAME, state)
    with pytest.raises(IllegalAction, match=says):
        apply(GAME, state, seat, action)
    assert state_digest(GAME, state) == before


def test_the_black_market_is_barred_at_virtue_ten():
    state = table()
    state.players[0].virtue = 10
    refused(state, 0, place("market", space="A"), "virtue is 10: the Black Market is barred at 10 or more")


def test_a_black_market_space_holds_one_worker_and_must_be_affordable():
    state = table()
    state.market[2] = 1
    state.players[1].supply -= 1
    refused(state, 0, place("market", space="C"), "Black Market C already holds a worker")
    set_goods(state, 0, silver=1)
    refused(state, 0, place("market", space="B", take="plans"), "Black Market B costs 2 Silver")


def test_captures_only_from_large_circles_and_within_the_location_limit():
    state = table(3)
    put(state, "town_centre", 0, 2)
    for place_name in ("forest", "quarry", "mines"):
        put(state, place_name, 1, 1)
    put(state, "forest", 2, 1)
    state.guildhall = [1]
    state.players[1].supply -= 1
    set_goods(state, 0, silver=9)
    state, _ = play(state, 0, place("town_centre"))
    refused(state, 0, {"type": "capture", "at": "guildhall", "seat": 1}, "Only workers on the large-circle")
    refused(state, 0, {"type": "capture", "at": "prison", "seat": 1}, "Only workers on the large-circle")
    state, _ = play(state, 0, {"type": "capture", "at": "forest", "seat": 1})
    state, _ = play(state, 0, {"type": "capture", "at": "quarry", "seat": 1})
    refused(state, 0, {"type": "capture", "at": "mines", "seat": 1}, "at most 2 locations")


def test_hiring_beyond_reach_without_the_coins():
    state = table()
    set_row(state, 0, "A39", "A31", "A13", "A25")
    set_goods(state, 0, silver=6)
    refused(state, 0, place("workshop", hire="A25"), "column 4; you reach column 1")
    assert place("workshop", hire="A13") in [o.action for o in GAME.pending(state)[0].options]  # 2 coins: 6 Silver


def test_building_without_the_skills_or_the_resources():
    state = table()
    set_hand(state, 0, "B04", "B11")
    set_goods(state, 0, wood=3, stone=2, gold=1)
    refused(state, 0, place("guildhall", build="B04"), "needs an apprentice with Carpentry")
    set_goods(state, 0, wood=1, stone=2)
    refused(state, 0, place("guildhall", build="B11"), "Well costs 2 Wood \\+ 2 Stone")
    refused(state, 0, place("guildhall", build="B40"), "not in your hand")


def test_the_hand_limit_takes_exactly_the_excess():
    state = table()
    set_hand(state, 0, "B01", "B02", "B03", "B04", "B05", "B06", "B07", "B08")
    state.tasks = [Task(Kind.HAND_CHECK, 0), Task(Kind.END_TURN, 0)]
    from engine.architects.flow import settle
    from engine.core import Context

    settle(state, Context(state.seed, 1))
    assert state.tasks[0].kind is Kind.HAND_LIMIT
    refused(state, 0, {"type": "discard", "cards": ["B01"]}, "Discard exactly 2 building cards")
    refused(state, 0, {"type": "discard", "cards": ["B01", "B01"]}, "Discard exactly 2 building cards")
    refused(state, 0, {"type": "discard", "cards": ["B01", "B40"]}, "not in your hand")
    state, _ = play(state, 0, {"type": "discard", "cards": ["B01", "B02"]})
    assert len(state.players[0].hand) == 6 and state.building_deck[-2:] == ["B01", "B02"]


def test_other_refusals():
    state = table()
    refused(state, 1, place("quarry"), "not your turn")
    refused(state, 0, place("mines", take="gold"), "at least 2 of your workers")
    refused(state, 0, place("prison"), "can't be placed there")
    state.tax = 0
    refused(state, 0, place("tax_stand"), "Tax Stand is empty")
    state.players[0].virtue = 4
    set_hand(state, 0, "B01")
    set_goods(state, 0, gold=1)
    refused(state, 0, place("guildhall", cathedral=1), "virtue is 4: the Cathedral is barred")


def test_the_two_to_three_player_capture_allows_two_locations_but_four_players_one():
    state = table(4)
    put(state, "town_centre", 0, 1)
    put(state, "forest", 1, 1)
    put(state, "quarry", 1, 1)
    put(state, "forest", 2, 1)
    set_goods(state, 0, silver=3)
    hire(state, 0, "A04")
    state, _ = play(state, 0, place("town_centre"))
    state, _ = play(state, 0, {"type": "capture", "at": "forest", "seat": 1})
    refused(state, 0, {"type": "capture", "at": "quarry", "seat": 1}, "single location")


def test_the_offered_placements_are_exactly_the_moves_the_rules_accept():
    """The decision builds its options directly, for speed; they must be what ``problem`` accepts, in order."""
    import random

    from engine.architects.placing import candidates, legal_placements, problem
    from engine.core.game import new_game

    checked = 0
    for seed in range(6):
        chooser = random.Random(seed)
        state = new_game(GAME, 2 + seed % 4, seed, {"setup": ("standard", "variable")[seed % 2]})
        while decisions := GAME.pending(state):
            decision = chooser.choice(decisions)
            if decision.kind == "place":
                seat = decision.seat
                accepted = [move for move in candidates(state, seat) if problem(state, seat, move) is None]
                assert [option.action for option in legal_placements(state, seat)] == accepted
                checked += 1
            state, _ = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
    assert checked > 300


def test_a_retrieval_from_a_seat_written_as_a_float_is_refused_by_the_game_itself():
    """{"seat": 2.0} equals {"seat": 2} in Python but is not the offered move: the game's own apply refuses it
    (the core refuses it first for the bot; tests/engine/test_malformed_actions.py calls the game directly)."""
    state = table(3)
    state.players[0].supply = 0
    state.players[2].held[0] = 20
    state.tasks = [Task(Kind.RETRIEVE, 0)]
    with pytest.raises(IllegalAction, match="can't take back a worker from there"):
        GAME.apply(copy_state(state), 0, {"type": "retrieve", "from": "held", "seat": 2.0})
    state, _ = play(state, 0, {"type": "retrieve", "from": "held", "seat": 2})
    assert state.players[2].held[0] == 19 and state.players[0].supply == 1


def test_a_move_of_another_kind_is_told_what_the_step_waits_for():
    """Issue 26: a refused move says why in the game's terms, not "That is not one of the choices now"."""
    state = table()
    refused(state, 0, {"type": "trade", "for": "virtue"}, "That is not possible now: place a worker on a location")
    set_goods(state, 0, clay=4, wood=4, stone=4)
    state, _ = play(state, 0, place("storehouse"))
    refused(state, 0, {"type": "capture"}, "not possible now: trade at the King's Storehouse, or stop")


def test_a_choice_named_where_a_location_has_none_is_refused_by_name():
    state = table()
    refused(state, 0, place("quarry", take="clay"), "The Quarry has nothing to choose")
    refused(state, 0, place("tax_stand", take="clay"), "The Tax Stand has nothing to choose")
