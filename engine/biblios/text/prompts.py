"""Decision prompts (Biblios).

Players are named through ``seat_ref`` placeholders that the bot replaces with names.
"""

from functools import lru_cache

from engine.biblios.text.names import label
from engine.core import seat_ref
from i18n import Text, _, n_


@lru_cache(maxsize=4096)
def allocate_prompt(number: int, total: int) -> Text:
    """Prompt of P2."""
    return _("Allocate card {number} of {total}", number=number, total=total)


@lru_cache(maxsize=4096)
def take_prompt(seat: int) -> Text:
    """Prompt of P4."""
    return _("{player}: take a card from the public space", player=seat_ref(seat))


@lru_cache(maxsize=4096)
def church_prompt(seat: int, card_id: str) -> Text:
    """Prompt of P3."""
    return _("{player}: play {card}", player=seat_ref(seat), card=label(card_id))


@lru_cache(maxsize=4096)
def bid_prompt(seat: int, card_id: str) -> Text:
    """Prompt of P5."""
    return _("{player}: bid on {card} or pass", player=seat_ref(seat), card=label(card_id))


def pay_prompt(seat: int, amount: int, card_id: str) -> Text:
    """Prompt of P6."""
    return _(
        "{player}: pay {amount} gold for {card}, or do not pay",
        player=seat_ref(seat),
        amount=amount,
        card=label(card_id),
    )


def pay_gold_prompt(seat: int, amount: int, card_id: str) -> Text:
    """Prompt of P7 (pay or not)."""
    return n_(
        "{player}: discard {n} card face down for {card}, or do not pay",
        "{player}: discard {n} cards face down for {card}, or do not pay",
        amount,
        player=seat_ref(seat),
        card=label(card_id),
    )
