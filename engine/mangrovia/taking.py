"""Taking and drawing cards (rules §6.1, §6.8): face up from the two displays, face down from a pile.

Taken face-up cards are not replaced before the next round. A face-down draw from an empty pile
first shuffles that type's discard pile into a new pile (spent start cards have left the game);
with neither, that pile cannot be drawn from. Which display card was taken and which pile was
drawn from are public; the drawn card is told to its drawer only.
"""

from typing import Any

from engine.core import Context, Event, IllegalAction, Option
from engine.mangrovia.cards import CARD, LAND, LANDSCAPE, VALUE
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.text import events, labels, refusals
from engine.mangrovia.text.names import card_name

VALUABLES = "valuables"
LANDSCAPES = "landscapes"
PILES = (VALUABLES, LANDSCAPES)


def wants_landscapes(state: MangroviaState, seat: int) -> bool:
    """Whether the seat holds fewer landscape than valuables cards (public counts): the defaults' pick."""
    player = state.players[seat]
    return 2 * len(player.landscapes) < len(player.valuables)


TAKE = {card: Option({"type": "take", "card": card}, labels.take(card)) for card in CARD}
DRAW = {pile: Option({"type": "draw", "pile": pile}, labels.draw(pile)) for pile in PILES}
FACE = {card: card_name(card) for card in CARD}  # cards with the same face are one choice
_TAKE_ORDER = {card: (-VALUE[card], card) for card in CARD}  # highest value first


def take_options(state: MangroviaState, seat: int) -> tuple[list[Option], int | None]:
    """A face-up take (D4): each different card of the two displays, once (highest value first); the default's index."""
    options: list[Option] = []
    seen: set[str] = set()
    for card in sorted(state.valuables_display, key=_TAKE_ORDER.__getitem__):
        if FACE[card] not in seen:
            seen.add(FACE[card])
            options.append(TAKE[card])
    first_landscape = len(options)
    active = None
    for card in sorted(state.landscape_display):
        if FACE[card] not in seen:
            seen.add(FACE[card])
            if active is None and LAND[card] in state.birds:
                active = len(options)
            options.append(TAKE[card])
    if not options:
        return options, None
    if first_landscape < len(options) and (first_landscape == 0 or wants_landscapes(state, seat)):
        return options, first_landscape if active is None else active
    return options, 0


def can_draw(state: MangroviaState, pile: str) -> bool:
    """Whether a card can be drawn from this pile (or its discard pile, reshuffled)."""
    if pile == VALUABLES:
        return bool(state.valuables_pile or state.valuables_discard)
    return bool(state.landscape_pile or state.landscape_discard)


def draw_options(state: MangroviaState, seat: int) -> tuple[list[Option], int | None]:
    """A face-down draw (D5): the piles that can be drawn from; the default: the type the seat holds fewer of."""
    options = [DRAW[pile] for pile in PILES if can_draw(state, pile)]
    if not options:
        return options, None
    wanted = LANDSCAPES if wants_landscapes(state, seat) else VALUABLES
    return options, next((i for i, o in enumerate(options) if o.action["pile"] == wanted), 0)


def take(state: MangroviaState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Take one face-up card into the hand (public: everyone saw it)."""
    if set(action) != {"type", "card"}:
        raise IllegalAction(refusals.TAKE_SHAPE)
    card = action["card"]
    player = state.players[seat]
    if card in state.valuables_display:
        state.valuables_display.remove(card)
        player.valuables.append(card)
        player.valuables.sort()
        context.tell(Event(events.takes(seat, card, VALUABLES), brief=""))
    elif card in state.landscape_display:
        state.landscape_display.remove(card)
        player.landscapes.append(card)
        player.landscapes.sort()
        context.tell(Event(events.takes(seat, card, LANDSCAPES), brief=""))
    else:
        raise IllegalAction(refusals.NOT_DISPLAYED)
    state.stop.append(events.took_clause(card))


def refill(state: MangroviaState, pile: str, context: Context) -> str | None:
    """The top card of this pile, reshuffling its discard pile first if it is empty (§6.8); None if both are empty."""
    draw, discard = (
        (state.valuables_pile, state.valuables_discard)
        if pile == VALUABLES
        else (state.landscape_pile, state.landscape_discard)
    )
    if not draw:
        if not discard:
            return None
        draw[:] = discard
        discard.clear()
        context.rng.shuffle(draw)
        context.tell(Event(events.reshuffled(pile), brief=""))
    return draw.pop(0)


def draw(state: MangroviaState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Draw one face-down card from the chosen pile (public: the pile; private: the card)."""
    if set(action) != {"type", "pile"} or action["pile"] not in PILES:
        raise IllegalAction(refusals.DRAW_SHAPE)
    pile = action["pile"]
    card = refill(state, pile, context)
    if card is None:
        raise IllegalAction(refusals.pile_empty(pile))
    player = state.players[seat]
    hand = player.landscapes if CARD[card].kind == LANDSCAPE else player.valuables
    hand.append(card)
    hand.sort()
    state.stop.append(events.drew_clause(pile))
    context.tell(Event(events.draws(seat, pile), brief=""), Event(events.drew_privately(card), seat=seat, reveal=True))


def refill_displays(state: MangroviaState, context: Context) -> None:
    """Phase 3 step 3: the valuables display up to 4 cards, the landscape display up to 3 (§5.3)."""
    from engine.mangrovia.setup import LANDSCAPES_SHOWN, VALUABLES_SHOWN

    for display, pile, size in (
        (state.valuables_display, VALUABLES, VALUABLES_SHOWN),
        (state.landscape_display, LANDSCAPES, LANDSCAPES_SHOWN),
    ):
        while len(display) < size:
            card = refill(state, pile, context)
            if card is None:
                break
            display.append(card)
