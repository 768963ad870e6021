"""Setup per player count (§4), the views and the secrets inventory (§9), the chapter titles."""

import random

import pytest

from engine.core import copy_state, to_data
from engine.core.game import dump_state, load_state, new_game
from engine.mangrovia import GAME
from engine.mangrovia.cards import CARD
from engine.mangrovia.state import BLOCKED, EMPTY, NEUTRAL
from engine.mangrovia.views import redraw_hidden, secrets
from tests.engine.mangrovia.scenario import at_pier, give_amulets, play

EXPECTED = {  # huts, bowls, neutral huts, free spaces, top totem tile, bowls placed per round
    2: (10, 2, 10, 40, 3, 4),
    3: (10, 2, 3, 47, 2, 6),
    4: (9, 1, 0, 50, 2, 4),
    5: (8, 1, 0, 50, 2, 5),
}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_per_player_count(players):
    state = new_game(GAME, players, 11)
    huts, bowls, neutral, free, top, placed = EXPECTED[players]
    assert all(player.huts == huts and player.bowls == bowls for player in state.players)
    assert sum(owner == NEUTRAL for owner in state.huts.values()) == neutral == 50 - free
    assert state.totem_stack[0] == top and len(state.placing) == placed
    assert state.sites.count(BLOCKED) == (players == 2) and (players != 2 or state.sites[5] == BLOCKED)
    assert state.birds == ["MANGROVE", "WATER"] and state.ones == 5 and len(state.bag) == 35
    assert len(state.valuables_display) == 4 and len(state.landscape_display) == 3
    for offset in range(players):
        seat = (state.start_player + offset) % players
        player = state.players[seat]
        assert sorted(CARD[card].start for card in player.valuables) == [offset + 1] * 2
        assert len(player.landscapes) == 2 and player.amulets == [] and player.chief == 0 and player.track == 0
    assert len(state.boxed) == 2 * (5 - players)
    assert GAME.pending(state)[0].seat == state.start_player


@pytest.mark.parametrize(
    ("players", "stones", "laid"), [(4, "all", 8), (3, "all", 7), (2, "statues", 7), (5, "others", 8)]
)
def test_the_variant_lays_its_tiles_on_the_free_stone_circle_spaces(players, stones, laid):
    state = new_game(GAME, players, 3, {"stones": stones})
    assert len(state.stones) == laid and "c2r7" not in state.stones or players > 3
    kinds = {tile.split("-")[0] for tile in state.stones.values()}
    assert kinds <= (
        {"statue"} if stones == "statues" else {"valuable3", "amulet2", "landscape"} if stones == "others" else kinds
    )
    assert len(state.stones) + len(state.tiles_boxed) == (16 if stones == "all" else 8)


def test_the_public_never_sees_a_hand_an_amulet_or_a_draw_pile():
    state = at_pier(copy_state(new_game(GAME, 4, 5)), 2, 1)
    give_amulets(state, 1, 3, 6)
    public = to_data(GAME.view(state, None))
    text = str(public)
    for card in secrets(state, None):
        assert card not in text
    assert public["seats"][1]["amulets"] == 2 and public["amulet_values"] is None
    mine = GAME.view(state, 1)
    assert mine.amulets == (3, 6) and set(mine.valuables) | set(mine.landscapes) <= set(CARD)
    assert not set(mine.valuables) & secrets(state, 1) and set(mine.valuables) <= secrets(state, 0)
    assert set(state.valuables_pile) <= secrets(state, 1)


def test_a_redrawn_twin_keeps_the_public_view_and_start_cards():
    state = new_game(GAME, 3, 21)
    twin = redraw_hidden(state, random.Random(1))
    assert GAME.view(twin, None) == GAME.view(state, None)
    for mine, theirs in zip(state.players, twin.players, strict=True):
        assert [c for c in mine.valuables if CARD[c].start] == [c for c in theirs.valuables if CARD[c].start]
        assert len(mine.landscapes) == len(theirs.landscapes)


def test_chapters_name_the_round_and_the_pier():
    state = new_game(GAME, 4, 2)
    assert GAME.chapter(state) == "Round 1 · bowls"
    while state.pier == 0:
        decision = GAME.pending(state)[0]
        state = play(state, decision.seat, decision.default_option.action)
    assert GAME.chapter(state) == "Round 1 · boat tour" and state.acting() >= 0
    assert state.sites.count(EMPTY) == 2


def test_a_game_stored_before_the_tour_record_loads_with_an_empty_stop():
    """Schema 1 -> 2: ``stop`` is new; a stored game mid-tour goes on, telling what is done from there on."""
    state = new_game(GAME, 3, 5)
    blob = dump_state(GAME, state)
    del blob["state"]["stop"]
    loaded = load_state(GAME, {**blob, "schema": 1})
    assert loaded.stop == [] and dump_state(GAME, loaded) == dump_state(GAME, state)
