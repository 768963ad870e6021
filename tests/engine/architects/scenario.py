"""A scenario builder for Architects tests: a real set-up, the draft done, then pieces moved by hand.

``table`` plays the opening draft with everyone's first card and hands a fresh, unsealed copy
of the state, waiting on the placement of the chosen seat. Helpers move named cards,
apprentices and workers from wherever they lie, so every invariant still holds. Moves then go
through ``engine.core.game.apply``, exactly as the bot sends them (``play``), and each
resulting state is checked.
"""

from typing import Any

from engine.architects.declaration import GAME
from engine.architects.invariants import check
from engine.architects.state import ArchitectsState, Kind, Slot, Task
from engine.core import copy_state
from engine.core.game import apply, new_game, pending_for


def table(players: int = 4, *, seed: int = 7, variable: bool = False, active: int = 0, **more: str) -> ArchitectsState:
    """A game past its draft with nothing in play yet, waiting on ``active``'s placement (``more``: lobby options)."""
    state = new_game(GAME, players, seed, {"setup": "variable" if variable else "standard", **more})
    while state.draft is not None:
        decision = GAME.pending(state)[0]
        state, _ = apply(GAME, state, decision.seat, decision.options[0].action)
    state = copy_state(state)  # unsealed: a test may change it until it asks for decisions
    state.active = active
    state.tasks = [Task(Kind.PLACE, active)]
    for player in state.players:
        player.turns = 0
    return state


def set_goods(state: ArchitectsState, seat: int, **amounts: int) -> None:
    """Set the seat's goods exactly (unnamed ones to 0)."""
    player = state.players[seat]
    for name in ("clay", "wood", "stone", "gold", "marble", "silver"):
        setattr(player, name, amounts.get(name, 0))


def _take_building(state: ArchitectsState, card: str) -> None:
    for pile in (state.building_deck, *(player.hand for player in state.players)):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(f"{card} is not in the deck or a hand")


def set_hand(state: ArchitectsState, seat: int, *cards: str) -> None:
    """The seat's hand becomes exactly ``cards``; its old cards go to the deck bottom."""
    player = state.players[seat]
    state.building_deck.extend(player.hand)
    player.hand = []
    for card in cards:
        _take_building(state, card)
    player.hand = list(cards)


def built(state: ArchitectsState, seat: int, *cards: str) -> None:
    """Put these buildings in the seat's tableau."""
    for card in cards:
        _take_building(state, card)
        state.players[seat].buildings.append(card)


def _take_apprentice(state: ArchitectsState, card: str) -> None:
    if card in state.apprentice_deck:
        state.apprentice_deck.remove(card)
        return
    for row in state.display:
        for index, slot in enumerate(row):
            if slot.card == card:
                row[index] = Slot(state.apprentice_deck.pop(0))
                return
    for player in state.players:
        if card in player.apprentices:
            player.apprentices.remove(card)
            return
    raise AssertionError(f"{card} is nowhere")


def hire(state: ArchitectsState, seat: int, *cards: str) -> None:
    """These apprentices join the seat's tableau (no cost, no virtue)."""
    for card in cards:
        _take_apprentice(state, card)
        state.players[seat].apprentices.append(card)


def set_row(state: ArchitectsState, row: int, *cards: str) -> None:
    """Display row ``row`` (0 or 1) shows exactly these four cards, without coins; the other row keeps what it can."""
    other = 1 - row
    kept = [slot.card for slot in state.display[other] if slot.card not in cards]
    pool = [card for card in state.apprentice_deck if card not in cards]
    pool += [slot.card for slot in state.display[row] if slot.card not in cards]
    refill = kept + pool
    state.display[row] = [Slot(card) for card in cards]
    state.display[other] = [Slot(card) for card in refill[:4]]
    state.apprentice_deck = refill[4:]


def put(state: ArchitectsState, place: str, seat: int, workers: int) -> None:
    """Move ``workers`` of the seat from its supply to a large-circle location."""
    state.players[seat].supply -= workers
    state.locations[place][seat] += workers


def jail(state: ArchitectsState, seat: int, workers: int) -> None:
    """Move ``workers`` of the seat from its supply to the Prison."""
    state.players[seat].supply -= workers
    state.prison[seat] += workers


def hold(state: ArchitectsState, holder: int, owner: int, workers: int) -> None:
    """``holder`` holds ``workers`` captured workers of ``owner`` (from the owner's supply)."""
    state.players[owner].supply -= workers
    state.players[holder].held[owner] += workers


def play(state: ArchitectsState, seat: int, action: dict[str, Any]) -> tuple[ArchitectsState, list[Any]]:
    """Apply an offered move through the core; the new state (checked) and its events."""
    check(state)
    new, events = apply(GAME, state, seat, action)
    check(new)
    return new, events


def options(state: ArchitectsState, seat: int) -> list[dict[str, Any]]:
    """The actions offered to ``seat`` now."""
    decision = pending_for(GAME, state, seat)
    return [] if decision is None else [option.action for option in decision.options]


def kind(state: ArchitectsState) -> str:
    """The kind of the first pending decision."""
    return GAME.pending(state)[0].kind


def place(at: str, **more: Any) -> dict[str, Any]:
    """A placement move."""
    return {"type": "place", "at": at, **more}


def stop() -> dict[str, Any]:
    """Stop trading, capturing or acting at the Guardhouse."""
    return {"type": "stop"}
