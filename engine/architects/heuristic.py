"""What a bot player expects each seat to score at the end of an Architects game (rules/architects.md §10).

An estimate from a state (a bot passes its own determinization, never the true state): the points the
final scoring would give now (:func:`engine.architects.scoring.breakdown`: buildings, Cathedral, virtue,
debts, gold and marble, silver, Prison), plus a little for the materials and silver that will become
buildings, and for the apprentices that cheapen them.
"""

from engine.architects.scoring import breakdown
from engine.architects.state import ArchitectsState

SCALE = 8.0  # VP: a margin this size is a fairly safe lead

MATERIAL_WEIGHT = 0.35  # per clay, wood or stone held
SILVER_WEIGHT = 0.1  # per silver held (beyond what breakdown counts)
APPRENTICE_WEIGHT = 0.8  # per apprentice hired
CARD_WEIGHT = 0.3  # per building card in hand


def estimate(state: ArchitectsState) -> tuple[float, ...]:
    """Each seat's expected final VP, by seat."""
    estimates = []
    for seat, player in enumerate(state.players):
        points = sum(breakdown(state, seat).values())
        points += MATERIAL_WEIGHT * (player.clay + player.wood + player.stone) + SILVER_WEIGHT * player.silver
        points += APPRENTICE_WEIGHT * len(player.apprentices) + CARD_WEIGHT * len(player.hand)
        estimates.append(points)
    return tuple(estimates)
