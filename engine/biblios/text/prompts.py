"""Decision prompts (Biblios).

Players are named through ``seat_ref`` placeholders that the bot replaces with names.
"""

from engine.biblios.text.names import label, plural
from engine.core import seat_ref


def allocate_prompt(number: int, total: int) -> str:
    """Prompt of P2."""
    return f"Allocate card {number} of {total}"


def take_prompt(seat: int) -> str:
    """Prompt of P4."""
    return f"{seat_ref(seat)}: take a card from the public space"


def church_prompt(seat: int, card_id: str) -> str:
    """Prompt of P3."""
    return f"{seat_ref(seat)}: play {label(card_id)}"


def bid_prompt(seat: int, card_id: str) -> str:
    """Prompt of P5."""
    return f"{seat_ref(seat)}: bid on {label(card_id)} or pass"


def pay_prompt(seat: int, amount: int, card_id: str) -> str:
    """Prompt of P6."""
    return f"{seat_ref(seat)}: pay {amount} gold for {label(card_id)}, or do not pay"


def pay_gold_prompt(seat: int, amount: int, card_id: str) -> str:
    """Prompt of P7 (pay or not)."""
    return f"{seat_ref(seat)}: discard {plural(amount, 'card')} face down for {label(card_id)}, or do not pay"
