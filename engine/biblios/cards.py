"""The 87 Biblios cards and the set-up table, as data (rules/biblios.md §2, §3.1).

The value -> letter mapping of the category cards is the documented STAND-IN of §2.3.1
(ascending letters by value); only ``LETTERS_BY_VALUE`` changes if the real one is found.
"""

from dataclasses import dataclass
from enum import StrEnum

from i18n import Text, _


class Kind(StrEnum):
    """The three card types (§2.1)."""

    CATEGORY = "category"
    GOLD = "gold"
    CHURCH = "church"


class Category(StrEnum):
    """The five categories, in display order PIG, MON, FOR, HOL, MAN (§2.2, D16)."""

    PIG = "PIG"
    MON = "MON"
    FOR = "FOR"
    HOL = "HOL"
    MAN = "MAN"


CATEGORY_NAMES: dict[Category, Text] = {
    Category.PIG: _("Pigments"),
    Category.MON: _("Monks"),
    Category.FOR: _("Forbidden Tomes"),
    Category.HOL: _("Holy Books"),
    Category.MAN: _("Manuscripts"),
}

# The order of the final game tie-break walk (§9.3 step 3, decision D16).
TIEBREAK_WALK: tuple[Category, ...] = (Category.MON, Category.PIG, Category.HOL, Category.MAN, Category.FOR)

# STAND-IN (§2.3.1): value -> letters per category; each letter A..I once per category.
LETTERS_BY_VALUE: dict[Category, dict[int, str]] = {
    Category.PIG: {2: "ABCD", 3: "EFG", 4: "HI"},
    Category.MON: {2: "ABCD", 3: "EFG", 4: "HI"},
    Category.FOR: {1: "ABCDEFG", 2: "HI"},
    Category.HOL: {1: "ABCDEFG", 2: "HI"},
    Category.MAN: {1: "ABCDEFG", 2: "HI"},
}

LETTERS = "ABCDEFGHI"
GOLD_PER_VALUE = 11  # §2.3.2: eleven each of Gold 1, Gold 2, Gold 3


@dataclass(frozen=True, slots=True)
class ChurchEffect:
    """What a Church card does (§7.2): move ``dice`` different dice by one of ``deltas``."""

    code: str  # "UP1", "DN1", "UP2", "DN2", "PM1"
    dice: int  # 1 or 2
    deltas: tuple[int, ...]  # (+1,), (-1,) or (+1, -1) for the raise-or-lower card
    copies: tuple[str, ...]  # id suffixes of the physical copies


CHURCH_EFFECTS: tuple[ChurchEffect, ...] = (
    ChurchEffect("UP1", 1, (1,), ("a", "b")),
    ChurchEffect("DN1", 1, (-1,), ("a", "b")),
    ChurchEffect("UP2", 2, (1,), ("a", "b")),
    ChurchEffect("DN2", 2, (-1,), ("a", "b")),
    ChurchEffect("PM1", 1, (1, -1), ("",)),
)
CHURCH_EFFECT: dict[str, ChurchEffect] = {effect.code: effect for effect in CHURCH_EFFECTS}


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card. ``value`` is the category value or gold value (0 for Church)."""

    id: str
    kind: Kind
    category: Category | None = None
    value: int = 0
    letter: str = ""
    church: str = ""  # the ChurchEffect code of a Church card

    @property
    def is_gold(self) -> bool:
        """Whether this is a Gold card."""
        return self.kind is Kind.GOLD

    @property
    def is_church(self) -> bool:
        """Whether this is a Church card."""
        return self.kind is Kind.CHURCH


def _category_cards() -> list[Card]:
    cards = []
    for category, by_value in LETTERS_BY_VALUE.items():
        for value, letters in by_value.items():
            cards.extend(Card(f"{category}-{letter}", Kind.CATEGORY, category, value, letter) for letter in letters)
    return sorted(cards, key=lambda card: (list(Category).index(card.category), card.letter))


def _gold_cards() -> list[Card]:
    return [
        Card(f"G{value}-{copy:02d}", Kind.GOLD, value=value)
        for value in (1, 2, 3)
        for copy in range(1, GOLD_PER_VALUE + 1)
    ]


def _church_cards() -> list[Card]:
    return [
        Card(f"CH-{effect.code}-{suffix}" if suffix else f"CH-{effect.code}", Kind.CHURCH, church=effect.code)
        for effect in CHURCH_EFFECTS
        for suffix in effect.copies
    ]


CARDS: tuple[Card, ...] = (*_category_cards(), *_gold_cards(), *_church_cards())
CARD: dict[str, Card] = {card.id: card for card in CARDS}
ALL_IDS: frozenset[str] = frozenset(CARD)
assert len(CARDS) == 87 and len(CARD) == 87, "Biblios has 87 distinct cards (§2.1)"
GOLD_VALUE: dict[str, int] = {card.id: card.value if card.is_gold else 0 for card in CARDS}  # 0: not a Gold card
CHURCH_IDS: frozenset[str] = frozenset(card.id for card in CARDS if card.is_church)


@dataclass(frozen=True, slots=True)
class SetupRow:
    """One line of the per-player-count set-up table (§3.1)."""

    players: int
    gold_removed: tuple[str, ...]  # removed openly; the highest-numbered copies (§3.2 step 4)
    removed_face_down: int  # removed at random, unseen

    @property
    def cards_per_gift_turn(self) -> int:
        """N+1 cards allocated per gift turn."""
        return self.players + 1


SETUP: dict[int, SetupRow] = {
    2: SetupRow(2, ("G1-10", "G1-11", "G2-10", "G2-11", "G3-10", "G3-11"), 21),
    3: SetupRow(3, ("G1-11", "G2-11", "G3-11"), 12),
    4: SetupRow(4, (), 7),
}

DIE_START = 3  # §3.2 step 1
DIE_MIN = 1  # §7.2, D10
DIE_MAX = 6
BID_CAP = 99  # D19: no rules cap, UI cap
