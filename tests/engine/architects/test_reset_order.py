"""The Gatekeeper and the Squire at a Black Market reset, in the order the player chooses (§4.4 step 3, D14).

A player with both resolves them in any order: the Gatekeeper first can empty the Prison for
the Squire's reward; the Squire first gives nothing while workers are in the Prison, which a
player may want (the A28 Squire's 2 Virtue can lift them out of the Black Market's reach).
"""

import pytest

from engine.architects.black_market import space_problem
from engine.architects.declaration import GAME
from engine.architects.state import Kind, Task
from engine.core import IllegalAction, fill_names
from engine.core.game import apply, pending_for
from tests.engine.architects.scenario import hire, jail, kind, place, play, set_goods, table

OWNER = 1
NAMES = ["Ana", "Ben", "Cy", "Dana"]


def reset_with(*cards: str, prisoners: int, virtue: int = 7):
    """Seat 0 takes the last free Black Market space; seat 1 owns ``cards`` and has ``prisoners`` in the Prison."""
    state = table(4)
    hire(state, OWNER, *cards)
    set_goods(state, OWNER)
    state.players[OWNER].virtue = virtue
    jail(state, OWNER, prisoners)
    state.market = [2, 3, -1]
    state.players[2].supply -= 1
    state.players[3].supply -= 1
    set_goods(state, 0, silver=3)
    state.active = 0
    state.tasks = [Task(Kind.PLACE, 0)]
    state, _ = play(state, 0, place("market", space="C"))
    return state


def test_the_rules_example_the_gatekeeper_first_empties_the_prison_for_the_squire():
    """§4.4 step 3: "A player with both may use the Gatekeeper first to empty the Prison for the Squire"."""
    state = reset_with("A09", "A26", prisoners=2)
    decision = pending_for(GAME, state, OWNER)
    assert decision.kind == "reset_order" and not decision.secret
    assert [option.action for option in decision.options] == [
        {"type": "order", "first": "gatekeeper"},
        {"type": "order", "first": "squire"},
    ]
    assert decision.default_option.action == {"type": "order", "first": "gatekeeper"}  # §15 #27
    assert fill_names(decision.prompt, NAMES) == (
        "Gatekeeper or Squire first? With the Gatekeeper first, releasing your 2 workers in the Prison, "
        "the Squire gives 1 Gold; with the Squire first, nothing."
    )
    assert decision.options[0].label == "Gatekeeper first, then the Squire"
    assert decision.options[0].description == "Release your prisoners; with the Prison empty, the Squire gives 1 Gold"
    state, _ = play(state, OWNER, decision.options[0].action)
    assert kind(state) == "gatekeeper"
    state, events = play(state, OWNER, {"type": "release", "workers": 2})
    assert state.prison[OWNER] == 0 and state.players[OWNER].gold == 1
    assert "Ben gains 1 Gold." in [fill_names(event.text, NAMES) for event in events]


def test_a_player_who_does_not_answer_gets_the_gatekeeper_first():
    state = reset_with("A09", "A26", prisoners=2)
    decision = pending_for(GAME, state, OWNER)
    state, _ = apply(GAME, state, OWNER, decision.fallback.action, timed_out=True)
    decision = pending_for(GAME, state, OWNER)
    assert decision.kind == "gatekeeper"
    state, _ = apply(GAME, state, OWNER, decision.fallback.action, timed_out=True)
    assert state.prison[OWNER] == 0 and state.players[OWNER].gold == 1


@pytest.mark.parametrize(("first", "virtue", "market_open"), [("gatekeeper", 10, False), ("squire", 8, True)])
def test_the_a28_squire_resolved_first_keeps_virtue_low_enough_for_the_black_market(first, virtue, market_open):
    """At 8 Virtue the A28 Squire's 2 Virtue would bar the Black Market (10 or more): resolving it first declines it."""
    state = reset_with("A09", "A28", prisoners=1, virtue=8)
    assert kind(state) == "reset_order"
    state, events = play(state, OWNER, {"type": "order", "first": first})
    if first == "squire":
        assert [fill_names(event.text, NAMES) for event in events] == [
            "Ben resolves the Squire before the Gatekeeper: with 1 worker in the Prison, it gives nothing."
        ]
    state, _ = play(state, OWNER, {"type": "release", "workers": 1})
    assert state.prison[OWNER] == 0 and state.players[OWNER].supply == 20
    assert state.players[OWNER].virtue == virtue
    set_goods(state, OWNER, silver=3)
    assert (space_problem(state, OWNER, "A") is None) is market_open
    assert state.squires_first == ()  # nothing of the choice outlives the reset


def test_no_order_to_choose_where_the_squire_gives_nothing_either_way():
    """Three prisoners and one Gatekeeper: the Prison cannot be emptied, so only the release is asked."""
    state = reset_with("A09", "A26", prisoners=3)
    assert kind(state) == "gatekeeper"
    state, _ = play(state, OWNER, {"type": "release", "workers": 2})
    assert state.prison[OWNER] == 1 and state.players[OWNER].gold == 0


def test_no_order_to_choose_without_a_squire():
    state = reset_with("A09", prisoners=2)
    assert kind(state) == "gatekeeper"


def test_an_unknown_order_is_refused_and_changes_nothing():
    state = reset_with("A09", "A28", prisoners=1)
    with pytest.raises(IllegalAction, match="Gatekeeper or the Squire"):
        apply(GAME, state, OWNER, {"type": "order", "first": "both"})
    assert kind(state) == "reset_order" and state.squires_first == ()
