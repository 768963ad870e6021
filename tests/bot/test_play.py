"""Taking decisions: /play, the option components, the turn panel, undo, resign and abandon."""

import copy

from storage.models import GameStatus
from tests.bot.doubles import click, open_table, run_command

STALE = "That button is from an earlier turn; here is the current one."


async def play(fake, bot, user, thread_id, **params):
    interaction, seen = fake.interaction(bot, user, channel_id=thread_id)
    await run_command(bot, "play", interaction, **params)
    return seen


async def version(bot, game_id=1):
    return (await bot.service.get(game_id)).version


# --- /play --------------------------------------------------------------------------------------------


async def test_play_with_an_autocompleted_value_applies_that_option(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    seen = await play(fake, bot, table.players[0], table.thread_id, choice="v0:o1")
    assert seen.deferred == [{"ephemeral": True, "thinking": True}]
    record = await bot.service.get(1)
    assert record.version == 1 and record.state.tokens == [2, 0]
    assert "Nothing is asked of you right now; waiting on Ben." in seen.last.content
    assert "Last: Ana takes 2" in fake.in_channel(table.thread_id)[-1].content


async def test_play_matches_typed_text_to_a_label(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    await play(fake, bot, table.players[0], table.thread_id, choice="  TAKE 3 ")
    assert (await bot.service.get(1)).state.tokens == [3, 0]
    seen = await play(fake, bot, table.players[1], table.thread_id, choice="take")
    assert "matches several choices" in seen.last.content
    seen = await play(fake, bot, table.players[1], table.thread_id, choice="juggle")
    assert "No choice matches “juggle”" in seen.last.content
    assert await version(bot) == 1


async def test_play_outside_the_thread_needs_the_game_unless_the_player_has_only_one(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    interaction, seen = fake.interaction(bot, table.players[0])  # in the lobby channel
    await run_command(bot, "play", interaction, choice="v0:o0")
    assert (await bot.service.get(1)).state.tokens == [1, 0]
    await open_table(fake, bot, "toy", ["Ana", "Ben"])
    interaction, seen = fake.interaction(bot, table.players[1])
    await run_command(bot, "play", interaction, choice="v1:o0")
    assert "choose the game with the “game” option" in seen.last.content
    interaction, seen = fake.interaction(bot, table.players[1])
    await run_command(bot, "play", interaction, choice="v1:o0", game="1")
    assert (await bot.service.get(1)).state.tokens == [1, 1]


async def test_an_illegal_typed_action_gets_the_games_own_message_and_changes_nothing(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    seen = await play(fake, bot, table.players[0], table.thread_id, choice='{"type": "take", "count": 5}')
    assert seen.last.content == "You may take 1, 2 or 3 tokens." and seen.last.ephemeral
    assert await version(bot) == 0


async def test_play_out_of_turn_says_who_is_awaited_and_shows_the_panel(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    seen = await play(fake, bot, table.players[1], table.thread_id, choice="v0:o0")
    assert "Nothing is asked of you right now; waiting on Ana." in seen.last.content
    assert seen.last.files and seen.last.custom_ids() == []
    assert await version(bot) == 0


async def test_play_by_someone_not_seated_is_refused(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    seen = await play(fake, bot, fake.member(3, "Cleo"), table.thread_id, choice="v0:o0")
    assert seen.last.content == "You are not playing in this game."
    assert await version(bot) == 0


async def test_play_with_nothing_opens_the_turn_panel(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    seen = await play(fake, bot, table.players[0], table.thread_id)
    panel = seen.last
    assert panel.ephemeral and "**Your turn: Take tokens or draw a card**" in panel.content
    assert "6 left" in panel.content  # the decision's private context
    assert panel.custom_ids() == [f"bg:o:1:0:0:{i}" for i in range(4)]
    assert panel.files[0].filename == "toy-1-hand.png"


async def test_play_autocomplete_offers_the_callers_options_with_version_and_index(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    command = bot.tree.get_command("play")
    interaction, _ = fake.interaction(bot, table.players[0], channel_id=table.thread_id, namespace={"game": None})
    choices = await command._params["choice"].autocomplete(command.binding, interaction, "number 1")
    assert [(c.name, c.value) for c in choices] == [("Number 1", "v0:o0")]
    interaction, _ = fake.interaction(bot, fake.member(3, "Cleo"), channel_id=table.thread_id, namespace={"game": None})
    assert await command._params["choice"].autocomplete(command.binding, interaction, "") == []


# --- Option components ------------------------------------------------------------------------------


async def test_the_pending_seat_takes_an_option_with_a_board_button(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    ana, ben = table.players
    [board] = fake.in_channel(table.thread_id)
    seen = await click(fake, bot, ana, board, "bg:o:1:0:0:2")
    assert seen.deferred == [{"ephemeral": True, "thinking": True}]
    assert (await bot.service.get(1)).state.tokens == [3, 0]
    assert "waiting on Ben" in seen.last.content
    old, new = fake.in_channel(table.thread_id)
    assert old is board and board.custom_ids() == []  # the earlier board lost its buttons
    assert new.mentioned_users == {ben.id}


async def test_a_button_of_another_seat_is_refused_with_the_clickers_panel(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    [board] = fake.in_channel(table.thread_id)
    seen = await click(fake, bot, table.players[1], board, "bg:o:1:0:0:0")
    assert "Those choices are for Ana." in seen.last.content
    assert "waiting on Ana" in seen.last.content and seen.last.ephemeral
    assert await version(bot) == 0


async def test_a_button_pressed_by_a_stranger_changes_nothing(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    [board] = fake.in_channel(table.thread_id)
    seen = await click(fake, bot, fake.member(3, "Cleo"), board, "bg:o:1:0:0:0")
    assert seen.last.content == "You are not playing in this game." and seen.last.ephemeral
    assert await version(bot) == 0


async def test_a_button_from_an_earlier_turn_shows_the_current_panel(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    ana, ben = table.players
    [first_board] = fake.in_channel(table.thread_id)
    as_first_posted = copy.copy(first_board)  # its buttons, before the bot removes them
    await click(fake, bot, ana, first_board, "bg:o:1:0:0:0")
    await play(fake, bot, ben, table.thread_id, choice="v1:o0")  # Ana's turn again, at version 2
    seen = await click(fake, bot, ana, as_first_posted, "bg:o:1:0:0:0")
    assert STALE in seen.last.content
    assert seen.last.custom_ids() == [f"bg:o:1:2:0:{i}" for i in range(4)]
    assert await version(bot) == 2


async def test_a_click_inside_the_turn_panel_updates_the_panel_in_place(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana"])
    [board] = fake.in_channel(table.thread_id)
    assert board.custom_ids() == ["bg:t:1"]  # a secret decision: no options in the thread
    opened = await click(fake, bot, table.players[0], board, "bg:t:1")
    panel = opened.last
    assert panel.ephemeral and panel.custom_ids() == ["bg:o:1:0:0:0", "bg:o:1:0:0:1", "bg:o:1:0:0:2"]
    assert "Round 1" in panel.content
    seen = await click(fake, bot, table.players[0], panel, "bg:o:1:0:0:1")
    assert seen.deferred == [{"ephemeral": False, "thinking": False}]  # an update of the panel itself
    assert seen.original is panel and "• You picked 2" in panel.content
    assert "**Your turn: Ana, ring the bell**" in panel.content  # the next decision, in the same panel


async def test_many_options_page_through_a_select_menu(fake, bot):
    table = await open_table(fake, bot, "poll60", ["Ana", "Ben"])
    board = fake.in_channel(table.thread_id)[-1]
    panel = (await click(fake, bot, table.players[0], board, "bg:t:1")).last
    select = panel.item("bg:s:1:0:0:0").item
    assert [o.value for o in select.options] == [str(i) for i in range(25)]
    assert select.placeholder == "Choose… (1–25 of 60)"
    assert panel.custom_ids()[1:] == ["bg:p:1:0:0:0", "bg:p:1:0:0:1"]
    assert panel.item("bg:p:1:0:0:0").item.disabled
    await click(fake, bot, table.players[0], panel, "bg:p:1:0:0:1")
    select = panel.item("bg:s:1:0:0:1").item
    assert [o.label for o in select.options][:2] == ["Number 26", "Number 27"]
    await click(fake, bot, table.players[0], panel, "bg:p:1:0:0:2")
    assert [o.value for o in panel.item("bg:s:1:0:0:2").item.options] == [str(i) for i in range(50, 60)]
    assert panel.item("bg:p:1:0:0:2").item.disabled  # Next, on the last page
    await click(fake, bot, table.players[0], panel, "bg:s:1:0:0:2", values=["57"])
    assert (await bot.service.get(1)).state.picks == [58, None]
    assert "• You picked 58" in panel.content


# --- Undo, resign, abandon ----------------------------------------------------------------------------


async def test_undo_takes_back_the_last_move_and_pings_the_player_again(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    ana, ben = table.players
    await play(fake, bot, ana, table.thread_id, choice="v0:o2")
    interaction, seen = fake.interaction(bot, ben, channel_id=table.thread_id)
    await run_command(bot, "game undo", interaction)
    assert seen.last.content == "Only the player who made the last move can take it back."
    interaction, seen = fake.interaction(bot, ana, channel_id=table.thread_id)
    await run_command(bot, "game undo", interaction)
    assert "*Your last move was taken back.*" in seen.last.content and seen.last.custom_ids()
    record = await bot.service.get(1)
    assert record.state.tokens == [0, 0] and record.version == 2
    latest = fake.in_channel(table.thread_id)[-1]
    assert latest.mentioned_users == {ana.id} and "Ana took back their last move." in latest.content


async def test_resign_asks_for_confirmation_then_the_game_plays_the_default_for_that_seat(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    ana, ben = table.players
    interaction, seen = fake.interaction(bot, ben, channel_id=table.thread_id)
    await run_command(bot, "game resign", interaction)
    confirm = seen.last
    assert confirm.ephemeral and confirm.custom_ids() == ["bg:c:1:resign"]
    assert await version(bot) == 0
    await click(fake, bot, ben, confirm, "bg:c:1:resign")
    assert "You resigned" in confirm.content
    await play(fake, bot, ana, table.thread_id, choice="v1:o0")
    record = await bot.service.get(1)
    assert record.state.tokens == [1, 1]  # Ben's turn was played with the default option
    await bot.choreographer.flush()
    board = fake.in_channel(table.thread_id)[-1]
    assert f"Waiting on <@{ana.id}>" in board.content and "Last: Ana takes 1. Ben takes 1." in board.content


async def test_abandon_is_for_the_creator_or_a_moderator(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    ben = table.players[1]
    interaction, seen = fake.interaction(bot, ben, channel_id=table.thread_id)
    await run_command(bot, "game abandon", interaction)
    assert seen.last.content == "Only Ana, a game host or a moderator can abandon this game."
    interaction, seen = fake.interaction(bot, ben, channel_id=table.thread_id, manage_threads=True)
    await run_command(bot, "game abandon", interaction)
    confirm = seen.last
    await click(fake, bot, ben, confirm, "bg:c:1:abandon", manage_threads=True)
    assert (await bot.service.get(1)).status == GameStatus.ABANDONED
    assert "This game was abandoned." in table.lobby.content
    thread = fake.in_channel(table.thread_id)
    assert f"was abandoned by <@{ben.id}>" in thread[-1].content and thread[0].custom_ids() == []


async def test_when_every_player_resigns_the_game_is_abandoned_and_the_thread_says_why(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    for player in table.players:
        interaction, seen = fake.interaction(bot, player, channel_id=table.thread_id)
        await run_command(bot, "game resign", interaction)
        await click(fake, bot, player, seen.last, "bg:c:1:resign")
    assert (await bot.service.get(1)).status == GameStatus.ABANDONED
    assert "was abandoned because every player resigned" in fake.in_channel(table.thread_id)[-1].content
    assert "This game was abandoned." in table.lobby.content
