"""The lobby's and the log's rules as pure functions (storage/rules.py): each refusal in the player's words."""

from datetime import UTC, datetime

import pytest

from storage import rules
from storage.errors import CannotUndo, GameNotActive, LobbyError, NotSeated
from storage.records import ActionRecord
from testkit.toy_game import TOY_GAME

NOW = datetime(2026, 11, 26, tzinfo=UTC)


def row(seq, seat, *, kind="move", undoable=True, auto=False):
    return ActionRecord(seq, seat, kind, {"type": "take", "count": 1}, undoable, auto, NOW)


def test_joining_needs_an_open_lobby_a_free_seat_and_no_seat_yet():
    rules.check_join("lobby", TOY_GAME, [1, 2], 3)
    with pytest.raises(LobbyError, match="already joined"):
        rules.check_join("lobby", TOY_GAME, [1, 2], 2)
    with pytest.raises(LobbyError, match="at most 4 players"):
        rules.check_join("lobby", TOY_GAME, [1, 2, 3, 4], 5)
    with pytest.raises(LobbyError, match="already started"):
        rules.check_join("active", TOY_GAME, [1], 2)


def test_leaving_passes_the_creators_role_on_and_an_empty_lobby_is_abandoned():
    assert rules.creator_after_leaving(1, [1, 2, 3], 1) == 2
    assert rules.creator_after_leaving(1, [1, 2, 3], 3) == 1
    assert rules.creator_after_leaving(1, [1], 1) is None
    with pytest.raises(NotSeated, match="not joined"):
        rules.check_leave("lobby", [1], 2)
    with pytest.raises(LobbyError, match="resign instead"):
        rules.check_leave("active", [1], 1)


def test_only_the_creator_starts_with_a_player_count_in_range():
    rules.check_start("lobby", TOY_GAME, 1, 1, 2)
    with pytest.raises(LobbyError, match="Only the player who opened"):
        rules.check_start("lobby", TOY_GAME, 1, 2, 2)
    with pytest.raises(LobbyError, match="1 to 4 players; 5 joined"):
        rules.check_start("lobby", TOY_GAME, 1, 1, 5)
    with pytest.raises(GameNotActive, match="not started yet"):
        rules.check_active("lobby")


@pytest.mark.parametrize(
    ("log", "seat", "reason"),
    [
        ([], 0, "no move to take back"),
        ([row(1, 0), row(2, 0, kind="undo")], 0, "already taken back"),
        ([row(1, 1, auto=True)], 1, "resigned"),
        ([row(1, 1)], 0, "Only the player who made"),
        ([row(1, 0, undoable=False)], 0, "revealed something"),
    ],
)
def test_undo_says_why_not(log, seat, reason):
    with pytest.raises(CannotUndo, match=reason):
        rules.undoable_move(log, seat)


def test_undo_takes_back_ones_own_latest_move():
    assert rules.undoable_move([row(1, 1), row(2, 0)], 0).seq == 2
