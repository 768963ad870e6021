"""Set-up, pending decisions and applying actions: the Biblios state machine (rules/biblios.md §3, §4).

Each decision stage names the module that builds its decision and the one that applies it.
After every action the game runs on by itself through the automatic stages and through
every forced decision (a decision with a single option is applied without asking, §11).
"""

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.biblios import auction, church, gift, payment, text
from engine.biblios.cards import ALL_IDS, DIE_START, SETUP
from engine.biblios.state import BibliosState, PenaltyMode, Phase, PlayerState, Stage
from engine.core import Decision, Event, IllegalAction

Action = dict[str, Any]
Act = Callable[[BibliosState, int, Action, random.Random, list[Event]], None]


def _without_rng(act: Callable[[BibliosState, int, Action, list[Event]], None]) -> Act:
    """Adapt a rule that needs no randomness to the common signature."""

    def adapted(state: BibliosState, seat: int, action: Action, rng: random.Random, events: list[Event]) -> None:
        act(state, seat, action, events)

    return adapted


@dataclass(frozen=True, slots=True)
class DecisionStage:
    """How one decision stage is offered and applied, and which move types it accepts."""

    decide: Callable[[BibliosState], Decision]
    act: Act
    moves: frozenset[str]


DECISION_STAGES: dict[Stage, DecisionStage] = {
    Stage.ALLOCATE: DecisionStage(gift.allocate_decision, _without_rng(gift.allocate), frozenset({"allocate"})),
    Stage.TAKE: DecisionStage(gift.take_decision, _without_rng(gift.take), frozenset({"take"})),
    Stage.CHURCH: DecisionStage(church.decision, _without_rng(church.play), frozenset({"church", "decline"})),
    Stage.BID: DecisionStage(auction.bid_decision, _without_rng(auction.bid), frozenset({"bid", "pass"})),
    Stage.PAY: DecisionStage(payment.pay_decision, payment.pay, frozenset({"pay", "refuse"})),
    Stage.PAY_GOLD: DecisionStage(payment.pay_gold_decision, payment.pay_gold, frozenset({"pay", "refuse"})),
    Stage.DISCARD: DecisionStage(payment.discard_decision, _without_rng(payment.discard), frozenset({"discard"})),
}

# What the game does by itself in the automatic stages.
AUTOMATIC_STAGES: dict[Stage, Callable[[BibliosState, random.Random, list[Event]], None]] = {
    Stage.PLACED: lambda state, rng, events: gift.after_placement(state, events),
    Stage.TAKEN: lambda state, rng, events: gift.after_take(state, events),
    Stage.SHUFFLE: auction.start_phase,
    Stage.REVEAL: lambda state, rng, events: auction.reveal(state, events),
    Stage.SOLD: lambda state, rng, events: auction.end_turn(state),
}


def setup(players: int, seed: int, options: dict[str, str], rng: random.Random) -> BibliosState:
    """A new game: dice at 3, fixed and random removals, first player at random, first card drawn (§3.2)."""
    row = SETUP[players]
    deck = sorted(ALL_IDS - set(row.gold_removed))
    rng.shuffle(deck)
    removed, draw_pile = deck[: row.removed_face_down], deck[row.removed_face_down :]
    # §3.1: the draw pile always splits into whole gift turns.
    assert len(draw_pile) % row.cards_per_gift_turn == 0, "the draw pile must divide into gift turns of N+1 cards"
    first = rng.randrange(players)  # D20
    state = BibliosState(
        seed=seed,
        step=0,
        seats=players,
        penalty_mode=PenaltyMode(options.get("penalty_mode", PenaltyMode.STANDARD)),
        phase=Phase.GIFT,
        stage=Stage.ALLOCATE,
        first_player=first,
        active=first,
        dice=[DIE_START] * 5,
        draw_pile=draw_pile,
        removed_open=list(row.gold_removed),
        removed_face_down=removed,
        players=[PlayerState() for _ in range(players)],
        gift_turns_total=len(draw_pile) // row.cards_per_gift_turn,
    )
    events: list[Event] = []
    gift.begin_turn(state, events)
    settle(state, rng, events)
    return state


def pending(state: BibliosState) -> list[Decision]:
    """The one decision the game waits for, or nothing once it is over."""
    decision = current_decision(state)
    return [] if decision is None else [decision]


def current_decision(state: BibliosState) -> Decision | None:
    """The decision the game waits for, built once per state (see ``BibliosState.remembered``)."""
    decision = state.remembered("decision")
    if decision is None:
        stage = DECISION_STAGES.get(state.stage)
        if stage is None:
            return None
        decision = stage.decide(state)
        state.remember("decision", decision)
    return decision


def apply(state: BibliosState, seat: int, action: Action, rng: random.Random) -> list[Event]:
    """Apply the seat's action to ``state`` (a private copy), then play on to the next decision."""
    stage = DECISION_STAGES.get(state.stage)
    if stage is None:
        raise IllegalAction(text.GAME_OVER)
    if seat != state.deciding_seat():
        raise IllegalAction(text.not_your_turn(state.stage))
    if action.get("type") not in stage.moves:
        raise IllegalAction(text.wrong_move(action.get("type"), text.EXPECTED[state.stage]))
    events: list[Event] = []
    state.forget()
    stage.act(state, seat, action, rng, events)
    settle(state, rng, events)
    return events


def settle(state: BibliosState, rng: random.Random, events: list[Event]) -> None:
    """Run automatic stages and forced decisions until a real choice is needed or the game ends."""
    while True:
        automatic = AUTOMATIC_STAGES.get(state.stage)
        if automatic is not None:
            automatic(state, rng, events)
            continue
        decision = current_decision(state)
        if decision is None or len(decision.options) > 1:
            return
        state.forget()
        DECISION_STAGES[state.stage].act(state, decision.seat, decision.options[0].action, rng, events)
