"""``Context.offered``: a handler knows whether the move it runs was offered (apply) or runs only for its refusal.

A counter game: the seat may add 1 or 2; the handler records what its context said and refuses 3
with its own message, so the refusal path is seen too.
"""

import random
from dataclasses import dataclass

import pytest

from engine.core import Context, Decision, GameSpec, Handler, IllegalAction, Option, Rules
from engine.core.game import apply, new_game

SEEN: list[bool] = []


@dataclass
class Counter:
    seed: int
    step: int
    seats: int
    total: int = 0


def decide(state: Counter) -> Decision:
    return Decision(0, "add", "Add?", tuple(Option({"type": "add", "n": n}, f"Add {n}") for n in (1, 2)))


def add(state: Counter, seat: int, action: dict, context: Context) -> None:
    SEEN.append(context.offered)
    if action.get("n") not in (1, 2):
        raise IllegalAction("Add 1 or 2.")
    state.total += action["n"]


COUNTER = GameSpec(
    key="counter",
    title="Counter",
    min_seats=1,
    max_seats=1,
    state_type=Counter,
    schema_version=1,
    setup=lambda players, seed, options, rng: Counter(seed=seed, step=0, seats=players),
    rules=Rules(stage=lambda state: "add", handlers={"add": Handler(decide, add, frozenset({"add"}))}),
    view=lambda state, seat: state.total,
    result=lambda state: None,
    secrets=lambda state, viewer: set(),
    check=lambda state: None,
)


def test_an_offered_move_runs_with_offered_set():
    SEEN.clear()
    state, _ = apply(COUNTER, new_game(COUNTER, 1, 5), 0, {"type": "add", "n": 2})
    assert state.total == 2 and SEEN == [True]


@pytest.mark.parametrize("move", [{"type": "add", "n": 3}, {"type": "add", "n": True}, {"type": "add", "n": 1, "x": 0}])
def test_a_move_not_offered_runs_for_its_refusal_with_offered_unset(move):
    SEEN.clear()
    with pytest.raises(IllegalAction):
        apply(COUNTER, new_game(COUNTER, 1, 5), 0, move)
    assert SEEN == [False]


def test_a_move_applied_directly_is_not_offered():
    SEEN.clear()
    state = new_game(COUNTER, 1, 5)
    COUNTER.apply(state, 0, {"type": "add", "n": 1}, random.Random(0))
    assert state.total == 1 and SEEN == [False]
