"""What an added tile does at once (rules/castles-of-burgundy.md §5.6, §2.3; §9 D6, D8-D11).

Animals score their pasture, ships advance on the turn-order track and take goods, a castle
gives a bonus action, buildings give their effect. Effects that need a choice push a frame.
"""

from typing import Any

from engine.burgundy import text
from engine.burgundy.actions import place_targets
from engine.burgundy.buildings import BANK_SILVERLINGS, BOARDING_HOUSE_WORKERS, WATCHTOWER_VP, WORKSHOP_TAKES
from engine.burgundy.estate import board_of, owns
from engine.burgundy.goods import ship_worth_asking, stored_goods
from engine.burgundy.knowledge import Knowledge
from engine.burgundy.main_board import DEPOTS
from engine.burgundy.moves import push, tile_id
from engine.burgundy.scoring import add_points
from engine.burgundy.state import BurgundyState, Frame, Score, Source, Step
from engine.burgundy.taking import distinct_faces, receive_tile, remove_from_depot
from engine.burgundy.tiles import TILES, Building, TileKind
from engine.burgundy.track import advance_on_track
from engine.core import Context, Decision, Event, IllegalAction, Option


def tile_effect(state: BurgundyState, seat: int, tile: str, space: int) -> list[Event]:
    """The placed tile's own effect (§5.6)."""
    kind = TILES[tile].kind
    if kind is TileKind.ANIMAL:
        return animal_scoring(state, seat, tile, space)
    if kind is TileKind.SHIP:
        advance_on_track(state, seat)
        if ship_worth_asking(state, seat):
            push(state, Frame(Step.SHIP))
            return [Event(text.ship_advances(seat))]
        return [Event(text.ship_advances(seat)), Event(text.ship_finds_nothing(seat))]
    if kind is TileKind.CASTLE:
        push(state, Frame(Step.CASTLE, source=Source.CASTLE))
        return []
    if kind is TileKind.BUILDING:
        building = TILES[tile].building
        assert building is not None
        return building_effect(state, seat, building)
    return []  # mines pay at the end of each phase; knowledge tiles act from now on


def animal_scoring(state: BurgundyState, seat: int, tile: str, space: int) -> list[Event]:
    """§5.6: every animal of the new tile's species in its pasture scores; knowledge 7: +1 per tile."""
    player = state.players[seat]
    species = TILES[tile].species
    herd = [
        TILES[player.estate[other]]
        for other in board_of(player).region(space).spaces
        if other in player.estate and TILES[player.estate[other]].species is species
    ]
    animals = sum(animal.animals for animal in herd)
    bonus = len(herd) if owns(player, Knowledge.ANIMAL_TILE_BONUS) else 0
    add_points(player, Score.ANIMALS, animals + bonus)
    return [Event(text.animals_scored(seat, TILES[tile], animals, bonus))]


def building_effect(state: BurgundyState, seat: int, building: Building) -> list[Event]:
    """§2.3: the building's immediate effect; optional ones become a decision when usable."""
    player = state.players[seat]
    if building is Building.BOARDING_HOUSE:
        player.workers += BOARDING_HOUSE_WORKERS
        return [Event(text.gained_workers(seat, BOARDING_HOUSE_WORKERS, building))]
    if building is Building.BANK:
        player.silverlings += BANK_SILVERLINGS
        return [Event(text.gained_silverlings(seat, BANK_SILVERLINGS, building))]
    if building is Building.WATCHTOWER:
        add_points(player, Score.WATCHTOWERS, WATCHTOWER_VP)
        return [Event(text.watchtower_scored(seat, WATCHTOWER_VP))]
    if building is Building.WAREHOUSE:
        usable = bool(stored_goods(player))
        frame = Frame(Step.WAREHOUSE, source=Source.WORKSHOP, building=building.value)
    elif building is Building.CITY_HALL:
        usable = bool(place_targets(state, seat, None))
        frame = Frame(Step.CITY_HALL, source=Source.CITY_HALL, building=building.value)
    else:
        usable = bool(workshop_tiles(state, building))
        frame = Frame(Step.WORKSHOP, source=Source.WORKSHOP, building=building.value)
    if not usable:
        return [Event(text.effect_lost(seat, building))]
    push(state, frame)
    return []


# --- carpenter's workshop, church, market (§2.3, D9) ----------------------------------------------


def workshop_tiles(state: BurgundyState, building: Building) -> list[tuple[int, str]]:
    """(depot, tile) of every distinct tile in depots 1-6 the building may take."""
    kinds = WORKSHOP_TAKES[building]
    found = []
    for depot in DEPOTS:
        eligible = [tile for tile in state.depots[depot - 1] if tile and TILES[tile].kind in kinds]
        found += [(depot, tile) for tile in distinct_faces(eligible)]
    return found


def workshop_decision(state: BurgundyState) -> Decision:
    """D9: the tile the carpenter's workshop, church or market takes, or decline."""
    seat, frame = state.active, state.frame
    assert frame is not None
    building = Building(frame.building)
    options = [
        Option(
            {"type": "tile", "tile": tile}, text.workshop_option(TILES[tile], depot), text.tile_effect_text(TILES[tile])
        )
        for depot, tile in workshop_tiles(state, building)
    ]
    options.append(Option({"type": "decline"}, text.DECLINE_OPTION))
    return Decision(
        seat, "workshop", text.workshop_prompt(building), tuple(options), context=text.context(state, seat, options)
    )


def apply_workshop(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Take the chosen tile into storage, or decline."""
    frame = state.frame
    assert frame is not None
    building = Building(frame.building)
    if action["type"] == "decline":
        state.stack.pop()
        context.tell(Event(text.declined_effect(seat, building)))
        return
    tile = tile_id(action)
    depot = next((d for d in DEPOTS if tile in state.depots[d - 1]), None)
    if depot is None:
        raise IllegalAction(text.NOT_ON_DEPOTS)
    if TILES[tile].kind not in WORKSHOP_TAKES[building]:
        raise IllegalAction(text.workshop_wrong_kind(building))
    remove_from_depot(state, depot, tile)
    state.stack.pop()
    context.tell(Event(text.workshop_took(seat, building, TILES[tile], depot)), *receive_tile(state, seat, tile))
