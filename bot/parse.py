"""Strict parsing of what a user can type or forge (issue 8, item 3).

Every number that comes from Discord (a ``game`` option, a select value, a part of a custom
id) is ASCII digits only and bounded: ``str.isdigit`` accepts ``¹`` and ``int`` accepts ``٠``,
and thousands of digits would reach the database. Typed JSON actions are bounded in length
and depth before they reach the engine. What fails here is a specific refusal, never a crash.
"""

import json
import re
from typing import Any

from bot.refusals import NoSuchChoice
from i18n import _

SNOWFLAKE_MAX = 2**63 - 1  # games and Discord ids are signed 64-bit in the database
SMALL_MAX = 10**6  # option indices, pages, seats, versions of one game stay far below this
JSON_LIMIT = 1000  # characters of a typed action
JSON_DEPTH = 5  # nested objects and lists in a typed action
_DIGITS = re.compile(r"[0-9]{1,19}")
_TYPED = str.maketrans(
    "۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩يىك\u200c",  # Persian and Arabic-Indic digits, Arabic yeh and kaf, ZWNJ
    "01234567890123456789ییک ",
    "ـ\u2066\u2067\u2068\u2069\u200e\u200f",  # tatweel; the isolates and marks a right-to-left text puts round names
)


def ascii_int(text: str | None, *, maximum: int = SNOWFLAKE_MAX) -> int | None:
    """``text`` as a non-negative integer if it is 1-19 ASCII digits no larger than ``maximum``, else None.

    >>> ascii_int("12"), ascii_int("¹"), ascii_int("٠"), ascii_int("9" * 40), ascii_int("-1")
    (12, None, None, None, None)
    """
    if text is None or not _DIGITS.fullmatch(text):
        return None
    value = int(text)
    return value if value <= maximum else None


def game_number(text: str) -> int | None:
    """A typed game reference (``12`` or ``#12``) as a game id, else None."""
    return ascii_int(text.strip().removeprefix("#"))


def typed_key(text: str) -> str:
    """What a member typed (or a label they may type), folded for matching: the same key for the same words.

    Case and runs of spaces do not count; Persian (and Arabic-Indic) digits are the ASCII ones, so
    "۳" finds "3" and "3" finds "۳"; a Persian keyboard's Arabic "ي"/"ك" are Persian's "ی"/"ک"; a
    zero-width non-joiner reads as a space ("کتاب‌ها" is "کتاب ها"); the isolates around names are gone.

    >>> typed_key("  Bid  ۱۲ ") == typed_key("bid 12"), typed_key("#۱۲")
    (True, '#12')

    Only for matching words: an id that comes from Discord is read strictly (:func:`ascii_int`).
    """
    return " ".join(text.translate(_TYPED).casefold().split())


def small_int(text: str | None) -> int | None:
    """An option index, page or seat number from a component: ASCII digits, at most :data:`SMALL_MAX`."""
    return ascii_int(text, maximum=SMALL_MAX)


def action_json(text: str) -> dict[str, Any]:
    """A typed JSON action: an object of bounded length and depth; ``NoSuchChoice`` says what is wrong."""
    if len(text) > JSON_LIMIT:
        raise NoSuchChoice(_("That JSON is too long: an action has at most {limit} characters.", limit=JSON_LIMIT))
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise NoSuchChoice(_("That is not valid JSON: {error}.", error=error.msg)) from error
    except (ValueError, RecursionError) as error:
        raise NoSuchChoice(_("That JSON cannot be an action: {error}.", error=str(error))) from error
    if not isinstance(value, dict):
        raise NoSuchChoice(_("An action is a JSON object, such as {example}.", example='{"type": "pass"}'))
    if _depth(value) > JSON_DEPTH:
        raise NoSuchChoice(
            _("That JSON is nested too deeply: an action nests at most {depth} levels.", depth=JSON_DEPTH)
        )
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def _depth(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + max((_depth(item) for item in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(item) for item in value), default=0)
    return 0


_MENTION = re.compile(r"<@!?([0-9]{1,20})>")


def mentioned(text: str) -> list[int]:
    """The members a text mentions (``<@id>``, as Discord's client writes a typed @name), each once, in order."""
    found = (ascii_int(match[1]) for match in _MENTION.finditer(text))
    return list(dict.fromkeys(number for number in found if number is not None))
