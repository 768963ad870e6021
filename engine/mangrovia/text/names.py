"""Names: cards, landscapes, spaces, piers, payments and amounts written out."""

from collections.abc import Iterable, Sequence

from engine.core.words import listed, plural
from engine.mangrovia.board import LANDSCAPES, SPACE, VALUABLES
from engine.mangrovia.cards import CARD, LANDSCAPE
from engine.mangrovia.stones import AMULET2, FREE_LANDSCAPE, STATUE, TILE, VALUABLE3

__all__ = ["listed", "plural"]  # the one shared count and list helpers, for the other text modules

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
    12: "move the birds; first next round",
}
PILE = {"valuables": "valuables", "landscapes": "landscape"}
LAND = {land: land.capitalize() for land in LANDSCAPES}  # the rules document's names: Mangrove, Sand, Reed, Water


def lands(landscapes: Sequence[str]) -> str:
    """Landscapes as in a sentence: "Mangrove and Sand"."""
    return listed([LAND[land] for land in landscapes])


def card(card_id: str) -> str:
    """A card as a player reads it: "5", "3 (start card)", "a Water card"."""
    found = CARD[card_id]
    return f"a {LAND[found.land]} card" if found.kind == LANDSCAPE else found.name


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
    """A space (the coordinates the island picture prints) with its landscape(s): "c3r2 (Sand)"."""
    return f"{space_id} ({'/'.join(LAND[land] for land in SPACE[space_id].lands)})"


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
    """Values as in a sentence: "2, 3 and 5"; "none" when empty."""
    return listed([str(amount) for amount in amounts]) or "none"


def landscape_cards(card_ids: Sequence[str]) -> list[str]:
    """Landscape cards counted by landscape: ["2 Mangrove cards", "a Sand card"]."""
    counts: dict[str, int] = {}
    for card_id in card_ids:
        counts[CARD[card_id].land] = counts.get(CARD[card_id].land, 0) + 1
    return [f"a {LAND[land]} card" if n == 1 else f"{n} {LAND[land]} cards" for land, n in counts.items()]


def payment(cards: list[str], amulets: list[int], tiles: list[str]) -> str:
    """A payment as a player reads it: "valuables 3 and 4, with a Sand card", "amulets 2 and 4, with 2 Reed cards"."""
    money = [CARD[c].name for c in cards if CARD[c].kind != LANDSCAPE]
    parts = []
    if money:
        parts.append("valuables " + listed(money))
    if amulets:
        parts.append(("amulet " if len(amulets) == 1 else "amulets ") + values(amulets))
    parts += [f"the {tile(t)}" for t in tiles if TILE[t].kind in (VALUABLE3, AMULET2)]
    first = listed(parts)
    extra = landscape_cards([c for c in cards if CARD[c].kind == LANDSCAPE])
    extra += [f"the {tile(t)}" for t in tiles if TILE[t].kind == FREE_LANDSCAPE]
    return f"{first}, with {listed(extra)}" if extra else first
