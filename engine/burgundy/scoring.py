"""Scoring: regions and colours completed (§5.7), final scoring (§6) and the result with its tie-breakers.

Rules sections: rules/castles-of-burgundy.md §2.8, §2.9, §5.7, §6 and §11 item 6.
"""

from collections import Counter

from engine.burgundy import text
from engine.burgundy.estate import board_of, empty_spaces, knowledge_owned, placed_tiles
from engine.burgundy.knowledge import (
    BUILDING_TILES,
    VP_PER_BONUS_TILE,
    VP_PER_BUILDING,
    VP_PER_SOLD_TILE,
    VP_PER_SOLD_TYPE,
    VP_PER_SPECIES,
    Knowledge,
)
from engine.burgundy.main_board import BONUS_TILE_VP, PHASE_BONUS, region_vp
from engine.burgundy.state import BurgundyState, PlayerState, Score, Stage
from engine.burgundy.tiles import GOODS, TileKind
from engine.burgundy.track import order_from_track
from engine.core import Event, Result, Standing
from engine.core.result import rank_by_keys


def add_points(player: PlayerState, category: Score, vp: int) -> None:
    """Add ``vp`` to one category of the player's score."""
    player.points[category.value] = player.points.get(category.value, 0) + vp


def region_completion(state: BurgundyState, seat: int, space: int) -> list[Event]:
    """§5.7: the region of ``space`` is now full: size VP plus the phase bonus."""
    player = state.players[seat]
    region = board_of(player).region(space)
    if any(other not in player.estate for other in region.spaces):
        return []
    size, bonus = len(region.spaces), PHASE_BONUS[state.phase]
    add_points(player, Score.REGIONS, region_vp(size) + bonus)
    return [Event(text.region_completed(seat, region.kind, size, region_vp(size), bonus))]


def colour_completion(state: BurgundyState, seat: int, kind: TileKind) -> list[Event]:
    """§5.7: every space of ``kind`` is filled: the large bonus tile if first, the small one if second."""
    player = state.players[seat]
    if any(space not in player.estate for space in board_of(player).spaces_of(kind)):
        return []
    finished = state.completed.setdefault(kind.value, [])
    finished.append(seat)
    place = len(finished) - 1
    values = BONUS_TILE_VP[state.seats]
    if place >= len(values):
        return [Event(text.colour_completed_late(seat, kind))]
    add_points(player, Score.BONUS_TILES, values[place])
    return [Event(text.bonus_tile_won(seat, kind, place == 0, values[place]))]


def bonus_tiles_of(state: BurgundyState, seat: int) -> list[tuple[TileKind, bool]]:
    """The bonus tiles ``seat`` holds: (colour, large?) (§2.8)."""
    won = []
    for colour, seats in state.completed.items():
        if seat in seats[:2]:
            won.append((TileKind(colour), seats.index(seat) == 0))
    return won


def knowledge_points(state: BurgundyState, seat: int) -> dict[int, int]:
    """End-game VP of each knowledge tile 15-26 in the estate (§2.5, §6)."""
    player = state.players[seat]
    owned = knowledge_owned(player)
    tiles = placed_tiles(player)
    sold = Counter(GOODS[goods] for goods in player.sold)
    points: dict[int, int] = {}
    if Knowledge.SOLD_TYPES in owned:
        points[Knowledge.SOLD_TYPES] = VP_PER_SOLD_TYPE * len(sold)
    for number, building in BUILDING_TILES.items():
        if number in owned:
            points[number] = VP_PER_BUILDING * sum(1 for tile in tiles if tile.building is building)
    if Knowledge.ANIMAL_SPECIES in owned:
        points[Knowledge.ANIMAL_SPECIES] = VP_PER_SPECIES * len({tile.species for tile in tiles if tile.species})
    if Knowledge.SOLD_TILES in owned:
        points[Knowledge.SOLD_TILES] = VP_PER_SOLD_TILE * len(player.sold)
    if Knowledge.BONUS_TILES in owned:
        points[Knowledge.BONUS_TILES] = VP_PER_BONUS_TILE * len(bonus_tiles_of(state, seat))
    return points


def final_scoring(state: BurgundyState) -> list[Event]:
    """§6: unsold goods, silverlings, every 2 workers and knowledge tiles 15-26."""
    events = []
    for seat, player in enumerate(state.players):
        goods_left = sum(len(space) for space in player.goods)
        knowledge = sum(knowledge_points(state, seat).values())
        add_points(player, Score.GOODS_LEFT, goods_left)
        add_points(player, Score.SILVERLINGS, player.silverlings)
        add_points(player, Score.WORKERS, player.workers // 2)
        add_points(player, Score.KNOWLEDGE, knowledge)
        earned = (goods_left, player.silverlings, player.workers // 2, knowledge)
        events.append(Event(text.final_points(seat, *earned), brief=text.final_points_briefly(seat, sum(earned))))
    return events


def turn_order_rank(state: BurgundyState) -> dict[int, int]:
    """Each seat's place in the order the final track gives (0 = would play first)."""
    return {seat: index for index, seat in enumerate(order_from_track(state.track))}


def result(state: BurgundyState) -> Result | None:
    """The final ranking (§6): most VP; ties by empty spaces, then by who is further back in turn order."""
    if state.stage is not Stage.OVER:
        return None
    later = turn_order_rank(state)
    direction = 1 if state.tiebreak_most_empty else -1

    def key(seat: int) -> tuple[int, int, int]:
        player = state.players[seat]
        return (player.score, direction * empty_spaces(player), later[seat])

    ranking = rank_by_keys(range(state.seats), key)
    scores = Counter(state.players[seat].score for seat in range(state.seats))
    standings = []
    for seat, rank in ranking:
        player = state.players[seat]
        tied = scores[player.score] > 1
        standings.append(
            Standing(
                seat=seat,
                rank=rank,
                score=player.score,
                breakdown={category: player.points.get(category, 0) for category in text.SCORE_LABELS},
                tiebreak=text.tiebreak(empty_spaces(player), later[seat]) if tied else "",
            )
        )
    first = standings[0]
    summary = text.result_summary(first.seat, first.score, on_tiebreak=scores[first.score] > 1)
    return Result(tuple(standings), summary, dict(text.SCORE_LABELS))
