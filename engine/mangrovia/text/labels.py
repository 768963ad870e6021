"""Option labels: short, the player's words."""

from functools import lru_cache

from engine.mangrovia.board import SPACE
from engine.mangrovia.text import names
from engine.mangrovia.text.names import PIER_ACTION, PILE, card, cost, lands, n_, space
from i18n import Text, _

TIMEOUT = _("Time ran out (the default)")
SKIP = _("Skip this part")
PASS = _("Pass (end this action)")


def site(number: int) -> Text:
    """A ritual site with what its two piers do."""
    return _("Site {site}: {west} | {east}", site=number, west=PIER_ACTION[number], east=PIER_ACTION[13 - number])


def take(card_id: str) -> Text:
    """Take a face-up card."""
    return _("Take {card}", card=card(card_id))


def draw(pile: str) -> Text:
    """Draw face down from a pile."""
    return _("Draw a {pile} card face down", pile=PILE[pile])


def amulets(track: int) -> Text:
    """Take amulets, saying what it gives at this track position."""
    if track == 0:
        return _("Take a value-1 amulet")
    if track == 1:
        return _("Take amulets (draw 1)")
    return _("Take amulets (draw {drawn}, return 1)", drawn=min(track, 5))


def give_back(value: int) -> Text:
    """Return one drawn amulet."""
    return _("Return the {value}", value=value)


def build(space_id: str, double: bool) -> Text:
    """Build on a space: its landscape, cost and chief icons."""
    icons = SPACE[space_id].chief * (2 if double else 1)
    where, price = space(space_id), cost(space_id, double)
    if icons:
        points = n_("{n} point", "{n} points", icons)
        if double:
            return _("Double hut on {space}: {cost}, {points}", space=where, cost=price, points=points)
        return _("Hut on {space}: {cost}, {points}", space=where, cost=price, points=points)
    if double:
        return _("Double hut on {space}: {cost}", space=where, cost=price)
    return _("Hut on {space}: {cost}", space=where, cost=price)


def birds(pair: list[str], current: bool) -> Text:
    """A placement of the birds."""
    if current:
        return _("Leave the birds on {lands}", lands=lands(pair))
    return _("Birds to {lands}", lands=lands(pair))


def payment(cards: list[str], amulets: list[int], tiles: list[str]) -> Text:
    """One exact payment."""
    return _pay(names.payment(cards, amulets, tiles))


@lru_cache(maxsize=4096)  # as many as the payments said (names.payment)
def _pay(payment: Text) -> Text:
    return _("Pay {payment}", payment=payment)
