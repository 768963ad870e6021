"""What many rules share (§5): abilities of hired apprentices, tax and evasion, virtue and debts, drawing plans.

Virtue moves at once and is clamped to 0-14 (§5.2): a loss below 0 takes one unpaid debt
per point; a gain beyond 14 lets the player destroy one unpaid debt per excess point, a
choice during play (an ``OVERFLOW`` task put first in line) and automatic at final scoring.
"""

from collections import Counter
from collections.abc import Mapping
from functools import cache

from engine.architects.apprentices import APPRENTICE
from engine.architects.board import APPRENTICE_LIMIT, VIRTUE_MAX, tax_evasion
from engine.architects.characters import ADA, RUDOLF, RUDOLF_APPRENTICES
from engine.architects.state import ArchitectsState, Kind, PlayerState, Task
from engine.architects.text import events
from engine.core import Context, Event


def count(player: PlayerState, ability: str) -> int:
    """How many of the player's apprentices have this ability (copies stack, §2.7)."""
    return _abilities(tuple(player.apprentices)).get(ability, 0)


def ability_counts(player: PlayerState) -> Mapping[str, int]:
    """:func:`count` of every ability at once (a shared mapping: read it, never change it)."""
    return _abilities(tuple(player.apprentices))


@cache
def _abilities(apprentices: tuple[str, ...]) -> dict[str, int]:
    return dict(Counter(APPRENTICE[card].ability for card in apprentices))


def abilities(player: PlayerState, prefix: str) -> list[str]:
    """The abilities of the player's apprentices that start with ``prefix``, one per card."""
    return [APPRENTICE[card].ability for card in player.apprentices if APPRENTICE[card].ability.startswith(prefix)]


def skills(player: PlayerState) -> frozenset[str]:
    """The skills among the player's apprentices (§7.1)."""
    return _skills(tuple(player.apprentices))


@cache
def _skills(apprentices: tuple[str, ...]) -> frozenset[str]:
    return frozenset(skill for card in apprentices for skill in APPRENTICE[card].skills)


def apprentice_limit(player: PlayerState) -> int:
    """5, or 6 for Rudolf (§5.4)."""
    return RUDOLF_APPRENTICES if player.character == RUDOLF else APPRENTICE_LIMIT


def tax_due(player: PlayerState, tax: int) -> int:
    """The tax the player pays of a payment with ``tax`` in it: evasion and Ada ignore some (§5.1)."""
    evasion = tax_evasion(player.virtue) + (1 if player.character == ADA else 0)
    return max(0, tax - evasion)


def pay_with_tax(state: ArchitectsState, seat: int, silver: int, tax: int) -> int:
    """Pay ``silver`` to the supply and the due part of ``tax`` to the Tax Stand; the total paid."""
    player = state.players[seat]
    due = tax_due(player, tax)
    assert player.silver >= silver + due, "the caller checked the payment"
    player.silver -= silver + due
    state.tax += due
    return silver + due


def change_virtue(state: ArchitectsState, seat: int, delta: int, context: Context, *, in_play: bool = True) -> None:
    """Move the seat's virtue marker (§5.2): debts below 0; excess above 14 may destroy debts."""
    player = state.players[seat]
    if delta == 0:
        return
    moved = player.virtue + delta
    if moved < 0:
        player.virtue = 0
        take_debts(state, seat, -moved, context)
        return
    player.virtue = min(moved, VIRTUE_MAX)
    excess = moved - VIRTUE_MAX
    if excess <= 0 or player.debts == 0:
        return
    if in_play:
        leading = 0
        while leading < len(state.tasks) and state.tasks[leading].kind is Kind.OVERFLOW:
            leading += 1
        state.tasks.insert(leading, Task(Kind.OVERFLOW, seat, left=min(excess, player.debts)))
    else:
        destroyed = min(excess, player.debts)
        player.debts -= destroyed
        context.tell(Event(events.debts_destroyed(seat, destroyed)))


def take_debts(state: ArchitectsState, seat: int, debts: int, context: Context) -> None:
    """The seat takes ``debts`` unpaid debt cards (§5.3)."""
    if debts:
        state.players[seat].debts += debts
        context.tell(Event(events.takes_debts(seat, debts)))


def draw_plans(state: ArchitectsState, seat: int, wanted: int, context: Context) -> list[str]:
    """Draw up to ``wanted`` building cards from the top of the deck into the seat's hand (§5.5)."""
    drawn = state.building_deck[:wanted]
    del state.building_deck[: len(drawn)]
    state.players[seat].hand.extend(drawn)
    context.tell(
        Event(events.draws_plans(seat, len(drawn), wanted), reveal=bool(drawn)),
        Event(events.drew_privately(drawn), seat=seat, reveal=bool(drawn)),
    )
    return drawn


def has_all_skills(player: PlayerState, needed: tuple[str, ...]) -> bool:
    """Whether the player's apprentices cover every skill in ``needed``."""
    return skills(player).issuperset(needed)
