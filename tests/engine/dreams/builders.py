"""Hand-built Dreams scenarios: fix the dealer, the mortal, the true vision and scores, then play moves."""

import copy
from collections.abc import Iterable

from engine.core import Event
from engine.core.game import apply, new_game, pending
from engine.dreams import GAME
from engine.dreams.state import DreamsState, Guess, Phase

NAMES_WE1 = ["Andrea", "Peter", "George", "Nina"]


def start(players: int, seed: int, large_table: bool = False) -> DreamsState:
    """A new game through the core's ``new_game``."""
    return new_game(GAME, players, seed, {"large_table": "on" if large_table else "off"})


def make_state(
    seats: int,
    *,
    dealer: int = 0,
    mortal: int = 0,
    true_image: int = 1,
    scores: Iterable[int] | None = None,
    seed: int = 1,
    large_table: bool = False,
) -> DreamsState:
    """A fresh game in round 1 with the given dealer, mortal, true image and starting scores.

    Scores given by hand have no recorded rounds behind them, so such a state is a scenario,
    not something ``check`` accepts.
    """
    state = start(seats, seed, large_table)
    state.dealer = state.first_dealer = dealer
    state.mortal = mortal
    state.true_image = true_image
    if scores is not None:
        state.scores = list(scores)
    return state


def act(state: DreamsState, seat: int, action: dict) -> tuple[DreamsState, list[Event]]:
    """Apply one action through the engine contract (core.apply)."""
    return apply(GAME, state, seat, action)


def place(state: DreamsState, seat: int, kind: str, point: str) -> tuple[DreamsState, list[Event]]:
    """Place one star in its one step (§6.7)."""
    return act(state, seat, {"type": "place", "kind": kind, "at": point})


def place_all(state: DreamsState, moves: Iterable[tuple[int, str, str]]) -> DreamsState:
    """Place several stars: (seat, kind, point) each."""
    for seat, kind, point in moves:
        state, _ = place(state, seat, kind, point)
    return state


def fill_sky(state: DreamsState) -> DreamsState:
    """Place every remaining star of the round by taking each decision's default."""
    while state.phase is Phase.PLACING:
        decision = pending(GAME, state)[0]
        state, _ = act(state, decision.seat, decision.default_option.action)
    return state


def guess_action(guess: int | str | None) -> dict:
    """The action for a guess written as a seat (int), an image ("img3") or None (timed out: no guess)."""
    if guess is None:
        return {"type": "abstain"}
    if isinstance(guess, str):
        return {"type": "vision", "image": int(guess.removeprefix("img"))}
    return {"type": "accuse", "seat": guess}


def guess_all(state: DreamsState, guesses: dict[int, int | str | None]) -> tuple[DreamsState, list[Event]]:
    """Every listed seat guesses, in seat order; returns the state after the last and all events."""
    events: list[Event] = []
    for seat in sorted(guesses):
        # None: the seat's clock ran out, and only then is "no guess" taken (rules 3.1, Phase 4).
        state, step_events = apply(GAME, state, seat, guess_action(guesses[seat]), timed_out=guesses[seat] is None)
        events += step_events
    return state, events


def in_guessing(state: DreamsState) -> DreamsState:
    """The same state with the sky filled, ready for guesses."""
    return fill_sky(copy.deepcopy(state))


def with_guesses(state: DreamsState, guesses: dict[int, Guess]) -> DreamsState:
    """A copy of a guessing-phase state with some guesses already recorded (bypassing the reveal)."""
    result = copy.deepcopy(state)
    for seat, guess in guesses.items():
        result.guesses[seat] = guess
    return result
