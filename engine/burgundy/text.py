"""Every player-facing string of The Castles of Burgundy: prompts, labels, events, refusals.

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence

from engine.burgundy.buildings import EFFECTS, WORKSHOP_TAKES
from engine.burgundy.knowledge import KNOWLEDGE
from engine.burgundy.state import BurgundyState, Step
from engine.burgundy.tiles import GOODS, TILES, Building, HexTile, TileKind
from engine.core import seat_ref

COLOUR_NAMES: dict[TileKind, str] = {
    TileKind.BUILDING: "beige",
    TileKind.ANIMAL: "light green",
    TileKind.KNOWLEDGE: "yellow",
    TileKind.CASTLE: "dark green",
    TileKind.MINE: "grey",
    TileKind.SHIP: "blue",
}
KIND_NAMES: dict[TileKind, str] = {
    TileKind.BUILDING: "building",
    TileKind.ANIMAL: "animal",
    TileKind.KNOWLEDGE: "knowledge tile",
    TileKind.CASTLE: "castle",
    TileKind.MINE: "mine",
    TileKind.SHIP: "ship",
}
BUILDING_NAMES: dict[Building, str] = {
    Building.WAREHOUSE: "Warehouse",
    Building.CARPENTER: "Carpenter's workshop",
    Building.CHURCH: "Church",
    Building.MARKET: "Market",
    Building.BOARDING_HOUSE: "Boarding house",
    Building.BANK: "Bank",
    Building.CITY_HALL: "City hall",
    Building.WATCHTOWER: "Watchtower",
}
DECISION_KINDS: dict[Step, str] = {
    Step.ACTION: "die_action",
    Step.CASTLE: "castle",
    Step.DEPOT: "depot",
    Step.BUY: "buy",
    Step.SPACE: "space",
    Step.DISCARD: "discard",
    Step.SHIP: "ship",
    Step.SHIP_GOODS: "ship_goods",
    Step.WAREHOUSE: "warehouse",
    Step.WORKSHOP: "workshop",
    Step.CITY_HALL: "city_hall",
}
ANIMAL_EFFECT = "Scores every animal of its species in its pasture."
KIND_EFFECTS: dict[TileKind, str] = {
    TileKind.CASTLE: "One bonus action, with any die value.",
    TileKind.MINE: "1 silverling at the end of each phase.",
    TileKind.SHIP: "Take one depot's goods; move up the turn-order track.",
}


def plural(count: int, word: str) -> str:
    """A count with its noun: "1 worker", "2 workers"."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _workers_note(cost: int) -> str:
    return f" ({plural(cost, 'worker')})" if cost else ""


# --- names ------------------------------------------------------------------------------------


def tile_name(tile: HexTile) -> str:
    """A tile's short name: "Bank", "Cow ×3", "Knowledge 12", "Castle"."""
    if tile.building is not None:
        return BUILDING_NAMES[tile.building]
    if tile.species is not None:
        return f"{tile.species.value.capitalize()} ×{tile.animals}"
    if tile.knowledge:
        return f"Knowledge {tile.knowledge}"
    return tile.kind.value.capitalize()


TILE_NAMES: dict[str, str] = {tile.id: tile_name(tile) for tile in TILES.values()}


def face_key(tile: HexTile) -> tuple[object, ...]:
    """What makes two tiles look the same (identical tiles are one choice)."""
    return (tile.kind, tile.building, tile.species, tile.animals, tile.knowledge)


def tile_effect_text(tile: HexTile) -> str:
    """One line saying what a tile does."""
    if tile.building is not None:
        return EFFECTS[tile.building].effect
    if tile.knowledge:
        return KNOWLEDGE[tile.knowledge].effect
    if tile.species is not None:
        return ANIMAL_EFFECT
    return KIND_EFFECTS[tile.kind]


def building_name(building: Building) -> str:
    """The building's name."""
    return BUILDING_NAMES[building]


def depot_name(depot: int) -> str:
    """A depot for a message: "depot 3" or "the black depot"."""
    return "the black depot" if depot == 0 else f"depot {depot}"


def space_name(space: int) -> str:
    """A space for a message: "space 12"."""
    return f"space {space}"


def goods_name(goods: int) -> str:
    """Goods named for a message: "goods of type 4"."""
    return f"goods of type {goods}"


def _goods_list(goods: Sequence[int]) -> str:
    counts: dict[int, int] = {}
    for kind in goods:
        counts[kind] = counts.get(kind, 0) + 1
    return ", ".join(f"{count}× type {kind}" for kind, count in sorted(counts.items())) or "no goods"


def estate_title(seat: int, board: int, castle: int) -> str:
    """An estate's heading: whose it is, which board, where the start castle stands."""
    return f"{seat_ref(seat)}: estate No. {board}, start castle on space {castle}"


def estate_hidden(seat: int) -> str:
    """The heading of an estate whose board is not chosen or not revealed yet."""
    return f"{seat_ref(seat)}: estate not revealed yet"


# --- context lines (shown to the deciding seat only) ----------------------------------------------


def context(state: BurgundyState, seat: int) -> str:
    """The deciding seat's own resources, in one line."""
    player = state.players[seat]
    storage = ", ".join([TILE_NAMES[tile] for tile in player.storage]) or "empty"
    goods = ", ".join([f"{len(space)}× type {GOODS[space[0]]}" for space in player.goods if space]) or "none"
    first, second = player.dice
    dice = f"{first}{' (used)' if player.used[0] else ''} and {second}{' (used)' if player.used[1] else ''}"
    bought = " · purchase made" if state.bought else ""
    return (
        f"Dice {dice} · workers {player.workers} · silverlings {player.silverlings}"
        f" · storage: {storage} · goods: {goods}{bought}"
    )


def goods_context(state: BurgundyState, seat: int) -> str:
    """The deciding seat's goods storage."""
    player = state.players[seat]
    free = sum(1 for space in player.goods if not space)
    held = _goods_list([GOODS[tile] for space in player.goods for tile in space])
    return f"Your goods: {held}; {plural(free, 'free goods space')}."


# --- prompts ------------------------------------------------------------------------------------


def turn_prompt(seat: int, dice: Sequence[int], used: Sequence[bool], can_buy: bool) -> str:
    """D3."""
    left = [str(value) for value, done in zip(dice, used, strict=True) if not done]
    if not left:
        return f"{seat_ref(seat)}: both dice used. {'Buy a tile or end' if can_buy else 'End'} your turn."
    return f"{seat_ref(seat)}: choose a die ({' and '.join(left)}){', or buy a tile' if can_buy else ''}."


def action_prompt(value: int) -> str:
    """D3a-d."""
    return f"What will you do with your {value}?"


def castle_prompt() -> str:
    """D8."""
    return "Castle: take one bonus action with any die value, no workers needed."


def depot_prompt(depot: int, buying: bool) -> str:
    """The tile of a depot."""
    return f"Which tile do you {'buy' if buying else 'take'} from {depot_name(depot)}?"


def buy_prompt() -> str:
    """D5 with knowledge 6."""
    return "Buy from which depot? (knowledge 6: any of the 7)"


def space_prompt(tile: HexTile, value: int | None) -> str:
    """The space of a tile."""
    how = f"with your {value}" if value is not None else "(no die needed)"
    return f"Where does the {tile_name(tile)} go {how}?"


def discard_prompt(incoming: HexTile) -> str:
    """D4."""
    return f"Your storage is full: discard one stored tile to make room for the {tile_name(incoming)}."


def ship_prompt() -> str:
    """D6."""
    return "Ship: take the goods of which depot?"


def ship_goods_prompt(free: int) -> str:
    """D7."""
    return f"Not all new goods fit: choose {plural(free, 'new goods type')} to keep (the rest stay)."


def warehouse_prompt() -> str:
    """D10."""
    return "Warehouse: sell all goods of which type?"


def workshop_prompt(building: Building) -> str:
    """D9."""
    return f"{building_name(building)}: take which tile from depots 1-6?"


def city_hall_prompt() -> str:
    """D11."""
    return "City hall: add a stored tile to your estate without a die?"


def estate_prompt(sides: Sequence[int], secret: bool) -> str:
    """D1 + D2."""
    how = " Your choice stays secret until everyone has chosen." if secret else ""
    return f"Choose your estate: side No. {sides[0]} or No. {sides[1]}, and the start castle's space.{how}"


# --- option labels --------------------------------------------------------------------------------


def use_die_option(value: int) -> str:
    """Root: use a die."""
    return f"Use your {value}"


def buy_option(any_depot: bool) -> str:
    """Root: buy."""
    return "Buy a tile (2 silverlings)" if any_depot else "Buy from the black depot (2 silverlings)"


def end_turn_option() -> str:
    """Root: end the turn."""
    return "End turn"


def take_option(depot: int, cost: int) -> str:
    """Die action: take from a depot."""
    return f"Take a tile from depot {depot}{_workers_note(cost)}"


def place_option(tile: HexTile, cost: int) -> str:
    """Die action: add a stored tile."""
    return f"Add your {tile_name(tile)} to the estate{_workers_note(cost)}"


def sell_option(goods: int, count: int, vp: int, cost: int) -> str:
    """Die action: sell goods."""
    return f"Sell {count} goods of type {goods} (+{vp} VP){_workers_note(cost)}"


def workers_option(workers: int, silverlings: int) -> str:
    """Die action: take workers."""
    extra = f" and {plural(silverlings, 'silverling')}" if silverlings else ""
    return f"Take {workers} workers{extra}"


def adjust_option(before: int, after: int) -> str:
    """Die action: spend a worker to turn the die."""
    return f"Spend a worker: turn the {before} into a {after}"


def decline_option() -> str:
    """Decline an optional effect."""
    return "Decline"


def take_tile_option(tile: HexTile, buying: bool) -> str:
    """A depot's tile."""
    return f"{'Buy' if buying else 'Take'} the {tile_name(tile)}"


def buy_from_option(depot: int) -> str:
    """Knowledge 6: a depot to buy from."""
    return f"Buy from {depot_name(depot)}"


def space_option(space: int, cost: int) -> str:
    """An estate space."""
    return f"Space {space}{_workers_note(cost)}"


def discard_option(tile: HexTile) -> str:
    """D4."""
    return f"Discard the {tile_name(tile)}"


def ship_option(depots: Sequence[int], goods: Sequence[int]) -> str:
    """D6: a depot (or two) and the goods lying there."""
    where = " and ".join(str(depot) for depot in depots)
    return f"Depot{'s' if len(depots) > 1 else ''} {where}: {_goods_list(goods)}"


def keep_goods_option(chosen: Sequence[int]) -> str:
    """D7."""
    return "Keep type " + " and ".join(str(goods) for goods in chosen)


def workshop_option(tile: HexTile, depot: int) -> str:
    """D9."""
    return f"Take the {tile_name(tile)} from depot {depot}"


def estate_option(board: int, space: int) -> str:
    """D1 + D2."""
    return f"Estate No. {board}, castle on space {space}"


# --- events -----------------------------------------------------------------------------------------


def phase_begins(phase: str) -> str:
    """§4.1."""
    return f"Phase {phase} begins: the depots are refilled and this phase's goods are turned face up."


def round_begins(
    phase: str, round_number: int, first: int, rolls: Sequence[tuple[int, Sequence[int]]], white: int, goods: int | None
) -> str:
    """§4.2."""
    dice = "; ".join(f"{seat_ref(seat)} {dice[0]} and {dice[1]}" for seat, dice in rolls)
    arrival = f" A type-{goods} goods tile goes to depot {white}." if goods else ""
    return f"Phase {phase}, round {round_number}: {seat_ref(first)} starts. Dice: {dice}. White die {white}.{arrival}"


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


def discarded(seat: int, tile: HexTile, incoming: HexTile) -> str:
    """§5.2."""
    return f"{seat_ref(seat)} discards a {tile_name(tile)} to store the {tile_name(incoming)}."


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
    return f"{seat_ref(seat)}'s ship takes {_goods_list(goods)} from depot{'s' if len(depots) > 1 else ''} {where}."


def sold(seat: int, goods: int, count: int, vp: int, silverlings: int, workers: int) -> str:
    """§5.4."""
    extra = f" and {plural(workers, 'worker')}" if workers else ""
    return f"{seat_ref(seat)} sells {count} goods of type {goods}: {vp} VP, {plural(silverlings, 'silverling')}{extra}."


def took_workers(seat: int, workers: int, silverlings: int) -> str:
    """§5.5."""
    extra = f" and {plural(silverlings, 'silverling')}" if silverlings else ""
    return f"{seat_ref(seat)} takes {workers} workers{extra}."


def spent_workers(seat: int, workers: int) -> str:
    """Workers spent to reach a die value."""
    return f"{seat_ref(seat)} spends {plural(workers, 'worker')} to turn the die."


def adjusted(seat: int, before: int, after: int) -> str:
    """§5.1 by hand."""
    return f"{seat_ref(seat)} spends a worker to turn a {before} into a {after}."


def gained_workers(seat: int, workers: int, building: Building) -> str:
    """Boarding house."""
    return f"{seat_ref(seat)}'s {BUILDING_NAMES[building].lower()} gives {workers} workers."


def gained_silverlings(seat: int, silverlings: int, building: Building) -> str:
    """Bank."""
    return f"{seat_ref(seat)}'s {BUILDING_NAMES[building].lower()} gives {silverlings} silverlings."


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
    """§6."""
    return (
        f"Final scoring, {seat_ref(seat)}: {goods} for goods left, {silverlings} for silverlings, "
        f"{workers} for workers, {knowledge} for knowledge tiles."
    )


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


def result_summary(scores: Sequence[tuple[int, int]]) -> str:
    """The game's end in one line."""
    ranking = ", ".join(f"{seat_ref(seat)} {score} VP" for seat, score in scores)
    return f"The Castles of Burgundy is over. {seat_ref(scores[0][0])} wins. Final scores: {ranking}."


# --- refusals ---------------------------------------------------------------------------------------


def game_over() -> str:
    """Any move after the end."""
    return "The game is over; no more moves can be made."


def not_your_turn(active: int) -> str:
    """A move out of turn."""
    return f"It is {seat_ref(active)}'s turn, not yours."


def not_now(kind: str, expected: str) -> str:
    """A move that does not belong to the decision asked now."""
    return f"“{kind}” is not a choice now: {expected}"


def expect_root() -> str:
    """D3."""
    return "choose a die, buy a tile or end your turn."


def expect_die_action(castle: bool) -> str:
    """D3a-d / D8."""
    extra = " or decline" if castle else " or turn the die with a worker"
    return f"take a tile, add a tile, sell goods or take workers{extra}."


def expect_depot() -> str:
    """D5 with knowledge 6."""
    return "choose a depot to buy from."


def expect_tile() -> str:
    """A depot's tile."""
    return "choose one of the depot's tiles."


def expect_space() -> str:
    """A space."""
    return "choose an estate space."


def expect_discard() -> str:
    """D4."""
    return "discard one of your stored tiles."


def expect_ship() -> str:
    """D6."""
    return "choose the depot whose goods the ship takes."


def expect_goods_types() -> str:
    """D7."""
    return "choose the new goods types to keep."


def expect_sell_or_decline() -> str:
    """D10."""
    return "choose a goods type to sell, or decline."


def expect_tile_or_decline() -> str:
    """D9."""
    return "choose a tile from depots 1-6, or decline."


def expect_place_or_decline() -> str:
    """D11."""
    return "choose a stored tile to add, or decline."


def expect_estate() -> str:
    """D1 + D2."""
    return "choose your estate board side and the start castle's space."


def bad_number(what: str, low: int, high: int) -> str:
    """A missing or out-of-range number."""
    return f"Give the {what} as a whole number from {low} to {high}."


def bad_number_list(what: str) -> str:
    """A malformed list of numbers."""
    return f"Give the {what} as a list of different whole numbers."


def name_a_tile() -> str:
    """A missing tile id."""
    return "Name the tile by its id (for example “hx047”)."


def die_used(value: int) -> str:
    """A die already used."""
    return f"Your {value} is already used this turn."


def dice_left(value: int) -> str:
    """Ending the turn too early."""
    return f"Use both dice before ending your turn: your {value} is still unused."


def die_too_far(value: int, target: int, what: str, cost: int, workers: int) -> str:
    """A die that cannot reach a number with the workers held."""
    return (
        f"{what[0].upper() + what[1:]} needs a {target}: turning your {value} into a {target} takes "
        f"{plural(cost, 'worker')}, and you have {workers}."
    )


def depot_empty(depot: int) -> str:
    """An empty depot."""
    return f"{depot_name(depot)[0].upper() + depot_name(depot)[1:]} has no tile left."


def tile_not_in_depot(depot: int) -> str:
    """A tile id not in the chosen depot."""
    return f"That tile is not in {depot_name(depot)}."


def not_on_depots() -> str:
    """A workshop tile not in depots 1-6."""
    return "That tile is not in any of depots 1-6."


def workshop_wrong_kind(building: Building) -> str:
    """A workshop tile of the wrong type."""
    kinds = " or ".join(KIND_NAMES[kind] for kind in WORKSHOP_TAKES[building])
    return f"The {BUILDING_NAMES[building].lower()} may only take a {kinds}."


def not_in_storage() -> str:
    """A tile id not in storage."""
    return "That tile is not in your storage."


def cannot_discard_new(tile: HexTile) -> str:
    """D4: the new tile cannot be the one discarded."""
    return f"Your storage is full: discard one of the three stored tiles, not the new {tile_name(tile)}."


def already_bought() -> str:
    """§5.8: one purchase per turn."""
    return "You have already bought a tile this turn: only one purchase per turn."


def cannot_afford(silverlings: int) -> str:
    """§5.8."""
    return f"Buying a tile costs 2 silverlings, and you have {silverlings}."


def nothing_to_buy() -> str:
    """§5.8."""
    return "There is no tile you could buy."


def no_worker() -> str:
    """No worker to spend."""
    return "You have no worker to spend."


def bad_adjustment(two_steps: bool) -> str:
    """A worker turns a die by 1 (or 2 with knowledge 8)."""
    return "A worker turns a die by 1 or 2 (knowledge 8)." if two_steps else "A worker turns a die by exactly 1."


def space_taken(space: int) -> str:
    """§5.3 condition 1."""
    return f"Space {space} is already taken."


def wrong_colour(tile: HexTile, space: int, kind: TileKind) -> str:
    """§5.3 condition 3."""
    return (
        f"A {KIND_NAMES[tile.kind]} goes on a {COLOUR_NAMES[tile.kind]} space; space {space} is "
        f"{COLOUR_NAMES[kind]} ({KIND_NAMES[kind]}s)."
    )


def not_adjacent(space: int) -> str:
    """§5.3 condition 4."""
    return f"Space {space} does not touch any tile of your estate."


def duplicate_building(building: Building) -> str:
    """§5.3 condition 5."""
    return (
        f"This city already has a {BUILDING_NAMES[building].lower()}: each building type only once per city "
        "(unless you own knowledge tile 1)."
    )


def no_space_for(tile: HexTile) -> str:
    """No legal space at all for a stored tile."""
    return f"Your {tile_name(tile)} has no free {COLOUR_NAMES[tile.kind]} space next to your tiles."


def no_space_in_reach(tile: HexTile, value: int | None, workers: int) -> str:
    """Legal spaces exist, but the die cannot reach any."""
    return f"With your {value} and {plural(workers, 'worker')}, no space for the {tile_name(tile)} is in reach."


def no_goods_of(goods: int) -> str:
    """§5.4."""
    return f"You have no goods of type {goods}."


def bad_ship_source(two_depots: bool) -> str:
    """D6."""
    if two_depots:
        return "Choose one depot 1-6, or two neighbouring depots (1-2, 2-3, 3-4, 4-5, 5-6, 6-1)."
    return "Choose exactly one depot 1-6 (two depots need knowledge tile 5)."


def not_new_goods(new: Sequence[int]) -> str:
    """D7."""
    return f"Choose among the new goods types: {', '.join(str(goods) for goods in new)}."


def goods_storage_room(free: int) -> str:
    """D7: full goods storage."""
    return (
        f"Your goods storage has room for {plural(free, 'new goods type')}: choose exactly {free} "
        "(goods already stored cannot be discarded)."
    )


def already_chosen() -> str:
    """D1: a second choice, or out of turn in the open variant."""
    return "It is not your turn to choose an estate."


def not_your_board(sides: Sequence[int]) -> str:
    """D1."""
    return f"Your board has the sides No. {sides[0]} and No. {sides[1]}."


def not_a_castle_space(board: int, spaces: Sequence[int]) -> str:
    """D2."""
    return f"The start castle goes on a dark-green space of estate No. {board}: {', '.join(map(str, spaces))}."


# --- the "what can I do?" summary ---------------------------------------------------------------


def die_summary(
    value: int | None,
    takes: Sequence[tuple[int, int]],
    places: Sequence[tuple[HexTile, Sequence[tuple[int, int]]]],
    sales: Sequence[tuple[int, int, int, int]],
    workers: int,
    silverlings: int,
) -> str:
    """One die's (or a castle bonus's) legal actions in one line."""
    parts = []
    if takes:
        parts.append("take a tile from " + ", ".join(f"depot {depot}{_workers_note(cost)}" for depot, cost in takes))
    for tile, spaces in places:
        where = ", ".join(f"{space}{_workers_note(cost)}" for space, cost in spaces)
        parts.append(f"add your {tile_name(tile)} on space {where}")
    for goods, count, vp, cost in sales:
        parts.append(f"sell {count} goods of type {goods} for {vp} VP{_workers_note(cost)}")
    extra = f" and {plural(silverlings, 'silverling')}" if silverlings else ""
    parts.append(f"take {workers} workers{extra}")
    head = f"With your {value}" if value is not None else "With the castle's bonus action (any number)"
    return f"{head}: " + "; ".join(parts) + "."


def summary_over() -> str:
    """Summary after the end."""
    return "The game is over."


def summary_waiting_for_estates(seats: Sequence[int]) -> str:
    """Summary for a seat whose estate choice is made."""
    return "Waiting for " + ", ".join(seat_ref(seat) for seat in seats) + " to choose an estate."


def summary_choose_estate(labels: Sequence[str]) -> str:
    """Summary of the estate choice."""
    return "Choose your estate and start castle: " + "; ".join(labels) + "."


def summary_not_your_turn(active: int) -> str:
    """Summary for a seat that is not playing."""
    return f"It is {seat_ref(active)}'s turn; you play later this round."


def summary_workers(two_steps: bool) -> str:
    """Summary line on turning dice."""
    steps = "1 or 2" if two_steps else "1"
    return f"Or spend a worker to turn a die by {steps} (6 and 1 are neighbours)."


def summary_can_buy() -> str:
    """Summary line on buying."""
    return "You may buy one tile for 2 silverlings (once per turn)."


def summary_no_purchase(reason: str) -> str:
    """Summary line on why no purchase is possible."""
    return f"No purchase: {reason}"


def summary_end_turn() -> str:
    """Summary line once both dice are used."""
    return "Both dice are used: end your turn."


def summary_or_decline() -> str:
    """Summary line of an optional effect."""
    return "Or decline."


def summary_choices(prompt: str, labels: Sequence[str]) -> str:
    """Summary of a sub-decision: its prompt and choices."""
    return f"{prompt}\nChoices: " + "; ".join(labels) + "."
