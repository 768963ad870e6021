"""Adding a stored tile to the estate (§5.3) and what follows at once (§5.7, §5.6), and the city hall.

Rules sections: rules/castles-of-burgundy.md §5.3, §5.7, §2.3 (city hall), §9 D3b, D8, D11.
After a placement, in this order (§11 item 25): the region's completion, the colour's
completion, then the tile's own effect, whose decisions go on top of the stack.
"""

from typing import Any

from engine.burgundy import effects, scoring, text
from engine.burgundy.actions import no_space_reason, place_problem, place_targets
from engine.burgundy.boards import SPACE_IDS
from engine.burgundy.estate import legal_spaces, placement_cost
from engine.burgundy.moves import close_choice, number, push, spend_die, tile_id
from engine.burgundy.state import BurgundyState, Frame, Source, Step
from engine.burgundy.tiles import TILES, Building
from engine.core import Context, Decision, Event, IllegalAction, Option


def die_value(state: BurgundyState, seat: int, frame: Frame) -> int | None:
    """The face of the die a frame uses, or None when no die is needed (castle, city hall)."""
    return state.players[seat].dice[frame.die] if frame.source is Source.DIE else None


def start_placing(state: BurgundyState, seat: int, source: Source, die: int, action: dict[str, Any]) -> list[Event]:
    """The player picked a stored tile to add: ask for its space."""
    tile = tile_id(action)
    if tile not in state.players[seat].storage:
        raise IllegalAction(text.NOT_IN_STORAGE)
    value = state.players[seat].dice[die] if source is Source.DIE else None
    if not legal_spaces(state.players[seat], tile, value):
        raise IllegalAction(no_space_reason(state, seat, tile, value))
    push(state, Frame(Step.SPACE, source=source, die=die, tile=tile))
    return []


def space_decision(state: BurgundyState) -> Decision:
    """Which estate space the chosen tile goes on (a wrong choice is taken back with undo)."""
    seat, frame = state.active, state.frame
    assert frame is not None
    player = state.players[seat]
    options = [
        Option({"type": "space", "space": space}, text.space_option(space, cost))
        for space, cost in legal_spaces(player, frame.tile, die_value(state, seat, frame))
    ]
    return Decision(
        seat,
        "space",
        text.space_prompt(TILES[frame.tile], die_value(state, seat, frame)),
        tuple(options),
        context=text.context(state, seat, options),
    )


def apply_space(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Add the tile on the chosen space, paying the die's workers."""
    frame = state.frame
    assert frame is not None
    space = number(action, "space", SPACE_IDS[0], SPACE_IDS[-1], text.ESTATE_SPACE)
    value = die_value(state, seat, frame)
    problem = place_problem(state, seat, frame.tile, space, value)
    if problem is not None:
        raise IllegalAction(problem)
    cost = placement_cost(state.players[seat], frame.tile, space, value)
    spend_die(state, seat, frame, cost)
    close_choice(state)
    context.tell(*add_to_estate(state, seat, frame.tile, space, value, cost))


def add_to_estate(
    state: BurgundyState, seat: int, tile: str, space: int, value: int | None = None, cost: int = 0
) -> list[Event]:
    """Move a stored tile onto ``space``; score the region and the colour; start the tile's effect."""
    player = state.players[seat]
    player.storage.remove(tile)
    player.estate[space] = tile
    if TILES[tile].knowledge:
        player.knowledge.append(TILES[tile].knowledge)
    events = [Event(text.placed(seat, TILES[tile], space, value, cost))]
    events += scoring.region_completion(state, seat, space)
    events += scoring.colour_completion(state, seat, TILES[tile].kind)
    return events + effects.tile_effect(state, seat, tile, space)


# --- city hall (§2.3, D11) ------------------------------------------------------------------------


def city_hall_decision(state: BurgundyState) -> Decision:
    """D11: the stored tile the city hall adds without a die, or decline."""
    seat = state.active
    options = [
        Option({"type": "place", "tile": tile}, text.place_option(TILES[tile], 0), text.tile_effect_text(TILES[tile]))
        for tile, _ in place_targets(state, seat, None)
    ]
    options.append(Option({"type": "decline"}, text.DECLINE_OPTION))
    return Decision(
        seat,
        "city_hall",
        text.CITY_HALL_PROMPT,
        tuple(options),
        len(options) - 1,
        context=text.context(state, seat, options),
    )


def apply_city_hall(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Pick the tile to add (then its space), or decline."""
    if action["type"] == "decline":
        state.stack.pop()
        context.tell(Event(text.declined_effect(seat, Building.CITY_HALL)))
        return
    context.tell(*start_placing(state, seat, Source.CITY_HALL, -1, action))
