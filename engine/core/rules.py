"""Dispatch: from the decision a game waits for to the code that asks it and applies the answer.

Every game declares one :class:`Rules`: a function naming the decision the game waits for
(its *stage*: a phase, a step of the turn...), and a table from each stage to its
:class:`Handler`. A handler says how the decision is built (``decide``), which move types
answer it (``accepts``) and how an answer is applied (``act``). Every ``act`` of every
game has the one signature ``act(state, seat, action, context)``: it changes ``state`` (a
private copy), tells what happened with ``context.tell(...)`` and draws from
``context.rng``, which exists only once a move draws.

>>> from engine.core import Decision, Event, Option
>>> def decide(state):
...     return Decision(0, "knock", "Knock?", (Option({"type": "knock"}, "Knock"),))
>>> def knock(state, seat, action, context):
...     context.tell(Event("Knock knock"))
>>> rules = Rules(stage=lambda state: "door", handlers={"door": Handler(decide, knock, frozenset({"knock"}))})
>>> [decision.kind for decision in rules.decisions(None)]
['knock']
"""

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from engine.core.decision import Action, Decision, Event
from engine.core.errors import IllegalAction
from engine.core.memo import forget, remember
from engine.core.rng import rng_for
from i18n import _

S = TypeVar("S")

GAME_OVER = _("This game is over; no more moves can be made.")
NOT_OFFERED = _("That move is not one of the choices available now.")
MAX_FORCED = 10_000  # forced decisions in a row; beyond, a forced move must be changing nothing


class Context:
    """What a handler gets besides the state and the move: the events it tells, the move's randomness.

    ``offered`` is True when the move is one of the options the state's pending decision offers
    (:func:`engine.core.apply` checked it, value by value): the decision was built from the very
    state the handler gets, so a handler may skip re-checking what building the option already
    checked. It is False whenever the handler must validate everything: a move that is not
    offered, run only for its refusal message, and moves applied directly (``GameSpec.apply``,
    the tests' way to reach a game's own refusals). A refusal must read the same either way:
    skip only checks that an offered move always passes.

    ``quiet`` is True when nobody reads the events told (a search's playout drops them): a game may
    then skip building their texts, which is most of what a move costs once texts are messages
    (issue 25). Whatever it tells anyway is dropped; the state must come out the same either way.
    """

    __slots__ = ("events", "offered", "quiet", "_seed", "_step", "_rng")

    def __init__(
        self, seed: int, step: int, rng: random.Random | None = None, *, offered: bool = False, quiet: bool = False
    ) -> None:
        self.events: list[Event] = []
        self.offered = offered
        self.quiet = quiet
        self._seed = seed
        self._step = step
        self._rng = rng  # given by setup, which draws from step 0's generator anyway

    @property
    def rng(self) -> random.Random:
        """The generator of this move (:func:`engine.core.rng_for` of its step), created on first use."""
        if self._rng is None:
            self._rng = rng_for(self._seed, self._step)
        return self._rng

    def tell(self, *events: Event) -> None:
        """Record what happened, in order."""
        self.events.extend(events)


Decide = Callable[[S], Decision | Sequence[Decision]]
Act = Callable[[S, int, Action, Context], None]


@dataclass(frozen=True, slots=True)
class Handler(Generic[S]):
    """One stage of a game: how its decision is built and how an answer is applied.

    ``decide(state)`` builds the decision (or, for simultaneous choices, the decisions, one
    per seat); ``act(state, seat, action, context)`` applies a move whose type is in
    ``accepts``. ``expected`` says in the player's words what answers this stage ("a bid or
    a pass"), for the refusal of any other move type.
    """

    decide: Decide[S]
    act: Act[S]
    accepts: frozenset[str]
    expected: str = ""


def _wrong_move(kind: str, expected: str) -> str:
    return NOT_OFFERED


@dataclass(frozen=True, slots=True)
class Rules(Generic[S]):
    """A game's dispatch table: the stage it waits on, and the handler of every stage.

    - ``stage(state)`` -> the key of the handler waited on; a key with no handler (None, an
      "over" stage) means nothing is pending.
    - ``guard(state, seat, action)`` (optional) runs first and refuses what no stage would
      take from that seat (game over, not your turn), with the game's own words.
    - ``wrong_move(move type, handler.expected)`` -> the refusal of a move type the stage
      does not accept.
    - ``settle(state, context)`` (optional) runs after every move: the automatic steps that
      follow it (draws, the next round), up to the next decision.

    After a move, :meth:`proceed` also takes every *forced* decision (a single option the table
    knows is the only one, not flagged ``ask``: :attr:`Decision.forced`) for its seat, settling
    again after each, so the state a move leads to waits only on real choices, and on secret
    ones whose lone option the table could not know of.
    """

    stage: Callable[[S], Hashable]
    handlers: Mapping[Hashable, Handler[S]]
    guard: Callable[[S, int, Action], None] | None = None
    wrong_move: Callable[[str, str], str] = _wrong_move
    settle: Callable[[S, Context], None] | None = None

    def handler(self, state: S) -> Handler[S] | None:
        """The handler of the stage ``state`` waits on; None once nothing is pending."""
        return self.handlers.get(self.stage(state))

    def decisions(self, state: S) -> list[Decision]:
        """The decisions ``state`` waits for, built anew (``GameSpec.pending`` keeps them)."""
        handler = self.handlers.get(self.stage(state))
        if handler is None:
            return []
        built = handler.decide(state)
        return [built] if isinstance(built, Decision) else list(built)

    def act(self, state: S, seat: int, action: Action, context: Context) -> None:
        """Apply ``seat``'s move to ``state`` (a private copy) through its stage's handler, then settle.

        The guard is skipped for an offered move (``context.offered``): a pending decision of that
        very seat offered it, so the game is not over and the seat is deciding.
        """
        if self.guard is not None and not context.offered:
            self.guard(state, seat, action)
        handler = self.handlers.get(self.stage(state))
        if handler is None:
            raise IllegalAction(GAME_OVER)
        kind: Any = action.get("type")
        if kind not in handler.accepts:
            raise IllegalAction(self.wrong_move(str(kind), handler.expected))
        handler.act(state, seat, action, context)
        self.proceed(state, context)

    def proceed(self, state: S, context: Context) -> None:
        """Run the automatic steps up to a real choice: ``settle``, then each forced decision, taken for its seat.

        A forced step tells its events like any move (the thread reads "Ben ends the turn"),
        so one that reveals something makes the move that led to it final (``can_undo``).
        The decisions left waiting are kept on the state (:func:`engine.core.remember`), so
        ``pending`` does not build them again.
        """
        for _forced in range(MAX_FORCED):
            forget(state)
            if self.settle is not None:
                self.settle(state, context)
            for forced in remember(state, "pending", self.decisions):
                if forced.forced:
                    break
            else:
                return
            forget(state)
            self.handlers[self.stage(state)].act(state, forced.seat, forced.options[0].action, context)
        raise AssertionError(f"more than {MAX_FORCED} forced decisions in a row: a forced move changes nothing")
