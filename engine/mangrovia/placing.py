"""Phase 1: placing bowls on the ritual sites, in turn order (rules §5.1, ruling R2, R4).

Each player places one bowl on a free site, clockwise from the start player; in 2-3 player
games a second lap follows, and the start player may not put his first bowl on site 1.
Placement is mandatory: a player who does not answer gets the default site (``timeout``).
"""

from typing import Any

from engine.core import Context, Decision, Event, IllegalAction, Option
from engine.mangrovia.piers import SITES, START_SITE
from engine.mangrovia.state import EMPTY, MangroviaState
from engine.mangrovia.tables import TABLES
from engine.mangrovia.text import events, labels, prompts, refusals


def site_problem(state: MangroviaState, seat: int, site: Any) -> str | None:
    """Why ``seat`` may not place its bowl on ``site`` now, or None (§5.1)."""
    if type(site) is not int or site not in SITES:
        return refusals.NO_SUCH_SITE
    owner = state.sites[site - 1]
    if owner != EMPTY:
        return refusals.SITE_BLOCKED if owner < EMPTY else refusals.site_taken(owner)
    if (
        site == START_SITE
        and TABLES[state.seats].no_site_one_first
        and seat == state.start_player
        and seat not in state.sites
    ):
        return refusals.START_PLAYER_SITE_ONE
    return None


DEFAULT_ORDER = (2, 3, 4, 5, 1, 6)  # a site with a building pier first (the default of a player who does not answer)
OPTIONS = {site: Option({"type": "bowl", "site": site}, labels.site(site)) for site in SITES}


def place_decision(state: MangroviaState) -> Decision:
    """D1: the free sites this seat may take; the default is the first free one of ``DEFAULT_ORDER``."""
    seat = state.placing[0]
    sites = state.sites
    first_bowl_barred = TABLES[state.seats].no_site_one_first and seat == state.start_player and seat not in sites
    options = tuple(
        OPTIONS[site] for site in SITES if sites[site - 1] == EMPTY and not (site == START_SITE and first_bowl_barred)
    )
    sites_offered = [option.action["site"] for option in options]
    default = sites_offered.index(next(site for site in DEFAULT_ORDER if site in sites_offered))
    return Decision(
        seat,
        "bowl",
        prompts.PLACE,
        options,
        default=default,
        timeout=Option({"type": "timeout"}, labels.TIMEOUT),
    )


def place(state: MangroviaState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Put the bowl on the chosen site (an offered site is free: only another one is checked)."""
    if not context.offered:
        if set(action) != {"type", "site"}:
            raise IllegalAction(refusals.BOWL_SHAPE)
        found = site_problem(state, seat, action["site"])
        if found is not None:
            raise IllegalAction(found)
    state.sites[action["site"] - 1] = seat
    state.placing.pop(0)
    context.tell(Event(events.places(seat, action["site"])))
