"""Taking hex tiles into storage: from a depot (§5.2), by purchase (§5.8), and discarding when full.

Rules sections: rules/castles-of-burgundy.md §5.2, §5.8, §9 D3a, D4, D5. A tile always passes
through one of the 3 storage spaces; when all are full the player first discards one of the
stored tiles (out of the game), never the new one.
"""

from typing import Any

from engine.burgundy import text
from engine.burgundy.actions import take_cost, take_problem
from engine.burgundy.estate import owns
from engine.burgundy.knowledge import Knowledge
from engine.burgundy.main_board import BLACK_DEPOT, BUY_PRICE, DEPOTS, STORAGE_SPACES
from engine.burgundy.moves import close_choice, number, push, spend_die, tile_id
from engine.burgundy.state import BurgundyState, Frame, Source, Step
from engine.burgundy.tiles import TILES
from engine.core import Context, Decision, Event, IllegalAction, Option


def receive_tile(state: BurgundyState, seat: int, tile: str) -> list[Event]:
    """Put ``tile`` into an empty storage space, or first ask which stored tile to discard (§5.2)."""
    player = state.players[seat]
    if len(player.storage) < STORAGE_SPACES:
        player.storage.append(tile)
        return []
    push(state, Frame(Step.DISCARD, tile=tile))
    return []


def depot_tiles(state: BurgundyState, depot: int) -> list[str]:
    """The hex tiles lying in ``depot`` (0 = the black depot)."""
    if depot == BLACK_DEPOT:
        return list(state.black_depot)
    return [tile for tile in state.depots[depot - 1] if tile]


def remove_from_depot(state: BurgundyState, depot: int, tile: str) -> None:
    """Lift ``tile`` out of its depot space."""
    if depot == BLACK_DEPOT:
        state.black_depot.remove(tile)
    else:
        spaces = state.depots[depot - 1]
        spaces[spaces.index(tile)] = ""


def distinct_faces(tiles: list[str]) -> list[str]:
    """One tile per distinct face, in order (two identical ships are one choice)."""
    seen: set[tuple[object, ...]] = set()
    found = []
    for tile in tiles:
        face = text.face_key(TILES[tile])
        if face not in seen:
            seen.add(face)
            found.append(tile)
    return found


# --- buying (§5.8) ----------------------------------------------------------------------------


def buy_depots(state: BurgundyState, seat: int) -> list[int]:
    """Depots the seat may buy from now: the black one, or all 7 with knowledge 6, if not empty."""
    allowed = [BLACK_DEPOT, *DEPOTS] if owns(state.players[seat], Knowledge.BUY_ANY_DEPOT) else [BLACK_DEPOT]
    return [depot for depot in allowed if depot_tiles(state, depot)]


def buy_problem(state: BurgundyState, seat: int) -> str | None:
    """Why the seat cannot buy now; None if it can."""
    if state.bought:
        return text.ALREADY_BOUGHT
    if state.players[seat].silverlings < BUY_PRICE:
        return text.cannot_afford(state.players[seat].silverlings)
    if not buy_depots(state, seat):
        return text.NOTHING_TO_BUY
    return None


def start_buy(state: BurgundyState, seat: int) -> list[Event]:
    """Begin the purchase: choose the depot (knowledge 6) or directly the black depot's tile."""
    problem = buy_problem(state, seat)
    if problem is not None:
        raise IllegalAction(problem)
    if owns(state.players[seat], Knowledge.BUY_ANY_DEPOT):
        push(state, Frame(Step.BUY, source=Source.BUY))
    else:
        push(state, Frame(Step.DEPOT, source=Source.BUY, depot=BLACK_DEPOT))
    return []


def buy_decision(state: BurgundyState) -> Decision:
    """D5 for the owner of knowledge 6: which of the 7 depots to buy from."""
    seat = state.active
    options = [
        Option({"type": "depot", "depot": depot}, text.buy_from_option(depot)) for depot in buy_depots(state, seat)
    ]
    return Decision(seat, "buy", text.BUY_PROMPT, tuple(options), context=text.context(state, seat, options))


def apply_buy(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Open the chosen depot's tiles for the purchase."""
    depot = number(action, "depot", 0, 6, text.DEPOT)
    if depot not in buy_depots(state, seat):
        raise IllegalAction(text.depot_empty(depot))
    push(state, Frame(Step.DEPOT, source=Source.BUY, depot=depot))


# --- a depot's tiles (§5.2, §5.8, castle take) ---------------------------------------------------


def depot_decision(state: BurgundyState) -> Decision:
    """Which tile of the chosen depot to take (or buy)."""
    seat, frame = state.active, state.frame
    assert frame is not None
    options = [
        Option(
            {"type": "tile", "tile": tile},
            text.take_tile_option(TILES[tile], frame.source is Source.BUY),
            text.tile_effect_text(TILES[tile]),
        )
        for tile in distinct_faces(depot_tiles(state, frame.depot))
    ]
    return Decision(
        seat,
        "depot",
        text.depot_prompt(frame.depot, frame.source is Source.BUY),
        tuple(options),
        context=text.context(state, seat, options),
    )


def apply_depot(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Take the chosen tile: pay (die workers or 2 silverlings), then store it."""
    frame = state.frame
    assert frame is not None
    tile = tile_id(action)
    if tile not in depot_tiles(state, frame.depot):
        raise IllegalAction(text.tile_not_in_depot(frame.depot))
    player = state.players[seat]
    if frame.source is Source.BUY:
        problem = buy_problem(state, seat)
        if problem is not None:
            raise IllegalAction(problem)
        cost = 0
    else:
        value = player.dice[frame.die] if frame.source is Source.DIE else None
        problem = take_problem(state, seat, frame.depot, value)
        if problem is not None:
            raise IllegalAction(problem)
        cost = take_cost(player, value, frame.depot)
    remove_from_depot(state, frame.depot, tile)
    if frame.source is Source.BUY:
        player.silverlings -= BUY_PRICE
        state.bought = True
        event = text.bought(seat, TILES[tile], frame.depot, BUY_PRICE)
    else:
        spend_die(state, seat, frame, cost)
        value = player.dice[frame.die] if frame.source is Source.DIE else None
        event = text.took_tile(seat, TILES[tile], frame.depot, value, cost)
    close_choice(state)
    context.tell(Event(event), *receive_tile(state, seat, tile))


# --- discarding (§5.2) --------------------------------------------------------------------------


def discard_decision(state: BurgundyState) -> Decision:
    """D4: the stored tile that leaves the game to make room for the new one."""
    seat, frame = state.active, state.frame
    assert frame is not None
    player = state.players[seat]
    options = tuple(
        Option({"type": "discard", "tile": tile}, text.discard_option(TILES[tile]), text.tile_effect_text(TILES[tile]))
        for tile in distinct_faces(player.storage)
    )
    return Decision(
        seat, "discard", text.discard_prompt(TILES[frame.tile]), options, context=text.context(state, seat, options)
    )


def apply_discard(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Discard the chosen stored tile; the new tile takes its space."""
    frame = state.frame
    assert frame is not None
    player = state.players[seat]
    tile = tile_id(action)
    if tile == frame.tile:
        raise IllegalAction(text.cannot_discard_new(TILES[tile]))
    if tile not in player.storage:
        raise IllegalAction(text.NOT_IN_STORAGE)
    player.storage.remove(tile)
    state.out_of_game.append(tile)
    player.storage.append(frame.tile)
    state.stack.pop()
    context.tell(Event(text.discarded(seat, TILES[tile])))
