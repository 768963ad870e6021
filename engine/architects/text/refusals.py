"""``IllegalAction`` texts: why a move is refused, in the player's words."""

from functools import lru_cache
from typing import Any

from engine.architects.text.names import ands, apprentice, space
from i18n import Text, _, _p, n_

GAME_OVER = _p("architects", "This game is over; no more moves can be made.")
NOT_SEATED = _p("architects", "You are not playing in this game.")
NOT_YOUR_TURN = _p("architects", "It is not your turn.")
NOT_A_CHOICE = _p("architects", "That is not one of the choices now.")
NOT_A_PLACE = _p("architects", "Workers can't be placed there.")
NO_WORKER = _p("architects", "You have no worker in your supply.")
MINES_GOLD = _("Gold at the Mines needs at least 2 of your workers there (with this one).")
MINES_CHOICE = _("At the Mines, choose Clay or Gold.")
TAX_STAND_EMPTY = _("The Tax Stand is empty: there is nothing to take.")
MARKET_B_CHOICE = _("At Black Market B, hire an apprentice or draw building cards.")
DECK_EMPTY = _p("architects", "The building deck is empty.")
NO_SUCH_APPRENTICE = _("That apprentice is not in the display.")
NOT_YOUR_APPRENTICE = _("That is not one of your apprentices.")
NO_SUCH_SPACE = _("The Black Market has spaces A, B and C.")
NOT_IN_HAND = _("That building card is not in your hand.")
NOT_DRAWN = _("That is not one of the cards you drew.")
BAD_PAYMENT = _p("architects", "That payment does not match the cost.")
CATHEDRAL_TOP = _("You are already at the top of the Cathedral.")
CATHEDRAL_LEVEL = _("You can only climb to the next Cathedral level.")
CATHEDRAL_NEEDS_CARD = _("Advancing on the Cathedral needs a building card to discard.")
NOT_CAPTURABLE = _(
    "Only workers on the large-circle locations can be captured (not the Guildhall, Black Market or Prison)."
)
NO_GROUP = _("There is no such group of workers to capture.")
NOBODY_HELD = _("You hold no captured workers.")
NOBODY_IN_PRISON = _("None of your workers is in the Prison.")
NOBODY_HELD_ELSEWHERE = _("No other player holds any of your workers.")
NO_DEBT = _("You have no unpaid debt.")
ORDER = _("Choose the Gatekeeper or the Squire first.")
NO_SUCH_GUARD_ACTION = _("The Guardhouse actions are deliver, release, free and pay off.")
CANNOT_RETRIEVE = _("You can't take back a worker from there.")
ALREADY_PICKED = _p("architects", "You have already picked this round.")


# What each step of a turn waits for, in the player's words: said when a move of another kind is sent.
EXPECTED: dict[str, Text] = {
    "draft": _("keep one of the building cards you hold"),
    "place": _("place a worker on a location"),
    "retrieve": _("take back one of your workers"),
    "trade": _("trade at the King's Storehouse, or stop"),
    "capture": _("capture a group of workers, or stop"),
    "guard": _("take a Guardhouse action, or stop"),
    "dismiss": _("discard one of your apprentices to make room"),
    "keep": _("keep one of the building cards you drew"),
    "offering": _("discard a building card for the Cathedral"),
    "gain": _("choose what you gain"),
    "tavern": _("hire an apprentice with the Tavern, or skip"),
    "barracks": _("free your workers with the Barracks, or skip"),
    "church": _("destroy a debt with the Church, or skip"),
    "library": _("discard building cards with the Library, or skip"),
    "overflow": _("destroy a debt for the virtue above 14"),
    "gatekeeper": _("choose how many of your workers the Gatekeeper releases"),
    "reset_order": _("choose whether the Gatekeeper or the Squire comes first"),
    "hand_limit": _("discard building cards down to 6"),
    "dungeon": _("choose when the Dungeon's virtue loss comes"),
    "starter": _("hire your free starting apprentice"),
}


@lru_cache(maxsize=1024)
def wrong_move(kind: str, expected: str) -> Text:
    """A move type this step does not take: what the step waits for instead (``expected``, from ``EXPECTED``)."""
    if not expected:
        return NOT_A_CHOICE
    return _p("architects", "That is not possible now: {expected}.", expected=expected)


@lru_cache(maxsize=64)
def no_choice_at(location: str) -> Text:
    """A placement naming a choice at a location that has none."""
    return _("The {location} has nothing to choose: place a worker there with no other choice.", location=location)


@lru_cache(maxsize=1024)
def hire_too_far(card: str, column: int, reach: int, coins: int, needed: int) -> Text:
    """Hiring beyond reach without the coins."""
    return n_(
        "{apprentice} is in column {column}; you reach column {reach}, so the hire costs {needed} Silver "
        "with {n} skip coin, more than you have.",
        "{apprentice} is in column {column}; you reach column {reach}, so the hire costs {needed} Silver "
        "with {n} skip coins, more than you have.",
        coins,
        apprentice=apprentice(card),
        column=column,
        reach=reach,
        needed=needed,
    )


@lru_cache(maxsize=1024)
def market_barred(virtue: int) -> Text:
    """Virtue 10 or more."""
    return _("Your virtue is {virtue}: the Black Market is barred at 10 or more.", virtue=virtue)


@lru_cache(maxsize=1024)
def space_taken(letter: str) -> Text:
    """An occupied Black Market space."""
    return _("{space} already holds a worker.", space=space(letter))


@lru_cache(maxsize=1024)
def market_silver(letter: str, silver: int) -> Text:
    """Not enough silver for a Black Market space."""
    return _("{space} costs {silver} Silver, more than you have.", space=space(letter), silver=silver)


def missing_skills(name: str, skills: list[str]) -> Text:
    """Building without the skills."""
    return _("The {building} needs an apprentice with {skills}.", building=name, skills=ands(skills))


@lru_cache(maxsize=1024)
def cannot_pay(name: str, cost: str) -> Text:
    """Building or climbing without the resources."""
    return _("{building} costs {goods}: you don't have it.", building=name, goods=cost)


@lru_cache(maxsize=1024)
def cathedral_barred(virtue: int) -> Text:
    """Virtue 4 or less."""
    return _("Your virtue is {virtue}: the Cathedral is barred at 4 or less.", virtue=virtue)


@lru_cache(maxsize=1024)
def cathedral_full(level: int) -> Text:
    """No free space on the next level."""
    return _("Cathedral level {level} has no free space.", level=level)


@lru_cache(maxsize=1024)
def capture_places(places: int, players: int, free: bool) -> Text:
    """The location limit of captures."""
    if free and places == 2:
        return _("The Fortress's captures come from at most 2 locations.")
    if places == 1:
        return _("With {players} players, all captures of one action come from a single location.", players=players)
    return _("With {players} players, the captures of one action come from at most 2 locations.", players=players)


@lru_cache(maxsize=1024)
def capture_silver(silver: int) -> Text:
    """A capture the player can't afford."""
    return _("The next capture costs {silver} Silver, more than you have.", silver=silver)


@lru_cache(maxsize=1024)
def guard_silver(silver: int) -> Text:
    """A Guardhouse action the player can't afford."""
    return _("That costs {silver} Silver, more than you have.", silver=silver)


@lru_cache(maxsize=1024)
def release_range(most: int) -> Text:
    """Gatekeeper."""
    return _("Release between 0 and {most} workers.", most=most)


@lru_cache(maxsize=1024)
def destroy_range(most: int) -> Text:
    """D12."""
    return _("Destroy between 0 and {most} unpaid debts.", most=most)


@lru_cache(maxsize=1024)
def discard_count(due: int) -> Text:
    """Hand limit."""
    return n_("Discard exactly {n} building card to keep 6.", "Discard exactly {n} building cards to keep 6.", due)


def trade_problem(action: dict[str, Any], apprentices: list[str]) -> Text:
    """A trade that is not possible."""
    if "card" in action and action["card"] not in apprentices:
        return _("That trade needs an apprentice you have not hired.")
    return _("You can't make that trade: check the resources it needs.")
