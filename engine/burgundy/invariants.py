"""Invariants of a Castles of Burgundy state: conservation and limits (rules §2.2, §2.7, §5.3, §5.6).

Used by the random-play tests after every move; any failure is an engine bug, never a player's.
"""

from collections import Counter
from functools import lru_cache

from engine.burgundy.boards import BOARDS, NEIGHBOUR_SETS
from engine.burgundy.knowledge import Knowledge
from engine.burgundy.main_board import GOODS_SPACES, STORAGE_SPACES, TRACK_SPACES
from engine.burgundy.state import BurgundyState, PlayerState, Stage, Step
from engine.burgundy.tiles import GOODS, GOODS_TILES, HEX_TILES, TILES

ALL_HEX_TILES = frozenset(tile.id for tile in HEX_TILES)
ALL_GOODS = frozenset(tile.id for tile in GOODS_TILES)


def check(state: BurgundyState) -> None:
    """Raise AssertionError when an invariant fails."""
    _hex_tiles_conserved(state)
    _goods_conserved(state)
    for seat, player in enumerate(state.players):
        assert len(player.storage) <= STORAGE_SPACES, f"seat {seat}: {len(player.storage)} stored tiles"
        assert len(player.goods) == GOODS_SPACES, f"seat {seat}: {len(player.goods)} goods spaces"
        types = [GOODS[space[0]] for space in player.goods if space]
        assert len(types) == len(set(types)), f"seat {seat}: one goods type on two spaces"
        for space in player.goods:
            assert len({GOODS[tile] for tile in space}) <= 1, f"seat {seat}: mixed goods on one space"
        assert player.workers >= 0 and player.silverlings >= 0, f"seat {seat}: negative supply"
        if player.board:
            _estate_is_legal(seat, player)
    seats_on_track = sorted(seat for space in state.track for seat in space)
    assert len(state.track) == TRACK_SPACES and seats_on_track == list(range(state.seats)), "turn-order track"
    if state.stage is Stage.PLAYING:
        assert sorted(state.order) == list(range(state.seats)), "round order"


def _hex_tiles_conserved(state: BurgundyState) -> None:
    places: list[str] = [tile for stack in state.stacks.values() for tile in stack]
    places += [tile for spaces in state.depots for tile in spaces if tile]
    places += state.black_depot
    places += state.out_of_game
    places += [frame.tile for frame in state.stack if frame.step is Step.DISCARD]
    for player in state.players:
        places += player.storage
        places += player.estate.values()
        if player.board == 0:
            places.append(player.start_castle)
    distinct = set(places)
    assert len(places) == len(distinct), f"hex tiles in two places: {_duplicates(places)}"
    assert distinct == ALL_HEX_TILES, f"hex tiles lost: {sorted(ALL_HEX_TILES - distinct)[:5]}"


def _duplicates(places: list[str]) -> list[str]:
    return [tile for tile, count in Counter(places).items() if count > 1][:5]


def _goods_conserved(state: BurgundyState) -> None:
    places: list[str] = [tile for phase in state.phase_goods for tile in phase]
    places += state.round_goods
    places += state.boxed_goods
    places += [tile for pile in state.depot_goods for tile in pile]
    for player in state.players:
        places += [tile for space in player.goods for tile in space]
        places += player.sold
    assert len(places) == len(ALL_GOODS) and set(places) == ALL_GOODS, "goods tiles not conserved"


def _estate_is_legal(seat: int, player: PlayerState) -> None:
    problem = _estate_problem(
        player.board,
        player.castle_space,
        player.start_castle,
        frozenset(player.estate.items()),
        tuple(player.knowledge),
    )
    assert problem is None, f"seat {seat}: {problem}"


@lru_cache(maxsize=65536)
def _estate_problem(
    board_number: int,
    castle_space: int,
    start_castle: str,
    placed: frozenset[tuple[int, str]],
    knowledge: tuple[int, ...],
) -> str | None:
    """What is wrong with an estate, or None (pure, so remembered: estates repeat from step to step)."""
    board, estate = BOARDS[board_number], dict(placed)
    found = []
    for space, tile_id in estate.items():
        tile = TILES[tile_id]
        if board.kinds[space - 1] is not tile.kind:
            return f"a {tile.kind} on space {space}"
        if space != castle_space and estate.keys().isdisjoint(NEIGHBOUR_SETS[space]):
            return f"space {space} touches no other tile"
        if tile.knowledge:
            found.append(tile.knowledge)
    if estate.get(castle_space) != start_castle:
        return "the start castle moved"
    if sorted(found) != sorted(knowledge):
        return "knowledge tiles out of step"
    if Knowledge.ANY_BUILDINGS_PER_CITY not in knowledge:
        for region in board.cities:
            kinds = [TILES[estate[s]].building for s in region.spaces if s in estate]
            if len(kinds) != len(set(kinds)):
                return f"a building type twice in city {region.name}"
    return None
