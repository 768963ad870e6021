"""Ratings and statistics through the Discord emulator (issue 14): a game played to its end, then /stats,
/leaderboard and /game history, and the final result message they link to."""

from storage.models import GameStatus


def ephemeral_texts(outcome) -> list[str]:
    return [m.content for m in outcome.messages if m.ephemeral_for is not None]


async def test_a_finished_game_shows_in_stats_leaderboard_and_history(table):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    game = await table.open_game("biblios", [ana, ben])
    service = table.live.service
    record = await service.get(game.game_id)
    while record.status == GameStatus.ACTIVE:
        seat = service.pending_seats(record)[0]
        player = game.players[seat]
        await table.do(emulator.slash(player, game.thread, "play", {"choice": f"v{record.version}:o0"}))
        record = await service.get(game.game_id)
    assert record.status == GameStatus.FINISHED
    await table.flush()
    result = service.spec(record).result(record.state)
    ranks = {game.players[s.seat].id: s.rank for s in result.standings}
    winner = min(game.players, key=lambda p: ranks[p.id])

    stats = ephemeral_texts(await table.do(emulator.slash(winner, table.channel, "stats", {})))
    lines = stats[0].splitlines()
    assert lines[0] == f"**Statistics of <@{winner.id}>** in this server · 1 finished game"
    assert lines[1].startswith("**Biblios** · rating **") and lines[1].endswith("after 1 rated game")
    assert lines[2] == "• 1 game · 1 win · places: 1st ×1"

    board = await table.do(emulator.slash(cy, table.channel, "leaderboard", {"game": "biblios"}))
    [text] = ephemeral_texts(board)
    assert [line.split(" · ")[0] for line in text.splitlines()[1:3]] == [
        f"{n}. <@{p.id}>" for n, p in enumerate(sorted(game.players, key=lambda p: ranks[p.id]), start=1)
    ]
    public = await table.do(emulator.slash(cy, table.channel, "leaderboard", {"game": "biblios", "public": True}))
    assert (
        not public.ephemeral
        and public.original.pinged == ()
        and public.original.content.splitlines()[1:3] == (text.splitlines()[1:3])
    )

    hidden = await table.do(emulator.slash(ben, table.channel, "me leaderboard", {"choice": "hide"}))
    assert ephemeral_texts(hidden)[0].startswith("Leaderboards no longer list you")
    refused = await table.do(emulator.slash(ana, table.channel, "stats", {"member": ben}))
    assert ephemeral_texts(refused) == [
        f"<@{ben.id}> chose to keep their statistics private: they opted out of leaderboards."
    ]
    refused = await table.do(emulator.slash(ana, table.channel, "game history", {"member": ben}))
    assert ephemeral_texts(refused) == [
        f"<@{ben.id}> chose to keep their games private: they opted out of leaderboards."
    ]
    own = ephemeral_texts(await table.do(emulator.slash(ben, table.channel, "game history", {})))
    assert own[0].startswith(f"**Games of <@{ben.id}>**")
    after = ephemeral_texts(await table.do(emulator.slash(cy, table.channel, "leaderboard", {"game": "biblios"})))
    assert f"<@{ben.id}>" not in after[0] and f"<@{ana.id}>" in after[0]

    history = ephemeral_texts(await table.do(emulator.slash(ana, table.channel, "game history", {})))
    record = await service.get(game.game_id)
    link = f"https://discord.com/channels/{table.guild.id}/{game.thread.id}/{record.board_message_id}"
    assert f"[result]({link})" in history[0]
    final = emulator.message(record.board_message_id)
    assert "is over" in final.content and final.attachments and not final.deleted

    # Results that last: a restart and a full repair pass leave the result message as it was.
    revisions = len(final.revisions)
    await table.restart()
    await table.live.reconciler.run_once(sweep=True)
    await table.flush()
    kept = emulator.message(record.board_message_id)
    assert not kept.deleted and len(kept.revisions) == revisions and kept.attachments
    assert (await table.live.service.get(game.game_id)).board_message_id == record.board_message_id
    again = ephemeral_texts(await table.do(emulator.slash(ana, table.channel, "game history", {})))
    assert f"[result]({link})" in again[0]
