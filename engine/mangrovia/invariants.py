"""Invariants of a Mangrovia state, checked after every random-play step.

The 85 cards lie exactly once (piles, displays, discards, hands, the box); the 40 amulets too
(supply, bag, set-aside pool, players, drawn); every player's huts add up to his allocation and
his amulet pillar counts his huts on amulet spaces; the neutral huts never move; the 8 totem tiles
lie once (stack or under a totem-area hut); the variant's tiles lie once; sites and birds are sane.
"""

from engine.mangrovia.amulets import ALL_AMULETS, SUPPLY_ONES
from engine.mangrovia.board import AREA_SPACES, LANDSCAPES, SPACE, TOTEM, TOTEM_TILES
from engine.mangrovia.cards import CARD, LAND
from engine.mangrovia.state import BLOCKED, EMPTY, NEUTRAL, MangroviaState
from engine.mangrovia.stones import tiles_for
from engine.mangrovia.tables import TABLES

ALL_CARDS = frozenset(CARD)


def check(state: MangroviaState) -> None:
    """Raise AssertionError when an invariant fails."""
    table = TABLES[state.seats]
    cards = [
        *state.valuables_pile,
        *state.valuables_display,
        *state.valuables_discard,
        *state.landscape_pile,
        *state.landscape_display,
        *state.landscape_discard,
        *state.boxed,
    ]
    for player in state.players:
        cards += player.valuables + player.landscapes
        assert not any(LAND[card] for card in player.valuables), "a landscape card among valuables"
        assert all(LAND[card] for card in player.landscapes), "a valuables card among landscapes"
    assert len(cards) == len(CARD) and set(cards) == ALL_CARDS, "85 cards, each once"
    assert len(state.valuables_display) <= 4 and len(state.landscape_display) <= 3
    assert all(CARD[card].start for card in state.boxed), "only start cards leave the game"
    amulets = [1] * state.ones + state.bag + state.set_aside + state.drawn
    for player in state.players:
        amulets += player.amulets
    assert sorted(amulets) == ALL_AMULETS, "40 amulets, each once"
    assert 0 <= state.ones <= SUPPLY_ONES
    assert len(state.drawn) != 1, "a single drawn amulet is kept at once"
    assert all(space in SPACE for space in state.huts) and set(state.doubles) <= set(state.huts)
    assert all(SPACE[space].double_allowed for space in state.doubles)
    assert all(state.huts[space] == NEUTRAL for space in table.neutral), "neutral huts never move"
    assert sum(owner == NEUTRAL for owner in state.huts.values()) == len(table.neutral)
    on_board = [0] * state.seats
    on_amulets = [0] * state.seats
    for space, owner in state.huts.items():
        if owner >= 0:
            on_board[owner] += 1
            on_amulets[owner] += SPACE[space].amulet_space
    for space in state.doubles:
        on_board[state.huts[space]] += 1
    for seat, player in enumerate(state.players):
        assert player.huts >= 0 and player.huts + on_board[seat] == table.huts, f"seat {seat}: huts do not add up"
        assert player.track == on_amulets[seat], f"seat {seat}: amulet pillar at {player.track}"
        assert player.chief >= 0
        assert state.sites.count(seat) <= player.bowls
    totem_spaces = [space for space in AREA_SPACES[TOTEM] if space in state.huts]
    assert sorted(state.totems) == sorted(totem_spaces), "a totem tile under every totem-area hut"
    assert sorted([*state.totem_stack, *state.totems.values()]) == list(TOTEM_TILES)
    assert state.totem_stack == sorted(state.totem_stack)
    tiles = [*state.stones.values(), *state.tiles_boxed]
    for player in state.players:
        tiles += player.tiles
    assert sorted(tiles) == sorted(tiles_for(state.variant)), "every variant tile once"
    assert not set(state.stones) & set(state.huts), "a tile lies on a built space"
    assert len(state.sites) == 6 and state.sites.count(BLOCKED) == (1 if table.blocked_site else 0)
    assert all(owner in (EMPTY, BLOCKED) or 0 <= owner < state.seats for owner in state.sites)
    assert len(state.birds) == 2 and state.birds[0] != state.birds[1]
    assert all(land in LANDSCAPES for land in state.birds)
    assert not (state.placing and state.pier), "bowls are placed before the boat sails"
