"""Names: locations, goods, cards, and amounts written out.

Names are said in the reader's language (:mod:`i18n`); the one-word ones carry the context
"architects", so another game's "Gold" or "Castle" may be translated its own way.
"""

from collections.abc import Callable, Sequence
from functools import lru_cache

from engine.architects.apprentices import APPRENTICE
from engine.architects.buildings import BUILDING
from engine.architects.goods import Goods
from engine.core.words import plus
from i18n import Text, _p, listed

LOCATION = {
    "quarry": _p("architects", "Quarry"),
    "forest": _p("architects", "Forest"),
    "mines": _p("architects", "Mines"),
    "silversmith": _p("architects", "Silversmith"),
    "storehouse": _p("architects", "King's Storehouse"),
    "workshop": _p("architects", "Workshop"),
    "town_centre": _p("architects", "Town Centre"),
    "tax_stand": _p("architects", "Tax Stand"),
    "guardhouse": _p("architects", "Guardhouse"),
    "black_market": _p("architects", "Black Market"),
    "guildhall": _p("architects", "Guildhall"),
    "prison": _p("architects", "Prison"),
}
GOOD = {
    "clay": _p("architects", "Clay"),
    "wood": _p("architects", "Wood"),
    "stone": _p("architects", "Stone"),
    "gold": _p("architects", "Gold"),
    "marble": _p("architects", "Marble"),
    "silver": _p("architects", "Silver"),
}
SKILL = {
    "CAR": _p("architects", "Carpentry"),
    "TIL": _p("architects", "Tiling"),
    "MAS": _p("architects", "Masonry"),
}
NOTHING = _p("architects", "nothing")
ALL_SKILLS = _p("architects", "all three skills")
# The optional rules in play (lobby options, §11.2 and §15 #3), as the board's settings line names them.
OPTIONAL_RULES = {
    "apprentice_draft": _p("architects", "apprentice draft"),
    "apprentice_cycling": _p("architects", "apprentice cycling"),
    "conspirator_per_capture": _p("architects", "Conspirator per capture"),
}


def chained(items: Sequence[str], join: Callable[[str, str], Text]) -> str:
    """Items joined pairwise by ``join`` (a message "{first}, {rest}"), from the last: "a, b, c"; "" when none."""
    if not items:
        return ""
    text = items[-1]
    for item in reversed(items[:-1]):
        text = join(item, text)
    return text


def ands(items: Sequence[str]) -> str:
    """Items each joined by "and": "Carpentry and Tiling and Masonry" ("" when none)."""
    return chained(items, lambda first, rest: _p("architects", "{first} and {rest}", first=first, rest=rest))


def virtue(amount: int) -> Text:
    """Virtue as a part of an amount: "2 Virtue"."""
    return _p("architects", "{virtue} Virtue", virtue=amount)


@lru_cache(maxsize=1024)
def goods(amount: Goods) -> str:
    """An amount written out, e.g. 2 Clay + 1 Gold; "nothing" when empty."""
    parts = [_p("architects", "{count} {good}", count=count, good=GOOD[name]) for name, count in amount.items()]
    return plus(parts) if parts else NOTHING


def skills(codes: tuple[str, ...] | list[str]) -> str:
    """Skills by name, as a sentence lists them: "Carpentry", "Tiling and Masonry"."""
    return listed([SKILL[code] for code in codes])


@lru_cache(maxsize=64)
def apprentice(card: str) -> str:
    """An apprentice's name with its skills: "Miner (Tiling)", "Labourer (all three skills)"."""
    found = APPRENTICE[card]
    what = ALL_SKILLS if len(found.skills) == len(SKILL) else skills(found.skills)
    return _p("architects", "{apprentice} ({skills})", apprentice=found.name, skills=what)


def building(card: str) -> str:
    """A building's name."""
    return BUILDING[card].name


def space(letter: str) -> Text:
    """A Black Market space, e.g. Black Market A."""
    return _p("architects", "Black Market {letter}", letter=letter)
