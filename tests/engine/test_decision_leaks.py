"""Nothing about a hidden thing shows in a decision, or in what is said or when (DESIGN.md "The engine contract").

``engine.simulate.decision_leaks`` checks public decisions against the public secrets and, by
redrawing everything hidden (``GameSpec.redraw_hidden``), that they are computable from what
the public knows. ``engine.simulate.move_leaks`` applies each public move played to the state's
redrawn twin too: the table must read the same lines and see the same seats waited on for the
same decisions, so a lone choice taken at once in one and waited for in the other is caught
(issue 20: "X cannot pay." said at once exactly when the winner's gold was short). These tests
run both over seeded random games of every title at every player count, and show that they
catch the Biblios payment decision of the bug reports when it is public again or taken at once.
"""

import dataclasses
import random

import pytest

from engine.biblios import auction, flow, payment
from engine.biblios.state import Stage
from engine.core import get_game, seat_ref
from engine.core.game import apply, new_game
from engine.dreams import guesses
from engine.simulate import decision_leaks, move_leaks, option_combinations
from testkit.biblios_random_play import Bidder


def tables_of(key):
    """Every (player count, options) the game allows, player counts cycling fastest."""
    spec = get_game(key)
    return [
        (players, combo)
        for combo in option_combinations(spec)
        for players in range(spec.seats_for(combo)[0], spec.seats_for(combo)[1] + 1)
    ]


def found_leaks(key, games, seed, every=1, chooser=random.Random):
    """Every decision and move leak met in ``games`` random games, checking every ``every``-th state and move."""
    spec = get_game(key)
    tables = tables_of(key)
    found = []
    for game in range(games):
        players, combo = tables[(seed + game) % len(tables)]
        state = new_game(spec, players, seed + game, combo)
        pick, twin_rng = chooser(seed + game), random.Random(seed + game)
        step = 0
        while decisions := spec.pending(state):
            where = f"{key} {players}p seed={seed + game} step={step}"
            if step % every == 0:
                found.extend(f"{where}: {leak}" for leak in decision_leaks(spec, state, twin_rng))
            decision = pick.choice(decisions)
            action = pick.choice(decision.options).action
            after, events = apply(spec, state, decision.seat, action)
            if step % every == 0:
                moved = move_leaks(spec, state, decision.seat, action, after, events, twin_rng)
                found.extend(f"{where}: {leak}" for leak in moved)
            state = after
            step += 1
    return found


def publicly(decide):
    """A decision builder whose decisions are all public."""
    return lambda state: dataclasses.replace(decide(state), secret=False)


TITLES = [("biblios", 12, 1), ("dreams", 10, 4), ("burgundy", 3, 3), ("architects", 4, 4), ("mangrovia", 4, 2)]


@pytest.mark.parametrize(("key", "games", "every"), TITLES, ids=[key for key, _, _ in TITLES])
def test_public_decisions_and_moves_reveal_nothing(key, games, every):
    """Seeded random games of every title, every player count: no pending decision leaks, and no move reads or
    waits differently on the redrawn twin. Before issue 20's fix, Biblios failed: 10 moves in its 12 games
    read "X cannot pay." at once where the twin, whose winner could pay, waited for the payment."""
    chooser = Bidder if key == "biblios" else random.Random
    tables = tables_of(key)
    played = {tables[(500 + game) % len(tables)][0] for game in range(games)}
    assert played == {players for players, _ in tables}  # every player count at least once
    assert found_leaks(key, games, 500, every, chooser) == []


def test_the_check_catches_a_public_biblios_payment(monkeypatch):
    """The bug report: "Pay Gold 1 / Gold 2 / Gold 3" offered in the channel. Made public again, the
    payment decision fails the check (its options change when the hands are dealt anew); secret, it passes."""
    assert found_leaks("biblios", 6, 700, chooser=Bidder) == []
    stage = flow.HANDLERS[Stage.PAY]
    monkeypatch.setitem(flow.HANDLERS, Stage.PAY, dataclasses.replace(stage, decide=publicly(payment.pay_decision)))
    leaks = found_leaks("biblios", 6, 700, chooser=Bidder)
    assert leaks and all(any(sign in leak for sign in PAYMENT_SIGNS) for leak in leaks)


PAYMENT_SIGNS = ("'pay'", '"type":"pay"', "does not pay", "cannot pay", "refuses to pay")


def test_the_check_catches_a_lone_refusal_taken_at_once(monkeypatch):
    """Issue 20, timing: a winner short of gold refused at once, as before the fix (the decision claimed the table
    knew how many options it had), is caught: the twin's winner, able to pay, is waited for."""
    decide = payment.pay_decision
    monkeypatch.setitem(
        flow.HANDLERS,
        Stage.PAY,
        dataclasses.replace(
            flow.HANDLERS[Stage.PAY], decide=lambda state: dataclasses.replace(decide(state), count_known=True)
        ),
    )
    leaks = found_leaks("biblios", 6, 700, chooser=Bidder)
    assert any("does not pay" in leak and "where it reads nothing more" in leak for leak in leaks)
    assert all(any(sign in leak for sign in PAYMENT_SIGNS) for leak in leaks)


def test_the_check_catches_a_refusal_worded_by_the_gold_held(monkeypatch):
    """Issue 20, wording: a refusal read "X cannot pay." or "X refuses to pay." by the winner's gold, as before the
    fix, is caught even though the winner is waited for in both cases: the twin's winner refuses in the other words."""

    def worded(seat, able=True):
        return f"{seat_ref(seat)} refuses to pay." if able else f"{seat_ref(seat)} cannot pay."

    def pay(state, seat, action, context):
        able = bool(payment.payment_sets(payment.gold_in_hand(state, seat), state.auction.high_bid))
        with monkeypatch.context() as patch:
            patch.setattr(payment.text, "refuses", lambda seat: worded(seat, able))
            payment.pay(state, seat, action, context)

    monkeypatch.setitem(flow.HANDLERS, Stage.PAY, dataclasses.replace(flow.HANDLERS[Stage.PAY], act=pay))
    leaks = found_leaks("biblios", 6, 700, chooser=Bidder)
    assert any("cannot pay" in leak and "refuses to pay" in leak for leak in leaks)


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
