"""Dice and workers: cyclic die values, minimal worker cost, free changes (rules §5.1).

A worker changes a die by ±1 (±1 or ±2 with knowledge 8), wrapping 6 <-> 1; knowledge tiles
9-12 give one free ±1 for their kind of action. The engine spends the fewest workers an
action needs (§11 item 21); a player may also turn a die by hand, one worker at a time.
"""

from engine.burgundy.knowledge import Knowledge
from engine.burgundy.tiles import TileKind

FACES = 6

# Knowledge tiles 9-11: the tile types whose placement gets a free ±1 (§2.5).
FREE_CHANGE_FOR_PLACING: dict[TileKind, Knowledge] = {
    TileKind.BUILDING: Knowledge.FREE_CHANGE_BUILDING,
    TileKind.SHIP: Knowledge.FREE_CHANGE_SHIP_ANIMAL,
    TileKind.ANIMAL: Knowledge.FREE_CHANGE_SHIP_ANIMAL,
    TileKind.CASTLE: Knowledge.FREE_CHANGE_CASTLE_MINE_KNOWLEDGE,
    TileKind.MINE: Knowledge.FREE_CHANGE_CASTLE_MINE_KNOWLEDGE,
    TileKind.KNOWLEDGE: Knowledge.FREE_CHANGE_CASTLE_MINE_KNOWLEDGE,
}


def distance(value: int, target: int) -> int:
    """Steps between two die faces on the 6 <-> 1 cycle (0-3).

    >>> distance(2, 6)
    2
    """
    gap = abs(value - target)
    return min(gap, FACES - gap)


def _cost(value: int, target: int, free: int, two_steps: bool) -> int:
    rest = max(0, distance(value, target) - free)
    return (rest + 1) // 2 if two_steps else rest


_COSTS = {
    (value, target, free, two_steps): _cost(value, target, free, two_steps)
    for value in range(1, FACES + 1)
    for target in range(1, FACES + 1)
    for free in (0, 1)
    for two_steps in (False, True)
}


def worker_cost(value: int, target: int, free: int = 0, two_steps: bool = False) -> int:
    """The fewest workers that turn ``value`` into ``target`` (§5.1 workerCost).

    ``free`` is 1 when a knowledge tile 9-12 gives a free ±1; ``two_steps`` is knowledge 8.
    >>> worker_cost(6, 3, two_steps=True)
    2
    """
    return _COSTS[value, target, free, two_steps]


def turned(value: int, by: int) -> int:
    """The face shown after turning ``value`` by ``by`` steps, wrapping 6 <-> 1."""
    return (value - 1 + by) % FACES + 1


def adjustments(two_steps: bool) -> tuple[int, ...]:
    """The changes one worker can make: ±1, and ±2 with knowledge 8."""
    return (1, -1, 2, -2) if two_steps else (1, -1)
