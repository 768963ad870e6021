"""Bot strengths as parameter sets, and the one factory that builds a title's bot player (issue 24).

Each strength has an iteration budget (so benches are deterministic) and a CPU budget per move (normal
<= 1 s, strong <= 3 s): a search stops at whichever comes first. Easy searches little and now and then
plays an offered option at random.
"""

from dataclasses import dataclass
from enum import StrEnum

from engine.core import GameSpec
from engine.players.player import Player
from engine.players.position import Determinize, default_determinize
from engine.players.scored import ScoredPlayer, option_scores_for
from engine.players.search import IsmctsPlayer, SearchLimits


class Strength(StrEnum):
    """The strengths a lobby offers."""

    EASY = "easy"
    NORMAL = "normal"
    STRONG = "strong"


@dataclass(frozen=True, slots=True)
class StrengthSpec:
    """One strength's search limits and CPU budget per move."""

    limits: SearchLimits
    cpu_budget: float


STRENGTHS: dict[Strength, StrengthSpec] = {
    Strength.EASY: StrengthSpec(SearchLimits(iterations=100, rollout_depth=4, exploration=1.0, random_move=0.3), 0.3),
    Strength.NORMAL: StrengthSpec(SearchLimits(iterations=1000, rollout_depth=8, exploration=0.7), 1.0),
    Strength.STRONG: StrengthSpec(SearchLimits(iterations=2500, rollout_depth=12, exploration=0.7), 3.0),
}


# A title with its own judgement (``engine/<game>/bot.py``, Dreams): how much noise each strength adds to it.
JUDGEMENT_NOISE: dict[Strength, float] = {Strength.EASY: 1.0, Strength.NORMAL: 0.4, Strength.STRONG: 0.0}


def make_player(spec: GameSpec, strength: Strength | str, seed: int = 0, *, iterations: int | None = None) -> Player:
    """The bot player for ``spec`` at ``strength``, seeded with ``seed``.

    ISMCTS at the strength's limits; for a title with its own judgement (``engine/<game>/bot.py``), a
    :class:`ScoredPlayer` that asks the search only about the decisions the judgement leaves open.
    ``iterations`` overrides the strength's iteration budget (benches with small budgets). The title's
    determinize comes from :func:`determinize_for`, the one place to change what bots may draw.
    """
    strength = Strength(strength)
    chosen = STRENGTHS[strength]
    limits = chosen.limits
    if iterations is not None:
        limits = SearchLimits(iterations, limits.rollout_depth, limits.exploration, limits.random_move)
    search = IsmctsPlayer(seed, chosen.cpu_budget, limits)
    if option_scores_for(spec.key) is None:
        return search
    return ScoredPlayer(
        seed, chosen.cpu_budget, inner=search, noise=JUDGEMENT_NOISE[strength], random_move=limits.random_move
    )


def determinize_for(spec: GameSpec) -> Determinize:
    """What a bot of ``spec`` searches over: the seat's own redraw (:func:`~engine.players.position.seat_redraw`)."""
    return default_determinize(spec)
