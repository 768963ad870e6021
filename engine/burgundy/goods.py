"""Goods: selling (§5.4), a ship's load (§5.6 ships, goods storage limit) and the warehouse (§2.3).

Rules sections: rules/castles-of-burgundy.md §5.4, §5.6 and §9 D6, D7, D10. A player holds at
most 3 goods types, one per goods space; a ship must take every tile it can store, and the
player chooses which new types fill the free spaces when not all fit.
"""

from itertools import combinations
from typing import Any

from engine.burgundy import text
from engine.burgundy.estate import owns
from engine.burgundy.knowledge import SALE_SILVERLINGS_WITH_TILE, Knowledge
from engine.burgundy.main_board import ADJACENT_DEPOTS, DEPOTS, SALE_SILVERLINGS, sale_vp
from engine.burgundy.moves import number, numbers
from engine.burgundy.scoring import add_points
from engine.burgundy.state import BurgundyState, Frame, PlayerState, Score, Step
from engine.burgundy.tiles import GOODS, Building
from engine.core import Context, Decision, Event, IllegalAction, Option


def stored_goods(player: PlayerState) -> list[tuple[int, int]]:
    """(goods type, tiles) of each occupied goods space, in space order."""
    return [(GOODS[space[0]], len(space)) for space in player.goods if space]


def sell(state: BurgundyState, seat: int, goods: int) -> list[Event]:
    """§5.4: sell every stored tile of one type: 1 silverling (2: knowledge 3), VP per tile, worker (4)."""
    player = state.players[seat]
    space = next(space for space in player.goods if space and GOODS[space[0]] == goods)
    count = len(space)
    player.sold.extend(space)
    space.clear()
    silverlings = SALE_SILVERLINGS_WITH_TILE if owns(player, Knowledge.SALE_TWO_SILVERLINGS) else SALE_SILVERLINGS
    workers = 1 if owns(player, Knowledge.SALE_WORKER) else 0
    vp = count * sale_vp(state.seats)
    player.silverlings += silverlings
    player.workers += workers
    add_points(player, Score.SALES, vp)
    return [Event(text.sold(seat, goods, count, vp, silverlings, workers))]


# --- ships (§5.6) ---------------------------------------------------------------------------


def ship_sources(player: PlayerState) -> list[list[int]]:
    """The depot choices of a ship: each depot 1-6, and with knowledge 5 each adjacent pair (D6)."""
    sources = [[depot] for depot in DEPOTS]
    if owns(player, Knowledge.SHIP_TWO_DEPOTS):
        sources += [list(pair) for pair in ADJACENT_DEPOTS]
    return sources


def load_split(state: BurgundyState, seat: int, depots: list[int]) -> tuple[list[int], list[int], int]:
    """(types that join stacks held, new types offered, free goods spaces) for a ship's depots."""
    player = state.players[seat]
    held = {goods for goods, _ in stored_goods(player)}
    offered = sorted({GOODS[tile] for depot in depots for tile in state.depot_goods[depot - 1]})
    free = sum(1 for space in player.goods if not space)
    return [g for g in offered if g in held], [g for g in offered if g not in held], free


def load_size(state: BurgundyState, seat: int, depots: list[int]) -> int:
    """The most goods tiles a ship can take from ``depots`` (keeping the biggest new types)."""
    joining, new, free = load_split(state, seat, depots)
    counts = {goods: 0 for goods in joining + new}
    for depot in depots:
        for tile in state.depot_goods[depot - 1]:
            counts[GOODS[tile]] += 1
    return sum(counts[goods] for goods in joining) + sum(sorted((counts[goods] for goods in new), reverse=True)[:free])


def ship_worth_asking(state: BurgundyState, seat: int) -> bool:
    """Whether any depot choice would load something (otherwise the choice changes nothing)."""
    return any(load_size(state, seat, depots) for depots in ship_sources(state.players[seat]))


def load(state: BurgundyState, seat: int, depots: list[int], types: set[int]) -> list[Event]:
    """Move every tile of ``types`` from ``depots`` into the goods storage."""
    player = state.players[seat]
    moved: list[int] = []
    for depot in depots:
        pile = state.depot_goods[depot - 1]
        for tile in [tile for tile in pile if GOODS[tile] in types]:
            pile.remove(tile)
            space = next((space for space in player.goods if space and GOODS[space[0]] == GOODS[tile]), None)
            if space is None:
                space = next(space for space in player.goods if not space)
            space.append(tile)
            moved.append(GOODS[tile])
    return [Event(text.ship_loaded(seat, depots, sorted(moved)))]


def ship_decision(state: BurgundyState) -> Decision:
    """D6: the depot (or, with knowledge 5, two adjacent depots) whose goods the ship takes."""
    seat = state.active
    options = []
    best, default = -1, 0
    for depots in ship_sources(state.players[seat]):
        size = load_size(state, seat, depots)
        if size > best:
            best, default = size, len(options)
        goods = sorted(GOODS[tile] for depot in depots for tile in state.depot_goods[depot - 1])
        options.append(Option({"type": "ship", "depots": depots}, text.ship_option(depots, goods)))
    return Decision(
        seat, "ship", text.SHIP_PROMPT, tuple(options), default, context=text.goods_context(state, seat, options)
    )


def apply_ship(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Take the goods of the chosen depot(s), or ask which new types to keep when not all fit."""
    depots = numbers(action, "depots", 1, 6, text.DEPOTS)
    if sorted(depots) not in [sorted(source) for source in ship_sources(state.players[seat])]:
        raise IllegalAction(text.bad_ship_source(owns(state.players[seat], Knowledge.SHIP_TWO_DEPOTS)))
    joining, new, free = load_split(state, seat, depots)
    state.stack.pop()
    if len(new) > free > 0:
        state.stack.append(Frame(Step.SHIP_GOODS, depots=depots))
        context.tell(*(load(state, seat, depots, set(joining)) if joining else []))
        return
    context.tell(*load(state, seat, depots, set(joining) | set(new[:free])))


def ship_goods_decision(state: BurgundyState) -> Decision:
    """D7: which new goods types fill the free goods spaces (every free space must be filled)."""
    seat, frame = state.active, state.frame
    assert frame is not None
    _, new, free = load_split(state, seat, frame.depots)
    options = tuple(
        Option({"type": "goods", "goods": list(chosen)}, text.keep_goods_option(chosen))
        for chosen in combinations(new, free)
    )
    return Decision(
        seat, "ship_goods", text.ship_goods_prompt(free), options, context=text.goods_context(state, seat, options)
    )


def apply_ship_goods(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Load the chosen new types; the others stay on the depot."""
    frame = state.frame
    assert frame is not None
    chosen = numbers(action, "goods", 1, 6, text.GOODS_TYPES)
    _, new, free = load_split(state, seat, frame.depots)
    if any(goods not in new for goods in chosen):
        raise IllegalAction(text.not_new_goods(new))
    if len(chosen) != free:
        raise IllegalAction(text.goods_storage_room(free))
    state.stack.pop()
    context.tell(*load(state, seat, frame.depots, set(chosen)))


# --- warehouse (§2.3) -----------------------------------------------------------------------


def warehouse_decision(state: BurgundyState) -> Decision:
    """D10: the goods type the warehouse sells, or decline; default: the biggest stack."""
    seat = state.active
    held = sorted(stored_goods(state.players[seat]))
    options = [
        Option({"type": "sell", "goods": goods}, text.sell_option(goods, count, count * sale_vp(state.seats), 0))
        for goods, count in held
    ]
    default = max(range(len(options)), key=lambda index: (held[index][1], -index))
    options.append(Option({"type": "decline"}, text.DECLINE_OPTION))
    return Decision(seat, "warehouse", text.WAREHOUSE_PROMPT, tuple(options), default)


def apply_warehouse(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Sell the chosen type exactly as the Sell goods action does, or decline."""
    if action["type"] == "decline":
        state.stack.pop()
        context.tell(Event(text.declined_effect(seat, Building.WAREHOUSE)))
        return
    goods = number(action, "goods", 1, 6, text.GOODS_TYPE)
    if goods not in dict(stored_goods(state.players[seat])):
        raise IllegalAction(text.no_goods_of(goods))
    state.stack.pop()
    context.tell(*sell(state, seat, goods))
