"""Hand-built Castles of Burgundy scenarios: a small builder over a real set-up state.

Every helper moves tiles from wherever they lie, so the built state still passes ``check``
(tiles and goods conserved). Seat 0 is made the active seat unless a test says otherwise.
"""

from dataclasses import fields, replace
from typing import Any

from engine.burgundy import GAME
from engine.burgundy.state import BurgundyState, Step
from engine.burgundy.tiles import GOODS, GOODS_TILES, TILES, Building, Species, TileKind
from engine.core import Context, Event, IllegalAction, Rules, copy_state, forget
from engine.core.game import apply, new_game, pending_for


def fresh(players: int = 2, seed: int = 1, boards: str = "base", tiebreak: str = "fewest") -> BurgundyState:
    """A new game with seat 0 to play first, an empty board and empty supplies, dice 1 and 1."""
    state = new_game(GAME, players, seed, {"boards": boards, "tiebreak": tiebreak})
    if boards != "base":
        return state
    make_active(state, 0)
    clear_depots(state)
    for seat in range(players):
        player = state.players[seat]
        for space in player.goods:
            state.boxed_goods.extend(space)
            space.clear()
        player.workers = 0
        player.silverlings = 0
        set_dice(state, seat, 1, 1)
    return state


def make_active(state: BurgundyState, seat: int) -> None:
    """Make ``seat`` the seat to play now, the others after it in seat order."""
    state.order = [seat] + [other for other in range(state.seats) if other != seat]
    state.turn = 0
    state.stack.clear()


def clear_depots(state: BurgundyState) -> None:
    """Empty depots 1-6, the black depot and every depot goods space."""
    for spaces in state.depots:
        for index, tile in enumerate(spaces):
            if tile:
                state.out_of_game.append(tile)
                spaces[index] = ""
    state.out_of_game.extend(state.black_depot)
    state.black_depot.clear()
    for pile in state.depot_goods:
        state.boxed_goods.extend(pile)
        pile.clear()


def set_dice(state: BurgundyState, seat: int, first: int, second: int) -> None:
    """Give a seat two fresh dice, both unused, with nothing else pending."""
    forget(state)  # a state returned by a move remembers its decisions
    state.players[seat].dice = [first, second]
    state.players[seat].used = [False, False]
    state.stack.clear()


def _lift(state: BurgundyState, tile: str) -> None:
    """Remove a hex tile from wherever it lies."""
    for stack in state.stacks.values():
        if tile in stack:
            stack.remove(tile)
            return
    for spaces in state.depots:
        if tile in spaces:
            spaces[spaces.index(tile)] = ""
            return
    for pile in (state.black_depot, state.out_of_game):
        if tile in pile:
            pile.remove(tile)
            return
    for player in state.players:
        if tile in player.storage:
            player.storage.remove(tile)
            return
        for space, placed in list(player.estate.items()):
            if placed == tile:
                del player.estate[space]
                if TILES[tile].knowledge:
                    player.knowledge.remove(TILES[tile].knowledge)
                return
    raise AssertionError(f"tile {tile} not found")


def _in_use(state: BurgundyState) -> set[str]:
    used = {tile for spaces in state.depots for tile in spaces if tile} | set(state.black_depot)
    for player in state.players:
        used |= set(player.storage) | set(player.estate.values()) | {player.start_castle}
    return used


def tile(
    state: BurgundyState,
    kind: TileKind,
    *,
    building: Building | None = None,
    species: Species | None = None,
    animals: int = 0,
    knowledge: int = 0,
) -> str:
    """The id of a tile with this face that is not on a depot, in a storage or in an estate."""
    used = _in_use(state)
    for candidate in TILES.values():
        if candidate.id in used or candidate.kind is not kind:
            continue
        if building is not None and candidate.building is not building:
            continue
        if species is not None and candidate.species is not species:
            continue
        if animals and candidate.animals != animals:
            continue
        if knowledge and candidate.knowledge != knowledge:
            continue
        return candidate.id
    raise AssertionError(f"no free {kind} tile left")


def building(state: BurgundyState, which: Building) -> str:
    """A free building tile of one type."""
    return tile(state, TileKind.BUILDING, building=which)


def knowledge(state: BurgundyState, number: int) -> str:
    """The knowledge tile with this number."""
    return tile(state, TileKind.KNOWLEDGE, knowledge=number)


def animal(state: BurgundyState, species: Species, animals: int) -> str:
    """A free animal tile."""
    return tile(state, TileKind.ANIMAL, species=species, animals=animals)


def store(state: BurgundyState, seat: int, *tiles: str) -> None:
    """Put tiles into a seat's storage."""
    for tile_id in tiles:
        _lift(state, tile_id)
        state.players[seat].storage.append(tile_id)
    assert len(state.players[seat].storage) <= 3


def place(state: BurgundyState, seat: int, space: int, tile_id: str) -> None:
    """Put a tile straight onto an estate space (no scoring, no effect)."""
    _lift(state, tile_id)
    player = state.players[seat]
    player.estate[space] = tile_id
    if TILES[tile_id].knowledge:
        player.knowledge.append(TILES[tile_id].knowledge)


def own_knowledge(state: BurgundyState, seat: int, number: int, space: int | None = None) -> None:
    """Give a seat knowledge tile ``number`` on a free yellow space (board 1: 13 by default)."""
    player = state.players[seat]
    if space is None:
        space = next(s for s in (13, 8, 4, 31, 35, 36) if s not in player.estate)
    place(state, seat, space, knowledge(state, number))


def to_depot(state: BurgundyState, depot: int, tile_id: str) -> None:
    """Put a tile into a free hex space of depot 1-6 (0: the black depot)."""
    _lift(state, tile_id)
    if depot == 0:
        state.black_depot.append(tile_id)
        return
    spaces = state.depots[depot - 1]
    spaces[spaces.index("")] = tile_id


def _goods_tiles(state: BurgundyState, goods: int, count: int) -> list[str]:
    free = [tile for tile in state.boxed_goods if GOODS[tile] == goods]
    for phase in state.phase_goods:
        free += [tile for tile in phase if GOODS[tile] == goods]
    free += [tile for tile in state.round_goods if GOODS[tile] == goods]
    assert len(free) >= count, f"not enough free goods of type {goods}"
    chosen = free[:count]
    for tile in chosen:
        for pile in (state.boxed_goods, state.round_goods, *state.phase_goods):
            if tile in pile:
                pile.remove(tile)
                break
    return chosen


def give_goods(state: BurgundyState, seat: int, goods: int, count: int) -> None:
    """Add goods of one type to a seat's goods storage."""
    player = state.players[seat]
    space = next((s for s in player.goods if s and GOODS[s[0]] == goods), None) or next(
        s for s in player.goods if not s
    )
    space.extend(_goods_tiles(state, goods, count))


def goods_on_depot(state: BurgundyState, depot: int, goods: int, count: int) -> None:
    """Lay goods of one type on a depot's goods space."""
    state.depot_goods[depot - 1].extend(_goods_tiles(state, goods, count))


def goods_of(state: BurgundyState, seat: int) -> dict[int, int]:
    """A seat's goods storage as {type: count}."""
    return {GOODS[space[0]]: len(space) for space in state.players[seat].goods if space}


class _Stepwise(Rules):
    """The game's rules without the core's forced steps: every decision waits, even a lone choice."""

    def proceed(self, state: Any, context: Context) -> None:
        if self.settle is not None:
            self.settle(state, context)


STEPWISE = replace(GAME, rules=_Stepwise(**{f.name: getattr(GAME.rules, f.name) for f in fields(Rules)}))


def play(state: BurgundyState, seat: int, *actions: dict) -> tuple[BurgundyState, list[Event]]:
    """Apply several moves of one seat through the core (only offered options pass).

    Scripts may name forced steps: a move the core already took for the seat (it was the only
    option: the last die, a lone "End turn", a depot's only tile) is skipped, after checking
    that it was indeed forced on a twin of the state played step by step; so is a die whose
    action is already asked.
    """
    events: list[Event] = []
    forget(state)  # the test may have changed it by hand since a move returned it
    stepwise: BurgundyState | None = copy_state(state)
    for action in actions:
        asked = pending_for(GAME, state, seat)
        lone = None if stepwise is None else pending_for(STEPWISE, stepwise, seat)
        forced = lone is not None and lone.forced and lone.find(action) is not None
        if asked is not None and asked.forced and asked.find(action) is not None:
            forced = False  # a hand-built state waits on a forced decision: no move has taken it yet
        frame = state.frame
        opened = action.get("type") == "die" and frame is not None and frame.step is Step.ACTION
        if opened:
            assert frame.die == action["die"], "another die is already in use"
        if opened and not forced and (asked is None or asked.find(action) is None):
            continue  # the twin is already past it too
        if not forced:  # else the core took it already
            state, new = apply(GAME, state, seat, action)
            events += new
        try:
            stepwise = None if stepwise is None else apply(STEPWISE, stepwise, seat, action)[0]
        except IllegalAction:  # the twin drew other dice (a new round): no more skipping after this
            stepwise = None
    return state, events


ALL_GOODS = {tile.id for tile in GOODS_TILES}


def sold_pile(state: BurgundyState, seat: int, counts: dict[int, int]) -> None:
    """Put goods straight onto a seat's sold pile: {type: count}."""
    for goods, count in counts.items():
        state.players[seat].sold.extend(_goods_tiles(state, goods, count))


def use_up_round_goods(state: BurgundyState) -> None:
    """Set aside this phase's remaining round goods, as if its five rounds were played."""
    state.boxed_goods.extend(state.round_goods)
    state.round_goods.clear()
