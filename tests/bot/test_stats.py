"""/stats, /leaderboard, /game history and /me leaderboard through the real bot on the doubles (issue 14)."""

import re
from collections.abc import AsyncIterator

import pytest
from openskill.models import PlackettLuce

from bot.client import GameBot, build_bot
from bot.config import Settings
from bot.present.stats import NO_RESULTS
from bot.service import GameService
from bot.service.stats import HISTORY_OPTED_OUT, HISTORY_PAGE, OPTED_OUT
from storage.models import GameStatus
from tests.bot.conftest import TEST_GAMES, renderer_for
from tests.bot.doubles import CHANNEL_ID, GUILD_ID, click, forge, run_command
from tests.support.clock import FakeClock

MODEL = PlackettLuce()


@pytest.fixture
def now() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def bot(database, fake, clock, now) -> AsyncIterator[GameBot]:
    """The real bot on the test doubles, the games' times on ``now``."""
    service = GameService(database, games=TEST_GAMES, renderer_for=renderer_for, seeds=lambda: 7, clock=now)
    game_bot = build_bot(Settings(), database, service=service, edit_window=60.0)
    game_bot.choreographer.clock = clock
    fake.install(game_bot)
    await game_bot.install()
    yield game_bot
    await game_bot.choreographer.flush()


async def command(fake, bot, user, name, channel_id=CHANNEL_ID, **params):
    interaction, seen = fake.interaction(bot, user, channel_id=channel_id)
    await run_command(bot, name, interaction, **params)
    return seen


async def open_toy(fake, bot, players):
    """``/game new`` toy by the first of ``players``, Join by the others, Start: the game's record."""
    seen = await command(fake, bot, players[0], "game new", game="toy")
    game_id = int(re.search(r"game #(\d+)", seen.original.content)[1])
    for player in players[1:]:
        await click(fake, bot, player, seen.original, f"bg:l:{game_id}:join")
    await click(fake, bot, players[0], seen.original, f"bg:l:{game_id}:start")
    await bot.choreographer.flush()
    return await bot.service.get(game_id)


async def toy_game(fake, bot, now, players, moves):
    """A toy game (pile 6) through the bot: ``moves`` are (seat, option, seconds thought) in turn order."""
    record = await open_toy(fake, bot, players)
    for seat, option, seconds in moves:
        now.advance(seconds=seconds)
        record = await bot.service.get(record.id)
        await command(fake, bot, players[seat], "play", record.thread_id, choice=f"v{record.version}:o{option}")
    await bot.choreographer.flush()
    return await bot.service.get(record.id)


@pytest.fixture
def members(fake):
    return [fake.member(1000 + n, name) for n, name in enumerate(["Ana", "Ben", "Cleo"])]


def ana_wins():  # Ana takes 3, Ben 2, Ana 1: Ana 4, Ben 2
    return [(0, 2, 30), (1, 1, 90), (0, 0, 60)]


async def test_stats_after_a_finished_game(fake, bot, now, members):
    ana, ben, _ = members
    game = await toy_game(fake, bot, now, [ana, ben], ana_wins())
    assert game.status == GameStatus.FINISHED
    seen = await command(fake, bot, ana, "stats")
    assert seen.deferred == [{"ephemeral": True, "thinking": True}]
    shown = seen.last
    assert shown.ephemeral and shown.mentioned_users == set()
    won = MODEL.rate([[MODEL.rating()], [MODEL.rating()]], ranks=[1, 2])[0][0]
    assert shown.content.splitlines()[:5] == [
        f"**Statistics of <@{ana.id}>** in this server · 1 finished game",
        f"**Toy** · rating **{won.mu - 3 * won.sigma:.1f}** after 1 rated game",
        "• 1 game · 1 win · places: 1st ×1",
        "• average score 4.0 · 2 moves · 0 timeouts",
        "• time to move: average 45 s, median 45 s",
    ]
    other = (await command(fake, bot, ana, "stats", member=ben, game="toy")).last.content
    assert other.splitlines()[2:5] == [
        "• 1 game · 0 wins · places: 2nd ×1",
        "• average score 2.0 · 1 move · 0 timeouts",
        "• time to move: average 1 min 30 s, median 1 min 30 s",
    ]
    nothing = (await command(fake, bot, ana, "stats", game="poll")).last.content
    assert nothing == f"<@{ana.id}> has finished no game of Poll in this server yet."
    unknown = (await command(fake, bot, ana, "stats", game="chess")).last.content
    assert unknown.startswith("There is no game called “chess”.")


async def test_stats_of_a_member_who_opted_out_is_refused_and_changes_nothing(fake, bot, now, members):
    ana, ben, cleo = members
    await toy_game(fake, bot, now, [ana, ben], ana_wins())
    hidden = await command(fake, bot, ben, "me leaderboard", choice="hide")
    assert hidden.last.ephemeral and hidden.last.content.startswith("Leaderboards no longer list you")
    before = await bot.service.store.results.member_ratings(GUILD_ID, ben.id)
    refused = await command(fake, bot, ana, "stats", member=ben)
    assert refused.last.ephemeral and refused.last.content == OPTED_OUT.format(member=f"<@{ben.id}>")
    assert await bot.service.store.members.leaderboard_hidden(ben.id)
    assert await bot.service.store.results.member_ratings(GUILD_ID, ben.id) == before
    own = (await command(fake, bot, ben, "stats")).last.content  # their own figures stay theirs to see
    assert own.startswith(f"**Statistics of <@{ben.id}>**")
    assert (await command(fake, bot, ana, "stats", member=cleo)).last.content == NO_RESULTS.format(
        member=f"<@{cleo.id}>"
    )
    await command(fake, bot, ben, "me leaderboard", choice="show")
    assert (await command(fake, bot, ana, "stats", member=ben)).last.content.startswith("**Statistics of")


async def test_leaderboard_private_by_default_public_on_request_opted_out_left_out(fake, bot, now, members):
    ana, ben, cleo = members
    await toy_game(fake, bot, now, [ana, ben], ana_wins())
    await toy_game(fake, bot, now, [cleo, ana], ana_wins())  # Cleo beats Ana
    seen = await command(fake, bot, ben, "leaderboard", game="toy")
    assert seen.deferred == [{"ephemeral": True, "thinking": True}]
    lines = seen.last.content.splitlines()
    assert lines[0].startswith("**Toy leaderboard** · rating = mu − 3σ")
    order = [line.split(" · ")[0] for line in lines[1:4]]
    ratings = {m.id: (await bot.service.store.results.member_ratings(GUILD_ID, m.id))[0] for m in members}
    best = sorted(members, key=lambda m: -ratings[m.id].shown)
    assert order == [f"{n}. <@{m.id}>" for n, m in enumerate(best, start=1)]
    assert lines[1].endswith(
        f"· **{ratings[best[0].id].shown:.1f}** · {ratings[best[0].id].games} game"
        + "s" * (ratings[best[0].id].games > 1)
    )

    public = await command(fake, bot, ben, "leaderboard", game="Toy", public=True)
    assert public.deferred == [{"ephemeral": False, "thinking": True}]
    assert not public.last.ephemeral and public.last.mentioned_users == set()
    assert public.last.content.splitlines()[1:4] == lines[1:4]

    await command(fake, bot, best[0], "me leaderboard", choice="hide")
    without = (await command(fake, bot, ben, "leaderboard", game="toy")).last.content.splitlines()
    assert [line.split(" · ")[0] for line in without[1:3]] == [
        f"{n}. <@{m.id}>" for n, m in enumerate(best[1:], start=1)
    ]
    assert f"<@{best[0].id}>" not in "\n".join(without)

    unknown = await command(fake, bot, ben, "leaderboard", game="chess", public=True)
    assert unknown.deferred == [] and unknown.last.ephemeral and "no game called" in unknown.last.content
    assert (await command(fake, bot, ben, "leaderboard", game="poll")).last.content.startswith(
        "Nobody is rated at Poll"
    )


async def test_history_lists_finished_and_abandoned_games_newest_first_with_pages(fake, bot, now, members):
    ana, ben, _ = members
    tables = []
    for _ in range(HISTORY_PAGE):
        now.advance(hours=1)
        tables.append(await toy_game(fake, bot, now, [ana, ben], ana_wins()))
    now.advance(hours=1)
    dropped = await open_toy(fake, bot, [ana, ben])
    await bot.service.store.games.abandon(dropped.id)

    seen = await command(fake, bot, ben, "game history", member=ana)
    assert seen.deferred == [{"ephemeral": True, "thinking": True}]
    shown = seen.last
    lines = shown.content.splitlines()
    assert lines[0] == f"**Games of <@{ana.id}>** in this server ({HISTORY_PAGE + 1} · page 1 of 2)"
    assert lines[1].startswith(f"• **Toy** #{dropped.id} · <t:") and "abandoned · 2 players" in lines[1]
    newest = await bot.service.get(tables[-1].id)
    link = f"https://discord.com/channels/{GUILD_ID}/{newest.thread_id}/{newest.board_message_id}"
    assert lines[2].endswith(f"· **1st** of 2 · 4 points · <#{newest.thread_id}> · [result]({link})")
    result = fake.messages[newest.board_message_id]
    assert "is over" in result.content and result.files  # the link leads to the final image and summary
    assert shown.custom_ids() == [f"bg:h:{ana.id}:0", f"bg:h:{ana.id}:1"]
    assert [item.item.disabled for item in shown.items()] == [True, False]

    older = await click(fake, bot, ben, shown, f"bg:h:{ana.id}:1")
    assert older.deferred == [{"ephemeral": False, "thinking": False}]  # the list itself turns the page
    page_two = shown.content.splitlines()
    assert page_two[0].endswith("(11 · page 2 of 2)") and len(page_two) == 2
    assert page_two[1].startswith(f"• **Toy** #{tables[0].id} ·")
    assert [item.item.disabled for item in shown.items()] == [False, True]

    mine = (await command(fake, bot, ben, "game history")).last.content.splitlines()
    assert "**2nd** of 2 · 2 points" in mine[2]


async def test_the_history_of_a_member_who_opted_out_is_theirs_alone(fake, bot, now, members):
    """Issue 20, item 8: /game history of an opted-out member is refused to others as /stats is, page ids included."""
    ana, ben, cleo = members
    tables = []
    for _ in range(HISTORY_PAGE + 1):  # two pages: Newer / Older buttons exist
        now.advance(hours=1)
        tables.append(await toy_game(fake, bot, now, [ana, ben], ana_wins()))
    await command(fake, bot, ben, "me leaderboard", choice="hide")
    refusal = HISTORY_OPTED_OUT.format(member=f"<@{ben.id}>")

    refused = await command(fake, bot, ana, "game history", member=ben)
    assert refused.last.ephemeral and refused.last.content == refusal
    assert "2nd" not in refused.text() and "2 points" not in refused.text()
    for page in (0, 1, 5):  # the Newer / Older ids carry the member: forged ones are refused the same way
        forged = await forge(fake, bot, cleo, f"bg:h:{ben.id}:{page}")
        assert forged.last.content == refusal and forged.last.ephemeral and "Games of" not in forged.text()

    own = await command(fake, bot, ben, "game history")  # their own history is unchanged
    lines = own.last.content.splitlines()
    assert lines[0] == f"**Games of <@{ben.id}>** in this server ({HISTORY_PAGE + 1} · page 1 of 2)"
    assert "**2nd** of 2 · 2 points" in lines[1]
    older = await click(fake, bot, ben, own.last, f"bg:h:{ben.id}:1")
    assert "Something went wrong" not in older.text() and own.last.content.splitlines()[0].endswith("page 2 of 2)")

    # Ana's history lists the games Ben played in with Ana's own place and score only, never Ben's.
    shown = (await command(fake, bot, cleo, "game history", member=ana)).last.content
    assert shown.count("**1st** of 2 · 4 points") == HISTORY_PAGE and "2nd" not in shown and f"<@{ben.id}>" not in shown

    await command(fake, bot, ben, "me leaderboard", choice="show")
    again = (await command(fake, bot, ana, "game history", member=ben)).last.content
    assert again.startswith(f"**Games of <@{ben.id}>**")
