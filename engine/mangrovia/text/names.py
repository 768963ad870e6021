"""Names: cards, landscapes, spaces, piers, payments and amounts written out.

Every name is an :class:`i18n.Text` (said in the reader's language); a number alone is a
:func:`number` (no words, the reader's digits). A text is made at every move, and a search makes
millions of moves: the names of a few things (a card, a space, two landscapes) are made once and
kept (a text is never changed once made).
"""

from collections.abc import Iterable, Sequence
from functools import cache, lru_cache

from engine.mangrovia.board import LANDSCAPES, MANGROVE, REED, SAND, SPACE, VALUABLES, WATER
from engine.mangrovia.cards import CARD, LANDSCAPE
from engine.mangrovia.stones import AMULET2, FREE_LANDSCAPE, STATUE, TILE, VALUABLE3
from i18n import Text, _, _p, listed, n_

__all__ = ["listed", "n_"]  # the one list and count helpers, for the other text modules

PIER_ACTION = {
    1: _("2 face-up cards, then 1 face-down"),
    2: _("take amulets"),
    3: _("1 face-up card"),
    4: _("1 face-up card, then 1 face-down"),
    5: _("2 face-up cards or 2 face-down"),
    6: _("1 face-up card, then 2 face-down"),
    7: _("take amulets or 1 face-down card"),
    8: _("take amulets or build 1 hut"),
    9: _("build 1 hut or 1 double hut"),
    10: _("build 2 huts"),
    11: _("build 1 hut, then 1 face-down card"),
    12: _("move the birds; first next round"),
}
PILE = {"valuables": _p("pile", "valuables"), "landscapes": _p("pile", "landscape")}
LAND = {  # the rules document's names: Mangrove, Sand, Reed, Water
    MANGROVE: _p("landscape", "Mangrove"),
    SAND: _p("landscape", "Sand"),
    REED: _p("landscape", "Reed"),
    WATER: _p("landscape", "Water"),
}
assert set(LAND) == set(LANDSCAPES)
NONE = _p("nothing", "none")


def number(value: int) -> Text:
    """A number alone ("7"), said with the reader's digits: no words, so no catalogue entry."""
    return Text("{value}", {"value": value})


def lands(landscapes: Sequence[str]) -> Text:
    """Landscapes as in a sentence: "Mangrove and Sand"."""
    return _lands(tuple(landscapes))


@cache
def _lands(landscapes: tuple[str, ...]) -> Text:
    return listed([LAND[land] for land in landscapes])


@cache
def land_cards(land: str, count: int = 1) -> Text:
    """Landscape cards of one landscape: "a Sand card", "2 Sand cards"."""
    return n_("a {land} card", "{n} {land} cards", count, land=LAND[land])


@cache
def card(card_id: str) -> Text:
    """A card as a player reads it: "5", "3 (start card)", "a Water card"."""
    found = CARD[card_id]
    return land_cards(found.land) if found.kind == LANDSCAPE else card_name(card_id)


@cache
def card_name(card_id: str) -> Text:
    """A card's name: "5", "5 (start card)", "Water" (the rules document's landscape names)."""
    found = CARD[card_id]
    if found.kind == LANDSCAPE:
        return LAND[found.land]
    return _("{value} (start card)", value=found.value) if found.start else number(found.value)


@cache
def tile(tile_id: str) -> Text:
    """A stone circle tile: "statue tile VA", "valuable-3 tile"."""
    found = TILE[tile_id]
    if found.kind == STATUE:
        return _("statue tile {path}", path=found.path)
    return {
        VALUABLE3: _("valuable-3 tile"),
        AMULET2: _("amulet-2 tile"),
        FREE_LANDSCAPE: _("free-landscape tile"),
    }[found.kind]


@cache
def space(space_id: str) -> Text:
    """A space (the coordinates the island picture prints) with its landscape(s): "c3r2 (Sand)"."""
    found = SPACE[space_id].lands
    if len(found) == 1:
        return _("{space} ({land})", space=space_id, land=LAND[found[0]])
    return _("{space} ({land}/{other})", space=space_id, land=LAND[found[0]], other=LAND[found[1]])


@cache
def cost(space_id: str, double: bool = False) -> Text:
    """A space's cost: "7 valuables", "5 amulets" (twice for a double hut)."""
    found = SPACE[space_id]
    amount = found.cost * (2 if double else 1)
    if found.currency == VALUABLES:
        return n_("{n} valuables", "{n} valuables", amount)
    return n_("{n} amulet", "{n} amulets", amount)


@cache
def site(number: int) -> Text:
    """A ritual site with its two piers: "site 3 (piers 3 and 10)"."""
    return _("site {site} (piers {west} and {east})", site=number, west=number, east=13 - number)


def values(amounts: Iterable[int]) -> Text:
    """Values as in a sentence: "2, 3 and 5"; "none" when empty."""
    return _values(tuple(amounts))


@lru_cache(maxsize=4096)  # the amulets held: a few hundred sets
def _values(amounts: tuple[int, ...]) -> Text:
    return listed([number(amount) for amount in amounts]) or NONE


def commas(items: Sequence[Text]) -> Text:
    """Items one after the other, "5, 2, 7" (no "and": a pile's order, a hand); "none" when empty."""
    return _commas(tuple(items))


@lru_cache(maxsize=4096)  # hands by their cards' names
def _commas(items: tuple[Text, ...]) -> Text:
    if not items:
        return NONE
    line = items[0]
    for item in items[1:]:
        line = _("{items}, {item}", items=line, item=item)
    return line


def semicolons(items: Sequence[Text]) -> Text:
    """Items one after the other, "a; b; c" (choices whose labels hold commas)."""
    line = items[0] if items else NONE
    for item in items[1:]:
        line = _("{items}; {item}", items=line, item=item)
    return line


def payment(cards: Sequence[str], amulets: Sequence[int], tiles: Sequence[str]) -> Text:
    """A payment as a player reads it: "valuables 3 and 4, with a Sand card", "amulets 2 and 4, with 2 Reed cards"."""
    money = tuple(card_name(c) for c in cards if CARD[c].kind != LANDSCAPE)
    lands_paid = tuple(CARD[c].land for c in cards if CARD[c].kind == LANDSCAPE)
    return _payment(money, tuple(amulets), tuple(tiles), lands_paid)


@lru_cache(maxsize=4096)  # by what the payment says, not by card ids: a few thousand payments at most
def _payment(money: tuple[Text, ...], amulets: tuple[int, ...], tiles: tuple[str, ...], paid: tuple[str, ...]) -> Text:
    parts = []
    if money:
        parts.append(_("valuables {values}", values=listed(money)))
    if amulets:
        parts.append(n_("amulet {values}", "amulets {values}", len(amulets), values=values(amulets)))
    parts += [_("the {tile}", tile=tile(t)) for t in tiles if TILE[t].kind in (VALUABLE3, AMULET2)]
    first = listed(parts)
    counts: dict[str, int] = {}
    for land in paid:
        counts[land] = counts.get(land, 0) + 1
    extra = [land_cards(land, n) for land, n in counts.items()]
    extra += [_("the {tile}", tile=tile(t)) for t in tiles if TILE[t].kind == FREE_LANDSCAPE]
    return _("{payment}, with {extra}", payment=first, extra=listed(extra)) if extra else first
