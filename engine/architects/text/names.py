"""Names: locations, goods, cards, and amounts written out."""

from functools import lru_cache

from engine.architects.apprentices import APPRENTICE
from engine.architects.buildings import BUILDING
from engine.architects.goods import Goods
from engine.core.words import listed

LOCATION = {
    "quarry": "Quarry",
    "forest": "Forest",
    "mines": "Mines",
    "silversmith": "Silversmith",
    "storehouse": "King's Storehouse",
    "workshop": "Workshop",
    "town_centre": "Town Centre",
    "tax_stand": "Tax Stand",
    "guardhouse": "Guardhouse",
    "black_market": "Black Market",
    "guildhall": "Guildhall",
    "prison": "Prison",
}
GOOD = {"clay": "Clay", "wood": "Wood", "stone": "Stone", "gold": "Gold", "marble": "Marble", "silver": "Silver"}
SKILL = {"CAR": "Carpentry", "TIL": "Tiling", "MAS": "Masonry"}
NOTHING = "nothing"
# The optional rules in play (lobby options, §11.2 and §15 #3), as the board's settings line names them.
OPTIONAL_RULES = {
    "apprentice_draft": "apprentice draft",
    "apprentice_cycling": "apprentice cycling",
    "conspirator_per_capture": "Conspirator per capture",
}


@lru_cache(maxsize=1024)
def goods(amount: Goods) -> str:
    """An amount written out, e.g. 2 Clay + 1 Gold; "nothing" when empty."""
    parts = [f"{count} {GOOD[name]}" for name, count in amount.items()]
    return " + ".join(parts) if parts else NOTHING


def skills(codes: tuple[str, ...] | list[str]) -> str:
    """Skills by name, as a sentence lists them: "Carpentry", "Tiling and Masonry"."""
    return listed([SKILL[code] for code in codes])


def apprentice(card: str) -> str:
    """An apprentice's name with its skills: "Miner (Tiling)", "Labourer (Carpentry, Tiling and Masonry)"."""
    found = APPRENTICE[card]
    return f"{found.name} ({'all three skills' if len(found.skills) == len(SKILL) else skills(found.skills)})"


def building(card: str) -> str:
    """A building's name."""
    return BUILDING[card].name


def workers(whose: str, count: int) -> str:
    """Someone's workers, counted where there are several: "Ben's worker", "your own 3 workers"."""
    return f"{whose} worker" if count == 1 else f"{whose} {count} workers"


def space(letter: str) -> str:
    """A Black Market space, e.g. Black Market A."""
    return f"Black Market {letter}"
