"""A small scenario builder for Biblios tests: hand-made states that satisfy every invariant.

Every card starts "in the box" (removed face down, as the random set-up removals are);
helpers move named cards to hands, piles or the card under auction, and start a gift turn
or an auction turn at a chosen seat. Actions then go through ``engine.core.game.apply``,
exactly as the bot sends them, and every resulting state is checked. Build a scenario
completely before asking for its pending decision or views: a state remembers what was
built from it, so it must not change afterwards (as after ``apply``).
"""

import copy
from collections.abc import Iterable, Sequence
from typing import Any

from engine.biblios import GAME, auction, flow, gift
from engine.biblios.cards import CARDS, SETUP
from engine.biblios.invariants import check
from engine.biblios.state import BibliosState, Bidding, PenaltyMode, Phase, PlayerState, Stage
from engine.core import Context, Decision, Event, fill_names
from engine.core.game import apply
from engine.core.rng import rng_for

NAMES = {
    2: ["Bob", "Steve"],
    3: ["Bob", "James", "Steve"],
    4: ["Alice", "Ben", "Cara", "Dan"],
}


def table(
    players: int = 3,
    *,
    penalty_mode: str = "standard",
    first_player: int = 0,
    dice: Sequence[int] = (3, 3, 3, 3, 3),
) -> BibliosState:
    """A table with every card in the box and empty hands; nothing is pending yet."""
    removed_open = list(SETUP[players].gold_removed)
    return BibliosState(
        seed=12345,
        step=0,
        seats=players,
        penalty_mode=PenaltyMode(penalty_mode),
        phase=Phase.GIFT,
        stage=Stage.OVER,
        first_player=first_player,
        active=first_player,
        dice=list(dice),
        draw_pile=[],
        removed_open=removed_open,
        removed_face_down=[card.id for card in CARDS if card.id not in removed_open],
        players=[PlayerState() for _ in range(players)],
        gift_turns_total=1,
    )


def from_box(state: BibliosState, cards: Iterable[str]) -> list[str]:
    """Take these cards out of the box (they must still be there)."""
    taken = list(cards)
    for card in taken:
        assert card in state.removed_face_down, f"{card} is not in the box"
        state.removed_face_down.remove(card)
    return taken


def fillers(state: BibliosState, count: int, *, avoid: Iterable[str] = ()) -> list[str]:
    """``count`` box cards that are not Church cards (so filler never triggers a decision)."""
    avoided = set(avoid)
    spare = [c for c in state.removed_face_down if not c.startswith("CH-") and c not in avoided]
    return from_box(state, spare[:count])


def give(state: BibliosState, seat: int, *cards: str, known: bool = False) -> BibliosState:
    """Put box cards into a seat's hand."""
    for card in from_box(state, cards):
        state.receive(seat, card, known=known)
    return state


def start_gift_turn(state: BibliosState, active: int, draw: Sequence[str], *, turns: int = 1) -> BibliosState:
    """Start a gift turn of ``active`` with ``draw`` on top of a draw pile of ``turns`` gift turns."""
    per_turn = state.cards_per_gift_turn
    assert len(draw) <= per_turn * turns
    top = from_box(state, draw)
    state.draw_pile = top + fillers(state, per_turn * turns - len(top), avoid=top)
    state.phase = Phase.GIFT
    state.active = active
    state.gift_turn = 0
    state.gift_turns_total = turns
    context = Context(state.seed, 0, rng_for(state.seed, 0))
    gift.begin_turn(state, context.events)
    flow.RULES.proceed(state, context)
    check(state)
    return state


def start_auction_turn(
    state: BibliosState,
    active: int,
    card: str,
    *,
    pile: Sequence[str] = (),
    number: int = 1,
) -> BibliosState:
    """The Auction phase with ``card`` just revealed by ``active`` and ``pile`` still face down below it."""
    state.phase = Phase.AUCTION
    state.gift_turn = 0
    state.active = active
    state.auction_pile = from_box(state, pile)
    for index, pile_card in enumerate(state.auction_pile):  # someone placed each card in the Gift phase
        state.players[index % state.seats].auction_placed.append(pile_card)
    state.gift_turns_total = max(state.gift_turns_total, number + len(pile))
    state.auction = Bidding(card=from_box(state, [card])[0], number=number)
    context = Context(state.seed, 0, rng_for(state.seed, 0))
    auction.open_bidding(state, context.events)
    flow.RULES.proceed(state, context)
    check(state)
    return state


def game_over(state: BibliosState, hands: dict[int, Sequence[str]]) -> BibliosState:
    """A finished game with these hands."""
    for seat, cards in hands.items():
        give(state, seat, *cards)
    state.phase = Phase.OVER
    state.stage = Stage.OVER
    state.gift_turn = 0
    check(state)
    return state


def pending(state: BibliosState) -> Decision:
    """The single decision the game waits for."""
    decisions = GAME.pending(state)
    assert len(decisions) == 1, decisions
    return decisions[0]


def play(state: BibliosState, seat: int, action: dict[str, Any]) -> tuple[BibliosState, list[Event]]:
    """Apply an action as the bot does (only offered options), and check the invariants."""
    after, events = apply(GAME, state, seat, action)
    check(after)
    return after, events


def play_all(state: BibliosState, moves: Sequence[tuple[int, dict[str, Any]]]) -> tuple[BibliosState, list[Event]]:
    """Apply several actions in turn; all their events."""
    events: list[Event] = []
    for seat, action in moves:
        state, more = play(state, seat, action)
        events.extend(more)
    return state, events


def public_text(state: BibliosState, events: Iterable[Event], names: Sequence[str] | None = None) -> list[str]:
    """The public event lines with names filled in."""
    return [fill_names(e.text, names or NAMES[state.seats]) for e in events if e.seat is None]


def private_text(
    state: BibliosState, events: Iterable[Event], seat: int, names: Sequence[str] | None = None
) -> list[str]:
    """The event lines private to ``seat``."""
    return [fill_names(e.text, names or NAMES[state.seats]) for e in events if e.seat == seat]


def actions(decision: Decision) -> list[dict[str, Any]]:
    """The actions a decision offers, in order."""
    return [option.action for option in decision.options]


def snapshot(state: BibliosState) -> BibliosState:
    """An independent copy to compare with after a refused action."""
    return copy.deepcopy(state)


BID = "bid"


def bid(amount: int) -> dict[str, Any]:
    """A bid action."""
    return {"type": BID, "amount": amount}


PASS: dict[str, Any] = {"type": "pass"}
