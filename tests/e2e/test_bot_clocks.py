"""Clocks end to end (issue 11): reminders, a timeout that plays the default, a vote, a substitute,
a click racing a timeout, and a restart with an overdue deadline, through the real discord.py client.

Time is a :class:`FakeClock` the service reads; the scheduler's passes are run by hand.
"""

import asyncio
from datetime import timedelta

import pytest

from storage.models import AutoReason
from tests.support.clock import FakeClock

DAY = timedelta(hours=24)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def clocked(open_table, clock):
    return await open_table("biblios", clock=clock, scheduler_interval=3600)


async def timed_game(table, **settings):
    ana, ben, cy, _ = table.members
    return await table.open_game("biblios", [ana, ben, cy], settings={"clock": "24h"} | settings)


def told(outcome) -> list[str]:
    return [m.content for m in outcome.messages if m.ephemeral_for is not None]


async def reasons(table, game_id) -> list[tuple[int, str | None]]:
    return [(row.seat, row.reason) for row in await table.live.service.store.games.actions(game_id)]


async def board_of(table, game):
    await table.flush()
    record = await table.live.service.get(game.game_id)
    return table.emulator.message(record.board_message_id)


async def test_the_board_shows_the_deadline_a_reminder_comes_by_dm_and_the_timeout_plays_the_default(clocked, clock):
    table, emulator = clocked, clocked.emulator
    start = clock.now
    game = await timed_game(table)
    ana = game.players[0]
    board = await board_of(table, game)
    deadline = int((start + DAY).timestamp())
    assert f"⏱ <t:{deadline}:R>" in board.content
    assert "Clock: 24 hours per move" in emulator.message(game.lobby.id).content
    dms_before = len(emulator.dms(ana))

    clock.advance(hours=12)
    assert await table.live.scheduler.run_once() == 1
    reminder = emulator.dms(ana)[-1]
    assert len(emulator.dms(ana)) == dms_before + 1
    assert "half your time is gone" in reminder.content and "12 h left" in reminder.content
    assert f"https://discord.com/channels/{table.guild.id}/{game.thread.id}/" in reminder.content
    assert await table.live.scheduler.run_once() == 0  # once

    clock.at(start + DAY)
    assert await table.live.scheduler.run_once() == 1
    assert await reasons(table, game.game_id) == [(0, AutoReason.TIMEOUT)]
    board = await board_of(table, game)
    assert "Ana ran out of time" in board.content
    record = await table.live.service.get(game.game_id)
    assert record.seat_record(0).timeouts == 1


async def test_a_reminder_goes_to_the_thread_when_dms_are_closed(clocked, clock):
    table, emulator = clocked, clocked.emulator
    game = await timed_game(table)
    ana = game.players[0]
    emulator.refuse_dms(ana)
    clock.advance(hours=22)
    await table.live.scheduler.run_once()
    pings = [m for m in emulator.messages(game.thread) if "10 % of your time" in m.content]
    assert len(pings) == 1 and pings[0].pinged == (ana.id,)


async def test_a_click_racing_the_timeout_gives_exactly_one_move(clocked, clock):
    table, emulator = clocked, clocked.emulator
    game = await timed_game(table)
    ana = game.players[0]
    clock.advance(hours=24)
    panel = await table.do(emulator.click(ana, await board_of(table, game), label="Take your turn"))
    panel_message = panel.messages[-1]
    option = next(c for c in panel_message.buttons if c.custom_id and c.custom_id.startswith("bg:o:"))
    clicked, ran = await asyncio.gather(
        table.do(emulator.click(ana, panel_message, option.custom_id)), table.live.scheduler.run_once()
    )
    moves = [r for r in await reasons(table, game.game_id) if r[0] == 0]
    assert len(moves) == 1, (moves, told(clicked), ran)


async def test_an_overdue_deadline_is_handled_once_after_a_restart(clocked, clock):
    table = clocked
    game = await timed_game(table)
    await table.stop()
    clock.advance(days=3)  # the bot was down when the deadline passed
    await table.start()  # its first pass runs at start-up
    await table.live.scheduler.run_once()  # and another pass finds nothing left to do
    await asyncio.sleep(0.05)
    await table.live.scheduler.run_once()
    assert await reasons(table, game.game_id) == [(0, AutoReason.TIMEOUT)]


async def test_after_a_timeout_the_seat_opens_and_a_substitute_takes_it(clocked, clock):
    table, emulator = clocked, clocked.emulator
    game = await timed_game(table, open_after="1")
    ana, ben, _ = game.players
    dan = table.members[3]
    clock.advance(hours=24)
    await table.live.scheduler.run_once()
    (call,) = [m for m in emulator.messages(game.thread) if "seat is open" in m.content]
    assert call.pinged == () and "Take this seat" in [b.label for b in call.buttons]
    claim_id = call.component(label="Take this seat").custom_id

    refused = await table.do(emulator.click(ben, call, label="Take this seat"))
    assert told(refused) == ["You already play in this game."]
    dms_before = len(emulator.dms(dan))
    taken = await table.do(emulator.click(dan, call, label="Take this seat"))
    assert "your seat: Dan" in told(taken)[-1]
    record = await table.live.service.get(game.game_id)
    assert record.seat_record(0).user_id == dan.id and not record.seat_record(0).open
    assert len(emulator.dms(dan)) == dms_before + 1  # the seat's private view: what it knew before
    assert "Dan takes Ana's seat" in emulator.message(call.id).content and emulator.message(call.id).buttons == []
    again = await table.do(emulator.forge(ana, call, claim_id))  # a stale button: the seat is taken
    assert told(again) and "not open" in told(again)[-1]


async def test_under_the_wait_policy_the_table_votes_to_skip(clocked, clock):
    table, emulator = clocked, clocked.emulator
    game = await timed_game(table, on_timeout="wait")
    ana, ben, cy = game.players
    clock.advance(hours=24)
    await table.live.scheduler.run_once()
    assert await reasons(table, game.game_id) == []
    (call,) = [m for m in emulator.messages(game.thread) if "ran out" in m.content and m.buttons]
    assert set(call.pinged) == {ben.id, cy.id}
    own = await table.do(emulator.click(ana, call, label="Skip this move"))
    assert "own seat" in told(own)[-1]
    first = await table.do(emulator.click(ben, call, label="Skip this move"))
    assert "Your vote is in" in told(first)[-1]
    twice = await table.do(emulator.click(ben, call, label="Expel the player"))
    assert "already voted" in told(twice)[-1]
    await table.do(emulator.click(cy, call, label="Skip this move"))
    assert await reasons(table, game.game_id) == [(0, AutoReason.SKIPPED)]
    closed = emulator.message(call.id)
    assert "skipped Ana's move" in closed.content and closed.buttons == []


async def test_quiet_hours_set_with_me_move_the_deadline_on_the_board(clocked, clock):
    table, emulator = clocked, clocked.emulator
    game = await timed_game(table)
    ana = game.players[0]
    start = clock.now  # Monday 09:00 UTC
    pings_before = [m.pinged for m in emulator.messages(game.thread)]
    answer = await table.do(emulator.slash(ana, game.thread, "me quiet-hours", {"hours": "12:00-20:00"}))
    assert "**12:00–20:00**" in told(answer)[-1]
    # 24 counted hours outside 12:00-20:00 UTC: 3 h on Monday, 16 h to Tuesday noon, 5 h from 20:00: 01:00 Wednesday
    deadline = int((start + timedelta(days=1, hours=16)).timestamp())
    board = await board_of(table, game)
    assert f"⏱ <t:{deadline}:R>" in board.content and "clock moved" in board.content
    assert [m.pinged for m in emulator.messages(game.thread)] == pings_before  # an edit: nobody pinged
    shown = await table.do(emulator.slash(ana, game.thread, "me clock", {}))
    assert "**12:00–20:00**" in told(shown)[-1]
    assert (await table.live.service.get(game.game_id)).version == 1  # showing the settings moved nothing


async def test_a_vote_closes_when_its_player_moves_in_time(clocked, clock):
    table, emulator = clocked, clocked.emulator
    game = await timed_game(table, on_timeout="wait")
    ana, ben, _ = game.players
    clock.advance(hours=24)
    await table.live.scheduler.run_once()
    (call,) = [m for m in emulator.messages(game.thread) if "ran out" in m.content and m.buttons]
    vote_id = call.component(label="Skip this move").custom_id
    panel = await table.do(emulator.click(ana, await board_of(table, game), label="Take your turn"))
    option = next(c for c in panel.messages[-1].buttons if c.custom_id and c.custom_id.startswith("bg:o:"))
    await table.do(emulator.click(ana, panel.messages[-1], option.custom_id))  # late, but before the table decided
    closed = emulator.message(call.id)
    assert "the vote is over" in closed.content and closed.buttons == []
    late = await table.do(emulator.forge(ben, call, vote_id))
    assert "vote is over" in told(late)[-1]
    assert await reasons(table, game.game_id) == [(0, None)]
