"""Round start and end: lay out the dreams, deal the true vision and the mortal, clear the table.

Implements rules/dreams.md §4 Phase 1 (lay out the dreams), Phase 2 (the server's secret
deal, §6.3), "End check and next round" steps 1, 2 and 4, and the reshuffle of §10 A9.
"""

from typing import TYPE_CHECKING

from engine.core import Event
from engine.dreams import text
from engine.dreams.cards import DREAMS_PER_ROUND, card
from engine.dreams.state import DreamsState, Phase

if TYPE_CHECKING:
    from random import Random  # the type only: draws come from engine.core.rng_for


def start_round(state: DreamsState, rng: "Random") -> list[Event]:
    """Begin the next round with the current dealer: reshuffle if needed, draw 4, deal roles (§6.3 order)."""
    if len(state.deck) < DREAMS_PER_ROUND:
        # §10 A9: the whole discard pile, shuffled, goes under whatever is left (72 = 18 x 4: nothing is)
        reshuffled = list(state.discard)
        rng.shuffle(reshuffled)
        state.deck.extend(reshuffled)
        state.discard.clear()
    state.dreams = state.deck[:DREAMS_PER_ROUND]
    del state.deck[:DREAMS_PER_ROUND]
    state.true_image = rng.randint(1, DREAMS_PER_ROUND)
    state.mortal = rng.randrange(state.seats)
    state.round += 1
    state.phase = Phase.PLACING
    state.stars = []
    state.guesses = [None] * state.seats
    return round_events(state)


def round_events(state: DreamsState) -> list[Event]:
    """What the table and each seat are told when a round starts: public lines, then one marker per seat."""
    names = [card(card_id).name for card_id in state.dreams]
    events = [
        Event(
            text.round_started(state.round, state.dealer, names),
            reveal=True,
            brief="",  # the next chapter's board shows the dreams; the record of the reveal ends before it
            data={"event": "round_started", "round": state.round, "dealer": state.dealer, "dreams": list(state.dreams)},
        ),
        Event(text.ROLES_DEALT, reveal=True, brief="", data={"event": "roles_dealt", "round": state.round}),
    ]
    # §6.3: every seat's role message together, same order and form; only the content differs
    for seat in range(state.seats):
        events.append(Event(marker_text(state, seat), seat=seat, reveal=True, data=role_data(state, seat)))
    return events


def marker_text(state: DreamsState, seat: int) -> str:
    """The seat's secret marker for this round, as the words it is told."""
    if seat == state.mortal:
        return text.mortal_marker(state.round)
    return text.god_marker(state.round, state.true_image, card(state.dreams[state.true_image - 1]).name)


def role_data(state: DreamsState, seat: int) -> dict[str, object]:
    """The private ``role`` event's data for ``seat``."""
    if seat == state.mortal:
        return {"event": "role", "round": state.round, "role": "mortal"}
    return {"event": "role", "round": state.round, "role": "god", "true_image": state.true_image}


def clear_table(state: DreamsState) -> None:
    """End of a round that did not end the game: dreams to the discard pile, sky cleared, dealer rotates left."""
    state.discard.extend(state.dreams)
    state.dreams = []
    state.stars = []
    state.dealer = (state.dealer + 1) % state.seats  # §10 A11: "left" is the next seat
