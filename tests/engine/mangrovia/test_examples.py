"""The worked examples of the rules document (§11.1 E1-E15, §11.2 C1-C14) on the stand-in board."""

import pytest

from engine.mangrovia import GAME, scoring
from engine.mangrovia.state import EMPTY, NEUTRAL
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

YELLOW, RED, TURQUOISE, ORANGE, VIOLET = range(5)


def test_e1_the_boat_skips_empty_sites():
    state = table(4)
    state.start_player, state.placing = YELLOW, [YELLOW, RED, TURQUOISE, ORANGE]
    for seat, site in ((YELLOW, 2), (RED, 3), (TURQUOISE, 4), (ORANGE, 5)):
        state = play(state, seat, {"type": "bowl", "site": site})
    assert state.sites[0] == EMPTY and state.pier == 2 and state.acting() == YELLOW
    assert {"type": "amulets"} in options(state, YELLOW)


def test_e2_building_waits_for_pier_10():
    state = at_pier(table(4), 3, ORANGE)
    set_birds(state, "MANGROVE", "WATER")
    give_valuables(state, ORANGE, 4, 6)
    give_landscapes(state, ORANGE, "WATER")
    assert all(action["type"] in ("take", "pass") for action in options(state, ORANGE))
    message = refused(state, ORANGE, {"type": "build", "space": "c2r3"})
    assert "pier 3" in message and "8, 9, 10 and 11" in message


def builder(pier=11, seat=YELLOW, birds=("WATER", "REED")):
    state = at_pier(table(4), pier, seat)
    set_birds(state, *birds)
    return state


def test_e3_only_active_landscapes_can_be_built():
    state = builder()
    give_valuables(state, YELLOW, 2, 3, 5, 6, 7)
    give_landscapes(state, YELLOW, "REED", "WATER", "SAND", "MANGROVE")
    spaces = {action["space"] for action in options(state, YELLOW) if action["type"] == "build"}
    assert {"c1r4", "c2r3", "c3r3", "c4r7"} <= spaces and "c3r2" not in spaces
    assert "birds sit on Reed and Water" in refused(state, YELLOW, {"type": "build", "space": "c3r2"})
    for space in ("c3r3", "c4r7"):
        paying = play(state, YELLOW, {"type": "build", "space": space})
        lands = {card[1] for action in options(paying, YELLOW) for card in action["cards"] if card[0] == "L"}
        assert lands == {"R"}, space  # the dual space is paid with its active landscape only


def test_e4_three_amulet_space_huts_draw_three_keep_two():
    state = at_pier(table(4), 2, ORANGE)
    for space in ("c2r2", "c8r4", "c4r6"):
        put_hut(state, ORANGE, space)
    state.set_aside, state.bag = state.bag[20:], state.bag[:20]
    state = play(state, ORANGE, {"type": "amulets"})
    assert len(state.drawn) == 3 and len(state.bag) == 17
    lowest = min(state.drawn)
    state = play(state, ORANGE, {"type": "return", "amulet": lowest})
    assert len(state.players[ORANGE].amulets) == 2 and len(state.bag) == 18


def test_e5_exact_payment_scores_the_icon_and_fills_the_discards():
    state = builder(birds=("SAND", "MANGROVE"), seat=ORANGE)
    three, four = give_valuables(state, ORANGE, 3, 4)
    give_landscapes(state, ORANGE, "SAND")
    discard = len(state.valuables_discard), len(state.landscape_discard)
    after = build(state, ORANGE, "c3r2")
    assert after.huts["c3r2"] == ORANGE and after.players[ORANGE].chief == 1
    assert len(after.valuables_discard) == discard[0] + 2 and len(after.landscape_discard) == discard[1] + 1
    assert {three, four} <= set(after.valuables_discard)
    state = builder(birds=("SAND", "MANGROVE"), seat=ORANGE)
    starts = give_valuables(state, ORANGE, 3, 4, start=1)
    give_landscapes(state, ORANGE, "SAND")
    after = build(state, ORANGE, "c3r2")
    assert set(starts) <= set(after.boxed) and not set(starts) & set(after.valuables_discard)


def test_e6_no_exact_amulet_payment_means_no_hut():
    state = builder(seat=RED)
    give_amulets(state, RED, 2, 4)
    give_landscapes(state, RED, "WATER")
    assert "cannot pay exactly 5 amulets" in refused(state, RED, {"type": "build", "space": "c3r4"})
    give_amulets(state, RED, 1, 5)  # 5 alone or 4 + 1: two payments, so the payment is asked
    give_valuables(state, RED, 5)
    paying = build(state, RED, "c3r4")
    assert paying.space == "c3r4" and len(options(paying, RED)) == 2
    water = paying.players[RED].landscapes
    assert "costs exactly 5 amulets" in refused(paying, RED, pay_with(water, [2, 4]))
    money = paying.players[RED].valuables
    assert "paid with amulets, not valuables" in refused(paying, RED, pay_with(money + water))
    assert "never both" in refused(paying, RED, pay_with(money + water, [5]))
    assert "does not match" in refused(paying, RED, pay_with(give_landscapes(paying, RED, "REED"), [5]))
    done = play(paying, RED, pay_with(water, [5]))
    assert done.huts["c3r4"] == RED and done.set_aside == [5]


def test_e7_pier_10_two_huts_two_separate_exact_payments():
    state = builder(pier=10, seat=RED, birds=("REED", "WATER"))
    six, two, two_b, four = give_valuables(state, RED, 6, 2, 2, 4)
    reed, water = give_landscapes(state, RED, "REED", "WATER")
    for space in ("c5r6", "c4r7"):  # 7 cannot be made from 6, 2, 2, 4
        assert "cannot pay exactly 7" in refused(state, RED, {"type": "build", "space": space})
    state = build(state, RED, "c1r4")
    assert pay_with([six, two, reed]) in options(state, RED) and pay_with([two, two_b, four, reed]) in options(
        state, RED
    )
    state = play(state, RED, pay_with([six, two, reed]))
    state = build(state, RED, "c2r3")
    player = state.players[RED]
    assert state.huts["c1r4"] == state.huts["c2r3"] == RED and player.chief == 3
    assert player.valuables == [] and player.landscapes == [] and state.round == 2  # piers 11, 12 empty


def test_e8_a_double_hut_costs_twice_and_scores_twice():
    state = at_pier(table(5), 9, VIOLET)
    set_birds(state, "WATER", "SAND")
    give_valuables(state, VIOLET, 7, 7, 6)
    give_landscapes(state, VIOLET, "WATER", "WATER")
    assert {"type": "double", "space": "c1r3"} in options(state, VIOLET)
    state = build(state, VIOLET, "c1r3", double=True)
    player = state.players[VIOLET]
    assert state.huts["c1r3"] == VIOLET and "c1r3" in state.doubles
    assert player.huts == 8 - 2 and player.chief == 8 and player.valuables == [] and player.landscapes == []


def test_e9_a_dual_space_is_paid_with_an_active_landscape():
    state = builder(seat=ORANGE, birds=("SAND", "MANGROVE"))
    five, seven, _, _ = give_valuables(state, ORANGE, 5, 7, 6, 6)  # 5 + 7 or 6 + 6: the payment is asked
    sand, reed = give_landscapes(state, ORANGE, "SAND", "REED")
    paying = build(state, ORANGE, "c3r3")
    assert "Reed is not active" in refused(paying, ORANGE, pay_with([five, seven, reed]))
    done = play(paying, ORANGE, pay_with([five, seven, sand]))
    assert done.players[ORANGE].chief == 4 and done.huts["c3r3"] == ORANGE


def test_e10_site_one_empty_talisman_right_birds_to_the_empty_spaces():
    state = at_pier(table(4), 11, RED)
    state.start_player = YELLOW
    set_birds(state, "MANGROVE", "REED")
    state = play(state, RED, {"type": "pass"})
    assert state.round == 2 and state.start_player == state.right_of(YELLOW) == ORANGE
    assert state.birds == ["SAND", "WATER"] and state.placing[0] == ORANGE


def test_e11_path_majorities_with_the_distance_tie_break():
    state = table(5)
    for seat, spaces in ((RED, "c1r1 c1r6"), (YELLOW, "c1r3 c1r7"), (VIOLET, "c1r4 c1r5")):
        for space in spaces.split():
            put_hut(state, seat, space)
    for seat, spaces in ((ORANGE, "c3r2 c3r5 c3r7"), (YELLOW, "c3r3"), (VIOLET, "c3r4")):
        for space in spaces.split():
            put_hut(state, seat, space)
    assert scoring.path_ranking(state, "VA") == [RED, YELLOW, VIOLET]
    assert scoring.path_ranking(state, "VB") == [ORANGE, YELLOW, VIOLET]
    points = scoring.path_points(state)
    assert points[RED]["VA"] == 12 and points[YELLOW]["VA"] == 6 and "VA" not in points[VIOLET]
    assert points[ORANGE]["VB"] == 10 and points[YELLOW]["VB"] == 5 and "VB" not in points[VIOLET]


def test_e12_stone_circle_huts_times_all_huts():
    state = table(5)
    for seat, spaces in ((VIOLET, "c1r5 c2r5 c3r5"), (YELLOW, "c1r6 c3r6"), (RED, "c1r7 c3r7")):
        for space in spaces.split():
            put_hut(state, seat, space)
    assert [scoring.stone_circle_points(state, seat) for seat in (VIOLET, YELLOW, RED, ORANGE)] == [21, 14, 14, 0]


def test_e13_totem_area_ties_go_to_the_lowest_tile():
    state = table(5)
    for seat, space in (
        (ORANGE, "c5r1"),
        (ORANGE, "c6r1"),
        (VIOLET, "c5r2"),
        (RED, "c7r1"),
        (RED, "c7r2"),
        (ORANGE, "c7r3"),
        (VIOLET, "c6r3"),
    ):
        put_hut(state, seat, space)
    assert state.totems == {"c5r1": 2, "c6r1": 3, "c5r2": 4, "c7r1": 5, "c7r2": 6, "c7r3": 7, "c6r3": 8}
    assert scoring.totem_ranking(state) == [ORANGE, VIOLET, RED]
    assert scoring.totem_points(state) == {ORANGE: 12, VIOLET: 6}


def test_e14_leftover_amulets_score_their_value():
    state = table(4)
    give_amulets(state, RED, 4, 2, 6)
    assert scoring.breakdown(state, RED)["amulets"] == 12


def test_e15_a_statue_tile_wins_the_tie():
    state = table(5, variant="statues")
    for seat, spaces in ((VIOLET, "c1r6 c1r7"), (RED, "c1r1 c1r4"), (YELLOW, "c1r5")):
        for space in spaces.split():
            put_hut(state, seat, space)
    for player in state.players:  # the stone circle tiles taken by building go back: only the VA tile matters
        state.tiles_boxed += player.tiles
        player.tiles = []
    assert scoring.path_ranking(state, "VA") == [RED, VIOLET, YELLOW]
    give_tile(state, VIOLET, "statue-VA")
    assert scoring.path_ranking(state, "VA") == [VIOLET, RED, YELLOW]
    assert scoring.path_points(state)[VIOLET]["VA"] == 12 and scoring.path_points(state)[RED]["VA"] == 6


def test_c1_the_neutral_competitor_takes_first_place_and_scores_nothing():
    state = table(3)
    put_hut(state, RED, "c6r3")
    put_hut(state, YELLOW, "c7r3")
    assert state.huts["c4r3"] == NEUTRAL
    assert scoring.path_ranking(state, "HB") == [NEUTRAL, RED, YELLOW]
    points = scoring.path_points(state)
    assert points[RED].get("HB") == 5 and "HB" not in points[YELLOW]


def test_c2_a_double_hut_counts_two_but_not_for_distance():
    state = table(4)
    put_hut(state, YELLOW, "c7r4", double=True)
    put_hut(state, ORANGE, "c7r2")
    put_hut(state, ORANGE, "c7r7")
    put_hut(state, TURQUOISE, "c7r5")
    points = scoring.path_points(state)
    assert points[ORANGE]["VD"] == 6 and points[YELLOW]["VD"] == 3 and "VD" not in points[TURQUOISE]


def test_c3_two_players_the_neutral_hut_holds_totem_tile_2():
    state = table(2)
    assert state.totems == {"c6r1": 2} and state.totem_stack[0] == 3
    state = at_pier(table(2), 11, RED)
    set_birds(state, "REED", "WATER")
    give_valuables(state, RED, 2, 7)
    give_landscapes(state, RED, "REED")
    state = build(state, RED, "c5r1")
    assert state.totems["c5r1"] == 3 and state.players[RED].chief == 3
    put_hut(state, YELLOW, "c5r2")
    put_hut(state, YELLOW, "c7r1")
    assert scoring.totem_ranking(state) == [YELLOW, NEUTRAL, RED]
    assert scoring.totem_points(state) == {YELLOW: 12}


def test_c4_exactness_no_subset_no_overpay():
    state = builder(birds=("REED", "SAND"))
    give_valuables(state, YELLOW, 7, 4, 3)
    give_landscapes(state, YELLOW, "REED")
    assert "cannot pay exactly 12 valuables" in refused(state, YELLOW, {"type": "build", "space": "c5r5"})
    give_valuables(state, YELLOW, 5)
    paying = build(state, YELLOW, "c5r5")
    hand = paying.players[YELLOW]
    overpay = [card for card in hand.valuables if not card.startswith("V5")]
    assert "that payment makes 14" in refused(paying, YELLOW, pay_with(overpay + hand.landscapes))


@pytest.mark.parametrize(("track", "ones", "gets", "drawn"), [(0, 2, 1, 0), (0, 0, 0, 0), (1, 5, 1, 0), (7, 5, 0, 5)])
def test_c5_take_amulets_boundaries(track, ones, gets, drawn):
    state = at_pier(table(4), 2, RED)
    state.players[RED].track = track
    for space in ("c2r2", "c4r2", "c8r2", "c2r4", "c4r4", "c6r4", "c8r4")[:track]:
        state.huts[space] = RED
        state.players[RED].huts -= 1
    state.players[RED].track = track
    state.set_aside = [1] * (5 - ones)
    state.ones = ones
    if track == 0 and ones == 0:
        assert options(state, RED) == [{"type": "pass"}]  # nothing to gain: the core takes the pass at once
        return
    after = play(state, RED, {"type": "amulets"})
    assert len(after.players[RED].amulets) == gets and len(after.drawn) == drawn
    if track == 0:
        assert after.players[RED].amulets == [1] and after.ones == ones - 1
    if drawn:
        after = play(after, RED, {"type": "return", "amulet": after.drawn[0]})
        assert len(after.players[RED].amulets) == 4


def test_c6_the_amulet_pillar_moves_and_draws_grow():
    state = builder(pier=11, seat=RED, birds=("SAND", "REED"))
    put_hut(state, RED, "c2r2")
    put_hut(state, RED, "c8r4")
    give_amulets(state, RED, 4)
    give_landscapes(state, RED, "SAND")
    state = build(state, RED, "c2r4")
    assert state.players[RED].track == 3 and state.players[RED].chief == 1


def test_c7_the_last_hut_ends_the_game_after_pier_12():
    state = at_pier(table(4), 8, RED, (1, YELLOW), (3, ORANGE))
    set_birds(state, "REED", "WATER")
    for space in ("c1r1", "c2r1", "c3r1", "c4r1", "c1r2", "c3r2", "c1r3", "c2r3"):
        put_hut(state, RED, space)
    assert state.players[RED].huts == 1
    give_valuables(state, RED, 4, 4)
    give_landscapes(state, RED, "REED")
    state = build(state, RED, "c1r4")
    assert state.ending and state.players[RED].huts == 0 and state.pier == 10 and state.acting() == ORANGE
    state = play(state, ORANGE, {"type": "pass"})
    assert state.pier == 12 and state.acting() == YELLOW
    state = play(state, YELLOW, {"type": "birds", "on": ["REED", "WATER"]})
    assert state.over and GAME.result(state) is not None and state.round == 1


def test_c8_three_players_the_start_player_may_not_open_on_site_1():
    state = table(3)
    state.start_player, state.placing = YELLOW, [YELLOW, RED, TURQUOISE] * 2
    assert [action["site"] for action in options(state, YELLOW)] == [2, 3, 4, 5, 6]
    assert "may not go on site 1" in refused(state, YELLOW, {"type": "bowl", "site": 1})
    for seat, site in ((YELLOW, 2), (RED, 3), (TURQUOISE, 4)):
        state = play(state, seat, {"type": "bowl", "site": site})
    assert [action["site"] for action in options(state, YELLOW)] == [1, 5, 6]
    state = table(3)
    state.start_player, state.placing = YELLOW, [YELLOW, RED, TURQUOISE] * 2
    for seat, site in ((YELLOW, 2), (RED, 1), (TURQUOISE, 4)):
        state = play(state, seat, {"type": "bowl", "site": site})
    assert [action["site"] for action in options(state, YELLOW)] == [3, 5, 6]
    state = table(4)
    state.start_player, state.placing = YELLOW, [YELLOW, RED, TURQUOISE, ORANGE]
    assert 1 in [action["site"] for action in options(state, YELLOW)]


def test_c9_double_hut_on_a_dual_space():
    state = at_pier(table(5), 9, VIOLET)
    set_birds(state, "SAND", "REED")
    money = give_valuables(state, VIOLET, 7, 7, 6, 4)
    sand, reed, _ = give_landscapes(state, VIOLET, "SAND", "REED", "SAND")
    paying = build(state, VIOLET, "c3r3", double=True)
    assert pay_with([*money, sand, reed]) in options(paying, VIOLET)
    done = play(paying, VIOLET, pay_with([*money, sand, reed]))
    assert done.doubles == ["c3r3"] and done.players[VIOLET].chief == 8 and done.players[VIOLET].huts == 6
    set_birds(state, "SAND", "WATER")
    give_valuables(state, VIOLET, 5, 5, 7, 7)  # a second way to pay 24, so the payment is asked
    paying = build(state, VIOLET, "c3r3", double=True)
    assert all(reed not in action["cards"] for action in options(paying, VIOLET))
    faces = [sorted(card.split(".")[0] for card in action["cards"]) for action in options(paying, VIOLET)]
    assert sorted(["LS", "LS", "V4", "V6", "V7", "V7"]) in faces and len(faces) == 2  # 7+7+6+4 or 7+7+5+5
    assert "Reed is not active" in refused(paying, VIOLET, pay_with([*money, sand, reed]))


def test_c10_pier_10_different_spaces_and_the_last_hut():
    state = builder(pier=10, seat=RED, birds=("REED", "WATER"))
    give_valuables(state, RED, 6, 2, 2, 4)
    give_landscapes(state, RED, "REED", "WATER")
    after = build(state, RED, "c2r3")  # 6: 6 alone, 2 + 4 or 2 + 2 + ... : pick one
    after = play(after, RED, options(after, RED)[0]) if after.space else after
    assert "already holds a hut" in refused(after, RED, {"type": "build", "space": "c2r3"})
    assert after.parts == ["build"] and {"type": "pass"} in options(after, RED)
    state.players[RED].huts = 1
    state.players[RED].track = 0
    for space in ("c1r1", "c2r1", "c3r1", "c4r1", "c1r2", "c3r2", "c1r3", "c5r4"):
        state.huts[space] = RED
    after = build(state, RED, "c2r3")
    after = play(after, RED, options(after, RED)[0]) if after.space else after
    assert after.ending and after.players[RED].huts == 0
    assert not [action for action in options(after, RED) if action["type"] == "build"]


def test_c11_the_amulet_value_breaks_a_tie():
    state = table(4)
    state.over = True
    state.players[RED].chief = state.players[YELLOW].chief = 87
    give_amulets(state, RED, 3, 5)
    give_amulets(state, YELLOW, 6)
    state.players[RED].chief -= 8
    state.players[YELLOW].chief -= 6
    result = GAME.result(state)
    assert result.winners == (RED,) and result.standings[1].seat == YELLOW and result.standings[1].score == 87
    state = table(4)
    state.over = True
    give_amulets(state, RED, 4, 4)
    give_amulets(state, YELLOW, 2, 6)
    state.players[RED].chief = state.players[YELLOW].chief = 79
    assert set(GAME.result(state).winners) == {RED, YELLOW}


def test_c12_an_empty_pile_reshuffles_its_discard():
    state = at_pier(table(4), 7, RED)
    state.valuables_discard = state.valuables_pile[:5]
    state.players[YELLOW].valuables = sorted(state.valuables_pile[5:])  # out of the way for this check
    state.valuables_pile = []
    after = play(state, RED, {"type": "draw", "pile": "valuables"})
    assert len(after.valuables_pile) == 4 and after.valuables_discard == [] and len(after.players[RED].valuables) == 1


def test_c13_no_double_hut_in_the_areas_or_on_amulet_spaces():
    state = at_pier(table(4), 9, ORANGE)
    set_birds(state, "SAND", "WATER")
    give_valuables(state, ORANGE, 5, 5, 6, 6, 4, 4)
    give_landscapes(state, ORANGE, "SAND", "SAND", "WATER", "WATER")
    for space, where in (("c2r5", "stone circle"), ("c5r2", "totem area"), ("c6r4", "amulet space")):
        assert where in refused(state, ORANGE, {"type": "double", "space": space})
    assert {"type": "build", "space": "c2r5"} in options(state, ORANGE)


def test_c14_pier_12_the_birds_may_move_or_stay_and_site_1_starts():
    state = at_pier(table(4), 12, RED)
    state.start_player = YELLOW
    stay = play(state, RED, {"type": "birds", "on": ["MANGROVE", "WATER"]})
    moved = play(state, RED, {"type": "birds", "on": ["SAND", "WATER"]})
    assert stay.birds == ["MANGROVE", "WATER"] and moved.birds == ["SAND", "WATER"]
    assert stay.start_player == moved.start_player == RED and stay.round == moved.round == 2
