"""A Dreams round in the thread (issue 21): its stars are one turn, its guesses and reveal another.

The stars' record names who placed which star where; the reveal's record gives every player's
result, short enough to stay whole at the largest table.
"""

import random
import re

import pytest

from engine.core import apply, fill_names, new_game
from engine.dreams.declaration import GAME

NAMES = ["Ana", "Ben", "Cy", "Dana", "Eli", "Fay", "Gus", "Hana"]


@pytest.mark.parametrize("players", [3, 6, 8])
def test_a_round_is_two_chapters_and_the_reveal_record_tells_each_players_result(players):
    state = new_game(GAME, players, 7, {"large_table": "on"})
    chooser = random.Random(players)
    chapters, stars, reveal = [], [], None
    while reveal is None:
        chapters.append(GAME.chapter(state))
        decision = chooser.choice(GAME.pending(state))
        state, events = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
        for event in events:
            if event.public and event.data.get("event") == "star_placed":
                stars.append(fill_names(event.record, NAMES))
            if event.public and event.data.get("event") == "revealed":
                reveal = fill_names(event.record, NAMES)
            if event.data.get("event") in ("guess_submitted", "round_started", "roles_dealt"):
                assert event.record == ""  # the reveal tells every guess; the next board shows the dreams
    assert list(dict.fromkeys(chapters)) == ["Round 1: the stars", "Round 1: the secret guesses"]
    assert len(stars) == 3 * players and all(re.fullmatch(r"\w+: (clear|grey|black) [A-M]\d+\.", s) for s in stars)
    assert reveal.startswith("The true vision was image ") and "\n" not in reveal
    results = re.findall(
        r"(\w+) (?:accused \w+|named image \d|made no guess): (?:\+\d+, now|no points, still) \d+\.", reveal
    )
    assert sorted(results) == sorted(NAMES[:players])
    assert len(" ".join(stars)) <= 400 and len(reveal) <= 400  # whole in a record (bot.present.play.TURN_RECORD_LIMIT)
