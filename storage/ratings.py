"""Skill ratings: openskill's Plackett-Luce model, one rating per member, server and title.

The stated rules (README "Ratings and statistics"):

- only finished games are rated; abandoned games are neither rated nor counted;
- each seat's place is the engine's ``Standing.rank``: tied seats and a shared victory are equal ranks,
  a resigned seat is rated in the place the engine gives it;
- a seat open at the end (its player was expelled or timed out and nobody took it) is left out and the
  others are rated among themselves; a game with fewer than two rated seats is not rated;
- a rating is shown conservatively, ``mu - 3 sigma``, with the games it counts.
"""

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
"""The model every rating uses (the library's defaults: mu 25, sigma 25/3)."""

MIN_RATED_SEATS = 2
"""A game with fewer rated seats than this changes no rating."""

Key = TypeVar("Key", bound=Hashable)


@dataclass(frozen=True, slots=True)
class Skill:
    """A rating: the model's belief about a member's skill (``mu``) and how unsure it is (``sigma``)."""

    mu: float
    sigma: float

    @property
    def shown(self) -> float:
        """The conservative figure players see and leaderboards sort by: mu - 3 sigma."""
        return shown(self.mu, self.sigma)


def shown(mu: float, sigma: float) -> float:
    """The shown rating, mu - 3 sigma: a skill the member very probably has at least."""
    return mu - 3 * sigma


def initial() -> Skill:
    """The rating of a member who has played no rated game of a title."""
    return Skill(MODEL.mu, MODEL.sigma)


def rate(ranks: Mapping[Key, int], before: Mapping[Key, Skill]) -> dict[Key, Skill]:
    """The ratings after one game: ``ranks`` maps each rated player to their place (1 best, ties equal).

    Players missing from ``before`` start at :func:`initial`. Fewer than :data:`MIN_RATED_SEATS`
    players: nothing changes (an empty result).
    """
    if len(ranks) < MIN_RATED_SEATS:
        return {}
    players: Sequence[Key] = list(ranks)
    teams = []
    for player in players:
        skill = before.get(player) or initial()
        teams.append([MODEL.rating(mu=skill.mu, sigma=skill.sigma)])
    rated = MODEL.rate(teams, ranks=[float(ranks[player]) for player in players])
    return {player: Skill(team[0].mu, team[0].sigma) for player, team in zip(players, rated, strict=True)}
