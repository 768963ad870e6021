"""The result line, the result's labels and the rules summary."""

from typing import Any

from engine.core import seat_ref

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
    "When someone builds his last hut the round is finished, then the 8 sacred paths (first and second), the stone "
    "circle (your huts × all huts), the totem area (12/6) and your amulets score. Ties: amulet value."
)


def tiebreak(amulets: int) -> str:
    """The tie-breaker of a seat (§7.3)."""
    return f"amulets worth {amulets}"


def result_line(standings: list[Any]) -> str:
    """Who won with how many chief points."""
    best = [standing for standing in standings if standing.rank == 1]
    names = " and ".join(seat_ref(standing.seat) for standing in best)
    verb = "share the victory" if len(best) > 1 else "wins"
    return f"{names} {verb} with {best[0].score} chief points."
