"""A tiny game used to test the shared machinery (core, storage, bot) without a real game.

Tokens: a pile of tokens and a shuffled deck of cards "c1".."c9". On your turn take 1 to
3 tokens, or draw a secret card (a reveal: it cannot be undone). The game ends when the
pile is empty; score = tokens + card values. Hands are secret; the deck order is nobody's.
"""

import random
from dataclasses import dataclass, field

from engine.core import Decision, Event, GameSpec, IllegalAction, Option, OptionSpec, Result, Standing, seat_ref
from engine.core.result import rank_by_keys
from testkit.one_stage import one_stage_rules


@dataclass
class ToyState:
    seed: int
    step: int
    seats: int
    pile: int
    turn: int = 0
    deck: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    tokens: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class ToyView:
    pile: int
    turn: int
    deck_size: int
    hand_sizes: tuple[int, ...]
    tokens: tuple[int, ...]
    hand: tuple[str, ...] | None = None


def setup(players: int, seed: int, options: dict[str, str], rng: random.Random) -> ToyState:
    deck = [f"c{n}" for n in range(1, 10)]
    rng.shuffle(deck)
    return ToyState(
        seed=seed,
        step=0,
        seats=players,
        pile=int(options["pile"]),
        deck=deck,
        hands=[[] for _ in range(players)],
        tokens=[0] * players,
    )


def pending(state: ToyState) -> list[Decision]:
    if state.pile == 0:
        return []
    options = [Option({"type": "take", "count": n}, f"Take {n}") for n in range(1, min(3, state.pile) + 1)]
    if state.deck:
        options.append(Option({"type": "draw"}, "Draw a card"))
    return [Decision(state.turn, "take", "Take tokens or draw a card", tuple(options), context=f"{state.pile} left")]


def apply(state: ToyState, seat: int, action: dict, rng: random.Random) -> list[Event]:
    if action["type"] == "take":
        count = action.get("count")
        if not isinstance(count, int) or not 1 <= count <= 3:
            raise IllegalAction("You may take 1, 2 or 3 tokens.")
        if count > state.pile:
            raise IllegalAction(f"Only {state.pile} tokens are left.")
        state.pile -= count
        state.tokens[seat] += count
        events = [Event(f"{seat_ref(seat)} takes {count}")]
    elif action["type"] == "draw":
        if not state.deck:
            raise IllegalAction("The deck is empty.")
        card = state.deck.pop()
        state.hands[seat].append(card)
        events = [Event(f"{seat_ref(seat)} draws a card", reveal=True), Event(f"You drew {card}", seat, reveal=True)]
    else:
        raise IllegalAction(f"Unknown move “{action['type']}”.")
    state.turn = (state.turn + 1) % state.seats
    return events


def view(state: ToyState, seat: int | None) -> ToyView:
    return ToyView(
        pile=state.pile,
        turn=state.turn,
        deck_size=len(state.deck),
        hand_sizes=tuple(len(h) for h in state.hands),
        tokens=tuple(state.tokens),
        hand=None if seat is None else tuple(state.hands[seat]),
    )


def score(state: ToyState, seat: int) -> int:
    return state.tokens[seat] + sum(int(card[1:]) for card in state.hands[seat])


def result(state: ToyState) -> Result | None:
    if state.pile:
        return None
    ranks = rank_by_keys(range(state.seats), lambda s: score(state, s))
    return Result(tuple(Standing(seat, rank, score(state, seat)) for seat, rank in ranks), "Toy game over")


def secrets(state: ToyState, viewer: int | None) -> set[str]:
    hidden = set(state.deck)
    for seat, hand in enumerate(state.hands):
        if seat != viewer:
            hidden.update(hand)
    return hidden


def check(state: ToyState) -> None:
    cards = state.deck + [card for hand in state.hands for card in hand]
    assert sorted(cards) == sorted(f"c{n}" for n in range(1, 10)), "cards not conserved"


TOY_GAME = GameSpec(
    key="toy",
    title="Toy",
    min_seats=1,
    max_seats=4,
    state_type=ToyState,
    schema_version=1,
    setup=setup,
    rules=one_stage_rules(pending, apply, ("take", "draw"), lambda kind: f"Unknown move “{kind}”."),
    view=view,
    result=result,
    secrets=secrets,
    check=check,
    options=(OptionSpec(name="pile", label="Tokens in the pile", choices=("6", "12"), default="6"),),
    rules_summary="Take 1-3 tokens or draw a secret card; the game ends when the pile is empty.",
)


# --- A simultaneous toy: every seat picks a number in secret, each round ------------------------


@dataclass
class VoteState:
    seed: int
    step: int
    seats: int
    rounds: int
    picks: list[int | None] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)


def vote_setup(players: int, seed: int, options: dict[str, str], rng: random.Random) -> VoteState:
    return VoteState(seed, 0, players, 2, [None] * players, [0] * players)


def vote_pending(state: VoteState) -> list[Decision]:
    if state.rounds == 0:
        return []
    options = tuple(Option({"type": "pick", "number": n}, f"Pick {n}") for n in (1, 2))
    return [
        Decision(seat, "pick", "Pick a number", options, secret=True)
        for seat, pick in enumerate(state.picks)
        if pick is None
    ]


def vote_apply(state: VoteState, seat: int, action: dict, rng: random.Random) -> list[Event]:
    if state.picks[seat] is not None:
        raise IllegalAction("Your pick is already in.")
    number = action.get("number")
    if action.get("type") != "pick" or number not in (1, 2):
        raise IllegalAction("Pick 1 or 2.")
    state.picks[seat] = number
    events = [Event(f"{seat_ref(seat)} has picked")]
    if all(pick is not None for pick in state.picks):
        for other, pick in enumerate(state.picks):
            state.totals[other] += pick or 0
        state.picks = [None] * state.seats
        state.rounds -= 1
        events.append(Event("Every pick is revealed", reveal=True))
    return events


def vote_view(state: VoteState, seat: int | None) -> tuple[tuple[int, ...], int | None]:
    return tuple(state.totals), None if seat is None else state.picks[seat]


def vote_result(state: VoteState) -> Result | None:
    if state.rounds:
        return None
    ranks = rank_by_keys(range(state.seats), lambda s: state.totals[s])
    return Result(tuple(Standing(seat, rank, state.totals[seat]) for seat, rank in ranks), "Vote over")


VOTE_GAME = GameSpec(
    key="vote",
    title="Vote",
    min_seats=2,
    max_seats=5,
    state_type=VoteState,
    schema_version=1,
    setup=vote_setup,
    rules=one_stage_rules(vote_pending, vote_apply, ("pick",), lambda kind: "Pick 1 or 2."),
    view=vote_view,
    result=vote_result,
    secrets=lambda state, viewer: set(),
    check=lambda state: None,
    rules_summary="Every seat picks 1 or 2 in secret; two rounds.",
)
