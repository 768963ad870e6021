"""Decision prompts (may be shown in the channel unless the decision is secret) and private context lines."""

from functools import cache, lru_cache

from engine.mangrovia.piers import AMULETS, BIRDS, BUILD, DOUBLE, DRAW, TAKE
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.text.names import card_name, commas, cost, lands, listed, n_, space, tile, values
from i18n import Text, _

PART = {
    TAKE: _("take a face-up card"),
    DRAW: _("draw a face-down card"),
    AMULETS: _("take amulets"),
    BUILD: _("build a hut"),
    DOUBLE: _("build a double hut"),
    BIRDS: _("place the birds"),
}


PLACE = _("Place a bowl on a free ritual site.")  # D1 (the board names whom it waits on)


def pier(number: int, parts: list[str], opening: bool) -> Text:
    """D2-D5, D7, D9: the pier's part (or its two modes) now."""
    return _pier(number, tuple(parts))


@cache  # 12 piers and their parts: made once each
def _pier(number: int, parts: tuple[str, ...]) -> Text:
    return _("Pier {pier}: {what}.", pier=number, what=listed([PART[part] for part in parts], "or"))


@cache
def pay(space_id: str, double: bool) -> Text:
    """D7 (b, c): a double hut takes 2 matching landscape cards (§6.5)."""
    where, price = space(space_id), cost(space_id, double)
    if double:
        return _("Pay for the double hut on {space}: exactly {cost} and 2 matching landscape cards.",
                 space=where, cost=price)  # fmt: skip
    return _("Pay for the hut on {space}: exactly {cost} and a matching landscape card.", space=where, cost=price)


def give_back(drawn: list[int]) -> Text:
    """D6."""
    return _("You drew amulets {values}: return one to the bag.", values=values(drawn))


def hand(state: MangroviaState, seat: int) -> Text:
    """The seat's own cards, amulets and tiles (private context of a build)."""
    player = state.players[seat]
    return _hand(tuple(card_name(c) for c in player.valuables), tuple(card_name(c) for c in player.landscapes),
                 tuple(player.amulets), tuple(player.tiles), tuple(state.birds), player.huts)  # fmt: skip


@lru_cache(maxsize=4096)  # by the cards' names: the same hand is told at each building part and payment
def _hand(valuables: tuple[Text, ...], landscapes: tuple[Text, ...], amulets: tuple[int, ...], tiles: tuple[str, ...],
          birds: tuple[str, ...], huts: int) -> Text:  # fmt: skip
    said = {
        "valuables": commas(valuables),
        "landscapes": commas(landscapes),
        "amulets": values(amulets),
        "birds": lands(birds),
        "huts": n_("{n} hut", "{n} huts", huts),
    }
    if tiles:
        return _("Valuables: {valuables}. Landscapes: {landscapes}. Amulets: {amulets}. Tiles: {tiles}. "
                 "Birds on {birds}; {huts} left.", tiles=commas([tile(t) for t in tiles]), **said)  # fmt: skip
    return _("Valuables: {valuables}. Landscapes: {landscapes}. Amulets: {amulets}. Birds on {birds}; {huts} left.",
             **said)  # fmt: skip
