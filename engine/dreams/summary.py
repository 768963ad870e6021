"""The "what can I do?" text (Dreams): the round, the seat's own role, its star turn or guess, and why not others.

Built from the seat's own knowledge only: the public table (round, dealer, scores, the stars, who has
guessed), its own role and, as a god, the true vision (its secret marker, :func:`deal.marker_text`).
Never another seat's role or guess: the text is the same for every state the seat cannot tell apart
(tests/engine/test_what_can_i_do.py). The star choices are those of ``stars.star_decision``.
"""

from engine.dreams import deal, text
from engine.dreams.stars import free_points
from engine.dreams.state import GOAL, STAR_KINDS, DreamsState, Phase
from i18n import Text, lines

SUMMARY_LIMIT = 700  # characters, as the other titles' summaries in the turn panel


def what_can_i_do(state: DreamsState, seat: int) -> Text:
    """A few lines on the seat's round: its role, what it may do now, or whom the game waits for."""
    if state.phase is Phase.OVER:
        return text.GAME_OVER
    god = seat != state.mortal
    parts: list[str] = [
        text.help_round(state.dealer, state.scores[seat], GOAL),
        deal.marker_text(state, seat),
    ]
    if state.phase is Phase.PLACING:
        parts += _placing(state, seat, god)
    else:
        parts += _guessing(state, seat, god)
    return lines(parts)


def _placing(state: DreamsState, seat: int, god: bool) -> list[str]:
    left = state.kinds_left(seat)
    parts: list[str] = []
    if state.placing_seat == seat:
        parts.append(text.help_your_star(tuple(left), len(free_points(state))))
    elif left:
        # star turns go clockwise from the dealer, one star a turn: the seat's next is this many turns away
        parts.append(text.help_star_wait(state.placing_seat, (seat - state.placing_seat) % state.seats))
    else:
        return [text.help_stars_done(state.placing_seat)]
    used = [kind for kind in STAR_KINDS if kind not in left]
    if used:
        parts.append(text.help_used_kinds(used))
    parts.append(text.HELP_GOD_STARS if god else text.HELP_MORTAL_STARS)
    return parts


def _guessing(state: DreamsState, seat: int, god: bool) -> list[str]:
    if state.guesses[seat] is not None:
        waiting = [other for other in range(state.seats) if state.guesses[other] is None]
        return [text.help_guessed(waiting)]
    if god:
        return [text.HELP_GOD_GUESS, text.HELP_NOT_SELF]
    return [text.HELP_MORTAL_GUESS]
