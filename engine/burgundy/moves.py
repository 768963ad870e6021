"""Reading a move's JSON and working the turn stack (rules §9: pending effects form a stack).

A frame that picks a parameter (a depot's tile, an estate space) sits on the frame that chose
the action (a die, a castle, a city hall, a purchase); committing the parameter closes both.
"""

from typing import Any

from engine.burgundy import text
from engine.burgundy.state import BurgundyState, Frame, Source, Step
from engine.core import IllegalAction
from i18n import Text

CHOOSERS = frozenset({Step.ACTION, Step.CASTLE, Step.CITY_HALL, Step.BUY})


def number(action: dict[str, Any], key: str, low: int, high: int, what: Text) -> int:
    """The whole number ``action[key]``, which must lie in ``low``..``high``."""
    value = action.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise IllegalAction(text.bad_number(what, low, high))
    return value


def tile_id(action: dict[str, Any]) -> str:
    """The hex tile id ``action["tile"]``: non-empty text (an empty depot space holds "", never a tile)."""
    value = action.get("tile")
    if not isinstance(value, str) or not value:
        raise IllegalAction(text.NAME_A_TILE)
    return value


def numbers(action: dict[str, Any], key: str, low: int, high: int, what: Text) -> list[int]:
    """The list of distinct whole numbers ``action[key]``, each in ``low``..``high``."""
    values = action.get(key)
    if not isinstance(values, list) or any(isinstance(v, bool) or not isinstance(v, int) for v in values):
        raise IllegalAction(text.bad_number_list(what))
    if any(not low <= value <= high for value in values) or len(set(values)) != len(values):
        raise IllegalAction(text.bad_number_list(what))
    return list(values)


def push(state: BurgundyState, frame: Frame) -> None:
    """Ask a new decision before the ones already waiting."""
    state.stack.append(frame)


def close_choice(state: BurgundyState) -> None:
    """A parameter was chosen: close its frame and the frame that chose the action."""
    closed = state.stack.pop()
    if closed.step in (Step.DEPOT, Step.SPACE) and state.stack and state.stack[-1].step in CHOOSERS:
        state.stack.pop()


def spend_die(state: BurgundyState, seat: int, frame: Frame, workers: int) -> None:
    """A die action happens: pay its workers and set the die aside (castles and city halls use none)."""
    if frame.source is Source.DIE:
        player = state.players[seat]
        player.workers -= workers
        player.used[frame.die] = True
