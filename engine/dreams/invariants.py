"""Invariants of a Dreams state, checked after every random-play step (rules/dreams.md §3.1, §5, WE-9).

Dream cards are conserved (deck + discard + shown = 72, all distinct); the sky holds the
stars of the turns played so far, in turn order, one of each kind per seat, one per point;
scores equal the sum of the recorded rounds, which equal the scoring rules applied to the
recorded guesses; nobody passes 20; the game is over exactly when someone reached 16.
"""

from operator import add

from engine.dreams import scoring
from engine.dreams.cards import DECK, DECK_SIZE, DREAMS_PER_ROUND
from engine.dreams.sky import is_on_sky
from engine.dreams.state import GOAL, TRACK_MAX, DreamsState, Phase

ALL_IDS = sorted(dream.id for dream in DECK)


def check(state: DreamsState) -> None:
    """Raise AssertionError if any invariant fails."""
    _check_cards(state)
    _check_sky(state)
    _check_round(state)
    _check_scores(state)


def _check_cards(state: DreamsState) -> None:
    assert len(DECK) == DECK_SIZE
    assert len(state.dreams) == DREAMS_PER_ROUND, f"{len(state.dreams)} dreams shown"
    assert sorted(state.deck + state.discard + state.dreams) == ALL_IDS, "dream cards not conserved"


def _check_sky(state: DreamsState) -> None:
    assert len(state.stars) <= state.star_turns, "too many stars"
    points = set()
    kinds = set()
    for index, star in enumerate(state.stars):
        assert star.order == index + 1, "placement numbers out of order"
        assert star.seat == (state.dealer + index) % state.seats, "star placed out of turn order"
        assert is_on_sky(star.column, star.row), f"star off the sky at {star.point}"
        assert star.point not in points, f"two stars at {star.point}"
        assert (star.seat, star.kind) not in kinds, f"seat {star.seat} placed two {star.kind} stars"
        points.add(star.point)
        kinds.add((star.seat, star.kind))


def _check_round(state: DreamsState) -> None:
    assert state.round == len(state.history) + (state.phase is not Phase.OVER), "round count"
    assert state.dealer == (state.first_dealer + state.round - 1) % state.seats, "dealer rotation"
    assert 0 <= state.mortal < state.seats and 1 <= state.true_image <= DREAMS_PER_ROUND
    assert len(state.guesses) == state.seats
    if state.phase is Phase.PLACING:
        assert len(state.stars) < state.star_turns, "placing with a full sky"
        assert all(guess is None for guess in state.guesses), "guess before the guessing phase"
        assert state.kinds_left(state.placing_seat), "the placing seat has no star left"
    else:
        assert len(state.stars) == state.star_turns, "guessing before every star is placed"
    if state.phase is Phase.OVER:
        assert all(guess is not None for guess in state.guesses), "game over with a guess missing"


def _check_scores(state: DreamsState) -> None:
    totals = [0] * state.seats
    last = len(state.history) - 1
    for index, record in enumerate(state.history):
        assert record.round == index + 1, "rounds recorded out of order"
        assert record.deltas == scoring.record_points(record), f"round {record.round} scored wrongly"
        assert len(set(record.dreams)) == DREAMS_PER_ROUND, "a round showed the same dream twice"
        totals = list(map(add, totals, record.deltas))
        if index < last or state.phase is not Phase.OVER:
            assert max(totals) < GOAL, f"the game went on after round {record.round} reached {GOAL}"
    assert totals == state.scores, "scores differ from the recorded rounds"
    assert max(state.scores) <= TRACK_MAX, "a score passed the end of the god track"
    assert (state.phase is Phase.OVER) == (max(state.scores) >= GOAL), "game over iff someone reached the goal"
