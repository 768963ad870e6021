"""What each seat, and the public, may know of an Architects game (§12).

Views are built field by field from the state: a new state field stays private until someone
adds it here on purpose. The public sees hand sizes, never hands; deck sizes, never orders;
the showing face of each Black Market pile, never a card's other side or the cards below.
"""

import random
from dataclasses import dataclass
from typing import ClassVar

from engine.architects import black_market
from engine.architects.apprentices import APPRENTICE
from engine.architects.board import LARGE_CIRCLES
from engine.architects.buildings import ALL_BUILDINGS, BUILDING
from engine.architects.goods import Goods
from engine.architects.market import MARKET_CARD
from engine.architects.scoring import standings
from engine.architects.state import ArchitectsState, Kind
from engine.architects.text import events, names
from engine.architects.text import hidden as hidden_text
from engine.core import copy_state, remember


@dataclass(frozen=True, slots=True)
class ApprenticeFace:
    """A face-up apprentice: id, name, skills, and the skip coins on it in the display."""

    id: str
    name: str
    skills: tuple[str, ...]
    coins: int


@dataclass(frozen=True, slots=True)
class BuildingFace:
    """A building card shown face up (a built one, or one's own hand)."""

    id: str
    name: str
    vp: int
    skills: tuple[str, ...]
    cost: Goods
    virtue: int
    effect: str


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What everyone knows of one player."""

    seat: int
    colour: str
    character: str
    goods: Goods
    virtue: int
    cathedral: int
    hand_size: int
    apprentices: tuple[ApprenticeFace, ...]
    buildings: tuple[BuildingFace, ...]
    debts: int
    paid: int
    supply: int
    prison: int
    held: tuple[int, ...]  # captured workers held, by owner seat
    turns: int


@dataclass(frozen=True, slots=True)
class PublicView:
    """What the table shows: everything in the channel is built from this."""

    players: int
    variable: bool
    start_player: int
    active: int
    waiting_on: tuple[int, ...]
    step: str  # the decision or step waited on: "draft", "place", "capture"...
    draft_round: int  # 0 once the draft is over
    locations: dict[str, tuple[int, ...]]  # workers by seat on each large circle
    market: tuple[int, ...]  # the seat on Black Market A, B, C (-1 free)
    small_market: Goods  # what space A gives now
    large_market: Goods  # what space C gives now
    small_pile: int
    large_pile: int
    tax: int
    display: tuple[tuple[ApprenticeFace | None, ...], ...]
    apprentice_deck: int
    building_deck: int
    guildhall: tuple[int, ...]
    guildhall_spaces: int
    overflow: tuple[int, ...]
    rewards_left: int
    rewards_taken: tuple[str, ...]
    final_turns: int
    seats: tuple[PlayerView, ...]
    scores: tuple[int, ...] | None  # at the end only
    rules: tuple[str, ...] = ()  # the optional rules in play, named (lobby options: §11.2, §15 #3)
    cycle_spaces: tuple[int, ...] = ()  # the Guildhall spaces that cycle the apprentices, with that rule on


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge: the public view plus its hand and the cards before it now."""

    transient: ClassVar[tuple[str, ...]] = ("drawn", "draft")

    public: PublicView
    seat: int
    hand: tuple[BuildingFace, ...]
    draft: tuple[BuildingFace, ...]  # the cards to pick from in the draft
    drawn: tuple[BuildingFace, ...]  # Black Market B's cards to keep one of


def _apprentice(card: str, coins: int = 0) -> ApprenticeFace:
    found = APPRENTICE[card]
    return ApprenticeFace(found.id, found.name, found.skills, coins)


def _building(card: str) -> BuildingFace:
    found = BUILDING[card]
    return BuildingFace(found.id, found.name, found.vp, found.skills, found.cost, found.virtue, found.effect)


FACES = {card: _building(card) for card in BUILDING}


def faces(cards: list[str]) -> tuple[BuildingFace, ...]:
    """The faces of these building cards, in order."""
    return tuple(FACES[card] for card in cards)


def _player(state: ArchitectsState, seat: int) -> PlayerView:
    player = state.players[seat]
    return PlayerView(
        seat=seat,
        colour=player.colour,
        character=player.character,
        goods=player.goods(),
        virtue=player.virtue,
        cathedral=player.cathedral,
        hand_size=len(player.hand),
        apprentices=tuple(_apprentice(card) for card in player.apprentices),
        buildings=faces(player.buildings),
        debts=player.debts,
        paid=player.paid,
        supply=player.supply,
        prison=state.prison[seat],
        held=tuple(player.held),
        turns=player.turns,
    )


def public_view(state: ArchitectsState) -> PublicView:
    """What everyone at the table knows (§12)."""
    return remember(state, "public_view", _build_public_view)


def _waiting(state: ArchitectsState) -> tuple[int, ...]:
    if state.over:
        return ()
    if state.draft is not None:
        return tuple(seat for seat in range(state.seats) if not state.draft.picked[seat])
    return (state.tasks[0].seat,)


def _build_public_view(state: ArchitectsState) -> PublicView:
    from engine.architects.board import TABLES

    return PublicView(
        players=state.seats,
        variable=state.variable,
        start_player=state.start_player,
        active=state.active,
        waiting_on=_waiting(state),
        step="over" if state.over else "draft" if state.draft is not None else str(state.tasks[0].kind),
        draft_round=0 if state.draft is None else state.draft.round,
        locations={place: tuple(state.locations[place]) for place in LARGE_CIRCLES},
        market=tuple(state.market),
        small_market=black_market.small_face(state),
        large_market=black_market.large_face(state),
        small_pile=len(state.small_pile),
        large_pile=len(state.large_pile),
        tax=state.tax,
        display=tuple(
            tuple(_apprentice(slot.card, slot.coins) if slot.card else None for slot in row) for row in state.display
        ),
        apprentice_deck=len(state.apprentice_deck),
        building_deck=len(state.building_deck),
        guildhall=tuple(state.guildhall),
        guildhall_spaces=TABLES[state.seats].guildhall,
        overflow=tuple(state.overflow),
        rewards_left=len(state.rewards),
        rewards_taken=tuple(state.rewards_taken),
        final_turns=state.final_turns,
        seats=tuple(_player(state, seat) for seat in range(state.seats)),
        scores=tuple(s.score for s in sorted(standings(state), key=lambda s: s.seat)) if state.over else None,
        rules=tuple(text for flag, text in names.OPTIONAL_RULES.items() if getattr(state, flag)),
        cycle_spaces=TABLES[state.seats].cycle_spaces if state.apprentice_cycling else (),
    )


def seat_view(state: ArchitectsState, seat: int) -> SeatView:
    """One seat's view: the public view plus its hand, its draft cards and the cards it must keep one of."""
    task = state.tasks[0] if state.tasks and not state.over else None
    drawn = task.cards if task is not None and task.kind is Kind.KEEP and task.seat == seat else []
    draft = state.draft.holding[seat] if state.draft is not None and not state.draft.picked[seat] else []
    return SeatView(
        public=public_view(state),
        seat=seat,
        hand=faces(state.players[seat].hand),
        draft=faces(draft),
        drawn=faces(drawn),
    )


def build_view(state: ArchitectsState, seat: int | None) -> PublicView | SeatView:
    """The public view for None, otherwise that seat's view."""
    return public_view(state) if seat is None else seat_view(state, seat)


def secrets(state: ArchitectsState, viewer: int | None) -> set[str]:
    """Ids the viewer (None = the public) does not know (§12).

    Building cards not built and not before the viewer (its hand, its draft cards, its
    drawn cards), the apprentice deck, the reward pile and the unused rewards, and the Small
    Market pile (whose top card's id would tell its hidden Large side). Card names are not
    unique strings in text ("Keep", "Well"), so ``redraw_hidden`` lets the leak checks compare
    views and public decisions with a twin instead.
    """
    known: set[str] = {card for player in state.players for card in player.buildings}
    if viewer is not None:
        view = seat_view(state, viewer)
        known.update(face.id for face in (*view.hand, *view.draft, *view.drawn))
        if state.draft is not None and state.draft.picked[viewer]:
            known.update(state.draft.holding[viewer])
    hidden = set(ALL_BUILDINGS - known)
    hidden.update(state.apprentice_deck, state.rewards, state.rewards_unused, state.small_pile)
    return hidden


def revealed_lines(state: ArchitectsState) -> tuple[str, ...]:
    """What no seat sees (§12): the building and apprentice decks, the reward piles and the Small Market pile.

    Hands and the cards drawn at Black Market B are in the seat views; the opening draft's
    holdings are named too, since a seat that picked no longer sees the cards it passes on.
    """
    lines = [
        hidden_text.building_deck(state.building_deck),
        hidden_text.apprentice_deck(state.apprentice_deck),
        hidden_text.reward_pile(state.rewards),
        hidden_text.rewards_unused(state.rewards_unused),
        hidden_text.small_market_pile(state.small_pile),
    ]
    if state.draft is not None:
        draft = state.draft
        lines.extend(
            hidden_text.draft_holding(draft.round, seat, holding, draft.picked[seat])
            for seat, holding in enumerate(draft.holding)
        )
    return tuple(lines)


def redraw_hidden(state: ArchitectsState, rng: random.Random, seat: int | None = None) -> ArchitectsState:
    """A state ``seat`` (None: the public) cannot tell from ``state``: everything it has not seen dealt anew.

    Building cards in the deck, the hands, the draft and the cards being kept are dealt again
    into the same places and sizes; the apprentice deck and the rewards are shuffled; the Small
    Market pile is shuffled under a top card with the same Small side.

    A seat keeps its hand, its draft cards and the cards it must keep one of. During the
    opening draft it also knows where the cards it passed went: from the second round its
    left neighbour holds exactly the cards it passed last (which one that neighbour picked is
    drawn anew), and in the third round the cards it passed in the first round are the next
    seat's holding and the neighbour's second pick, in some order (with two seats, that pick is
    the one card passed first that did not come back). Once the draft is over, the
    state no longer records what a seat passed, so those cards count as unseen.

    The draw depends only on what ``seat`` knows and on ``rng``: the cards of each group of places
    are sorted before they are shuffled and dealt to the places in a fixed order (issue 24's fairness).
    """
    twin = copy_state(state)
    draft = twin.draft
    known: set[int] = set()  # ids of the piles ``seat`` knows whole
    groups: list[list[tuple[list[str], int]]] = []  # places whose cards ``seat`` knows, in an unknown order
    guessed: list[int] = []  # seats whose pick ``seat`` does not know among cards it knows
    if seat is not None:
        known.add(id(twin.players[seat].hand))
        known.update(id(task.cards) for task in twin.tasks if task.seat == seat and task.kind is Kind.KEEP)
        if draft is not None:
            known.add(id(draft.holding[seat]))
            left = twin.left_of(seat)
            if draft.round >= 2:
                known.add(id(draft.holding[left]))
                guessed.append(left)
            after, passed = twin.left_of(left), (twin.players[left].hand, 1)  # the neighbour's second pick
            if draft.round >= 3 and after != seat:
                groups.append([*_places(draft.holding[after]), passed])
                guessed.append(after)
            elif draft.round >= 3:  # two seats: the cards passed first came back but for that pick
                groups.append([passed])
    piles: list[list[str]] = [twin.building_deck, *(player.hand for player in twin.players)]
    if draft is not None:
        piles.extend(draft.holding)
    piles.extend(task.cards for task in twin.tasks)
    grouped = {(id(pile), index) for group in groups for pile, index in group}
    places = [place for pile in piles if id(pile) not in known for place in _places(pile) if _key(place) not in grouped]
    renamed = _deal(places, rng)
    for group in groups:
        _deal(group, rng)
    if draft is not None:
        draft.picked = [renamed.get(card, card) for card in draft.picked]
        for other in guessed:
            if draft.picked[other]:
                draft.picked[other] = rng.choice(draft.holding[other])
    twin.apprentice_deck.sort()
    rng.shuffle(twin.apprentice_deck)
    rewards = sorted(twin.rewards + twin.rewards_unused)
    rng.shuffle(rewards)
    twin.rewards, twin.rewards_unused = rewards[: len(twin.rewards)], rewards[len(twin.rewards) :]
    if twin.small_pile:
        top = MARKET_CARD[twin.small_pile[0]].small
        pile = sorted(twin.small_pile)
        chosen = rng.choice([card for card in pile if MARKET_CARD[card].small == top])
        pile.remove(chosen)
        rng.shuffle(pile)
        twin.small_pile[:] = [chosen, *pile]
    return twin


def _places(pile: list[str]) -> list[tuple[list[str], int]]:
    return [(pile, index) for index in range(len(pile))]


def _key(place: tuple[list[str], int]) -> tuple[int, int]:
    return id(place[0]), place[1]


def _deal(places: list[tuple[list[str], int]], rng: random.Random) -> dict[str, str]:
    """Deal the cards in ``places`` anew among them: which card now lies where each one lay."""
    cards = [pile[index] for pile, index in places]
    pool = sorted(cards)
    rng.shuffle(pool)
    for (pile, index), card in zip(places, pool, strict=True):
        pile[index] = card
    return dict(zip(cards, pool, strict=True))


def chapter(state: ArchitectsState) -> str:
    """The public title of the turn under way: the draft, a player's turn, or the end."""
    if state.over:
        return events.GAME_OVER
    if state.draft is not None:
        return events.OPENING_DRAFT
    if state.tasks[0].kind is Kind.STARTER:
        return events.STARTING_APPRENTICES
    return events.chapter(state.active, state.players[state.active].turns)
