"""Paying for a hut exactly (rules §6.3-6.5, §8): where a player can build, and every exact payment.

A hut is paid with valuables cards (start cards too, and the variant's valuable-3 tiles) or with
amulets (and amulet-2 tiles), in the space's currency only, summing exactly to its cost (twice for
a double hut), plus one landscape card per hut of a landscape the space shows that is active now;
a free-landscape tile replaces a card and ignores the birds. Achievable sums are kept as a bit
mask (bit ``n`` set: some subset sums to ``n``), so checking a space is one shift.
"""

from collections.abc import Iterator
from typing import Any

from engine.mangrovia.board import LANDSCAPES, SPACE, SPACES, VALUABLES, Space
from engine.mangrovia.cards import CARD, LAND, VALUE
from engine.mangrovia.state import MangroviaState, PlayerState
from engine.mangrovia.stones import AMULET2, FREE_LANDSCAPE, TILE, VALUABLE3
from engine.mangrovia.text import refusals


def sums(values: list[int]) -> int:
    """The bit mask of every sum some subset of ``values`` makes (bit 0: the empty subset)."""
    mask = 1
    for value in values:
        mask |= mask << value
    return mask


def valuables_values(player: PlayerState) -> list[int]:
    """What the player can pay valuables with: his cards' values and 3 per valuable-3 tile."""
    return [VALUE[card] for card in player.valuables] + [3 for tile in player.tiles if TILE[tile].kind == VALUABLE3]


def amulet_values(player: PlayerState) -> list[int]:
    """What the player can pay amulets with: his amulets and 2 per amulet-2 tile."""
    return [*player.amulets, *(2 for tile in player.tiles if TILE[tile].kind == AMULET2)]


def free_tiles(player: PlayerState) -> list[str]:
    """The player's free-landscape tiles."""
    return [tile for tile in player.tiles if TILE[tile].kind == FREE_LANDSCAPE]


def huts_for(double: bool) -> int:
    """Huts placed, landscape cards paid and the cost's multiple: 2 for a double hut, else 1."""
    return 2 if double else 1


# each space as (id, landscapes, paid with valuables, cost, double allowed), all of them and by landscape
_FLAT = tuple((s.id, s.lands, s.currency == VALUABLES, s.cost, s.double_allowed) for s in SPACES)
_ORDER = {flat: index for index, flat in enumerate(_FLAT)}
_BY_LAND = {land: tuple(flat for flat in _FLAT if land in flat[1]) for land in LANDSCAPES}
_BY_BIRDS = {  # the spaces of two active landscapes, in board order, by the birds' placement
    (first, second): tuple(sorted({*_BY_LAND[first], *_BY_LAND[second]}, key=_ORDER.__getitem__))
    for first in LANDSCAPES
    for second in LANDSCAPES
}


def buildable(state: MangroviaState, seat: int, double: bool, only: str = "") -> list[str]:
    """The spaces where ``seat`` can build now (a double hut if ``double``), in board order (§6.3).

    Only the spaces of the two active landscapes are looked at, unless a free-landscape tile
    lets the player build anywhere; ``only`` restricts the search to one space.
    """
    player = state.players[seat]
    count = 2 if double else 1
    if player.huts < count:
        return []
    free = sum(1 for tile in player.tiles if TILE[tile].kind == FREE_LANDSCAPE) if player.tiles else 0
    held = dict.fromkeys(LANDSCAPES, 0)
    for card in player.landscapes:
        held[LAND[card]] += 1
    birds = state.birds
    for land in LANDSCAPES:
        held[land] = (held[land] if land in birds else 0) + free
    if free:
        candidates = _FLAT
    else:
        first, second = birds
        candidates = _BY_BIRDS[first, second]
    if only:
        candidates = [flat for flat in candidates if flat[0] == only]
    money = sums(valuables_values(player))
    amulets = sums(amulet_values(player))
    huts = state.huts
    found = []
    for space, lands, valuables, cost, doubles in candidates:
        if space in huts or (double and not doubles):
            continue
        if len(lands) == 1:
            if held[lands[0]] < count:
                continue
        elif held[lands[0]] + held[lands[1]] - free < count:
            continue
        if (money if valuables else amulets) >> (cost * count) & 1:
            found.append(space)
    return found


def _subsets(groups: list[list[Any]], target: int, weight: list[int]) -> Iterator[list[Any]]:
    """Every choice of a count from each group (taking its first items) whose weights sum to ``target``."""
    chosen: list[int] = [0] * len(groups)
    reach = [0] * (len(groups) + 1)  # the most the groups from each index on can still add
    for index in range(len(groups) - 1, -1, -1):
        reach[index] = reach[index + 1] + len(groups[index]) * weight[index]

    def walk(index: int, left: int) -> Iterator[list[Any]]:
        if left == 0:
            yield [item for group, count in zip(groups, chosen, strict=False) for item in group[:count]]
            return
        if left > reach[index]:  # out of groups, or too little left in them: no payment down this branch
            return
        group, w = groups[index], weight[index]
        for count in range(min(len(group), left // w) + 1):
            chosen[index] = count
            yield from walk(index + 1, left - count * w)
        chosen[index] = 0

    return walk(0, target)


def _money_groups(state: MangroviaState, seat: int, space: Space) -> tuple[list[list[Any]], list[int]]:
    """The player's means of paying this space, grouped by what tells them apart (value, start card, tile)."""
    player = state.players[seat]
    by_kind: dict[tuple[int, int, str], list[Any]] = {}
    if space.currency == VALUABLES:
        for card in player.valuables:
            by_kind.setdefault((VALUE[card], CARD[card].start, "card"), []).append(card)
        for tile in player.tiles:
            if TILE[tile].kind == VALUABLE3:
                by_kind.setdefault((3, 0, "tile"), []).append(tile)
    else:
        for value in player.amulets:
            by_kind.setdefault((value, 0, "amulet"), []).append(value)
        for tile in player.tiles:
            if TILE[tile].kind == AMULET2:
                by_kind.setdefault((2, 0, "tile"), []).append(tile)
    keys = sorted(by_kind)
    return [by_kind[key] for key in keys], [key[0] for key in keys]


def _land_groups(state: MangroviaState, seat: int, space: Space) -> list[list[str]]:
    """The player's landscape cards that fit the space now, by landscape, then his free-landscape tiles."""
    player = state.players[seat]
    groups = [[card for card in player.landscapes if LAND[card] == land] for land in space.lands if land in state.birds]
    return [*groups, free_tiles(player)]


def payments(state: MangroviaState, seat: int, space_id: str, double: bool) -> list[dict[str, Any]]:
    """Every distinct exact payment for a hut (a double hut) on ``space_id``, as ``pay`` actions.

    Cards of the same value (or landscape) are alike, except that a start card and a regular card
    of the same value are different choices (a paid start card leaves the game).
    """
    space = SPACE[space_id]
    count = huts_for(double)
    groups, weights = _money_groups(state, seat, space)
    lands = _land_groups(state, seat, space)
    found = []
    for money in _subsets(groups, space.cost * count, weights):
        for fitting in _subsets(lands, count, [1] * len(lands)):
            found.append(pay_action(money, fitting))
    return found


def pay_action(money: list[Any], fitting: list[str]) -> dict[str, Any]:
    """The ``pay`` move of these valuables or amulets (and tiles) and these landscape cards (and tiles)."""
    cards: list[str] = []
    amulets: list[int] = []
    tiles: list[str] = []
    for item in (*money, *fitting):
        if isinstance(item, int):
            amulets.append(item)
        elif item in CARD:
            cards.append(item)
        elif item in TILE:
            tiles.append(item)
    cards.sort()
    amulets.sort()
    tiles.sort()
    return {"type": "pay", "cards": cards, "amulets": amulets, "tiles": tiles}


def problem(state: MangroviaState, seat: int, space_id: str, double: bool, action: dict[str, Any]) -> str | None:
    """Why this ``pay`` move is not an exact, legal payment for the hut, or None (§6.4, §6.5, §8)."""
    if set(action) != {"type", "cards", "amulets", "tiles"}:
        return refusals.PAY_SHAPE
    cards, amulets, tiles = action["cards"], action["amulets"], action["tiles"]
    if not all(isinstance(group, list) for group in (cards, amulets, tiles)):
        return refusals.PAY_SHAPE
    if not all(type(card) is str for card in cards + tiles) or not all(type(value) is int for value in amulets):
        return refusals.PAY_SHAPE
    player = state.players[seat]
    if len(set(cards)) != len(cards) or any(card not in player.valuables + player.landscapes for card in cards):
        return refusals.NOT_IN_HAND
    if len(set(tiles)) != len(tiles) or any(tile not in player.tiles for tile in tiles):
        return refusals.NO_SUCH_TILE
    held = list(player.amulets)
    for value in amulets:
        if value not in held:
            return refusals.NO_SUCH_AMULET
        held.remove(value)
    space = SPACE[space_id]
    count = huts_for(double)
    money_cards = [card for card in cards if VALUE[card]]
    money_tiles = [tile for tile in tiles if TILE[tile].kind in (VALUABLE3, AMULET2)]
    if (money_cards or any(TILE[t].kind == VALUABLE3 for t in money_tiles)) and (
        amulets or any(TILE[t].kind == AMULET2 for t in money_tiles)
    ):
        return refusals.NEVER_BOTH
    paid = sum(VALUE[card] for card in money_cards) + sum(amulets) + sum(TILE[t].value for t in money_tiles)
    if space.currency == VALUABLES and (amulets or any(TILE[t].kind == AMULET2 for t in money_tiles)):
        return refusals.wrong_currency(space_id, space.currency)
    if space.currency != VALUABLES and (money_cards or any(TILE[t].kind == VALUABLE3 for t in money_tiles)):
        return refusals.wrong_currency(space_id, space.currency)
    if paid != space.cost * count:
        return refusals.not_exact(space_id, double, paid)
    fitting = [card for card in cards if not VALUE[card]]
    free = [tile for tile in tiles if TILE[tile].kind == FREE_LANDSCAPE]
    if len(fitting) + len(free) != count:
        return refusals.landscape_count(count)
    for card in fitting:
        if LAND[card] not in space.lands:
            return refusals.no_match(card, space_id)
        if LAND[card] not in state.birds:
            return refusals.not_active(LAND[card], state.birds)
    return None
