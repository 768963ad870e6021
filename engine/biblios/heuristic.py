"""What a bot player expects each seat to score at the end of a Biblios game (rules/biblios.md §9).

An estimate from a state (a bot passes its own determinization, never the true state): the VP of
the categories each seat leads now, plus a little for gold value (the first tie-break and what buys
cards) and for the card values held (leads are won by totals).
"""

from engine.biblios.scoring import category_outcomes, victory_points
from engine.biblios.state import BibliosState

SCALE = 4.0  # VP: a margin this size is a fairly safe lead

GOLD_WEIGHT = 0.15  # per gold value held
CARD_WEIGHT = 0.05  # per point of category value held


def estimate(state: BibliosState) -> tuple[float, ...]:
    """Each seat's expected final VP, by seat."""
    outcomes = category_outcomes(state)
    vp = victory_points(outcomes, state.seats)
    held = [sum(outcome.totals[seat] for outcome in outcomes) for seat in range(state.seats)]
    return tuple(
        vp[seat] + GOLD_WEIGHT * state.gold_value(seat) + CARD_WEIGHT * held[seat] for seat in range(state.seats)
    )
