"""The public board says what each knowledge tile and building on offer does (issue 10)."""

import random

from engine.burgundy import GAME
from engine.burgundy.views import tile_effect
from engine.core import apply, new_game, pending
from renderers.burgundy.offer import offer_height, offered


def board_after(moves: int, players: int = 4, seed: int = 3):
    rng = random.Random(seed)
    state = new_game(GAME, players, seed)
    for _ in range(moves):
        decisions = pending(GAME, state)
        if not decisions:
            break
        decision = rng.choice(decisions)
        state, _ = apply(GAME, state, decision.seat, rng.choice(decision.options).action)
    return GAME.view(state, None)


def test_every_knowledge_tile_and_building_in_the_depots_is_explained_once():
    view = board_after(40)
    lying = [space.tile for depot in view.depots for space in depot.spaces if space.tile is not None]
    lying += list(view.black_depot)
    wanted = {tile.label for tile in lying if tile.kind in ("knowledge", "building")}
    listed = offered(view)
    assert wanted and {tile.label for tile in listed} == wanted and len(listed) == len(wanted)
    assert all(tile_effect(tile) for tile in listed)
    assert offer_height(view) > 0


def test_knowledge_tiles_come_first_by_number():
    listed = offered(board_after(40))
    kinds = [tile.kind for tile in listed]
    assert kinds == sorted(kinds, key=lambda kind: kind != "knowledge")
    numbers = [tile.number for tile in listed if tile.kind == "knowledge"]
    assert numbers == sorted(numbers)
