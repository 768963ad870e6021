"""Dreams situations for the renderer tests, built through the engine contract (setup, then applied actions).

The secret deal (dealer, mortal, true image) is fixed by hand right after setup, as the
rules document's worked examples do; everything after that goes through ``core.apply``.
"""

import copy
import io
import random
from collections.abc import Iterable

from PIL import Image

from engine.core import apply, new_game, pending, view
from engine.dreams import GAME

NAMES = ("Ann", "Ben", "Cy", "Dan", "Eve", "Fay", "Gus", "Hal")
WE1_NAMES = ("Andrea", "Peter", "George", "Nina")
WE1_STARS = ((0, "clear", "G2"), (1, "black", "G4"), (2, "grey", "E5"), (3, "grey", "I5"))


def game(players: int, *, dealer: int = 0, mortal: int = 0, true_image: int = 1, seed: int = 1):
    """A fresh game in round 1 with the secret deal fixed by hand."""
    state = new_game(GAME, players, seed, {"large_table": "on" if players > 6 else "off"})
    state.dealer = state.first_dealer = dealer
    state.mortal = mortal
    state.true_image = true_image
    return state


def act(state, seat: int, action: dict):
    """One action through the engine contract; returns the new state."""
    new_state, _ = apply(GAME, state, seat, action)
    return new_state


def place(state, seat: int, kind: str, point: str):
    """One star, in its one step (§6.7)."""
    return act(state, seat, {"type": "place", "kind": kind, "at": point})


def place_all(state, moves: Iterable[tuple[int, str, str]]):
    """Several stars: (seat, kind, point) each."""
    for seat, kind, point in moves:
        state = place(state, seat, kind, point)
    return state


def star_moves(state, count: int, seed: int = 0) -> list[tuple[int, dict]]:
    """``count`` random legal star placements from ``state``, as (seat, action) pairs."""
    chooser = random.Random(seed)
    moves: list[tuple[int, dict]] = []
    for _ in range(count):
        decision = pending(GAME, state)[0]
        option = chooser.choice(decision.options)
        moves.append((decision.seat, option.action))
        state = act(state, decision.seat, option.action)
    return moves


def replay_moves(state, moves: Iterable[tuple[int, dict]]):
    """Apply recorded (seat, action) pairs."""
    for seat, action in moves:
        state = act(state, seat, action)
    return state


def fill_sky(state):
    """Every remaining star of the round, each decision's default."""
    while state.phase.value == "placing":
        decision = pending(GAME, state)[0]
        state = act(state, decision.seat, decision.default_option.action)
    return state


def guess(state, seat: int, target: int | str | None):
    """A guess written as a seat (accuse), "img3" (the mortal's image) or None (timed out: no guess)."""
    if target is None:
        new_state, _ = apply(GAME, state, seat, {"type": "abstain"}, timed_out=True)
        return new_state
    if isinstance(target, str):
        return act(state, seat, {"type": "vision", "image": int(target.removeprefix("img"))})
    return act(state, seat, {"type": "accuse", "seat": target})


def guess_all(state, guesses: dict[int, int | str | None]):
    """Every listed seat guesses, in seat order."""
    for seat in sorted(guesses):
        state = guess(state, seat, guesses[seat])
    return state


def random_guesses(state, chooser: random.Random) -> dict[int, int | str | None]:
    """A plausible guess for every seat: gods accuse someone else, the mortal names an image."""
    return {
        seat: f"img{chooser.randint(1, 4)}"
        if seat == state.mortal
        else chooser.choice([other for other in range(state.seats) if other != seat])
        for seat in range(state.seats)
    }


def play_to_end(state, seed: int = 0):
    """Default stars and random guesses until the game is over."""
    chooser = random.Random(seed)
    while state.phase.value != "over":
        state = fill_sky(state)
        state = guess_all(state, random_guesses(state, chooser))
    return state


def public(state):
    """The public view."""
    return view(GAME, state, None)


def seat_view(state, seat: int):
    """A seat's view."""
    return view(GAME, state, seat)


def copy_state(state):
    """An independent copy."""
    return copy.deepcopy(state)


def decode(png: bytes) -> Image.Image:
    """The PNG as an RGB image."""
    image = Image.open(io.BytesIO(png))
    image.load()
    return image.convert("RGB")
