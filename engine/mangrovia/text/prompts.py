"""Decision prompts (may be shown in the channel unless the decision is secret) and private context lines."""

from engine.mangrovia.cards import CARD, LAND
from engine.mangrovia.piers import AMULETS, BIRDS, BUILD, DOUBLE, DRAW, TAKE
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.text.events import p
from engine.mangrovia.text.names import cost, plural, space, tile, values

NAME = {card: found.name for card, found in CARD.items()}
PART = {
    TAKE: "take a face-up card",
    DRAW: "draw a face-down card",
    AMULETS: "take amulets",
    BUILD: "build a hut",
    DOUBLE: "build a double hut",
    BIRDS: "place the birds",
}


def place(state: MangroviaState, seat: int) -> str:
    """D1."""
    return f"{p(seat)}: place a bowl on a free ritual site."


def pier(number: int, parts: list[str], opening: bool) -> str:
    """D2-D5, D7, D9: the pier's part (or its two modes) now."""
    what = " or ".join(PART[part] for part in parts)
    return f"Pier {number}: {what}."


def pay(space_id: str, double: bool) -> str:
    """D7 (b, c)."""
    hut = "double hut" if double else "hut"
    return f"Pay for the {hut} on {space(space_id)}: exactly {cost(space_id, double)} and the landscape card."


def give_back(drawn: list[int]) -> str:
    """D6."""
    return f"You drew amulets {values(drawn)}: return one to the bag."


def hand(state: MangroviaState, seat: int) -> str:
    """The seat's own cards, amulets and tiles (private context of a build)."""
    player = state.players[seat]
    money = ", ".join([NAME[c] for c in player.valuables]) or "none"
    lands = ", ".join([LAND[c] for c in player.landscapes]) or "none"
    line = f"Valuables: {money}. Landscapes: {lands}. Amulets: {values(player.amulets)}."
    if player.tiles:
        line += " Tiles: " + ", ".join(tile(t) for t in player.tiles) + "."
    return f"{line} Birds on {' and '.join(state.birds)}; {plural(player.huts, 'hut')} left."
