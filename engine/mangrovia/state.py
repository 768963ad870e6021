"""The Mangrovia game state: plain dataclasses that round-trip through JSON (rules Appendix B).

Cards are kept by id (:mod:`engine.mangrovia.cards`), piles and displays as lists (a pile's top
card first), amulets by value (the bag is a sorted multiset: each draw picks one at random). The
board is a map from each built space to its occupant (a seat, or ``NEUTRAL``). The round is
phase 1 while ``placing`` lists seats still to place a bowl, then the boat's tour: ``pier`` is
the pier being resolved and ``parts`` what its owner may still do there; ``space`` (a hut
waiting for its payment) and ``drawn`` (amulets waiting for one to go back) are the two
follow-up decisions of a part. ``stop`` is what the owner has done at the current pier so far,
as clauses in data (``engine.mangrovia.text.events``: "took V7.1", "drew valuables"), told in one
sentence when the boat moves on (the tour's lasting record, issue 21).
"""

from dataclasses import dataclass, field
from typing import Any

from engine.core.copier import Copyable
from engine.mangrovia.piers import PIER_COUNT, site_of

SCHEMA_VERSION = 3
NEUTRAL = -1  # the neutral competitor's seat on the board (2-3 players, ruling R14)
EMPTY = -1  # a ritual site without a bowl
BLOCKED = -2  # the ritual site blocked in 2-player games
SITE_INDEX = (0, *(site_of(pier) - 1 for pier in range(1, PIER_COUNT + 1)))  # by pier: its site's index in ``sites``


@dataclass
class PlayerState:
    """One player: supply, hand, amulets, tiles and the two pillars."""

    colour: str
    huts: int  # left in the supply
    bowls: int  # placed each round
    valuables: list[str] = field(default_factory=list)  # valuables card ids in hand (start cards too)
    landscapes: list[str] = field(default_factory=list)  # landscape card ids in hand
    amulets: list[int] = field(default_factory=list)  # values held, sorted (secret, §9)
    tiles: list[str] = field(default_factory=list)  # stone circle tiles held (variant, public)
    chief: int = 0  # chief points (the chief pillar)
    track: int = 0  # the amulet pillar: huts built on amulet spaces (§3.6)


@dataclass
class MangroviaState(Copyable):
    """Everything about one game of Mangrovia."""

    seed: int
    step: int
    seats: int
    variant: str  # the stone circle tiles variant: off, all, statues, others (§8)
    start_player: int
    players: list[PlayerState]
    round: int = 1
    sites: list[int] = field(default_factory=list)  # ritual sites 1-6: the bowl's seat, EMPTY or BLOCKED
    placing: list[int] = field(default_factory=list)  # seats still to place a bowl this round, in order
    pier: int = 0  # the pier the boat is at (1-12); 0 while bowls are placed
    opening: bool = False  # the owner has not yet chosen how to use this pier
    parts: list[str] = field(default_factory=list)  # the parts of the pier still to do, in order
    space: str = ""  # the space of the hut being paid for
    double: bool = False  # that hut is a double hut
    drawn: list[int] = field(default_factory=list)  # amulets drawn, one to return (§6.2)
    stop: list[str] = field(default_factory=list)  # what the owner did at this pier so far (clauses as data)
    huts: dict[str, int] = field(default_factory=dict)  # built space: its seat or NEUTRAL
    doubles: list[str] = field(default_factory=list)  # spaces holding a double hut
    totems: dict[str, int] = field(default_factory=dict)  # totem-area space: the totem tile under its hut
    totem_stack: list[int] = field(default_factory=list)  # top first
    stones: dict[str, str] = field(default_factory=dict)  # stone circle space: the variant tile lying on it
    tiles_boxed: list[str] = field(default_factory=list)  # variant tiles not laid out, and used ones
    birds: list[str] = field(default_factory=list)  # the two active landscapes
    valuables_pile: list[str] = field(default_factory=list)
    valuables_display: list[str] = field(default_factory=list)  # up to 4
    valuables_discard: list[str] = field(default_factory=list)  # face up, last paid last
    landscape_pile: list[str] = field(default_factory=list)
    landscape_display: list[str] = field(default_factory=list)  # up to 3
    landscape_discard: list[str] = field(default_factory=list)
    boxed: list[str] = field(default_factory=list)  # start cards spent, and those of absent seats
    bag: list[int] = field(default_factory=list)  # sorted
    set_aside: list[int] = field(default_factory=list)  # spent amulets, face up, sorted (§6.7)
    ones: int = 0  # value-1 amulets left on the board's supply
    ending: bool = False  # someone built his last hut: this round is the last (§7.1)
    over: bool = False

    def acting(self) -> int:
        """The seat whose bowl acts at the current pier, or EMPTY."""
        if not self.pier:
            return EMPTY
        owner = self.sites[SITE_INDEX[self.pier]]
        return owner if owner >= 0 else EMPTY

    def left_of(self, seat: int) -> int:
        """The next seat clockwise (turn order)."""
        return (seat + 1) % self.seats

    def right_of(self, seat: int) -> int:
        """The next seat counter-clockwise."""
        return (seat - 1) % self.seats

    def clockwise_from(self, seat: int) -> list[int]:
        """Every seat, from ``seat`` in turn order."""
        return [(seat + offset) % self.seats for offset in range(self.seats)]

    def huts_of(self, seat: int, spaces: tuple[str, ...]) -> int:
        """How many huts ``seat`` (or NEUTRAL) has on these spaces, a double hut counting 2."""
        huts = self.huts
        return sum((2 if space in self.doubles else 1) for space in spaces if huts.get(space, -9) == seat)


def migrate(schema: int, data: dict[str, Any]) -> dict[str, Any]:
    """A stored state of an older schema, brought to :data:`SCHEMA_VERSION`.

    1 -> 2: ``stop`` (what the owner did at the current pier, for the tour's record) is new; a
    game stored in the middle of a pier stop tells only what is done from there on.
    2 -> 3: ``stop`` holds clauses as data, no longer in English words (issue 25: said in the
    reader's language); the English clauses of a game stored mid-stop are dropped as in 1 -> 2.
    """
    data = dict(data)
    if schema < 2:
        data.setdefault("stop", [])
    if schema < 3:
        data["stop"] = []
    return data
