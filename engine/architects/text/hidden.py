"""What no seat sees, in words: the lines a finished game's replay shows beside every seat's view (§12)."""

from collections.abc import Sequence

from engine.architects.market import MARKET_CARD
from engine.architects.rewards import REWARD
from engine.architects.text.names import apprentice, building, goods
from engine.core import seat_ref
from engine.core.words import plural

NOTHING = "none"


def building_deck(cards_top_first: Sequence[str]) -> str:
    """The building deck in order."""
    names = ", ".join(building(card) for card in cards_top_first) or NOTHING
    return f"Building deck ({plural(len(cards_top_first), 'card')}, top first): {names}"


def apprentice_deck(cards_top_first: Sequence[str]) -> str:
    """The apprentice deck in order."""
    names = ", ".join(apprentice(card) for card in cards_top_first) or NOTHING
    return f"Apprentice deck ({plural(len(cards_top_first), 'card')}, top first): {names}"


def reward(card: str) -> str:
    """A Cathedral reward card: "1 Virtue + 3 Silver", "1 Virtue + 1 building card"."""
    found = REWARD[card]
    parts = [f"{found.virtue} Virtue"]
    if found.goods.items():
        parts.append(goods(found.goods))
    if found.cards:
        parts.append(plural(found.cards, "building card"))
    return " + ".join(parts)


def reward_pile(cards_top_first: Sequence[str]) -> str:
    """The Cathedral reward pile in order."""
    return f"Reward pile (top first): {'; '.join(reward(card) for card in cards_top_first) or NOTHING}"


def rewards_unused(cards: Sequence[str]) -> str:
    """The reward cards returned to the box unseen at set-up."""
    return f"Rewards left in the box unseen: {'; '.join(reward(card) for card in cards) or NOTHING}"


def small_market_pile(cards_top_first: Sequence[str]) -> str:
    """The Black Market cards with their Small-Market side up, each with its hidden Large-Market side."""
    faces = "; ".join(
        f"Small {goods(MARKET_CARD[card].small)} / Large {goods(MARKET_CARD[card].large)}" for card in cards_top_first
    )
    return f"Black Market cards under the Small Market (top first): {faces or NOTHING}"


def draft_holding(round_number: int, seat: int, cards: Sequence[str], picked: str) -> str:
    """What a seat holds in the opening draft's round, and the card it picked (a secret choice)."""
    held = ", ".join(building(card) for card in cards) or NOTHING
    pick = f"; picked {building(picked)}" if picked else "; not picked yet"
    return f"Opening draft, round {round_number}: {seat_ref(seat)} holds {held}{pick}"
