"""Auction phase: the shuffle, revealing cards and the bidding procedure (rules/biblios.md §6.1-§6.3).

Option order of P5: "pass" first (the default), then every bid from the minimum legal
amount up to the cap of 99 (D19); pass and the next three bids are its quick picks.
Paying and the penalty are in ``payment``.
"""

import random
from functools import lru_cache
from typing import Any

from engine.biblios import options, text
from engine.biblios.cards import BID_CAP, GOLD_VALUE
from engine.biblios.state import BibliosState, Bidding, Phase, Stage
from engine.core import Context, Decision, Event, IllegalAction, Option, TypedAnswer

QUICK_BIDS = 3  # P5 shows pass and the next three legal bids as buttons


def unit_of(card_id: str) -> str:
    """What a bid counts: "cards" for a Gold card, "gold" for any other card (§6.3)."""
    return "cards" if GOLD_VALUE[card_id] else "gold"


def start_phase(state: BibliosState, rng: random.Random, events: list[Event]) -> None:
    """Shuffle the auction pile; the first player of the game is active (§6.1)."""
    rng.shuffle(state.auction_pile)
    state.active = state.first_player
    state.auction = Bidding()
    events.append(Event(text.auction_begins(len(state.auction_pile)), reveal=True))
    state.stage = Stage.REVEAL


def reveal(state: BibliosState, events: list[Event]) -> None:
    """The active seat turns the top card face up and bidding opens; or the game ends (§6.2, §8)."""
    if not state.auction_pile:
        state.phase = Phase.OVER
        state.stage = Stage.OVER
        state.auction = Bidding(number=state.auction.number)
        events.append(Event(text.GAME_ENDED, reveal=True))
        return
    card = state.auction_pile.pop(0)
    for player in state.players:
        if card in player.auction_placed:
            player.auction_placed.remove(card)
    state.auction = Bidding(card=card, number=state.auction.number + 1)
    events.append(
        Event(text.revealed(state.active, state.auction.number, state.gift_turns_total, card), reveal=True, brief="")
    )
    open_bidding(state, events)


def open_bidding(state: BibliosState, events: list[Event]) -> None:
    """A fresh bidding round on the card, from the active seat's left; passes are forgotten (§6.3, D12)."""
    auction = state.auction
    auction.passed = []
    auction.high_bid = 0
    auction.high_bidder = None
    first = next((seat for seat in state.clockwise_from(state.left_of(state.active)) if is_eligible(state, seat)), None)
    if first is None:
        # D14: everyone has been penalised on this card.
        assert auction.card is not None
        events.append(Event(text.nobody_left(auction.card), brief=text.NOBODY_LEFT_BRIEFLY))
        discard_unsold(state)
        return
    auction.to_act = first
    state.stage = Stage.BID


def is_eligible(state: BibliosState, seat: int) -> bool:
    """Whether the seat may bid on the card at all (not penalised on it, §6.6)."""
    return seat not in state.auction.excluded


def next_bidder(state: BibliosState, after: int) -> int | None:
    """The next seat clockwise that still bids: eligible, not passed, not the high bidder (§6.3)."""
    auction = state.auction
    excluded, passed, high_bidder, seats = auction.excluded, auction.passed, auction.high_bidder, state.seats
    for offset in range(1, seats + 1):  # clockwise from the left of ``after``; a search asks this at every bid
        seat = (after + offset) % seats
        if seat not in excluded and seat not in passed and seat != high_bidder:
            return seat
    return None


def minimum_bid(state: BibliosState) -> int:
    """The lowest legal bid now: above the high bid, at least 1."""
    return state.auction.high_bid + 1


def holding(state: BibliosState, seat: int, unit: str) -> int:
    """What the seat can pay with: its gold value, or its hand size for a Gold card."""
    return state.gold_value(seat) if unit == "gold" else len(state.hand(seat))


def bid_decision(state: BibliosState) -> Decision:
    """P5: pass, or bid any amount from the minimum to the cap.

    Shown compactly: pass and the next ``QUICK_BIDS`` bids as buttons, the most the bidder can
    pay as one more button in their own panel only (it tells their gold), any amount typed.
    """
    auction = state.auction
    seat, card = auction.to_act, auction.card
    assert seat is not None and card is not None
    unit = unit_of(card)
    return _bid_decision(seat, card, unit, auction.high_bid, auction.high_bidder, holding(state, seat, unit))


@lru_cache(maxsize=4096)
def _bid_decision(seat: int, card: str, unit: str, high_bid: int, high_bidder: int | None, held: int) -> Decision:
    """P5 from all it depends on: a decision is a value, so equal inputs share one (searches build millions)."""
    low = high_bid + 1  # minimum_bid
    choices = _bid_options(unit, low)
    bids = len(choices) - 1
    # §6.3, D19: the most the bidder can pay, when it is a legal bid not already among the quick ones
    most = (1 + held - low,) if low + QUICK_BIDS <= held <= BID_CAP else ()
    return Decision(
        seat=seat,
        kind="bid",
        prompt=_bid_prompt(seat, card),
        options=choices,
        context=_bid_context(high_bid, high_bidder, unit, held),
        quick=_QUICK[min(QUICK_BIDS, bids)],
        own_quick=most,
        typed=_typed_bid(unit, low) if bids else (),
    )


@lru_cache(maxsize=256)
def _bid_options(unit: str, low: int) -> tuple[Option, ...]:
    """Pass, then every bid from ``low`` to the cap: one tuple per (unit, low), shared by every decision."""
    return (options.PASS, *options.BIDS[unit][low - 1 :])


_QUICK = tuple(tuple(range(1 + count)) for count in range(QUICK_BIDS + 1))  # pass and the first ``count`` bids
_bid_prompt = lru_cache(maxsize=1024)(text.bid_prompt)
_bid_context = lru_cache(maxsize=4096)(text.bid_context)


@lru_cache(maxsize=256)
def _typed_bid(unit: str, low: int) -> tuple[TypedAnswer]:
    return (
        TypedAnswer(
            text.OTHER_AMOUNT_LABEL,
            text.bid_question(unit),
            {"type": "bid"},
            "amount",
            text.bid_hint(low, BID_CAP, unit),
            number=True,
            example=str(min(low + QUICK_BIDS, BID_CAP)),
        ),
    )


def bid(state: BibliosState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Apply a bid or a pass, then ask the next bidder or close the bidding (§6.3)."""
    auction = state.auction
    assert auction.card is not None
    unit = unit_of(auction.card)
    if action["type"] == "bid":
        amount = action.get("amount")
        if type(amount) is not int:
            raise IllegalAction(text.BID_NOT_NUMBER)
        if amount < minimum_bid(state):
            raise IllegalAction(text.bid_too_low(auction.high_bid, unit, BID_CAP))
        if amount > BID_CAP:
            raise IllegalAction(text.bid_too_high(minimum_bid(state), BID_CAP, unit))
        auction.high_bid = amount
        auction.high_bidder = seat
        if not context.quiet:  # a search's playout reads no event: their texts are not built
            context.tell(Event(text.bids(seat, amount, unit)))
    else:
        auction.passed.append(seat)
        if not context.quiet:
            context.tell(Event(text.passed(seat)))
    following = next_bidder(state, seat)
    if following is not None:
        auction.to_act = following
        return
    auction.to_act = None
    if auction.high_bidder is None:
        if not context.quiet:
            context.tell(Event(text.unsold(auction.card), brief=text.UNSOLD_BRIEFLY))
        discard_unsold(state)
        return
    if not context.quiet:
        won = text.wins_bidding(auction.high_bidder, auction.card, auction.high_bid, unit)
        context.tell(Event(won, brief=text.wins_bidding_briefly(auction.high_bidder, auction.high_bid, unit)))
    state.stage = Stage.PAY_GOLD if unit == "cards" else Stage.PAY


def discard_unsold(state: BibliosState) -> None:
    """The card goes face up to the discard pile without effect, and the turn ends (§6.2 step 3)."""
    assert state.auction.card is not None
    state.face_up_discards.append(state.auction.card)
    state.auction.card = None
    state.auction.to_act = None
    state.stage = Stage.SOLD


def end_turn(state: BibliosState) -> None:
    """The auction turn is over: the seat on the left becomes active (§6.2 step 5)."""
    state.active = state.left_of(state.active)
    state.auction = Bidding(number=state.auction.number)
    state.stage = Stage.REVEAL
