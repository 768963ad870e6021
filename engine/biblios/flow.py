"""Set-up, pending decisions and applying actions: the Biblios state machine (rules/biblios.md §3, §4).

Each decision stage names the module that builds its decision and the one that applies it.
After every action the game runs on by itself through the automatic stages (``settle``), and
the core takes every forced decision, a decision with a single option, without asking (§11;
:meth:`engine.core.Rules.proceed`).
"""

import random
from collections.abc import Callable

from engine.biblios import auction, church, gift, payment, text
from engine.biblios.cards import ALL_IDS, DIE_START, SETUP
from engine.biblios.state import BibliosState, PenaltyMode, Phase, PlayerState, Stage
from engine.core import Action, Context, Handler, IllegalAction, Rules, forget
from engine.core.rules import Act, Decide


def _handler(stage: Stage, decide: Decide[BibliosState], act: Act[BibliosState], *moves: str) -> Handler[BibliosState]:
    return Handler(decide, act, frozenset(moves), text.EXPECTED[stage])


HANDLERS: dict[Stage, Handler[BibliosState]] = {
    Stage.ALLOCATE: _handler(Stage.ALLOCATE, gift.allocate_decision, gift.allocate, "allocate"),
    Stage.TAKE: _handler(Stage.TAKE, gift.take_decision, gift.take, "take"),
    Stage.CHURCH: _handler(Stage.CHURCH, church.decision, church.play, "church", "decline"),
    Stage.BID: _handler(Stage.BID, auction.bid_decision, auction.bid, "bid", "pass"),
    Stage.PAY: _handler(Stage.PAY, payment.pay_decision, payment.pay, "pay", "refuse"),
    Stage.PAY_GOLD: _handler(Stage.PAY_GOLD, payment.pay_gold_decision, payment.pay_gold, "discard", "refuse"),
}

# What the game does by itself in the automatic stages.
AUTOMATIC_STAGES: dict[Stage, Callable[[BibliosState, Context], None]] = {
    Stage.PLACED: lambda state, context: gift.after_placement(state, context.events),
    Stage.TAKEN: lambda state, context: gift.after_take(state, context.events),
    Stage.SHUFFLE: lambda state, context: auction.start_phase(state, context.rng, context.events),
    Stage.REVEAL: lambda state, context: auction.reveal(state, context.events),
    Stage.SOLD: lambda state, context: auction.end_turn(state),
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
    gift.begin_turn(state, [])  # setup's events are not returned: views carry the same facts
    return state


def guard(state: BibliosState, seat: int, action: Action) -> None:
    """Refuse a move when the game is over or another seat is to decide."""
    if state.stage not in HANDLERS:
        raise IllegalAction(text.GAME_OVER)
    if seat != state.deciding_seat():
        raise IllegalAction(text.not_your_turn(state.stage))


def settle(state: BibliosState, context: Context) -> None:
    """Run the automatic stages until a decision is waiting or the game ends."""
    while (automatic := AUTOMATIC_STAGES.get(state.stage)) is not None:
        forget(state)
        automatic(state, context)


RULES = Rules(
    stage=lambda state: state.stage,
    handlers=HANDLERS,
    guard=guard,
    wrong_move=text.wrong_move,
    settle=settle,
)
