"""Building huts (rules §6.3-6.7, §7.1): choosing the space, paying exactly, and what the hut gives.

A build is two steps: the space (a part of the pier's action, :mod:`engine.mangrovia.boat`), then
the whole payment in one choice among every exact payment the hand allows
(:func:`engine.mangrovia.payment.payments`). Both are secret (their options show the hand) and
both wait even with a single option: whether a player could build, or pay in more than one way,
would otherwise show in what the table is asked.
"""

from typing import Any

from engine.core import Context, Decision, Event, IllegalAction, Option
from engine.mangrovia import payment
from engine.mangrovia.board import SPACE, STONE, TOTEM
from engine.mangrovia.cards import CARD
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.text import events, labels, names, prompts, refusals


def space_problem(state: MangroviaState, seat: int, space_id: Any, double: bool) -> str | None:
    """Why ``seat`` cannot build a hut (a double hut) on ``space_id`` now, or None (§6.3, §6.5)."""
    if type(space_id) is not str or space_id not in SPACE:
        return refusals.NO_SUCH_SPACE
    space = SPACE[space_id]
    if space_id in state.huts:
        return refusals.occupied(space_id)
    if double and not space.double_allowed:
        return refusals.no_double(space_id)
    player = state.players[seat]
    count = payment.huts_for(double)
    if player.huts < count:
        return refusals.NO_HUTS_LEFT if player.huts == 0 else refusals.ONE_HUT_LEFT
    if not payment.free_tiles(player) and not any(land in state.birds for land in space.lands):
        return refusals.birds_forbid(space_id, state.birds)
    if payment.buildable(state, seat, double, only=space_id):
        return None
    fitting = sum(1 for card in player.landscapes if CARD[card].land in space.lands and CARD[card].land in state.birds)
    if fitting + len(payment.free_tiles(player)) < count:
        return refusals.no_landscape_card(space_id, count)
    return refusals.cannot_pay(space_id, double)


def choose(state: MangroviaState, seat: int, space_id: Any, double: bool, context: Context) -> None:
    """The space is chosen: the payment is asked next (an offered space is buildable: only another is checked)."""
    if not context.offered:
        found = space_problem(state, seat, space_id, double)
        if found is not None:
            raise IllegalAction(found)
    state.space = space_id
    state.double = double


def pay_decision(state: MangroviaState) -> Decision:
    """D7 (b, c): every exact payment for the chosen space, with its landscape cards (secret: it shows the hand)."""
    seat = state.acting()
    options = tuple(
        Option(action, labels.payment(action["cards"], action["amulets"], action["tiles"]))
        for action in payment.payments(state, seat, state.space, state.double)
    )
    return Decision(
        seat,
        "pay",
        prompts.pay(state.space, state.double),
        options,
        secret=True,
        ask=True,
        context=prompts.hand(state, seat),
        timeout=Option({"type": "timeout"}, labels.TIMEOUT),
    )


def pay(state: MangroviaState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Pay exactly and build the hut (a double hut) on the chosen space, with everything it gives (§6.4-6.7).

    An offered payment is one of :func:`engine.mangrovia.payment.payments`: only another one is checked.
    """
    if not context.offered:
        found = payment.problem(state, seat, state.space, state.double, action)
        if found is not None:
            raise IllegalAction(found)
    space_id, double = state.space, state.double
    state.space, state.double = "", False
    player = state.players[seat]
    for card in action["cards"]:
        if CARD[card].land:
            player.landscapes.remove(card)
            state.landscape_discard.append(card)
        else:
            player.valuables.remove(card)
            (state.boxed if CARD[card].start else state.valuables_discard).append(card)
    for value in action["amulets"]:
        player.amulets.remove(value)
        state.set_aside.append(value)
    state.set_aside.sort()
    for tile in action["tiles"]:
        player.tiles.remove(tile)
        state.tiles_boxed.append(tile)
    state.tiles_boxed.sort()
    paid = names.payment(action["cards"], action["amulets"], action["tiles"])
    context.tell(Event(events.builds(seat, space_id, double, paid), brief=""))
    state.stop.append(events.built_clause(space_id, double))
    place_hut(state, seat, space_id, double, context)


def place_hut(state: MangroviaState, seat: int, space_id: str, double: bool, context: Context) -> None:
    """Put the hut (two for a double hut) on the space and score what it gives at once (§6.4-6.6, §7.1)."""
    space = SPACE[space_id]
    player = state.players[seat]
    count = payment.huts_for(double)
    state.huts[space_id] = seat
    if double:
        state.doubles.append(space_id)
    player.huts -= count
    points = space.chief * count
    if space.amulet_space:
        player.track += 1
        context.tell(Event(events.track(seat, player.track), brief=""))
        state.stop.append(events.track_clause(player.track))
    if space.area == TOTEM:
        tile = state.totem_stack.pop(0)
        state.totems[space_id] = tile
        points += tile
        context.tell(Event(events.totem(seat, tile), brief=""))
        state.stop.append(events.totem_clause(tile))
    if space.area == STONE and space_id in state.stones:
        tile = state.stones.pop(space_id)
        player.tiles.append(tile)
        player.tiles.sort()
        context.tell(Event(events.takes_tile(seat, tile), brief=""))
        state.stop.append(events.tile_clause(tile))
    if points:
        player.chief += points
        context.tell(Event(events.chief(seat, points, player.chief), brief=""))
        state.stop.append(events.chief_clause(points))
    if player.huts == 0 and not state.ending:
        state.ending = True
        context.tell(Event(events.last_hut(seat), brief=""))
        state.stop.append(events.last_hut_clause())
