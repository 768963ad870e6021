"""Final results: a ranking with per-category breakdowns and the tie-breaks applied."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from i18n import Text


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's final place. ``rank`` is 1 for the winner(s); tied seats share a rank.

    ``breakdown`` splits the score into categories that sum to it; ``facts`` are other figures
    a player wants beside it (Biblios: gold value, the first tie-break; Dreams: rounds as the mortal).
    """

    seat: int
    rank: int
    score: int
    breakdown: dict[str, int] = field(default_factory=dict)  # points by category: they add up to ``score``
    tiebreak: str = ""
    facts: dict[str, int] = field(default_factory=dict)  # figures shown beside the points, not counted in them


@dataclass(frozen=True, slots=True)
class Result:
    """The final ranking, best first, and a one-paragraph summary for the channel."""

    standings: tuple[Standing, ...]
    summary: str = ""
    labels: dict[str, str] = field(default_factory=dict)  # breakdown or fact key -> the words a player reads

    def label(self, category: str) -> str:
        """The words for a breakdown category or fact: the game's own, else the key with spaces ("goods left").

        A key that is an :class:`i18n.Text` is already the words, and stays a text (said in the reader's language).
        """
        return self.labels.get(category) or (category if isinstance(category, Text) else category.replace("_", " "))

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats ranked first (several on a shared victory)."""
        return tuple(s.seat for s in self.standings if s.rank == 1)


def rank_by_keys(seats: Sequence[int], key: Callable[[int], Any]) -> list[tuple[int, int]]:
    """Dense-rank seats by ``key`` (higher is better): equal keys share a rank.

    Returns ``(seat, rank)`` best first. Example: keys {0: 5, 1: 7, 2: 5} give
    [(1, 1), (0, 2), (2, 2)].
    """
    ordered = sorted(seats, key=lambda s: (key(s), -s), reverse=True)
    ranks: list[tuple[int, int]] = []
    previous: Any = object()
    rank = 0
    for position, seat in enumerate(ordered, start=1):
        value = key(seat)
        if value != previous:
            rank = position
            previous = value
        ranks.append((seat, rank))
    return ranks
