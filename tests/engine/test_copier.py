"""The generated state copier: a copy equal to the original that shares nothing a rule changes in place."""

from dataclasses import dataclass, field

from engine.core import Copyable, copy_state, remember, remembered
from engine.core.memo import seal


@dataclass(frozen=True)
class Tile:
    name: str


@dataclass
class Seat:
    hand: list[str] = field(default_factory=list)
    score: int = 0


@dataclass
class Table(Copyable):
    seats: list[Seat]
    piles: dict[str, list[str]]
    tiles: tuple[Tile, ...]
    board: dict[str, int] = field(default_factory=dict)
    turn: int = 0


def table() -> Table:
    return Table([Seat(["a"], 2), Seat()], {"deck": ["x", "y"]}, (Tile("t"),), {"c1": 0}, 3)


def test_a_copy_is_equal_and_shares_only_what_never_changes_in_place():
    original = table()
    copied = copy_state(original)
    assert copied == original and type(copied) is Table
    assert copied.seats is not original.seats and copied.seats[0] is not original.seats[0]
    assert copied.seats[0].hand is not original.seats[0].hand
    assert copied.piles["deck"] is not original.piles["deck"] and copied.board is not original.board
    assert copied.tiles is original.tiles  # a tuple of frozen values
    copied.seats[0].hand.append("b")
    copied.piles["deck"].pop()
    assert original == table()


def test_a_copy_of_a_sealed_state_remembers_nothing():
    original = seal(table())
    remember(original, "pending", lambda state: ["built"])
    copied = copy_state(original)
    assert remembered(original, "pending") == ["built"]
    assert remembered(copied, "pending") is None and copied == original
    assert "_memo" not in vars(copied)
