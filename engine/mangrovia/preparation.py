"""Between rounds (rules §5.3, §7.1): the start player, the bowls and the boat, the displays.

After pier 12 the round ends. If someone built his last hut this round, the game ends at once
(phase 3 is not played, ruling R12). Otherwise the owner of site 1 takes the talisman; if site 1
stayed empty, the talisman goes to the start player's right and the birds fly to the two empty
oracle spaces. Bowls come back (the 2-player blocking bowl stays) and the displays are refilled.
"""

from engine.core import Context, Event
from engine.mangrovia import oracle, scoring, taking
from engine.mangrovia.piers import START_SITE
from engine.mangrovia.setup import placing_order
from engine.mangrovia.state import BLOCKED, EMPTY, MangroviaState
from engine.mangrovia.text import events


def end_round(state: MangroviaState, context: Context) -> None:
    """The boat has passed pier 12: the game ends, or the next round is prepared."""
    state.pier = 0
    state.opening = False
    state.parts.clear()
    if state.ending:
        scoring.finish(state, context)
        return
    owner = state.sites[START_SITE - 1]
    if owner >= 0:
        if owner != state.start_player:
            context.tell(Event(events.new_start_player(owner)))
        state.start_player = owner
    else:
        state.start_player = state.right_of(state.start_player)
        context.tell(Event(events.talisman_passes(state.start_player)))
        oracle.fly_to_empty(state, context)
    state.sites = [BLOCKED if owner == BLOCKED else EMPTY for owner in state.sites]
    taking.refill_displays(state, context)
    state.round += 1
    state.placing = placing_order(state)
    context.tell(Event(events.new_round(state.round, state.start_player)))
