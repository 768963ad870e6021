"""Event lines (The Castles of Burgundy).

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence

from engine.burgundy.text.names import (
    A_GOODS_TILE,
    A_GOODS_TILE_FIRST,
    BUILDING_NOUNS,
    COLOUR_NAMES,
    SPECIES_NAMES,
    _goods_list,
    _workers_note,
    depot_name,
    goods_tiles,
    listed,
    numeral,
    remembered,
    semicolons,
    silverlings,
    tile_name,
    workers,
)
from engine.burgundy.tiles import Building, HexTile, TileKind
from engine.core import seat_ref
from i18n import Text, _, n_


@remembered
def phase_begins(phase: str) -> Text:
    """§4.1."""
    return _("Phase {phase} begins: the depots are refilled and this phase's goods are turned face up.", phase=phase)


@remembered
def phase_begins_briefly(phase: str) -> Text:
    """§4.1, as a turn's record tells it (the board shows the new depots)."""
    return _("Phase {phase} begins.", phase=phase)


def round_begins(
    phase: str, round_number: int, first: int, rolls: Sequence[tuple[int, Sequence[int]]], white: int, goods: int | None
) -> Text:
    """§4.2."""
    dice = semicolons([_roll(seat, *dice) for seat, dice in rolls])
    params = {"phase": phase, "round": round_number, "player": seat_ref(first), "dice": dice, "white": white}
    if goods:
        return _(
            "Phase {phase}, round {round}: {player} starts. Dice: {dice}. White die {white}. {goods_tile} (die "
            "{goods}) goes to depot {depot}.",
            goods_tile=A_GOODS_TILE_FIRST[goods],
            goods=goods,
            depot=white,
            **params,
        )
    return _("Phase {phase}, round {round}: {player} starts. Dice: {dice}. White die {white}.", **params)


@remembered
def _roll(seat: int, first: int, second: int) -> Text:
    """A seat's dice as a new round tells them: "{p0} 2 and 5"."""
    return _("{player} {first} and {second}", player=seat_ref(seat), first=first, second=second)


@remembered
def round_begins_briefly(phase: str, round_number: int, white: int, goods: int | None) -> Text:
    """§4.2, as a turn's record tells it: the dice are on the board, and each turn's title names its player."""
    if goods:
        return _(
            "Round {round} of phase {phase} begins: {goods_tile} (die {goods}) goes to depot {depot}.",
            round=round_number,
            phase=phase,
            goods_tile=A_GOODS_TILE[goods],
            goods=goods,
            depot=white,
        )
    return _("Round {round} of phase {phase} begins.", round=round_number, phase=phase)


@remembered
def your_turn(seat: int) -> Text:
    """Next seat."""
    return _("{player}'s turn.", player=seat_ref(seat))


@remembered
def turn_ended(seat: int) -> Text:
    """End of a turn."""
    return _("{player} ends the turn.", player=seat_ref(seat))


@remembered
def mine_income(seat: int, silverling_count: int, worker_count: int) -> Text:
    """§4.5."""
    if worker_count:
        return _(
            "{player}'s mines pay {silverlings} and {workers}.",
            player=seat_ref(seat),
            silverlings=silverlings(silverling_count),
            workers=workers(worker_count),
        )
    return _("{player}'s mines pay {silverlings}.", player=seat_ref(seat), silverlings=silverlings(silverling_count))


@remembered
def took_tile(seat: int, tile: HexTile, depot: int, value: int | None, cost: int) -> Text:
    """§5.2."""
    params = {
        "player": seat_ref(seat),
        "tile": tile_name(tile),
        "depot": depot_name(depot),
        "workers": _workers_note(cost),
    }
    if value is not None:
        return _("{player} uses the {value} to take a {tile} from {depot}{workers}.", value=value, **params)
    return _("{player} takes a {tile} from {depot}{workers}.", **params)


@remembered
def bought(seat: int, tile: HexTile, depot: int, price: int) -> Text:
    """§5.8."""
    return _(
        "{player} buys a {tile} from {depot} for {price}.",
        player=seat_ref(seat),
        tile=tile_name(tile),
        depot=depot_name(depot),
        price=silverlings(price),
    )


@remembered
def discarded(seat: int, tile: HexTile) -> Text:
    """§5.2: a stored tile discarded for the one just taken (told just before)."""
    return _("{player} discards a {tile} from storage to make room.", player=seat_ref(seat), tile=tile_name(tile))


@remembered
def placed(seat: int, tile: HexTile, space: int, value: int | None, cost: int) -> Text:
    """§5.3."""
    params = {"player": seat_ref(seat), "tile": tile_name(tile), "space": space, "workers": _workers_note(cost)}
    if value is not None:
        return _("{player} adds a {tile} on space {space} with the {value}{workers}.", value=value, **params)
    return _("{player} adds a {tile} on space {space}{workers}.", **params)


@remembered
def region_completed(seat: int, kind: TileKind, size: int, vp: int, bonus: int) -> Text:
    """§5.7."""
    return _(
        "{player} completes a {colour} region of {size}: {vp} + {bonus} phase bonus VP.",
        player=seat_ref(seat),
        colour=COLOUR_NAMES[kind],
        size=size,
        vp=vp,
        bonus=bonus,
    )


@remembered
def bonus_tile_won(seat: int, kind: TileKind, large: bool, vp: int) -> Text:
    """§5.7."""
    if large:
        return _(
            "{player} fills every {colour} space and takes the large bonus tile: {vp} VP.",
            player=seat_ref(seat),
            colour=COLOUR_NAMES[kind],
            vp=vp,
        )
    return _(
        "{player} fills every {colour} space and takes the small bonus tile: {vp} VP.",
        player=seat_ref(seat),
        colour=COLOUR_NAMES[kind],
        vp=vp,
    )


@remembered
def colour_completed_late(seat: int, kind: TileKind) -> Text:
    """§5.7, third or fourth."""
    return _(
        "{player} fills every {colour} space; no bonus tile is left.", player=seat_ref(seat), colour=COLOUR_NAMES[kind]
    )


@remembered
def animals_scored(seat: int, tile: HexTile, animals: int, bonus: int) -> Text:
    """§5.6."""
    species = SPECIES_NAMES[tile.species] if tile.species else _("animal")
    if bonus:
        return _(
            "{player} scores {vp} VP for the {species} in the pasture + {bonus} (knowledge 7).",
            player=seat_ref(seat),
            vp=animals,
            species=species,
            bonus=bonus,
        )
    return _(
        "{player} scores {vp} VP for the {species} in the pasture.", player=seat_ref(seat), vp=animals, species=species
    )


@remembered
def ship_advances(seat: int) -> Text:
    """§4.4."""
    return _("{player}'s ship moves the turn-order marker one space right.", player=seat_ref(seat))


@remembered
def ship_finds_nothing(seat: int) -> Text:
    """§5.6: no depot has goods the ship could take."""
    return _("{player}'s ship finds no goods it could take.", player=seat_ref(seat))


def ship_loaded(seat: int, depots: Sequence[int], goods: Sequence[int]) -> Text:
    """§5.6."""
    return n_(
        "{player}'s ship takes goods from depot {depots}: {goods}.",
        "{player}'s ship takes goods from depots {depots}: {goods}.",
        len(depots),
        player=seat_ref(seat),
        depots=listed([numeral(depot) for depot in depots]),
        goods=_goods_list(goods),
    )


@remembered
def sold(seat: int, goods: int, count: int, vp: int, silverling_count: int, worker_count: int) -> Text:
    """§5.4."""
    params = {
        "player": seat_ref(seat),
        "goods": goods_tiles(count, goods),
        "vp": vp,
        "silverlings": silverlings(silverling_count),
    }
    if worker_count:
        return _(
            "{player} sells {goods}: {vp} VP, {silverlings} and {workers}.", workers=workers(worker_count), **params
        )
    return _("{player} sells {goods}: {vp} VP, {silverlings}.", **params)


@remembered
def took_workers(seat: int, worker_count: int, silverling_count: int) -> Text:
    """§5.5."""
    if silverling_count:
        return _(
            "{player} takes {workers} and {silverlings}.",
            player=seat_ref(seat),
            workers=workers(worker_count),
            silverlings=silverlings(silverling_count),
        )
    return _("{player} takes {workers}.", player=seat_ref(seat), workers=workers(worker_count))


@remembered
def spent_workers(seat: int, worker_count: int, before: int, after: int) -> Text:
    """Workers spent to turn a die to the value an action needs: which die, to what."""
    return n_(
        "{player} spends {n} worker to turn a {before} into a {after}.",
        "{player} spends {n} workers to turn a {before} into a {after}.",
        worker_count,
        player=seat_ref(seat),
        before=before,
        after=after,
    )


@remembered
def adjusted(seat: int, before: int, after: int) -> Text:
    """§5.1 by hand."""
    return _(
        "{player} spends a worker to turn a {before} into a {after}.", player=seat_ref(seat), before=before, after=after
    )


@remembered
def gained_workers(seat: int, worker_count: int, building: Building) -> Text:
    """Boarding house."""
    return _(
        "{player}'s {building} gives {workers}.",
        player=seat_ref(seat),
        building=BUILDING_NOUNS[building],
        workers=workers(worker_count),
    )


@remembered
def gained_silverlings(seat: int, silverling_count: int, building: Building) -> Text:
    """Bank."""
    return _(
        "{player}'s {building} gives {silverlings}.",
        player=seat_ref(seat),
        building=BUILDING_NOUNS[building],
        silverlings=silverlings(silverling_count),
    )


@remembered
def watchtower_scored(seat: int, vp: int) -> Text:
    """Watchtower."""
    return _("{player}'s watchtower scores {vp} VP.", player=seat_ref(seat), vp=vp)


@remembered
def effect_lost(seat: int, building: Building) -> Text:
    """§5.9: an effect with nothing to act on."""
    return _(
        "{player}'s {building} has nothing to act on; its effect is lost.",
        player=seat_ref(seat),
        building=BUILDING_NOUNS[building],
    )


@remembered
def declined_effect(seat: int, building: Building) -> Text:
    """A building's optional effect declined (§11 item 18)."""
    return _("{player} declines the {building}'s effect.", player=seat_ref(seat), building=BUILDING_NOUNS[building])


@remembered
def declined_castle(seat: int) -> Text:
    """A castle's bonus action declined."""
    return _("{player} declines the castle's bonus action.", player=seat_ref(seat))


@remembered
def workshop_took(seat: int, building: Building, tile: HexTile, depot: int) -> Text:
    """Carpenter's workshop, church, market."""
    return _(
        "{player}'s {building} takes a {tile} from depot {depot}.",
        player=seat_ref(seat),
        building=BUILDING_NOUNS[building],
        tile=tile_name(tile),
        depot=depot,
    )


def final_points(seat: int, goods: int, silverling_vp: int, worker_vp: int, knowledge: int) -> Text:
    """§6: the points of the final scoring, those that are not 0."""
    parts = [
        message(points)
        for points, message in (
            (goods, lambda vp: _("{vp} VP for goods left", vp=vp)),
            (silverling_vp, lambda vp: _("{vp} VP for silverlings", vp=vp)),
            (worker_vp, lambda vp: _("{vp} VP for workers", vp=vp)),
            (knowledge, lambda vp: _("{vp} VP for knowledge tiles", vp=vp)),
        )
        if points
    ]
    if parts:
        return _("Final scoring: {player} scores {points}.", player=seat_ref(seat), points=listed(parts))
    return _("Final scoring: nothing for {player}.", player=seat_ref(seat))


@remembered
def final_points_briefly(seat: int, points: int) -> Text:
    """§6, as the last turn's record tells it (the result lists every category)."""
    return _("Final scoring: {player} +{points} VP.", player=seat_ref(seat), points=points)


@remembered
def estate_chosen(seat: int, board: int, space: int) -> Text:
    """§7: a choice made known."""
    return _(
        "{player} plays estate No. {board} with the start castle on space {space}.",
        player=seat_ref(seat),
        board=board,
        space=space,
    )


@remembered
def estate_chosen_secretly(seat: int) -> Text:
    """§7 secret mode: someone has chosen."""
    return _("{player} has chosen an estate in secret.", player=seat_ref(seat))


@remembered
def your_secret_choice(seat: int, board: int, space: int) -> Text:
    """§7 secret mode: private confirmation."""
    return _(
        "You chose estate No. {board} with the start castle on space {space}; it is revealed when all have chosen.",
        board=board,
        space=space,
    )


def tiebreak(empty: int, turn_order_place: int) -> Text:
    """§6 tie-breakers, for a tied standing."""
    return n_(
        "{n} empty space; place {place} in the final turn order",
        "{n} empty spaces; place {place} in the final turn order",
        empty,
        place=turn_order_place + 1,
    )


def result_summary(winner: int, score: int, on_tiebreak: bool) -> Text:
    """The game's end in one line: the winner, once (the standings list every score)."""
    if on_tiebreak:
        return _("{player} wins with {score} VP on the tie-break.", player=seat_ref(winner), score=score)
    return _("{player} wins with {score} VP.", player=seat_ref(winner), score=score)


@remembered
def turn_chapter(phase: str, round_number: int, seat: int) -> Text:
    """The title of a player's turn in the thread's history."""
    return _("Phase {phase}, round {round}: {player}'s turn", phase=phase, round=round_number, player=seat_ref(seat))


CHOOSING_CHAPTER = _("Choosing the estate boards")
END_CHAPTER = _("The end of the game")
