"""The apprentice display and hiring (§5.4, §6.6): reach, skip coins, the apprentice limit, the row sliding left.

A hire is chosen with the placement (Workshop, Black Market B) or the Tavern. At the limit
the player first discards one apprentice (a ``DISMISS`` task), then the ``HIRE`` task takes
the card: its coins go to the hirer, its virtue applies, its row slides left and refills.
"""

from typing import Any

from engine.architects.apprentices import APPRENTICE
from engine.architects.board import DISPLAY_COLUMNS, WORKSHOP_BASE, WORKSHOP_TAX, workshop_reach
from engine.architects.characters import RUDOLF
from engine.architects.state import ArchitectsState, Kind, Slot, Task
from engine.architects.tableau import apprentice_limit, change_virtue, tax_due
from engine.architects.text import events, labels, prompts, refusals
from engine.core import Context, Decision, Event, IllegalAction, Option


def find(state: ArchitectsState, card: object) -> tuple[int, int] | None:
    """Row and column (0-based) of a face-up apprentice, if it is in the display."""
    for row, slots in enumerate(state.display):
        for column, slot in enumerate(slots):
            if slot.card and slot.card == card:
                return row, column
    return None


def face_up(state: ArchitectsState) -> list[str]:
    """Every face-up apprentice, row by row."""
    return [slot.card for slots in state.display for slot in slots if slot.card]


def hire_cost(state: ArchitectsState, seat: int) -> int:
    """The Workshop hire's silver without skip coins: 2 (Rudolf 1) + the tax due of 2 (§6.6)."""
    player = state.players[seat]
    return WORKSHOP_BASE - (1 if player.character == RUDOLF else 0) + tax_due(player, WORKSHOP_TAX)


def skip_coins(state: ArchitectsState, seat: int, column: int, *, placed: bool = False) -> int:
    """Skip coins to reach 0-based ``column`` with the Workshop worker about to be placed (or just ``placed``)."""
    reach = workshop_reach(state.locations["workshop"][seat] + (0 if placed else 1))
    return max(0, column + 1 - reach)


def workshop_problem(state: ArchitectsState, seat: int, card: Any) -> str | None:
    """Why the seat cannot hire ``card`` at the Workshop now, or None."""
    where = find(state, card)
    if where is None:
        return refusals.NO_SUCH_APPRENTICE
    coins = skip_coins(state, seat, where[1])
    needed = hire_cost(state, seat) + coins
    if state.players[seat].silver < needed:
        reach = workshop_reach(state.locations["workshop"][seat] + 1)
        return refusals.hire_too_far(str(card), where[1] + 1, reach, coins, needed)
    return None


def start_hire(state: ArchitectsState, seat: int, card: str) -> list[Task]:
    """The tasks of a hire (Workshop, Black Market B, Tavern): discard first at the limit, then hire."""
    player = state.players[seat]
    tasks = [Task(Kind.HIRE, seat, card=card)]
    if len(player.apprentices) >= apprentice_limit(player):
        tasks.insert(0, Task(Kind.DISMISS, seat, card=card))
    return tasks


def pay_workshop(state: ArchitectsState, seat: int, card: str) -> int:
    """Pay the Workshop hire and lay the skip coins (§6.6); the silver spent."""
    row, column = find(state, card) or (0, 0)
    coins = skip_coins(state, seat, column, placed=True)
    player = state.players[seat]
    base = WORKSHOP_BASE - (1 if player.character == RUDOLF else 0)
    due = tax_due(player, WORKSHOP_TAX)
    player.silver -= base + due + coins
    state.tax += due
    slots = state.display[row]
    for column in range(coins):
        slots[column] = Slot(slots[column].card, slots[column].coins + 1)
    return base + due + coins


def hire(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """The automatic ``HIRE`` step: take the card, its coins and its virtue; slide and refill the row (§5.4)."""
    task = state.tasks.pop(0)
    row, column = find(state, task.card) or (0, 0)
    slot = state.display[row][column]
    player = state.players[seat]
    player.apprentices.append(slot.card)
    player.silver += slot.coins
    slots = state.display[row]
    del slots[column]
    drawn = state.apprentice_deck.pop(0) if state.apprentice_deck else ""
    slots.append(Slot(drawn))
    # The card drawn shows in the display: the deck's top, hidden until now, so the move can no longer be undone.
    context.tell(Event(events.hires(seat, slot.card, slot.coins, 0), reveal=bool(drawn)))
    assert len(slots) == DISPLAY_COLUMNS
    change_virtue(state, seat, APPRENTICE[task.card].virtue, context)


def cycle(state: ArchitectsState, space_number: int, context: Context) -> None:
    """Apprentice cycling (§11.2) on Guildhall space ``space_number``.

    Both column-1 apprentices go to the bottom of the deck (their coins to the supply), both
    rows slide one column left and column 4 of each row is drawn from the deck.
    """
    gone = [slots.pop(0) for slots in state.display]
    state.apprentice_deck.extend(slot.card for slot in gone if slot.card)
    drawn = []
    for slots in state.display:
        card = state.apprentice_deck.pop(0) if state.apprentice_deck else ""
        slots.append(Slot(card))
        drawn.append(card)
    coins = sum(slot.coins for slot in gone)
    told = events.cycled(space_number, [slot.card for slot in gone if slot.card], coins, drawn)
    context.tell(Event(told, reveal=any(drawn)))  # the cards drawn were the deck's hidden top


def dismiss_decision(state: ArchitectsState) -> Decision:
    """D6/D9/D11: the apprentice to discard before hiring at the limit (default: the first hired)."""
    task = state.tasks[0]
    player = state.players[task.seat]
    options = tuple(Option({"type": "dismiss", "card": card}, labels.dismiss(card)) for card in player.apprentices)
    return Decision(task.seat, "dismiss", prompts.dismiss(task.seat, task.card), options, timeout=labels.TIMEOUT_OPTION)


def dismiss(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Discard the chosen apprentice to the bottom of the apprentice deck (its virtue is not undone)."""
    player = state.players[seat]
    card = action.get("card")
    if card not in player.apprentices:
        raise IllegalAction(refusals.NOT_YOUR_APPRENTICE)
    state.tasks.pop(0)
    player.apprentices.remove(card)
    state.apprentice_deck.append(str(card))
    context.tell(Event(events.dismisses(seat, str(card))))
