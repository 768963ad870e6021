"""Card names, counts and units, and the deciding seat's context lines (Biblios).

Players are named through ``seat_ref`` placeholders that the bot replaces with names. Every text
is an :class:`i18n.Text` (said in the reader's language when read); a run of names is one
message per separator (``engine.core.words.commas`` and ``plus``), never a join of translated
pieces.
"""

from collections.abc import Mapping, Sequence
from functools import lru_cache

from engine.biblios.cards import CARD, CARDS, CATEGORY_NAMES, Category, Kind
from engine.core import seat_ref
from engine.core.words import commas, plus
from i18n import Text, _, n_
from i18n import listed as and_listed

CHURCH_NAMES: dict[str, Text] = {
    "UP1": _("raise one die"),
    "DN1": _("lower one die"),
    "UP2": _("raise two dice"),
    "DN2": _("lower two dice"),
    "PM1": _("raise or lower one die"),
}


PENALTY_MODE_LABELS: dict[str, Text] = {
    "standard": _("Standard (each other player draws a random card)"),
    "medieval_bluff": _("Medieval Bluff (one random card is discarded)"),
}


def _label(card_id: str) -> Text:
    card = CARD[card_id]
    if card.kind is Kind.CATEGORY:
        assert card.category is not None
        return _(
            "{category} {value} ({letter})",
            category=CATEGORY_NAMES[card.category],
            value=card.value,
            letter=card.letter,
        )
    if card.kind is Kind.GOLD:
        return gold_name(card.value)
    return _("Church: {effect}", effect=CHURCH_NAMES[card.church])


@lru_cache(maxsize=4096)
def gold_name(value: int) -> Text:
    """A Gold card's name by its value, "Gold 2"."""
    return _("Gold {value}", value=value)


CATEGORY_ORDER: tuple[Category, ...] = tuple(Category)


LABELS: dict[str, Text] = {card.id: _label(card.id) for card in CARDS}


def label(card_id: str) -> Text:
    """A card's face-up name, e.g. "Monks 4 (H)"."""
    return LABELS[card_id]


def labels(card_ids: Sequence[str]) -> str:
    """Several cards' names joined with " + "."""
    return plus([LABELS[card] for card in card_ids])


def listed(card_ids: Sequence[str]) -> Text:
    """Several cards' names as in a sentence, e.g. "Gold 1, Monks 2 (A) and Gold 1"."""
    return _listed(tuple(card_ids))


@lru_cache(maxsize=1024)
def _listed(card_ids: tuple[str, ...]) -> Text:
    return and_listed([LABELS[card] for card in card_ids])


@lru_cache(maxsize=1024)
def card_commas(card_ids: tuple[str, ...]) -> str:
    """Several cards' names separated by commas, e.g. "Gold 1, Monks 2 (A), Gold 1" (a hand's first cards)."""
    return commas([LABELS[card] for card in card_ids])


@lru_cache(maxsize=4096)
def units(amount: int, unit: str) -> Text:
    """A bid in its unit: "3 gold" or "2 cards"."""
    if unit == "gold":
        return n_("{n} gold", "{n} gold", amount)
    return n_("{n} card", "{n} cards", amount)


ROOM_NAMES: dict[str, Text] = {"self": _("keep"), "auction": _("auction pile"), "public": _("public space")}


def allocate_context(card_id: str, rooms: Mapping[str, int]) -> Text:
    """Private context of P2: the drawn card and the room left in each destination."""
    return _allocate_context(card_id, tuple(rooms.items()))


@lru_cache(maxsize=4096)
def _allocate_context(card_id: str, rooms: tuple[tuple[str, int], ...]) -> Text:
    places = commas([_("{place} {count}", place=ROOM_NAMES[name], count=count) for name, count in rooms if count])
    return _("You drew {card}. Still open: {places}.", card=label(card_id), places=places)


def dice_line(dice: Sequence[int]) -> Text:
    """The dice in display order, e.g. Dice: Pigments 3, Monks 3, ..."""
    return _dice_line(tuple(dice))


@lru_cache(maxsize=4096)
def _dice_line(dice: tuple[int, ...]) -> Text:
    faces = commas(
        [_("{category} {face}", category=CATEGORY_NAMES[c], face=face) for c, face in zip(Category, dice, strict=True)]
    )
    return _("Dice: {dice}.", dice=faces)


def church_moves(categories: Sequence[Category], delta: int, dice: Sequence[int]) -> Text:
    """The die moves of a Church application, e.g. "Pigments 3→2 and Holy Books 3→2"."""
    return _church_moves(tuple(categories), delta, tuple(dice[CATEGORY_ORDER.index(c)] for c in categories))


@lru_cache(maxsize=1024)
def _church_moves(categories: tuple[Category, ...], delta: int, faces: tuple[int, ...]) -> Text:
    moves = [
        _("{category} {before}→{after}", category=CATEGORY_NAMES[category], before=face, after=face + delta)
        for category, face in zip(categories, faces, strict=True)
    ]
    return and_listed(moves)


def bid_context(high_bid: int, high_bidder: int | None, unit: str, holding: int) -> Text:
    """Private context of P5: the high bid and what the bidder holds."""
    return _("{high} {held}", high=_high_bid(high_bid, high_bidder, unit), held=_holding(unit, holding))


@lru_cache(maxsize=4096)
def _high_bid(high_bid: int, high_bidder: int | None, unit: str) -> Text:
    if high_bidder is None:
        return _("No bid yet.")
    return _("High bid {amount} by {player}.", amount=units(high_bid, unit), player=seat_ref(high_bidder))


@lru_cache(maxsize=1024)
def _holding(unit: str, holding: int) -> Text:
    if unit == "gold":
        return _("You hold {amount} gold.", amount=holding)
    return n_("You hold {n} card.", "You hold {n} cards.", holding)


def gold_context(gold_values: Sequence[int], due: int) -> Text:
    """Private context of P6: the Gold cards in hand, and whether they can pay ``due``."""
    return _gold_context(tuple(sorted(gold_values)), due)


def _gold_context(gold_values: tuple[int, ...], due: int) -> Text:
    if not gold_values:
        return _("You hold no Gold cards: you cannot pay {due}.", due=due)
    cards = _gold_names(gold_values)
    total = sum(gold_values)
    if total >= due:
        return _("You hold {cards} ({total} gold).", cards=cards, total=total)
    return _("You hold {cards} ({total} gold): you cannot pay {due}.", cards=cards, total=total, due=due)


@lru_cache(maxsize=4096)
@lru_cache(maxsize=1024)
def _gold_names(gold_values: tuple[int, ...]) -> str:
    """Gold cards' names separated by commas, "Gold 1, Gold 1, Gold 3" (sorted values)."""
    return commas([gold_name(value) for value in gold_values])


def hand_context(size: int, due: int) -> Text:
    """Private context of P7: the hand's size, and whether it can pay ``due`` cards."""
    if size >= due:
        return n_("You hold {n} card.", "You hold {n} cards.", size)
    return n_(
        "You hold {n} card: you cannot discard {due}.", "You hold {n} cards: you cannot discard {due}.", size, due=due
    )
