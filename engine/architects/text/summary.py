"""The result line, the result's labels and the rules summary."""

from typing import Any

from engine.core import seat_ref

LABELS = {
    "buildings": "buildings",
    "cathedral": "Cathedral",
    "virtue": "virtue",
    "debts": "unpaid debts",
    "gold_marble": "Gold and Marble",
    "silver": "Silver (1 per 10)",
    "prison": "workers in Prison",
    "virtue_track": "virtue",
    "silver_held": "Silver",
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
    "and plans for 1 Virtue.\n"
    "At the Guildhall construct a building from your hand or advance on the Cathedral (virtue 5 or more).\n"
    "When the Guildhall is full everyone takes one more turn. Most VP wins; ties: virtue, then Silver."
)


def tiebreak(virtue: int, silver: int) -> str:
    """The tie-breakers of a seat (§10.3)."""
    return f"virtue {virtue}, Silver {silver}"


def result_line(state: Any, standings: list[Any]) -> str:
    """Who won with how many points."""
    best = [standing for standing in standings if standing.rank == 1]
    names = " and ".join(seat_ref(standing.seat) for standing in best)
    verb = "share the victory" if len(best) > 1 else "wins"
    return f"{names} {verb} with {best[0].score} VP."
