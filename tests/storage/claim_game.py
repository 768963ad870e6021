"""A two-decision game for the storage tests: both seats may claim a token; a claim takes the
other seat's decision away until the claimer releases it. "Let go" (the default) drops out of
the round. Three rounds."""

import random
from dataclasses import dataclass, field

from engine.core import Decision, Event, GameSpec, IllegalAction, Option, Result, Standing, seat_ref
from testkit.one_stage import one_stage_rules

CLAIM = Option({"type": "claim"}, "Claim")
LET_GO = Option({"type": "let_go"}, "Let go")
RELEASE = Option({"type": "release"}, "Release")


@dataclass
class ClaimState:
    seed: int
    step: int
    seats: int
    rounds_left: int = 3
    holder: int | None = None
    in_round: list[bool] = field(default_factory=list)
    claims: list[int] = field(default_factory=list)


def setup(players: int, seed: int, options: dict[str, str], rng: random.Random) -> ClaimState:
    return ClaimState(seed, 0, players, in_round=[True] * players, claims=[0] * players)


def pending(state: ClaimState) -> list[Decision]:
    if state.rounds_left == 0:
        return []
    if state.holder is not None:
        # ask: the holder releases it when they choose; the core would take a lone choice at once
        return [Decision(state.holder, "release", "Release the token", (RELEASE,), ask=True)]
    return [
        Decision(seat, "claim", "Claim the token?", (LET_GO, CLAIM))
        for seat in range(state.seats)
        if state.in_round[seat]
    ]


def apply(state: ClaimState, seat: int, action: dict, rng: random.Random) -> list[Event]:
    kind = action["type"]
    if kind == "claim":
        state.holder = seat
        state.claims[seat] += 1
    elif kind == "let_go":
        state.in_round[seat] = False
        if not any(state.in_round):
            end_round(state)
    elif kind == "release":
        state.holder = None
        end_round(state)
    else:
        raise IllegalAction("No such move.")
    return [Event(f"{seat_ref(seat)} {kind}")]


def end_round(state: ClaimState) -> None:
    state.rounds_left -= 1
    state.in_round = [True] * state.seats


def result(state: ClaimState) -> Result | None:
    if state.rounds_left:
        return None
    return Result(tuple(Standing(seat, 1, state.claims[seat]) for seat in range(state.seats)))


CLAIM_GAME = GameSpec(
    key="claim",
    title="Claim",
    min_seats=2,
    max_seats=2,
    state_type=ClaimState,
    schema_version=1,
    setup=setup,
    rules=one_stage_rules(pending, apply, ("claim", "let_go", "release"), lambda kind: "No such move."),
    view=lambda state, seat: state,
    result=result,
    secrets=lambda state, viewer: set(),
    check=lambda state: None,
)
