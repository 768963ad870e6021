"""``IllegalAction`` texts: why a move is refused, in the player's words."""

from collections.abc import Callable

from engine.core import seat_ref
from engine.mangrovia.board import SPACE, STONE, TOTEM, VALUABLES
from engine.mangrovia.cards import CARD
from engine.mangrovia.text.names import LAND, PILE, cost, lands, space
from i18n import Text, _, _p

GAME_OVER = _("This game is over; no more moves can be made.")
NOT_SEATED = _("You are not playing in this game.")
NOT_YOUR_TURN = _("It is not your turn.")
NOT_A_CHOICE = _("That is not one of the choices now.")
NO_SUCH_SITE = _("The ritual sites are numbered 1 to 6.")
SITE_BLOCKED = _("Site 6 is blocked in a 2-player game.")
START_PLAYER_SITE_ONE = _("With 2 or 3 players the start player's first bowl may not go on site 1.")
BOWL_SHAPE = _("Place a bowl with its site number.")
NOTHING_LATER = _("This is the last part of the action: pass instead.")
TAKE_SHAPE = _("Take a card with its id from a display.")
NOT_DISPLAYED = _("That card is not in a face-up display.")
DRAW_SHAPE = _("Draw from the “valuables” or the “landscapes” pile.")
NO_AMULET = _("There is no amulet to take.")
NOT_DRAWN = _("Return one of the amulets you drew.")
BIRDS_SHAPE = _("Place the two birds on two different landscapes: Mangrove, Sand, Reed or Water.")
BUILD_SHAPE = _("Build with the id of a space, such as c3r2.")
NO_SUCH_SPACE = _("There is no building space with that id.")
NO_HUTS_LEFT = _("You have no huts left.")
ONE_HUT_LEFT = _("A double hut needs 2 huts and you have only 1 left.")
PAY_SHAPE = _("A payment lists “cards”, “amulets” and “tiles”.")
NOT_IN_HAND = _("You do not hold all those cards.")
NO_SUCH_TILE = _("You do not hold that tile.")
NO_SUCH_AMULET = _("You do not hold those amulets.")
NEVER_BOTH = _("A hut is paid with valuables or with amulets, never both.")

WHERE: dict[str, Callable[[int], Text]] = {  # a part, and the piers that have it
    "take": lambda pier: _(
        "The boat is at pier {pier}: you may not take a face-up card here (only at piers 1, 3, 4, 5 and 6).", pier=pier
    ),
    "draw": lambda pier: _(
        "The boat is at pier {pier}: you may not draw a face-down card here (only at piers 1, 4, 5, 6, 7 and 11).",
        pier=pier,
    ),
    "amulets": lambda pier: _(
        "The boat is at pier {pier}: you may not take amulets here (only at piers 2, 7 and 8).", pier=pier
    ),
    "build": lambda pier: _(
        "The boat is at pier {pier}: you may not build here (only at piers 8, 9, 10 and 11).", pier=pier
    ),
    "double": lambda pier: _(
        "The boat is at pier {pier}: you may not build a double hut here (only at pier 9).", pier=pier
    ),
    "birds": lambda pier: _(
        "The boat is at pier {pier}: you may not move the birds here (only at pier 12).", pier=pier
    ),
}


# What each step waits for, in the player's words: said when a move of another kind is sent.
EXPECTED_BOWL = _("place a bowl on a free ritual site")
EXPECTED_PIER = _("take the action of the boat's pier, part by part, or pass")
EXPECTED_PAY = _("pay for the hut")
EXPECTED_RETURN = _("put one of the amulets you drew back in the bag")


def wrong_move(kind: str, expected: str) -> Text:
    """A move type the current step does not take: what the step waits for instead."""
    if not expected:
        return NOT_A_CHOICE
    return _p("mangrovia", "That is not possible now: {expected}.", expected=expected)


def site_taken(owner: int) -> Text:
    """A site with a bowl on it."""
    return _("{player}'s bowl is already on that site.", player=seat_ref(owner))


def not_at_pier(pier: int, kind: object) -> Text:
    """A part of another pier's action (example 2: no building at pier 3)."""
    if kind in WHERE:
        return WHERE[str(kind)](pier)
    return NOT_A_CHOICE


def pile_empty(pile: str) -> Text:
    """A pile with no card left, nor a discard pile to reshuffle."""
    return _("The {pile} pile and its discard pile are empty.", pile=PILE[pile])


def occupied(space_id: str) -> Text:
    """A space with a hut."""
    return _("{space} already holds a hut.", space=space_id)


def no_double(space_id: str) -> Text:
    """A double hut where none is allowed (§6.5)."""
    found = SPACE[space_id]
    if found.area == STONE:
        return _("No double hut may be built in the stone circle ({space}).", space=space_id)
    if found.area == TOTEM:
        return _("No double hut may be built in the totem area ({space}).", space=space_id)
    return _("No double hut may be built on an amulet space ({space}).", space=space_id)


def birds_forbid(space_id: str, birds: list[str]) -> Text:
    """A space whose landscape is not active."""
    return _("The birds sit on {lands}: {space} cannot be built on now.", lands=lands(birds), space=space(space_id))


def no_landscape_card(space_id: str, count: int) -> Text:
    """No matching, active landscape card."""
    if count == 1:
        return _("You need a landscape card matching {space} whose landscape the birds sit on.", space=space(space_id))
    return _("You need 2 landscape cards matching {space} whose landscape the birds sit on.", space=space(space_id))


def cannot_pay(space_id: str, double: bool) -> Text:
    """No exact payment possible."""
    return _("You cannot pay exactly {cost} for {space}.", cost=cost(space_id, double), space=space_id)


def wrong_currency(space_id: str, currency: str) -> Text:
    """Valuables for an amulet space or the reverse."""
    if currency == VALUABLES:
        return _("{space} is paid with valuables cards, not amulets.", space=space_id)
    return _("{space} is paid with amulets, not valuables cards.", space=space_id)


def not_exact(space_id: str, double: bool, paid: int) -> Text:
    """A payment that is not exactly the cost."""
    return _("{space} costs exactly {cost}; that payment makes {paid}.", space=space_id, cost=cost(space_id, double),
             paid=paid)  # fmt: skip


def landscape_count(count: int) -> Text:
    """Too many or too few landscape cards."""
    return _("Pay exactly 1 landscape card.") if count == 1 else _("A double hut takes exactly 2 landscape cards.")


def no_match(card_id: str, space_id: str) -> Text:
    """A landscape card that does not match the space."""
    return _("A {land} card does not match {space}.", land=LAND[CARD[card_id].land], space=space(space_id))


def not_active(land: str, birds: list[str]) -> Text:
    """A landscape card of a landscape without a bird."""
    return _("{land} is not active: the birds sit on {lands}.", land=LAND[land], lands=lands(birds))
