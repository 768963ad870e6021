"""Auction phase: paying for the card won, refusing and the penalty (rules/biblios.md §6.4-§6.7).

Option order of P6: every minimal payment as a sorted list of Gold values (D18), by total,
then by number of cards, then by values; then "refuse" (not paying), the default.
Option order of P7: the first cards of the hand in hand order (the default, when the hand
holds enough), then "refuse"; any set of as many cards as bid is accepted in one step.

Not paying reads "X does not pay." whether the winner could pay or not. P6 waits for its
winner even when not paying is the only option, since the table does not know the winner's
gold (issue 20: "X cannot pay." said at once told it); its default is not paying, so that a
winner who does not answer is not told apart either. P7's price is counted in cards, and
hand sizes are public (H11): the table knows when the hand is too small, so there the lone
"refuse" is taken at once (``count_known``).
"""

import random
from functools import cache
from itertools import product
from typing import Any

from engine.biblios import auction, church, options, text
from engine.biblios.cards import CARD, GOLD_VALUE
from engine.biblios.state import BibliosState, FaceDownDiscard, PenaltyMode, Stage
from engine.core import Context, Decision, Event, IllegalAction, Option, SetChoice

GOLD_VALUES = (1, 2, 3)


def is_minimal(values: tuple[int, ...] | list[int], due: int) -> bool:
    """Whether the Gold values cover ``due`` and no single card could be left out (§6.4, D18)."""
    total = sum(values)
    return total >= due and all(total - value < due for value in set(values))


def payment_sets(gold_values: list[int], due: int) -> list[tuple[int, ...]]:
    """Every distinct minimal multiset of Gold values covering ``due``, in option order.

    Example: Gold {1, 1, 3} and a bid of 2 give [(1, 1), (3,)].
    """
    return list(_payment_sets(tuple(gold_values.count(value) for value in GOLD_VALUES), due))


@cache
def _payment_sets(held: tuple[int, ...], due: int) -> tuple[tuple[int, ...], ...]:
    # A minimal set totals less than due + 3, which bounds each count.
    ranges = [range(min(count, (due + 2) // value) + 1) for count, value in zip(held, GOLD_VALUES, strict=True)]
    sets = []
    for counts in product(*ranges):
        values = tuple(value for value, count in zip(GOLD_VALUES, counts, strict=True) for _ in range(count))
        if values and is_minimal(values, due):
            sets.append(values)
    return tuple(sorted(sets, key=lambda values: (sum(values), len(values), values)))


def gold_in_hand(state: BibliosState, seat: int) -> list[int]:
    """The values of the Gold cards in the seat's hand."""
    return [GOLD_VALUE[card] for card in state.hand(seat) if GOLD_VALUE[card]]


def pay_decision(state: BibliosState) -> Decision:
    """P6 (secret): pay a minimal set of Gold cards, or refuse (the default).

    Secret because the options list the Gold cards in the payer's hand (H11): the channel
    shows only that the winner is deciding whether to pay. It waits for the winner even when
    refusing is all the gold allows, and a winner who does not answer refuses: how many options
    it has is the winner's secret.
    """
    bidding = state.auction
    seat, card = bidding.high_bidder, bidding.card
    assert seat is not None and card is not None
    gold = gold_in_hand(state, seat)
    payments = tuple(options.pay_gold(values) for values in payment_sets(gold, bidding.high_bid))
    return Decision(
        seat=seat,
        kind="pay",
        prompt=text.pay_prompt(seat, bidding.high_bid, card),
        options=(*payments, options.REFUSE),
        default=len(payments),
        context=text.gold_context(gold, bidding.high_bid),
        secret=True,
    )


def _chosen_gold(state: BibliosState, seat: int, action: dict[str, Any]) -> list[str]:
    """The Gold cards a "pay" action names (first copies in hand order); IllegalAction if not a legal payment."""
    values = action.get("gold")
    if not isinstance(values, list) or not values or any(type(v) is not int or v not in GOLD_VALUES for v in values):
        raise IllegalAction(text.GOLD_NOT_LIST)
    due = state.auction.high_bid
    held = gold_in_hand(state, seat)
    for value in sorted(set(values)):
        if values.count(value) > held.count(value):
            raise IllegalAction(text.no_such_gold(value, held.count(value)))
    if sum(values) < due:
        raise IllegalAction(text.short_of_gold(due - sum(values), due))
    for value in sorted(set(values)):
        if sum(values) - value >= due:
            raise IllegalAction(text.superfluous_gold(value, due))
    chosen: list[str] = []
    for value in sorted(values):
        chosen.append(
            next(c for c in state.hand(seat) if CARD[c].is_gold and CARD[c].value == value and c not in chosen)
        )
    return chosen


def pay(state: BibliosState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Resolve P6: the Gold cards are shown and discarded and the card is taken, or a refusal (§6.4)."""
    if action["type"] == "refuse":
        context.tell(Event(text.refuses(seat)))
        penalise(state, seat, context.rng, context.events)
        return
    gold = _chosen_gold(state, seat, action)
    card = state.auction.card
    assert card is not None
    player = state.players[seat]
    for payment in gold:
        state.lose(seat, payment)
        state.face_up_discards.append(payment)
    player.spent += len(gold)
    player.gold_paid += sum(CARD[payment].value for payment in gold)
    # H14: the Gold cards paid are shown
    context.tell(Event(text.paid(seat, gold, card), reveal=True, brief=text.paid_briefly(seat, gold)))
    deliver(state, seat)


def can_pay_in_cards(state: BibliosState, seat: int) -> bool:
    """Whether the seat holds at least as many cards as it bid for the Gold card (§6.5)."""
    return len(state.hand(seat)) >= state.auction.high_bid


def pay_gold_decision(state: BibliosState) -> Decision:
    """P7 (secret): discard exactly as many cards as bid, all in one step, or refuse (§6.5).

    Secret because the discard names cards of the hand (H15). Options: the first cards of the
    hand in hand order (the default, when the hand is big enough), then "refuse"; any other
    set of that many cards is the decision's ``set_choice``. How many options it has follows
    from the hand's size and the bid, both public (H11, H13): a hand too small is refused at
    once (``count_known``).
    """
    bidding = state.auction
    seat, card = bidding.high_bidder, bidding.card
    assert seat is not None and card is not None
    hand, due = state.hand(seat), bidding.high_bid
    if not can_pay_in_cards(state, seat):
        choices: tuple[Option, ...] = (options.REFUSE,)
        picker = None
    else:
        first = hand[:due]
        choices = (options.discard(tuple(first), len(hand)), options.REFUSE)
        picker = None
        if len(hand) > due:
            items = tuple((card_id, text.label(card_id)) for card_id in hand)
            picker = SetChoice(text.discard_choice_label(due), {"type": "discard"}, "cards", items, due)
    return Decision(
        seat=seat,
        kind="pay_gold",
        prompt=text.pay_gold_prompt(seat, due, card),
        options=choices,
        context=text.hand_context(len(hand), due),
        secret=True,
        count_known=True,
        quick=(len(choices) - 1,) if picker is not None else (),
        set_choice=picker,
    )


def _chosen_discards(state: BibliosState, seat: int, action: dict[str, Any]) -> list[str]:
    """The cards a "discard" action names, in hand order; IllegalAction unless exactly the bid, all in hand."""
    due, hand = state.auction.high_bid, state.hand(seat)
    if not can_pay_in_cards(state, seat):
        raise IllegalAction(text.hand_too_small(len(hand), due))
    chosen = action.get("cards")
    if not isinstance(chosen, list) or any(type(card) is not str for card in chosen):
        raise IllegalAction(text.DISCARD_NOT_LIST)
    if len(chosen) != due:
        raise IllegalAction(text.discard_count(len(chosen), due))
    if len(set(chosen)) != len(chosen):
        raise IllegalAction(text.DISCARD_TWICE)
    missing = next((card for card in chosen if card not in hand), None)
    if missing is not None:
        raise IllegalAction(text.not_in_hand(missing))
    return [card for card in hand if card in chosen]


def pay_gold(state: BibliosState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Resolve P7: discard the chosen cards face down and take the Gold card, or refuse (§6.5)."""
    if action["type"] == "refuse":
        context.tell(Event(text.refuses(seat)))
        penalise(state, seat, context.rng, context.events)
        return
    chosen = _chosen_discards(state, seat, action)
    bidding = state.auction
    assert bidding.card is not None
    for card in chosen:
        state.lose(seat, card)
        state.face_down_discards.append(FaceDownDiscard(card, seat))
    state.players[seat].spent += len(chosen)
    context.tell(Event(text.you_discarded(chosen), seat=seat))
    paid = text.discarded_for_gold(seat, bidding.high_bid, bidding.card)
    context.tell(Event(paid, brief=text.discarded_for_gold_briefly(seat, bidding.high_bid)))
    deliver(state, seat)


def deliver(state: BibliosState, seat: int) -> None:
    """The paid card joins the winner's hand; a Church card is played at once instead (§6.2 step 4)."""
    card = state.auction.card
    assert card is not None
    state.auction.card = None
    state.stage = Stage.SOLD
    if CARD[card].is_church:
        church.start(state, seat, card, resume=Stage.SOLD)
    else:
        state.receive(seat, card, known=True)


def penalise(state: BibliosState, seat: int, rng: random.Random, events: list[Event]) -> None:
    """The winner did not pay: lose cards at random, be shut out of this card, auction it again (§6.6, §6.7)."""
    hand = state.hand(seat)
    had_cards = bool(hand)
    drawers: list[int] = []
    if not hand:
        events.append(Event(text.empty_hand(seat), brief=""))  # the record tells the penalty in one line below
    elif state.penalty_mode is PenaltyMode.STANDARD:
        # D13: clockwise from the penalised seat's left, until the hand is empty.
        for drawer in state.clockwise_from(state.left_of(seat))[:-1]:
            if not hand:
                break
            card = rng.choice(hand)
            state.lose(seat, card)
            state.receive(drawer, card, known=False)
            drawers.append(drawer)
            events.append(Event(text.random_draw(drawer, seat), reveal=True, brief=""))
            events.append(Event(text.you_drew_from(card, seat), seat=drawer, reveal=True))
            events.append(Event(text.drawn_from_you(card, drawer), seat=seat, reveal=True))
    else:
        # §6.7, D15: one random card, picked on behalf of the left neighbour, discarded face down.
        card = rng.choice(hand)
        state.lose(seat, card)
        state.face_down_discards.append(FaceDownDiscard(card, seat))
        state.players[seat].spent += 1
        events.append(Event(text.bluff_discard(state.left_of(seat), seat), reveal=True, brief=""))
        events.append(Event(text.your_card_discarded(card), seat=seat, reveal=True))
    bidding = state.auction
    assert bidding.card is not None
    bidding.excluded.append(seat)
    bluff = had_cards and state.penalty_mode is not PenaltyMode.STANDARD
    events.append(Event(text.excluded(seat, bidding.card), brief=text.penalty_briefly(seat, drawers, bluff)))
    auction.open_bidding(state, events)
