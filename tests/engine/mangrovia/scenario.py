"""A scenario builder for Mangrovia tests: a real set-up, then pieces moved by hand.

``table`` hands a fresh, unsealed copy of a new game. Helpers give a seat named cards, amulets
and tiles from wherever they lie, put huts on the board and put the boat at a pier, so every
invariant still holds. Moves then go through ``engine.core.game.apply``, exactly as the bot sends
them (``play``), and each resulting state is checked.
"""

from typing import Any

from engine.core import IllegalAction, copy_state
from engine.core.game import apply, new_game, pending_for, state_digest
from engine.mangrovia import GAME
from engine.mangrovia.board import LANDSCAPES, SPACE, STONE, TOTEM
from engine.mangrovia.cards import CARD
from engine.mangrovia.invariants import check
from engine.mangrovia.state import EMPTY, MangroviaState

COLOUR = {"Yellow": 0, "Red": 1, "Turquoise": 2, "Orange": 3, "Violet": 4}


def table(players: int = 4, *, seed: int = 7, variant: str = "off") -> MangroviaState:
    """A new game, unsealed (a test may change it until it asks for decisions); every hand emptied."""
    state = copy_state(new_game(GAME, players, seed, {"stones": variant}))
    for player in state.players:
        state.boxed += player.valuables
        state.landscape_pile += player.landscapes
        player.valuables, player.landscapes = [], []
    return state


def _take_card(state: MangroviaState, wanted: Any) -> str:
    piles = [
        state.valuables_pile,
        state.valuables_discard,
        state.valuables_display,
        state.landscape_pile,
        state.landscape_discard,
        state.landscape_display,
        state.boxed,
    ]
    for pile in piles:
        for card in pile:
            if wanted(CARD[card]):
                pile.remove(card)
                return card
    raise AssertionError("no such card left")


def give_valuables(state: MangroviaState, seat: int, *values: int, start: int = 0) -> list[str]:
    """Add regular valuables cards of these values (start cards of seat number ``start`` if given) to the hand."""
    player = state.players[seat]
    taken = [_take_card(state, lambda c, v=v: c.value == v and c.start == start) for v in values]
    player.valuables = sorted(player.valuables + taken)
    return taken


def give_landscapes(state: MangroviaState, seat: int, *lands: str) -> list[str]:
    """Add landscape cards of these landscapes to the hand."""
    player = state.players[seat]
    taken = [_take_card(state, lambda c, land=land: c.land == land) for land in lands]
    player.landscapes = sorted(player.landscapes + taken)
    return taken


def give_amulets(state: MangroviaState, seat: int, *values: int) -> None:
    """Add amulets of these values (from the bag; value 1 from the supply)."""
    player = state.players[seat]
    for value in values:
        if value == 1:
            state.ones -= 1
        else:
            state.bag.remove(value)
        player.amulets.append(value)
    player.amulets.sort()


def give_tile(state: MangroviaState, seat: int, tile: str) -> None:
    """Give a variant tile (from the stone circle or the box)."""
    for space, lying in list(state.stones.items()):
        if lying == tile:
            del state.stones[space]
            break
    else:
        state.tiles_boxed.remove(tile)
    state.players[seat].tiles.append(tile)


def set_birds(state: MangroviaState, *lands: str) -> None:
    """Put the birds on these two landscapes."""
    state.birds = [land for land in LANDSCAPES if land in lands]


def put_hut(state: MangroviaState, seat: int, space: str, *, double: bool = False) -> None:
    """Build directly (no payment, no points): the hut, its totem tile, its stone tile, the amulet pillar."""
    state.huts[space] = seat
    state.players[seat].huts -= 2 if double else 1
    if double:
        state.doubles.append(space)
    if SPACE[space].area == TOTEM:
        state.totems[space] = state.totem_stack.pop(0)
    if SPACE[space].area == STONE and space in state.stones:
        state.players[seat].tiles.append(state.stones.pop(space))
    if SPACE[space].amulet_space:
        state.players[seat].track += 1


def at_pier(state: MangroviaState, pier: int, seat: int, *others: tuple[int, int]) -> MangroviaState:
    """The boat at ``pier`` with ``seat``'s bowl on its site (and (site, seat) pairs), bowls all placed."""
    from engine.mangrovia.piers import site_of

    state.placing = []
    state.sites = [owner if owner < EMPTY else EMPTY for owner in state.sites]
    state.sites[site_of(pier) - 1] = seat
    for site, owner in others:
        state.sites[site - 1] = owner
    state.pier = pier
    state.opening = True
    state.parts = []
    check(state)
    return state


def play(state: MangroviaState, seat: int, action: dict[str, Any], timed_out: bool = False) -> MangroviaState:
    """Apply one move as the bot would, and check the invariants of the result."""
    after, _ = apply(GAME, state, seat, action, timed_out=timed_out)
    check(after)
    return after


def refused(state: MangroviaState, seat: int, action: dict[str, Any]) -> str:
    """The message of a refused move; the state is unchanged."""
    before = state_digest(GAME, state)
    try:
        apply(GAME, state, seat, action)
    except IllegalAction as error:
        assert state_digest(GAME, state) == before
        return str(error)
    raise AssertionError(f"{action} was accepted")


def options(state: MangroviaState, seat: int) -> list[dict[str, Any]]:
    """The actions offered to ``seat`` now."""
    decision = pending_for(GAME, state, seat)
    return [] if decision is None else [option.action for option in decision.options]


def pay_with(cards: Any = (), amulets: Any = (), tiles: Any = ()) -> dict[str, Any]:
    """A ``pay`` move."""
    return {"type": "pay", "cards": sorted(cards), "amulets": sorted(amulets), "tiles": sorted(tiles)}


def build(state: MangroviaState, seat: int, space: str, *, double: bool = False) -> MangroviaState:
    """Choose the space of a hut (a double hut); a payment that is the only one possible is then made too."""
    state = play(state, seat, {"type": "double" if double else "build", "space": space})
    decision = pending_for(GAME, state, seat)
    if state.space and decision is not None and len(decision.options) == 1:
        state = play(state, seat, decision.options[0].action)
    return state
