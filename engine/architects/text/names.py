"""Names: locations, goods, cards, and amounts written out."""

from functools import lru_cache

from engine.architects.apprentices import APPRENTICE
from engine.architects.buildings import BUILDING
from engine.architects.goods import Goods

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


def apprentice(card: str) -> str:
    """An apprentice's name with its skills: "Miner (TIL)"."""
    found = APPRENTICE[card]
    return f"{found.name} ({'+'.join(found.skills)})"


def building(card: str) -> str:
    """A building's name."""
    return BUILDING[card].name


def space(letter: str) -> str:
    """A Black Market space, e.g. Black Market A."""
    return f"Black Market {letter}"


def plural(count: int, one: str, many: str | None = None) -> str:
    """A count with its noun: 1 worker, 3 workers."""
    return f"{count} {one if count == 1 else (many or one + 's')}"
