"""/mygames and the channel dashboard (issue 11, "My games") through the Discord emulator."""

import discord

from bot.cogs.mine import NOT_A_MODERATOR

DASHBOARD_GAP = 0.2  # seconds between two edits of a dashboard (10 in the bot)


def ephemeral_texts(outcome) -> list[str]:
    return [m.content for m in outcome.messages if m.ephemeral_for is not None]


async def test_mygames_and_a_dashboard_that_follows_a_move(table):
    emulator = table.emulator
    ana, ben, cy, dan = table.members
    mods = emulator.create_role(table.guild, "Moderators", permissions=discord.Permissions(manage_threads=True))
    emulator.add_roles(dan, mods)
    table.live.dashboards.gap = DASHBOARD_GAP
    game = await table.open_game("biblios", [ana, ben])
    service = table.live.service
    record = await service.get(game.game_id)
    [first] = service.pending_seats(record)
    mover, other = game.players[first], game.players[1 - first]

    mine = await table.do(emulator.slash(mover, table.channel, "mygames", {}))
    [text] = ephemeral_texts(mine)
    board = f"https://discord.com/channels/{table.guild.id}/{game.thread.id}/{record.board_message_id}"
    assert text.splitlines() == [
        "**Your games in this server** (1; your turn in 1)",
        f"• **Biblios** #{game.game_id} · **your turn** · <#{game.thread.id}> · [board]({board})",
    ]
    theirs = ephemeral_texts(await table.do(emulator.slash(other, table.channel, "mygames", {})))
    assert f"waiting on {mover.display_name}" in theirs[0]
    nobody = ephemeral_texts(await table.do(emulator.slash(cy, table.channel, "mygames", {})))
    assert nobody == ["You are in no game here. /game new opens one."]

    refused = await table.do(emulator.slash(cy, table.channel, "game dashboard", {}))
    assert ephemeral_texts(refused) == [NOT_A_MODERATOR]
    posted = await table.do(emulator.slash(dan, table.channel, "game dashboard", {}))
    assert "The dashboard is up" in ephemeral_texts(posted)[0]
    [dashboard] = [m for m in emulator.messages(table.channel) if m.content.startswith("**Games in")]
    assert f"waiting on {mover.display_name} · <#{game.thread.id}>" in dashboard.content
    assert dashboard.pinged == ()

    # The first player plays until someone else is waited on: the dashboard follows within its gap, pinging nobody.
    after = record
    for _ in range(20):
        [seat] = service.pending_seats(after)
        if seat != first:
            break
        await table.do(emulator.slash(mover, game.thread, "play", {"choice": f"v{after.version}:o0"}))
        after = await service.get(game.game_id)
    assert seat != first
    shown = f"waiting on {game.players[seat].display_name} · <#{game.thread.id}>"
    await emulator.wait_until(lambda: shown in emulator.message(dashboard.id).content)
    edited = emulator.message(dashboard.id)
    assert edited.pinged == () and len(edited.revisions) == 2, "one edit for the whole turn"
    now = await service.get(game.game_id)
    assert f"/{game.thread.id}/{now.board_message_id})" in edited.content, "the link goes to the board now up"

    removed = await table.do(emulator.slash(dan, table.channel, "game dashboard", {"mode": "off"}))
    assert ephemeral_texts(removed) == ["The dashboard of this channel is taken down."]
    assert emulator.message(dashboard.id).deleted
