"""Looking without moving: /game board, hand, log, list and rules (all answered only to the caller)."""

import io

from PIL import Image

from bot.client import build_bot
from bot.config import Settings
from bot.service import GameService
from engine.biblios import GAME as BIBLIOS
from tests.bot.doubles import open_table, picture_bytes, run_command


async def command(fake, bot, user, name, channel_id, **params):
    interaction, seen = fake.interaction(bot, user, channel_id=channel_id)
    await run_command(bot, name, interaction, **params)
    assert all(d == {"ephemeral": True, "thinking": True} for d in seen.deferred)
    return seen.last


async def test_board_shows_the_current_board_to_the_caller_only(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    shown = await command(fake, bot, fake.member(3, "Cleo"), "game board", table.thread_id)
    assert shown.ephemeral and "**Toy** · game #1" in shown.content and shown.mentioned_users == set()
    assert shown.files[0].filename == "toy-1-0.png" and shown.files[0].description.startswith("Table:")


async def test_hand_shows_the_callers_private_view(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    interaction, _ = fake.interaction(bot, table.players[0], channel_id=table.thread_id)
    await run_command(bot, "play", interaction, choice="v0:o1")
    shown = await command(fake, bot, table.players[0], "game hand", table.thread_id)
    assert shown.ephemeral and "your private view, Ana" in shown.content and '"pick": 2' in shown.content
    shown = await command(fake, bot, table.players[1], "game hand", table.thread_id)
    assert '"pick": null' in shown.content
    shown = await command(fake, bot, fake.member(3, "Cleo"), "game hand", table.thread_id)
    assert shown.content == "You are not playing in this game."


async def test_log_replays_the_public_events_only(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    ana, ben = table.players
    for player, choice in [(ana, "v0:o2"), (ben, "v1:o0")]:
        interaction, _ = fake.interaction(bot, player, channel_id=table.thread_id)
        await run_command(bot, "play", interaction, choice=choice)
    shown = await command(fake, bot, ana, "game log", table.thread_id)
    assert shown.content.splitlines()[1:] == [
        "• Ana picked in secret",
        "• Ben picked in secret",
        "• The picks are revealed: 3, 1",
    ]
    shown = await command(fake, bot, ana, "game log", table.thread_id, count=1)
    assert shown.content.splitlines()[1:] == ["• The picks are revealed: 3, 1"]


async def test_list_shows_the_open_games_of_the_server_and_whom_they_wait_for(fake, bot):
    await open_table(fake, bot, "toy", ["Ana", "Ben"])
    await open_table(fake, bot, "poll", ["Cleo"], start=False)
    shown = await command(fake, bot, fake.member(9, "Dan"), "game list", 9001)
    lines = shown.content.splitlines()
    assert lines[0] == "Open games in this server:"
    assert lines[1].startswith("• #2 Poll (Cleo): in the lobby")
    assert lines[2].startswith("• #1 Toy (Ana, Ben): waiting on Ana")


async def test_rules_show_the_games_summary_in_its_thread_or_by_name(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana"])
    shown = await command(fake, bot, table.players[0], "game rules", table.thread_id)
    assert "Take 1-3 tokens" in shown.content
    shown = await command(fake, bot, table.players[0], "game rules", 9001, game="poll")
    assert "ring the bell" in shown.content
    shown = await command(fake, bot, fake.member(7, "Eve"), "game rules", 9001)
    assert "Choose the game" in shown.content


async def test_the_real_biblios_renderer_draws_the_board_and_the_hand(fake, database):
    """One game with the real images: valid PNGs of a phone-friendly width, well under Discord's 10 MiB."""
    service = GameService(database, games={"biblios": BIBLIOS}, seeds=lambda: 3)
    real = build_bot(Settings(), database, service=service, edit_window=60.0)
    fake.install(real)
    await real.install()
    table = await open_table(fake, real, "biblios", ["Ana", "Ben"])
    [board] = [m for m in fake.in_channel(table.thread_id) if m.files]
    [_preflight, dm] = fake.dms[table.players[0].id]
    for png in picture_bytes(board) + picture_bytes(dm):
        image = Image.open(io.BytesIO(png))
        assert image.format == "PNG" and 560 <= image.width <= 700 and len(png) < 2 * 1024 * 1024
    assert board.files[0].description.startswith("Biblios")
