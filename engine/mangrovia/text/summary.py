"""The result line, the result's labels and the rules summary."""

from typing import Any

from engine.core import seat_ref
from engine.mangrovia.text.names import lands, listed, plural

LABELS = {
    "play": "during play (icons and totem tiles)",
    "paths": "sacred paths",
    "stone_circle": "stone circle",
    "totem_area": "totem area",
    "amulets": "amulets left",
    "amulet_value": "amulet value",
}

RULES_SUMMARY = (
    "Mangrovia: 2-5 chiefs build huts in the mangroves. The board map is a stand-in (the real map was not found).\n"
    "Each round, place your bowl(s) on the 6 ritual sites; the boat then visits piers 1-12 and each site's owner "
    "acts twice: at its west pier (cards, amulets) and its east pier (huts, birds, start player).\n"
    "Build where a bird sits on the landscape: pay exactly the cost in valuables or in amulets (never both) plus a "
    "matching landscape card. Icons and totem tiles score at once; amulet spaces improve your amulet draws.\n"
    "When someone builds their last hut the round is finished, then the 8 sacred paths (first and second), the stone "
    "circle (your huts × all huts), the totem area (12/6) and your amulets score. Ties: amulet value."
)


def tiebreak(amulets: int) -> str:
    """The tie-breaker of a seat (§7.3)."""
    return f"amulets worth {amulets}"


def result_line(standings: list[Any]) -> str:
    """Who won with how many chief points."""
    best = [standing for standing in standings if standing.rank == 1]
    names = listed([seat_ref(standing.seat) for standing in best])
    verb = "share the victory" if len(best) > 1 else "wins"
    return f"{names} {verb} with {best[0].score} chief points."


SUMMARY_OVER = "The game is over."
NO_HUTS = "You have built all your huts."
MOST_LISTED = 10  # spaces or choices listed in a summary line


def waiting_for(seats: list[int]) -> str:
    """Nothing is asked of this seat now."""
    return f"Waiting for {listed([seat_ref(seat) for seat in seats])}."


def _first(items: list[str]) -> list[str]:
    """At most ``MOST_LISTED`` items, the last saying how many more there are."""
    if len(items) <= MOST_LISTED:
        return items
    return [*items[: MOST_LISTED - 1], f"{len(items) - MOST_LISTED + 1} more"]


def choices(prompt: str, labels: list[str]) -> str:
    """The seat's pending decision and its choices."""
    return f"{prompt} Choices: {'; '.join(_first(labels))}."


def bowls(piers: list[tuple[int, int]], at: int) -> str:
    """The seat's bowls this round and the piers still to come for it."""
    coming = sorted(pier for pair in piers for pier in pair if pier >= at)
    if not coming:
        return "Your bowls have no pier left this round."
    if len(coming) == 1:
        return f"Your bowl acts at pier {coming[0]} this round."
    return f"Your bowls act at piers {listed([str(pier) for pier in coming])} this round."


def buildable(spaces: list[str], birds: list[str], huts: int) -> str:
    """Where the seat could build a hut now (at a building pier)."""
    where = lands(birds)
    if not spaces:
        return f"With the birds on {where} you can pay for no hut now ({plural(huts, 'hut')} left)."
    return f"With the birds on {where} you could build on {listed(_first(spaces))} ({plural(huts, 'hut')} left)."
