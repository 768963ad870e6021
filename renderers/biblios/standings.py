"""Final places from the end-of-game public view (rules/biblios.md §9.2-§9.3).

The view carries each seat's VP and every revealed hand, which is all §9.3 needs, so
the picture can rank players without the engine's state. The tie-break walk is: VP,
then gold value, then Monks, Pigments, Holy Books, Manuscripts, Forbidden Tomes, each
by total and then by the earliest letter held (decision D16).
"""

from engine.biblios.views import CardFace, PublicView

TIE_BREAK_WALK = ("MON", "PIG", "HOL", "MAN", "FOR")  # §9.3 step 3, decision D16
_NO_LETTER = 1000  # ranks after every letter


def gold_value(hand: tuple[CardFace, ...]) -> int:
    """Total value of the Gold cards in ``hand`` (§9.3 step 1, decision D15b)."""
    return sum(card.value for card in hand if card.kind == "gold")


def _category_key(hand: tuple[CardFace, ...], code: str) -> tuple[int, int]:
    cards = [card for card in hand if card.kind == "category" and card.category == code]
    earliest = min((ord(card.letter) for card in cards if card.letter), default=_NO_LETTER)
    # Higher total first; among equal totals the earliest letter (A) wins.
    return sum(card.value for card in cards), -earliest


def places(view: PublicView) -> tuple[int, ...] | None:
    """Each seat's final place (1 = winner; shared on a full tie), or None before the game ends."""
    if view.vp is None or view.revealed_hands is None:
        return None

    def key(seat: int) -> tuple[object, ...]:
        hand = view.revealed_hands[seat] if view.revealed_hands else ()
        return (view.vp[seat] if view.vp else 0, gold_value(hand), *(_category_key(hand, c) for c in TIE_BREAK_WALK))

    keys = [key(seat) for seat in range(view.players)]
    return tuple(1 + sum(1 for other in keys if other > mine) for mine in keys)
