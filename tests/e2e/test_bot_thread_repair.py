"""The thread converges to the truth: a failed board post, or a bot killed mid-update, is repaired once.

Discord refuses or keeps failing the board post of a move that changes who must act, or the
bot is killed between the move's commit and its board, or between posting a board and storing
its id. The move stays applied; the retry or the reconciler posts one board pinging exactly
who must act now, sends the DMs still owed, leaves one message with live buttons, and a
second pass changes nothing.
"""

import asyncio
import random
import time
from dataclasses import dataclass
from typing import Any

import pytest

from demo.images import quick_images_for
from demo.players import Attempt, Players
from demo.table import Table, TableGame
from discord_emulator import Message
from engine.biblios import GAME as BIBLIOS
from engine.core import fill_names, pending
from engine.core.game import apply as engine_apply
from tests.e2e.bot_checks import Watch

POST_MESSAGE = "POST /channels/{channel_id}/messages"
FOLLOW_UP = "POST /webhooks/{application_id}/{token}"
QUICK = {"reconcile_interval": 0.1, "reconcile_grace": 0.2, "retry_delays": (0.05, 0.1)}
DISCORD_PY_TRIES = 5  # discord.py sends a request five times while it gets 500s
OUR_TRIES = 1 + len(QUICK["retry_delays"])


class SimulatedKill(BaseException):
    """The process dies here: nothing after this point runs (not an ``Exception``: nobody catches it)."""


@dataclass
class HandOver:
    """A board option whose choice makes the game wait on other seats."""

    player: Any
    board: Message
    custom_id: str
    label: str


async def find_hand_over(table: Table, game: TableGame, players: Players) -> HandOver:
    """Play on until the board offers a button that hands the turn to other seats."""
    for _ in range(100):
        board = players.board()
        record = await table.live.service.get(game.game_id)
        decisions = pending(BIBLIOS, record.state)
        now = sorted(d.seat for d in decisions)
        if board is not None and len(decisions) == 1 and not decisions[0].secret:
            (decision,) = decisions
            for button in board.buttons:
                custom_id = button.custom_id or ""
                if not custom_id.startswith("bg:o:"):
                    continue
                option = decision.options[int(custom_id.rsplit(":", 1)[1])]
                after, _ = engine_apply(BIBLIOS, record.state, decision.seat, option.action)
                if sorted(d.seat for d in pending(BIBLIOS, after)) != now:
                    player = game.players[decision.seat]
                    label = fill_names(option.label, [p.display_name for p in game.players])
                    return HandOver(player, board, custom_id, button.label or label)
        await players.move()
        await table.flush()
    raise AssertionError("no move handed the turn over")


def live_boards(table: Table, game: TableGame) -> list[Message]:
    """The bot's messages in the thread that still carry components."""
    return [m for m in table.emulator.messages(game.thread) if m.custom_ids]


async def repaired(table: Table, game: TableGame, timeout: float = 10.0) -> None:
    """Wait until the stored board shows the game's version."""
    service = table.live.service
    deadline = time.perf_counter() + timeout
    while True:
        record = await service.get(game.game_id)
        if record.board_version == record.version:
            return
        assert time.perf_counter() < deadline, f"board still at version {record.board_version} of {record.version}"
        await asyncio.sleep(0.02)


async def check_once_more_changes_nothing(table: Table, game: TableGame) -> None:
    """Another reconciler pass (and a few periodic ones) post, edit and DM nothing."""
    emulator = table.emulator
    calls = len(emulator.rest_calls)
    shown = [(m.id, len(m.revisions)) for m in emulator.messages(game.thread)]
    dms = {p.id: len(emulator.dms(p)) for p in game.players}
    assert await table.live.reconciler.run_once(sweep=True) == 0
    await asyncio.sleep(3 * QUICK["reconcile_interval"])
    writes = [c for c in emulator.rest_calls[calls:] if c.method in ("POST", "PATCH", "DELETE")]
    assert writes == [], [c.key for c in writes]
    assert [(m.id, len(m.revisions)) for m in emulator.messages(game.thread)] == shown
    assert {p.id: len(emulator.dms(p)) for p in game.players} == dms


async def check_new_player_can_act(table: Table, game: TableGame, players: Players) -> None:
    """Whoever the repaired board waits on opens their panel from it and makes a move."""
    record = await table.live.service.get(game.game_id)
    board = players.board()
    assert board is not None and board.id == record.board_message_id
    for player in players.waiting(board):
        opened = await table.do(table.emulator.click(player, board, label="Take your turn"))
        assert opened.ephemeral and f"your seat: {player.display_name}" in opened.original.content
    await players.move()
    await table.flush()
    assert (await table.live.service.get(game.game_id)).version == record.version + 1


async def open_biblios(open_table: Any) -> tuple[Table, TableGame, Watch, Players]:
    table = await open_table("biblios", **QUICK)
    ana, ben, cy, _ = table.members
    game = await table.open_game("biblios", [ana, ben, cy])
    return table, game, Watch(table, game, BIBLIOS, quick_images_for("biblios")), Players(table, game, random.Random(3))


@pytest.mark.parametrize(
    ("status", "times"),
    [(403, 1), (500, DISCORD_PY_TRIES), (500, DISCORD_PY_TRIES * OUR_TRIES)],
    ids=["403-once", "500-beyond-discord-py-retries", "500-beyond-every-retry"],
)
async def test_a_failed_board_post_is_repaired_once_pinging_who_must_act(open_table, fast_retries, status, times):
    """The move stays applied; one new board pings exactly the seats now awaited; their buttons work."""
    table, game, watch, players = await open_biblios(open_table)
    emulator = table.emulator
    hand_over = await find_hand_over(table, game, players)
    before = await watch.seen()
    # The click was made in the thread: the new board goes first as its follow-up, which fails
    # too (for good: discord.py's own tries of a 500 included), so the bot-token post is tried.
    emulator.fail(FOLLOW_UP, status=status, times=1 if status == 403 else DISCORD_PY_TRIES)
    emulator.fail(
        POST_MESSAGE,
        status=status,
        times=times,
        code=50013 if status == 403 else 0,
        only={"channel_id": game.thread.id},
    )
    clicked = await table.do(emulator.click(hand_over.player, hand_over.board, hand_over.custom_id))
    assert (await table.live.service.get(game.game_id)).version == before.record.version + 1, "the move was applied"
    failed = [c for c in emulator.calls(POST_MESSAGE) if c.status == status]
    assert len(failed) == times and emulator.faults.armed == []

    await repaired(table, game)
    in_thread = f"/channels/{game.thread.id}/messages"
    posted = [c for c in emulator.calls(POST_MESSAGE) if c.path == in_thread and c.started_at > failed[-1].started_at]
    assert [c.status for c in posted] == [200], "one repaired board"
    assert posted[0].finished_at is not None and failed[-1].finished_at is not None
    after = (posted[0].finished_at - failed[-1].finished_at) * 1000
    print(f"\n{status} x{times}: the repaired board was posted {after:.0f} ms after the last failed post")
    await watch.check_move(before, Attempt(hand_over.player, "board", hand_over.label, [clicked]))
    assert live_boards(table, game) == [emulator.message((await table.live.service.get(game.game_id)).board_message_id)]
    await check_once_more_changes_nothing(table, game)
    await check_new_player_can_act(table, game, players)


async def test_a_bot_killed_after_the_commit_posts_the_board_and_dms_after_restart(open_table, monkeypatch):
    """Killed before the board: the restarted bot's first pass posts it with the right pings and sends the DMs."""
    table, game, watch, players = await open_biblios(open_table)
    emulator = table.emulator
    hand_over = await find_hand_over(table, game, players)
    before = await watch.seen()
    killed: list[int] = []

    async def kill(moved: Any, **_: Any) -> None:
        killed.append(moved.game.version)
        raise SimulatedKill()

    monkeypatch.setattr(table.live.choreographer, "after_change", kill)
    await emulator.click(hand_over.player, hand_over.board, hand_over.custom_id).answered()
    await emulator.wait_until(lambda: bool(killed))
    assert [m.id for m in emulator.messages(game.thread)] == list(before.thread_ids), "nothing was posted"

    await table.restart()  # a new bot (service, choreographer, reconciler) on the same database
    record = await table.live.service.get(game.game_id)
    assert killed == [record.version] and record.board_version == record.version
    await watch.check_move(before, Attempt(hand_over.player, "board", hand_over.label), repaired=True)
    await check_once_more_changes_nothing(table, game)
    await check_new_player_can_act(table, game, players)


async def test_a_bot_killed_between_posting_a_board_and_storing_it_leaves_one_live_board(open_table, monkeypatch):
    """Killed after the post: after the restart, and after the next move, one message has live buttons."""
    table, game, watch, players = await open_biblios(open_table)
    emulator = table.emulator
    hand_over = await find_hand_over(table, game, players)
    before = await watch.seen()
    posted: list[int] = []

    async def kill(game_id: int, message_id: int, *args: Any, **kwargs: Any) -> None:
        posted.append(message_id)
        raise SimulatedKill()

    monkeypatch.setattr(table.live.service.info, "remember_board", kill)
    await emulator.click(hand_over.player, hand_over.board, hand_over.custom_id).answered()
    await emulator.wait_until(lambda: bool(posted))
    (orphan,) = posted
    assert [m.id for m in live_boards(table, game)] == [orphan], "the old board lost its buttons before the post"

    await table.restart()  # a new bot (service, choreographer, reconciler) on the same database
    record = await table.live.service.get(game.game_id)
    board = emulator.message(record.board_message_id)
    # The restarted bot posts the same board again with the same nonce: Discord returns the orphan, which
    # becomes the board (no second post, no second ping).
    assert record.board_version == record.version and board.id == orphan
    assert live_boards(table, game) == [board]
    assert set(board.pinged) == watch.users(table.live.service.pending_seats(record))
    await check_once_more_changes_nothing(table, game)

    await players.move()
    await table.flush()
    record = await table.live.service.get(game.game_id)
    assert record.version == before.record.version + 2
    assert [m.id for m in live_boards(table, game)] == [record.board_message_id]


async def test_an_abandonment_the_thread_was_not_told_of_is_told_once_by_the_reconciler(open_table, fast_retries):
    """Discord keeps failing the "was abandoned" notice: the reconciler posts it once, and nothing more."""
    table, game, watch, players = await open_biblios(open_table)
    emulator = table.emulator
    creator = game.players[0]
    confirm = (await table.do(emulator.slash(creator, game.thread, "game abandon"))).original
    assert confirm is not None
    emulator.fail(POST_MESSAGE, status=500, times=DISCORD_PY_TRIES, only={"channel_id": game.thread.id})
    await table.do(emulator.click(creator, confirm, f"bg:c:{game.game_id}:abandon"))
    record = await table.live.service.get(game.game_id)
    assert record.status == "abandoned" and record.board_version != record.version, "the notice failed"
    deadline = time.perf_counter() + 10
    while (record := await table.live.service.get(game.game_id)).board_version != record.version:
        assert time.perf_counter() < deadline, "the reconciler never told the thread"
        await asyncio.sleep(0.05)
    notices = [m for m in emulator.messages(game.thread) if f"game #{game.game_id} was abandoned" in m.content]
    assert len(notices) == 1 and live_boards(table, game) == []
    assert await table.live.reconciler.run_once(sweep=True) == 0
    assert len([m for m in emulator.messages(game.thread) if "was abandoned" in m.content]) == 1
