"""Card names, counts and units, and the deciding seat's context lines (Biblios).

Players are named through ``seat_ref`` placeholders that the bot replaces with names.
"""

from collections.abc import Mapping, Sequence

from engine.biblios.cards import CARD, CARDS, CATEGORY_NAMES, Category, Kind
from engine.core import seat_ref
from engine.core.words import plural

CHURCH_NAMES: dict[str, str] = {
    "UP1": "raise one die",
    "DN1": "lower one die",
    "UP2": "raise two dice",
    "DN2": "lower two dice",
    "PM1": "raise or lower one die",
}


PENALTY_MODE_LABELS: dict[str, str] = {
    "standard": "Standard (each other player draws a random card)",
    "medieval_bluff": "Medieval Bluff (one random card is discarded)",
}


def _label(card_id: str) -> str:
    card = CARD[card_id]
    if card.kind is Kind.CATEGORY:
        assert card.category is not None
        return f"{CATEGORY_NAMES[card.category]} {card.value} ({card.letter})"
    if card.kind is Kind.GOLD:
        return f"Gold {card.value}"
    return f"Church: {CHURCH_NAMES[card.church]}"


CATEGORY_ORDER: tuple[Category, ...] = tuple(Category)


LABELS: dict[str, str] = {card.id: _label(card.id) for card in CARDS}


def label(card_id: str) -> str:
    """A card's face-up name, e.g. "Monks 4 (H)"."""
    return LABELS[card_id]


def labels(card_ids: Sequence[str]) -> str:
    """Several cards' names joined with " + "."""
    return " + ".join(LABELS[card] for card in card_ids)


def listed(card_ids: Sequence[str]) -> str:
    """Several cards' names as in a sentence, e.g. "Gold 1, Monks 2 (A) and Gold 1"."""
    names = [LABELS[card] for card in card_ids]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def units(amount: int, unit: str) -> str:
    """A bid in its unit: "3 gold" or "2 cards"."""
    return f"{amount} gold" if unit == "gold" else plural(amount, "card")


ROOM_NAMES: dict[str, str] = {"self": "keep", "auction": "auction pile", "public": "public space"}


def allocate_context(card_id: str, rooms: Mapping[str, int]) -> str:
    """Private context of P2: the drawn card and the room left in each destination."""
    places = ", ".join(f"{ROOM_NAMES[name]} {count}" for name, count in rooms.items() if count)
    return f"You drew {label(card_id)}. Still open: {places}."


def dice_line(dice: Sequence[int]) -> str:
    """The dice in display order, e.g. Dice: Pigments 3, Monks 3, ..."""
    return "Dice: " + ", ".join(f"{CATEGORY_NAMES[c]} {face}" for c, face in zip(Category, dice, strict=True)) + "."


def church_moves(categories: Sequence[Category], delta: int, dice: Sequence[int]) -> str:
    """The die moves of a Church application, e.g. "Pigments 3→2 and Holy Books 3→2"."""
    moves = []
    for category in categories:
        face = dice[CATEGORY_ORDER.index(category)]
        moves.append(f"{CATEGORY_NAMES[category]} {face}→{face + delta}")
    return " and ".join(moves)


def bid_context(high_bid: int, high_bidder: int | None, unit: str, holding: int) -> str:
    """Private context of P5: the high bid and what the bidder holds."""
    high = "No bid yet." if high_bidder is None else f"High bid {units(high_bid, unit)} by {seat_ref(high_bidder)}."
    held = f"You hold {holding} gold." if unit == "gold" else f"You hold {plural(holding, 'card')}."
    return f"{high} {held}"


def gold_context(gold_values: Sequence[int], due: int) -> str:
    """Private context of P6: the Gold cards in hand, and whether they can pay ``due``."""
    if not gold_values:
        return f"You hold no Gold cards: you cannot pay {due}."
    cards = ", ".join(f"Gold {value}" for value in sorted(gold_values))
    held = f"You hold {cards} ({sum(gold_values)} gold)"
    return f"{held}." if sum(gold_values) >= due else f"{held}: you cannot pay {due}."


def hand_context(size: int, due: int) -> str:
    """Private context of P7: the hand's size, and whether it can pay ``due`` cards."""
    held = f"You hold {plural(size, 'card')}"
    return f"{held}." if size >= due else f"{held}: you cannot discard {due}."
