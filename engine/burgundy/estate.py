"""A player's estate: what is placed, what is owned, where a stored tile may go (rules §5.3, §2.11).

Adding a tile needs: an empty space (1) whose die number the die shows (2), of the tile's colour
(3), next to an occupied space (4), and, for a building, no building of its type in that city
unless the owner has knowledge tile 1 (5). These functions answer with the first unmet
condition as a message, so options and refusals come from the same checks.
"""

from functools import cache

from engine.burgundy import text
from engine.burgundy.boards import BOARDS, NEIGHBOUR_SETS, NEIGHBOURS, EstateBoard, die_of
from engine.burgundy.dice import FREE_CHANGE_FOR_PLACING, worker_cost
from engine.burgundy.knowledge import Knowledge
from engine.burgundy.state import PlayerState
from engine.burgundy.tiles import TILES, HexTile, TileKind


def board_of(player: PlayerState) -> EstateBoard:
    """The estate board the player plays."""
    return BOARDS[player.board]


def knowledge_owned(player: PlayerState) -> set[int]:
    """Numbers of the knowledge tiles in the estate (tiles in storage have no effect, §2.5)."""
    return set(player.knowledge)


def owns(player: PlayerState, tile: Knowledge) -> bool:
    """Whether the knowledge tile ``tile`` lies in the player's estate."""
    return tile in player.knowledge


def placed_tiles(player: PlayerState) -> list[HexTile]:
    """Every tile in the estate, start castle included."""
    return [TILES[tile] for tile in player.estate.values()]


def empty_spaces(player: PlayerState) -> int:
    """Estate spaces still empty (the first tie-breaker, §6)."""
    return 37 - len(player.estate)


def placement_problem(player: PlayerState, tile_id: str, space: int) -> str | None:
    """Why ``tile_id`` cannot go on ``space`` whatever the die (§5.3 conditions 1, 3, 4, 5); None if it can."""
    board, tile = board_of(player), TILES[tile_id]
    if space in player.estate:
        return text.space_taken(space)
    if board.kind(space) is not tile.kind:
        return text.wrong_colour(tile, space, board.kind(space))
    if not any(neighbour in player.estate for neighbour in NEIGHBOURS[space]):
        return text.not_adjacent(space)
    if tile.building is not None and not owns(player, Knowledge.ANY_BUILDINGS_PER_CITY):
        for other in board.region(space).spaces:
            placed = player.estate.get(other)
            if placed is not None and TILES[placed].building is tile.building:
                return text.duplicate_building(tile.building)
    return None


def free_change(player: PlayerState, kind: TileKind) -> int:
    """1 when a knowledge tile 9-11 gives a free ±1 for placing a tile of ``kind``, else 0."""
    return 1 if owns(player, FREE_CHANGE_FOR_PLACING[kind]) else 0


def placement_cost(player: PlayerState, tile_id: str, space: int, value: int | None) -> int:
    """Workers needed to add ``tile_id`` on ``space`` with a die showing ``value`` (None: no die needed)."""
    if value is None:
        return 0
    kind = TILES[tile_id].kind
    return worker_cost(value, die_of(space), free_change(player, kind), owns(player, Knowledge.WORKER_TWO_STEPS))


@cache
def _candidates(board_number: int, kind: TileKind) -> tuple[tuple[int, int, frozenset[int], tuple[int, ...]], ...]:
    """Per space of one colour: (space, die number, neighbours, the other spaces of its region)."""
    board = BOARDS[board_number]
    return tuple(
        (space, die_of(space), NEIGHBOUR_SETS[space], tuple(o for o in board.region(space).spaces if o != space))
        for space in board.by_kind[kind]
    )


def legal_spaces(player: PlayerState, tile_id: str, value: int | None) -> list[tuple[int, int]]:
    """Every (space, workers) where ``tile_id`` may be added now, ascending by space (§9 D3b, D8, D11).

    The same conditions as :func:`placement_problem`, inlined: this runs for every decision.
    """
    tile, estate = TILES[tile_id], player.estate
    building = tile.building if Knowledge.ANY_BUILDINGS_PER_CITY not in player.knowledge else None
    free = free_change(player, tile.kind)
    two_steps = Knowledge.WORKER_TWO_STEPS in player.knowledge
    workers = player.workers
    found = []
    for space, die, around, others in _candidates(player.board, tile.kind):
        if space in estate or estate.keys().isdisjoint(around):
            continue
        if building is not None and any(o in estate and TILES[estate[o]].building is building for o in others):
            continue
        cost = 0 if value is None else worker_cost(value, die, free, two_steps)
        if cost <= workers:
            found.append((space, cost))
    return found


def distinct_stored(player: PlayerState) -> list[str]:
    """Stored tiles, one per distinct face (two identical ships give one choice)."""
    seen: set[tuple[object, ...]] = set()
    result = []
    for tile_id in player.storage:
        face = text.face_key(TILES[tile_id])
        if face not in seen:
            seen.add(face)
            result.append(tile_id)
    return result
