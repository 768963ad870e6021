"""Decision prompts (The Castles of Burgundy).

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence

from engine.burgundy.text.names import building_name, depot_name, listed, numeral, remembered, tile_name
from engine.burgundy.tiles import Building, HexTile
from i18n import Text, _, n_


def turn_prompt(dice: Sequence[int], used: Sequence[bool], can_buy: bool) -> Text:
    """D3 (the board names whom it waits on: the prompt does not repeat the name)."""
    return _turn_prompt(tuple(dice), tuple(used), can_buy)


@remembered
def _turn_prompt(dice: tuple[int, ...], used: tuple[bool, ...], can_buy: bool) -> Text:
    left = [numeral(value) for value, done in zip(dice, used, strict=True) if not done]
    if not left:
        return _("Both dice used: buy a tile or end your turn.") if can_buy else _("Both dice used: end your turn.")
    if can_buy:
        return _("Choose a die ({dice}), or buy a tile.", dice=listed(left))
    return _("Choose a die ({dice}).", dice=listed(left))


@remembered
def action_prompt(value: int) -> Text:
    """D3a-d."""
    return _("What will you do with your {value}?", value=value)


CASTLE_PROMPT = _("Castle: take one bonus action with any die value, no workers needed.")  # D8.


@remembered
def depot_prompt(depot: int, buying: bool) -> Text:
    """The tile of a depot."""
    if buying:
        return _("Which tile do you buy from {depot}?", depot=depot_name(depot))
    return _("Which tile do you take from {depot}?", depot=depot_name(depot))


BUY_PROMPT = _("Buy from which depot? (Knowledge 6: any of the 7)")  # D5 with knowledge 6.


@remembered
def space_prompt(tile: HexTile, value: int | None) -> Text:
    """The space of a tile."""
    if value is not None:
        return _("Where does the {tile} go with your {value}?", tile=tile_name(tile), value=value)
    return _("Where does the {tile} go (no die needed)?", tile=tile_name(tile))


@remembered
def discard_prompt(incoming: HexTile) -> Text:
    """D4."""
    return _("Your storage is full: discard one stored tile to make room for the {tile}.", tile=tile_name(incoming))


SHIP_PROMPT = _("Ship: take the goods of which depot?")  # D6.


@remembered
def ship_goods_prompt(free: int) -> Text:
    """D7."""
    return n_(
        "Not all new goods fit: choose {n} new goods colour to keep (the rest stay).",
        "Not all new goods fit: choose {n} new goods colours to keep (the rest stay).",
        free,
    )


WAREHOUSE_PROMPT = _("Warehouse: sell all goods of which colour?")  # D10.


@remembered
def workshop_prompt(building: Building) -> Text:
    """D9."""
    return _("{building}: take which tile from depots 1-6?", building=building_name(building))


CITY_HALL_PROMPT = _("City hall: add a stored tile to your estate without a die?")  # D11.


def estate_prompt(sides: Sequence[int], secret: bool) -> Text:
    """D1 + D2."""
    if secret:
        return _(
            "Choose your estate: side No. {first} or No. {second}, and the start castle's space. Your choice "
            "stays secret until everyone has chosen.",
            first=sides[0],
            second=sides[1],
        )
    return _(
        "Choose your estate: side No. {first} or No. {second}, and the start castle's space.",
        first=sides[0],
        second=sides[1],
    )
