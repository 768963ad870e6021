"""What the real bot posts in a whole game of each title reads cleanly (issue 21).

The demo plays a game through the bot against the emulator (3 players, seed 1, stand-in pictures
with the real alt texts); every version of every message it showed (the lobby, boards, records,
the result, turn panels, DMs), every button, menu entry, placeholder and alt text goes through the
text lint (``tests/text_lint.py``). Then the thread itself: no record is only a heading, a record
is one line that fits, no board says "Last:" what the record just above it says, boards stay short.
"""

import asyncio
import re

import pytest

from demo.__main__ import run_demo
from tests.text_lint import HEADING_ONLY, lint_all, summary

BOARD_LIMIT = 500  # characters of a board message (issue 21)
LASTING = {"dreams": 45, "mangrovia": 70}  # lasting messages per 3-player game (issue 21)
HEAD = re.compile(r"^\*\*(.+?)\*\* · ")


@pytest.mark.parametrize("game", ["biblios", "dreams", "burgundy", "architects", "mangrovia"])
def test_every_text_the_bot_posts_in_a_whole_game_reads_cleanly(game, tmp_path):
    run = asyncio.run(run_demo(tmp_path, game=game, players=3, seed=1, stand_in_pictures=True))
    findings = lint_all(run.texts)
    assert not findings, summary(findings)
    records = [text for kind, _, text in run.texts if kind == "record"]
    assert records and not [r for r in records if HEADING_ONLY.match(r)], "a record that is only a heading"
    assert all(HEAD.match(r) and "\n" not in r and len(r) <= 450 for r in records)
    boards = [text for kind, _, text in run.texts if kind == "board"]
    assert max(len(board) for board in boards) <= BOARD_LIMIT
    assert run.counts.messages_left <= LASTING.get(game, run.counts.messages_left)
    # A board posted just after a turn's record does not repeat that record's last words.
    thread = [text for kind, where, text in run.texts if where.startswith("thread") and kind in ("record", "board")]
    for before, after in zip(thread, thread[1:], strict=False):
        last = re.search(r"\nLast: (.+)$", after)
        if HEAD.match(before) and last:
            assert not before.endswith(last.group(1)), (before, after)


@pytest.mark.parametrize("game", ["biblios", "dreams", "burgundy", "architects", "mangrovia"])
def test_every_text_the_bot_posts_in_a_whole_persian_game_reads_cleanly(game, tmp_path):
    """The same demo with the game and every member in Persian: the text lint in Persian (issue 25)."""
    run = asyncio.run(run_demo(tmp_path, game=game, players=3, seed=1, stand_in_pictures=True, language="fa"))
    findings = lint_all(run.texts, "fa")
    assert not findings, summary(findings)
