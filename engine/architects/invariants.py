"""Invariants of an Architects state, checked after every random-play step (§17.1).

20 workers per colour; virtue 0-14; no negative goods; one worker per Black Market space;
Cathedral levels within their spaces; apprentices within the limit; the 40 building cards,
40 apprentices, 10 Black Market cards and 11 rewards each lie exactly once.
"""

from engine.architects.apprentices import APPRENTICE
from engine.architects.board import CATHEDRAL, DISPLAY_COLUMNS, TABLES, VIRTUE_MAX, WORKERS
from engine.architects.buildings import ALL_BUILDINGS
from engine.architects.market import MARKET_CARD
from engine.architects.rewards import REWARD
from engine.architects.state import EMPTY, ArchitectsState, Kind
from engine.architects.tableau import apprentice_limit


def check(state: ArchitectsState) -> None:
    """Raise AssertionError when an invariant fails."""
    workers = _workers(state)
    dismissing = {task.seat for task in state.tasks if task.kind is Kind.DISMISS}
    for seat, player in enumerate(state.players):
        assert workers[seat] == WORKERS, f"seat {seat} has {workers[seat]} workers, not 20"
        assert player.supply >= 0 and state.prison[seat] >= 0, f"seat {seat}: negative workers"
        assert 0 <= player.virtue <= VIRTUE_MAX, f"seat {seat}: virtue {player.virtue}"
        assert min(player.clay, player.wood, player.stone, player.gold, player.marble, player.silver) >= 0, (
            f"seat {seat}: negative goods {player.goods()}"
        )
        assert player.debts >= 0 and player.paid >= 0, f"seat {seat}: negative debts"
        assert player.held[seat] == 0, f"seat {seat} holds its own workers"
        assert 0 <= player.cathedral <= len(CATHEDRAL)
        limit = apprentice_limit(player) + (seat in dismissing)
        assert len(player.apprentices) <= limit, f"seat {seat}: too many apprentices"
    for level in CATHEDRAL:
        on = sum(player.cathedral == level.level for player in state.players)
        assert on <= level.spaces, f"Cathedral level {level.level} holds {on}"
    assert state.tax >= 0
    assert len(state.market) == 3 and all(seat == EMPTY or 0 <= seat < state.seats for seat in state.market)
    assert len(state.guildhall) <= TABLES[state.seats].guildhall
    assert not state.overflow or state.final_turns >= 0 or state.over, "overflow workers only in the final round"
    buildings = [*state.building_deck]
    for player in state.players:
        buildings += player.hand + player.buildings
    if state.draft is not None:
        buildings += [card for holding in state.draft.holding for card in holding]
        buildings += [card for card in state.draft.picked if card and all(card not in h for h in state.draft.holding)]
    buildings += [card for task in state.tasks for card in task.cards]
    assert len(buildings) == len(ALL_BUILDINGS) and set(buildings) == ALL_BUILDINGS, "40 building cards, each once"
    apprentices = [*state.apprentice_deck, *(slot.card for row in state.display for slot in row if slot.card)]
    for player in state.players:
        apprentices += player.apprentices
    assert sorted(apprentices) == sorted(APPRENTICE), "40 apprentices, each once"
    assert all(len(row) == DISPLAY_COLUMNS for row in state.display)
    assert sorted(state.small_pile + state.large_pile) == sorted(MARKET_CARD), "10 Black Market cards, each once"
    rewards = state.rewards + state.rewards_unused + state.rewards_taken
    assert sorted(rewards) == sorted(REWARD), "11 reward cards, each once"
    assert len(state.rewards_unused) == len(REWARD) - TABLES[state.seats].rewards


def _workers(state: ArchitectsState) -> list[int]:
    """Every seat's workers wherever they are (:meth:`ArchitectsState.workers_of` of every seat, in one pass)."""
    found = [player.supply + state.prison[seat] for seat, player in enumerate(state.players)]
    seats = range(len(found))
    for placed in state.locations.values():
        for seat, count in enumerate(placed):
            found[seat] += count
    for seat in (*state.market, *state.guildhall, *state.overflow):
        if seat in seats:
            found[seat] += 1
    for player in state.players:
        for owner, count in enumerate(player.held):
            found[owner] += count
    return found
