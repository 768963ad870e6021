"""The language a picture is drawn in (issue 25): its words, its digits and its direction.

:func:`renderers.draw` (and each game renderer's ``public``/``private``) draws inside
:func:`speaking`; the kit then says every :class:`i18n.Text` it draws or writes in that
language (:func:`said`), draws numbers with its digits (:func:`number`) and, for a language
written right to left, lays text out right to left (``renderers/kit/fonts.py``). A context
variable rather than a parameter on every drawing function: the language is the same for
every word of one picture, and a render in a worker thread or process sets its own.

Right-to-left text needs Pillow's raqm layout (HarfBuzz and FriBiDi) to be shaped as a
reader expects (marks placed, kerning, every ligature). Without raqm the kit falls back on its
own joining (Unicode's presentation forms, :func:`renderers.kit.fonts.shape_basic`), which
reads but is not typeset; :func:`speaking` says so ONCE per process, as a warning in the log
(``renderers.kit.language``), the first time a right-to-left picture is drawn without raqm.
"""

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from typing import Any

import i18n
from renderers.kit.fonts import RAQM

log = logging.getLogger(__name__)

_language: ContextVar[str] = ContextVar("picture_language", default=i18n.ENGLISH)
_warned: list[bool] = []  # once per process (a list: no ``global`` statement)

NO_RAQM = (
    "Pillow has no raqm layout (libraqm/libfribidi missing): right-to-left pictures are drawn with the kit's "
    "basic Arabic joining, without HarfBuzz shaping. Install Pillow's wheel (it bundles raqm) and libfribidi."
)


@contextmanager
def speaking(code: str | None) -> Iterator[str]:
    """Draw in language ``code`` (English for None or a language the bot does not speak) while open."""
    chosen = i18n.language(code).code
    if i18n.language(chosen).right_to_left and not RAQM and not _warned:
        _warned.append(True)
        log.warning(NO_RAQM)
    token = _language.set(chosen)
    try:
        yield chosen
    finally:
        _language.reset(token)


def current() -> str:
    """The code of the language being drawn in."""
    return _language.get()


def right_to_left() -> bool:
    """Whether the picture being drawn reads right to left."""
    return i18n.language(_language.get()).right_to_left


def rtl_language() -> str:
    """The code of the picture's language when it reads right to left ("fa"), else ""."""
    code = _language.get()
    return code if i18n.language(code).right_to_left else ""


def said(text: Any) -> str:
    """``text`` in the picture's language: a :class:`i18n.Text` translated, a whole number in its digits."""
    return i18n.say(text, _language.get())


def number(value: int | float) -> str:
    """``value`` in the picture's digits ("12"; Persian "۱۲")."""
    return i18n.number(value, _language.get())


def digits(text: str) -> str:
    """A plain figure such as "12", "3/5" or "+2" in the picture's digits; text with a letter stays as it is."""
    code = _language.get()
    if code == i18n.ENGLISH:
        return text
    return _digits(text, code)


@lru_cache(maxsize=8192)
def _digits(text: str, code: str) -> str:
    """:func:`digits` in language ``code`` (cached: a picture draws the same labels and figures every time)."""
    if any(char.isalpha() for char in text):
        return text
    return i18n.number(text, code)  # type: ignore[arg-type]  (str() of a str is itself)
