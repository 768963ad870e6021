"""Setting up a game (rules §4), step by step, for 2-5 players and the stone circle tiles variant (§8)."""

import random

from engine.mangrovia.amulets import SUPPLY_ONES, bag_at_setup
from engine.mangrovia.board import AREA_SPACES, BIRDS_START, LANDSCAPES, SPACE, STONE, TOTEM, TOTEM_TILES
from engine.mangrovia.cards import LANDSCAPE_CARDS, START_CARDS, VALUABLES, start_cards
from engine.mangrovia.piers import SITES
from engine.mangrovia.state import BLOCKED, EMPTY, NEUTRAL, MangroviaState, PlayerState
from engine.mangrovia.stones import OFF, tiles_for
from engine.mangrovia.tables import COLOURS, TABLES

VALUABLES_SHOWN = 4  # the valuables display (§4 step 4)
LANDSCAPES_SHOWN = 3  # the landscape display (§4 step 5)
LANDSCAPES_DEALT = 2  # to each hand


def setup(players: int, seed: int, options: dict[str, str], rng: random.Random) -> MangroviaState:
    """A new game (§4): the start player is drawn at random; everything else follows the rules' order."""
    table = TABLES[players]
    variant = options.get("stones", OFF)
    start = rng.randrange(players)  # step 2
    board = [PlayerState(colour=COLOURS[seat], huts=table.huts, bowls=table.bowls) for seat in range(players)]
    boxed = [card.id for card in START_CARDS if card.start > players]
    for number, seat in enumerate(range(start, start + players), start=1):  # step 3
        board[seat % players].valuables = start_cards(number)
    valuables = [card.id for card in VALUABLES]  # step 4
    rng.shuffle(valuables)
    landscapes = [card.id for card in LANDSCAPE_CARDS]  # step 5
    rng.shuffle(landscapes)
    for player in board:
        player.landscapes = sorted(landscapes[:LANDSCAPES_DEALT])
        del landscapes[:LANDSCAPES_DEALT]
    huts = dict.fromkeys(table.neutral, NEUTRAL)  # step 9
    stack = list(TOTEM_TILES)
    totems = {}
    for space in table.neutral:
        if SPACE[space].area == TOTEM:
            totems[space] = stack.pop(0)
    sites = [EMPTY] * len(SITES)
    if table.blocked_site:
        sites[table.blocked_site - 1] = BLOCKED
    tiles = list(tiles_for(variant))  # step 10
    rng.shuffle(tiles)
    free = [space for space in AREA_SPACES[STONE] if space not in huts]
    stones = dict(zip(free, tiles, strict=False))
    state = MangroviaState(
        seed=seed,
        step=0,
        seats=players,
        variant=variant,
        start_player=start,
        players=board,
        sites=sites,
        huts=huts,
        totems=totems,
        totem_stack=stack,
        stones=stones,
        tiles_boxed=sorted(tiles[len(free) :]),
        birds=[land for land in LANDSCAPES if land in BIRDS_START],
        valuables_pile=valuables[VALUABLES_SHOWN:],
        valuables_display=valuables[:VALUABLES_SHOWN],
        landscape_pile=landscapes[LANDSCAPES_SHOWN:],
        landscape_display=landscapes[:LANDSCAPES_SHOWN],
        boxed=boxed,
        bag=bag_at_setup(),
        ones=SUPPLY_ONES,
    )
    state.placing = placing_order(state)
    return state


def placing_order(state: MangroviaState) -> list[int]:
    """The bowls to place this round, seat by seat: clockwise from the start player, a second lap in 2-3p (§5.1)."""
    laps = TABLES[state.seats].bowls
    return state.clockwise_from(state.start_player) * laps
