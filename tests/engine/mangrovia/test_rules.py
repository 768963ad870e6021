"""Rules beyond the worked examples: the pier parts and modes, the bag, phase 3, the variant's tiles, secrecy."""

import random

import pytest

from engine.core import IllegalAction
from engine.core.game import apply, new_game, pending_for
from engine.mangrovia import GAME, scoring
from engine.mangrovia.piers import site_of
from engine.mangrovia.text import events as events_text
from engine.mangrovia.text import names
from tests.engine.mangrovia.scenario import (
    at_pier,
    build,
    give_amulets,
    give_landscapes,
    give_tile,
    give_valuables,
    options,
    pay_with,
    play,
    put_hut,
    refused,
    set_birds,
    table,
)

YELLOW, RED, TURQUOISE, ORANGE = range(4)


def test_pier_1_skipping_the_face_up_takes_keeps_the_face_down_draw():
    state = at_pier(table(4), 1, RED)
    assert {"type": "skip"} in options(state, RED) and {"type": "pass"} in options(state, RED)
    state = play(state, RED, {"type": "skip"})
    state = play(state, RED, {"type": "skip"})
    assert [action["type"] for action in options(state, RED)] == ["draw", "draw", "pass"]
    assert "last part" in refused(state, RED, {"type": "skip"})
    state = play(state, RED, {"type": "draw", "pile": "landscapes"})
    assert len(state.players[RED].landscapes) == 1 and state.pier > 1


def test_pier_5_one_mode_no_mixing():
    state = at_pier(table(4), 5, RED)
    kinds = {action["type"] for action in options(state, RED)}
    assert kinds == {"take", "draw", "pass"}
    card = state.valuables_display[0]
    after = play(state, RED, {"type": "take", "card": card})
    assert {action["type"] for action in options(after, RED)} == {"take", "pass"}  # face up, or stop
    assert "may not draw" in refused(after, RED, {"type": "draw", "pile": "valuables"})
    after = play(state, RED, {"type": "draw", "pile": "valuables"})
    assert {action["type"] for action in options(after, RED)} == {"draw", "pass"}
    after = play(after, RED, {"type": "draw", "pile": "valuables"})
    assert len(after.players[RED].valuables) == 2 and after.pier > 5


def test_face_up_cards_are_not_replaced_until_phase_3():
    state = at_pier(table(4), 1, RED, (2, YELLOW))
    state = play(state, RED, options(state, RED)[0])  # the highest valuables card
    state = play(state, RED, next(a for a in options(state, RED) if a.get("card", "").startswith("L")))
    assert len(state.valuables_display) == 3 and len(state.landscape_display) == 2
    state = play(state, RED, {"type": "pass"})
    state = play(state, YELLOW, {"type": "pass"})  # pier 2
    state = play(state, YELLOW, {"type": "pass"})  # pier 11
    state = play(state, RED, {"type": "birds", "on": ["MANGROVE", "WATER"]})  # pier 12
    assert state.round == 2 and len(state.valuables_display) == 4 and len(state.landscape_display) == 3


def test_pier_7_and_8_choose_one_mode():
    state = at_pier(table(4), 7, RED)
    assert {action["type"] for action in options(state, RED)} == {"amulets", "draw", "pass"}
    after = play(state, RED, {"type": "amulets"})
    assert after.players[RED].amulets == [1] and after.pier != 7
    state = at_pier(table(4), 8, RED)
    set_birds(state, "MANGROVE", "WATER")
    give_valuables(state, RED, 4)
    give_landscapes(state, RED, "WATER")
    assert {"type": "build", "space": "c2r2"} in options(state, RED) and {"type": "amulets"} in options(state, RED)
    after = build(state, RED, "c2r2")
    assert after.huts["c2r2"] == RED and after.players[RED].amulets == [] and after.players[RED].track == 1


def test_a_secret_build_with_nothing_to_build_still_asks():
    state = at_pier(table(4), 11, RED)
    decision = GAME.pending(state)[0]
    assert decision.secret and decision.ask and [o.action["type"] for o in decision.options] == ["skip", "pass"]
    assert "Valuables: none" in decision.context


def test_the_bag_is_refilled_from_the_set_aside_amulets_before_each_draw():
    state = at_pier(table(4), 2, RED)
    for space in ("c2r2", "c4r2", "c8r2"):
        put_hut(state, RED, space)
    state.set_aside, state.bag = state.bag[1:], state.bag[:1]
    after = play(state, RED, {"type": "amulets"})
    assert len(after.drawn) == 3 and len(after.bag) + len(after.drawn) == 35 and after.set_aside == []


def test_a_single_amulet_left_is_drawn_and_kept():
    """Ruling R6: bag and set-aside pool run out after one draw: that amulet is kept, none returned."""
    state = at_pier(table(4), 2, RED)
    for space in ("c2r2", "c4r2", "c8r2"):
        put_hut(state, RED, space)
    state.players[YELLOW].amulets = state.bag[1:]
    state.bag = state.bag[:1]
    after = play(state, RED, {"type": "amulets"})
    assert after.players[RED].amulets == [2] and after.drawn == [] and after.bag == []


def test_the_variant_tiles_pay_and_are_taken_by_the_builder():
    state = at_pier(table(4, variant="all"), 11, RED)
    set_birds(state, "SAND", "REED")
    lying = state.stones["c2r5"]
    tile = next(t for t in ("valuable3-1", "valuable3-2", "valuable3-3") if t != lying)
    give_tile(state, RED, tile)
    give_valuables(state, RED, 2)
    give_landscapes(state, RED, "SAND")
    assert {"type": "build", "space": "c2r5"} in options(state, RED)
    after = build(state, RED, "c2r5")  # 3 (tile) + 2 = 5: the only payment
    assert after.huts["c2r5"] == RED and tile in after.tiles_boxed
    assert after.players[RED].tiles == [lying] and "c2r5" not in after.stones


def test_a_free_landscape_tile_ignores_the_birds():
    state = at_pier(table(4, variant="others"), 11, RED)
    set_birds(state, "MANGROVE", "WATER")
    give_tile(state, RED, "landscape-1")
    give_valuables(state, RED, 7)
    assert {"type": "build", "space": "c3r2"} in options(state, RED)  # SAND, not active
    after = build(state, RED, "c3r2")
    assert after.huts["c3r2"] == RED and after.players[RED].tiles == []


def test_an_amulet_2_tile_pays_amulets_and_scores_2_if_kept():
    state = at_pier(table(4, variant="others"), 11, RED)
    set_birds(state, "SAND", "WATER")
    give_tile(state, RED, "amulet2-1")
    give_amulets(state, RED, 2)
    give_landscapes(state, RED, "SAND")
    assert scoring.amulet_value(state, RED) == 4
    paying = build(state, RED, "c2r4")  # 4: amulet 2 + tile, the only way
    assert paying.huts["c2r4"] == RED and paying.players[RED].amulets == [] and paying.players[RED].tiles == []
    assert scoring.amulet_value(paying, RED) == 0


def test_building_on_the_stone_circle_takes_its_tile():
    state = at_pier(table(4, variant="statues"), 11, RED)
    set_birds(state, "SAND", "WATER")
    tile = state.stones["c2r5"]
    give_valuables(state, RED, 5)
    give_landscapes(state, RED, "SAND")
    after = build(state, RED, "c2r5")
    assert after.players[RED].tiles == [tile] and "c2r5" not in after.stones


def test_the_timeout_of_a_payment_takes_the_default_payment():
    state = at_pier(table(4), 11, RED)
    set_birds(state, "SAND", "WATER")
    give_valuables(state, RED, 5, 2, 3)
    give_landscapes(state, RED, "SAND")
    paying = build(state, RED, "c2r5")
    assert len(options(paying, RED)) == 2
    assert "not one of the choices" in refused(paying, RED, {"type": "timeout"})
    done = play(paying, RED, {"type": "timeout"}, timed_out=True)
    assert done.huts["c2r5"] == RED


def test_paying_for_cards_not_held_or_odd_payments_is_refused():
    state = at_pier(table(4), 11, RED)
    set_birds(state, "SAND", "WATER")
    give_valuables(state, RED, 5, 2, 3)
    sand = give_landscapes(state, RED, "SAND")
    paying = build(state, RED, "c2r5")
    other = state.valuables_pile[0]
    assert "do not hold" in refused(paying, RED, pay_with([other, *sand]))
    assert "do not hold those amulets" in refused(paying, RED, pay_with(sand, [5]))
    assert "lists" in refused(paying, RED, {"type": "pay", "cards": sand})
    five = [card for card in paying.players[RED].valuables if card.startswith("V5")]
    assert "exactly 1 landscape card" in refused(paying, RED, pay_with(five))


def test_the_timeout_of_an_amulet_return_returns_the_lowest():
    state = at_pier(table(4), 2, RED)
    for space in ("c2r2", "c4r2"):
        put_hut(state, RED, space)
    state.bag.remove(3)
    state.bag.remove(5)
    state.players[YELLOW].amulets, state.bag = state.bag, [3, 5]
    after = play(state, RED, {"type": "amulets"})
    decision = GAME.pending(after)[0]
    assert decision.kind == "return" and decision.secret and decision.timeout is not None
    assert decision.find(decision.timeout.action) is None
    after = play(after, RED, {"type": "timeout"}, timed_out=True)
    assert after.bag == [3] and after.players[RED].amulets == [5]


def test_what_can_i_do_names_the_choices_the_piers_and_the_spaces():
    state = at_pier(table(4), 9, RED, (3, YELLOW), (5, ORANGE))
    set_birds(state, "WATER", "SAND")
    give_valuables(state, RED, 4)
    give_landscapes(state, RED, "WATER")
    mine = GAME.what_can_i_do(state, RED)
    assert "Pier 9: build a hut or build a double hut." in mine and "Hut on c2r2 (Water)" in mine
    assert "Your bowl acts at pier 9 this round." in mine and "could build on" not in mine  # the choices say it
    theirs = GAME.what_can_i_do(state, YELLOW)
    assert theirs.startswith("Waiting for {p1}.") and "Your bowl acts at pier 10 this round." in theirs
    assert "no pier left" in GAME.what_can_i_do(state, ORANGE)


def test_face_up_takes_with_empty_displays_are_skipped_at_once():
    state = at_pier(table(4), 5, YELLOW, (6, RED))
    state.valuables_pile += state.valuables_display
    state.landscape_pile += state.landscape_display
    state.valuables_display, state.landscape_display = [], []
    assert [action["type"] for action in options(state, YELLOW)] == ["draw", "draw", "pass"]
    state = play(state, YELLOW, {"type": "pass"})  # the boat reaches pier 6: RED's face-up take is impossible
    assert state.pier == 6 and state.parts == ["draw", "draw"] and not state.opening
    assert [action["type"] for action in options(state, RED)] == ["draw", "draw", "skip", "pass"]


def _events(state, seat, action):
    """The events of one move."""
    return apply(GAME, state, seat, action)


def test_the_double_hut_prompt_asks_for_two_landscape_cards():
    state = at_pier(table(5), 9, 4)
    set_birds(state, "SAND", "REED")
    give_valuables(state, 4, 7, 7, 6, 4, 5, 5)
    give_landscapes(state, 4, "SAND", "REED", "SAND")
    paying = play(state, 4, {"type": "double", "space": "c3r3"})
    prompt = pending_for(GAME, paying, 4).prompt
    assert prompt == "Pay for the double hut on c3r3 (Sand/Reed): exactly 24 valuables and 2 matching landscape cards."
    single = play(state, 4, {"type": "build", "space": "c3r3"})
    assert pending_for(GAME, single, 4).prompt.endswith("exactly 12 valuables and a matching landscape card.")


def test_a_payment_is_told_in_words_with_landscapes_counted():
    state = at_pier(table(5), 9, 4)
    set_birds(state, "SAND", "REED")
    money = give_valuables(state, 4, 7, 7, 6, 4)
    sand, reed, _ = give_landscapes(state, 4, "SAND", "REED", "SAND")
    paying = build(state, 4, "c3r3", double=True)
    after, events = _events(paying, 4, pay_with([*money, sand, reed]))
    assert events[0].text == (
        "{p4} builds a double hut on c3r3 (Sand/Reed) for 24 valuables, paying valuables 4, 6, 7 and 7, "
        "with a Reed card and a Sand card."
    )
    assert names.payment([sand, _], [2, 4], []) == "amulets 2 and 4, with 2 Sand cards"


def test_the_last_hut_is_told_without_a_pronoun():
    state = at_pier(table(4), 9, RED)
    set_birds(state, "WATER", "REED")
    give_valuables(state, RED, 4)
    give_landscapes(state, RED, "WATER")
    state.players[RED].huts = 1  # the others are on the board, as far as this test goes
    paying, _ = _events(state, RED, {"type": "build", "space": "c2r2"})
    _, events = _events(paying, RED, pending_for(GAME, paying, RED).options[0].action)
    texts = [event.text for event in events]
    assert "{p1} has no huts left: this round is the last." in texts
    assert (
        "Pier 9: {p1} builds a hut on c2r2 (Water) for 4 valuables, moves their amulet pillar to 1 "
        "and has no huts left: this round is the last."
    ) in texts


def test_the_boat_tour_is_one_chapter_whose_record_tells_every_occupied_pier():
    """Issue 21: one lasting record per tour, one sentence per occupied pier; no stop is only a heading."""
    state = new_game(GAME, 3, 1)
    chooser = random.Random(3)
    while state.pier == 0:
        decision = GAME.pending(state)[0]
        state, _ = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
    assert GAME.chapter(state) == "Round 1 · boat tour"
    occupied = [pier for pier in range(1, 13) if state.sites[site_of(pier) - 1] >= 0]
    owners = {pier: state.sites[site_of(pier) - 1] for pier in occupied}
    told: list[str] = []
    while GAME.chapter(state) == "Round 1 · boat tour":
        decision = GAME.pending(state)[0]
        state, events = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
        told += [event.record for event in events if event.public and event.record]
    stops = [line for line in told if line.startswith("Pier ")]
    assert [int(line.split(":")[0].split()[1]) for line in stops] == occupied
    for line in stops:
        pier = int(line.split(":")[0].split()[1])
        assert line.startswith(f"Pier {pier}: {{p{owners[pier]}}} ") and line.endswith(".")
    assert told[-1] == f"Round 2 begins; {{p{state.start_player}}} places the first bowl."


def test_a_pier_where_the_owner_does_nothing_says_they_pass():
    state = at_pier(table(4), 3, RED)
    _, events = _events(state, RED, {"type": "pass"})
    assert [event.record for event in events if event.record][0] == "Pier 3: {p1} passes."


def test_a_stop_groups_what_one_verb_gave():
    took, drew = events_text.took_clause, events_text.drew_clause  # the clauses are data in the state (issue 25)
    assert events_text.stop(0, 1, [took("V7.1"), took("LS.1"), drew("valuables")]) == (
        "Pier 1: {p0} takes 7 and a Sand card and draws a valuables card."
    )
    assert events_text.stop(2, 6, [took("V4.1"), drew("valuables"), drew("valuables")]) == (
        "Pier 6: {p2} takes 4 and draws 2 valuables cards."
    )
    assert events_text.stop(1, 5, [took("LR.1"), took("LR.2")]) == "Pier 5: {p1} takes 2 Reed cards."


def test_the_bowl_prompt_does_not_repeat_the_players_name():
    state = new_game(GAME, 3, 1)
    assert GAME.pending(state)[0].prompt == "Place a bowl on a free ritual site."


def test_a_move_of_another_kind_is_told_what_the_step_waits_for():
    """Issue 26: a refused move says why in the game's terms, not "That is not one of the choices now"."""
    state = new_game(GAME, 3, 26, {})
    (decision,) = GAME.pending(state)
    assert decision.kind == "bowl"
    with pytest.raises(IllegalAction, match="That is not possible now: place a bowl on a free ritual site"):
        apply(GAME, state, decision.seat, {"type": "pay"})
    while (decision := GAME.pending(state)[0]).kind == "bowl":
        state, _ = apply(GAME, state, decision.seat, decision.options[0].action)
    with pytest.raises(IllegalAction, match="That is not possible now: take the action of the boat's pier"):
        apply(GAME, state, decision.seat, {"type": "bowl", "site": 2})
