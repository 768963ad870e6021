"""Campaigns through the Discord emulator (issue 14): a 2-game campaign of Biblios played to its final summary."""

from storage.models import GameStatus


def ephemeral_texts(outcome) -> list[str]:
    return [m.content for m in outcome.messages if m.ephemeral_for is not None]


async def play_out(table, game_id: int) -> None:
    """Every pending seat takes its first option through /play in the game's thread until the game ends."""
    service = table.live.service
    record = await service.get(game_id)
    thread = table.emulator.world.channels[record.thread_id]
    members = {member.id: member for member in table.members}
    while record.status == GameStatus.ACTIVE:
        seat = service.pending_seats(record)[0]
        player = members[record.seats[seat].user_id]
        await table.do(table.emulator.slash(player, thread, "play", {"choice": f"v{record.version}:o0"}))
        record = await service.get(game_id)
    await table.flush()


async def test_a_two_game_campaign_is_played_to_its_final_summary(table):
    emulator, channel = table.emulator, table.channel
    ana, ben, cy, _ = table.members
    service = table.live.service

    # Bad input changes nothing: a points scheme with a word in it.
    refused = await table.do(
        emulator.slash(ana, channel, "campaign new", {"name": "Cup", "game": "biblios", "points": "5-x-1"})
    )
    assert (
        refused.messages[-1].content == "“x” is not a number of points: give whole numbers from best place to "
        "worst, separated by dashes, e.g. 5-3-2-1."
    )
    assert await service.store.campaigns.list_campaigns(table.guild.id) == []

    created = await table.do(
        emulator.slash(ana, channel, "campaign new", {"name": "Autumn cup", "game": "biblios", "points": "5-2"})
    )
    message = created.original
    assert message is not None and not created.ephemeral
    [campaign] = await service.store.campaigns.list_campaigns(table.guild.id)
    assert campaign.message_id == message.id and campaign.kind == "fixed"
    assert message.custom_ids[:2] == [f"bg:m:{campaign.id}:join", f"bg:m:{campaign.id}:leave"]
    assert all(c.startswith(f"bg:m:{campaign.id}:0:opt:") for c in message.custom_ids[2:])
    assert "Points 5-2 (1st 5, 2nd 2, lower places 0" in message.content

    added = await table.do(emulator.slash(ana, channel, "campaign add", {"game": "biblios"}))
    assert ephemeral_texts(added)[0].startswith("Title 2 of **Autumn cup**: **Biblios**")
    assert "2. **Biblios**" in emulator.message(message.id).content
    await table.do(emulator.click(ben, emulator.message(message.id), label="Join"))
    assert "Members (2): Ana, Ben" in emulator.message(message.id).content

    # Only its creator schedules; the first game of the fixed list seats both members at once.
    not_yours = await table.do(emulator.slash(ben, channel, "campaign schedule", {}))
    assert ephemeral_texts(not_yours) == ["Only the member who created this campaign can do that."]
    first = await table.do(emulator.slash(ana, channel, "campaign schedule", {}))
    [game_one] = await service.store.campaigns.games(campaign.id)
    assert game_one.status == GameStatus.ACTIVE and {user for user, _ in game_one.players} == {ana.id, ben.id}
    assert f"game #{game_one.game_id} Biblios in <#{game_one.thread_id}>" in ephemeral_texts(first)[0]
    thread = emulator.world.channels[game_one.thread_id]
    board = emulator.messages(thread)[0]
    assert board.pinged and set(board.pinged) <= {ana.id, ben.id} and board.custom_ids == [f"bg:t:{game_one.game_id}"]
    campaign = await service.store.campaigns.get(campaign.id)
    summary = emulator.message(campaign.summary_message_id)
    assert summary.id in emulator.world.channels[channel.id].pins and summary.pinged == ()
    assert "Games: 0 played · 1 running" in summary.content and "Next up: game 2 of 2: Biblios." in summary.content
    joined = await table.do(emulator.click(cy, emulator.message(message.id), label="Leave"))
    assert ephemeral_texts(joined) == ["You are not in this campaign."]

    await play_out(table, game_one.game_id)
    record = await service.get(game_one.game_id)
    points = {
        user: (5, 2)[rank - 1] if rank <= 2 else 0
        for (user, _), rank in zip(game_one.players, _ranks(record), strict=True)
    }
    summary = emulator.message(summary.id)
    assert "Games: 1 played · 0 running" in summary.content and summary.pinged == ()
    assert len(summary.revisions) >= 1 and campaign.status == "running"

    await table.do(emulator.slash(ana, channel, "campaign schedule", {}))
    game_two = next(g for g in await service.store.campaigns.games(campaign.id) if g.game_id != game_one.game_id)
    await play_out(table, game_two.game_id)
    record = await service.get(game_two.game_id)
    for (user, _), rank in zip(game_two.players, _ranks(record), strict=True):
        points[user] += (5, 2)[rank - 1] if rank <= 2 else 0

    # The schedule is done and no game runs: the campaign ended by itself, with its final image.
    ended = await service.store.campaigns.get(campaign.id)
    assert ended.status == "ended"
    final = emulator.messages(channel)[-1]
    assert final.content.startswith("🏁 **Autumn cup** is over after 2 games.") and final.attachments
    assert final.attachments[0].description.startswith("Autumn cup — final standings.")
    summary = emulator.message(summary.id)
    assert "The campaign has ended: these are the final standings." in summary.content
    assert summary.pinged == () and not summary.mentions
    standings = await service.store.campaigns.standings(campaign.id)
    assert {line.user_id: line.points for line in standings} == points
    assert {line.user_id: line.games for line in standings} == {ana.id: 2, ben.id: 2}
    assert emulator.message(message.id).custom_ids == [] and "This campaign has ended." in (
        emulator.message(message.id).content
    )

    shown = ephemeral_texts(
        await table.do(emulator.slash(cy, channel, "campaign standings", {"campaign": str(campaign.id)}))
    )
    top = max(standings, key=lambda line: line.points)
    assert f"1. {top.name} — **{top.points}** points · 2 games" in shown[0]
    history = ephemeral_texts(
        await table.do(emulator.slash(ben, channel, "campaign history", {"campaign": str(campaign.id)}))
    )
    assert history[0].startswith("**Autumn cup** · 2 finished games, latest first:")
    assert f"#{game_two.game_id} Biblios" in history[0].splitlines()[1]
    again = await table.do(emulator.slash(ana, channel, "campaign schedule", {"campaign": str(campaign.id)}))
    assert ephemeral_texts(again) == ["This campaign has ended."]


def _ranks(record) -> list[int]:
    result = record.spec.result(record.state)
    by_seat = {standing.seat: standing.rank for standing in result.standings}
    return [by_seat[seat] for seat in range(len(record.seats))]
