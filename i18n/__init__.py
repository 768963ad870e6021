"""Every word a person reads, in the reader's language (DESIGN.md "Languages").

- :mod:`i18n.text`: :func:`_`, :func:`n_`, :func:`_p`, :func:`listed` make :class:`Text` s, English at
  once, that remember their message and parameters (stored in the log as such).
- :mod:`i18n.catalogue`: the languages, their gettext catalogues (``i18n/locales/``), and
  :func:`say`, a text in a language (its digits, its plural forms, its list words).
- :mod:`i18n.tools`: ``python -m i18n extract`` / ``check``.
"""

from i18n.catalogue import ENGLISH, LANGUAGES, Language, isolate, language, longest, number, say
from i18n.text import Listing, Text, _, _p, lines, listed, n_, text_data, text_of

__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "Language",
    "Listing",
    "Text",
    "_",
    "_p",
    "isolate",
    "language",
    "lines",
    "listed",
    "longest",
    "n_",
    "number",
    "say",
    "text_data",
    "text_of",
]
