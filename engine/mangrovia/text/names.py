"""Names: cards, landscapes, spaces, piers, payments and amounts written out."""

from collections.abc import Iterable

from engine.mangrovia.board import SPACE, VALUABLES
from engine.mangrovia.cards import CARD, LANDSCAPE
from engine.mangrovia.stones import AMULET2, FREE_LANDSCAPE, STATUE, TILE, VALUABLE3

PIER_ACTION = {
    1: "2 face-up cards, then 1 face-down",
    2: "take amulets",
    3: "1 face-up card",
    4: "1 face-up card, then 1 face-down",
    5: "2 face-up cards or 2 face-down",
    6: "1 face-up card, then 2 face-down",
    7: "take amulets or 1 face-down card",
    8: "take amulets or build 1 hut",
    9: "build 1 hut or 1 double hut",
    10: "build 2 huts",
    11: "build 1 hut, then 1 face-down card",
    12: "move the birds; start player next round",
}
PILE = {"valuables": "valuables", "landscapes": "landscape"}


def plural(count: int, one: str, many: str | None = None) -> str:
    """A count with its noun: 1 hut, 3 huts."""
    return f"{count} {one if count == 1 else (many or one + 's')}"


def card(card_id: str) -> str:
    """A card as a player reads it: "5", "3 (start card)", "a WATER card"."""
    found = CARD[card_id]
    return f"a {found.land} card" if found.kind == LANDSCAPE else found.name


def tile(tile_id: str) -> str:
    """A stone circle tile: "statue tile VA", "valuable-3 tile"."""
    found = TILE[tile_id]
    return {
        STATUE: f"statue tile {found.path}",
        VALUABLE3: "valuable-3 tile",
        AMULET2: "amulet-2 tile",
        FREE_LANDSCAPE: "free-landscape tile",
    }[found.kind]


def space(space_id: str) -> str:
    """A space with its landscape(s): "c3r2 (SAND)"."""
    return f"{space_id} ({'/'.join(SPACE[space_id].lands)})"


def cost(space_id: str, double: bool = False) -> str:
    """A space's cost: "7 valuables", "5 amulets" (twice for a double hut)."""
    found = SPACE[space_id]
    amount = found.cost * (2 if double else 1)
    if found.currency == VALUABLES:
        return f"{amount} valuables"
    return plural(amount, "amulet")


def site(number: int) -> str:
    """A ritual site with its two piers: "site 3 (piers 3 and 10)"."""
    return f"site {number} (piers {number} and {13 - number})"


def values(amounts: Iterable[int]) -> str:
    """Values added up: "2 + 5"; "nothing" when empty."""
    return " + ".join(str(amount) for amount in amounts) or "nothing"


def payment(cards: list[str], amulets: list[int], tiles: list[str]) -> str:
    """A payment as a player reads it: "3 + 4 and a SAND card", "amulets 2 + 4, free-landscape tile"."""
    money = [CARD[c].name for c in cards if CARD[c].kind != LANDSCAPE]
    lands = [card(c) for c in cards if CARD[c].kind == LANDSCAPE]
    parts = []
    if money:
        parts.append(" + ".join(money))
    if amulets:
        parts.append("amulets " + values(amulets))
    parts += [tile(t) for t in tiles if TILE[t].kind in (VALUABLE3, AMULET2)]
    first = ", ".join(parts)
    extra = lands + [tile(t) for t in tiles if TILE[t].kind == FREE_LANDSCAPE]
    return f"{first} and {' and '.join(extra)}" if extra else first
