"""The cards: 43 valuables, 32 landscapes and the 10 start cards (rules §2.1, §2.2).

Every card has an id: ``V5.3`` is the third valuables card worth 5, ``S2.6`` seat 2's start card
worth 6, ``LW.4`` the fourth WATER landscape card. Ids are what the state keeps and what a hand
shows; the public sees only how many cards of each type a hand holds (§9).

The values of the start cards of seats 2-5 are a STAND-IN (§2.2): each seat's pair is worth one
more than the previous seat's; seat 1's (3 and 4) is confirmed.
"""

from dataclasses import dataclass

from engine.mangrovia.board import LANDSCAPES

VALUABLE = "valuable"
LANDSCAPE = "landscape"

VALUABLE_COUNTS = {2: 9, 3: 8, 4: 7, 5: 7, 6: 6, 7: 6}  # value: copies (§2.1)
LANDSCAPE_COPIES = 8  # of each of the four landscapes
START_VALUES = {1: (3, 4), 2: (2, 6), 3: (4, 5), 4: (3, 7), 5: (5, 6)}  # seat number: values (§2.2)


@dataclass(frozen=True, slots=True)
class Card:
    """One card: a valuables card (``value``; ``start`` is its seat number for a start card) or a landscape."""

    id: str
    kind: str
    value: int = 0
    land: str = ""
    start: int = 0


def _valuables() -> tuple[Card, ...]:
    return tuple(
        Card(f"V{value}.{copy}", VALUABLE, value=value)
        for value, copies in VALUABLE_COUNTS.items()
        for copy in range(1, copies + 1)
    )


def _landscapes() -> tuple[Card, ...]:
    return tuple(
        Card(f"L{land[0]}.{copy}", LANDSCAPE, land=land)
        for land in LANDSCAPES
        for copy in range(1, LANDSCAPE_COPIES + 1)
    )


def _starts() -> tuple[Card, ...]:
    return tuple(
        Card(f"S{seat}.{value}", VALUABLE, value=value, start=seat)
        for seat, values in START_VALUES.items()
        for value in values
    )


VALUABLES = _valuables()
LANDSCAPE_CARDS = _landscapes()
START_CARDS = _starts()
CARD = {card.id: card for card in (*VALUABLES, *LANDSCAPE_CARDS, *START_CARDS)}
VALUE = {card.id: card.value for card in CARD.values()}  # 0 for a landscape
LAND = {card.id: card.land for card in CARD.values()}  # "" for a valuables card


def start_cards(number: int) -> list[str]:
    """The ids of the two start cards numbered ``number`` (the seat clockwise from the start player)."""
    return [card.id for card in START_CARDS if card.start == number]
