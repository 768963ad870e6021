"""/campaign through the real bot on the doubles (issue 14): a round robin of five at tables of 3-4, played
to its end with shared places, a member leaving, the pinned summary, the final image and bad input."""

import asyncio
import re
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

from bot.client import GameBot, build_bot
from bot.config import Settings
from bot.service import GameService
from storage.models import GameStatus
from tests.bot.conftest import TEST_GAMES, renderer_for
from tests.bot.doubles import CHANNEL_ID, GUILD_ID, click, run_command
from tests.support.clock import FakeClock

NAMES = ["Ana", "Ben", "Cleo", "Dov", "Ève"]


@pytest.fixture
async def bot(database, fake, clock) -> AsyncIterator[GameBot]:
    seeds = iter(range(1, 1000))
    service = GameService(
        database, games=TEST_GAMES, renderer_for=renderer_for, seeds=lambda: next(seeds), clock=FakeClock()
    )
    game_bot = build_bot(Settings(), database, service=service, edit_window=60.0)
    game_bot.choreographer.clock = clock
    fake.install(game_bot)
    await game_bot.install()
    yield game_bot
    await game_bot.choreographer.flush()


@pytest.fixture
def members(fake):
    return [fake.member(2000 + n, name) for n, name in enumerate(NAMES)]


async def command(fake, bot, user, command_name, channel_id=CHANNEL_ID, **params):
    interaction, seen = fake.interaction(bot, user, channel_id=channel_id)
    await run_command(bot, command_name, interaction, **params)
    return seen


async def take_ones(fake, bot, game_id, members):
    """Every seat takes 1 token a turn until the pile (6) is empty: 4 players end 2, 2, 1, 1 (two shared places)."""
    by_id = {member.id: member for member in members}
    record = await bot.service.get(game_id)
    while record.status == GameStatus.ACTIVE:
        [seat] = bot.service.pending_seats(record)
        player = by_id[record.seats[seat].user_id]
        await command(fake, bot, player, "play", record.thread_id, choice=f"v{record.version}:o0")
        record = await bot.service.get(game_id)
    await bot.choreographer.flush()
    return record


async def test_a_round_robin_of_five_at_tables_of_three_to_four_through_the_bot(fake, bot, members):
    ana, ben, cleo, dov, eve = members
    seen = await command(
        fake, bot, ana, "campaign new", name="Spring league", game="toy", schedule="round-robin",
        table_size="3-4", rounds=2, points="5-3-2-1",
    )  # fmt: skip
    message = seen.original
    campaign_id = int(re.search(r"campaign #(\d+)", message.content)[1])
    assert "Schedule: a round robin of 2 rounds at tables of 3–4." in message.content
    assert message.custom_ids()[:2] == [f"bg:m:{campaign_id}:join", f"bg:m:{campaign_id}:leave"]
    for member in (ben, cleo, dov, eve):
        await click(fake, bot, member, message, f"bg:m:{campaign_id}:join")
    assert "Members (5): Ana, Ben, Cleo, Dov, Ève" in message.content
    # The creator sets the title's clock from the campaign message's menus (the lobby's menus).
    menus = [c for c in message.custom_ids() if c.startswith(f"bg:m:{campaign_id}:0:opt:")]
    menu, clock_value = next(
        (menu, option)
        for menu in menus
        for option in message.item(menu).item.options
        if option.label == "24 hours per move"
    )
    refused = await click(fake, bot, ben, message, menu, values=[clock_value.value])
    assert "Only the member who created this campaign" in refused.text()
    await click(fake, bot, ana, message, menu, values=[clock_value.value])
    assert (await bot.service.store.campaigns.get(campaign_id)).titles[0].table["clock"] == "24h"

    # Round 1: one table of four, one member sits out; the summary is posted and pinned.
    first = await command(fake, bot, ana, "campaign schedule")
    [game] = await bot.service.store.campaigns.games(campaign_id)
    seated = {user for user, _ in game.players}
    [out] = [m for m in members if m.id not in seated]
    assert len(seated) == 4 and f"Sitting out this time: {out.display_name}." in first.text()
    assert "direct messages" not in first.text()  # the toy game has no private view: no DM check
    record = await bot.service.get(game.game_id)
    assert record.status == GameStatus.ACTIVE and record.table["clock"] == "24h" and record.campaign_id == campaign_id
    assert fake.in_channel(record.thread_id), "the game's first board is in its thread"
    lobby = fake.messages[record.lobby_message_id]
    assert lobby.thread_name == f"Spring league: Toy #{game.game_id}" and "Started" in lobby.content
    campaign = await bot.service.store.campaigns.get(campaign_id)
    summary = fake.messages[campaign.summary_message_id]
    assert fake.pinned == [summary.id] and "Next up: round 2 of 2: Toy." in summary.content
    assert "Press Join" not in message.content and "Join to be scheduled from the next game on" in message.content
    assert message.custom_ids() == [f"bg:m:{campaign_id}:join", f"bg:m:{campaign_id}:leave"]  # no title menus

    record = await take_ones(fake, bot, game.game_id, members)
    ranks = {record.seats[s.seat].user_id: s.rank for s in record.spec.result(record.state).standings}
    assert sorted(ranks.values()) == [1, 1, 3, 3]
    points = {user: {1: 5, 3: 2}[rank] for user, rank in ranks.items()}
    assert "Games: 1 played · 0 running" in summary.content
    leader = next(m for m in members if m.id in points and points[m.id] == 5)
    assert f"1. {leader.display_name} — **5** points · 1 game · 1 win · average place 1.0" in summary.content

    # A member who played leaves: their results stay, round 2 seats the four others.
    leaver = next(m for m in members if m.id in points and points[m.id] == 2)
    await click(fake, bot, leaver, message, f"bg:m:{campaign_id}:leave")
    assert f"Left: {leaver.display_name}" in message.content
    await command(fake, bot, ana, "campaign schedule")
    second = next(g for g in await bot.service.store.campaigns.games(campaign_id) if g.game_id != game.game_id)
    assert {user for user, _ in second.players} == {m.id for m in members if m.id != leaver.id}
    assert "1 running" in summary.content and "Schedule done" in summary.content
    done = await command(fake, bot, ana, "campaign schedule")
    assert "Every game of this campaign's schedule has been started" in done.text()

    record = await take_ones(fake, bot, second.game_id, members)
    for standing in record.spec.result(record.state).standings:
        user = record.seats[standing.seat].user_id
        points[user] = points.get(user, 0) + {1: 5, 3: 2}[standing.rank]
    standings = await bot.service.store.campaigns.standings(campaign_id)
    assert {line.user_id: line.points for line in standings} == {m.id: points.get(m.id, 0) for m in members}
    assert next(line for line in standings if line.user_id == leaver.id).left
    keys = [(-line.points, -line.wins, line.average_place or 9) for line in standings]
    assert keys == sorted(keys)

    # The round robin is done and nothing runs: the campaign ended with its final image.
    final = fake.in_channel(CHANNEL_ID)[-1]
    assert final.content.startswith("🏁 **Spring league** is over after 2 games.")
    assert final.alt_texts() and final.alt_texts()[0].startswith("Spring league — final standings.")
    assert "The campaign has ended" in summary.content and message.custom_ids() == []
    assert (await bot.service.store.campaigns.get(campaign_id)).status == "ended"
    history = await command(fake, bot, cleo, "campaign history", campaign=str(campaign_id))
    assert history.text().startswith("**Spring league** · 2 finished games, latest first:")


async def test_bad_input_gets_a_specific_answer_and_changes_nothing(fake, bot, members):
    ana, ben, *_ = members
    bad = await command(fake, bot, ana, "campaign new", name="X", game="toy", points="5-three-1")
    assert bad.last.content == (
        "“three” is not a number of points: give whole numbers from best place to worst, separated by dashes, "
        "e.g. 5-3-2-1."
    )
    wide = await command(fake, bot, ana, "campaign new", name="X", game="toy", table_size="3-6")
    assert wide.text().startswith("Tables of 3–6 do not fit Toy: it is for 1–4 players.")
    assert bad.last.ephemeral and wide.last.ephemeral
    assert await bot.service.store.campaigns.list_campaigns(GUILD_ID) == [] and fake.in_channel(CHANNEL_ID) == []
    seen = await command(
        fake, bot, ana, "campaign new", name="Pair", game="toy", schedule="round-robin", table_size="3"
    )
    campaign_id = int(re.search(r"campaign #(\d+)", seen.original.content)[1])
    await click(fake, bot, ben, seen.original, f"bg:m:{campaign_id}:join")
    few = await command(fake, bot, ana, "campaign schedule")
    assert few.last.content == "Toy needs at least 3 players; this campaign has 2 members who can play."
    record = await bot.service.store.campaigns.get(campaign_id)
    assert record.status == "open" and record.scheduled == 0
    assert await bot.service.store.campaigns.games(campaign_id) == []
    assert "Members (2): Ana, Ben" in seen.original.content
    elsewhere = await command(fake, bot, ana, "campaign schedule", channel_id=CHANNEL_ID + 5)
    assert (
        elsewhere.last.content
        == "There is no campaign running in this channel; name one, or start one with `/campaign new`."
    )


HUGE = "9" * 5000  # past Python's 4,300-digit limit for reading an integer
POINTS_REFUSED = "Give at most 12 places of at most 1000 points each."
SIZE_REFUSED = "Give the table size as a number of players or a range, e.g. 4 or 3-4, of 1 to 4 players."


@pytest.mark.parametrize(
    ("params", "refusal"),
    [
        ({"points": HUGE}, POINTS_REFUSED),
        ({"points": f"{HUGE}-3-1"}, POINTS_REFUSED),
        ({"points": "0" * 4990 + "5-3"}, None),  # leading zeros are not a big number
        ({"points": "-".join(["1"] * 3000)}, POINTS_REFUSED),
        ({"table_size": HUGE}, SIZE_REFUSED),
        ({"table_size": f"2-{HUGE}"}, SIZE_REFUSED),
        ({"table_size": "99"}, "Tables of 99 do not fit Toy: it is for 1–4 players. Choose a table size within that range."),  # noqa: E501
        ({"rounds": 10**5000, "schedule": "round-robin"}, "A round robin has 1 to 50 rounds."),
        ({"rounds": 0, "schedule": "round-robin"}, "A round robin has 1 to 50 rounds."),
    ],
    ids=["points", "points-first", "points-zeros", "places", "size", "size-range", "size-99", "rounds", "rounds-0"],
)  # fmt: skip
async def test_oversized_numbers_are_refused_clearly_and_change_nothing(fake, bot, members, params, refusal):
    """Issue 20, item 9: no "Something went wrong" for a 5,000-digit number, and no campaign is opened."""
    seen = await command(fake, bot, members[0], "campaign new", name="Huge", game="toy", **params)
    if refusal is None:
        assert "campaign #" in seen.original.content and "5-3" in seen.original.content
        return
    assert seen.last.ephemeral and seen.last.content == refusal
    assert "Something went wrong" not in seen.text() and seen.deferred == []  # refused before anything is shown
    assert await bot.service.store.campaigns.list_campaigns(GUILD_ID) == [] and fake.in_channel(CHANNEL_ID) == []


async def test_two_schedules_at_once_post_and_pin_one_summary(fake, bot, members, database, clock):
    """Issue 20, item 9: two /campaign schedule at once (two bot processes on one database, and twice in one
    process) start their games, and one summary is posted and pinned, showing every game they started."""
    ana, *others = members
    seen = await command(fake, bot, ana, "campaign new", name="Twins", game="toy", schedule="on-demand", table_size="2")
    campaign_id = int(re.search(r"campaign #(\d+)", seen.original.content)[1])
    for member in others:
        await click(fake, bot, member, seen.original, f"bg:m:{campaign_id}:join")
    service = GameService(database, games=TEST_GAMES, renderer_for=renderer_for, clock=FakeClock())
    second = build_bot(Settings(), database, service=service, edit_window=60.0)  # another process
    second.choreographer.clock = clock
    await second.install()

    await asyncio.gather(
        command(fake, bot, ana, "campaign schedule"),
        command(fake, second, ana, "campaign schedule"),
        command(fake, bot, ana, "campaign schedule"),
    )
    await bot.choreographer.flush()
    await second.choreographer.flush()
    assert len(await bot.service.store.campaigns.games(campaign_id)) == 3
    record = await bot.service.store.campaigns.get(campaign_id)
    summaries = [posted for posted in fake.in_channel(CHANNEL_ID) if posted.content.startswith("📊")]
    assert [posted.id for posted in summaries] == fake.pinned == [record.summary_message_id]
    assert "Games: 0 played · 3 running" in summaries[0].content  # not only the games of the one that posted it


async def test_a_game_with_private_views_checks_its_players_dms_at_the_start(fake, bot, members):
    ana, ben, *_ = members
    fake.refusing_dms.add(ben.id)
    seen = await command(fake, bot, ana, "campaign new", name="Scribes", game="biblios")
    campaign_id = int(re.search(r"campaign #(\d+)", seen.original.content)[1])
    await click(fake, bot, ben, seen.original, f"bg:m:{campaign_id}:join")
    started = await command(fake, bot, ana, "campaign schedule")
    assert (
        f"I can't send direct messages to <@{ben.id}>, and Biblios has private information: they can read "
        "theirs with `/game hand` and the “Take your turn” button in the game's thread."
    ) in started.text()
    [game] = await bot.service.store.campaigns.games(campaign_id)
    assert {user for user, _ in game.players} == {ana.id, ben.id} and fake.dms.get(ana.id)
    thread = fake.in_channel(game.thread_id)
    assert any("can't send" in posted.content for posted in thread)  # said in the thread too, without secrets


async def test_a_campaign_game_a_crash_left_without_its_thread_gets_one_at_the_next_start(
    fake, bot, members, database, clock
):
    ana, ben, cleo, *_ = members
    seen = await command(fake, bot, ana, "campaign new", name="Winter cup", game="toy", schedule="on-demand")
    campaign_id = int(re.search(r"campaign #(\d+)", seen.original.content)[1])
    for member in (ben, cleo):
        await click(fake, bot, member, seen.original, f"bg:m:{campaign_id}:join")
    await command(fake, bot, ana, "campaign schedule")
    [game] = await bot.service.store.campaigns.games(campaign_id)
    # The process died after the schedule's commit, before this game's thread was opened.
    await bot.service.store.outbox.set_messages(
        game.game_id, thread_id=None, lobby_message_id=None, board_message_id=None, board_version=None
    )
    record = await bot.service.get(game.game_id)
    bot.campaigns.started_at = record.created_at  # a schedule of this very process: left to it
    assert await bot.campaigns.reopen() == 0
    # The next process, on the same database.
    service = GameService(database, games=TEST_GAMES, renderer_for=renderer_for, clock=FakeClock())
    restarted = build_bot(Settings(), database, service=service, edit_window=60.0)
    restarted.choreographer.clock = clock
    fake.install(restarted)
    await restarted.install()
    restarted.campaigns.started_at = record.created_at + timedelta(seconds=1)
    assert await restarted.campaigns.reopen() == 1
    await restarted.choreographer.flush()
    record = await restarted.service.get(game.game_id)
    assert record.thread_id is not None and record.status == GameStatus.ACTIVE
    board = fake.in_channel(record.thread_id)
    assert board and "<@" in board[-1].content, "the first board pings whoever moves first"
    lobby = fake.messages[record.lobby_message_id]
    assert lobby.thread_name == f"Winter cup: Toy #{game.game_id}" and lobby.channel_id == CHANNEL_ID
    assert await restarted.campaigns.reopen() == 0  # once only


async def test_a_running_campaign_takes_newcomers_and_members_back(fake, bot, members, database):
    ana, ben, cleo, dov, _ = members
    seen = await command(fake, bot, ana, "campaign new", name="Open league", game="toy", schedule="on-demand")
    message = seen.original
    campaign_id = int(re.search(r"campaign #(\d+)", message.content)[1])
    for member in (ben, cleo):
        await click(fake, bot, member, message, f"bg:m:{campaign_id}:join")
    await command(fake, bot, ana, "campaign schedule")
    [game] = await bot.service.store.campaigns.games(campaign_id)
    await take_ones(fake, bot, game.game_id, members)
    await click(fake, bot, cleo, message, f"bg:m:{campaign_id}:leave")
    assert (await bot.service.store.campaigns.get(campaign_id)).status == "running"
    await click(fake, bot, dov, message, f"bg:m:{campaign_id}:join")  # a newcomer while it runs
    assert "Members (3): Ana, Ben, Dov" in message.content and "Left: Cleo" in message.content
    back = await click(fake, bot, cleo, message, f"bg:m:{campaign_id}:join")  # and a member back
    assert "Members (4): Ana, Ben, Cleo, Dov" in message.content and "Left:" not in message.content
    again = await click(fake, bot, cleo, message, f"bg:m:{campaign_id}:join")
    assert "You are already in this campaign." in again.text() and back is not again
    standings = {line.user_id: line for line in await bot.service.store.campaigns.standings(campaign_id)}
    assert standings[cleo.id].games == 1 and not standings[cleo.id].left  # their result stayed theirs
    assert standings[dov.id].games == 0
    await command(fake, bot, ana, "campaign schedule", members=f"<@{dov.id}> <@{cleo.id}>")
    newest = max(await bot.service.store.campaigns.games(campaign_id), key=lambda g: g.game_id)
    assert {user for user, _ in newest.players} >= {dov.id, cleo.id}
