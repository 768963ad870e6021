"""The shape of a game's glossary: the English term the engine writes and the rulebook's Persian one.

Each title's ``engine/<game>/glossary.py`` maps the English terms its texts use (keys spelt as the
engine writes them) to the Persian names of the original Persian rulebooks (``seeds/`` at the
repository root). A later translation (the gettext catalogues) takes its game terms from here.
``evidence`` is a verbatim excerpt of the seed, after :func:`normalise`, that contains the Persian
term, so a test can find both; where the PDF extraction glued words together or ran a line in the
wrong order, the excerpt is as the seed has it and the term is found in it by :func:`compact`.
Terms the rulebook does not name in Persian live in a separate ``UNNAMED`` mapping with our own
proposed rendering and the reason, so the translator sees which ones are ours.
"""

import re
from dataclasses import dataclass

# Arabic letters the PDFs use where Persian writes its own (yeh, keheh), and marks a term never carries.
_LETTERS = str.maketrans({"ي": "ی", "ى": "ی", "ك": "ک", "ـ": None})
# Harakat, shadda, sukun, superscript alef; and the private-use glyphs the PDFs' fonts left inside words.
_MARKS = re.compile("[\u064b-\u065f\u0670\ue000-\uf8ff]")
_SPACES = re.compile(r"\s+")
ZWNJ = "\u200c"


@dataclass(frozen=True, slots=True)
class Term:
    """One game term: the engine's English, the rulebook's Persian, and where the rulebook says it."""

    english: str
    persian: str
    evidence: str  # a verbatim excerpt of the seed (normalised) containing the Persian term
    note: str = ""  # a doubtful reading and how it was resolved, or how the term is used


def normalise(text: str) -> str:
    """Persian yeh and keheh for the Arabic letters, no diacritics, tatweel or font glyphs, one space between words."""
    return _SPACES.sub(" ", _MARKS.sub("", text.translate(_LETTERS))).strip()


def compact(text: str) -> str:
    """The normalised text without spaces or ZWNJ: how a term is found in a line the PDF glued together."""
    return normalise(text).replace(" ", "").replace(ZWNJ, "")


@dataclass(frozen=True, slots=True)
class Proposed:
    """A term the engine writes but the rulebook does not name in Persian: our rendering, and why it is ours."""

    persian: str
    reason: str
