"""``IllegalAction`` texts: why a move is refused, in the player's words."""

from engine.core import seat_ref
from engine.mangrovia.board import SPACE, STONE, TOTEM, VALUABLES
from engine.mangrovia.cards import CARD
from engine.mangrovia.text.names import LAND, PILE, cost, lands, space

GAME_OVER = "This game is over; no more moves can be made."
NOT_SEATED = "You are not playing in this game."
NOT_YOUR_TURN = "It is not your turn."
NOT_A_CHOICE = "That is not one of the choices now."
NO_SUCH_SITE = "The ritual sites are numbered 1 to 6."
SITE_BLOCKED = "Site 6 is blocked in a 2-player game."
START_PLAYER_SITE_ONE = "With 2 or 3 players the start player's first bowl may not go on site 1."
BOWL_SHAPE = "Place a bowl with its site number."
NOTHING_LATER = "This is the last part of the action: pass instead."
TAKE_SHAPE = "Take a card with its id from a display."
NOT_DISPLAYED = "That card is not in a face-up display."
DRAW_SHAPE = "Draw from the “valuables” or the “landscapes” pile."
NO_AMULET = "There is no amulet to take."
NOT_DRAWN = "Return one of the amulets you drew."
BIRDS_SHAPE = "Place the two birds on two different landscapes: Mangrove, Sand, Reed or Water."
BUILD_SHAPE = "Build with the id of a space, such as c3r2."
NO_SUCH_SPACE = "There is no building space with that id."
NO_HUTS_LEFT = "You have no huts left."
ONE_HUT_LEFT = "A double hut needs 2 huts and you have only 1 left."
PAY_SHAPE = "A payment lists “cards”, “amulets” and “tiles”."
NOT_IN_HAND = "You do not hold all those cards."
NO_SUCH_TILE = "You do not hold that tile."
NO_SUCH_AMULET = "You do not hold those amulets."
NEVER_BOTH = "A hut is paid with valuables or with amulets, never both."

PART_WORDS = {
    "take": "take a face-up card",
    "draw": "draw a face-down card",
    "amulets": "take amulets",
    "build": "build",
    "double": "build a double hut",
    "birds": "move the birds",
}
WHERE = {
    "take": "piers 1, 3, 4, 5 and 6",
    "draw": "piers 1, 4, 5, 6, 7 and 11",
    "amulets": "piers 2, 7 and 8",
    "build": "piers 8, 9, 10 and 11",
    "double": "pier 9",
    "birds": "pier 12",
}


def wrong_move(kind: str, expected: str) -> str:
    """A move type the current step does not take."""
    return NOT_A_CHOICE


def site_taken(owner: int) -> str:
    """A site with a bowl on it."""
    return f"{seat_ref(owner)}'s bowl is already on that site."


def not_at_pier(pier: int, kind: object) -> str:
    """A part of another pier's action (example 2: no building at pier 3)."""
    if kind in WHERE:
        return f"The boat is at pier {pier}: you may not {PART_WORDS[str(kind)]} here (only at {WHERE[str(kind)]})."
    return NOT_A_CHOICE


def pile_empty(pile: str) -> str:
    """A pile with no card left, nor a discard pile to reshuffle."""
    return f"The {PILE[pile]} pile and its discard pile are empty."


def occupied(space_id: str) -> str:
    """A space with a hut."""
    return f"{space_id} already holds a hut."


def no_double(space_id: str) -> str:
    """A double hut where none is allowed (§6.5)."""
    found = SPACE[space_id]
    where = (
        "in the stone circle"
        if found.area == STONE
        else "in the totem area"
        if found.area == TOTEM
        else "on an amulet space"
    )
    return f"No double hut may be built {where} ({space_id})."


def birds_forbid(space_id: str, birds: list[str]) -> str:
    """A space whose landscape is not active."""
    return f"The birds sit on {lands(birds)}: {space(space_id)} cannot be built on now."


def no_landscape_card(space_id: str, count: int) -> str:
    """No matching, active landscape card."""
    cards = "a landscape card" if count == 1 else "2 landscape cards"
    return f"You need {cards} matching {space(space_id)} whose landscape the birds sit on."


def cannot_pay(space_id: str, double: bool) -> str:
    """No exact payment possible."""
    return f"You cannot pay exactly {cost(space_id, double)} for {space_id}."


def wrong_currency(space_id: str, currency: str) -> str:
    """Valuables for an amulet space or the reverse."""
    if currency == VALUABLES:
        return f"{space_id} is paid with valuables cards, not amulets."
    return f"{space_id} is paid with amulets, not valuables cards."


def not_exact(space_id: str, double: bool, paid: int) -> str:
    """A payment that is not exactly the cost."""
    return f"{space_id} costs exactly {cost(space_id, double)}; that payment makes {paid}."


def landscape_count(count: int) -> str:
    """Too many or too few landscape cards."""
    return "Pay exactly 1 landscape card." if count == 1 else "A double hut takes exactly 2 landscape cards."


def no_match(card_id: str, space_id: str) -> str:
    """A landscape card that does not match the space."""
    return f"A {LAND[CARD[card_id].land]} card does not match {space(space_id)}."


def not_active(land: str, birds: list[str]) -> str:
    """A landscape card of a landscape without a bird."""
    return f"{LAND[land]} is not active: the birds sit on {lands(birds)}."
