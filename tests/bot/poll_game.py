"""A tiny game with what the toy game lacks: simultaneous secret choices, many options, a public step.

Each round every seat secretly picks a number (1..size, all seats at once, a secret
decision); when the last pick is in, the picks are revealed; then the round's bell-ringer
(seat ``round - 1``, modulo the seats) rings the bell, a public single-seat decision.
After ``ROUNDS`` rounds the highest total wins. A seat's own pick is its lasting private
view, so picking changes it (and the bot DMs it).
"""

import random
from dataclasses import dataclass, field

from engine.core import Decision, Event, GameSpec, IllegalAction, Option, OptionSpec, Result, Standing, seat_ref
from engine.core.result import rank_by_keys
from testkit.one_stage import one_stage_rules

ROUNDS = 2


@dataclass
class PollState:
    seed: int
    step: int
    seats: int
    size: int
    round: int = 1
    ringing: bool = False
    picks: list[int | None] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    revealed: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class PollPublic:
    round: int
    ringing: bool
    picked: tuple[bool, ...]
    totals: tuple[int, ...]
    revealed: tuple[int, ...]


@dataclass(frozen=True)
class PollSeatView:
    public: PollPublic
    pick: int | None


def setup(players: int, seed: int, options: dict[str, str], rng: random.Random) -> PollState:
    return PollState(seed, 0, players, int(options["size"]), picks=[None] * players, totals=[0] * players)


def bell_ringer(state: PollState) -> int:
    return (state.round - 1) % state.seats


def pending(state: PollState) -> list[Decision]:
    if state.round > ROUNDS:
        return []
    if state.ringing:
        options = (
            Option({"type": "ring", "times": 1}, "Ring once"),
            Option({"type": "ring", "times": 2}, "Ring twice"),
        )
        return [Decision(bell_ringer(state), "ring", f"{seat_ref(bell_ringer(state))}, ring the bell", options)]
    numbers = tuple(Option({"type": "pick", "n": n}, f"Number {n}") for n in range(1, state.size + 1))
    return [
        Decision(seat, "pick", "Pick a number in secret", numbers, secret=True, context=f"Round {state.round}")
        for seat in range(state.seats)
        if state.picks[seat] is None
    ]


def apply(state: PollState, seat: int, action: dict, rng: random.Random) -> list[Event]:
    if action["type"] == "pick":
        n = action.get("n")
        if not isinstance(n, int) or not 1 <= n <= state.size:
            raise IllegalAction(f"Pick a number from 1 to {state.size}.")
        if state.ringing or state.picks[seat] is not None:
            raise IllegalAction("You have already picked this round.")
        state.picks[seat] = n
        events = [Event(f"{seat_ref(seat)} picked in secret"), Event(f"You picked {n}", seat)]
        if all(p is not None for p in state.picks):
            state.revealed = [p or 0 for p in state.picks]
            state.totals = [t + p for t, p in zip(state.totals, state.revealed, strict=True)]
            state.picks = [None] * state.seats
            state.ringing = True
            events.append(Event("The picks are revealed: " + ", ".join(map(str, state.revealed)), reveal=True))
        return events
    if action["type"] == "ring":
        if not state.ringing or seat != bell_ringer(state):
            raise IllegalAction("It is not your bell to ring.")
        state.ringing = False
        state.round += 1
        return [Event(f"{seat_ref(seat)} rang the bell")]
    raise IllegalAction(f"Unknown move “{action['type']}”.")


def view(state: PollState, seat: int | None) -> PollPublic | PollSeatView:
    public = PollPublic(
        state.round,
        state.ringing,
        tuple(p is not None for p in state.picks),
        tuple(state.totals),
        tuple(state.revealed),
    )
    return public if seat is None else PollSeatView(public, state.picks[seat])


def result(state: PollState) -> Result | None:
    if state.round <= ROUNDS:
        return None
    ranks = rank_by_keys(range(state.seats), lambda s: state.totals[s])
    return Result(
        tuple(Standing(s, rank, state.totals[s], {"Numbers": state.totals[s]}) for s, rank in ranks), "Poll over"
    )


def secrets(state: PollState, viewer: int | None) -> set[str]:
    return {f"Number {p}" for s, p in enumerate(state.picks) if p is not None and s != viewer}


def check(state: PollState) -> None:
    assert len(state.picks) == state.seats


POLL_GAME = GameSpec(
    key="poll",
    title="Poll",
    min_seats=1,
    max_seats=4,
    state_type=PollState,
    schema_version=1,
    setup=setup,
    rules=one_stage_rules(pending, apply, ("pick", "ring"), lambda kind: f"Unknown move “{kind}”."),
    view=view,
    result=result,
    secrets=secrets,
    check=check,
    options=(
        OptionSpec(
            name="size",
            label="Numbers to pick from",
            choices=("3", "60"),
            default="3",
            choice_labels=("Three", "Sixty"),
        ),
    ),
    rules_summary="Pick numbers in secret; ring the bell; the highest total wins.",
)
