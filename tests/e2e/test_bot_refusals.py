"""Refused interactions change nothing: a stale button, a stranger's click, the wrong seat's click, an illegal /play.

Each refusal is answered ephemerally to the one who clicked or typed, and afterwards the
game's version, its state and its log are what they were, nothing new appeared in the
thread or the channel, no message there was edited and nobody got a DM
(``Watch.check_nothing_changed``).
"""

import dataclasses
import json
import random

import pytest

from bot.respond.answering import STALE
from demo.images import quick_images_for
from demo.players import Players
from discord_emulator import Message
from engine.biblios import GAME as BIBLIOS
from engine.core import pending_for
from tests.e2e.bot_checks import Watch

NOT_SEATED = "You are not playing in this game."


@dataclasses.dataclass
class Game:
    """A running game at the table, its players' simulation and its watch."""

    table: object
    players: Players
    watch: Watch

    @property
    def board(self) -> Message:
        board = self.players.board()
        assert board is not None
        return board


@pytest.fixture
async def game(table) -> Game:
    ana, ben, cy, _ = table.members
    opened = await table.open_game("biblios", [ana, ben, cy])
    return Game(
        table, Players(table, opened, random.Random(11)), Watch(table, opened, BIBLIOS, quick_images_for("biblios"))
    )


async def move_until(game: Game, wanted, limit: int = 200) -> None:
    """Play on (flushing board edits) until ``wanted()`` holds."""
    for _ in range(limit):
        if wanted():
            return
        await game.players.move()
        await game.table.flush()
    raise AssertionError("the game never reached the wanted situation")


def board_has_options(game: Game) -> bool:
    return any(c.startswith("bg:o:") for c in game.board.custom_ids)


def as_shown_at(message: Message, revision: int) -> Message:
    """The message as a member's client still shows it when the later edits have not reached it yet."""
    shown = message.revisions[revision]
    return dataclasses.replace(
        message,
        content=shown.content,
        components=list(shown.components),
        attachments=list(shown.attachments),
        revisions=message.revisions[: revision + 1],
    )


def option_of(message: Message) -> str:
    return next(c for c in message.custom_ids if c.startswith("bg:o:"))


async def test_a_click_on_an_earlier_board_changes_nothing(game: Game):
    """The board as a slow client still shows it: its buttons carry an earlier version."""
    table, emulator = game.table, game.table.emulator
    await move_until(game, lambda: board_has_options(game))
    board = game.board
    shown_before = len(board.revisions) - 1
    (player,) = game.players.waiting(board)
    custom_id = option_of(board)
    await game.players.move("board")
    await table.flush()
    await move_until(game, lambda: board_has_options(game))  # the game went on; the old buttons are stale

    before = await game.watch.seen(with_log=True)
    old = as_shown_at(emulator.message(board.id), shown_before)
    refused = await table.do(emulator.click(player, old, custom_id))
    assert refused.ephemeral and STALE in refused.original.content
    await game.watch.check_nothing_changed(before)


async def test_a_click_on_an_old_turn_panel_changes_nothing_and_shows_the_current_one(game: Game):
    """A panel opened before the game moved on: the click is refused and the panel shows the present."""
    table, emulator = game.table, game.table.emulator
    await move_until(game, lambda: board_has_options(game))
    (player,) = game.players.waiting(game.board)
    first = (await table.do(emulator.click(player, game.board, label="Take your turn"))).original
    second = (await table.do(emulator.slash(player, game.players.game.thread, "play", {}))).original
    assert first.ephemeral and second.ephemeral and first.id != second.id
    await table.do(emulator.click(player, second, option_of(second)))  # this one is applied
    await table.flush()

    before = await game.watch.seen(with_log=True)
    refused = await table.do(emulator.click(player, first, option_of(first)))
    assert refused.original is first and STALE in first.content  # the old panel now shows the current state
    seat = game.players.game.players.index(player)
    if pending_for(BIBLIOS, before.record.state, seat) is None:
        assert "Nothing is asked of you right now" in first.content and first.custom_ids == []
    else:
        current = f"bg:o:{before.record.id}:{before.record.version}:{seat}:"
        assert first.custom_ids and all(c.startswith(current) for c in first.custom_ids), first.custom_ids
    await game.watch.check_nothing_changed(before)


async def test_a_member_who_does_not_play_cannot_click_or_play(game: Game):
    table, emulator = game.table, game.table.emulator
    dan = table.members[3]
    await move_until(game, lambda: board_has_options(game))
    before = await game.watch.seen(with_log=True)
    clicked = await table.do(emulator.click(dan, game.board, option_of(game.board)))
    assert clicked.ephemeral and clicked.original.content == NOT_SEATED
    played = await table.do(emulator.slash(dan, game.players.game.thread, "play", {"choice": "v1:o0"}))
    assert played.ephemeral and [m.content for m in played.messages] == [NOT_SEATED]
    panel = await table.do(emulator.click(dan, game.board, label="Take your turn"))
    assert panel.ephemeral and panel.original.content == NOT_SEATED
    await game.watch.check_nothing_changed(before)


async def test_a_click_for_another_seat_is_refused_with_the_clickers_own_panel(game: Game):
    table, emulator = game.table, game.table.emulator
    await move_until(game, lambda: board_has_options(game))
    (player,) = game.players.waiting(game.board)
    other = next(p for p in game.players.game.players if p.id != player.id)
    before = await game.watch.seen(with_log=True)
    refused = await table.do(emulator.click(other, game.board, option_of(game.board)))
    assert refused.ephemeral and f"Those choices are for {player.display_name}." in refused.original.content
    assert f"your seat: {other.display_name}" in refused.original.content
    await game.watch.check_nothing_changed(before)


async def test_play_with_an_illegal_choice_changes_nothing(game: Game):
    table, emulator = game.table, game.table.emulator
    thread = game.players.game.thread
    await move_until(game, lambda: board_has_options(game))
    before = await game.watch.seen(with_log=True)
    record = before.record
    (player,) = game.players.waiting(game.board)
    seat = game.players.game.players.index(player)
    decision = pending_for(BIBLIOS, record.state, seat)
    other = next(p for p in game.players.game.players if p.id != player.id)
    wrong_kind = {"type": "bid", "amount": 99} if decision.kind != "bid" else {"type": "take", "card": "nowhere"}

    typed = [
        (player, f"v{record.version}:o{len(decision.options)}", "That choice is not offered now."),
        (player, f"v{record.version - 1}:o0", STALE),
        (player, "a move nobody ever offered", "No choice matches"),
        (player, json.dumps(wrong_kind), "is not possible now"),
        (other, f"v{record.version}:o0", "Nothing is asked of you right now"),
        (other, json.dumps(decision.options[0].action), "It is not your turn"),
    ]
    for member, choice, expected in typed:
        refused = await table.do(emulator.slash(member, thread, "play", {"choice": choice}))
        shown = " ".join(m.content for m in refused.messages)
        assert refused.ephemeral and all(m.ephemeral for m in refused.messages), choice
        assert expected.casefold() in shown.casefold(), (choice, shown)
        assert "Something went wrong" not in shown, (choice, shown)
    await game.watch.check_nothing_changed(before)
