"""Scoring on the God track, the end of the game and the final ranking (rules/dreams.md §4 Phase 5, §5).

Mortal: +3 if no god accused them, +2 if their image is the true vision. God: +2 for
accusing the mortal, +1 if no other god accused them. Awards add up; abstentions (§6.6)
name nobody. The game ends after the round in which someone reaches 16; ties share the
victory (§10 A5, A6).
"""

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from engine.core import Event, Result, Standing, rank_by_keys
from engine.dreams import text
from engine.dreams.cards import card
from engine.dreams.state import GOAL, DreamsState, Guess, Phase, RoundRecord
from i18n import Text, lines

UNDETECTED = 3
TRUE_VISION = 2
IDENTIFIED_MORTAL = 2
UNSUSPECTED = 1


@dataclass(frozen=True, slots=True)
class Awards:
    """One seat's points from one round, by rule line."""

    undetected: int = 0  # mortal: no god accused them
    true_vision: int = 0  # mortal: named the true vision
    identified_mortal: int = 0  # god: accused the mortal
    unsuspected: int = 0  # god: no other god accused them

    @property
    def points(self) -> int:
        """The round's total for the seat."""
        return self.undetected + self.true_vision + self.identified_mortal + self.unsuspected


def round_awards(seats: int, mortal: int, true_image: int, guesses: Sequence[Guess]) -> tuple[Awards, ...]:
    """Every seat's awards for a round (§5 ``round_deltas``), seat by seat."""
    gods = [seat for seat in range(seats) if seat != mortal]
    accusations = [guesses[god].accused for god in gods]  # §10 A3: only gods' guesses suspect anyone
    awards: list[Awards] = []
    for seat in range(seats):
        if seat == mortal:
            awards.append(
                Awards(
                    undetected=UNDETECTED if mortal not in accusations else 0,
                    true_vision=TRUE_VISION if guesses[seat].image == true_image else 0,
                )
            )
        else:
            suspected = any(guesses[other].accused == seat for other in gods if other != seat)
            awards.append(
                Awards(
                    identified_mortal=IDENTIFIED_MORTAL if guesses[seat].accused == mortal else 0,
                    unsuspected=0 if suspected else UNSUSPECTED,
                )
            )
    return tuple(awards)


def record_awards(record: RoundRecord) -> tuple[Awards, ...]:
    """The awards of a revealed round, recomputed from its guesses."""
    return _cached_awards(len(record.guesses), record.mortal, record.true_image, record.guesses)


def record_points(record: RoundRecord) -> tuple[int, ...]:
    """Each seat's points in a revealed round, recomputed from its guesses."""
    return _cached_points(len(record.guesses), record.mortal, record.true_image, record.guesses)


_cached_awards = lru_cache(maxsize=4096)(round_awards)  # views and checks recompute past rounds often


@lru_cache(maxsize=4096)
def _cached_points(seats: int, mortal: int, true_image: int, guesses: tuple[Guess, ...]) -> tuple[int, ...]:
    return tuple(award.points for award in round_awards(seats, mortal, true_image, guesses))


def reveal_round(state: DreamsState) -> list[Event]:
    """Phase 5: score every seat from the revealed guesses at once and record the round."""
    guesses = tuple(guess if guess is not None else Guess() for guess in state.guesses)
    awards = round_awards(state.seats, state.mortal, state.true_image, guesses)
    for seat, award in enumerate(awards):
        state.scores[seat] += award.points
    record = RoundRecord(
        round=state.round,
        dealer=state.dealer,
        dreams=tuple(state.dreams),
        true_image=state.true_image,
        mortal=state.mortal,
        stars=tuple(state.stars),
        guesses=guesses,
        deltas=tuple(award.points for award in awards),
    )
    state.history.append(record)
    return [
        Event(
            reveal_text(record, state.scores),
            reveal=True,
            brief=reveal_text(record, state.scores, briefly=True),
            data={
                "event": "revealed",
                "round": record.round,
                "true_image": record.true_image,
                "mortal": record.mortal,
                "accused": [guess.accused for guess in guesses],
                "images": [guess.image for guess in guesses],
                "deltas": list(record.deltas),
                "scores": list(state.scores),
            },
        )
    ]


def reveal_order(record: RoundRecord) -> list[int]:
    """Seats in reveal order: the mortal first, then the gods in seat order (§4 Phase 5)."""
    return [record.mortal, *(seat for seat in range(len(record.guesses)) if seat != record.mortal)]


def reveal_text(record: RoundRecord, totals: Sequence[int], *, briefly: bool = False) -> Text:
    """The single reveal message (§10 A21): true vision, mortal, then each seat's guess and points.

    ``briefly``: as the round's lasting record tells it, every seat's result in a few words.
    """
    name = card(record.dreams[record.true_image - 1]).name
    if briefly:
        parts = [text.reveal_header_briefly(record.true_image, name, record.mortal)]
    else:
        parts = [text.reveal_header(record.round, record.true_image, name, record.mortal)]
    awards = record_awards(record)
    for seat in reveal_order(record):
        guess = record.guesses[seat]
        if guess.accused is not None:
            said = text.said_accused(guess.accused)
        elif guess.image is not None:
            said = text.said_image(guess.image)
        else:
            said = text.NO_GUESS_SAID
        role = "mortal" if seat == record.mortal else "god"
        if briefly:
            parts.append(text.reveal_line_briefly(seat, said, awards[seat].points, totals[seat]))
            continue
        parts.append(
            text.reveal_line(seat, role, said, award_lines(awards[seat], seat), awards[seat].points, totals[seat])
        )
    return lines(parts, " " if briefly else "\n")


def award_lines(award: Awards, seat: int) -> tuple[str, ...]:
    """The rule lines ``seat`` scored, e.g. ("+3 as no god accused them", "+2 for naming the true vision")."""
    named = [
        (award.undetected, text.AWARD_UNDETECTED),
        (award.true_vision, text.AWARD_TRUE_VISION),
        (award.identified_mortal, text.AWARD_IDENTIFIED),
        (award.unsuspected, text.award_unsuspected(seat)),
    ]
    return tuple(line for points, line in named if points)


def is_game_over(state: DreamsState) -> bool:
    """§5: after a scored round, whether anyone has reached 16."""
    return max(state.scores) >= GOAL


def end_game(state: DreamsState) -> list[Event]:
    """Close the game after its last round: the final line names the winner(s)."""
    state.phase = Phase.OVER
    final = result(state)
    assert final is not None
    # brief "": the result message, posted just after the last record, names the winners
    return [Event(final.summary, reveal=True, brief="", data={"event": "game_over", "winners": list(final.winners)})]


BREAKDOWN_MORTAL_ROUNDS = "mortal_rounds"
BREAKDOWN_UNDETECTED = "undetected"
BREAKDOWN_TRUE_VISION = "true_vision"
BREAKDOWN_IDENTIFIED = "found_mortal"
BREAKDOWN_UNSUSPECTED = "unsuspected"
BREAKDOWN_POINTS = (BREAKDOWN_UNDETECTED, BREAKDOWN_TRUE_VISION, BREAKDOWN_IDENTIFIED, BREAKDOWN_UNSUSPECTED)


def breakdown(state: DreamsState, seat: int) -> dict[str, int]:
    """The seat's god points by award over the whole game; they add up to its score (§5 "per-category breakdown")."""
    totals = dict.fromkeys(BREAKDOWN_POINTS, 0)
    for record in state.history:
        award = record_awards(record)[seat]
        totals[BREAKDOWN_UNDETECTED] += award.undetected
        totals[BREAKDOWN_TRUE_VISION] += award.true_vision
        totals[BREAKDOWN_IDENTIFIED] += award.identified_mortal
        totals[BREAKDOWN_UNSUSPECTED] += award.unsuspected
    return totals


def mortal_rounds(state: DreamsState, seat: int) -> int:
    """How many rounds the seat played as the mortal: shown beside the points, never added to them."""
    return sum(1 for record in state.history if record.mortal == seat)


def result(state: DreamsState) -> Result | None:
    """The final ranking once the game is over: most god points first, ties share a rank (§5)."""
    if state.phase is not Phase.OVER:
        return None
    ranks = rank_by_keys(range(state.seats), lambda seat: state.scores[seat])
    standings = tuple(
        Standing(
            seat,
            rank,
            state.scores[seat],
            breakdown(state, seat),
            facts={BREAKDOWN_MORTAL_ROUNDS: mortal_rounds(state, seat)},
        )
        for seat, rank in ranks
    )
    winners = [standing.seat for standing in standings if standing.rank == 1]
    return Result(standings, text.game_over(winners, max(state.scores), state.large_table), dict(text.RESULT_LABELS))
