"""How a Dreams bot player values its options, from its seat's view only (rules/dreams.md §4, issue 24).

Search cannot play Dreams: a round's points come from what the others *guess* of the stars. So the
bot reads the pictures (:mod:`engine.dreams.outlines`: the sky points each picture covers):

- a god places stars on points the true vision's picture covers and the other visions' pictures do not;
- the mortal blends in: it weighs each vision by how well the gods' stars so far fit its picture and
  places stars where the likely visions are drawn;
- the mortal guesses the vision the others' stars fit best; a god accuses the seat whose stars fit the
  true vision worst.

:func:`option_scores` scores each option of a decision (higher is better); the player takes the best.
"""

import math
from collections.abc import Sequence

from engine.core import Decision
from engine.dreams.outlines import COVERED
from engine.dreams.views import SeatView, StarView

OTHER_PICTURE_COST = 0.8  # a god's star on a point another vision also covers helps the mortal
BELIEF_SHARPNESS = 1.0  # how fast the mortal trusts the stars: weight e^(sharpness * fitting stars)


def _covers(card_id: str, point: str) -> bool:
    return point in COVERED.get(card_id, frozenset())


def vision_fit(card_id: str, stars: Sequence[StarView]) -> int:
    """How many of the stars lie on the picture of ``card_id``."""
    return sum(_covers(card_id, star.point) for star in stars)


def mortal_beliefs(view: SeatView) -> dict[str, float]:
    """The mortal's weight of each vision (card id), from how well the other seats' stars fit it; they sum to 1."""
    others = [star for star in view.public.stars if star.seat != view.seat]
    weights = {face.id: math.exp(BELIEF_SHARPNESS * vision_fit(face.id, others)) for face in view.public.dreams}
    total = sum(weights.values())
    return {card_id: weight / total for card_id, weight in weights.items()}


def star_score(view: SeatView, point: str) -> float:
    """How good a star on ``point`` is for the seat: on its vision alone (god), on the likely visions (mortal)."""
    if view.true_vision is not None:  # a god
        others = sum(_covers(face.id, point) for face in view.public.dreams if face.id != view.true_vision.id)
        return 2.0 * _covers(view.true_vision.id, point) - OTHER_PICTURE_COST * others
    return sum(weight * _covers(card_id, point) for card_id, weight in mortal_beliefs(view).items())


def guess_score(view: SeatView, action: dict) -> float:
    """How likely a guess is right: a vision the others' stars fit (mortal), a seat whose stars miss it (god)."""
    if action.get("type") == "vision":
        others = [star for star in view.public.stars if star.seat != view.seat]
        face = view.public.dreams[action["image"] - 1]
        return float(vision_fit(face.id, others))
    if action.get("type") == "accuse" and view.true_vision is not None:
        theirs = [star for star in view.public.stars if star.seat == action["seat"]]
        return -vision_fit(view.true_vision.id, theirs) / max(1, len(theirs))
    return 0.0


def option_scores(view: SeatView, decision: Decision) -> list[float] | None:
    """A score per option of ``decision`` (higher is better), or None for a decision the bot does not judge.

    Star kinds have no rules effect (§10 A17): the earliest kind left is taken, by a tiny preference.
    """
    if decision.kind == "place_star":
        kinds = {}
        scores = []
        for option in decision.options:
            kind_rank = kinds.setdefault(option.action["kind"], len(kinds))
            scores.append(star_score(view, option.action["at"]) - 0.001 * kind_rank)
        return scores
    if decision.kind == "guess":
        return [guess_score(view, option.action) for option in decision.options]
    return None
