"""The words of Burgundy's texts (issue 21): goods by colour, knowledge tiles by what they do, dice by value."""

import random

from engine.burgundy import GAME, text, what_can_i_do
from engine.burgundy.summary import SUMMARY_LIMIT
from engine.burgundy.tiles import TILES, TileKind
from engine.core import apply, new_game, pending
from tests.engine.burgundy.builder import fresh, give_goods, play, set_dice


def test_goods_are_named_by_colour_with_the_die_that_sells_them():
    assert text.goods_name(4) == "red goods (4)"
    assert (
        text.goods_tiles(1, 2) == "1 purple goods tile (2)" and text.goods_tiles(3, 1) == "3 turquoise goods tiles (1)"
    )
    assert text.sold(0, 2, 1, 2, 1, 0) == "{p0} sells 1 purple goods tile (2): 2 VP, 1 silverling."
    assert text.sell_option(3, 2, 6, 1) == "Sell 2 pink goods tiles (3) (+6 VP) (1 worker)"
    assert text.keep_goods_option([4, 5]) == "Keep red (4) and brown (5)"
    arrival = text.round_begins("A", 2, 0, [(0, (2, 5)), (1, (3, 3))], 6, 1)
    assert arrival.endswith("White die 6. A turquoise goods tile (die 1) goes to depot 6.")
    assert (
        text.ship_loaded(1, [2, 3], [4, 4, 3])
        == "{p1}'s ship takes goods from depots 2 and 3: 1 pink (3) and 2 red (4)."
    )


def test_a_knowledge_tile_is_named_by_what_it_does():
    book = next(found for found in TILES.values() if found.kind is TileKind.KNOWLEDGE and found.knowledge == 22)
    assert text.tile_name(book) == "Knowledge 22 (4 VP per bank)"
    assert text.take_tile_option(book, False) == "Take the Knowledge 22 (4 VP per bank)"
    assert all(len(text.knowledge_name(number)) <= 52 for number in range(1, 27))


def test_workers_spent_for_a_sale_say_which_die_they_turn_and_to_what():
    state = fresh()
    give_goods(state, 0, 3, 2)
    set_dice(state, 0, 1, 1)
    _, events = play(state, 0, {"type": "die", "die": 0}, {"type": "sell", "goods": 3})
    lines = [event.text for event in events]
    assert "{p0} spends 2 workers to turn a 1 into a 3." in lines


def test_the_final_scoring_line_names_only_what_scored():
    assert text.final_points(1, 2, 1, 0, 12) == (
        "Final scoring: {p1} scores 2 VP for goods left, 1 VP for silverlings and 12 VP for knowledge tiles."
    )
    assert text.final_points(0, 0, 0, 0, 0) == "Final scoring: nothing for {p0}."


def test_a_tile_added_to_the_estate_fits_a_button():
    for found in TILES.values():
        if found.kind is not TileKind.CASTLE:
            assert len(text.place_option(found, 2)) <= 80


def test_what_can_i_do_stays_short_enough_for_the_turn_panel():
    """Over random games; a turn with many choices is summarised without spaces and costs, never cut."""
    longest, brief = 0, 0
    for seed in range(4):
        rng = random.Random(seed)
        state = new_game(GAME, 2 + seed % 3, seed)
        while decisions := pending(GAME, state):
            for seat in range(state.seats):
                summary = what_can_i_do(state, seat)
                longest = max(longest, len(summary))
                brief += "others with workers" in summary
            decision = rng.choice(decisions)
            state, _ = apply(GAME, state, decision.seat, rng.choice(decision.options).action)
    assert longest <= SUMMARY_LIMIT and brief


def test_a_die_summary_groups_the_places_a_die_reaches_by_worker_cost():
    line = text.die_summary(3, [(3, 0), (2, 1), (4, 1), (6, 3)], [], [(3, 2, 4, 0)], 2, 0)
    assert line == (
        "With your 3: take a tile from depot 3 (or 2 and 4 with 1 worker; 6 with 3 workers); "
        "sell 2 pink goods tiles (3) for 4 VP; take 2 workers."
    )
    brief = text.die_summary(3, [(3, 0), (2, 1)], [], [(3, 2, 4, 0)], 2, 0, brief=True)
    assert brief == "With your 3: take a tile from depot 3 (others with workers); sell pink (3) goods; take 2 workers."


def test_a_turns_record_tells_a_new_round_and_the_final_scoring_briefly():
    assert (
        text.round_begins_briefly("B", 3, 6, 4)
        == "Round 3 of phase B begins: a red goods tile (die 4) goes to depot 6."
    )
    assert "an orange goods tile" in text.round_begins_briefly("B", 3, 6, 6)
    assert text.phase_begins_briefly("C") == "Phase C begins."
    assert text.final_points_briefly(2, 15) == "Final scoring: {p2} +15 VP."


def test_the_turn_prompt_does_not_repeat_the_players_name():
    assert text.turn_prompt([3, 5], [False, False], True) == "Choose a die (3 and 5), or buy a tile."
    assert text.turn_prompt([3, 5], [True, True], False) == "Both dice used: end your turn."
