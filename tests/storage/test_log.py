"""The log as data: undo rows fold away, resigned seats play their defaults."""

from datetime import UTC, datetime

import pytest

from engine.core import new_game
from storage.log import effective_moves, play_automatic
from storage.models import AutoReason
from storage.records import ActionRecord
from testkit.toy_game import TOY_GAME

AT = datetime(2026, 1, 1, tzinfo=UTC)


def move(seq: int, seat: int = 0) -> ActionRecord:
    return ActionRecord(seq, seat, "move", {"type": "take", "count": 1}, True, False, AT)


def undo(seq: int, cancels: int) -> ActionRecord:
    return ActionRecord(seq, 0, "undo", {"type": "undo", "seq": cancels}, False, False, AT)


def test_each_undo_cancels_the_latest_effective_move():
    log = [move(1), move(2), undo(3, 2), move(4), move(5), undo(6, 5), undo(7, 4)]
    assert [row.seq for row in effective_moves(log)] == [1]
    assert [row.seq for row in effective_moves([move(1), move(2), undo(3, 2), move(4)])] == [1, 4]
    assert effective_moves([]) == []


def test_an_undo_naming_another_move_is_a_broken_log():
    with pytest.raises(AssertionError):
        effective_moves([move(1), move(2), undo(3, 1)])


def test_resigned_seats_play_their_default_until_a_living_seat_is_pending():
    state = new_game(TOY_GAME, 3, 1, {"pile": "12"})
    after, moves = play_automatic(TOY_GAME, state, {0: AutoReason.RESIGNED, 1: AutoReason.OPEN})
    assert [(m.seat, m.action, m.reason, m.auto, m.undoable) for m in moves] == [
        (0, {"type": "take", "count": 1}, AutoReason.RESIGNED, True, False),
        (1, {"type": "take", "count": 1}, AutoReason.OPEN, True, False),
    ]
    assert after.turn == 2 and after.pile == 10 and state.pile == 12
    assert play_automatic(TOY_GAME, after, {0: AutoReason.RESIGNED, 1: AutoReason.OPEN}) == (after, [])


def test_when_every_seat_is_resigned_the_defaults_play_to_the_end():
    resigned = dict.fromkeys((0, 1), AutoReason.RESIGNED)
    after, moves = play_automatic(TOY_GAME, new_game(TOY_GAME, 2, 1), resigned)
    assert len(moves) == 6 and after.pile == 0 and TOY_GAME.pending(after) == []
