"""The option objects of every Biblios decision, built once and reused (rules/biblios.md §11).

Options are immutable, so one object per distinct choice serves every decision that
offers it (bidding alone offers up to 100 options per decision): its label and its
stable key are computed once.
"""

from functools import cache

from engine.biblios import text
from engine.biblios.cards import BID_CAP, CARDS
from engine.biblios.state import Destination
from engine.core import Option

ALLOCATE: dict[Destination, Option] = {
    destination: Option({"type": "allocate", "to": str(destination)}, text.DESTINATION_LABELS[destination])
    for destination in Destination
}

TAKE: dict[str, Option] = {card.id: Option({"type": "take", "card": card.id}, text.label(card.id)) for card in CARDS}

PASS = Option({"type": "pass"}, text.PASS_LABEL)

# BIDS[unit][n - 1] is the bid of n (1..99) in that unit.
BIDS: dict[str, tuple[Option, ...]] = {
    unit: tuple(
        Option({"type": "bid", "amount": amount}, text.bid_label(amount, unit)) for amount in range(1, BID_CAP + 1)
    )
    for unit in ("gold", "cards")
}

DECLINE = Option({"type": "decline"}, text.DECLINE_LABEL)
REFUSE = Option({"type": "refuse"}, text.REFUSE_LABEL)


@cache
def pay_gold(values: tuple[int, ...]) -> Option:
    """The payment of these Gold values (sorted), e.g. {"type": "pay", "gold": [1, 1]}."""
    return Option({"type": "pay", "gold": list(values)}, text.pay_label(values))


def discard(cards: tuple[str, ...], hand_size: int) -> Option:
    """Paying for a Gold card by discarding these cards, e.g. {"type": "discard", "cards": ["b3", "g1"]}."""
    label = text.discard_label(cards, hand_size)
    return Option({"type": "discard", "cards": list(cards)}, label, text.discard_description(cards, label))
