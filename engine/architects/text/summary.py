"""The result line, the result's labels, the rules summary and the "what can I do?" texts.

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence
from typing import Any

from engine.core import seat_ref
from engine.core.words import listed, plural

LABELS = {
    "buildings": "buildings",
    "cathedral": "Cathedral",
    "virtue": "virtue",
    "debts": "unpaid debts",
    "gold_marble": "Gold and Marble",
    "silver": "Silver (1 per 10)",
    "prison": "workers in Prison",
    "virtue_track": "final virtue",
    "silver_held": "Silver left",
}

RULES_SUMMARY = (
    "Architects of the West Kingdom: 2-5 royal architects with 20 workers each.\n"
    "On your turn place 1 worker and take that location's action; most locations get stronger the more of "
    "your own workers are there.\n"
    "Quarry, Forest, Mines and Silversmith give resources; the King's Storehouse trades; the Workshop hires "
    "apprentices or draws building cards.\n"
    "At the Town Centre capture groups of workers (your own come back); sell captured workers to the Prison "
    "at the Guardhouse.\n"
    "The Tax Stand gives all the tax for 2 Virtue; the Black Market (virtue 9 or less) sells goods, apprentices "
    "and building cards for 1 Virtue.\n"
    "At the Guildhall construct a building from your hand or advance on the Cathedral (virtue 5 or more).\n"
    "When the Guildhall is full everyone takes one more turn. Most VP wins; ties: virtue, then Silver."
)


def tiebreak(score: int) -> str:
    """How a seat tied on points is placed (§10.3); its virtue and Silver are the result's facts beside it."""
    return f"tied on {score} VP, placed by virtue, then Silver"


def result_line(state: Any, standings: list[Any]) -> str:
    """Who won with how many points."""
    best = [standing for standing in standings if standing.rank == 1]
    names = " and ".join(seat_ref(standing.seat) for standing in best)
    verb = "share the victory" if len(best) > 1 else "wins"
    return f"{names} {verb} with {best[0].score} VP."


# "What can I do?" (engine/architects/summary.py): a few private lines on the seat's situation and moves.

OVER = "The game is over."


def not_your_turn(seat: int) -> str:
    """Nothing is asked of the seat: whose turn it is."""
    return f"It is {seat_ref(seat)}'s turn; nothing is asked of you right now."


def draft_pick(round_number: int, rounds: int, cards: Sequence[str]) -> str:
    """The seat's pick in the opening draft: the others pass to the left, after the last pick to the deck."""
    others = "the other" if len(cards) == 2 else "the others"
    where = "pass to your left" if round_number < rounds else "go to the bottom of the deck"
    if len(cards) == 2 and round_number == rounds:
        where = "goes to the bottom of the deck"
    elif len(cards) == 2:
        where = "passes to your left"
    return f"Opening draft, pick {round_number} of {rounds}: keep 1 of {listed(cards, 'or')}; {others} {where}."


def draft_waiting(seats: Sequence[int]) -> str:
    """The seat has picked this round."""
    return f"You have picked; waiting for {listed([seat_ref(seat) for seat in seats])} to pick."


def starter_waiting(seat: int) -> str:
    """Someone else picks a starting apprentice (§11.2)."""
    return (
        f"{seat_ref(seat)} is picking a starting apprentice; each player hires 1 for free, "
        "last player first, then the first turn begins."
    )


def situation(supply: int, hand: int, virtue: int) -> str:
    """The seat's workers, hand and virtue."""
    return (
        f"Place a worker: you have {plural(supply, 'worker')} in supply, {plural(hand, 'building card')} in hand "
        f"and virtue {virtue}."
    )


def gather(labels: Sequence[str]) -> str:
    """The resource locations and what each gives."""
    return "Gather: " + "; ".join(labels) + "."


def workshop(plans: str, hires: int, cheapest: int, dearest: int) -> str:
    """The Workshop's plans and hires."""
    if not hires:
        return f"{plans}; no apprentice within your Silver."
    prices = f"{cheapest} Silver" if cheapest == dearest else f"{cheapest}-{dearest} Silver"
    return f"{plans}, or hire 1 of {plural(hires, 'apprentice')} ({prices})."


def market(spaces: Sequence[str], loss: int) -> str:
    """The Black Market spaces the seat may use, and the Virtue each costs (none with an Illusionist)."""
    cost = f" Each costs {loss} Virtue too." if loss else " No Virtue lost (Illusionist)."
    return "Black Market: " + "; ".join(spaces) + "." + cost


def market_goods(letter: str, amount: str, price: int) -> str:
    """Black Market A or C, in short."""
    return f"{letter}: {amount} for {price} Silver"


def market_barred(virtue: int) -> str:
    """Virtue 10 or more."""
    return f"Black Market: barred at virtue 10 or more (yours is {virtue})."


MARKET_CLOSED = "Black Market: no space you can use now (taken, or not enough Silver)."


def market_b(hires: int, plans: bool, price: int) -> str:
    """Black Market B, in short."""
    moves = [f"hire 1 of {plural(hires, 'apprentice')}"] if hires else []
    moves += ["draw 5 building cards and keep 1"] if plans else []
    return f"B: {' or '.join(moves)} for {price} Silver"


def guildhall(builds: Sequence[str], levels: Sequence[int]) -> str:
    """What the seat can construct or climb to now."""
    parts = [f"build {' or '.join(builds)}"] if builds else []
    parts += [f"climb to Cathedral level {level}" for level in levels]
    return "Guildhall: " + "; or ".join(parts) + "."


def not_yet(reasons: Sequence[str]) -> str:
    """Nothing to do at the Guildhall yet, and why for the first buildings in hand."""
    why = f" ({'; '.join(reasons)})" if reasons else ""
    return f"Guildhall: nothing you can build or climb yet{why}."


def lacks_skills(name: str, skills: Sequence[str]) -> str:
    """A building in hand needing skills the seat's apprentices lack."""
    listed = skills[0] if len(skills) == 1 else f"{', '.join(skills[:-1])} and {skills[-1]}"
    return f"{name} needs {listed}"


def costs(name: str, cost: str) -> str:
    """A building in hand the seat cannot pay for."""
    return f"{name} costs {cost}"


def others(labels: Sequence[str]) -> str:
    """The remaining locations."""
    return "Also: " + "; ".join(labels) + "."


def storehouse(trades: int) -> str:
    """The King's Storehouse."""
    return f"King's Storehouse ({plural(trades, 'trade')})"


def town_centre(captures: int) -> str:
    """The Town Centre."""
    return f"Town Centre ({plural(captures, 'capture')})"


def guardhouse(actions: int) -> str:
    """The Guardhouse."""
    return f"Guardhouse ({plural(actions, 'action')})"


def choices(prompt: str, labels: Sequence[str], any_set: str = "") -> str:
    """Any other decision: its prompt and choices (and the set it may take instead)."""
    extra = f"; or {any_set[0].lower()}{any_set[1:]}" if any_set else ""
    return f"{prompt}\nChoices: " + "; ".join(labels) + extra + "."
