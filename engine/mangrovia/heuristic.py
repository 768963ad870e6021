"""What a bot player expects each seat to score at the end of a Mangrovia game (rules/mangrovia.md §7).

An estimate from a state (a bot passes its own determinization, never the true state): the chief
points the final scoring would give now (:func:`engine.mangrovia.scoring.final_scores`: play, paths,
stone circle, totem area, amulets), plus a little for the cards held, which pay for huts.
"""

from engine.mangrovia.scoring import final_scores
from engine.mangrovia.state import MangroviaState

SCALE = 6.0  # chief points: a margin this size is a fairly safe lead

CARD_WEIGHT = 0.3  # per valuables or landscape card held


def estimate(state: MangroviaState) -> tuple[float, ...]:
    """Each seat's expected final chief points, by seat."""
    scores = final_scores(state)
    return tuple(
        scores[seat] + CARD_WEIGHT * (len(player.valuables) + len(player.landscapes))
        for seat, player in enumerate(state.players)
    )
