"""Standing instructions in the core (engine.core.proxy), on the toy game with toy instructions.

The toy's instructions: "take" takes ``amount`` tokens on each of its seat's turns while the pile
holds that many, then ends; "take_last" takes the last tokens when at most ``amount`` are left,
and ends with that move; "bogus" asks for a move the toy never offers.
"""

import dataclasses
import json
import random
from typing import Any

import pytest

from engine.core import (
    IllegalAction,
    ProxyKind,
    ProxyRules,
    ProxyStep,
    all_games,
    make_proxy,
    offered_proxies,
    proxy_moves,
)
from engine.core import proxy as proxy_module
from engine.core.game import apply, new_game, pending_for, state_digest
from testkit.toy_game import TOY_GAME, ToyState


def toy_offered(state: ToyState, seat: int) -> tuple[ProxyKind, ...]:
    if not state.pile:
        return ()
    return (ProxyKind("take", "Take tokens on each of your turns", "tokens per turn", 3), ProxyKind("take_last", "x"))


def toy_make(state: ToyState, seat: int, key: str, amount: int | None, choice: int | None) -> dict[str, Any]:
    if key not in ("take", "take_last"):
        raise IllegalAction(f"No instruction “{key}”.")
    if type(amount) is not int or not 1 <= amount <= 3:
        raise IllegalAction("Take 1, 2 or 3 tokens a turn.")
    return {"kind": key, "amount": amount, "basis": {}}


def toy_step(state: ToyState, seat: int, instruction: dict[str, Any]) -> ProxyStep:
    amount = instruction["amount"]
    if instruction["kind"] == "bogus":
        return ProxyStep(action={"type": "take", "count": 4}) if state.turn == seat else ProxyStep()
    if instruction["kind"] == "take_last":
        if state.turn == seat and 0 < state.pile <= amount:
            return ProxyStep(action={"type": "take", "count": state.pile}, ended="Took the last tokens.")
        return ProxyStep()
    if state.pile < amount:
        return ProxyStep(ended=f"Only {state.pile} tokens left.")
    return ProxyStep(action={"type": "take", "count": amount}) if state.turn == seat else ProxyStep()


PROXIED = dataclasses.replace(
    TOY_GAME,
    proxies=ProxyRules(toy_offered, toy_make, toy_step, lambda instruction: f"Take {instruction['amount']}"),
)


def take(amount: int, kind: str = "take") -> dict[str, Any]:
    return {"kind": kind, "amount": amount, "basis": {}}


def test_instructions_move_each_seat_in_turn_until_they_end():
    """Both seats take 1 a turn by instruction: the whole pile goes, alternating, then both end."""
    state = new_game(PROXIED, 2, 1)  # a pile of 6, seat 0 to move
    run = proxy_moves(PROXIED, state, {0: [take(1)], 1: [take(1)]})
    assert [(move.seat, move.action) for move in run.moves] == [
        (seat % 2, {"type": "take", "count": 1}) for seat in range(6)
    ]
    assert run.state.pile == 0 and run.state.tokens == [3, 3]
    assert {(end.seat, end.index, end.reason) for end in run.ended} == {
        (0, 0, "Only 0 tokens left."),
        (1, 0, "Only 0 tokens left."),
    }
    assert state.pile == 6 and state.step == 0  # the state given is never changed


def test_the_moves_are_the_clicks_themselves():
    """Each move goes through apply like a click: same events, same state, one step each."""
    state = new_game(PROXIED, 3, 5)
    run = proxy_moves(PROXIED, state, {1: [take(2)], 0: [take(1)]})
    walk = state
    for seat, action, events in run.moves:
        assert pending_for(PROXIED, walk, seat).offers(action)
        walk, clicked = apply(PROXIED, walk, seat, action)
        assert clicked == events
    assert state_digest(PROXIED, walk) == state_digest(PROXIED, run.state)
    assert run.state.step == len(run.moves) == 2  # seat 0 takes 1, seat 1 takes 2; seat 2 has no instruction


def test_a_seats_first_instruction_with_a_move_wins():
    """Instructions of one seat are stepped in the order they were set: the first giving a move makes it."""
    state = new_game(PROXIED, 1, 2)
    run = proxy_moves(PROXIED, state, {0: [take(2), take(1)]})
    assert [move.action["count"] for move in run.moves] == [2, 2, 2]
    assert [(end.index, end.reason) for end in run.ended] == [(0, "Only 0 tokens left."), (1, "Only 0 tokens left.")]


def test_an_instruction_with_a_move_and_an_ending_ends_once_its_move_is_made():
    """ "take_last" waits (no move, no ending) until at most 3 tokens are left, then takes them and ends."""
    state = new_game(PROXIED, 2, 3)
    run = proxy_moves(PROXIED, state, {0: [take(1)], 1: [take(3, "take_last"), take(1)]})
    # 0 takes 1 (5 left); 1 takes 1 by its second instruction (4 left); 0 takes 1; 1 takes the last 3
    assert [(move.seat, move.action["count"]) for move in run.moves] == [(0, 1), (1, 1), (0, 1), (1, 3)]
    assert [(end.seat, end.index, end.reason) for end in run.ended] == [
        (1, 0, "Took the last tokens."),
        (0, 0, "Only 0 tokens left."),
        (1, 1, "Only 0 tokens left."),
    ]


def test_a_move_the_game_does_not_offer_ends_its_instruction():
    """A rules gap (a move not offered) cancels the instruction with a reason; nothing is applied."""
    state = new_game(PROXIED, 2, 4)
    run = proxy_moves(PROXIED, state, {0: [take(3, "bogus"), take(1)]})
    assert run.ended[0].index == 0 and run.ended[0].reason == proxy_module.not_followed(
        "Take 3", proxy_module.NOT_OFFERED
    )
    assert [(move.seat, move.action["count"]) for move in run.moves] == [(0, 1)]  # then the next instruction moves


def test_moves_are_bounded(monkeypatch):
    """An instruction still moving after MAX_PROXY_MOVES moves is cancelled, so nothing spins for ever."""
    monkeypatch.setattr(proxy_module, "MAX_PROXY_MOVES", 3)
    state = new_game(PROXIED, 1, 6, {"pile": "12"})
    run = proxy_moves(PROXIED, state, {0: [take(1)]})
    assert len(run.moves) == 3 and run.state.pile == 9
    assert [end.reason for end in run.ended] == [proxy_module.stopped("Take 1")]


def test_offered_and_made_through_the_core():
    """offered_proxies and make_proxy reach the game's rules; refusals are the game's own."""
    state = new_game(PROXIED, 2, 1)
    assert [kind.key for kind in offered_proxies(PROXIED, state, 0)] == ["take", "take_last"]
    assert make_proxy(PROXIED, state, 0, "take", 2) == take(2)
    with pytest.raises(IllegalAction, match="Take 1, 2 or 3"):
        make_proxy(PROXIED, state, 0, "take", 4)


def test_a_game_without_instructions_refuses_them_and_ends_any_given():
    """GameSpec.proxies None: nothing offered, nothing set, any instruction handed in ends at once."""
    state = new_game(TOY_GAME, 2, 1)
    assert offered_proxies(TOY_GAME, state, 0) == ()
    with pytest.raises(IllegalAction, match="no standing instructions"):
        make_proxy(TOY_GAME, state, 0, "take", 1)
    run = proxy_moves(TOY_GAME, state, {1: [take(1)]})
    assert run.state is state and run.moves == () and [end.reason for end in run.ended] == [proxy_module.NO_PROXIES]
    state_after, moves, ended = run  # the run reads as (state, moves, ended)
    assert state_after is state and not moves and len(ended) == 1


def test_no_instruction_no_move():
    """Without live instructions, nothing moves and the same state comes back."""
    state = new_game(PROXIED, 2, 1)
    assert proxy_moves(PROXIED, state, {}) == (state, (), ())
    assert proxy_moves(PROXIED, state, {0: []}) == (state, (), ())


PROXY_GAMES = sorted(key for key, spec in all_games().items() if spec.proxies is not None)


@pytest.mark.parametrize("key", PROXY_GAMES)
def test_every_offered_instruction_can_be_set_and_its_moves_are_offered(key):
    """For every game with instructions, along random games: each kind offered to each seat can be set at
    its largest amount and first choice, is plain JSON, is described, and any move it gives is offered."""
    spec = all_games()[key]
    low, high = spec.seats_for(None)
    checked = 0
    for players in range(low, high + 1):
        chooser = random.Random(players)
        state = new_game(spec, players, 40 + players)
        while decisions := spec.pending(state):
            for seat in range(players):
                for kind in offered_proxies(spec, state, seat):
                    assert kind.label and (kind.most is None) == (not kind.amount)
                    amount = kind.most if kind.amount else None
                    instruction = make_proxy(spec, state, seat, kind.key, amount, 0 if kind.choices else None)
                    assert json.loads(json.dumps(instruction)) == instruction and spec.proxies.describe(instruction)
                    step = spec.proxies.step(state, seat, instruction)
                    if step.action is not None:
                        assert pending_for(spec, state, seat).offers(step.action)
                    checked += 1
            decision = chooser.choice(decisions)
            state, _ = apply(spec, state, decision.seat, chooser.choice(decision.options).action)
    assert checked > 100
