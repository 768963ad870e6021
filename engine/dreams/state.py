"""The state of a Dreams game: plain data that round-trips through JSON (rules/dreams.md §6.7).

Secrets live here and only here: the deck order, the true vision (``true_image``), the
mortal's seat and the guesses of the round. Views (``views.py``) choose what each seat sees.
Derived facts (whose turn it is, which star kinds a seat has left) are computed from the
stars on the sky rather than stored twice.
"""

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engine.core.copier import Copyable

SCHEMA_VERSION = 2  # 2: a star is placed in one step (no chosen_kind / chosen_column)
STARS_PER_PLAYER = 3
GOAL = 16  # §5: the game ends after the round in which someone has at least 16 god points
TRACK_MAX = 20  # §5: a round starts at <= 15 and gives at most +5


class Phase(StrEnum):
    """Where the round is: placing stars (§4 Phase 3), guessing (Phase 4), or the game is over."""

    PLACING = "placing"
    GUESSING = "guessing"
    OVER = "over"


class StarKind(StrEnum):
    """The three kinds of star; the kind has no rules effect (§10 A17)."""

    CLEAR = "clear"
    GREY = "grey"
    BLACK = "black"


STAR_KINDS: tuple[StarKind, ...] = (StarKind.CLEAR, StarKind.GREY, StarKind.BLACK)


class Role(StrEnum):
    """A seat's secret role in a round (§4 Phase 2)."""

    GOD = "god"
    MORTAL = "mortal"


@dataclass(frozen=True, slots=True)
class Star:
    """A star on the sky: its placement number in the round (1..3N), owner, kind and point."""

    order: int
    seat: int
    kind: StarKind
    column: str
    row: int

    @property
    def point(self) -> str:
        """The written point, e.g. "G4"."""
        return f"{self.column}{self.row}"


@dataclass(frozen=True, slots=True)
class Guess:
    """A submitted guess: a god's ``accused`` seat, the mortal's ``image`` (1-4), or neither (abstained)."""

    accused: int | None = None
    image: int | None = None

    @property
    def abstained(self) -> bool:
        """Whether this guess names nothing (§6.6 abstention)."""
        return self.accused is None and self.image is None


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """A revealed round: its secrets made public, the sky, every guess and each seat's points."""

    round: int
    dealer: int
    dreams: tuple[str, ...]
    true_image: int
    mortal: int
    stars: tuple[Star, ...]
    guesses: tuple[Guess, ...]
    deltas: tuple[int, ...]

    def __hash__(self) -> int:
        """A cheap hash (views cache per record); equality still compares every field."""
        return hash((self.round, self.dealer, self.dreams, self.true_image, self.mortal, self.deltas))


@dataclass
class DreamsState(Copyable):
    """Everything about a game of Dreams; ``apply`` works on a copy (engine.core.game.apply).

    ``deck[0]`` is the top card. ``dreams[k - 1]`` is image ``k``. ``guesses[s]`` is None until
    seat ``s`` has guessed this round.
    """

    seed: int
    step: int
    seats: int
    large_table: bool
    first_dealer: int
    dealer: int
    round: int
    phase: Phase
    scores: list[int]
    deck: list[str]
    discard: list[str]
    dreams: list[str]
    true_image: int
    mortal: int
    stars: list[Star]
    guesses: list[Guess | None]
    history: list[RoundRecord]

    @property
    def star_turns(self) -> int:
        """Star turns in a round: three per player (§3.1)."""
        return STARS_PER_PLAYER * self.seats

    @property
    def placing_seat(self) -> int:
        """The seat whose star turn it is: clockwise from the dealer, three laps (§4 Phase 3)."""
        return (self.dealer + len(self.stars)) % self.seats

    def kinds_left(self, seat: int) -> tuple[StarKind, ...]:
        """The star kinds ``seat`` has not yet placed this round, in the order clear, grey, black."""
        used = {star.kind for star in self.stars if star.seat == seat}
        return tuple(kind for kind in STAR_KINDS if kind not in used)

    def role(self, seat: int) -> Role:
        """The seat's role this round."""
        return Role.MORTAL if seat == self.mortal else Role.GOD

    def occupied(self) -> set[tuple[str, int]]:
        """The points that hold a star."""
        return {(star.column, star.row) for star in self.stars}


def migrate(schema: int, data: dict[str, Any]) -> dict[str, Any]:
    """A stored state of an older schema, brought to :data:`SCHEMA_VERSION`.

    1 -> 2: the star turn became one step, so the first steps of a star being placed
    (``chosen_kind``, ``chosen_column``) are dropped: the seat chooses kind and point again.
    """
    data = dict(data)
    if schema < 2:
        data.pop("chosen_kind", None)
        data.pop("chosen_column", None)
    return data
