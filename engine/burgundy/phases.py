"""Phases, rounds and turn order (rules/castles-of-burgundy.md §4.1, §4.2, §4.4, §4.5).

Each phase begins by clearing and refilling the depots and turning its goods face up; each
round reads the turn order from the track, rolls every die and sends one goods tile to the
depot the white die names; after round 5 each mine pays its owner.
"""

import random

from engine.burgundy import scoring, text
from engine.burgundy.estate import owns, placed_tiles
from engine.burgundy.knowledge import MINE_WORKERS_PER_MINE, Knowledge
from engine.burgundy.main_board import (
    BLACK_DEPOT_TILES,
    DEPOT_SPACES,
    MINE_SILVERLINGS,
    PHASES,
    ROUNDS_PER_PHASE,
    THREE_PLAYER_MINE_PHASES,
    THREE_PLAYER_MINE_SPACE,
)
from engine.burgundy.state import BurgundyState, Stage
from engine.burgundy.tiles import BLACK, GOODS, TileKind
from engine.burgundy.track import order_from_track
from engine.core import Event


def space_kind(state: BurgundyState, depot: int, index: int) -> TileKind:
    """The tile type laid on a depot space this phase (§2.10.1, with the 3-player mine of depot 6)."""
    if state.seats == 3 and (depot, index) == THREE_PLAYER_MINE_SPACE and state.phase in THREE_PLAYER_MINE_PHASES:
        return TileKind.MINE
    return DEPOT_SPACES[depot - 1][index].kind


def prepare_phase(state: BurgundyState) -> list[Event]:
    """§4.1: clear the depots, refill them and the black depot, turn this phase's goods face up."""
    for spaces in state.depots:
        for index, tile in enumerate(spaces):
            if tile:
                state.out_of_game.append(tile)
                spaces[index] = ""
    state.out_of_game.extend(state.black_depot)
    state.black_depot.clear()
    for depot, spaces in enumerate(DEPOT_SPACES, start=1):
        for index, space in enumerate(spaces):
            if space.active(state.seats):
                stack = state.stacks[space_kind(state, depot, index).value]
                state.depots[depot - 1][index] = stack.pop() if stack else ""
    black = state.stacks[BLACK]
    for _ in range(min(BLACK_DEPOT_TILES[state.seats], len(black))):
        state.black_depot.append(black.pop())
    assert not state.round_goods, "a phase begins only when the last one's goods are used"
    state.round_goods = state.phase_goods[state.phase]
    state.phase_goods[state.phase] = []
    state.round = 0
    phase = PHASES[state.phase]
    return [Event(text.phase_begins(phase), reveal=True, brief=text.phase_begins_briefly(phase))]


def start_round(state: BurgundyState, rng: random.Random) -> list[Event]:
    """§4.2: fix the order, roll all dice, move the round's goods tile to the white die's depot."""
    state.round += 1
    state.order = order_from_track(state.track)
    state.turn = 0
    state.bought = False
    for player in state.players:
        player.dice = [rng.randint(1, 6), rng.randint(1, 6)]
        player.used = [False, False]
    state.white_die = rng.randint(1, 6)
    goods = state.round_goods.pop(0) if state.round_goods else ""
    if goods:
        state.depot_goods[state.white_die - 1].append(goods)
    rolls = [(seat, state.players[seat].dice) for seat in state.order]
    phase, arrival = PHASES[state.phase], GOODS.get(goods)
    return [
        Event(
            text.round_begins(phase, state.round, state.order[0], rolls, state.white_die, arrival),
            reveal=True,
            brief=text.round_begins_briefly(phase, state.round, state.white_die, arrival),
        )
    ]


def mine_income(state: BurgundyState) -> list[Event]:
    """§4.5: 1 silverling per mine, and with knowledge 2 also 1 worker per mine."""
    events = []
    for seat, player in enumerate(state.players):
        mines = sum(1 for tile in placed_tiles(player) if tile.kind is TileKind.MINE)
        if not mines:
            continue
        workers = mines * MINE_WORKERS_PER_MINE if owns(player, Knowledge.MINE_WORKERS) else 0
        player.silverlings += mines * MINE_SILVERLINGS
        player.workers += workers
        events.append(Event(text.mine_income(seat, mines * MINE_SILVERLINGS, workers)))
    return events


def finish_turn(state: BurgundyState, rng: random.Random) -> list[Event]:
    """Pass to the next seat; close the round, the phase and the game when their time comes."""
    state.turn += 1
    state.bought = False
    state.stack.clear()
    if state.turn < len(state.order):
        return [Event(text.your_turn(state.active), brief="")]
    if state.round < ROUNDS_PER_PHASE:
        return start_round(state, rng)
    events = mine_income(state)
    if state.phase + 1 < len(PHASES):
        state.phase += 1
        events += prepare_phase(state)
        return events + start_round(state, rng)
    state.stage = Stage.OVER
    return events + scoring.final_scoring(state)
