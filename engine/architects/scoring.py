"""The end (§10): end-game virtue effects, then the score by category, the winner and the tie-breakers.

§10.1: each player's end-game virtue gains (Trading Post, Castle, Observatory, Reservoir,
Chapel) and the Dungeon's loss, in the order its owner chose; the 0-14 clamp applies after
each step, and excess virtue now destroys debts without asking. §10.2 and §10.3 follow.
"""

from collections.abc import Callable

from engine.architects.apprentices import APPRENTICE
from engine.architects.board import VIRTUE_MAX, VIRTUE_VP, cathedral_vp
from engine.architects.buildings import BUILDING
from engine.architects.characters import THERESE
from engine.architects.state import ArchitectsState, PlayerState
from engine.architects.tableau import change_virtue
from engine.architects.text import events, summary
from engine.core import Context, Event, Result, Standing, rank_by_keys

MARKETS = {"most_stone": "stone", "most_wood": "wood", "most_clay": "clay", "most_silver": "silver"}
HUTS = {"hut_TIL": "TIL", "hut_CAR": "CAR", "hut_MAS": "MAS"}
CATEGORIES = ("buildings", "cathedral", "virtue", "debts", "gold_marble", "silver", "prison")


def _strictly_most(state: ArchitectsState, seat: int, value: Callable[[PlayerState], int]) -> bool:
    mine = value(state.players[seat])
    return all(mine > value(other) for index, other in enumerate(state.players) if index != seat)


def virtue_gains(state: ArchitectsState, seat: int) -> list[tuple[str, int]]:
    """The end-game virtue gains of the seat's buildings, as (building name, virtue) (§10.1)."""
    player = state.players[seat]
    therese = player.character == THERESE
    found = []
    for card in player.buildings:
        effect = BUILDING[card].effect
        gained = 0
        if effect == "trading_post":
            gained = (player.clay + player.wood + player.stone) // 4
        elif effect == "castle":
            gained = (player.gold + (player.marble if therese else 0)) // 2
        elif effect == "observatory":
            gained = (player.marble + (player.gold if therese else 0)) // 2
        elif effect == "reservoir":
            gained = player.paid // 2
        elif effect == "chapel":
            gained = 2 if _strictly_most(state, seat, lambda other: other.cathedral) else 0
        if gained:
            found.append((BUILDING[card].name, gained))
    return found


def _final_virtue(virtue: int, debts: int, gains: list[int], dungeon_first: bool, has_dungeon: bool) -> tuple[int, int]:
    """Virtue and unpaid debts after the end-game steps, without changing the state."""
    steps = (
        ([-2] if has_dungeon and dungeon_first else []) + gains + ([-2] if has_dungeon and not dungeon_first else [])
    )
    for step in steps:
        virtue += step
        if virtue > VIRTUE_MAX:
            debts -= min(debts, virtue - VIRTUE_MAX)
            virtue = VIRTUE_MAX
        elif virtue < 0:
            debts -= virtue
            virtue = 0
    return virtue, debts


def dungeon_first_is_better(state: ArchitectsState, seat: int) -> bool:
    """Whether taking the Dungeon's loss first scores more (D15's default)."""
    player = state.players[seat]
    gains = [gained for _, gained in virtue_gains(state, seat)]
    scores = []
    for first in (False, True):
        virtue, debts = _final_virtue(player.virtue, player.debts, gains, first, True)
        scores.append(VIRTUE_VP[virtue] - debt_value(player) * debts)
    return scores[1] > scores[0]


def finish(state: ArchitectsState, context: Context) -> None:
    """The ``SCORE`` step: apply every player's end-game virtue effects (§10.1); the game is over."""
    state.tasks.clear()
    for seat, player in enumerate(state.players):
        steps = virtue_gains(state, seat)
        if "B24" in player.buildings:
            dungeon = (BUILDING["B24"].name, -2)
            steps = [dungeon, *steps] if state.dungeon_first else [*steps, dungeon]
        for name, delta in steps:
            context.tell(Event(events.end_virtue(seat, delta, name)))
            change_virtue(state, seat, delta, context, in_play=False)
    state.over = True
    context.tell(Event(events.game_over(summary.result_line(state, standings(state)))))


def debt_value(player: PlayerState) -> int:
    """VP lost per unpaid debt: 2, 1 with the Fountain, 3 with the Gambler's Den (§10.2)."""
    return 2 - ("B27" in player.buildings) + ("B28" in player.buildings)


def building_points(state: ArchitectsState, seat: int) -> int:
    """Printed VP plus the end-game VP bonuses of the seat's buildings (§10.2)."""
    player = state.players[seat]
    points = 0
    for card in player.buildings:
        building = BUILDING[card]
        points += building.vp
        effect = building.effect
        if effect in MARKETS:
            good = MARKETS[effect]
            points += 2 if _strictly_most(state, seat, lambda other, good=good: getattr(other, good)) else 0
        elif effect in HUTS:
            points += sum(HUTS[effect] in APPRENTICE[app].skills for app in player.apprentices)
        elif effect == "steeple":
            points += 2 if _strictly_most(state, seat, lambda other: other.cathedral) else 0
        elif effect == "aqueduct":
            points += len(player.buildings)
        elif effect == "keep":
            points += sum(player.held) // 3
        elif effect == "lighthouse":
            points += player.virtue // 4
        elif effect == "moneylender":
            points += player.paid
        elif effect == "university":
            points += 2 if player.debts == 0 else 0
    return points


def breakdown(state: ArchitectsState, seat: int) -> dict[str, int]:
    """The seat's points by category (§10.2); they add up to the score."""
    player = state.players[seat]
    return {
        "buildings": building_points(state, seat),
        "cathedral": cathedral_vp(player.cathedral),
        "virtue": VIRTUE_VP[player.virtue],
        "debts": -debt_value(player) * player.debts,
        "gold_marble": player.gold + player.marble,
        "silver": player.silver // 10,
        "prison": -(state.prison[seat] // 2),
    }


def standings(state: ArchitectsState) -> list[Standing]:
    """Every seat's place: most points, then virtue, then silver; still tied, a shared place (§10.3)."""
    scores = {seat: sum(breakdown(state, seat).values()) for seat in range(state.seats)}

    def key(seat: int) -> tuple[int, int, int]:
        return scores[seat], state.players[seat].virtue, state.players[seat].silver

    return [
        Standing(
            seat=seat,
            rank=rank,
            score=scores[seat],
            breakdown=breakdown(state, seat),
            tiebreak=summary.tiebreak(scores[seat]) if list(scores.values()).count(scores[seat]) > 1 else "",
            facts={"virtue_track": state.players[seat].virtue, "silver_held": state.players[seat].silver},
        )
        for seat, rank in rank_by_keys(range(state.seats), key)
    ]


def result(state: ArchitectsState) -> Result | None:
    """The final ranking, once the game is over."""
    if not state.over:
        return None
    ranked = standings(state)
    return Result(tuple(ranked), summary.result_line(state, ranked), dict(summary.LABELS))
