"""Forced decisions: a lone choice is taken for its seat inside the move that led to it (engine.core.Rules.proceed).

A hallway game exercises the core alone: from the hall a seat walks to a door it can only
open (forced), behind which a letter lies that it may only read, but must see first (``ask``).
"""

import random
from dataclasses import dataclass, replace

import pytest

from engine.core import Context, Decision, Event, GameSpec, Handler, Option, Result, Rules, Standing
from engine.core.game import apply, can_undo, new_game, pending, replay, state_digest

HALL, DOOR, LETTER, OUT = "hall", "door", "letter", "out"


@dataclass
class Hallway:
    seed: int
    step: int
    seats: int
    room: str = HALL
    doors: int = 0  # how many doors were opened
    letter: int = 0  # the letter's number, drawn when the door opens


def decide(room: str, *options: tuple[str, str], ask: bool = False):
    def decision(state: Hallway) -> Decision:
        return Decision(0, room, f"In the {room}", tuple(Option({"type": t}, label) for t, label in options), ask=ask)

    return decision


def walk(state: Hallway, seat: int, action: dict, context: Context) -> None:
    if action["type"] == "walk":
        state.room = DOOR
        context.tell(Event("{p0} walks to the door"))
    else:
        context.tell(Event("{p0} waits"))


def open_door(state: Hallway, seat: int, action: dict, context: Context) -> None:
    state.doors += 1
    state.letter = context.rng.randrange(1000)
    state.room = LETTER
    context.tell(Event("{p0} opens the door"), Event(f"a letter numbered {state.letter}", seat=0, reveal=True))


def read(state: Hallway, seat: int, action: dict, context: Context) -> None:
    state.room = OUT
    context.tell(Event("{p0} reads the letter"))


RULES = Rules(
    stage=lambda state: state.room,
    handlers={
        HALL: Handler(decide(HALL, ("walk", "Walk on"), ("wait", "Wait")), walk, frozenset({"walk", "wait"})),
        DOOR: Handler(decide(DOOR, ("open", "Open the door")), open_door, frozenset({"open"})),
        LETTER: Handler(decide(LETTER, ("read", "Read the letter"), ask=True), read, frozenset({"read"})),
    },
)


def setup(players: int, seed: int, options: dict[str, str], rng: random.Random) -> Hallway:
    return Hallway(seed=seed, step=0, seats=players)


HALLWAY = GameSpec(
    key="hallway",
    title="Hallway",
    min_seats=1,
    max_seats=1,
    state_type=Hallway,
    schema_version=1,
    setup=setup,
    rules=RULES,
    view=lambda state, seat: state.room,
    result=lambda state: Result((Standing(0, 1, state.doors),), "Out") if state.room == OUT else None,
    secrets=lambda state, viewer: set(),
    check=lambda state: None,
)


def test_a_lone_choice_is_taken_in_the_move_that_led_to_it_and_told():
    state, events = apply(HALLWAY, new_game(HALLWAY, 1, 5), 0, {"type": "walk"})
    assert state.doors == 1 and state.step == 1  # one move: the walk; the door opened inside it
    assert [event.text for event in events][:2] == ["{p0} walks to the door", "{p0} opens the door"]


def test_a_lone_choice_that_asks_waits_for_its_seat():
    state, _ = apply(HALLWAY, new_game(HALLWAY, 1, 5), 0, {"type": "walk"})
    (decision,) = pending(HALLWAY, state)
    assert decision.kind == LETTER and len(decision.options) == 1 and decision.ask and not decision.forced
    state, _ = apply(HALLWAY, state, 0, {"type": "read"})
    assert state.room == OUT and pending(HALLWAY, state) == []


def test_a_forced_step_that_reveals_makes_the_move_final():
    _, waited = apply(HALLWAY, new_game(HALLWAY, 1, 5), 0, {"type": "wait"})
    _, walked = apply(HALLWAY, new_game(HALLWAY, 1, 5), 0, {"type": "walk"})
    assert can_undo(waited) and not can_undo(walked)


def test_forced_steps_draw_from_the_moves_generator_so_replay_gives_the_same_state():
    log = [(0, {"type": "wait"}), (0, {"type": "walk"}), (0, {"type": "read"})]
    first, second = replay(HALLWAY, 1, 9, None, log), replay(HALLWAY, 1, 9, None, log)
    assert state_digest(HALLWAY, first) == state_digest(HALLWAY, second) and first.room == OUT
    assert replay(HALLWAY, 1, 9, None, log[:2]).letter == first.letter


def test_setup_runs_on_through_forced_decisions():
    spec = replace(HALLWAY, setup=lambda players, seed, options, rng: Hallway(seed, 0, players, room=DOOR))
    state = new_game(spec, 1, 5)
    assert state.doors == 1 and [d.kind for d in pending(spec, state)] == [LETTER]
    assert state.letter == new_game(spec, 1, 5).letter  # drawn from step 0's generator: deterministic


def test_a_forced_decision_that_changes_nothing_fails_loudly():
    stuck = replace(
        RULES, handlers={**RULES.handlers, DOOR: Handler(RULES.handlers[DOOR].decide, walk, frozenset({"open"}))}
    )
    spec = replace(HALLWAY, rules=stuck)
    with pytest.raises(AssertionError, match="forced decisions in a row"):
        apply(spec, new_game(spec, 1, 5), 0, {"type": "walk"})
