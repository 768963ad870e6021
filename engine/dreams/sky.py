"""The sky as a 13 x 13 grid of points, A1 (top left) to M13 (bottom right) (rules/dreams.md §6.1).

Every point is legal; at most one star per point. A point is written column letter then
row number: ``point_name("G", 4) == "G4"``; ``parse_point("g4") == ("G", 4)``.
"""

import re

from engine.core import IllegalAction
from engine.dreams import text

COLUMNS: tuple[str, ...] = tuple("ABCDEFGHIJKLM")
ROWS: tuple[int, ...] = tuple(range(1, 14))
SIZE = 13
CENTRE = "G7"  # §6.1: the true centre, for symmetric pictures

_POINT = re.compile(r"^([A-Ma-m])(1[0-3]|[1-9])$")


def point_name(column: str, row: int) -> str:
    """The written form of a point: ``point_name("F", 4) == "F4"``."""
    return f"{column}{row}"


def parse_point(written: str) -> tuple[str, int]:
    """A written point as (column, row); ``IllegalAction`` if it is off the sky.

    >>> parse_point("m13")
    ('M', 13)
    """
    match = _POINT.match(written.strip()) if isinstance(written, str) else None
    if match is None:
        raise IllegalAction(text.OFF_SKY)
    return match.group(1).upper(), int(match.group(2))


def is_on_sky(column: object, row: object) -> bool:
    """Whether (column, row) names one of the 169 points."""
    return column in COLUMNS and isinstance(row, int) and not isinstance(row, bool) and row in ROWS
