"""Who may do what per server, private tables and moderators on record, through the emulator (issue 26).

``/server settings`` (Manage Server only, hidden from others by ``default_member_permissions`` and
refused by the bot when a server widens it), the game host role, the channels games are opened in,
the most open games per member, private game threads, and ``/moderate`` with its log lines.
"""

import re

import pytest

from discord_emulator.interactions import InjectionError
from discord_emulator.model import ChannelType
from discord_emulator.permissions import BOT_DEFAULT, EVERYONE_DEFAULT, Permission
from storage.models import AutoReason, GameStatus

LOBBY_ID = re.compile(r"bg:l:(\d+):join")


def game_of(lobby) -> int:
    return next(int(m[1]) for c in lobby.custom_ids if (m := LOBBY_ID.fullmatch(c)))


def told(outcome) -> str:
    """What the member alone was shown (the ephemeral answer and follow-ups)."""
    return "\n".join(m.content for m in outcome.messages if m.ephemeral_for is not None)


def manager(table):
    """Dan, who may manage the server (and nothing else)."""
    role = table.emulator.create_role(table.guild, "managers", permissions=int(Permission.MANAGE_GUILD))
    table.emulator.add_roles(table.members[3], role)
    return table.members[3]


async def settings(table, who, **options):
    return await table.do(table.emulator.slash(who, table.channel, "server settings", options))


async def new_game(table, creator, channel=None, **options):
    emulator = table.emulator
    return await table.do(emulator.slash(creator, channel or table.channel, "game new", {"game": "biblios", **options}))


async def started(table, creator, joiners, **options):
    """A lobby opened by ``creator``, joined by ``joiners`` and started; seats in the order they were taken."""
    emulator = table.emulator
    lobby = (await new_game(table, creator, **{"seat_order": "joined", **options})).original
    game_id = game_of(lobby)
    for member in joiners:
        await table.do(emulator.click(member, emulator.message(lobby.id), label="Join"))
    await table.do(emulator.click(creator, emulator.message(lobby.id), label="Start"))
    return lobby, game_id


async def test_server_settings_are_for_managers_only_even_when_a_server_shows_the_command_to_all(table):
    emulator = table.emulator
    ana = table.members[0]
    with pytest.raises(InjectionError, match="hidden"):  # Discord hides it (default_member_permissions)
        emulator.slash(ana, table.channel, "server settings", {})
    emulator.set_command_permissions(table.guild, "server", {table.guild.id: True})  # a server shows it to all
    refused = told(await settings(table, ana, max_games=1))
    assert refused == "Only a member who may manage this server can see or change its settings. Nothing was changed."
    assert (await table.live.service.store.servers.settings(table.guild.id)).max_open_games is None

    dan = manager(table)
    shown = told(await settings(table, dan))
    assert shown.splitlines() == [
        "This server's settings for board games:",
        "Game host role: none (a game's creator and members with Manage Threads moderate it).",
        "Games may be opened in: any text channel.",
        "Open games per member: no limit.",
        "Language of new games: English.",
    ]
    hosts = emulator.create_role(table.guild, "game hosts")
    shown = told(await settings(table, dan, host_role=hosts, max_games=3))
    assert f"Game host role: <@&{hosts.id}>" in shown and "at most 3 (lobbies included)" in shown
    assert shown.startswith("Saved.")
    refused = told(await settings(table, dan, channels="#nowhere"))
    assert refused.startswith("“#nowhere” is not a text channel of this server")
    refused = told(await settings(table, dan, host_role=table.guild.everyone))
    assert refused.startswith("@everyone cannot be the game host role")
    stored = await table.live.service.store.servers.settings(table.guild.id)
    assert (stored.host_role_id, stored.game_channels, stored.max_open_games) == (hosts.id, (), 3)


async def test_games_open_only_in_the_channels_the_server_names(table):
    emulator = table.emulator
    ana = table.members[0]
    dan = manager(table)
    games_room = emulator.create_text_channel(table.guild, "games-room")
    await settings(table, dan, channels=f"<#{games_room.id}>")
    before = len(emulator.messages(table.channel))
    refused = await new_game(table, ana)
    assert told(refused) == f"Games are opened in <#{games_room.id}> in this server."
    assert refused.ephemeral and len(emulator.messages(table.channel)) == before  # no lobby was posted
    assert await table.live.service.store.games.list_games(table.guild.id) == []
    opened = await new_game(table, ana, games_room)
    assert opened.original is not None and "Press Join to play" in opened.original.content
    await settings(table, dan, channels="any")
    assert (await new_game(table, ana)).original is not None


async def test_the_limit_of_open_games_per_member_refuses_a_join_and_a_new_lobby_with_the_figures(table):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    dan = manager(table)
    await settings(table, dan, max_games=1)
    first = (await new_game(table, ana)).original
    await table.do(emulator.click(ben, emulator.message(first.id), label="Join"))
    second = (await new_game(table, cy)).original
    refused = await table.do(emulator.click(ben, emulator.message(second.id), label="Join"))
    assert told(refused) == (
        "This server allows each member 1 open game at a time (lobbies included), and you are in 1: "
        "finish or leave one first."
    )
    assert [s.name for s in (await table.live.service.get(game_of(second))).seats] == ["Cy"]
    refused = await new_game(table, ana)
    assert "allows each member 1 open game" in told(refused)
    assert len(await table.live.service.store.games.list_games(table.guild.id)) == 2
    await table.do(emulator.click(ben, emulator.message(first.id), label="Leave"))  # a seat freed: Ben may join
    await table.do(emulator.click(ben, emulator.message(second.id), label="Join"))
    assert [s.name for s in (await table.live.service.get(game_of(second))).seats] == ["Cy", "Ben"]


async def test_a_private_table_is_seen_by_its_players_and_moderators_only(table):
    emulator = table.emulator
    ana, ben, cy, dan = table.members
    mods = emulator.create_role(table.guild, "mods", permissions=int(Permission.MANAGE_THREADS))
    emulator.add_roles(dan, mods)
    lobby = (await new_game(table, ana, thread="private")).original
    thread = emulator.world.channels[(await table.live.service.get(game_of(lobby))).thread_id]
    assert lobby.thread_id is None and f"<#{thread.id}>" in lobby.content  # no thread under the lobby post
    assert thread.type == ChannelType.PRIVATE_THREAD and thread.thread is not None and not thread.thread.invitable
    assert set(thread.thread_members) == {emulator.bot.id, ana.id}
    assert "Thread: private (only the players and moderators see it)." in lobby.content
    await table.do(emulator.click(ben, emulator.message(lobby.id), label="Join"))
    await table.do(emulator.click(cy, emulator.message(lobby.id), label="Join"))
    await table.do(emulator.click(cy, emulator.message(lobby.id), label="Leave"))  # out of the lobby, out of it
    assert set(thread.thread_members) == {emulator.bot.id, ana.id, ben.id}
    await table.do(emulator.click(ana, emulator.message(lobby.id), label="Start"))
    assert emulator.messages(thread), "the board is posted in the private thread"
    with pytest.raises(InjectionError, match="private thread"):
        emulator.slash(cy, thread, "game board")
    assert told(await table.do(emulator.slash(ben, thread, "game board")))  # a player sees it
    assert told(await table.do(emulator.slash(dan, thread, "game board")))  # so does Manage Threads
    assert [m.id for m in emulator.messages(table.channel)] == [lobby.id]  # the channel holds the lobby post alone


async def test_a_private_table_is_refused_at_once_when_the_bot_may_not_open_private_threads(table):
    emulator = table.emulator
    ana = table.members[0]
    for role, bits in ((emulator.bot_role(table.guild), BOT_DEFAULT), (table.guild.everyone, EVERYONE_DEFAULT)):
        emulator.set_role_permissions(table.guild, role, int(bits) & ~int(Permission.CREATE_PRIVATE_THREADS))
    refused = await new_game(table, ana, thread="private")
    assert told(refused).startswith(
        "I cannot open a private thread in this channel: this server does not give me the Create Private Threads"
    )
    assert refused.ephemeral and await table.live.service.store.games.list_games(table.guild.id) == []
    assert emulator.threads(table.channel) == []


async def test_a_game_host_abandons_any_game_and_the_log_and_thread_say_who(table):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    dan = manager(table)
    lobby, game_id = await started(table, ana, [ben])
    thread = emulator.world.channels[lobby.thread_id]
    refused = told(await table.do(emulator.slash(cy, table.channel, "game abandon", {"game": str(game_id)})))
    assert refused == "Only Ana, a game host or a moderator can abandon this game."
    hosts = emulator.create_role(table.guild, "game hosts")  # no permission of its own
    await settings(table, dan, host_role=hosts)
    emulator.add_roles(cy, hosts)
    confirm = (await table.do(emulator.slash(cy, table.channel, "game abandon", {"game": str(game_id)}))).original
    await table.do(emulator.click(cy, confirm, f"bg:c:{game_id}:abandon"))
    assert (await table.live.service.get(game_id)).status == GameStatus.ABANDONED
    notice = emulator.messages(thread)[-1]
    assert notice.content.endswith(f"was abandoned by <@{cy.id}>. Its buttons no longer work.")
    assert notice.pinged == ()
    (done,) = await table.live.service.store.moderation.of_game(game_id)
    assert (done.kind, done.actor_id, done.seat) == ("abandon", cy.id, None)
    log = told(await table.do(emulator.slash(ana, table.channel, "game log", {"game": str(game_id)})))
    assert log.splitlines()[-1].endswith(f"<@{cy.id}> abandoned the game.")


async def test_moderators_expel_a_player_and_play_a_timeout_move_on_record(table):
    emulator = table.emulator
    ana, ben, cy, dan = table.members
    mods = emulator.create_role(table.guild, "mods", permissions=int(Permission.MANAGE_THREADS))
    emulator.add_roles(dan, mods)
    lobby, game_id = await started(table, ana, [ben, cy])
    thread = emulator.world.channels[lobby.thread_id]
    with pytest.raises(InjectionError, match="hidden"):  # /moderate: Manage Threads only, as Discord shows it
        emulator.slash(ana, thread, "moderate timeout", {"player": ben})
    record = await table.live.service.get(game_id)
    waited = record.seats[next(iter({d.seat for d in table.live.service.snapshot(record).pending}))]
    member = next(m for m in table.members if m.id == waited.user_id)
    done = told(await table.do(emulator.slash(dan, thread, "moderate timeout", {"player": member})))
    await table.flush()  # the board's edit, held back a moment
    assert done == f"Done: {waited.name}'s timeout move was played."
    rows = await table.live.service.store.games.actions(game_id)
    assert rows[-1].reason == AutoReason.FORCED and rows[-1].seat == waited.seat
    refused = told(await table.do(emulator.slash(dan, thread, "moderate expel", {"player": dan})))
    assert refused == "That member holds no seat in this game."
    done = told(await table.do(emulator.slash(dan, thread, "moderate expel", {"player": cy})))
    await table.flush()
    assert done == "Done: Cy is expelled; their seat is open for a substitute."
    record = await table.live.service.get(game_id)
    assert next(s for s in record.seats if s.user_id == cy.id).open
    texts = "\n".join(r.content for m in emulator.messages(thread) for r in m.revisions)  # the board, as edited
    assert f"<@{dan.id}> expelled Cy; the seat is open for a substitute." in texts
    assert f"<@{dan.id}> played the timeout move for {waited.name}." in texts
    assert all(dan.id not in m.pinged for m in emulator.messages(thread))
    kinds = [(m.kind, m.actor_id) for m in await table.live.service.store.moderation.of_game(game_id)]
    assert kinds == [("timeout", dan.id), ("expel", dan.id)]
    log = told(await table.do(emulator.slash(ana, thread, "game log", {"count": 30})))
    assert f"<@{dan.id}> played the timeout move for {waited.name}." in log and "expelled Cy" in log


async def test_a_private_tables_open_seat_is_offered_in_the_channel_and_its_taker_joins_the_thread(table):
    emulator = table.emulator
    ana, ben, cy, dan = table.members
    mods = emulator.create_role(table.guild, "mods", permissions=int(Permission.MANAGE_THREADS))
    emulator.add_roles(dan, mods)
    lobby, game_id = await started(table, ana, [ben], thread="private")
    thread = emulator.world.channels[(await table.live.service.get(game_id)).thread_id]
    await table.do(emulator.slash(dan, thread, "moderate expel", {"player": ben}))
    await table.flush()
    assert ben.id in thread.thread_members  # an expelled player may watch, and take the seat back
    offer = emulator.messages(table.channel)[-1]
    assert offer.id != lobby.id and "Ben's seat is open" in offer.content
    assert cy.id not in thread.thread_members
    await table.do(emulator.click(cy, offer, label="Take this seat"))
    record = await table.live.service.get(game_id)
    assert [s.name for s in record.seats] == ["Ana", "Cy"] and not record.seats[1].open
    assert cy.id in thread.thread_members
    assert told(await table.do(emulator.slash(cy, thread, "game board")))  # Cy now sees the private thread


async def test_a_private_tables_game_is_listed_only_to_its_players_and_moderators_and_on_no_dashboard(table):
    """``/game list`` and the channel's dashboard are read by members outside a private thread (issue 26)."""
    from bot.service.mine import channel_games

    emulator = table.emulator
    ana, ben, cy, dan = table.members
    mods = emulator.create_role(table.guild, "mods", permissions=int(Permission.MANAGE_THREADS))
    emulator.add_roles(dan, mods)
    _, private_id = await started(table, ana, [ben], thread="private")
    _, public_id = await started(table, cy, [dan])

    async def listed_ids(member) -> set[int]:
        shown = told(await table.do(emulator.slash(member, table.channel, "game list", {})))
        return {int(found) for found in re.findall(r"• #(\d+)", shown)}

    assert await listed_ids(ana) == {private_id, public_id}  # a player of the private table
    assert await listed_ids(dan) == {private_id, public_id}  # a moderator (Manage Threads)
    assert await listed_ids(cy) == {public_id}  # anyone else
    dashboard = await channel_games(table.live.service, table.guild.id, table.channel.id)
    assert [game.game_id for game in dashboard] == [public_id]
