"""Every tile says what it does, in options too (issue 10: "Take the Knowledge 18" showed no effect)."""

import random

from engine.burgundy import GAME, text
from engine.burgundy.buildings import EFFECTS
from engine.burgundy.knowledge import KNOWLEDGE
from engine.burgundy.tiles import TILES, Building
from engine.core import apply, new_game, pending

DESCRIPTION_LIMIT = 100  # a Discord select option's second line


def test_all_26_knowledge_tiles_and_every_building_have_a_short_effect():
    assert sorted(KNOWLEDGE) == list(range(1, 27))
    assert all(0 < len(tile.effect) <= DESCRIPTION_LIMIT for tile in KNOWLEDGE.values())
    assert set(EFFECTS) == set(Building)
    assert all(0 < len(effect.effect) <= DESCRIPTION_LIMIT for effect in EFFECTS.values())
    assert all(0 < len(text.tile_effect_text(tile)) <= DESCRIPTION_LIMIT for tile in TILES.values())


def test_knowledge_18_says_what_it_scores():
    tile = next(tile for tile in TILES.values() if tile.knowledge == 18)
    assert text.tile_effect_text(tile) == "4 VP per carpenter's workshop."


def test_every_option_naming_a_tile_carries_its_effect():
    """Random games: each option whose action names a tile describes that tile's effect."""
    seen = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = new_game(GAME, 2 + seed % 3, seed)
        while decisions := pending(GAME, state):
            for decision in decisions:
                for option in decision.options:
                    if "tile" in option.action:
                        assert option.description == text.tile_effect_text(TILES[option.action["tile"]]), option
                        seen += 1
                    assert len(option.description) <= DESCRIPTION_LIMIT
            decision = rng.choice(decisions)
            state, _ = apply(GAME, state, decision.seat, rng.choice(decision.options).action)
    assert seen > 100
