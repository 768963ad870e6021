"""Words shared by every game's texts: one way to count a noun, to list names, to fit a text to a limit.

Every player-facing count goes through :func:`plural` ("1 hut", "3 huts"), so a game never
writes "1 huts". :func:`fit` shortens a text to a length without cutting a word or leaving a
sentence half said: it drops whole sentences (or list items) from the end and says how many
were left out.
"""

from collections.abc import Sequence

IRREGULAR: dict[str, str] = {
    "die": "dice",
    "goods": "goods",
    "silver": "silver",
    "gold": "gold",
    "valuables": "valuables",
    "person": "people",
}


def plural_of(one: str) -> str:
    """A noun's plural: "hut" -> "huts", "die" -> "dice", "box" -> "boxes", "city" -> "cities"."""
    if one in IRREGULAR:
        return IRREGULAR[one]
    if one.endswith(("s", "x", "z", "ch", "sh")):
        return one + "es"
    if one.endswith("y") and len(one) > 1 and one[-2] not in "aeiou":
        return one[:-1] + "ies"
    return one + "s"


def plural(count: int, one: str, many: str | None = None) -> str:
    """A count with its noun: "1 hut", "3 huts", "0 huts"; ``many`` where the plural is irregular."""
    return f"{count} {noun(count, one, many)}"


def noun(count: int, one: str, many: str | None = None) -> str:
    """The noun alone, in the number ``count`` asks for: "hut" for 1, else "huts" (or ``many``)."""
    return one if count == 1 else (many or plural_of(one))


def listed(items: Sequence[str], conjunction: str = "and") -> str:
    """Items as in a sentence: "a", "a and b", "a, b and c"."""
    items = [item for item in items if item]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"
