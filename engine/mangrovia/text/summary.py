"""The result line, the result's labels and the rules summary."""

from typing import Any

from engine.core import seat_ref
from engine.mangrovia.text.names import lands, listed, n_, number, semicolons
from i18n import Text, _

LABELS = {
    "play": _("during play (icons and totem tiles)"),
    "paths": _("sacred paths"),
    "stone_circle": _("stone circle"),
    "totem_area": _("totem area"),
    "amulets": _("amulets left"),
    "amulet_value": _("amulet value"),
}

RULES_SUMMARY = _(
    "Mangrovia: 2-5 chiefs build huts in the mangroves. The board map is a stand-in (the real map was not found).\n"
    "Each round, place your bowl(s) on the 6 ritual sites; the boat then visits piers 1-12 and each site's owner "
    "acts twice: at its west pier (cards, amulets) and its east pier (huts, birds, start player).\n"
    "Build where a bird sits on the landscape: pay exactly the cost in valuables or in amulets (never both) plus a "
    "matching landscape card. Icons and totem tiles score at once; amulet spaces improve your amulet draws.\n"
    "When someone builds their last hut the round is finished, then the 8 sacred paths (first and second), the stone "
    "circle (your huts × all huts), the totem area (12/6) and your amulets score. Ties: amulet value."
)


def tiebreak(amulets: int) -> Text:
    """The tie-breaker of a seat (§7.3)."""
    return _("amulets worth {value}", value=amulets)


def result_line(standings: list[Any]) -> Text:
    """Who won with how many chief points."""
    best = [standing for standing in standings if standing.rank == 1]
    names = listed([seat_ref(standing.seat) for standing in best])
    if len(best) > 1:
        return n_("{players} share the victory with {n} chief point.",
                  "{players} share the victory with {n} chief points.", best[0].score, players=names)  # fmt: skip
    return n_("{players} wins with {n} chief point.", "{players} wins with {n} chief points.", best[0].score,
              players=names)  # fmt: skip


SUMMARY_OVER = _("The game is over.")
NO_HUTS = _("You have built all your huts.")
MOST_LISTED = 10  # spaces or choices listed in a summary line


def waiting_for(seats: list[int]) -> Text:
    """Nothing is asked of this seat now."""
    return _("Waiting for {players}.", players=listed([seat_ref(seat) for seat in seats]))


def _first(items: list[Text]) -> list[Text]:
    """At most ``MOST_LISTED`` items, the last saying how many more there are."""
    if len(items) <= MOST_LISTED:
        return items
    more = len(items) - MOST_LISTED + 1
    return [*items[: MOST_LISTED - 1], n_("{n} more", "{n} more", more)]


def choices(prompt: Text, labels: list[Text]) -> Text:
    """The seat's pending decision and its choices."""
    return _("{prompt} Choices: {choices}.", prompt=prompt, choices=semicolons(_first(labels)))


def bowls(piers: list[tuple[int, int]], at: int) -> Text:
    """The seat's bowls this round and the piers still to come for it."""
    coming = sorted(pier for pair in piers for pier in pair if pier >= at)
    if not coming:
        return _("Your bowls have no pier left this round.")
    if len(coming) == 1:
        return _("Your bowl acts at pier {pier} this round.", pier=coming[0])
    return _("Your bowls act at piers {piers} this round.", piers=listed([number(pier) for pier in coming]))


def buildable(spaces: list[str], birds: list[str], huts: int) -> Text:
    """Where the seat could build a hut now (at a building pier)."""
    where, left = lands(birds), n_("{n} hut", "{n} huts", huts)
    if not spaces:
        return _("With the birds on {lands} you can pay for no hut now ({huts} left).", lands=where, huts=left)
    return _("With the birds on {lands} you could build on {spaces} ({huts} left).", lands=where,
             spaces=listed(_first(spaces)), huts=left)  # fmt: skip
