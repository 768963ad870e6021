"""/mygames and /game dashboard (issue 11, "My games"): a member's games across the server, a channel's games."""

import re
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

from bot.client import GameBot, build_bot
from bot.cogs.mine import DASHBOARD_OFF, NO_DASHBOARD, NOT_A_MODERATOR
from bot.config import Settings
from bot.names import ZERO_WIDTH_SPACE
from bot.present.common import CONTENT_LIMIT
from bot.present.mine import NO_GAMES_OF_YOURS, my_games_message
from bot.service import GameService
from bot.service.mine import MyGame, Place
from storage.models import GameStatus
from tests.bot.conftest import TEST_GAMES, renderer_for
from tests.bot.doubles import CHANNEL_ID, GUILD_ID, click, run_command
from tests.support.clock import FakeClock

DAY = timedelta(days=1)


@pytest.fixture
def now() -> FakeClock:
    """The time the games' clocks are read with."""
    return FakeClock()


@pytest.fixture
async def clocked(database, fake, clock, now) -> AsyncIterator[GameBot]:
    """The real bot on the test doubles, its game clocks on ``now``, its edits on the still ``clock``."""
    service = GameService(database, games=TEST_GAMES, renderer_for=renderer_for, seeds=lambda: 7, clock=now)
    bot = build_bot(Settings(), database, service=service, edit_window=60.0)
    bot.choreographer.clock = clock
    bot.dashboards.clock = clock
    fake.install(bot)
    await bot.install()
    yield bot
    await bot.choreographer.flush()
    await bot.dashboards.flush()


async def open_game(fake, bot, key, players, *, clock="none", start=True):
    """``/game new`` by the first of ``players`` (members, so one member can sit at several games), joins, Start."""
    interaction, seen = fake.interaction(bot, players[0])
    await run_command(bot, "game new", interaction, game=key)
    game_id = int(re.search(r"game #(\d+)", seen.original.content)[1])
    await bot.service.store.games.set_options(game_id, players[0].id, table={"clock": clock})
    for player in players[1:]:
        await click(fake, bot, player, seen.original, f"bg:l:{game_id}:join")
    if start:
        await click(fake, bot, players[0], seen.original, f"bg:l:{game_id}:start")
        await bot.choreographer.flush()
    return await bot.service.get(game_id)


async def command(fake, bot, user, name, channel_id=CHANNEL_ID, **params):
    interaction, seen = fake.interaction(bot, user, channel_id=channel_id, manage_threads=params.pop("mod", False))
    await run_command(bot, name, interaction, **params)
    assert seen.deferred == [{"ephemeral": True, "thinking": True}]
    return seen.last


async def play(fake, bot, user, record, choice="o0"):
    """``/play`` the first option of ``user``'s decision in the game's thread."""
    record = await bot.service.get(record.id)
    await command(fake, bot, user, "play", record.thread_id, choice=f"v{record.version}:{choice}")


def board_link(record):
    return f"<#{record.thread_id}> · [board](https://discord.com/channels/{GUILD_ID}/{record.thread_id}/{record.board_message_id})"


def stamp(moment):
    return f"<t:{int(moment.timestamp())}:R>"


async def test_mygames_lists_the_callers_games_theirs_first_with_their_time_left(fake, clocked, now):
    ana, ben, cleo = fake.member(1, "Ana"), fake.member(2, "Ben"), fake.member(3, "Cleo")
    started = now()
    timed = await open_game(fake, clocked, "toy", [ana, ben], clock="24h")  # Ana's turn, 24 h per move
    now.advance(hours=1)
    untimed = await open_game(fake, clocked, "toy", [ben, ana])  # Ben's turn
    now.advance(hours=1)
    lobby = await open_game(fake, clocked, "poll", [ana], start=False)
    await open_game(fake, clocked, "toy", [cleo, ben])  # not Ana's
    now.advance(hours=4)

    shown = await command(fake, clocked, ana, "mygames")
    assert shown.ephemeral and shown.mentioned_users == set() and not shown.mentions.everyone
    lobby_link = f"https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{lobby.lobby_message_id}"
    assert shown.content.splitlines() == [
        "**Your games in this server** (3; your turn in 1)",
        f"• **Toy** #1 · **your turn** · ⏱ 18 h left (runs out {stamp(started + DAY)}) · {board_link(timed)}",
        f"• **Poll** #3 · in the lobby · [lobby]({lobby_link})",
        f"• **Toy** #2 · waiting on Ben · {board_link(untimed)}",
    ]

    # Ben moves in the untimed game: it is Ana's turn there too, and the latest activity comes first.
    now.advance(hours=1)
    await play(fake, clocked, ben, untimed)
    untimed = await clocked.service.get(untimed.id)
    lines = (await command(fake, clocked, ana, "mygames")).content.splitlines()
    assert lines[0] == "**Your games in this server** (3; your turn in 2)"
    assert lines[1] == f"• **Toy** #2 · **your turn** · {board_link(untimed)}"  # no clock: no time shown
    assert lines[2].startswith("• **Toy** #1 · **your turn** · ⏱ 17 h left")

    # Ben's list: his turn in none; Cleo's game is his too.
    lines = (await command(fake, clocked, ben, "mygames")).content.splitlines()
    assert lines[0] == "**Your games in this server** (3; your turn in 0)"
    assert [line.split(" · ")[0] for line in lines[1:]] == ["• **Toy** #2", "• **Toy** #4", "• **Toy** #1"]


async def test_mygames_follows_the_callers_own_clock_settings(fake, clocked, now):
    """Time left counts outside the caller's quiet hours (8 h a night here), so the deadline moves later."""
    ana, ben = fake.member(1, "Ana"), fake.member(2, "Ben")
    await command(fake, clocked, ana, "me quiet-hours", hours="22:00-06:00")
    started = now()  # Monday 09:00 UTC
    await open_game(fake, clocked, "toy", [ana, ben], clock="24h")
    now.advance(hours=2)
    line = (await command(fake, clocked, ana, "mygames")).content.splitlines()[1]
    # 24 counted hours from Monday 09:00: 13 until 22:00, then 11 from Tuesday 06:00, so Tuesday 17:00.
    assert f"⏱ 22 h left (runs out {stamp(started + timedelta(hours=24 + 8))})" in line


async def test_mygames_in_no_game_says_how_to_open_one(fake, clocked):
    shown = await command(fake, clocked, fake.member(5, "Eve"), "mygames")
    assert shown.content == NO_GAMES_OF_YOURS == "You are in no game here. /game new opens one."


async def test_finished_and_abandoned_games_are_not_listed(fake, clocked):
    ana = fake.member(1, "Ana")
    record = await open_game(fake, clocked, "toy", [ana])
    await clocked.service.play.abandon(record.id, ana.id, may_manage=False, guild_id=GUILD_ID)
    assert (await command(fake, clocked, ana, "mygames")).content == NO_GAMES_OF_YOURS


async def test_names_show_as_typed_and_nobody_is_pinged(fake, clocked):
    ana, pinger = fake.member(1, "Ana"), fake.member(2, "<@1> @everyone")
    await open_game(fake, clocked, "toy", [pinger, ana])
    shown = await command(fake, clocked, ana, "mygames")
    assert f"waiting on <{ZERO_WIDTH_SPACE}@{ZERO_WIDTH_SPACE}1> @{ZERO_WIDTH_SPACE}everyone" in shown.content
    assert "<@1>" not in shown.content and shown.mentioned_users == set() and not shown.mentions.everyone


def test_a_long_list_is_clipped_with_how_many_more():
    place = Place(GUILD_ID, CHANNEL_ID, 77, 78, 79)
    at = FakeClock()()
    games = [
        MyGame(n, "The Castles of Burgundy", GameStatus.ACTIVE, place, False, ("Somebody Long",), "", None, at)
        for n in range(1, 41)
    ]
    text = my_games_message(games).content
    lines = text.splitlines()
    assert len(text) <= CONTENT_LIMIT
    shown = len(lines) - 2
    assert 5 < shown < 40 and lines[-1] == f"…and {40 - shown} more"


# --- /game dashboard ---------------------------------------------------------------------------------


def dashboard_of(fake, bot):
    return [m for m in fake.in_channel(CHANNEL_ID) if m.content.startswith(f"**Games in <#{CHANNEL_ID}>**")]


async def test_only_a_member_who_manages_threads_may_put_up_a_dashboard(fake, clocked):
    shown = await command(fake, clocked, fake.member(5, "Eve"), "game dashboard")
    assert shown.content == NOT_A_MODERATOR
    assert dashboard_of(fake, clocked) == [] and await clocked.service.store.dashboards.get(CHANNEL_ID) is None


async def test_the_dashboard_lists_the_channels_games_and_updates_at_most_once_per_gap(fake, clocked, clock, now):
    ana, ben, cleo, dan = (fake.member(n, name) for n, name in enumerate(["Ana", "Ben", "Cleo", "Dan"], 1))
    started = now()
    timed = await open_game(fake, clocked, "toy", [ana, ben], clock="24h")
    lobby = await open_game(fake, clocked, "poll", [cleo], start=False)
    moderator = fake.member(9, "Mo")

    reply = await command(fake, clocked, moderator, "game dashboard", mod=True)
    [board] = dashboard_of(fake, clocked)
    stored = await clocked.service.store.dashboards.get(CHANNEL_ID)
    assert stored is not None and stored.message_id == board.id and stored.guild_id == GUILD_ID
    assert f"https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{board.id}" in reply.content
    lobby_link = f"https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{lobby.lobby_message_id}"
    assert board.content.splitlines()[1:] == [
        f"• **Poll** #2 (Cleo): in the lobby, ready to start · [lobby]({lobby_link})",
        f"• **Toy** #1 (Ana, Ben): waiting on Ana ⏱ {stamp(started + DAY)} · {board_link(timed)}",
    ]
    assert board.mentioned_users == set() and not board.mentions.everyone

    # A move and a join within 10 s of the post: one edit, when the gap has passed, showing both.
    now.advance(hours=1)
    await play(fake, clocked, ana, timed)
    lobby_message = next(m for m in fake.in_channel(CHANNEL_ID) if m.id == lobby.lobby_message_id)
    await click(fake, clocked, dan, lobby_message, f"bg:l:{lobby.id}:join")
    assert board.edits == 0
    clock.now += 10
    await clocked.dashboards.flush()
    assert board.edits == 1
    assert board.content.splitlines()[1].startswith("• **Poll** #2 (Cleo, Dan): in the lobby")
    assert f"waiting on Ben ⏱ {stamp(started + timedelta(hours=25))}" in board.content.splitlines()[2]

    # Nothing changed: no edit. A game of another channel: no edit either.
    await clocked.dashboards.refresh(CHANNEL_ID)
    clocked.dashboards.changed(CHANNEL_ID + 1)
    await clocked.dashboards.flush()
    assert board.edits == 1

    # The game ends: it leaves the list.
    await clocked.service.play.abandon(timed.id, ana.id, may_manage=False, guild_id=GUILD_ID)
    await clocked.choreographer.abandoned(await clocked.service.get(timed.id), "by Ana")
    await clocked.dashboards.flush()
    assert board.edits == 2 and "Toy" not in board.content


async def test_putting_the_dashboard_up_again_replaces_it_and_off_takes_it_down(fake, clocked):
    moderator = fake.member(9, "Mo")
    await command(fake, clocked, moderator, "game dashboard", mod=True)
    [first] = dashboard_of(fake, clocked)
    assert first.content.splitlines()[1] == "No open games here right now. `/game new` opens one."
    await command(fake, clocked, moderator, "game dashboard", mod=True)
    [second] = dashboard_of(fake, clocked)
    assert second.id != first.id and fake.deleted == [first]
    assert (await clocked.service.store.dashboards.get(CHANNEL_ID)).message_id == second.id

    shown = await command(fake, clocked, moderator, "game dashboard", mod=True, mode="off")
    assert shown.content == DASHBOARD_OFF and fake.deleted == [first, second] and dashboard_of(fake, clocked) == []
    assert await clocked.service.store.dashboards.get(CHANNEL_ID) is None
    shown = await command(fake, clocked, moderator, "game dashboard", mod=True, mode="off")
    assert shown.content == NO_DASHBOARD


async def test_the_dashboard_of_a_game_thread_goes_in_its_channel(fake, clocked):
    ana = fake.member(1, "Ana")
    record = await open_game(fake, clocked, "toy", [ana])
    await command(fake, clocked, fake.member(9, "Mo"), "game dashboard", record.thread_id, mod=True)
    [board] = dashboard_of(fake, clocked)
    assert "• **Toy** #1 (Ana): waiting on Ana" in board.content
    assert fake.in_channel(record.thread_id)[-1].id != board.id


async def test_a_dashboard_deleted_in_discord_is_off(fake, clocked, clock):
    ana = fake.member(1, "Ana")
    await command(fake, clocked, fake.member(9, "Mo"), "game dashboard", mod=True)
    [board] = dashboard_of(fake, clocked)
    del fake.messages[board.id]  # a moderator deleted it
    record = await open_game(fake, clocked, "toy", [ana, fake.member(2, "Ben")])
    await play(fake, clocked, ana, record)
    await clocked.dashboards.flush()
    assert await clocked.service.store.dashboards.get(CHANNEL_ID) is None


async def test_the_dashboard_survives_a_restart(fake, clocked, database, clock):
    ana = fake.member(1, "Ana")
    await command(fake, clocked, fake.member(9, "Mo"), "game dashboard", mod=True)
    [board] = dashboard_of(fake, clocked)
    record = await open_game(fake, clocked, "toy", [ana, fake.member(2, "Ben")])
    await clocked.dashboards.flush()
    assert board.edits == 1  # the new game's lobby, then its start, in one edit

    # A new process: it knows the dashboard from the database alone, and edits the same message.
    again = build_bot(Settings(), database, service=GameService(database, games=TEST_GAMES, renderer_for=renderer_for))
    fake.install(again)
    await again.install()
    await play(fake, again, ana, record)
    await again.dashboards.run_once()
    await again.dashboards.flush()
    assert board.edits == 2 and "waiting on Ben" in board.content and dashboard_of(fake, again) == [board]
    await again.choreographer.flush()
