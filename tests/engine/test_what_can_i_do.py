"""Every title answers "what can I do?" (``GameSpec.what_can_i_do``, issue 26) at random states of random games.

For each seat of thousands of positions of seeded random games (every title, player count and option):
- the answer is non-empty and within the turn panel's room (``LIMIT``), in English and in Persian;
- it tells nothing of another seat's secret: the seat's twin (``redraw_hidden(state, rng, seat)``: the
  same to that seat, everything hidden from it drawn anew) gets the identical answer, in both languages;
- its Persian holds no English word (seat placeholders aside) and is not the English.
``test_the_leak_check_can_fail`` shows the twin comparison catches an answer that names a hidden thing.
"""

import random
import re

import pytest

from engine.core import get_game
from i18n import say
from tests.engine.test_seat_redraw import positions

TITLES = [("biblios", 30, 3), ("dreams", 12, 3), ("burgundy", 8, 10), ("architects", 14, 8), ("mangrovia", 14, 3)]
LIMIT = 700  # characters: the turn panel shows it beside the hand, the prompt and the options (2,000 in all)
SEAT = re.compile(r"\{p\d+\}")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def latin_left(persian: str) -> list[str]:
    """The Latin words of a Persian text, seat placeholders aside."""
    return LATIN_WORD.findall(SEAT.sub("", persian))


@pytest.mark.parametrize(("key", "games", "every"), TITLES, ids=[key for key, _, _ in TITLES])
def test_what_can_i_do_answers_every_seat_without_a_secret(key, games, every):
    spec = get_game(key)
    assert spec.what_can_i_do is not None, f"{key} has no what_can_i_do"
    rng = random.Random(key)
    checked, problems = 0, []
    for state in positions(key, games, every, seed=2600):
        for seat in range(state.seats):
            answer = spec.what_can_i_do(state, seat)
            twin = spec.redraw_hidden(state, rng, seat=seat)
            twin_answer = spec.what_can_i_do(twin, seat)
            english, persian = say(answer, "en"), say(answer, "fa")
            checked += 1
            if not english.strip():
                problems.append(f"empty for seat {seat}")
            for language, said in (("en", english), ("fa", persian)):
                if len(said) > LIMIT:
                    problems.append(f"{language} over {LIMIT} ({len(said)}): {said!r}")
            if str(answer) != str(twin_answer) or persian != say(twin_answer, "fa"):
                problems.append(f"tells a secret (differs from seat {seat}'s twin):\n{answer}\n---\n{twin_answer}")
            if latin_left(persian) or persian == english:
                problems.append(f"English in the Persian: {latin_left(persian)} in {persian!r}")
            if len(problems) > 5:
                break
    assert checked > 1000, checked
    assert not problems, "\n\n".join(problems[:6])


def test_the_leak_check_can_fail():
    """An answer that names another seat's hand differs from the twin's: the comparison above would see it."""
    spec = get_game("biblios")
    state = next(state for state in positions("biblios", 1, 1, seed=2600) if state.players[1].hand)
    twins = [spec.redraw_hidden(state, random.Random(draw), seat=0) for draw in range(10)]
    assert any(twin.players[1].hand != state.players[1].hand for twin in twins)
    for twin in twins:
        assert spec.what_can_i_do(twin, 0) == spec.what_can_i_do(state, 0)
