"""Pending decisions show no secret to anyone who may not know it (DESIGN.md "The engine contract").

``engine.simulate.decision_leaks`` checks public decisions against the public secrets and, by
redrawing everything hidden (``GameSpec.redraw_hidden``), that they are computable from what
the public knows. These tests run it over seeded random games of every game, and show that
it catches the Biblios payment decision of the bug report when that decision is public again.
"""

import dataclasses
import random

import pytest

from engine.biblios import auction, flow, payment
from engine.biblios.state import Stage
from engine.core import get_game
from engine.core.game import apply, new_game
from engine.dreams import guesses
from engine.simulate import decision_leaks, option_combinations
from tests.engine.biblios.random_play import Bidder


def found_leaks(key, games, seed, every=1, chooser=random.Random):
    """Every decision leak met in ``games`` random games, checking every ``every``-th state."""
    spec = get_game(key)
    tables = [
        (players, combo)
        for combo in option_combinations(spec)
        for players in range(spec.seats_for(combo)[0], min(spec.seats_for(combo)[1], 5) + 1)
    ]
    found = []
    for game in range(games):
        players, combo = tables[(seed + game) % len(tables)]
        state = new_game(spec, players, seed + game, combo)
        pick, twin_rng = chooser(seed + game), random.Random(seed + game)
        step = 0
        while decisions := spec.pending(state):
            if step % every == 0:
                found.extend(
                    f"{key} seed={seed + game} step={step}: {leak}" for leak in decision_leaks(spec, state, twin_rng)
                )
            decision = pick.choice(decisions)
            state, _ = apply(spec, state, decision.seat, pick.choice(decision.options).action)
            step += 1
    return found


def publicly(decide):
    """A decision builder whose decisions are all public."""
    return lambda state: dataclasses.replace(decide(state), secret=False)


@pytest.mark.parametrize(("key", "games", "every"), [("biblios", 6, 1), ("dreams", 4, 3), ("burgundy", 4, 3)])
def test_public_decisions_reveal_nothing(key, games, every):
    """Seeded random games, every table size and option: no pending decision leaks."""
    chooser = Bidder if key == "biblios" else random.Random
    assert found_leaks(key, games, 500, every, chooser) == []


def test_the_check_catches_a_public_biblios_payment(monkeypatch):
    """The bug report: "Pay Gold 1 / Gold 2 / Gold 3" offered in the channel. Made public again, the
    payment decision fails the check (its options change when the hands are dealt anew); secret, it passes."""
    assert found_leaks("biblios", 6, 700, chooser=Bidder) == []
    stage = flow.HANDLERS[Stage.PAY]
    monkeypatch.setitem(flow.HANDLERS, Stage.PAY, dataclasses.replace(stage, decide=publicly(payment.pay_decision)))
    leaks = found_leaks("biblios", 6, 700, chooser=Bidder)
    assert leaks and all("'pay'" in leak for leak in leaks)


def test_the_check_catches_a_public_decision_naming_hidden_cards(monkeypatch):
    """The string check: a public Gold-card discard would name the hand's card ids and category labels."""
    stage = flow.HANDLERS[Stage.PAY_GOLD]
    monkeypatch.setitem(
        flow.HANDLERS, Stage.PAY_GOLD, dataclasses.replace(stage, decide=publicly(payment.pay_gold_decision))
    )
    leaks = found_leaks("biblios", 8, 900, chooser=Bidder)
    assert any("public decision 'pay_gold'" in leak and "shows" in leak for leak in leaks)


def test_the_check_catches_a_public_bid_showing_what_the_bidder_can_pay(monkeypatch):
    """The bidder's own quick pick (the most they can pay) tells their gold: shown publicly, the check fails."""
    assert found_leaks("biblios", 6, 700, chooser=Bidder) == []
    stage = flow.HANDLERS[Stage.BID]

    def shown_to_all(state):
        decision = auction.bid_decision(state)
        return dataclasses.replace(decision, quick=(*decision.quick, *decision.own_quick), own_quick=())

    monkeypatch.setitem(flow.HANDLERS, Stage.BID, dataclasses.replace(stage, decide=shown_to_all))
    leaks = found_leaks("biblios", 6, 700, chooser=Bidder)
    assert any("a public decision changes" in leak and "'bid'" in leak for leak in leaks)


def test_the_check_catches_a_public_dreams_guess(monkeypatch):
    """A god's guess names other seats, the mortal's names images: shown publicly, the options tell the roles."""
    decide = guesses.guess_decision
    monkeypatch.setattr(
        guesses, "guess_decision", lambda state, seat: dataclasses.replace(decide(state, seat), secret=False)
    )
    assert any("'guess'" in leak for leak in found_leaks("dreams", 2, 40))


@pytest.mark.parametrize("key", ["biblios", "dreams", "burgundy"])
def test_redrawn_twins_are_legal_states(key):
    """``redraw_hidden`` gives a state that keeps every invariant and the same public view."""
    spec = get_game(key)
    for combo in option_combinations(spec):
        state = new_game(spec, spec.min_seats, 31, combo)
        pick = random.Random(31)
        for step in range(120):
            decisions = spec.pending(state)
            if not decisions:
                break
            if step % 10 == 0:
                twin = spec.redraw_hidden(state, random.Random(step))
                spec.check(twin)
                assert spec.view(twin, None) == spec.view(state, None)
            decision = pick.choice(decisions)
            state, _ = apply(spec, state, decision.seat, pick.choice(decision.options).action)
