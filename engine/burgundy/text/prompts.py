"""Decision prompts (The Castles of Burgundy).

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence

from engine.burgundy.text.names import building_name, depot_name, plural, tile_name
from engine.burgundy.tiles import Building, HexTile


def turn_prompt(dice: Sequence[int], used: Sequence[bool], can_buy: bool) -> str:
    """D3 (the board names whom it waits on: the prompt does not repeat the name)."""
    left = [str(value) for value, done in zip(dice, used, strict=True) if not done]
    if not left:
        return f"Both dice used: {'buy a tile or end' if can_buy else 'end'} your turn."
    return f"Choose a die ({' and '.join(left)}){', or buy a tile' if can_buy else ''}."


def action_prompt(value: int) -> str:
    """D3a-d."""
    return f"What will you do with your {value}?"


CASTLE_PROMPT = "Castle: take one bonus action with any die value, no workers needed."  # D8.


def depot_prompt(depot: int, buying: bool) -> str:
    """The tile of a depot."""
    return f"Which tile do you {'buy' if buying else 'take'} from {depot_name(depot)}?"


BUY_PROMPT = "Buy from which depot? (Knowledge 6: any of the 7)"  # D5 with knowledge 6.


def space_prompt(tile: HexTile, value: int | None) -> str:
    """The space of a tile."""
    how = f"with your {value}" if value is not None else "(no die needed)"
    return f"Where does the {tile_name(tile)} go {how}?"


def discard_prompt(incoming: HexTile) -> str:
    """D4."""
    return f"Your storage is full: discard one stored tile to make room for the {tile_name(incoming)}."


SHIP_PROMPT = "Ship: take the goods of which depot?"  # D6.


def ship_goods_prompt(free: int) -> str:
    """D7."""
    return f"Not all new goods fit: choose {plural(free, 'new goods colour')} to keep (the rest stay)."


WAREHOUSE_PROMPT = "Warehouse: sell all goods of which colour?"  # D10.


def workshop_prompt(building: Building) -> str:
    """D9."""
    return f"{building_name(building)}: take which tile from depots 1-6?"


CITY_HALL_PROMPT = "City hall: add a stored tile to your estate without a die?"  # D11.


def estate_prompt(sides: Sequence[int], secret: bool) -> str:
    """D1 + D2."""
    how = " Your choice stays secret until everyone has chosen." if secret else ""
    return f"Choose your estate: side No. {sides[0]} or No. {sides[1]}, and the start castle's space.{how}"
