"""Decision prompts (may be shown in the channel unless the decision is secret) and private context lines."""

from engine.mangrovia.cards import CARD
from engine.mangrovia.piers import AMULETS, BIRDS, BUILD, DOUBLE, DRAW, TAKE
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.text.names import cost, lands, plural, space, tile, values

NAME = {card: found.name for card, found in CARD.items()}
PART = {
    TAKE: "take a face-up card",
    DRAW: "draw a face-down card",
    AMULETS: "take amulets",
    BUILD: "build a hut",
    DOUBLE: "build a double hut",
    BIRDS: "place the birds",
}


PLACE = "Place a bowl on a free ritual site."  # D1 (the board names whom it waits on)


def pier(number: int, parts: list[str], opening: bool) -> str:
    """D2-D5, D7, D9: the pier's part (or its two modes) now."""
    what = " or ".join(PART[part] for part in parts)
    return f"Pier {number}: {what}."


def pay(space_id: str, double: bool) -> str:
    """D7 (b, c): a double hut takes 2 matching landscape cards (§6.5)."""
    hut, cards = ("double hut", "2 matching landscape cards") if double else ("hut", "a matching landscape card")
    return f"Pay for the {hut} on {space(space_id)}: exactly {cost(space_id, double)} and {cards}."


def give_back(drawn: list[int]) -> str:
    """D6."""
    return f"You drew amulets {values(drawn)}: return one to the bag."


def hand(state: MangroviaState, seat: int) -> str:
    """The seat's own cards, amulets and tiles (private context of a build)."""
    player = state.players[seat]
    money = ", ".join([NAME[c] for c in player.valuables]) or "none"
    held = ", ".join([NAME[c] for c in player.landscapes]) or "none"
    line = f"Valuables: {money}. Landscapes: {held}. Amulets: {values(player.amulets)}."
    if player.tiles:
        line += " Tiles: " + ", ".join(tile(t) for t in player.tiles) + "."
    return f"{line} Birds on {lands(state.birds)}; {plural(player.huts, 'hut')} left."
