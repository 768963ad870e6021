"""What the public, and each seat, may know of a Dreams game (rules/dreams.md §6.5, §7).

Views are built field by field from the state, so a new state field stays private until it
is added here on purpose. ``PublicView`` is what the thread shows: it is the same whoever
the mortal is, whatever the true vision, and whatever the submitted guesses say (WE-12).
``SeatView`` wraps it and adds only that seat's own secrets: its role and marker, the true
vision for a god, and its own guess.

Conventions for renderers: seats are 0-based; images are 1-4 (1 top-left, 2 top-right,
3 bottom-left, 4 bottom-right); sky columns "A".."M" run left to right, rows 1..13 top to
bottom; star ``order`` is the placement number 1..3N within the round.

The hidden-information inventory (§7) is here too: :func:`secrets` names each secret by a
distinctive string, so a leak is a plain text search (engine.simulate's leak check):
- a god's marker, "Round r: you are a god. The true vision is image k (Name).": hidden from
  the public and the mortal until the reveal;
- the mortal's marker, "Round r: you are the mortal. ...": hidden from the public and the gods;
- each seat's guess receipt, "Round r, {ps}'s secret guess: ...": hidden from everyone else;
- the deck order, as the JSON run of its next five card ids: hidden from everyone, always.
Structural tests (tests/engine/dreams/test_secrecy.py) check the rest: views do not change
when only someone else's secrets change; :func:`redraw_hidden` gives engine.simulate's leak
checks the same power over public decisions.
"""

import copy
import json
import random
from dataclasses import dataclass
from functools import lru_cache

from engine.core import remember
from engine.dreams import deal, guesses, scoring, text
from engine.dreams.cards import card
from engine.dreams.colours import PALETTE
from engine.dreams.sky import SIZE
from engine.dreams.state import GOAL, TRACK_MAX, DreamsState, Guess, Phase, RoundRecord, Star

PLAYER_COLOURS = PALETTE  # the seat colours in slot order, for renderers' fixed palettes


@dataclass(frozen=True, slots=True)
class DreamFace:
    """A shown dream card: its image number this round, id, name and Lucide glyph name."""

    image: int
    id: str
    name: str
    glyph: str


@dataclass(frozen=True, slots=True)
class StarView:
    """A star on the sky: placement number, owner seat, kind ("clear"/"grey"/"black") and point."""

    order: int
    seat: int
    kind: str
    column: str
    row: int
    point: str


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """What everyone knows of one seat: colour, score, stars left this round, whether it has guessed."""

    seat: int
    colour: str
    colour_hex: str
    letter: str
    score: int
    dealer: bool
    stars_left: tuple[str, ...]
    guessed: bool


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One seat's part of a reveal: role, guess, points by award, round points and new total."""

    seat: int
    role: str  # "mortal" or "god"
    accused: int | None  # a god's accused seat
    image: int | None  # the mortal's named image
    abstained: bool
    undetected: int
    true_vision: int
    identified_mortal: int
    unsuspected: int
    points: int
    total: int


@dataclass(frozen=True, slots=True)
class RoundReveal:
    """The latest revealed round in full: the dreams, the true vision, the mortal, each seat's line, the sky."""

    round: int
    dealer: int
    dreams: tuple[DreamFace, ...]
    true_image: int
    true_vision: DreamFace
    mortal: int
    lines: tuple[ScoreLine, ...]  # the mortal first, then the gods in seat order (§4 Phase 5)
    sky: tuple[StarView, ...]
    text: str  # the reveal message, with {pN} name placeholders


@dataclass(frozen=True, slots=True)
class PastRound:
    """An earlier revealed round in brief, for the game log (§7: past reveals are public)."""

    round: int
    mortal: int
    true_vision: str  # the card's name
    points: tuple[int, ...]  # per seat


@dataclass(frozen=True, slots=True)
class PublicView:
    """The table as everyone sees it; every message and image in the thread is built from this."""

    players: int
    large_table: bool  # the unofficial 7-8 player variant is on (§6.4)
    round: int
    phase: str  # "placing", "guessing" or "over"
    dealer: int
    goal: int  # 16
    track_max: int  # 20
    star_turn: int  # 1-based number of the star being placed; 0 outside the placing phase
    star_turns: int  # 3N
    to_act: int | None  # the seat placing a star; None outside the placing phase
    waiting_on: tuple[int, ...]
    seats: tuple[SeatSummary, ...]
    dreams: tuple[DreamFace, ...]  # images 1..4 of the current round
    sky_size: int  # 13: columns "A".."M" left to right, rows 1..13 top to bottom
    stars: tuple[StarView, ...]  # this round's sky, in placement order
    deck_size: int
    discard_size: int
    last_reveal: RoundReveal | None  # the latest revealed round (the reveal image); None before the first
    past_rounds: tuple[PastRound, ...]  # every revealed round in brief, oldest first


@dataclass(frozen=True, slots=True)
class GuessView:
    """A seat's own submitted guess."""

    accused: int | None
    image: int | None
    abstained: bool
    receipt: str


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge: the public view plus its own role, marker, true vision (gods) and guess."""

    public: PublicView
    seat: int
    role: str  # "god" or "mortal", this round
    marker: str  # the words of the seat's secret marker: "Round 3: you are the mortal. ..."
    true_image: int | None  # gods only
    true_vision: DreamFace | None  # gods only: the card to highlight
    my_guess: GuessView | None  # once submitted this round


def view(state: DreamsState, seat: int | None) -> PublicView | SeatView:
    """The public view (seat None) or ``seat``'s view."""
    public = remember(state, "public_view", public_view)
    if seat is None:
        return public
    is_god = seat != state.mortal
    guess = state.guesses[seat]
    return SeatView(
        public=public,
        seat=seat,
        role=state.role(seat).value,
        marker=deal.marker_text(state, seat),
        true_image=state.true_image if is_god else None,
        true_vision=dream_face(state.dreams, state.true_image) if is_god else None,
        my_guess=None
        if guess is None
        else GuessView(guess.accused, guess.image, guess.abstained, guesses.receipt(state, seat)),
    )


def public_view(state: DreamsState) -> PublicView:
    """What the table shows (§7: everything public, nothing else)."""
    placing = state.phase is Phase.PLACING
    return PublicView(
        players=state.seats,
        large_table=state.large_table,
        round=state.round,
        phase=state.phase.value,
        dealer=state.dealer,
        goal=GOAL,
        track_max=TRACK_MAX,
        star_turn=len(state.stars) + 1 if placing else 0,
        star_turns=state.star_turns,
        to_act=state.placing_seat if placing else None,
        waiting_on=waiting_on(state),
        seats=tuple(seat_summary(state, seat) for seat in range(state.seats)),
        dreams=tuple(dream_face(state.dreams, image) for image in range(1, len(state.dreams) + 1)),
        sky_size=SIZE,
        stars=tuple(star_view(star) for star in state.stars),
        deck_size=len(state.deck),
        discard_size=len(state.discard),
        last_reveal=round_reveal(state.history[-1], tuple(state.scores)) if state.history else None,
        past_rounds=tuple(past_round(record) for record in state.history),
    )


def waiting_on(state: DreamsState) -> tuple[int, ...]:
    """The seats the game waits for: the star placer, or every seat still to guess."""
    if state.phase is Phase.PLACING:
        return (state.placing_seat,)
    if state.phase is Phase.GUESSING:
        return tuple(seat for seat in range(state.seats) if state.guesses[seat] is None)
    return ()


def seat_summary(state: DreamsState, seat: int) -> SeatSummary:
    """One seat's public summary."""
    colour = PALETTE[seat]
    return SeatSummary(
        seat=seat,
        colour=colour.name,
        colour_hex=colour.hex,
        letter=colour.letter,
        score=state.scores[seat],
        dealer=seat == state.dealer,
        stars_left=tuple(kind.value for kind in state.kinds_left(seat)) if state.phase is not Phase.OVER else (),
        guessed=state.phase is Phase.GUESSING and state.guesses[seat] is not None,
    )


def dream_face(dreams: list[str] | tuple[str, ...], image: int) -> DreamFace:
    """The card shown as ``image`` (1-4)."""
    dream = card(dreams[image - 1])
    return DreamFace(image=image, id=dream.id, name=dream.name, glyph=dream.glyph)


def star_view(star: Star) -> StarView:
    """A star as drawn."""
    return StarView(star.order, star.seat, star.kind.value, star.column, star.row, star.point)


@lru_cache(maxsize=1024)
def past_round(record: RoundRecord) -> PastRound:
    """A revealed round in brief."""
    return PastRound(record.round, record.mortal, card(record.dreams[record.true_image - 1]).name, record.deltas)


@lru_cache(maxsize=256)
def round_reveal(record: RoundRecord, scores: tuple[int, ...]) -> RoundReveal:
    """The latest revealed round in full; ``scores`` are the totals right after it (cached: records never change)."""
    awards = scoring.record_awards(record)
    lines = tuple(
        ScoreLine(
            seat=seat,
            role="mortal" if seat == record.mortal else "god",
            accused=record.guesses[seat].accused,
            image=record.guesses[seat].image,
            abstained=record.guesses[seat].abstained,
            undetected=awards[seat].undetected,
            true_vision=awards[seat].true_vision,
            identified_mortal=awards[seat].identified_mortal,
            unsuspected=awards[seat].unsuspected,
            points=awards[seat].points,
            total=scores[seat],
        )
        for seat in scoring.reveal_order(record)
    )
    return RoundReveal(
        round=record.round,
        dealer=record.dealer,
        dreams=tuple(dream_face(record.dreams, image) for image in range(1, len(record.dreams) + 1)),
        true_image=record.true_image,
        true_vision=dream_face(record.dreams, record.true_image),
        mortal=record.mortal,
        lines=lines,
        sky=tuple(star_view(star) for star in record.stars),
        text=scoring.reveal_text(record, scores),
    )


DECK_RUN = 5  # longer than a round's four dreams, so a shown round never matches by chance


def secrets(state: DreamsState, viewer: int | None) -> set[str]:
    """The strings ``viewer`` (None = the public) must not find in its view."""
    hidden: set[str] = set()
    if len(state.deck) >= DECK_RUN:
        hidden.add(deck_order_token(state.deck))
    if state.phase is Phase.OVER:
        return hidden  # the last round is revealed; the deck order stays secret
    mortal = state.mortal
    a_god = (mortal + 1) % state.seats
    if viewer is None or viewer == mortal:
        hidden.add(deal.marker_text(state, a_god))
    if viewer is None or viewer != mortal:
        hidden.add(deal.marker_text(state, mortal))
    for seat, guess in enumerate(state.guesses):
        if guess is not None and seat != viewer:
            hidden.add(guesses.receipt(state, seat))
    return hidden


def revealed_lines(state: DreamsState) -> tuple[str, ...]:
    """What no seat sees: the deck's order; while a round runs, its mortal and true vision together and the guesses."""
    lines = [text.deck_order([card(dream).name for dream in state.deck])]
    if state.phase is not Phase.OVER:
        vision = card(state.dreams[state.true_image - 1]).name
        lines.append(text.roles_revealed(state.round, state.mortal, state.true_image, vision))
        lines.extend(guesses.receipt(state, seat) for seat, guess in enumerate(state.guesses) if guess is not None)
    return tuple(lines)


def deck_order_token(deck: list[str]) -> str:
    """The next cards of the deck as they would appear in a view's JSON: '"D05","D17",...'."""
    return json.dumps(deck[:DECK_RUN], separators=(",", ":"))[1:-1]


def redraw_hidden(state: DreamsState, rng: random.Random, seat: int | None = None) -> DreamsState:
    """A state ``seat`` (None: the public) cannot tell from ``state``: deck order, roles, vision and guesses drawn anew.

    Who has guessed stays (it is public); what each guessed is redrawn for the seat's new
    role. After the game the last round is revealed: only the deck order is still hidden.
    A seat keeps what it knows (§7): its own guess; the mortal knows only that it is the
    mortal (the true vision is drawn anew); a god knows the true vision and that it is not
    the mortal (the mortal is drawn among the other seats).

    The draw depends only on what ``seat`` knows and on ``rng`` (the deck is sorted before it is
    shuffled; issue 24's fairness).
    """
    twin = copy.deepcopy(state)
    twin.deck.sort()
    rng.shuffle(twin.deck)
    if state.phase is Phase.OVER:
        return twin
    if seat is None:
        twin.mortal = rng.randrange(state.seats)
        twin.true_image = rng.randint(1, len(state.dreams))
    elif seat == state.mortal:
        twin.true_image = rng.randint(1, len(state.dreams))
    else:
        twin.mortal = rng.choice([other for other in range(state.seats) if other != seat])
    twin.guesses = [
        guess if guess is None or index == seat else _any_guess(twin, index, rng)
        for index, guess in enumerate(state.guesses)
    ]
    return twin


def _any_guess(state: DreamsState, seat: int, rng: random.Random) -> Guess:
    """A legal guess for the seat's role: an image for the mortal, another seat for a god, or none."""
    if rng.random() < 0.2:
        return Guess()
    if seat == state.mortal:
        return Guess(image=rng.randint(1, len(state.dreams)))
    return Guess(accused=rng.choice([other for other in range(state.seats) if other != seat]))


def chapter(state: DreamsState) -> str:
    """The public title of the turn under way: a round's star placements, or its guessing phase and reveal."""
    if state.phase is Phase.OVER:
        return text.END_CHAPTER
    if state.phase is Phase.GUESSING:
        return text.guessing_chapter(state.round)
    return text.stars_chapter(state.round)
