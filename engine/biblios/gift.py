"""Gift phase: allocating N+1 cards and taking from the public space (rules/biblios.md §5).

Option order of P2: self, auction, public (those with room left); the default is the first.
Option order of P4: the public space in the order the cards were placed; default the first.
"""

from typing import Any

from engine.biblios import church, options, text
from engine.biblios.cards import CARD
from engine.biblios.state import Allocation, BibliosState, Destination, Phase, Stage
from engine.core import Context, Decision, Event, IllegalAction

DESTINATIONS = tuple(Destination)  # option order: self, auction, public
DESTINATION_NAMES = frozenset(str(destination) for destination in Destination)


def capacity(state: BibliosState, destination: Destination) -> int:
    """Cards a destination takes per gift turn: SELF 1, AUCTION 1, PUBLIC N-1 (§5.2)."""
    return state.seats - 1 if destination is Destination.PUBLIC else 1


def room_left(state: BibliosState, destination: Destination) -> int:
    """How many more cards this destination takes in the current gift turn."""
    return capacity(state, destination) - state.allocation.placements.count(destination)


def open_destinations(state: BibliosState) -> list[Destination]:
    """The legal destinations for the drawn card, in option order (§5.2)."""
    return [destination for destination in DESTINATIONS if room_left(state, destination) > 0]


def begin_turn(state: BibliosState, events: list[Event]) -> None:
    """Start the next gift turn of the active seat and draw its first card (§5.1)."""
    state.gift_turn += 1
    state.allocation = Allocation()
    events.append(Event(text.gift_turn_begins(state.active, state.gift_turn, state.gift_turns_total), brief=""))
    draw(state, events)


def draw(state: BibliosState, events: list[Event]) -> None:
    """The active seat draws the top card; only it sees the card (H5)."""
    card = state.draw_pile.pop(0)
    state.allocation.drawn = card
    number, total = len(state.allocation.placements) + 1, state.cards_per_gift_turn
    events.append(Event(text.drew(state.active, number, total), brief=""))
    events.append(Event(text.you_drew(card, number, total), seat=state.active, reveal=True))
    state.stage = Stage.ALLOCATE


def allocate_decision(state: BibliosState) -> Decision:
    """P2 (secret): where the drawn card goes.

    Secret because its context shows the card drawn (H5); its options are the destinations with
    room left, which the table knows (H6), so a lone one is taken at once (``count_known``).
    """
    card = state.allocation.drawn
    assert card is not None
    rooms = {destination: room_left(state, destination) for destination in DESTINATIONS}
    return Decision(
        seat=state.active,
        kind="allocate",
        prompt=text.allocate_prompt(len(state.allocation.placements) + 1, state.cards_per_gift_turn),
        options=tuple(options.ALLOCATE[destination] for destination, room in rooms.items() if room > 0),
        secret=True,
        count_known=True,
        context=text.allocate_context(card, rooms),
    )


def allocate(state: BibliosState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Place the drawn card in the chosen destination (§5.2)."""
    to = action.get("to")
    if not isinstance(to, str) or to not in DESTINATION_NAMES:
        raise IllegalAction(text.UNKNOWN_DESTINATION)
    destination = Destination(to)
    if room_left(state, destination) <= 0:
        raise IllegalAction(text.destination_full(destination, capacity(state, destination)))
    allocation = state.allocation
    card = allocation.drawn
    assert card is not None
    number, total = len(allocation.placements) + 1, state.cards_per_gift_turn
    allocation.placements.append(destination)
    allocation.drawn = None
    state.stage = Stage.PLACED
    if destination is Destination.SELF:
        if CARD[card].is_church:
            # §5.2, D24: pause, play it at once; it used the SELF slot.
            context.tell(Event(text.kept_church(seat, number, total, card), reveal=True, brief=""))
            church.start(state, seat, card, resume=Stage.PLACED)
        else:
            allocation.set_aside = card
            context.tell(Event(text.kept(seat, number, total), brief=text.kept_briefly(seat)))
    elif destination is Destination.AUCTION:
        state.auction_pile.append(card)
        state.players[seat].auction_placed.append(card)
        context.tell(Event(text.to_auction(seat, number, total), brief=text.to_auction_briefly(seat)))
    else:
        state.public_space.append(card)
        context.tell(
            Event(text.to_public(seat, number, total, card), reveal=True, brief=text.to_public_briefly(seat, card))
        )


def after_placement(state: BibliosState, events: list[Event]) -> None:
    """Draw the next card, or end the allocation and start taking (§5.3, §5.4)."""
    allocation = state.allocation
    if len(allocation.placements) < state.cards_per_gift_turn:
        draw(state, events)
        return
    if allocation.set_aside is not None:
        state.receive(state.active, allocation.set_aside, known=False)
        events.append(Event(text.joins_hand(allocation.set_aside), seat=state.active))
        allocation.set_aside = None
    allocation.taker = state.left_of(state.active)
    state.stage = Stage.TAKE


def take_decision(state: BibliosState) -> Decision:
    """P4: take one public card."""
    taker = state.allocation.taker
    assert taker is not None
    return Decision(
        seat=taker,
        kind="take",
        prompt=text.take_prompt(taker),
        options=tuple(options.TAKE[card] for card in state.public_space),
    )


def take(state: BibliosState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Take the chosen public card; a Church card is played at once (§5.4, §7.1)."""
    card = action.get("card")
    if not isinstance(card, str) or card not in state.public_space:
        raise IllegalAction(text.not_in_public_space(card, state.public_space))
    state.public_space.remove(card)
    context.tell(Event(text.took(seat, card), brief=text.took_briefly(seat, card)))
    state.stage = Stage.TAKEN
    if CARD[card].is_church:
        church.start(state, seat, card, resume=Stage.TAKEN)
    else:
        state.receive(seat, card, known=True)


def after_take(state: BibliosState, events: list[Event]) -> None:
    """The next seat takes, or the gift turn ends and the active role passes left (§5.1)."""
    taker = state.allocation.taker
    assert taker is not None
    following = state.left_of(taker)
    if following != state.active:
        state.allocation.taker = following
        state.stage = Stage.TAKE
        return
    state.allocation = Allocation()
    state.active = state.left_of(state.active)
    if state.draw_pile:
        begin_turn(state, events)
    else:
        state.phase = Phase.AUCTION
        state.gift_turn = 0
        state.stage = Stage.SHUFFLE
