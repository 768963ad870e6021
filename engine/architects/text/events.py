"""What happened, told in the thread (public) or to one seat (private)."""

from engine.architects.goods import Goods
from engine.architects.text import names
from engine.architects.text.names import LOCATION, apprentice, building, goods, space
from engine.core import seat_ref
from engine.core.words import listed, plural

GAME_OVER = "The game is over."
FINAL_ROUND = "The Guildhall is full: everyone takes one more turn."
DRAFT_DONE = "The opening draft is over: everyone has picked 3 building cards."
STARTING_APPRENTICES = "Starting apprentices"
DISPLAY_FILLED = "Everyone has a starting apprentice: the empty spaces of the display are filled from the deck."


def p(seat: int) -> str:
    """A seat's name placeholder."""
    return seat_ref(seat)


def timed_out(seat: int) -> str:
    """A seat did not answer in time."""
    return f"{p(seat)}'s time ran out: the default choice is taken."


def takes_debts(seat: int, debts: int) -> str:
    """Unpaid debts taken."""
    return f"{p(seat)} takes {plural(debts, 'unpaid debt')}."


def debts_destroyed(seat: int, debts: int) -> str:
    """Unpaid debts destroyed."""
    return f"{p(seat)} destroys {plural(debts, 'unpaid debt')}."


def draws_plans(seat: int, drawn: int, wanted: int) -> str:
    """Building cards drawn (public: the count only)."""
    if drawn < wanted:
        return f"{p(seat)} draws {plural(drawn, 'building card')} (the deck had no more)."
    return f"{p(seat)} draws {plural(drawn, 'building card')}."


def drew_privately(cards: list[str]) -> str:
    """The drawer's own record of the cards drawn."""
    return "You drew: " + (", ".join(building(card) for card in cards) or "nothing") + "."


def picked(seat: int, round_number: int) -> str:
    """A draft pick locked in."""
    return f"{p(seat)} picks a building card (draft round {round_number})."


def kept_privately(card: str) -> str:
    """The draft or Black Market card kept."""
    return f"You keep the {building(card)}."


def gains(seat: int, where: str, amount: Goods) -> str:
    """Goods gained at a location."""
    return f"{p(seat)} places a worker at the {where} and gains {goods(amount)}."


def places(seat: int, where: str) -> str:
    """A worker placed."""
    return f"{p(seat)} places a worker at the {where}."


def market(seat: int, letter: str, paid: int, amount: Goods, virtue: int) -> str:
    """A Black Market action: the worker, the Silver paid, what it gives at once and the Virtue it costs."""
    done = [f"pays {paid} Silver"] + ([f"gains {goods(amount)}"] if amount.total else [])
    done += [f"loses {virtue} Virtue"] if virtue else []
    return f"{p(seat)} places a worker on {space(letter)}: {listed(done)}."


def tax_stand(seat: int, silver: int, virtue: int) -> str:
    """The Tax Stand emptied."""
    return f"{p(seat)} takes the {silver} Silver on the Tax Stand and loses {virtue} Virtue."


def hires(seat: int, card: str, coins: int, paid: int) -> str:
    """An apprentice hired."""
    extra = f", taking the {coins} Silver on it" if coins else ""
    cost = f" for {paid} Silver" if paid else ""
    return f"{p(seat)} hires {apprentice(card)}{cost}{extra}."


def starter(seat: int, card: str) -> str:
    """A starting apprentice hired (§11.2)."""
    return f"{p(seat)} hires {apprentice(card)} as their starting apprentice."


def cycled(space_number: int, gone: list[str], coins: int, drawn: list[str]) -> str:
    """Apprentice cycling (§11.2): column 1 discarded, the rows slid, column 4 drawn (a card each, if any)."""
    gone = [apprentice(card) for card in gone if card]
    silver = f" (the {coins} Silver on {'it' if len(gone) == 1 else 'them'} returns to the supply)" if coins else ""
    drawn = [apprentice(card) for card in drawn if card]
    left = f"{listed(gone)} {'goes' if len(gone) == 1 else 'go'} to the bottom of the deck" if gone else "none leaves"
    came = f"{listed(drawn)} {'is' if len(drawn) == 1 else 'are'} drawn" if drawn else "none is drawn"
    left += silver
    return f"Guildhall space {space_number} cycles the apprentices: {left}; the rows slide left and {came}."


def dismisses(seat: int, card: str) -> str:
    """An apprentice discarded to make room."""
    return f"{p(seat)} discards {apprentice(card)} to the bottom of the apprentice deck."


def trades(seat: int, paid: Goods, got: Goods, virtue: int) -> str:
    """A Storehouse trade."""
    what = " + ".join(part for part in (goods(got) if got.total else "", f"{virtue} Virtue" if virtue else "") if part)
    return f"{p(seat)} trades {goods(paid)} for {what}."


def captures(seat: int, owner: int, workers: int, where: str, paid: int) -> str:
    """A capture."""
    cost = f" for {paid} Silver" if paid else ""
    whose = "their own" if owner == seat else f"{p(owner)}'s"
    return f"{p(seat)} captures {names.workers(whose, workers)} at the {LOCATION[where]}{cost}."


def delivers(seat: int, workers: int) -> str:
    """Guardhouse action 1."""
    return f"{p(seat)} sends {plural(workers, 'captured worker')} to the Prison and gains {workers} Silver."


def squire_first(seat: int, prisoners: int) -> str:
    """D14: the Squire resolved before the Gatekeeper, so it gives nothing."""
    return (
        f"{p(seat)} resolves the Squire before the Gatekeeper: with {plural(prisoners, 'worker')} in the Prison, "
        "it gives nothing."
    )


def releases_prison(seat: int, workers: int) -> str:
    """Workers back from the Prison."""
    return f"{p(seat)} releases {plural(workers, 'worker')} from the Prison."


def releases_boards(seat: int, workers: int, paid: int) -> str:
    """Workers back from other players' boards."""
    how = f"paying {paid} Silver" if paid >= 0 else "taking a debt and losing 1 Virtue"
    return f"{p(seat)} frees {plural(workers, 'worker')} held by other players, {how}."


def pays_off(seat: int, paid: int) -> str:
    """Guardhouse action 4."""
    return f"{p(seat)} pays off a debt for {paid} Silver and gains 1 Virtue."


def builds(seat: int, card: str, space_number: int) -> str:
    """A building constructed from a Guildhall space, or beside the full Guildhall in the final round (space 0)."""
    if not space_number:
        return f"{p(seat)} builds the {building(card)}, from beside the full Guildhall."
    return f"{p(seat)} builds the {building(card)} (Guildhall space {space_number})."


def cathedral(seat: int, level: int, paid: Goods) -> str:
    """A Cathedral advance."""
    return f"{p(seat)} pays {goods(paid)} and climbs to Cathedral level {level}."


def discards_plans(seat: int, cards: int) -> str:
    """Building cards discarded (public: the count)."""
    return f"{p(seat)} discards {plural(cards, 'building card')}."


def reward(seat: int, virtue: int, amount: Goods, cards: int) -> str:
    """A reward card revealed and taken."""
    parts = [f"{virtue} Virtue"] + ([goods(amount)] if amount.total else []) + (["1 building card"] if cards else [])
    return f"{p(seat)} takes the reward: {' + '.join(parts)}."


def gains_simply(seat: int, amount: Goods) -> str:
    """Goods gained from an effect."""
    return f"{p(seat)} gains {goods(amount)}."


def virtue_moves(seat: int, delta: int) -> str:
    """A virtue change from an effect."""
    verb = "gains" if delta > 0 else "loses"
    return f"{p(seat)} {verb} {abs(delta)} Virtue."


def reset() -> str:
    """The Black Market reset begins."""
    return "Black Market reset: the workers there go to the Prison and a new Large-Market card shows."


def reshuffled() -> str:
    """The Large-Market cards shuffled into a new Small-Market pile."""
    return "The Large-Market cards are shuffled into a new Small-Market pile."


def retrieves(seat: int, where: str) -> str:
    """A retrieval turn."""
    return f"{p(seat)} has no worker left and takes one back from the {where}."


def skips(seat: int) -> str:
    """A turn with nothing to do."""
    return f"{p(seat)} has no worker to place or take back: the turn passes."


def stops(seat: int) -> str:
    """An action ended early, after doing something."""
    return f"{p(seat)} stops."


# An action ended before doing anything: what the turn's record says instead of the bare placement.
NOTHING_DONE = {
    "capture": "{p} captures nothing.",
    "trade": "{p} makes no trade.",
    "guard": "{p} takes no Guardhouse action.",
}


def did_nothing(seat: int, kind: str) -> str:
    """A capture, trade or Guardhouse action stopped before its first move."""
    return NOTHING_DONE[kind].format(p=p(seat))


def turn(seat: int, number: int) -> str:
    """A turn begins."""
    return f"{p(seat)}'s turn {number}."


def overflow(seat: int, destroyed: int) -> str:
    """Debts destroyed with virtue above 14."""
    return f"{p(seat)} destroys {plural(destroyed, 'unpaid debt')} with Virtue beyond 14."


def end_virtue(seat: int, delta: int, source: str) -> str:
    """An end-game virtue effect."""
    return f"{p(seat)}'s {source}: {delta:+d} Virtue."


def game_over(summary: str) -> str:
    """The final line."""
    return f"The game is over. {summary}"


def kept_and_returned(seat: int, returned: int) -> str:
    """Black Market B's draw settled (public: counts only)."""
    return f"{p(seat)} keeps 1 building card and puts {returned} at the bottom of the deck."


def flipped() -> str:
    """Reset step 2."""
    return "The top Small-Market card is flipped onto the Large Market."


def places_paying(seat: int, where: str, silver: int) -> str:
    """A worker placed at a location that costs Silver."""
    return f"{p(seat)} places a worker at the {where} and pays {silver} Silver."
