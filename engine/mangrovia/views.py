"""What each seat, and the public, may know of a Mangrovia game (rules §9).

Views are built field by field from the state: a new state field stays private until someone
adds it here on purpose. The public sees how many cards of each type and how many amulets a
hand holds, never which; the sizes of the draw piles and the bag, never their contents; the
displays, discard piles, the set-aside amulets, the board and every tile; the parts of the pier's
action still to do, and the space of a (double) hut waiting for its payment. A seat also sees its
own cards (by id: :data:`engine.mangrovia.cards.CARD` names them), its amulets, and the amulets
it has just drawn, one of which goes back. Held amulets become public at the end (§7.2 d).
"""

import random
from dataclasses import dataclass
from typing import ClassVar

from engine.core import copy_state, remember
from engine.mangrovia.cards import CARD
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.stones import OFF


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What everyone knows of one player."""

    seat: int
    colour: str
    huts: int  # left in the supply
    bowls: int
    valuables: int  # cards in hand
    landscapes: int
    amulets: int  # how many held (their values at the end only: ``amulet_values``)
    tiles: tuple[str, ...]  # stone circle tiles held (variant)
    chief: int  # chief points scored during play
    track: int  # amulet track position


@dataclass(frozen=True, slots=True)
class PublicView:
    """What the table shows: everything in the channel is built from this."""

    players: int
    variant: str
    round: int
    start_player: int
    step: str  # "place", "pier", "pay", "return" or "over"
    waiting_on: tuple[int, ...]
    pier: int  # 1-12 during the boat's tour, 0 while bowls are placed
    acting: int  # the seat acting at the pier, -1 if none
    opening: bool  # the owner has not yet chosen how to use this pier (its whole action is still to do)
    parts: tuple[str, ...]  # otherwise the pier's parts still to do, in order (piers.PARTS)
    space: str  # the space of the hut being paid for, "" if none
    double: bool  # that hut is a double hut
    sites: tuple[int, ...]  # ritual sites 1-6: the bowl's seat, -1 empty, -2 blocked
    placing: tuple[int, ...]  # seats still to place a bowl, in order
    birds: tuple[str, ...]  # the two active landscapes
    huts: dict[str, int]  # built space: its seat, -1 neutral
    doubles: tuple[str, ...]
    totems: dict[str, int]  # totem-area space: the tile under its hut
    totem_stack: tuple[int, ...]  # top first
    stones: dict[str, str]  # stone circle space: the variant tile on it
    valuables_display: tuple[str, ...]  # card ids
    landscape_display: tuple[str, ...]
    valuables_pile: int
    landscape_pile: int
    valuables_discard: tuple[str, ...]
    landscape_discard: tuple[str, ...]
    boxed: tuple[str, ...]  # spent start cards (and those of absent seats)
    bag: int  # amulets in the bag
    set_aside: tuple[int, ...]  # spent amulets
    ones: int  # value-1 amulets left on the supply
    ending: bool  # this round is the last
    seats: tuple[PlayerView, ...]
    amulet_values: tuple[tuple[int, ...], ...] | None  # every player's amulets, at the end only
    scores: tuple[int, ...] | None  # at the end only


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge: the public view plus its cards, its amulets and the amulets it just drew."""

    transient: ClassVar[tuple[str, ...]] = ("drawn",)

    public: PublicView
    seat: int
    valuables: tuple[str, ...]  # card ids
    landscapes: tuple[str, ...]
    amulets: tuple[int, ...]
    drawn: tuple[int, ...]  # amulets drawn, one of which goes back to the bag


def _player(state: MangroviaState, seat: int) -> PlayerView:
    player = state.players[seat]
    return PlayerView(
        seat=seat,
        colour=player.colour,
        huts=player.huts,
        bowls=player.bowls,
        valuables=len(player.valuables),
        landscapes=len(player.landscapes),
        amulets=len(player.amulets),
        tiles=tuple(player.tiles),
        chief=player.chief,
        track=player.track,
    )


def waiting_on(state: MangroviaState) -> tuple[int, ...]:
    """The seat the game waits for, if any."""
    if state.over:
        return ()
    if state.placing:
        return (state.placing[0],)
    acting = state.acting()
    return (acting,) if acting >= 0 else ()


def step_name(state: MangroviaState) -> str:
    """The step waited on, in the view's words."""
    if state.over:
        return "over"
    if state.placing:
        return "place"
    if state.drawn:
        return "return"
    return "pay" if state.space else "pier"


def public_view(state: MangroviaState) -> PublicView:
    """What everyone at the table knows (§9)."""
    return remember(state, "public_view", _build_public_view)


def _build_public_view(state: MangroviaState) -> PublicView:
    from engine.mangrovia.scoring import final_scores

    return PublicView(
        players=state.seats,
        variant=state.variant,
        round=state.round,
        start_player=state.start_player,
        step=step_name(state),
        waiting_on=waiting_on(state),
        pier=state.pier,
        acting=state.acting(),
        opening=state.opening,
        parts=tuple(state.parts),
        space=state.space,
        double=state.double,
        sites=tuple(state.sites),
        placing=tuple(state.placing),
        birds=tuple(state.birds),
        huts=dict(state.huts),
        doubles=tuple(state.doubles),
        totems=dict(state.totems),
        totem_stack=tuple(state.totem_stack),
        stones=dict(state.stones),
        valuables_display=tuple(state.valuables_display),
        landscape_display=tuple(state.landscape_display),
        valuables_pile=len(state.valuables_pile),
        landscape_pile=len(state.landscape_pile),
        valuables_discard=tuple(state.valuables_discard),
        landscape_discard=tuple(state.landscape_discard),
        boxed=tuple(state.boxed),
        bag=len(state.bag),
        set_aside=tuple(state.set_aside),
        ones=state.ones,
        ending=state.ending,
        seats=tuple(_player(state, seat) for seat in range(state.seats)),
        amulet_values=tuple(tuple(player.amulets) for player in state.players) if state.over else None,
        scores=final_scores(state) if state.over else None,
    )


def seat_view(state: MangroviaState, seat: int) -> SeatView:
    """One seat's view: the public view plus its hand, its amulets and the amulets it must return one of."""
    player = state.players[seat]
    drawn = state.drawn if state.drawn and state.acting() == seat else []
    return SeatView(
        public=public_view(state),
        seat=seat,
        valuables=tuple(player.valuables),
        landscapes=tuple(player.landscapes),
        amulets=tuple(player.amulets),
        drawn=tuple(drawn),
    )


def build_view(state: MangroviaState, seat: int | None) -> PublicView | SeatView:
    """The public view for None, otherwise that seat's view."""
    return public_view(state) if seat is None else seat_view(state, seat)


def secrets(state: MangroviaState, viewer: int | None) -> set[str]:
    """Card ids the viewer (None = the public) does not know (§9): the draw piles and the other hands.

    Amulet values and the cards' values have no distinctive string (a 5 in a hand reads like a 5
    in the discard), so ``redraw_hidden`` lets the leak checks compare views and public decisions
    with a twin instead.
    """
    hidden = {*state.valuables_pile, *state.landscape_pile}
    for seat, player in enumerate(state.players):
        if seat != viewer:
            hidden.update(player.valuables)
            hidden.update(player.landscapes)
    return hidden


def revealed_lines(state: MangroviaState) -> tuple[str, ...]:
    """What no seat sees (§9): both draw piles in order, the amulets in the bag and, in the variant, the boxed tiles.

    Hands, held amulets and the amulets just drawn are in the seat views.
    """
    from engine.mangrovia.text import hidden

    lines = [
        hidden.valuables_pile(state.valuables_pile),
        hidden.landscape_pile(state.landscape_pile),
        hidden.bag(state.bag),
    ]
    if state.variant != OFF:
        lines.append(hidden.tiles_boxed(state.tiles_boxed))
    return tuple(lines)


def redraw_hidden(state: MangroviaState, rng: random.Random, seat: int | None = None) -> MangroviaState:
    """A state ``seat`` (None: the public) cannot tell from ``state``: everything it has not seen dealt anew.

    The regular valuables cards of the draw pile and of every hand are dealt again into the same
    places and sizes (start cards stay with their seat: the public knows them), the landscape
    cards likewise; the amulets of the bag, of every player and those just drawn are redistributed
    among the same places and counts, until the end, when held amulets are shown. While a hut
    waits for its payment, its builder's hand and amulets stay (the space chosen says he can pay).
    ``seat``'s own hand and amulets stay, and so do the amulets it just drew. What the state does
    not record counts as unseen: which hand cards were taken from a face-up display, and the
    amulet a seat returned to the bag.

    The draw depends only on what ``seat`` knows and on ``rng``: each pool of unseen things is
    sorted before it is shuffled and dealt to its places in a fixed order (issue 24's fairness).
    """
    twin = copy_state(state)
    paying = twin.acting() if twin.space else None
    players = [player for index, player in enumerate(twin.players) if index not in (paying, seat)]
    hands = [player.valuables for player in players]
    regular = [[card for card in hand if not CARD[card].start] for hand in hands]
    pool = sorted([*twin.valuables_pile, *(card for cards in regular for card in cards)])
    rng.shuffle(pool)
    twin.valuables_pile[:] = pool[: len(twin.valuables_pile)]
    del pool[: len(twin.valuables_pile)]
    for hand, cards in zip(hands, regular, strict=True):
        hand[:] = sorted([card for card in hand if CARD[card].start] + pool[: len(cards)])
        del pool[: len(cards)]
    piles = [twin.landscape_pile, *(player.landscapes for player in players)]
    pool = sorted(card for pile in piles for card in pile)
    rng.shuffle(pool)
    for pile in piles:
        size = len(pile)
        pile[:] = pool[:size]
        del pool[:size]
    for player in players:
        player.landscapes.sort()
    if not twin.over:
        drawn = [] if seat is not None and twin.drawn and twin.acting() == seat else [twin.drawn]
        holders = [twin.bag, *drawn, *(player.amulets for player in players)]
        amulets = sorted(value for holder in holders for value in holder)
        rng.shuffle(amulets)
        for holder in holders:
            size = len(holder)
            holder[:] = sorted(amulets[:size])
            del amulets[:size]
    return twin


def chapter(state: MangroviaState) -> str:
    """The public title of the part of the round under way: "Round 3 · bowls", "Round 3 · boat tour".

    The boat's whole tour is one turn of the thread: boards posted within it (to ping the owner
    of the next occupied pier) replace each other, and its record tells each stop in one sentence.
    """
    from engine.mangrovia.text import events

    if state.over:
        return events.GAME_OVER
    if state.pier == 0:
        return events.bowls_chapter(state.round)
    return events.tour_chapter(state.round)
