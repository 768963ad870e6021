"""Standing instructions ("proxy decisions"): moves a seat asks to have made for it later.

A seat sets an instruction privately ("bid up to 4 on this card", "pass on every Gold card");
it lives outside the game state (storage keeps it), and after every change each live
instruction is stepped against the new state (:class:`~engine.core.proxy_rules.ProxyRules`). One that gives a move has
it made through :func:`engine.core.apply`, exactly like that seat's click, so the public sees
the move and nothing else; one that no longer holds ends, with a reason for its seat only.

A game declares its instructions with ``GameSpec.proxies`` (None: the game has none). The rest
of the project calls :func:`offered_proxies`, :func:`make_proxy` and :func:`proxy_moves`.

>>> step = ProxyStep(action={"type": "pass"})
>>> step.action, step.ended
({'type': 'pass'}, '')
"""

import json
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from engine.core.decision import Action, Event
from engine.core.errors import IllegalAction
from engine.core.game import GameSpec, apply, canonical_json, pending_for
from engine.core.proxy_rules import ProxyKind, ProxyStep
from i18n import _

NO_PROXIES = _("This game has no standing instructions.")
NOT_OFFERED = _("that move is not one of the choices available now.")
MAX_PROXY_MOVES = 1_000  # moves made by instructions after one change; beyond, an instruction must be looping


def not_followed(described: str, why: str) -> str:
    """The end of an instruction whose move the game refused: a rules gap, told to its seat only."""
    return _("Your instruction “{instruction}” was cancelled: {why}", instruction=described, why=why)


def stopped(described: str) -> str:
    """The end of an instruction still moving after :data:`MAX_PROXY_MOVES` moves in a row."""
    return _(
        "Your instruction “{instruction}” was cancelled: it kept making moves ({limit} in a row).",
        instruction=described,
        limit=MAX_PROXY_MOVES,
    )


class ProxyMove(NamedTuple):
    """A move an instruction made: for ``seat``, ``action``, which told ``events`` (as a click would)."""

    seat: int
    action: Action
    events: list[Event]


class ProxyEnd(NamedTuple):
    """An instruction that ended: ``index`` is its place in the seat's sequence given to :func:`proxy_moves`."""

    seat: int
    index: int
    instruction: dict[str, Any]
    reason: str


class ProxyRun(NamedTuple):
    """What :func:`proxy_moves` did: the state reached, the moves in order, the instructions that ended."""

    state: Any
    moves: tuple[ProxyMove, ...]
    ended: tuple[ProxyEnd, ...]


def offered_proxies(spec: GameSpec, state: Any, seat: int) -> tuple[ProxyKind, ...]:
    """The instructions ``seat`` may set now; none in a game without them."""
    return () if spec.proxies is None else spec.proxies.offered(state, seat)


def make_proxy(
    spec: GameSpec, state: Any, seat: int, key: str, amount: int | None = None, choice: int | None = None
) -> dict[str, Any]:
    """The instruction ``seat`` sets, as plain JSON data; ``IllegalAction`` when it cannot be set now."""
    if spec.proxies is None:
        raise IllegalAction(NO_PROXIES)
    instruction = spec.proxies.make(state, seat, key, amount, choice)
    assert isinstance(instruction, dict) and json.loads(canonical_json(instruction)) == instruction, "plain JSON"
    return instruction


def proxy_moves(spec: GameSpec, state: Any, instructions: Mapping[int, Sequence[dict[str, Any]]]) -> ProxyRun:
    """Step the live ``instructions`` (by seat, in the order they were set) until none moves.

    Every live instruction is stepped in the current state; those that ended are dropped, with
    their reason. Then the first seat (in seat order) with a move makes it (its first
    instruction giving one wins) through :func:`engine.core.apply`, like a click, and
    everything is stepped again in the new state, until no instruction gives a move. Call it
    after every change, and after an instruction is set (it may apply at once).

    A move the seat's decision does not offer, or that the game refuses, ends its instruction
    (a rules gap: the game promised it would be offered); so does moving more than
    :data:`MAX_PROXY_MOVES` times after one change, so a looping instruction cannot spin.
    ``state`` is never changed.
    """
    live = {seat: list(enumerate(sequence)) for seat, sequence in sorted(instructions.items()) if sequence}
    ended: list[ProxyEnd] = []
    moves: list[ProxyMove] = []
    rules = spec.proxies
    if rules is None:
        ended.extend(ProxyEnd(seat, index, item, NO_PROXIES) for seat, items in live.items() for index, item in items)
        return ProxyRun(state, (), tuple(ended))

    def end(seat: int, index: int, instruction: dict[str, Any], reason: str) -> None:
        live[seat] = [(i, item) for i, item in live[seat] if i != index]
        ended.append(ProxyEnd(seat, index, instruction, reason))

    while True:
        chosen: tuple[int, int, dict[str, Any], ProxyStep] | None = None
        for seat, items in live.items():
            for index, instruction in items:
                step = rules.step(state, seat, instruction)
                if step.action is None:
                    if step.ended:
                        end(seat, index, instruction, step.ended)
                    continue
                if chosen is None:  # the first seat's first instruction with a move; the others wait
                    chosen = (seat, index, instruction, step)
        if chosen is None:
            return ProxyRun(state, tuple(moves), tuple(ended))
        seat, index, instruction, step = chosen
        assert step.action is not None
        if len(moves) >= MAX_PROXY_MOVES:
            end(seat, index, instruction, stopped(rules.describe(instruction)))
            continue
        decision = pending_for(spec, state, seat)
        if decision is None or not decision.offers(step.action):
            end(seat, index, instruction, not_followed(rules.describe(instruction), NOT_OFFERED))
            continue
        try:
            state, events = apply(spec, state, seat, step.action)
        except IllegalAction as refusal:
            end(seat, index, instruction, not_followed(rules.describe(instruction), refusal.message))
            continue
        moves.append(ProxyMove(seat, step.action, events))
        if step.ended:
            end(seat, index, instruction, step.ended)
