"""A player that takes the option its title's bot module values most, from the seat's view (issue 24).

For a title whose play search cannot capture (Dreams: the points come from what the others guess),
``engine/<game>/bot.py`` provides ``option_scores(view, decision)``: a score per option, or None for a
decision it does not judge, which an inner player (a search) then takes. Noise and a chance of a random
option make the weaker strengths.
"""

import importlib
import random
from collections.abc import Callable
from functools import cache
from typing import Any

from engine.core import Decision, Option
from engine.players.player import Player
from engine.players.position import Position

OptionScores = Callable[[Any, Decision], list[float] | None]


@cache
def option_scores_for(key: str) -> OptionScores | None:
    """The title's ``option_scores`` (module ``engine.<key>.bot``), or None if it has none."""
    try:
        module = importlib.import_module(f"engine.{key}.bot")
    except ModuleNotFoundError:
        return None
    return module.option_scores


class ScoredPlayer(Player):
    """The best-valued option by the title's own judgement, ties and noise settled by the seeded rng."""

    name = "scored"

    def __init__(
        self, seed: int = 0, cpu_budget: float = 1.0, *, inner: Player, noise: float = 0.0, random_move: float = 0.0
    ) -> None:
        super().__init__(seed, cpu_budget)
        self.inner = inner
        self.noise = noise  # spread of the random amount added to each score
        self.random_move = random_move  # chance of an offered option at random (easy)

    def decide(self, position: Position, rng: random.Random, deadline: float) -> tuple[Option, str]:
        """The best option by the title's scores, else the inner player's choice."""
        options = position.decision.options
        if self.random_move and rng.random() < self.random_move:
            return rng.choice(options), "at random (easy)"
        judge = option_scores_for(position.spec.key)
        scores = None if judge is None else judge(position.view, position.decision)
        if scores is None:
            return self.inner.decide(position, rng, deadline)
        noisy = [score + rng.uniform(0, self.noise) if self.noise else score for score in scores]
        best = max(noisy)
        tied = [index for index, score in enumerate(noisy) if score >= best - 1e-9]
        return options[rng.choice(tied)], f"by the title's judgement ({best:.2f})"
