"""Views and the "what can I do?" summary (rules/castles-of-burgundy.md §8 hidden information, §9)."""

import json
import random

from engine.burgundy import GAME, what_can_i_do
from engine.burgundy.tiles import Building, TileKind
from engine.burgundy.views import KIND_CODES, KIND_COLOURS, PublicView, SeatView, tile_effect
from engine.core.codec import to_data
from engine.core.game import apply, canonical_json, new_game
from engine.core.memo import forget
from engine.simulate import leaks
from tests.engine.burgundy.builder import (
    building,
    fresh,
    give_goods,
    goods_on_depot,
    knowledge,
    place,
    play,
    set_dice,
    store,
    tile,
    to_depot,
)


def test_public_view_shows_the_table():
    """Depots with tiles and goods, black depot, phase and round, track, scores, all 12 bonus tiles."""
    state = new_game(GAME, 3, 12)
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    assert (view.phase, view.round, view.players, view.stage) == ("A", 1, 3, "playing")
    assert len(view.depots) == 6 and all(len(depot.spaces) == 4 for depot in view.depots)
    assert sum(1 for d in view.depots for s in d.spaces if s.tile) == 18
    assert sum(len(depot.goods) for depot in view.depots) == 1
    assert view.depots[view.white_die - 1].goods
    assert len(view.black_depot) == 6 and len(view.round_goods) == 4
    assert view.face_down_goods == (0, 5, 5, 5, 5)
    assert len(view.bonus_tiles) == 12 and all(tile.owner is None for tile in view.bonus_tiles)
    assert view.track[0] and view.order == tuple(state.order) and view.waiting_on == (state.active,)
    estate = view.estates[0]
    assert estate.colours.startswith("ACCK") and len(estate.die_numbers) == 37
    assert list(estate.placed) == [19] and estate.placed[19].kind == "castle"
    assert len(estate.goods) == 3 and sum(g.count for g in estate.goods if g) == 3
    assert estate.dice == tuple(state.players[0].dice) and estate.track_space == 1
    json.dumps(to_data(view))


def test_seat_view_wraps_the_public_view():
    """A seat's view holds the public view plus its own secret choice (none in the base game)."""
    state = new_game(GAME, 2, 1)
    seat_view = GAME.view(state, 1)
    assert isinstance(seat_view, SeatView) and seat_view.public == GAME.view(state, None)
    assert seat_view.secret_choice == ""


def test_tile_faces_carry_what_a_renderer_needs():
    """Face-up tiles: kind, name, number, label; colour codes and effect lines come from the view module."""
    state = fresh()
    to_depot(state, 1, knowledge(state, 12))
    to_depot(state, 2, building(state, Building.CITY_HALL))
    view = GAME.view(state, None)
    book = view.depots[0].spaces[0].tile or view.depots[0].spaces[1].tile
    assert (book.kind, book.number, book.label) == ("knowledge", 12, "Knowledge 12 (free ±1 to take tiles)")
    assert KIND_CODES[book.kind] == "K" and KIND_COLOURS[book.kind] == "yellow"
    assert "take a tile" in tile_effect(book)
    hall = next(s.tile for s in view.depots[1].spaces if s.tile)
    assert (hall.name, hall.label) == ("city_hall", "City hall")


def test_reach_highlights_the_spaces_the_chosen_die_can_fill():
    """The spaces a chosen die can reach, with their worker cost (X1), then those of the chosen tile."""
    state = fresh()
    bank, ship = building(state, Building.BANK), tile(state, TileKind.SHIP)
    store(state, 0, bank, ship)
    state.players[0].workers = 1
    set_dice(state, 0, 3, 3)
    assert GAME.view(state, None).reach is None
    state, _ = play(state, 0, {"type": "die", "die": 0})
    reach = GAME.view(state, None).reach
    assert reach.die == 3 and reach.tile == ""
    assert [(s.space, s.workers) for s in reach.spaces] == [(12, 0), (18, 1), (26, 0)]
    state.players[0].workers = 2
    forget(state)  # changed by hand after apply returned it: drop the views it remembers
    reach = GAME.view(state, 1).public.reach
    assert [(s.space, s.workers) for s in reach.spaces] == [(12, 0), (18, 1), (20, 2), (26, 0)]
    state, _ = play(state, 0, {"type": "place", "tile": ship})
    reach = GAME.view(state, None).reach
    assert reach.tile == ship and [s.space for s in reach.spaces] == [18, 20]


def test_reach_for_a_castle_bonus_ignores_die_numbers():
    """A castle's bonus placement reaches every legal space; ``die`` is None."""
    state = fresh()
    place(state, 0, 13, knowledge(state, 2))
    castle = tile(state, TileKind.CASTLE)
    store(state, 0, castle)
    set_dice(state, 0, 6, 6)
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": castle}, {"type": "space", "space": 7}
    )
    store(state, 0, building(state, Building.BANK))
    reach = GAME.view(state, None).reach
    assert reach.die is None and [s.space for s in reach.spaces] == [12, 14, 26]


def test_hidden_information_never_appears_in_any_view():
    """H1-H3, H8: face-down stacks and goods, unrevealed choices never show (complete games, sampled)."""
    rng = random.Random(3)
    for players, boards in ((2, "base"), (3, "open"), (4, "secret"), (4, "base")):
        state = new_game(GAME, players, 40 + players, {"boards": boards})
        assert len(GAME.secrets(state, None)) > 100
        step = 0
        while decisions := GAME.pending(state):
            decision = rng.choice(decisions)
            state, _ = apply(GAME, state, decision.seat, rng.choice(decision.options).action)
            if step % 10 == 0 or state.stage.value != "playing":
                assert list(leaks(GAME, state)) == []
            step += 1
        assert GAME.secrets(state, None)  # leftover stacks and boxed goods stay hidden at the end


def test_views_are_deterministic_json():
    """Same state, same view text."""
    state = new_game(GAME, 4, 2)
    first = canonical_json(to_data(GAME.view(state, 2)))
    assert first == canonical_json(to_data(GAME.view(state, 2)))


def test_what_can_i_do_at_the_turn_start():
    """The summary lists each die's legal actions, the purchase and worker changes."""
    state = fresh()
    store(state, 0, building(state, Building.BANK), tile(state, TileKind.SHIP))
    give_goods(state, 0, 3, 2)
    to_depot(state, 3, tile(state, TileKind.MINE))
    set_dice(state, 0, 3, 5)
    text = what_can_i_do(state, 0)
    assert (
        "With your 3: take a tile from depot 3; add your Bank on spaces 12 and 26; sell 2 pink goods tiles (3) for 4 VP"
        in text
    )
    assert "With your 5: add your Ship on space 20; take 2 workers." in text
    assert "No purchase: Buying a tile costs 2 silverlings, and you have 0." in text
    assert what_can_i_do(state, 1) == "It is {p0}'s turn; you play later this round."


def test_what_can_i_do_inside_a_decision_lists_its_choices():
    """Inside a sub-decision the summary is its prompt and choices."""
    state = fresh()
    give_goods(state, 0, 1, 1)
    goods_on_depot(state, 2, 4, 1)
    goods_on_depot(state, 2, 5, 1)
    give_goods(state, 0, 2, 1)
    store(state, 0, tile(state, TileKind.SHIP))
    set_dice(state, 0, 5, 5)
    ship = state.players[0].storage[0]
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": ship}, {"type": "space", "space": 20}
    )
    assert what_can_i_do(state, 0).startswith(
        "Ship: take the goods of which depot?\nChoices: Depot 1: no goods; Depot 2:"
    )
    state, _ = play(state, 0, {"type": "ship", "depots": [2]})
    assert "Keep red (4); Keep brown (5)" in what_can_i_do(state, 0)


def test_what_can_i_do_in_the_variant_and_at_the_end():
    """While choosing estates, and once the game is over."""
    state = new_game(GAME, 2, 5, {"boards": "open"})
    first, second = state.order
    assert what_can_i_do(state, first).startswith("Choose your estate and start castle: Estate No.")
    assert what_can_i_do(state, second) == f"Waiting for {{p{first}}} to choose an estate."
    state.stage = state.stage.OVER
    assert what_can_i_do(state, first) == "The game is over."
