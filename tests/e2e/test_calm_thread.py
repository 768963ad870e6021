"""A whole game of each title through the bot leaves a calm thread (issue 10's bounds, seeded).

The move-by-move checks of ``bot_checks`` (a ping exactly for whoever newly waits, no DM for
one's own change, records without mentions) run in ``test_bot_full_game``; this test looks at
the thread a game leaves behind, as the demo counts it.
"""

import asyncio
import re

import pytest

from demo.__main__ import run_demo

HEAD = re.compile(r"\*\*(.+?)\*\* · ")


@pytest.mark.parametrize("game", ["biblios", "dreams", "burgundy", "architects", "mangrovia"])
def test_a_whole_game_leaves_one_short_record_per_turn_and_pings_once_per_wait(game, tmp_path):
    run = asyncio.run(run_demo(tmp_path, game=game, players=3, seed=1, stand_in_pictures=True))
    counts = run.counts
    assert counts.board_lines <= 3, "a board message is at most three lines"
    heads = []
    for record in counts.records:
        assert "<@" not in record and "Waiting on" not in record, record
        assert "\n" not in record and len(record) <= 450, record
        found = HEAD.match(record)
        assert found, record
        heads.append(found.group(1))
    # At most one lasting message per turn (a gift turn, an auctioned card, a guessing phase...).
    assert len(heads) == len(set(heads)), [h for h in heads if heads.count(h) > 1]
    assert counts.messages_left == len(counts.records) + 1  # the records and the result
    for name, pings in counts.pings.items():
        # A ping means "your move": each is answered by a move before the next (the result pings everyone).
        assert pings <= run.moves_by[name] + 1, (name, pings, run.moves_by[name])
        assert counts.dms[name] < pings, "DMs are for news, not for every turn"
