"""Words shared by every game's texts: one way to count a noun, to list names, to fit a text to a limit.

Every player-facing count goes through :func:`plural` ("1 hut", "3 huts"), so a game never
writes "1 huts". :func:`fit` shortens a text to a length without cutting a word or leaving a
sentence half said: it drops whole sentences (or list items) from the end and says how many
were left out.
"""

import re
from collections.abc import Callable, Sequence
from functools import cache

from i18n import _, n_, say

IRREGULAR: dict[str, str] = {
    "die": "dice",
    "goods": "goods",
    "silver": "silver",
    "gold": "gold",
    "valuables": "valuables",
    "person": "people",
}


@cache  # text is built at every move, and a search makes millions
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


def indefinite(phrase: str) -> str:
    """A noun phrase with its indefinite article: "a red goods tile", "an orange goods tile"."""
    return f"{'an' if phrase[:1].lower() in 'aeiou' else 'a'} {phrase}"


def listed(items: Sequence[str], conjunction: str = "and") -> str:
    """Items as in a sentence: "a", "a and b", "a, b and c"."""
    items = [item for item in items if item]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def commas(items: Sequence[str]) -> str:
    """Items separated by commas, "a, b, c", said with the reader's comma: one message per comma.

    For a run of names that is not a sentence's list (that is :func:`i18n.listed`, "a, b and c").
    Each item may be an :class:`i18n.Text` (said in the reader's language) or a plain name.

    >>> str(commas(["Gold 1", "Gold 2", "Gold 3"]))
    'Gold 1, Gold 2, Gold 3'
    """
    return _joined(items, join=_comma)


def plus(items: Sequence[str]) -> str:
    """Items joined with " + ", "Gold 1 + Gold 2": one message per sign (see :func:`commas`)."""
    return _joined(items, join=_plus)


def semicolons(items: Sequence[str]) -> str:
    """Items separated by semicolons, "a; b; c" (items that hold commas themselves): one message per semicolon."""
    return _joined(items, join=_semicolon)


def _comma(first: str, rest: str) -> str:
    return _("{first}, {rest}", first=first, rest=rest)


def _plus(first: str, rest: str) -> str:
    return _("{first} + {rest}", first=first, rest=rest)


def _semicolon(first: str, rest: str) -> str:
    return _("{first}; {rest}", first=first, rest=rest)


def _joined(items: Sequence[str], *, join: Callable[[str, str], str]) -> str:
    if not items:
        return ""
    joined = items[-1]
    for item in reversed(items[:-1]):
        joined = join(item, joined)
    return joined


# Where a text may be shortened, coarsest first: lines, sentences, clauses, items. A sentence ends at
# ". ", "! ", "? " or "؟ " before a capital, a digit, a mention or a quote, but not after "No." or "e.g.";
# in Persian before a Persian letter or digit, or a name's isolate (U+2068). Persian's comma and semicolon
# ("،", "؛") separate clauses and items as "," and ";" do.
_SENTENCE_END = (
    r"(?<=[.!?؟])(?<!\bNo\.)(?<!e\.g\.)(?<!i\.e\.)"
    r"\s+(?=[A-Z0-9@*“\"(•\u0600-\u06ff\u06f0-\u06f9\u2068])"
)
_SEPARATORS: tuple[tuple[str, str], ...] = (
    (r"\n", "\n"),
    (_SENTENCE_END, " "),
    (r"(?<=[;؛])\s+", " "),
    (r"\s+·\s+", " · "),
    (r"(?<=[,،])\s+", " "),
)


AND_MORE = _("… and more")
"""What :func:`fit` says after the first words of a text it had to cut inside its only sentence."""


def more(count: int, language: str = "en") -> str:
    """What :func:`fit` says in place of what it left out, in ``language``: "… and 3 more"."""
    return say(n_("… and {n} more", "… and {n} more", count), language)


def fit(text: str, limit: int, language: str = "en") -> str:
    """``text`` within ``limit`` characters, shortened without cutting a word or a sentence.

    Whole lines are dropped from the end, else whole sentences, else clauses (";"), else items
    (" · ", ","), and "… and N more" says how many; a text with none of these keeps its first
    words and says "… and more".

    ``text`` is the text as its reader reads it (already said in ``language``): what is measured is
    what is shown, and Persian is often longer than its English. ``language`` says fit's own words
    ("… and 3 more") in the same language, so a shortened Persian text stays wholly Persian.

    >>> fit("Ana bids 3. Ben passes. Cy bids 4. Ana wins.", 30)
    'Ana bids 3. … and 3 more'
    >>> fit("Clay, Wood, Stone, Gold", 18)
    'Clay … and 3 more'
    """
    if len(text) <= limit:
        return text
    for pattern, joiner in _SEPARATORS:
        pieces = [piece for piece in re.split(pattern, text) if piece.strip()]
        for kept in range(len(pieces) - 1, 0, -1):
            tail = ("\n" if joiner == "\n" else " ") + more(len(pieces) - kept, language)
            head = _join(pieces[:kept], text).rstrip(" ,;·،؛")
            if len(head) + len(tail) <= limit:
                return head + tail
    return _fit_words(text, limit, language)


def _join(pieces: Sequence[str], text: str) -> str:
    """The first pieces of ``text`` as they stood in it (with their own separators)."""
    end = 0
    for piece in pieces:
        end = text.index(piece, end) + len(piece)
    return text[:end]


def _fit_words(text: str, limit: int, language: str) -> str:
    """Whole words of ``text`` within ``limit`` with "… and more" after them (a text without any separator)."""
    words = text.split()
    tail = " " + say(AND_MORE, language)
    kept: list[str] = []
    for word in words:
        if len(" ".join([*kept, word])) + len(tail) > limit:
            break
        kept.append(word)
    if not kept:  # not even one word and the tail: the words that fit, then nothing more said
        return " ".join(words[:1])[:limit]
    return " ".join(kept) + tail
