"""The lobby: /game new, Join / Leave / Start, the option menus, and the thread (issue: /game new)."""

from storage.models import GameStatus
from tests.bot.doubles import CHANNEL_ID, click, open_table, run_command


async def test_new_game_posts_a_lobby_and_opens_a_week_long_thread(fake, bot):
    ana = fake.member(1, "Ana")
    interaction, seen = fake.interaction(bot, ana)
    await run_command(bot, "game new", interaction, game="Poll")  # the title works as well as the key
    lobby = seen.original
    assert seen.deferred == [{"ephemeral": False, "thinking": False}]
    assert lobby in fake.in_channel(CHANNEL_ID)
    assert "**Poll** · game #1" in lobby.content and "Ana (creator)" in lobby.content
    assert "Numbers to pick from: Three" in lobby.content
    assert lobby.thread_name == "Poll #1" and lobby.thread_archive == 10080
    assert lobby.custom_ids() == [
        *(f"bg:l:1:{verb}" for verb in ("join", "leave", "start", "bot", "unbot")),
        "bg:l:1:colour",  # each player picks their seat colour (issue 26): the option menus keep three rows
        *(f"bg:l:1:opt:{n}" for n in range(3)),
    ]
    record = await bot.service.get(1)
    assert record.thread_id is not None and record.lobby_message_id == lobby.id
    assert f"<#{record.thread_id}>" in lobby.content


async def test_new_game_refuses_an_unknown_game_and_a_thread(fake, bot):
    ana = fake.member(1, "Ana")
    interaction, seen = fake.interaction(bot, ana)
    await run_command(bot, "game new", interaction, game="chess")
    assert "no game called “chess”" in seen.last.content and seen.last.ephemeral
    table = await open_table(fake, bot, "toy", ["Ben"], start=False)
    interaction, seen = fake.interaction(bot, ana, channel_id=table.thread_id)
    await run_command(bot, "game new", interaction, game="toy")
    assert "text channel" in seen.last.content
    assert len(await bot.service.store.games.list_games(9000)) == 1


async def test_join_and_leave_update_the_lobby_in_place(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"], start=False)
    assert "Players (2/4): Ana (creator), Ben" in table.lobby.content
    cleo = fake.member(3, "Cleo")
    seen = await click(fake, bot, cleo, table.lobby, "bg:l:1:join")
    assert seen.deferred == [{"ephemeral": False, "thinking": False}]  # an update of the lobby message itself
    assert "Players (3/4): Ana (creator), Ben, Cleo" in table.lobby.content
    seen = await click(fake, bot, cleo, table.lobby, "bg:l:1:join")
    assert seen.last.content == "You have already joined this game." and seen.last.ephemeral
    await click(fake, bot, table.players[1], table.lobby, "bg:l:1:leave")
    assert "Players (2/4): Ana (creator), Cleo" in table.lobby.content


async def test_only_the_creator_starts_and_the_start_posts_the_board_and_the_private_views(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"], start=False)
    ana, ben = table.players
    seen = await click(fake, bot, ben, table.lobby, "bg:l:1:start")
    assert "Only the player who opened the lobby" in seen.last.content
    assert fake.in_channel(table.thread_id) == []
    await click(fake, bot, ana, table.lobby, "bg:l:1:start")
    assert "Started: the game is played in" in table.lobby.content and table.lobby.custom_ids() == []
    [board] = fake.in_channel(table.thread_id)
    assert board.mentioned_users == {ana.id, ben.id}  # both pick at once
    assert "(a private choice)" in board.content
    assert [len(fake.dms[p.id]) for p in table.players] == [1, 1]
    assert "the game has started" in fake.dms[ana.id][0].content
    assert (await bot.service.get(1)).status == GameStatus.ACTIVE


async def test_start_with_too_few_players_is_refused(fake, bot):
    table = await open_table(fake, bot, "biblios", ["Ana"], start=False)
    seen = await click(fake, bot, table.players[0], table.lobby, "bg:l:1:start")
    assert "Biblios is for 2 to 4 players; 1 joined." in seen.last.content
    assert (await bot.service.get(1)).status == GameStatus.LOBBY


async def test_the_creator_changes_an_option_with_the_select_menu(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"], start=False)
    ana, ben = table.players
    seen = await click(fake, bot, ben, table.lobby, "bg:l:1:opt:0", values=["0:1"])
    assert "Only Ana can change" in seen.last.content
    assert (await bot.service.get(1)).options == {"size": "3"}
    await click(fake, bot, ana, table.lobby, "bg:l:1:opt:0", values=["0:1"])
    assert (await bot.service.get(1)).options == {"size": "60"}
    assert "Numbers to pick from: Sixty" in table.lobby.content
    select = table.lobby.item("bg:l:1:opt:0").item
    assert [o.default for o in select.options] == [False, True]


async def test_option_menus_offer_every_choice_of_every_option(fake, bot):
    table = await open_table(fake, bot, "biblios", ["Ana", "Ben"], start=False)
    select = table.lobby.item("bg:l:1:opt:0").item
    assert [o.value for o in select.options] == ["0:0", "0:1"]
    assert [o.label for o in select.options] == [
        label for label in bot.service.games["biblios"].options[0].choice_labels
    ]
    assert select.placeholder.startswith("Penalty for not paying: ")
