"""The emulator serves several gateway shards as Discord does (issue 23): the count it recommends,
IDENTIFY's ``shard``, servers routed by ``(guild_id >> 22) % shard_count``, DMs on shard 0."""

import asyncio

import discord

from discord_emulator import DiscordEmulator


def guilds_on_both_shards(emulator: DiscordEmulator) -> list:
    """Servers until each of 2 shards has one (a snowflake's shard is its creation millisecond's parity)."""
    made = []
    while {guild.id >> 22 & 1 for guild in made} != {0, 1}:
        made.append(emulator.create_guild(f"Server {len(made)}"))
    return made


async def test_an_auto_sharded_client_runs_the_recommended_shards_and_gets_each_server_on_its_own(emulator, run_client):
    emulator.shards = 2
    guilds = guilds_on_both_shards(emulator)
    client = discord.AutoShardedClient(intents=discord.Intents(guilds=True))
    await run_client(client)
    await emulator.wait_until(lambda: all(client.get_guild(guild.id) for guild in guilds), timeout=5.0)
    assert client.shard_count == 2 and sorted(client.shards) == [0, 1]
    sessions = {session.shard: session for session in emulator.gateway.live_sessions}
    assert sorted(sessions) == [(0, 2), (1, 2)]
    for guild in guilds:
        assert client.get_guild(guild.id).shard_id == (guild.id >> 22) % 2
    for guild in guilds:  # a server's event reaches its shard's session alone
        before = len(emulator.gateway.log)
        assert emulator.gateway.dispatch("GUILD_UPDATE", {"id": str(guild.id)}, guild_id=guild.id, intent=None) == 1
        assert emulator.gateway.log[before][0] == sessions[((guild.id >> 22) % 2, 2)].id
    before = len(emulator.gateway.log)
    assert emulator.gateway.dispatch("DM_PING", {}, guild_id=None, intent=None) == 1
    assert emulator.gateway.log[before][0] == sessions[(0, 2)].id  # a DM's event goes to shard 0


async def test_a_process_running_some_shards_identifies_only_those(emulator, run_client):
    guilds = guilds_on_both_shards(emulator)
    client = discord.AutoShardedClient(intents=discord.Intents(guilds=True), shard_count=2, shard_ids=[1])
    await run_client(client)
    await asyncio.sleep(0.05)
    assert [session.shard for session in emulator.gateway.live_sessions] == [(1, 2)]
    assert {guild.id for guild in client.guilds} == {guild.id for guild in guilds if (guild.id >> 22) % 2 == 1}
