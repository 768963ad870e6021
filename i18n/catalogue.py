"""The catalogues: every message in every language, read from gettext ``.po`` files with Babel.

English is the source language: a message's id is its English text, so English needs no
catalogue. Each other language has its catalogue under ``i18n/locales/<language>/LC_MESSAGES/``,
kept in one ``.po`` file per part of the product (``bot.po``, ``biblios.po``, ``renderers.po``...)
so that a change to one game's words opens one file; the files of a language are merged into one
catalogue when it is first needed (compiled in memory: nothing generated is kept in the
repository). ``python -m i18n extract`` lists the messages the code uses (``i18n/messages.pot``);
``python -m i18n check`` says which are missing from a catalogue.

:func:`say` gives a :class:`i18n.text.Text` in a language: the catalogue's words for its
message (the plural form its count asks for), its parameters said in that language too, and
numbers with that language's digits (Persian: ۰۱۲۳۴۵۶۷۸۹).
"""

import gettext
import io
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from i18n.text import CONJUNCTION_WORDS, Kept, Listing, Text

LOCALES = Path(__file__).parent / "locales"
ENGLISH = "en"


@dataclass(frozen=True)
class Language:
    """A language the bot speaks: its code, its own name, and whether it is written right to left."""

    code: str
    name: str
    english_name: str
    right_to_left: bool = False


LANGUAGES: Mapping[str, Language] = {
    "en": Language("en", "English", "English"),
    "fa": Language("fa", "فارسی", "Persian", right_to_left=True),
}
"""Every language the bot speaks, by code."""


def language(code: str | None) -> Language:
    """The language ``code`` names; English for None or a code the bot does not speak."""
    return LANGUAGES.get(code or ENGLISH, LANGUAGES[ENGLISH])


# Unicode's first-strong isolate and its pop: a name or number inside text of the other direction
# keeps its own order ("Ana" inside Persian, a Persian name inside English).
FSI, PDI = "\u2068", "\u2069"


def isolate(text: str) -> str:
    """``text`` as an isolate: shown in its own direction inside a sentence of either direction."""
    return f"{FSI}{text}{PDI}" if text else text


@cache
def translations(code: str) -> gettext.NullTranslations:
    """The catalogue of ``code``: all its ``.po`` files merged and compiled in memory (English: none)."""
    folder = LOCALES / code / "LC_MESSAGES"
    if code == ENGLISH or not folder.is_dir():
        return gettext.NullTranslations()
    merged = Catalog(locale=code)
    for path in sorted(folder.glob("*.po")):
        with path.open("rb") as file:
            part = read_po(file, locale=code)
        for message in part:
            if message.id and message.string and (not isinstance(message.string, tuple) or all(message.string)):
                merged[message.id] = message
    buffer = io.BytesIO()
    write_mo(buffer, merged)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def say(text: Any, code: str | None) -> str:
    """``text`` in language ``code``: a :class:`Text` translated, anything else as it is (a name, a number)."""
    if not isinstance(text, Text):
        return number(text, code) if isinstance(text, int | float) and not isinstance(text, bool) else text
    if code is None or code == ENGLISH:
        return str(text)
    if isinstance(text, Listing):
        return joined([say(item, code) for item in text.items], text.conjunction, code)
    catalogue = translations(code)
    if text.plural is not None:
        assert text.quantity is not None
        if text.context is not None:
            template = catalogue.npgettext(text.context, text.message, text.plural, text.quantity)
        else:
            template = catalogue.ngettext(text.message, text.plural, text.quantity)
    elif text.context is not None:
        template = catalogue.pgettext(text.context, text.message)
    else:
        template = catalogue.gettext(text.message)
    if not text.params:
        return template
    return template.format_map(Kept({key: say(value, code) for key, value in text.params.items()}))


def longest(text: Any) -> int:
    """The length of ``text`` in the language that says it longest: what must fit a limit whoever reads it."""
    return max(len(say(text, code)) for code in LANGUAGES)


def number(value: int | float, code: str | None) -> str:
    """A number in language ``code``'s digits: ``12`` in English, ``۱۲`` in Persian (no grouping: scores, counts)."""
    shown = str(value)
    digits = DIGITS.get(code or ENGLISH)
    return shown.translate(digits) if digits else shown


DIGITS: Mapping[str, dict[int, str]] = {
    "fa": str.maketrans("0123456789.-", "۰۱۲۳۴۵۶۷۸۹٫−"),
}
"""Each language's own digits, where they are not the Latin ones."""


def joined(items: list[str], conjunction: str, code: str | None) -> str:
    """Items as a sentence lists them in language ``code``: "a, b and c"; Persian "a، b و c"."""
    if code is None or code == ENGLISH:
        return str(Listing(items, conjunction))
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    word = say(CONJUNCTION_WORDS[conjunction], code)
    comma = "، " if language(code).right_to_left else ", "
    return f"{comma.join(items[:-1])} {word} {items[-1]}"


def locale_of(code: str | None) -> Locale:
    """Babel's locale for language ``code`` (dates and durations)."""
    return Locale.parse(language(code).code)


def catalogue_files(code: str) -> Iterator[Path]:
    """The ``.po`` files of language ``code``'s catalogue."""
    yield from sorted((LOCALES / code / "LC_MESSAGES").glob("*.po"))
