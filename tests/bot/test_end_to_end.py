"""The real bot through the real discord.py client, against the local Discord API emulator (DESIGN.md "Testing").

The other tests of this package use spec'd doubles; these check the same flows on the wire:
the defer types, the lobby's thread, ephemeral panels edited in place, who is pinged, the
refused DM and the thread notice, and that no request is one Discord would refuse.
"""

import asyncio
from collections.abc import AsyncIterator

import pytest

from bot.client import GameBot, build_bot
from bot.config import Settings
from bot.service import GameService
from discord_emulator import CallbackType, DiscordEmulator, pointed_at, start_client
from tests.bot.conftest import TEST_GAMES, renderer_for

QUIET = 0.05  # seconds without a REST call before the emulator counts an interaction as handled
HANDLERS = ("CommandTree-invoker", "discord-ui-dynamic-item-")  # discord.py's task names for our handlers


async def done(handle):
    """The outcome of an injected interaction, once the bot's handler has finished (not merely paused).

    Between REST calls the bot writes to SQLite and renders, which under load can outlast any
    fixed quiet time; so wait for discord.py's handler tasks themselves, then for the emulator.
    """
    outcome = await handle
    while busy := [t for t in asyncio.all_tasks() if not t.done() and t.get_name().startswith(HANDLERS)]:
        await asyncio.gather(*busy, return_exceptions=True)
    await handle.emulator.settle(quiet=QUIET)
    return outcome


@pytest.fixture
async def emulator() -> AsyncIterator[DiscordEmulator]:
    """A running emulator that discord.py talks to; the test fails on any route or request it does not know."""
    emulator = DiscordEmulator()
    await emulator.start()
    try:
        with pointed_at(emulator):
            yield emulator
    finally:
        await emulator.stop()
    problems = [f"unsupported route: {r}" for r in emulator.unsupported]
    problems += [f"emulator error: {e}" for e in emulator.internal_errors]
    if problems:
        pytest.fail("\n".join(problems))


@pytest.fixture
async def live_bot(emulator, database) -> AsyncIterator[GameBot]:
    """Our bot, logged in to the emulator (migrated, commands synced, components registered)."""
    service = GameService(database, games=TEST_GAMES, renderer_for=renderer_for, seeds=lambda: 7)
    bot = build_bot(Settings(), database, service=service)
    runner = await start_client(emulator, bot)
    yield bot
    await runner.stop()


async def test_a_poll_game_on_the_wire(emulator, live_bot):
    guild = emulator.create_guild("Board games")
    channel = emulator.create_text_channel(guild, "games")
    ana, ben = emulator.create_member(guild, "Ana"), emulator.create_member(guild, "Ben")
    emulator.refuse_dms(ben)
    top = {command.name for command in emulator.commands()}
    assert top == {"game", "play", "me", "mygames", "stats", "leaderboard", "campaign", "server", "moderate"}

    created = await done(emulator.slash(ana, channel, "game new", {"game": "poll"}))
    assert created.response_type == CallbackType.DEFERRED_CHANNEL_MESSAGE and not created.ephemeral
    lobby = emulator.messages(channel)[-1]
    (thread,) = emulator.threads(channel)
    assert thread.name == "Poll #1" and lobby.thread_id == thread.id
    assert lobby.custom_ids == [
        *(f"bg:l:1:{verb}" for verb in ("join", "leave", "start", "bot", "unbot")),
        "bg:l:1:colour",  # each player's seat colour (issue 26)
        *(f"bg:l:1:opt:{n}" for n in range(3)),
    ]

    joined = await done(emulator.click(ben, lobby, label="Join"))
    assert joined.response_type == CallbackType.DEFERRED_UPDATE_MESSAGE and "Ana (creator), Ben" in lobby.content
    await done(emulator.click(ana, lobby, label="Start"))
    await live_bot.choreographer.flush()
    assert lobby.custom_ids == [] and "Started" in lobby.content
    board = emulator.messages(thread)[0]
    assert set(board.pinged) == {ana.id, ben.id} and board.custom_ids == ["bg:t:1"]
    assert board.attachments and board.attachments[0].description.startswith("Table:")
    notices = [m for m in emulator.messages(thread) if "can't send" in m.content]
    assert len(notices) == 1 and set(notices[0].pinged) == {ben.id}
    assert len(emulator.dms(ana)) == 1

    opened = await done(emulator.click(ana, board, label="Take your turn"))
    panel = opened.original
    assert opened.ephemeral and panel.custom_ids == ["bg:o:1:0:0:0", "bg:o:1:0:0:1", "bg:o:1:0:0:2"]
    picked = await done(emulator.click(ana, panel, label="Number 3"))
    assert picked.response_type == CallbackType.DEFERRED_UPDATE_MESSAGE and picked.original is panel
    assert "You picked 3" in panel.content and "waiting on Ben" in panel.content
    assert "Number 3" not in "".join(m.visible_text() for m in emulator.messages(thread))
    assert set(emulator.messages(thread)[-1].pinged) == {ben.id}

    typed = await done(emulator.autocomplete(ben, thread, "play", {"choice": "number 1"}, focused="choice"))
    assert typed.choices == [{"name": "Number 1", "value": "v1:o0"}]
    played = await done(emulator.slash(ben, thread, "play", {"choice": "v1:o0"}))
    assert (
        played.ephemeral and "You picked 1" in played.original.content and "waiting on Ana" in played.original.content
    )
    ring_board = emulator.messages(thread)[-1]
    assert set(ring_board.pinged) == {ana.id} and "The picks are revealed: 3, 1" in ring_board.content

    stale = await done(emulator.click(ben, ring_board, label="Ring once"))
    assert stale.ephemeral and "Those choices are for Ana." in stale.original.content
    await done(emulator.click(ana, ring_board, label="Ring twice"))
    await live_bot.choreographer.flush()
    record = await live_bot.service.get(1)
    assert record.version == 3 and record.state.round == 2
    assert emulator.busiest_edit_window(thread) <= 5


async def test_every_command_on_the_wire_and_a_game_to_its_end(emulator, live_bot):
    guild = emulator.create_guild("Board games")
    channel = emulator.create_text_channel(guild, "games")
    ana, ben = emulator.create_member(guild, "Ana"), emulator.create_member(guild, "Ben")
    await done(emulator.slash(ana, channel, "game new", {"game": "toy"}))
    lobby = emulator.messages(channel)[-1]
    await done(emulator.click(ben, lobby, label="Join"))
    await done(emulator.select(ana, lobby, "bg:l:1:opt:0", ["0:1"]))
    assert "Tokens in the pile: 12" in lobby.content
    await done(emulator.select(ana, lobby, "bg:l:1:opt:0", ["0:0"]))
    await done(emulator.click(ana, lobby, label="Start"))
    (thread,) = emulator.threads(channel)

    for command, options, expected in [
        ("game board", {}, "**Toy** · game #1"),
        ("game hand", {}, "your private view, Ana"),
        ("game rules", {}, "Take 1-3 tokens"),
        ("game list", {}, "#1 Toy (Ana, Ben)"),
    ]:
        shown = await done(emulator.slash(ana, thread, command, options))
        assert shown.ephemeral and expected in shown.original.content, (command, shown.original.content)

    await done(emulator.slash(ana, thread, "play", {"choice": "Take 3"}))
    undone = await done(emulator.slash(ana, thread, "game undo", {}))
    assert "Your last move was taken back." in undone.original.content
    for player, choice in [(ana, "Take 3"), (ben, "Take 2"), (ana, "Take 1")]:  # the pile of 6 is empty
        await done(emulator.slash(player, thread, "play", {"choice": choice}))
    log = await done(emulator.slash(ben, channel, "game log", {"game": "1"}))
    assert log.original.content.splitlines()[1:] == ["• Ana takes 3", "• Ben takes 2", "• Ana takes 1"]

    await live_bot.choreographer.flush()
    result = emulator.messages(thread)[-1]
    assert "Winner: Ana." in result.content and set(result.pinged) == {ana.id, ben.id}
    assert result.custom_ids == ["bg:l:1:rematch"]  # the one button left: Rematch (issue 26)
    assert all(message.custom_ids == [] for message in emulator.messages(thread) if message.id != result.id)
    assert "Finished. Winner: Ana." in lobby.content
    over = await done(emulator.slash(ben, thread, "game resign", {}))
    assert over.original.content == "This game is over."
