"""Option labels: short, the player's words."""

from engine.mangrovia.board import SPACE
from engine.mangrovia.text import names
from engine.mangrovia.text.names import PIER_ACTION, PILE, card, cost, lands, plural, space

TIMEOUT = "Time ran out (the default)"
SKIP = "Skip this part"
PASS = "Pass (end this action)"


def site(number: int) -> str:
    """A ritual site with what its two piers do."""
    return f"Site {number}: {PIER_ACTION[number]} | {PIER_ACTION[13 - number]}"


def take(card_id: str) -> str:
    """Take a face-up card."""
    return f"Take {card(card_id)}"


def draw(pile: str) -> str:
    """Draw face down from a pile."""
    return f"Draw a {PILE[pile]} card face down"


def amulets(track: int) -> str:
    """Take amulets, saying what it gives at this track position."""
    if track == 0:
        return "Take a value-1 amulet"
    if track == 1:
        return "Take amulets (draw 1)"
    drawn = min(track, 5)
    return f"Take amulets (draw {drawn}, return 1)"


def give_back(value: int) -> str:
    """Return one drawn amulet."""
    return f"Return the {value}"


def build(space_id: str, double: bool) -> str:
    """Build on a space: its landscape, cost and chief icons."""
    found = SPACE[space_id]
    what = "Double hut on" if double else "Hut on"
    icons = found.chief * (2 if double else 1)
    points = f", {plural(icons, 'point')}" if icons else ""
    return f"{what} {space(space_id)}: {cost(space_id, double)}{points}"


def birds(pair: list[str], current: bool) -> str:
    """A placement of the birds."""
    return f"Leave the birds on {lands(pair)}" if current else f"Birds to {lands(pair)}"


def payment(cards: list[str], amulets: list[int], tiles: list[str]) -> str:
    """One exact payment."""
    return "Pay " + names.payment(cards, amulets, tiles)
