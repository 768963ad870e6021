"""How each member wants to be told (issue 26): ``/me notify`` over a game, and the daily digest.

Each wait is told exactly once by each road its member chose: "ping" (the default) a ping in the
thread, "dm" a DM and no ping, "both" one of each; a refused DM falls back to a ping. The digest
comes once a day at the member's time, read in their time zone, moved out of their quiet hours,
and is not sent again after a restart, even by a process that stopped between the DM and its mark.
Time is a :class:`FakeClock` the service reads; the digest's passes are run by hand.
"""

import random
from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest

from demo.players import Players
from discord_emulator import api_channels
from tests.support.clock import FakeClock

TURN_DM = "it's your turn."


def turn_dms(emulator, member, since: int = 0) -> int:
    return sum(1 for m in emulator.dms(member)[since:] if TURN_DM in m.content)


async def waiting_users(table, game) -> set[int]:
    record = await table.live.service.get(game.game_id)
    return {record.seat_record(seat).user_id for seat in table.live.service.pending_seats(record)}


async def me(table, member, command, **options):
    outcome = await table.do(table.emulator.slash(member, table.channel, f"me {command}", options))
    return outcome.original.content if outcome.original is not None else ""


async def test_each_mode_tells_each_wait_once_by_the_road_its_member_chose(table):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    said = await me(table, ana, "notify", mode="dm")
    assert "How you are told is set." in said and "a direct message instead of a ping" in said
    assert "a ping in the thread and a direct message" in await me(table, ben, "notify", mode="both")
    assert "a ping in the game's thread" in await me(table, cy, "notify")  # the default, unchanged
    mode = {ana.id: "dm", ben.id: "both", cy.id: "ping"}
    game = await table.open_game("biblios", [ana, ben, cy])
    players = Players(table, game, random.Random(5))
    waits, pings, dms = Counter(), Counter(), Counter()
    for _ in range(45):
        before = await waiting_users(table, game)
        seen = {m.id for m in emulator.messages(game.thread, include_deleted=True)}
        dm_counts = {p.id: len(emulator.dms(p)) for p in (ana, ben, cy)}
        if await players.move() is None:
            break
        await table.flush()
        newly = await waiting_users(table, game) - before
        posted = [m for m in emulator.messages(game.thread, include_deleted=True) if m.id not in seen]
        for player in (ana, ben, cy):
            pinged = sum(1 for m in posted if player.id in m.pinged)
            told = turn_dms(emulator, player, dm_counts[player.id])
            waits[player.id] += player.id in newly
            pings[player.id] += pinged
            dms[player.id] += told
            expected = player.id in newly
            assert pinged == (expected and mode[player.id] != "dm"), (player.display_name, mode[player.id], posted)
            assert told == (expected and mode[player.id] != "ping"), (player.display_name, mode[player.id])
        if ana.id in newly:  # the board still names whose turn it is
            record = await table.live.service.get(game.game_id)
            assert f"<@{ana.id}>" in emulator.message(record.board_message_id).content
    assert all(waits[p.id] >= 3 for p in (ana, ben, cy)), waits
    assert (pings[ana.id], dms[ana.id]) == (0, waits[ana.id])
    assert (pings[ben.id], dms[ben.id]) == (waits[ben.id], waits[ben.id])
    assert (pings[cy.id], dms[cy.id]) == (waits[cy.id], 0)
    turn_dm = next(m for m in emulator.dms(ana) if TURN_DM in m.content)
    assert f"https://discord.com/channels/{table.guild.id}/{game.thread.id}" in turn_dm.content
    assert turn_dm.custom_ids and not turn_dm.attachments  # "Take your turn" from here; no private view shown


async def test_a_refused_turn_dm_falls_back_to_a_ping_told_once(table):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    await me(table, ana, "notify", mode="dm")
    game = await table.open_game("biblios", [ana, ben, cy])
    emulator.refuse_dms(ana)  # after the start: the first refused DM is a turn's
    players = Players(table, game, random.Random(7))

    async def play(moves: int, *, retry: bool = False) -> list:
        """Play on; each wait of Ana's pings her exactly once. The messages that pinged her.

        ``retry``: before each move, her refusal is a day old (a DM is tried again, bot/dm.py).
        """
        waits, pinging = 0, []
        for _ in range(moves):
            if retry:
                a_day_ago = datetime.now(UTC) - timedelta(days=2)
                await table.live.service.store.outbox.set_dm_refused(game.game_id, ana.id, a_day_ago)
                table.live.dms._refused.clear()
            before = await waiting_users(table, game)
            seen = {m.id for m in emulator.messages(game.thread, include_deleted=True)}
            if await players.move() is None:
                break
            await table.flush()
            newly = await waiting_users(table, game) - before
            posted = [m for m in emulator.messages(game.thread, include_deleted=True) if m.id not in seen]
            pinged = [m for m in posted if ana.id in m.pinged]
            assert len(pinged) == (ana.id in newly), posted  # the refusal's notice, the board, or a ping alone
            waits, pinging = waits + (ana.id in newly), pinging + pinged
        assert waits >= 2
        return pinging

    first = await play(30)
    assert "I can't send" in first[0].content and all("I can't send" not in m.content for m in first[1:])
    assert turn_dms(emulator, ana) == 0
    # A day later her turn's DM is tried again; refused again, the thread pings her alone, with no new notice.
    later = await play(30, retry=True)
    assert all("it's your turn (your direct messages are closed)" in m.content for m in later), later
    notices = [m for m in emulator.messages(game.thread) if "I can't send" in m.content]
    assert len(notices) == 1  # told once


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(datetime(2026, 11, 2, 20, 0, tzinfo=UTC))  # a Monday, 05:00 on Tuesday in Tokyo


@pytest.fixture
async def clocked(open_table, clock):
    return await open_table("biblios", clock=clock, scheduler_interval=3600)


async def digest_game(table):
    ana, ben, cy, _ = table.members
    game = await table.open_game("biblios", [ana, ben, cy])
    assert ana.id in await waiting_users(table, game)  # Ana plays first
    return game


def digests(emulator, member) -> list:
    return [m for m in emulator.dms(member) if "Your daily digest" in m.content]


async def test_the_digest_comes_at_the_members_time_out_of_quiet_hours_once_a_day(clocked, clock):
    table, emulator = clocked, clocked.emulator
    ana, ben, _, dan = table.members
    await me(table, ana, "timezone", zone="Asia/Tokyo")
    await me(table, ana, "quiet-hours", hours="22:00-09:00")
    said = await me(table, ana, "digest", time="08:00")
    assert "Your daily digest is set." in said and "**09:00** your time (Asia/Tokyo)" in said
    assert "You asked for 08:00, inside your quiet hours" in said
    await me(table, ben, "digest", time="06:00")  # UTC; no game waits on him at first
    await me(table, dan, "digest", time="07:00")  # in no game at all
    game = await digest_game(table)
    run = table.live.digests.run_once

    clock.at(datetime(2026, 11, 2, 23, 30, tzinfo=UTC))  # 08:30 in Tokyo: her time, but inside her quiet hours
    assert await run() == 0 and digests(emulator, ana) == []
    clock.at(datetime(2026, 11, 3, 0, 0, tzinfo=UTC))  # 09:00 in Tokyo: her quiet hours end
    assert await run() == 1
    (digest,) = digests(emulator, ana)
    assert "2026-11-03" in digest.content.splitlines()[0] and "1 game waits on you" in digest.content
    assert "**Biblios** #" in digest.content and "waiting since <t:" in digest.content
    assert f"https://discord.com/channels/{table.guild.id}/{game.thread.id}" in digest.content
    assert digest.pinged == ()
    assert await run() == 0  # once a day
    clock.advance(hours=10)
    assert await run() == 0 and len(digests(emulator, ana)) == 1
    assert digests(emulator, ben) == [] and digests(emulator, dan) == []  # nothing waits on them: nothing sent

    clock.at(datetime(2026, 11, 4, 0, 5, tzinfo=UTC))  # the next day in Tokyo
    assert await run() == 1 and len(digests(emulator, ana)) == 2

    await me(table, ana, "vacation", dates="2026-11-05")
    clock.at(datetime(2026, 11, 5, 1, 0, tzinfo=UTC))  # 10:00 on her vacation day
    assert await run() == 0
    await me(table, ana, "digest", time="off")
    clock.at(datetime(2026, 11, 6, 1, 0, tzinfo=UTC))
    assert await run() == 0 and len(digests(emulator, ana)) == 2


async def test_bad_notify_and_digest_input_is_refused_and_changes_nothing(clocked):
    table = clocked
    ana = table.members[0]
    await me(table, ana, "digest", time="18:30")
    assert "Write a time of day in 24-hour time" in await me(table, ana, "digest", time="teatime")
    assert "is not a time of day" in await me(table, ana, "digest", time="25:00")
    assert await table.live.service.store.members.notify_settings(ana.id) == ("ping", "18:30")


async def test_a_digest_is_not_sent_again_after_a_restart(clocked, clock):
    table, emulator = clocked, clocked.emulator
    ana = table.members[0]
    await me(table, ana, "digest", time="21:00")
    await digest_game(table)
    clock.at(datetime(2026, 11, 2, 21, 0, tzinfo=UTC))
    assert await table.live.digests.run_once() == 1
    await table.restart()
    assert await table.live.digests.run_once() == 0
    assert len(digests(emulator, ana)) == 1


async def test_a_digest_sent_by_a_process_stopped_before_its_mark_is_not_sent_again(clocked, clock, monkeypatch):
    """The claim runs out; the next process finds the digest in the DM channel (Discord's nonce window long gone)."""
    table, emulator = clocked, clocked.emulator
    ana = table.members[0]
    await me(table, ana, "digest", time="21:00")
    await digest_game(table)
    monkeypatch.setattr(api_channels, "NONCE_WINDOW", timedelta(0))  # the nonce no longer saves a second post

    async def stopped(*args, **kwargs):
        raise RuntimeError("the process stopped here")

    clock.at(datetime(2026, 11, 2, 21, 0, tzinfo=UTC))
    with monkeypatch.context() as patched:
        patched.setattr(table.live.service.store.digests, "done", stopped)
        await table.live.digests.run_once()  # sent, never marked
    assert len(digests(emulator, ana)) == 1
    await table.restart()
    assert await table.live.digests.run_once() == 0  # still claimed by the stopped process
    clock.advance(minutes=2)  # its claim ran out
    assert await table.live.digests.run_once() == 0
    assert len(digests(emulator, ana)) == 1
    assert await table.live.digests.run_once() == 0  # and the day is done now
    clock.at(datetime(2026, 11, 3, 21, 0, tzinfo=UTC))
    assert await table.live.digests.run_once() == 1  # the next day's comes
