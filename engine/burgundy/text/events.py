"""Event lines (The Castles of Burgundy).

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence

from engine.burgundy.text.names import (
    BUILDING_NAMES,
    COLOUR_NAMES,
    GOODS_COLOURS,
    _goods_list,
    _workers_note,
    depot_name,
    goods_tiles,
    listed,
    plural,
    tile_name,
)
from engine.burgundy.tiles import Building, HexTile, TileKind
from engine.core import seat_ref
from engine.core.words import indefinite


def phase_begins(phase: str) -> str:
    """§4.1."""
    return f"Phase {phase} begins: the depots are refilled and this phase's goods are turned face up."


def phase_begins_briefly(phase: str) -> str:
    """§4.1, as a turn's record tells it (the board shows the new depots)."""
    return f"Phase {phase} begins."


def round_begins(
    phase: str, round_number: int, first: int, rolls: Sequence[tuple[int, Sequence[int]]], white: int, goods: int | None
) -> str:
    """§4.2."""
    dice = "; ".join(f"{seat_ref(seat)} {dice[0]} and {dice[1]}" for seat, dice in rolls)
    arrival = f" {arriving(goods, white).capitalize()}." if goods else ""
    return f"Phase {phase}, round {round_number}: {seat_ref(first)} starts. Dice: {dice}. White die {white}.{arrival}"


def arriving(goods: int, depot: int) -> str:
    """The round's goods tile going to its depot: "an orange goods tile (die 6) goes to depot 4"."""
    return f"{indefinite(GOODS_COLOURS[goods] + ' goods tile')} (die {goods}) goes to depot {depot}"


def round_begins_briefly(phase: str, round_number: int, white: int, goods: int | None) -> str:
    """§4.2, as a turn's record tells it: the dice are on the board, and each turn's title names its player."""
    arrival = f": {arriving(goods, white)}" if goods else ""
    return f"Round {round_number} of phase {phase} begins{arrival}."


def your_turn(seat: int) -> str:
    """Next seat."""
    return f"{seat_ref(seat)}'s turn."


def turn_ended(seat: int) -> str:
    """End of a turn."""
    return f"{seat_ref(seat)} ends the turn."


def mine_income(seat: int, silverlings: int, workers: int) -> str:
    """§4.5."""
    extra = f" and {plural(workers, 'worker')}" if workers else ""
    return f"{seat_ref(seat)}'s mines pay {plural(silverlings, 'silverling')}{extra}."


def took_tile(seat: int, tile: HexTile, depot: int, value: int | None, cost: int) -> str:
    """§5.2."""
    how = f"uses the {value} to take" if value is not None else "takes"
    return f"{seat_ref(seat)} {how} a {tile_name(tile)} from {depot_name(depot)}{_workers_note(cost)}."


def bought(seat: int, tile: HexTile, depot: int, price: int) -> str:
    """§5.8."""
    return f"{seat_ref(seat)} buys a {tile_name(tile)} from {depot_name(depot)} for {plural(price, 'silverling')}."


def discarded(seat: int, tile: HexTile) -> str:
    """§5.2: a stored tile discarded for the one just taken (told just before)."""
    return f"{seat_ref(seat)} discards a {tile_name(tile)} from storage to make room."


def placed(seat: int, tile: HexTile, space: int, value: int | None, cost: int) -> str:
    """§5.3."""
    how = f" with the {value}" if value is not None else ""
    return f"{seat_ref(seat)} adds a {tile_name(tile)} on space {space}{how}{_workers_note(cost)}."


def region_completed(seat: int, kind: TileKind, size: int, vp: int, bonus: int) -> str:
    """§5.7."""
    return f"{seat_ref(seat)} completes a {COLOUR_NAMES[kind]} region of {size}: {vp} + {bonus} phase bonus VP."


def bonus_tile_won(seat: int, kind: TileKind, large: bool, vp: int) -> str:
    """§5.7."""
    size = "large" if large else "small"
    return f"{seat_ref(seat)} fills every {COLOUR_NAMES[kind]} space and takes the {size} bonus tile: {vp} VP."


def colour_completed_late(seat: int, kind: TileKind) -> str:
    """§5.7, third or fourth."""
    return f"{seat_ref(seat)} fills every {COLOUR_NAMES[kind]} space; no bonus tile is left."


def animals_scored(seat: int, tile: HexTile, animals: int, bonus: int) -> str:
    """§5.6."""
    extra = f" + {bonus} (knowledge 7)" if bonus else ""
    species = tile.species.value if tile.species else "animal"
    return f"{seat_ref(seat)} scores {animals} VP for the {species} in the pasture{extra}."


def ship_advances(seat: int) -> str:
    """§4.4."""
    return f"{seat_ref(seat)}'s ship moves the turn-order marker one space right."


def ship_finds_nothing(seat: int) -> str:
    """§5.6: no depot has goods the ship could take."""
    return f"{seat_ref(seat)}'s ship finds no goods it could take."


def ship_loaded(seat: int, depots: Sequence[int], goods: Sequence[int]) -> str:
    """§5.6."""
    where = " and ".join(str(depot) for depot in depots)
    return (
        f"{seat_ref(seat)}'s ship takes goods from depot{'s' if len(depots) > 1 else ''} {where}: {_goods_list(goods)}."
    )


def sold(seat: int, goods: int, count: int, vp: int, silverlings: int, workers: int) -> str:
    """§5.4."""
    extra = f" and {plural(workers, 'worker')}" if workers else ""
    return f"{seat_ref(seat)} sells {goods_tiles(count, goods)}: {vp} VP, {plural(silverlings, 'silverling')}{extra}."


def took_workers(seat: int, workers: int, silverlings: int) -> str:
    """§5.5."""
    extra = f" and {plural(silverlings, 'silverling')}" if silverlings else ""
    return f"{seat_ref(seat)} takes {plural(workers, 'worker')}{extra}."


def spent_workers(seat: int, workers: int, before: int, after: int) -> str:
    """Workers spent to turn a die to the value an action needs: which die, to what."""
    return f"{seat_ref(seat)} spends {plural(workers, 'worker')} to turn a {before} into a {after}."


def adjusted(seat: int, before: int, after: int) -> str:
    """§5.1 by hand."""
    return f"{seat_ref(seat)} spends a worker to turn a {before} into a {after}."


def gained_workers(seat: int, workers: int, building: Building) -> str:
    """Boarding house."""
    return f"{seat_ref(seat)}'s {BUILDING_NAMES[building].lower()} gives {plural(workers, 'worker')}."


def gained_silverlings(seat: int, silverlings: int, building: Building) -> str:
    """Bank."""
    return f"{seat_ref(seat)}'s {BUILDING_NAMES[building].lower()} gives {plural(silverlings, 'silverling')}."


def watchtower_scored(seat: int, vp: int) -> str:
    """Watchtower."""
    return f"{seat_ref(seat)}'s watchtower scores {vp} VP."


def effect_lost(seat: int, building: Building) -> str:
    """§5.9: an effect with nothing to act on."""
    return f"{seat_ref(seat)}'s {BUILDING_NAMES[building].lower()} has nothing to act on; its effect is lost."


def declined_effect(seat: int, building: Building) -> str:
    """A building's optional effect declined (§11 item 18)."""
    return f"{seat_ref(seat)} declines the {BUILDING_NAMES[building].lower()}'s effect."


def declined_castle(seat: int) -> str:
    """A castle's bonus action declined."""
    return f"{seat_ref(seat)} declines the castle's bonus action."


def workshop_took(seat: int, building: Building, tile: HexTile, depot: int) -> str:
    """Carpenter's workshop, church, market."""
    return f"{seat_ref(seat)}'s {BUILDING_NAMES[building].lower()} takes a {tile_name(tile)} from depot {depot}."


def final_points(seat: int, goods: int, silverlings: int, workers: int, knowledge: int) -> str:
    """§6: the points of the final scoring, those that are not 0."""
    parts = [
        f"{points} VP for {what}"
        for points, what in (
            (goods, "goods left"),
            (silverlings, "silverlings"),
            (workers, "workers"),
            (knowledge, "knowledge tiles"),
        )
        if points
    ]
    return (
        f"Final scoring: {seat_ref(seat)} scores {listed(parts)}."
        if parts
        else f"Final scoring: nothing for {seat_ref(seat)}."
    )


def final_points_briefly(seat: int, points: int) -> str:
    """§6, as the last turn's record tells it (the result lists every category)."""
    return f"Final scoring: {seat_ref(seat)} +{points} VP."


def estate_chosen(seat: int, board: int, space: int) -> str:
    """§7: a choice made known."""
    return f"{seat_ref(seat)} plays estate No. {board} with the start castle on space {space}."


def estate_chosen_secretly(seat: int) -> str:
    """§7 secret mode: someone has chosen."""
    return f"{seat_ref(seat)} has chosen an estate in secret."


def your_secret_choice(seat: int, board: int, space: int) -> str:
    """§7 secret mode: private confirmation."""
    return f"You chose estate No. {board} with the start castle on space {space}; it is revealed when all have chosen."


def tiebreak(empty: int, turn_order_place: int) -> str:
    """§6 tie-breakers, for a tied standing."""
    return f"{plural(empty, 'empty space')}; place {turn_order_place + 1} in the final turn order"


def result_summary(winner: int, score: int, on_tiebreak: bool) -> str:
    """The game's end in one line: the winner, once (the standings list every score)."""
    how = " on the tie-break" if on_tiebreak else ""
    return f"{seat_ref(winner)} wins with {score} VP{how}."


def turn_chapter(phase: str, round_number: int, seat: int) -> str:
    """The title of a player's turn in the thread's history."""
    return f"Phase {phase}, round {round_number}: {seat_ref(seat)}'s turn"


CHOOSING_CHAPTER = "Choosing the estate boards"
END_CHAPTER = "The end of the game"
