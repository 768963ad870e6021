"""Final scoring and the winner (rules §7.2, §7.3, rulings R3, R7, R8).

Each sacred path ranks every competitor with a hut there (the neutral huts of 2-3 player games
are one more competitor that never scores): most huts (a double hut counts 2); among equal counts
the holder of the path's statue tile first (variant); then whoever's closest hut is nearer the
statue. First and second place score the statue's two numbers. The stone circle pays each player
his huts there times all huts there (neutral ones included); the totem area pays 12 and 6 by hut
count, ties going to the lowest totem tile; leftover amulets (and amulet-2 tiles) score their
value. Most chief points wins; ties: the most amulet value; still tied, a shared victory.
"""

from engine.core import Context, Event, Result, Standing, rank_by_keys
from engine.mangrovia.board import AREA_SPACES, PATH_SPACES, PATHS, SPACE, STONE, TOTEM, TOTEM_POINTS
from engine.mangrovia.state import NEUTRAL, MangroviaState
from engine.mangrovia.stones import AMULET2, STATUE, TILE
from engine.mangrovia.text import events, summary

CATEGORIES = ("play", "paths", "stone_circle", "totem_area", "amulets")


def statue_holder(state: MangroviaState, path: str) -> int | None:
    """The seat holding this path's statue tile (variant), if any."""
    for seat, player in enumerate(state.players):
        if any(TILE[tile].kind == STATUE and TILE[tile].path == path for tile in player.tiles):
            return seat
    return None


def path_ranking(state: MangroviaState, path: str) -> list[int]:
    """The competitors with a hut on the path (seats, NEUTRAL), best first (§7.2 a)."""
    spaces = PATH_SPACES[path]
    holder = statue_holder(state, path)
    counts: dict[int, int] = {}
    closest: dict[int, int] = {}
    for space in spaces:
        owner = state.huts.get(space)
        if owner is None:
            continue
        counts[owner] = counts.get(owner, 0) + (2 if space in state.doubles else 1)
        distance = dict(SPACE[space].paths)[path]
        closest[owner] = min(closest.get(owner, distance), distance)
    return sorted(counts, key=lambda owner: (-counts[owner], owner != holder, closest[owner]))


def path_points(state: MangroviaState) -> dict[int, dict[str, int]]:
    """Each seat's points on each path it scores on."""
    found: dict[int, dict[str, int]] = {seat: {} for seat in range(state.seats)}
    for path in PATHS:
        for place, owner in enumerate(path_ranking(state, path.key)[:2]):
            if owner != NEUTRAL:
                found[owner][path.key] = path.first if place == 0 else path.second
    return found


def stone_circle_points(state: MangroviaState, seat: int) -> int:
    """The seat's huts in the stone circle times every hut there, neutral included (§7.2 b, R3)."""
    spaces = AREA_SPACES[STONE]
    total = sum(1 for space in spaces if space in state.huts)
    return state.huts_of(seat, spaces) * total


def totem_ranking(state: MangroviaState) -> list[int]:
    """The competitors with a hut in the totem area, best first: most huts, then the lowest tile (§7.2 c)."""
    counts: dict[int, int] = {}
    lowest: dict[int, int] = {}
    for space in AREA_SPACES[TOTEM]:
        owner = state.huts.get(space)
        if owner is None:
            continue
        counts[owner] = counts.get(owner, 0) + 1
        lowest[owner] = min(lowest.get(owner, 99), state.totems[space])
    return sorted(counts, key=lambda owner: (-counts[owner], lowest[owner]))


def totem_points(state: MangroviaState) -> dict[int, int]:
    """12 for the first, 6 for the second in the totem area; nothing for the neutral competitor's places."""
    found = {}
    for place, owner in enumerate(totem_ranking(state)[:2]):
        if owner != NEUTRAL:
            found[owner] = TOTEM_POINTS[place]
    return found


def amulet_value(state: MangroviaState, seat: int) -> int:
    """The value of the seat's amulets, an unused amulet-2 tile counting 2 (§7.2 d, R8): points and tie-break."""
    player = state.players[seat]
    return sum(player.amulets) + sum(TILE[tile].value for tile in player.tiles if TILE[tile].kind == AMULET2)


def breakdown(state: MangroviaState, seat: int) -> dict[str, int]:
    """The seat's points by category; they add up to its score."""
    return {
        "play": state.players[seat].chief,
        "paths": sum(path_points(state)[seat].values()),
        "stone_circle": stone_circle_points(state, seat),
        "totem_area": totem_points(state).get(seat, 0),
        "amulets": amulet_value(state, seat),
    }


def final_scores(state: MangroviaState) -> tuple[int, ...]:
    """Every seat's final chief points, by seat."""
    paths = path_points(state)
    totem = totem_points(state)
    return tuple(
        state.players[seat].chief
        + sum(paths[seat].values())
        + stone_circle_points(state, seat)
        + totem.get(seat, 0)
        + amulet_value(state, seat)
        for seat in range(state.seats)
    )


def standings(state: MangroviaState) -> list[Standing]:
    """Every seat's place: most points, then most amulet value; still tied, a shared place (§7.3)."""
    scores = final_scores(state)
    return [
        Standing(
            seat=seat,
            rank=rank,
            score=scores[seat],
            breakdown=breakdown(state, seat),
            tiebreak=summary.tiebreak(amulet_value(state, seat)),
            facts={"amulet_value": amulet_value(state, seat)},
        )
        for seat, rank in rank_by_keys(range(state.seats), lambda seat: (scores[seat], amulet_value(state, seat)))
    ]


def finish(state: MangroviaState, context: Context) -> None:
    """The round of the last hut is over: final scoring, and the game is over (§7.1)."""
    state.over = True
    context.tell(Event(events.game_over(summary.result_line(standings(state)))))


def result(state: MangroviaState) -> Result | None:
    """The final ranking, once the game is over."""
    if not state.over:
        return None
    ranked = standings(state)
    return Result(tuple(ranked), summary.result_line(ranked), dict(summary.LABELS))
