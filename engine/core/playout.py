"""A playout path for search: random (or policy) play from a state to the end, on one copy changed in place.

:func:`engine.core.apply` copies the state at every move, so that an illegal move changes
nothing and every state it returns is a value. A search (a bot's Monte Carlo playouts, issue 24)
plays thousands of moves it picked from the offered options and keeps only the end: it needs
neither. :func:`playout` copies once, then runs each move through the game's rules on that copy
(``Context.offered``: the move is an offered option, so handlers may skip re-checking it).

Chance (a reshuffle, the dice of a new Burgundy phase) is drawn from the playout's ``rng``, not
from the game's seed and step as in a real move: a bot's playouts must not know the table's
future draws, and two playouts with different generators see different futures.

>>> from engine.core import get_game, new_game
>>> import random
>>> spec = get_game("biblios")
>>> start = new_game(spec, 3, 7)
>>> end = playout(spec, start, random.Random(1))
>>> spec.pending(end), spec.result(end) is not None, start.step
([], True, 0)
"""

import gc
import random
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from engine.core.copier import copy_state
from engine.core.decision import Action, Decision
from engine.core.memo import forget, seal
from engine.core.rules import Context

Policy = Callable[[Any, Sequence[Decision], random.Random], tuple[int, Action]]
"""``policy(state, decisions, rng)`` -> (seat, action): one of the offered options of one pending decision."""


def random_policy(state: Any, decisions: Sequence[Decision], rng: random.Random) -> tuple[int, Action]:
    """Any pending decision, any of its options, uniformly."""
    decision = decisions[0] if len(decisions) == 1 else rng.choice(decisions)
    options = decision.options
    return decision.seat, (options[0] if len(options) == 1 else rng.choice(options)).action


def playout(
    spec: Any,
    state: Any,
    rng: random.Random,
    *,
    policy: Policy | None = None,
    max_decisions: int | None = None,
    seeded: bool = False,
) -> Any:
    """The state reached from ``state`` by ``policy``'s moves (random ones by default), to the end of the game.

    ``state`` is never changed: one copy is made, then changed in place move after move.
    ``max_decisions`` stops earlier, after that many moves (the end state may then wait on
    more). The policy must pick offered options: nothing checks them, as in a search that
    picks among the options it was given. How many moves were made: ``end.step - state.step``.
    ``seeded``: chance comes from the game's seed and step, as in :func:`engine.core.apply`, so
    the same moves give the very state ``apply`` would (the tests' check of this path).
    """
    choose = random_policy if policy is None else policy
    chance = None if seeded else rng
    work = own_copy(state)
    left = -1 if max_decisions is None else max_decisions
    with collector_paused():
        while left != 0 and (decisions := spec.pending(work)):
            seat, action = choose(work, decisions, rng)
            advance(spec, work, seat, action, chance)
            left -= 1
    return work


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused for the block (as it was, after it).

    A playout makes hundreds of thousands of short-lived objects (the texts of its events and
    options among them: a text remembers its message, so it is tracked by the collector) and no
    reference cycles that must go before it ends; the collector's passes over them cost a playout
    about a third of its time. Nested blocks leave it paused until the outermost ends.
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def own_copy(state: Any) -> Any:
    """A copy of ``state`` for :func:`advance` to change in place (``state`` itself is never changed)."""
    return seal(copy_state(state))


def advance(spec: Any, work: Any, seat: int, action: Action, rng: random.Random | None) -> None:
    """``seat``'s offered ``action`` run on ``work`` in place (a state from :func:`own_copy`), one step on.

    Chance (a reshuffle, dice) is drawn from ``rng``: a search's own generator, never the game's seed
    and step (None: from them, as :func:`engine.core.apply` does). Nothing checks that the move is
    offered, and the events told are dropped.
    """
    forget(work)
    work.step += 1
    spec.rules.act(work, seat, action, Context(work.seed, work.step, rng, offered=True, quiet=True))
