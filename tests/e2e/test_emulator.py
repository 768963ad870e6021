"""Self-tests of the Discord API emulator, driven through the small discord.py bot in sample_bot.py (not our bot)."""

import asyncio
import statistics
import time
from dataclasses import dataclass

import aiohttp
import discord
import pytest

from discord_emulator import (
    CallbackType,
    Channel,
    DiscordEmulator,
    Guild,
    InjectionError,
    InteractionFailed,
    Member,
    Permission,
)
from discord_emulator.permissions import BOT_DEFAULT
from discord_emulator.snowflakes import SnowflakeFactory, now, snowflake_time
from tests.e2e.sample_bot import COMMANDS, PNG, EmulatorTestBot


@dataclass
class Table:
    """A guild with a channel and two members."""

    guild: Guild
    channel: Channel
    ana: Member
    ben: Member


@pytest.fixture
def table(emulator: DiscordEmulator) -> Table:
    guild = emulator.create_guild("Board games")
    channel = emulator.create_text_channel(guild, "games")
    return Table(guild, channel, emulator.create_member(guild, "Ana"), emulator.create_member(guild, "Ben"))


@pytest.fixture
async def bot(run_client, table: Table) -> EmulatorTestBot:
    bot = EmulatorTestBot()
    await run_client(bot)
    return bot


async def test_start_up_registers_commands_and_chunks_members(emulator, table, bot):
    """Login, command sync, READY + GUILD_CREATE, then REQUEST_GUILD_MEMBERS answered by a chunk."""
    assert [c.key for c in emulator.rest_calls[:3]] == [
        "GET /users/@me",
        "GET /oauth2/applications/@me",
        "PUT /applications/{application_id}/commands",
    ]
    assert {c.name for c in emulator.commands()} == {command.name for command in COMMANDS}
    events = [event for _, event, _ in emulator.gateway.log]
    assert events[:2] == ["READY", "GUILD_CREATE"] and "GUILD_MEMBERS_CHUNK" in events
    assert {m.id for m in bot.get_guild(table.guild.id).members} == set(table.guild.members)


async def test_slash_command_reply_appears_in_the_channel(emulator, table, bot):
    """Callback type 4: the reply is a channel message, answered with 200 JSON."""
    outcome = await emulator.slash(table.ana, table.channel, "echo", {"text": "hello"})
    assert outcome.response_type == CallbackType.CHANNEL_MESSAGE and not outcome.ephemeral
    assert [m.content for m in emulator.messages(table.channel)] == ["hello"]
    assert outcome.original is not None and outcome.original.interaction_id == outcome.interaction.id
    assert all(c.status == 200 for c in outcome.own_calls)


async def test_deferred_response_is_filled_by_the_first_followup(emulator, table, bot):
    """Type 5 then follow-ups: the first fills the "thinking" message without pinging, the second is new."""
    outcome = await emulator.slash(table.ana, table.channel, "slow")
    assert outcome.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE
    assert outcome.original is not None and not outcome.original.loading
    assert outcome.original.content == f"done <@{table.ana.id}>" and outcome.original.edited_at is None
    assert outcome.original.mentions == [table.ana.id] and outcome.original.pinged == ()
    assert [r.content for m in outcome.followups for r in m.revisions] == ["second", "second, edited"]
    assert [m.content for m in emulator.messages(table.channel)] == [f"done <@{table.ana.id}>", "second, edited"]


async def test_ephemeral_replies_are_kept_per_user_and_never_in_the_channel(emulator, table, bot):
    """Ephemeral type 4 and an ephemeral defer: only the invoking member sees them."""
    first = await emulator.slash(table.ana, table.channel, "secret")
    second = await emulator.slash(table.ana, table.channel, "slow", {"ephemeral": True})
    assert first.ephemeral and second.ephemeral
    assert emulator.messages(table.channel) == [m for m in emulator.messages(table.channel) if not m.ephemeral]
    assert [m.content for m in emulator.ephemeral_messages(table.ana)] == [
        "for your eyes only",
        f"done <@{table.ana.id}>",
    ]
    assert emulator.ephemeral_messages(table.ben) == []
    assert [m.content for m in emulator.messages(table.channel)] == ["second, edited"]


async def test_autocomplete_returns_the_bots_choices(emulator, table, bot):
    """Type 4 interaction with a focused option; the bot answers with callback type 8."""
    outcome = await emulator.autocomplete(table.ana, table.channel, "game new", {"name": "b"}, focused="name")
    assert outcome.response_type == CallbackType.AUTOCOMPLETE_RESULT
    assert outcome.choice_values == ["biblios", "burgundy"] and outcome.choice_names == ["Biblios", "Burgundy"]


async def test_subcommand_with_options_posts_creates_a_thread_and_posts_in_it(emulator, table, bot):
    """/game new: reply, @original fetch, thread from the message, THREAD_CREATE, a post in the thread."""
    await emulator.slash(table.ana, table.channel, "game new", {"name": "biblios", "players": 2})
    lobby = emulator.messages(table.channel)[0]
    assert lobby.content == "biblios for 2" and lobby.custom_ids == ["counter:0"]
    (thread,) = emulator.threads(table.channel)
    assert thread.id == lobby.id and thread.name == "biblios game" and lobby.thread_id == thread.id
    assert [m.content for m in emulator.messages(thread)] == [f"Welcome to biblios, {table.ana.mention}"]
    assert set(thread.thread_members) == {emulator.bot.id, table.ana.id}, "a ping in a thread adds the member"
    assert bot.get_channel(thread.id) is not None


async def test_injection_refuses_what_the_discord_client_would_not_allow(emulator, table, bot):
    """Unknown commands, bad option values and missing required options never reach the bot."""
    with pytest.raises(InjectionError):
        emulator.slash(table.ana, table.channel, "nope")
    with pytest.raises(InjectionError):
        emulator.slash(table.ana, table.channel, "game new", {"name": "biblios", "players": 9})
    with pytest.raises(InjectionError):
        emulator.slash(table.ana, table.channel, "game new", {})
    with pytest.raises(InjectionError):
        emulator.slash(table.ana, table.channel, "game")


async def test_persistent_dynamic_item_button_click_edits_the_message(emulator, table, bot):
    """A DynamicItem button dispatches from its custom id; type 7 edits the message in place."""
    await emulator.slash(table.ana, table.channel, "game new", {"name": "dreams"})
    lobby = emulator.messages(table.channel)[0]
    outcome = await emulator.click(table.ben, lobby, "counter:0")
    assert outcome.response_type == CallbackType.UPDATE_MESSAGE and outcome.original is lobby
    assert [b.label for b in lobby.buttons] == ["Count 1"] and lobby.custom_ids == ["counter:1"]
    await emulator.click(table.ana, lobby, label="Count 1")
    assert [r.components[0]["components"][0]["label"] for r in lobby.revisions] == ["Count 0", "Count 1", "Count 2"]
    with pytest.raises(InjectionError):
        emulator.click(table.ana, lobby, "counter:0")


async def test_select_menu_choice_reaches_the_view(emulator, table, bot):
    """A string select with two values; choices outside the options are refused."""
    await emulator.slash(table.ana, table.channel, "menu")
    message = emulator.messages(table.channel)[0]
    assert [o.value for o in message.selects[0].options] == ["red", "green", "blue"]
    await emulator.select(table.ben, message, "pick", ["red", "blue"])
    assert message.content == "picked red and blue" and len(message.edits) == 1
    with pytest.raises(InjectionError):
        emulator.select(table.ben, message, "pick", ["purple"])


async def test_forged_components_reach_the_bot_unchecked(emulator, table, bot):
    """``forge`` sends a custom id no component offers and select values no menu offers (a fuzzer's tool)."""
    await emulator.slash(table.ana, table.channel, "game new", {"name": "dreams"})
    lobby = emulator.messages(table.channel)[0]
    outcome = await emulator.forge(table.ben, lobby, "counter:41")
    assert outcome.response_type == CallbackType.UPDATE_MESSAGE and lobby.custom_ids == ["counter:42"]
    assert outcome.interaction.payload["data"] == {"custom_id": "counter:41", "component_type": 2}
    await emulator.slash(table.ana, table.channel, "menu")
    menu = emulator.messages(table.channel)[-1]
    await emulator.forge(table.ben, menu, "pick", ["purple"])
    assert menu.content == "picked purple"
    outsider = emulator.create_member(emulator.create_guild("Elsewhere"), "Eve")
    with pytest.raises(InjectionError):
        emulator.forge(outsider, menu, "pick", ["red"])  # the channel access is still checked


async def test_message_edits_are_kept_in_order(emulator, table, bot):
    """Channel message PATCHes: revisions, edited timestamp, MESSAGE_UPDATE."""
    await emulator.slash(table.ana, table.channel, "count")
    (message,) = emulator.messages(table.channel)
    assert [r.content for r in message.revisions] == ["one", "two", "three"]
    assert message.edited_at is not None
    assert len(emulator.calls("PATCH /channels/{channel_id}/messages/{message_id}")) == 2


async def test_multipart_upload_keeps_the_bytes_name_and_description(emulator, table, bot):
    """POST with payload_json + files[0]: the attachment's bytes, filename, alt text and image size."""
    await emulator.slash(table.ana, table.channel, "board")
    (message,) = emulator.messages(table.channel)
    (attachment,) = message.attachments
    assert attachment.data == PNG and attachment.filename == "board.png"
    assert attachment.description == "The board: 3 cards" and attachment.content_type == "image/png"
    assert (attachment.width, attachment.height) == (3, 2)
    assert emulator.calls("POST /channels/{channel_id}/messages")[0].files == [("board.png", len(PNG))]
    url = emulator.payloads.attachment(attachment, message.channel_id)["url"]
    async with aiohttp.ClientSession() as session, session.get(url) as got:
        assert await got.read() == PNG


async def test_archived_thread_refuses_posts_until_the_bot_unarchives_it(emulator, table, bot):
    """50083 on POST into an archived thread; PATCH archived=false reopens it."""
    await emulator.slash(table.ana, table.channel, "game new", {"name": "mangrovia"})
    (thread,) = emulator.threads(table.channel)
    emulator.archive_thread(thread)
    outcome = await emulator.slash(table.ana, table.channel, "post", {"thread_id": str(thread.id), "text": "back"})
    assert outcome.original is not None and outcome.original.content == "reopened"
    posts = [c for c in outcome.calls if c.route in ("/channels/{channel_id}/messages", "/channels/{channel_id}")]
    assert [(c.method, c.status, c.error_code) for c in posts] == [
        ("GET", 200, None),
        ("POST", 400, 50083),
        ("PATCH", 200, None),
        ("POST", 200, None),
    ]
    assert thread.thread is not None and not thread.thread.archived
    assert [m.content for m in emulator.messages(thread)] == [f"Welcome to mangrovia, {table.ana.mention}", "back"]


async def test_dm_is_delivered_to_the_member(emulator, table, bot):
    """POST /users/@me/channels then a message in the DM channel."""
    outcome = await emulator.slash(table.ana, table.channel, "whisper", {"member": table.ben, "text": "your hand"})
    assert outcome.original is not None and outcome.original.content == "sent"
    assert [m.content for m in emulator.dms(table.ben)] == ["your hand"]
    assert emulator.dms(table.ana) == []


async def test_refused_dm_surfaces_as_forbidden_50007(emulator, table, bot):
    """A member who refuses DMs: 403 with code 50007, a discord.Forbidden in the bot."""
    emulator.refuse_dms(table.ben)
    outcome = await emulator.slash(table.ana, table.channel, "whisper", {"member": table.ben, "text": "your hand"})
    assert outcome.original is not None and outcome.original.content == "refused 50007"
    (error,) = bot.refusals
    assert isinstance(error, discord.Forbidden) and error.code == 50007 and error.status == 403
    assert emulator.dms(table.ben) == []


async def test_mentions_follow_allowed_mentions(emulator, table, bot):
    """Only users listed in allowed_mentions are mentioned and pinged."""
    await emulator.slash(table.ana, table.channel, "call", {"member": table.ben})
    (message,) = emulator.messages(table.channel)
    assert f"<@{table.ana.id}>" in message.content
    assert message.mentions == [table.ben.id] and message.pinged == (table.ben.id,)
    assert message.allowed_mentions is not None and message.allowed_mentions["users"] == [table.ben.id]
    assert "users" not in message.allowed_mentions["parse"]


async def test_limits_are_enforced_with_discords_errors(emulator, table, bot):
    """Content over 2000 characters: 400 with code 50035 (Invalid Form Body)."""
    outcome = await emulator.slash(table.ana, table.channel, "toolong")
    (error,) = bot.refusals
    assert error.status == 400 and error.code == 50035 and "2000" in error.text
    assert outcome.original is not None and outcome.original.content == "too long"


async def test_modal_opens_and_its_submission_reaches_the_bot(emulator, table, bot):
    """Callback type 9 shows a modal; submitting it is a type 5 interaction."""
    opened = await emulator.slash(table.ana, table.channel, "feedback")
    assert opened.response_type == CallbackType.MODAL and opened.modal is not None
    submitted = await emulator.submit_modal(table.ana, opened, {"words": "lovely"})
    assert submitted.original is not None and submitted.original.content == "thanks: lovely" and submitted.ephemeral


async def test_a_second_acknowledgement_and_a_late_one_are_refused(emulator, table, bot):
    """40060 for a second callback; 10062 after the deadline, and the handle reports the failure."""
    outcome = await emulator.slash(table.ana, table.channel, "echo", {"text": "once"})
    emulator.response_deadline = 0.05
    ignored = emulator.slash(table.ana, table.channel, "ignore")
    with pytest.raises(InteractionFailed):
        await ignored
    async with aiohttp.ClientSession() as session:
        for interaction, code in ((outcome.interaction, 40060), (ignored.interaction, 10062)):
            url = f"{emulator.api_url}/interactions/{interaction.id}/{interaction.token}/callback?with_response=1"
            async with session.post(url, json={"type": 4, "data": {"content": "again"}}) as response:
                assert response.headers["Content-Type"] == "application/json"
                assert (await response.json())["code"] == code


async def test_unknown_routes_and_missing_auth_are_400_and_401(emulator, table, bot):
    """An unsupported route is a 400 naming it (and recorded); a REST call without the token is a 401."""
    async with aiohttp.ClientSession() as session:
        headers = {"Authorization": f"Bot {emulator.token}"}
        async with session.get(f"{emulator.api_url}/channels/{table.channel.id}/webhooks", headers=headers) as got:
            assert got.status == 400 and "unsupported route" in (await got.json())["message"]
        async with session.get(f"{emulator.api_url}/users/@me") as got:
            assert got.status == 401
    assert emulator.unsupported == [f"GET /api/v10/channels/{table.channel.id}/webhooks"]
    emulator.unsupported.clear()


async def test_restarted_client_still_dispatches_a_button_from_before(emulator, table, run_client):
    """Stop the bot, start a new client: the old message's DynamicItem button still works."""
    first = EmulatorTestBot()
    runner = await run_client(first)
    await emulator.slash(table.ana, table.channel, "game new", {"name": "architects"})
    lobby = emulator.messages(table.channel)[0]
    await runner.stop()
    assert not emulator.gateway.connected_sessions
    second = EmulatorTestBot()
    await run_client(second)
    outcome = await emulator.click(table.ben, lobby, "counter:0")
    assert outcome.response_type == CallbackType.UPDATE_MESSAGE and lobby.custom_ids == ["counter:1"]


async def test_dropped_connection_resumes_and_replays_missed_events(emulator, table, bot):
    """A dropped socket: the client RESUMEs and gets the events it missed, then RESUMED."""
    await emulator.drop_gateway()
    missed = emulator.post_message(table.ana, table.channel, "while you were away")
    await asyncio.wait_for(bot.resumed.wait(), timeout=5)
    await emulator.wait_until(lambda: missed.id in bot.seen_messages, timeout=2)
    outcome = await emulator.slash(table.ana, table.channel, "echo", {"text": "still here"})
    assert outcome.original is not None and outcome.original.content == "still here"


async def test_fifty_concurrent_interactions_are_all_answered(emulator, table, bot, capsys):
    """50 slash commands injected at once: 50 answers, one each; prints the round-trip figures."""
    started = time.perf_counter()
    handles = [emulator.slash(table.ana, table.channel, "echo", {"text": f"n{i}"}) for i in range(50)]
    outcomes = await asyncio.gather(*handles)
    elapsed = time.perf_counter() - started
    assert sorted(m.content for m in emulator.messages(table.channel)) == sorted(f"n{i}" for i in range(50))
    callbacks = emulator.calls("POST /interactions/{interaction_id}/{token}/callback")
    assert len(callbacks) == 50 and {c.interaction_id for c in callbacks} == {o.interaction.id for o in outcomes}
    sequential = []
    for i in range(30):
        outcome = await emulator.slash(table.ana, table.channel, "echo", {"text": f"s{i}"}, quiet=0.005)
        sequential.append(outcome.round_trip_ms)
    concurrent = sorted(o.answer_ms for o in outcomes)
    with capsys.disabled():
        print(
            f"\nemulator round trip: sequential median {statistics.median(sequential):.2f} ms, "
            f"50 concurrent: median {statistics.median(concurrent):.1f} ms, max {concurrent[-1]:.1f} ms, "
            f"all 50 settled in {elapsed * 1000:.0f} ms"
        )
    assert statistics.median(sequential) < 250


async def test_bot_permissions_are_enforced(emulator, run_client):
    """A bot without Send Messages gets 403/50013 when it posts."""
    allowed = Permission.VIEW_CHANNEL | Permission.USE_APPLICATION_COMMANDS
    guild = emulator.create_guild("Strict", everyone_permissions=allowed, bot_permissions=allowed)
    channel = emulator.create_text_channel(guild, "quiet")
    cleo = emulator.create_member(guild, "Cleo")
    bot = EmulatorTestBot()
    await run_client(bot)
    outcome = await emulator.slash(cleo, channel, "count")
    assert outcome.ephemeral
    # The refused post follows the ephemeral answer; on a busy machine it may come after "quiet".
    await emulator.wait_until(lambda: bool(emulator.calls("POST /channels/{channel_id}/messages")))
    assert emulator.messages(channel) == []
    post = emulator.calls("POST /channels/{channel_id}/messages")[-1]
    assert (post.status, post.error_code) == (403, 50013)


async def test_turn_panel_on_an_ephemeral_message_defers_and_edits_in_place(emulator, table, bot):
    """Clicks on an ephemeral message: type 6, @original edits that message, ephemeral follow-ups; disabled stops."""
    opened = await emulator.slash(table.ana, table.channel, "panel")
    panel_message = opened.original
    assert panel_message is not None and panel_message.ephemeral
    with pytest.raises(InjectionError):
        emulator.click(table.ben, panel_message, "turn:0")
    first = await emulator.click(table.ana, panel_message, "turn:0")
    assert first.response_type == CallbackType.DEFERRED_UPDATE_MESSAGE and first.original is panel_message
    assert panel_message.content == "panel step 1" and [f.content for f in first.followups] == ["step 1 done"]
    await emulator.click(table.ana, panel_message, "turn:1")
    assert panel_message.buttons[0].disabled and panel_message.buttons[0].label == "Step 2"
    with pytest.raises(InjectionError):
        emulator.click(table.ana, panel_message, "turn:2")
    assert [m.content for m in emulator.ephemeral_messages(table.ana)] == ["panel step 2", "step 1 done", "step 2 done"]
    assert emulator.messages(table.channel) == []


async def test_a_public_follow_up_of_a_panel_click_lands_in_the_thread_and_is_the_bots_to_edit(emulator, table, bot):
    """A click on an ephemeral panel in a thread, answered by a non-ephemeral follow-up (a new board).

    What Discord does: a follow-up without the ephemeral flag, after the deferred response was
    edited, is a new public message in the interaction's channel, authored by the bot user
    (``webhook_id`` the application's), that mentions per its ``allowed_mentions``; the bot may
    then edit and delete it with its own token, like any message it wrote.
    """
    lobby = await bot.get_channel(table.channel.id).send("a game")
    made = await lobby.create_thread(name="game")
    thread = emulator.world.channels[made.id]
    opened = await emulator.slash(table.ana, thread, "handover", {"member": table.ben})
    panel_message = opened.original
    assert panel_message is not None and panel_message.ephemeral
    clicked = await emulator.click(table.ana, panel_message, f"handover:{table.ben.id}")
    (board,) = clicked.followups
    assert panel_message.content == "handed over"
    assert emulator.messages(thread) == [board] and not board.ephemeral and board.channel_id == thread.id
    assert board.author_id == bot.user.id and board.pinged == (table.ben.id,) and board.custom_ids == ["turn:0"]
    calls_before = len(emulator.rest_calls)
    target = bot.get_partial_messageable(thread.id).get_partial_message(board.id)
    await target.edit(content="an earlier board", view=None)
    assert emulator.message(board.id).content == "an earlier board" and emulator.message(board.id).custom_ids == []
    await target.delete()
    assert emulator.messages(thread) == [] and emulator.message(board.id).deleted
    assert all(call.authorized for call in emulator.rest_calls[calls_before:])  # with the bot token


async def test_a_public_thread_without_a_starter_message_leaves_its_notice_in_the_channel(emulator, table, bot):
    """POST /channels/{id}/threads: the thread, and in its channel Discord's "started a thread" notice (type 18).

    The notice's message_reference names the thread and server but no message: building its
    payload must not look one up.
    """
    made = await bot.get_channel(table.channel.id).create_thread(name="plain", type=discord.ChannelType.public_thread)
    (notice,) = emulator.messages(table.channel)
    assert notice.type == 18 and notice.thread_id == made.id and notice.content == "plain"
    fetched = await bot.get_channel(table.channel.id).fetch_message(notice.id)
    assert fetched.reference is not None and fetched.reference.channel_id == made.id


async def test_deletions_are_recorded_and_dispatched(emulator, table, bot):
    """A channel message and an @original reply deleted: gone from the channel, kept as deletions."""
    await emulator.slash(table.ana, table.channel, "purge")
    assert emulator.messages(table.channel) == []
    deleted = emulator.deleted_messages(table.channel)
    assert [m.content for m in deleted] == ["going", "temporary"] and all(m.deleted_at for m in deleted)
    await emulator.wait_until(lambda: sorted(bot.deleted_messages) == sorted(m.id for m in deleted))


async def test_history_and_fetch_read_the_channel(emulator, table, bot):
    """GET messages (newest first, or oldest first with after=) and GET one message."""
    for word in ("a", "b", "c", "d"):
        emulator.post_message(table.ben, table.channel, word)
    outcome = await emulator.slash(table.ana, table.channel, "recap")
    assert outcome.original is not None and outcome.original.content == "d c b / a b / b"


async def test_private_thread_members_and_visibility(emulator, table, bot):
    """A private thread: THREAD_CREATE, the bot joins, adds a member; others cannot use its buttons."""
    await emulator.slash(table.ana, table.channel, "private", {"member": table.ben})
    (thread,) = emulator.threads(table.channel)
    assert thread.type == 12 and set(thread.thread_members) == {emulator.bot.id, table.ben.id}
    (hello,) = emulator.messages(thread)
    assert hello.pinged == (table.ben.id,)
    with pytest.raises(InjectionError):
        emulator.click(table.ana, hello, "turn:0")
    outcome = await emulator.click(table.ben, hello, "turn:0")
    assert hello.content == "panel step 1" and outcome.followups[0].ephemeral_for == table.ben.id
    assert emulator.messages(table.channel) == []


async def test_a_private_threads_creator_removes_its_members_without_manage_threads(emulator, table, bot):
    """Remove Thread Member needs Manage Threads, or being the creator of a private thread (resources/channel)."""
    bot_role = emulator.bot_role(table.guild)
    emulator.set_role_permissions(table.guild, bot_role, int(BOT_DEFAULT) & ~int(Permission.MANAGE_THREADS))
    await emulator.slash(table.ana, table.channel, "private", {"member": table.ben})
    (thread,) = emulator.threads(table.channel)
    await bot.http.remove_user_from_thread(thread.id, table.ben.id)
    assert set(thread.thread_members) == {emulator.bot.id}
    thread.owner_id = table.ana.id  # a private thread someone else opened: Manage Threads is needed
    await bot.http.add_user_to_thread(thread.id, table.ben.id)
    with pytest.raises(discord.Forbidden):
        await bot.http.remove_user_from_thread(thread.id, table.ben.id)
    assert table.ben.id in thread.thread_members


async def test_a_servers_command_permissions_override_the_commands_defaults(emulator, table, bot):
    """Server Settings > Integrations: a member's own overwrite, then their roles', then @everyone's decide."""
    players = emulator.create_role(table.guild, "players")
    emulator.add_roles(table.ben, players)
    emulator.set_command_permissions(table.guild, "echo", {table.guild.id: False, players.id: True})
    with pytest.raises(InjectionError, match="denied"):
        emulator.slash(table.ana, table.channel, "echo", {"text": "hi"})
    assert (await emulator.slash(table.ben, table.channel, "echo", {"text": "hi"})).original is not None
    emulator.set_command_permissions(
        table.guild, "echo", {table.guild.id: False, players.id: True, table.ben.id: False}
    )
    with pytest.raises(InjectionError, match="denied"):
        emulator.slash(table.ben, table.channel, "echo", {"text": "hi"})


async def test_member_permissions_reach_the_bot_and_embeds_are_read_back(emulator, table, bot):
    """A Manage Threads role shows in the interaction's permissions; the reply's embed is readable."""
    moderators = emulator.create_role(table.guild, "Moderators", permissions=Permission.MANAGE_THREADS)
    emulator.add_roles(table.ben, moderators)
    player = await emulator.slash(table.ana, table.channel, "whoami")
    moderator = await emulator.slash(table.ben, table.channel, "whoami")
    assert player.original is not None and moderator.original is not None
    assert [o.original.embeds[0]["description"] for o in (player, moderator)] == ["player", "moderator"]
    assert "Your role" in moderator.original.visible_text()


def test_snowflakes_increase_and_carry_their_time():
    """Ids made in the same millisecond still increase; the time part decodes to now."""
    ids = SnowflakeFactory()
    made = [ids.next() for _ in range(1000)]
    assert made == sorted(set(made))
    assert abs((snowflake_time(made[-1]) - now()).total_seconds()) < 5


async def test_slash_command_in_a_dm_with_the_bot(emulator, table, bot):
    """A DM interaction carries ``user`` instead of ``member``; the reply lands in the DM channel."""
    dm = emulator.open_dm(table.ana)
    outcome = await emulator.slash(table.ana, dm, "echo", {"text": "just us"})
    assert outcome.original is not None and outcome.original.guild_id is None
    assert "member" not in outcome.interaction.payload and outcome.interaction.payload["user"]["id"] == str(
        table.ana.id
    )
    assert [m.content for m in emulator.dms(table.ana)] == ["just us"]


async def test_edit_rate_can_be_measured_per_channel(emulator, table, bot):
    """The busiest 5-second window of message edits in a channel (Discord allows about 5)."""
    await emulator.slash(table.ana, table.channel, "count")
    await emulator.slash(table.ana, table.channel, "count")
    assert emulator.busiest_edit_window(table.channel) == 4
    assert emulator.busiest_edit_window(table.channel, seconds=0.0) == 1


async def test_a_refused_callback_is_named_when_the_interaction_fails(emulator, table, bot):
    """The failure message says which of the bot's answers Discord refused, and why."""
    emulator.response_deadline = 0.6  # short, yet long enough for a loaded machine to answer in time
    with pytest.raises(InteractionFailed, match=r"POST /interactions/.*400 Invalid Form Body.*2000"):
        await emulator.slash(table.ana, table.channel, "broken")


async def test_any_client_starts_quickly(emulator, table, run_client):
    """A plain discord.Client built without options is ready in well under its default two-second wait."""
    started = time.perf_counter()
    client = discord.Client(intents=discord.Intents.default())
    await run_client(client)
    assert client.is_ready() and time.perf_counter() - started < 1.5
    assert client.get_guild(table.guild.id) is not None


# --- Fault injection --------------------------------------------------------------------------------

POST_MESSAGE = "POST /channels/{channel_id}/messages"


def outcomes(emulator: DiscordEmulator, key: str = POST_MESSAGE) -> list[tuple[int | None, int | None]]:
    """(status, error code) of every call to a route, in order."""
    return [(c.status, c.error_code) for c in emulator.calls(key)]


async def test_an_injected_403_fails_once_with_its_code(emulator, table, bot):
    """fail(status=403, code=50013): one Forbidden carrying the code, then the route works again."""
    emulator.fail(POST_MESSAGE, status=403, code=50013)
    channel = bot.get_partial_messageable(table.channel.id)
    with pytest.raises(discord.Forbidden) as refused:
        await channel.send("first")
    assert refused.value.code == 50013 and refused.value.status == 403
    await channel.send("second")
    assert [m.content for m in emulator.messages(table.channel)] == ["second"]
    assert outcomes(emulator) == [(403, 50013), (200, None)] and emulator.faults.armed == []


async def test_injected_500s_are_retried_by_discord_py_until_its_five_tries_run_out(emulator, table, bot, fast_retries):
    """Two 500s: discord.py's own retries get through. Five: it gives up with DiscordServerError."""
    channel = bot.get_partial_messageable(table.channel.id)
    emulator.fail(POST_MESSAGE, status=500, times=2)
    await channel.send("after two")
    assert outcomes(emulator) == [(500, 0), (500, 0), (200, None)]
    emulator.fail(POST_MESSAGE, status=500, times=5)
    with pytest.raises(discord.DiscordServerError):
        await channel.send("never")
    assert outcomes(emulator)[3:] == [(500, 0)] * 5
    assert [m.content for m in emulator.messages(table.channel)] == ["after two"]


async def test_an_injected_429_makes_discord_py_wait_retry_after_and_retry(emulator, table, bot):
    """A 429 with Discord's body and Via header: discord.py sleeps ``retry_after`` and tries again."""
    emulator.fail(POST_MESSAGE, status=429, times=2, retry_after=0.02)
    started = time.perf_counter()
    await bot.get_partial_messageable(table.channel.id).send("patient")
    assert time.perf_counter() - started >= 0.04
    assert outcomes(emulator) == [(429, 0), (429, 0), (200, None)]
    assert [m.content for m in emulator.messages(table.channel)] == ["patient"]


async def test_a_fault_limited_to_one_channel_leaves_the_others_alone(emulator, table, bot):
    """``only={"channel_id": ...}``: posts elsewhere work; an edit (another route) is never touched."""
    other = emulator.create_text_channel(table.guild, "other")
    emulator.fail(POST_MESSAGE, status=500, times=1, only={"channel_id": other.id})
    sent = await bot.get_partial_messageable(table.channel.id).send("here")
    await sent.edit(content="here, edited")
    assert outcomes(emulator) == [(200, None)] and len(emulator.faults.armed) == 1
    emulator.faults.clear()
    await bot.get_partial_messageable(other.id).send("there")
    assert [m.content for m in emulator.messages(other)] == ["there"]


async def test_an_enforced_nonce_returns_the_first_message_instead_of_a_second(emulator, table, bot):
    """``enforce_nonce``: the same nonce returns the first message (never a deleted one); over 25 characters: 400."""
    url = f"{emulator.api_url}/channels/{table.channel.id}/messages"
    headers = {"Authorization": f"Bot {emulator.token}"}
    async with aiohttp.ClientSession() as session:

        async def post(nonce: str, enforce: bool = True) -> dict:
            body = {"content": "board", "nonce": nonce, "enforce_nonce": enforce}
            async with session.post(url, json=body, headers=headers) as response:
                return {"status": response.status, **(await response.json())}

        first, again, other = await post("b1"), await post("b1"), await post("b2")
        assert first["id"] == again["id"] != other["id"]
        assert (await post("b1", enforce=False))["id"] != first["id"]
        emulator.delete_message(emulator.message(int(other["id"])))
        assert (await post("b2"))["id"] != other["id"]
        assert (await post("x" * 26))["status"] == 400
    assert [m.content for m in emulator.messages(table.channel)].count("board") == 3  # 4 created, 1 deleted
