"""The four die actions: which are open to a die, and taking workers (rules §5.2-§5.5, §9 D3a-D3d).

``value`` is the die's face, or None for a castle's bonus action, which may use any value
without workers (§5.6). Each ``*_targets`` function lists what is legal now; each
``*_problem`` function says why one choice is not, from the same checks.
"""

from engine.burgundy import text
from engine.burgundy.boards import SPACE_IDS, die_of
from engine.burgundy.dice import worker_cost
from engine.burgundy.estate import TILES, distinct_stored, legal_spaces, owns, placement_cost, placement_problem
from engine.burgundy.goods import stored_goods
from engine.burgundy.knowledge import FOUR_WORKERS_COUNT, TAKE_WORKERS_SILVERLINGS, Knowledge
from engine.burgundy.main_board import DEPOTS, TAKE_WORKERS
from engine.burgundy.state import BurgundyState, PlayerState
from engine.core import Event


def take_cost(player: PlayerState, value: int | None, depot: int) -> int:
    """Workers needed to take from ``depot`` with a die showing ``value`` (knowledge 12: free ±1)."""
    if value is None:
        return 0
    free = 1 if owns(player, Knowledge.FREE_CHANGE_TAKE) else 0
    return worker_cost(value, depot, free, owns(player, Knowledge.WORKER_TWO_STEPS))


def take_targets(state: BurgundyState, seat: int, value: int | None) -> list[tuple[int, int]]:
    """(depot, workers) for every depot 1-6 the die can take a tile from (§5.2)."""
    player = state.players[seat]
    free = 1 if Knowledge.FREE_CHANGE_TAKE in player.knowledge else 0
    two_steps = Knowledge.WORKER_TWO_STEPS in player.knowledge
    found = []
    for depot in DEPOTS:
        if any(state.depots[depot - 1]):
            cost = 0 if value is None else worker_cost(value, depot, free, two_steps)
            if cost <= player.workers:
                found.append((depot, cost))
    return found


def take_problem(state: BurgundyState, seat: int, depot: int, value: int | None) -> str | None:
    """Why the die cannot take a tile from ``depot``; None if it can."""
    player = state.players[seat]
    if not any(state.depots[depot - 1]):
        return text.depot_empty(depot)
    cost = take_cost(player, value, depot)
    if value is not None and cost > player.workers:
        return text.die_too_far(value, depot, text.DEPOT_TITLES[depot], cost, player.workers)
    return None


def place_targets(state: BurgundyState, seat: int, value: int | None) -> list[tuple[str, list[tuple[int, int]]]]:
    """(stored tile, its legal (space, workers)) for every distinct stored tile that can be added (§5.3)."""
    player = state.players[seat]
    found = []
    for tile in distinct_stored(player):
        spaces = legal_spaces(player, tile, value)
        if spaces:
            found.append((tile, spaces))
    return found


def place_problem(state: BurgundyState, seat: int, tile: str, space: int, value: int | None) -> str | None:
    """Why ``tile`` cannot be added on ``space`` with this die; None if it can."""
    player = state.players[seat]
    problem = placement_problem(player, tile, space)
    if problem is not None:
        return problem
    cost = placement_cost(player, tile, space, value)
    if value is not None and cost > player.workers:
        return text.die_too_far(value, die_of(space), text.space_title(space), cost, player.workers)
    return None


def no_space_reason(state: BurgundyState, seat: int, tile: str, value: int | None) -> str:
    """Why a stored tile has no space it can be added on now."""
    player = state.players[seat]
    tile_face = TILES[tile]
    spaces = [s for s in SPACE_IDS if placement_problem(player, tile, s) is None]
    if not spaces:
        return text.no_space_for(tile_face)
    return text.no_space_in_reach(tile_face, value, player.workers)


def sell_cost(player: PlayerState, value: int | None, goods: int) -> int:
    """Workers needed to sell goods of type ``goods`` with a die showing ``value``."""
    if value is None:
        return 0
    return worker_cost(value, goods, 0, owns(player, Knowledge.WORKER_TWO_STEPS))


def sell_targets(state: BurgundyState, seat: int, value: int | None) -> list[tuple[int, int, int]]:
    """(goods type, tiles, workers) for every goods type the die can sell (§5.4)."""
    player = state.players[seat]
    found = []
    for goods, count in stored_goods(player):
        cost = sell_cost(player, value, goods)
        if cost <= player.workers:
            found.append((goods, count, cost))
    return sorted(found)


def sell_problem(state: BurgundyState, seat: int, goods: int, value: int | None) -> str | None:
    """Why the die cannot sell goods of type ``goods``; None if it can."""
    player = state.players[seat]
    if goods not in dict(stored_goods(player)):
        return text.no_goods_of(goods)
    cost = sell_cost(player, value, goods)
    if value is not None and cost > player.workers:
        return text.die_too_far(value, goods, text.goods_title(goods), cost, player.workers)
    return None


def workers_taken(player: PlayerState) -> tuple[int, int]:
    """(workers, silverlings) the Take worker tiles action gives (§5.5; knowledge 13, 14)."""
    workers = FOUR_WORKERS_COUNT if owns(player, Knowledge.FOUR_WORKERS) else TAKE_WORKERS
    silverlings = TAKE_WORKERS_SILVERLINGS if owns(player, Knowledge.WORKERS_SILVERLING) else 0
    return workers, silverlings


def take_workers(state: BurgundyState, seat: int) -> list[Event]:
    """§5.5: take 2 workers (4 with knowledge 14), +1 silverling with knowledge 13."""
    player = state.players[seat]
    workers, silverlings = workers_taken(player)
    player.workers += workers
    player.silverlings += silverlings
    return [Event(text.took_workers(seat, workers, silverlings))]
