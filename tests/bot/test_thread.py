"""Thread choreography: edit in place or post anew, exactly who is pinged, DMs and the end (DESIGN.md "Bot")."""

import discord

from storage.models import GameStatus
from tests.bot.doubles import click, coroutine, http_response, open_table, run_command


async def play(fake, bot, user, thread_id, choice):
    interaction, seen = fake.interaction(bot, user, channel_id=thread_id)
    await run_command(bot, "play", interaction, choice=choice)
    return seen


async def test_same_seats_pending_edits_the_board_in_place_and_coalesces_quick_edits(fake, bot, clock):
    table = await open_table(fake, bot, "toy", ["Ana"])  # alone: Ana is always the one to act
    ana = table.players[0]
    [board] = fake.in_channel(table.thread_id)
    await play(fake, bot, ana, table.thread_id, "v0:o0")
    await play(fake, bot, ana, table.thread_id, "v1:o0")
    assert board.edits == 0  # both land within the window after the post: one edit, later
    await bot.choreographer.flush()
    assert fake.in_channel(table.thread_id) == [board]
    assert board.edits == 1 and "Last: Ana takes 1" in board.content
    assert '"pile": 4' in board.files[0].description and '"pile"' not in board.content  # described in the alt text
    assert board.mentioned_users == set()  # an edit pings nobody
    clock.now += 61
    await play(fake, bot, ana, table.thread_id, "v2:o0")
    assert board.edits == 2 and '"pile": 3' in board.files[0].description  # outside the window: edited at once


async def test_a_ping_means_your_move_once_per_wait(fake, bot):
    """One of three simultaneous pickers picks: the board is edited (nobody new must act, nobody is pinged
    again) and no longer names her; once all have picked, a new board pings exactly who must act next."""
    table = await open_table(fake, bot, "poll", ["Ana", "Ben", "Cleo"])
    ana, ben, cleo = table.players
    [first] = fake.in_channel(table.thread_id)
    assert first.mentioned_users == {ana.id, ben.id, cleo.id}
    assert first.mentions.everyone is False and first.mentions.roles is False
    await play(fake, bot, ana, table.thread_id, "v0:o2")
    await bot.choreographer.flush()
    assert fake.in_channel(table.thread_id) == [first] and first.edits == 1
    assert f"<@{ana.id}>" not in first.content and f"<@{ben.id}>" in first.content
    record = await bot.service.get(1)
    assert record.board_message_id == first.id and record.board_waiting == (1, 2)
    await play(fake, bot, ben, table.thread_id, "v1:o0")
    await play(fake, bot, cleo, table.thread_id, "v2:o0")
    second = fake.in_channel(table.thread_id)[-1]
    assert second is not first and second.mentioned_users == {ana.id}
    assert first.custom_ids() == []


async def test_a_public_single_seat_decision_shows_its_options_on_the_board(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    ana, ben = table.players
    await play(fake, bot, ana, table.thread_id, "v0:o0")
    await play(fake, bot, ben, table.thread_id, "v1:o0")
    board = fake.in_channel(table.thread_id)[-1]
    assert board.mentioned_users == {ana.id}
    assert f"Waiting on <@{ana.id}>: Ana, ring the bell" in board.content
    assert board.custom_ids() == ["bg:t:1", "bg:o:1:2:0:0", "bg:o:1:2:0:1"]
    assert board.labels() == ["Take your turn", "Ring once", "Ring twice"]
    assert "The picks are revealed: 1, 1" in board.content


async def test_a_private_view_changed_by_someone_else_is_sent_by_dm(fake, bot):
    """A DM is news: a change someone else made to your private view; your own shows in your panel."""
    table = await open_table(fake, bot, "poll", ["Ana", "Ben", "Cleo"])
    ana, ben, cleo = table.players
    seen = await play(fake, bot, ana, table.thread_id, "v0:o2")
    assert "• You picked 3" in seen.last.content  # Ana's own pick: in her panel
    assert all(len(fake.dms[p.id]) == 1 for p in table.players)  # the start only
    await play(fake, bot, ben, table.thread_id, "v1:o0")
    await play(fake, bot, cleo, table.thread_id, "v2:o1")  # the reveal clears every pick
    assert len(fake.dms[ben.id]) == 2  # Cleo's move changed Ben's view
    dm = fake.dms[ben.id][-1]
    assert "your private view changed" in dm.content
    assert dm.files and dm.files[0].description.startswith("Yours:")
    assert len(fake.dms[cleo.id]) == 1  # Cleo's pick was set and cleared in her own move: no DM
    # Ana's view changed too, but she must ring the bell now: the thread pings her, and her
    # turn panel shows her view; a DM would only repeat the ping.
    assert len(fake.dms[ana.id]) == 1
    assert fake.in_channel(table.thread_id)[-1].mentioned_users == {ana.id}


async def test_a_refused_dm_gives_one_notice_in_the_thread_without_secrets(fake, bot):
    fake.refusing_dms.add(1001)
    table = await open_table(fake, bot, "poll", ["Ana", "Ben", "Cleo"])
    ana, ben, cleo = table.players
    notices = [m for m in fake.in_channel(table.thread_id) if "can't send" in m.content]
    assert len(notices) == 1
    assert notices[0].content.startswith(f"I can't send <@{ben.id}> direct messages; use `/game hand`")
    assert notices[0].mentioned_users == {ben.id}
    await play(fake, bot, ben, table.thread_id, "v0:o1")  # Ben's view changes: refused again, no second notice
    await play(fake, bot, ana, table.thread_id, "v1:o0")
    await play(fake, bot, cleo, table.thread_id, "v2:o2")  # the reveal changes Ana's and Ben's views
    assert len([m for m in fake.in_channel(table.thread_id) if "can't send" in m.content]) == 1
    assert all("You picked" not in m.content for m in fake.in_channel(table.thread_id))
    # Ana still gets hers (the start); the reveal pings her to ring the bell instead of a DM.
    assert len(fake.dms[ana.id]) == 1 and ben.id not in fake.dms


async def test_the_end_posts_the_result_pinging_everyone_and_updates_the_lobby(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    ana, ben = table.players
    for choice, player in [("v0:o2", ana), ("v1:o0", ben), ("v2:o0", ana), ("v3:o2", ana), ("v4:o1", ben)]:
        await play(fake, bot, player, table.thread_id, choice)
    record = await bot.service.get(1)
    assert record.status == GameStatus.ACTIVE and record.state.ringing
    await play(fake, bot, ben, table.thread_id, "v5:o0")  # Ben rings the last bell
    assert (await bot.service.get(1)).status == GameStatus.FINISHED
    result = fake.in_channel(table.thread_id)[-1]
    assert "is over" in result.content and "Winner: Ana." in result.content
    assert "🏆 1. Ana: 6 = Numbers 6" in result.content and "2. Ben: 3 = Numbers 3" in result.content
    assert result.mentioned_users == {ana.id, ben.id} and result.files
    assert result.custom_ids() == ["bg:l:1:rematch"]  # the one button left: Rematch (issue 26)
    assert all(m.custom_ids() == [] for m in fake.in_channel(table.thread_id) if m is not result)
    assert "Finished. Winner: Ana." in table.lobby.content


async def test_a_deleted_board_message_is_posted_again(fake, bot, clock):
    table = await open_table(fake, bot, "toy", ["Ana"])
    [board] = fake.in_channel(table.thread_id)
    del fake.messages[board.id]
    clock.now += 61
    await play(fake, bot, table.players[0], table.thread_id, "v0:o0")
    assert len(fake.in_channel(table.thread_id)) == 2
    assert (await bot.service.get(1)).board_message_id == fake.in_channel(table.thread_id)[-1].id


async def test_an_archived_thread_is_unarchived_and_the_post_retried(fake, bot, monkeypatch):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    archived = {table.thread_id}
    original = fake.partial_messageable
    unarchived = []

    def partial_messageable(channel_id, **kwargs):
        channel = original(channel_id, **kwargs)
        send = channel.send.side_effect

        async def guarded_send(**message):
            if channel_id in archived:
                raise discord.HTTPException(http_response(400), {"code": 50083, "message": "Thread is archived"})
            return await send(**message)

        channel.send.side_effect = guarded_send
        return channel

    async def fetch_channel(channel_id):
        thread = await original_fetch(channel_id)

        async def edit(**kwargs):
            unarchived.append(kwargs)
            archived.discard(channel_id)

        thread.edit = coroutine(edit)
        return thread

    original_fetch = fake._fetch_channel
    monkeypatch.setattr(bot, "get_partial_messageable", partial_messageable)
    monkeypatch.setattr(bot, "fetch_channel", fetch_channel)
    await play(fake, bot, table.players[0], table.thread_id, "v0:o0")
    assert unarchived == [{"archived": False}]
    assert fake.in_channel(table.thread_id)[-1].mentioned_users == {table.players[1].id}


async def test_take_your_turn_by_a_stranger_is_refused(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    [board] = fake.in_channel(table.thread_id)
    seen = await click(fake, bot, fake.member(5, "Eve"), board, "bg:t:1")
    assert seen.last.content == "You are not playing in this game."
