"""Who may do what: permissions read in the game's own channel (issue 8), and the server's game host role (issue 26)."""

from collections.abc import Callable

import discord

from storage.records import GameRecord
from storage.servers import ServerRepository


def manages_threads_in_game(interaction: discord.Interaction) -> Callable[[GameRecord], bool]:
    """A check of whether the interaction's member may manage threads in the channel where a game is played.

    It is False for a member of another server, and when the game's channel is not known
    (not cached): only the game's creator may then abandon it.
    """

    def check(record: GameRecord) -> bool:
        guild, member = interaction.guild, interaction.user
        if guild is None or guild.id != record.guild_id or not isinstance(member, discord.Member):
            return False
        channel = guild.get_channel(record.channel_id)
        return channel is not None and channel.permissions_for(member).manage_threads

    return check


def manages_threads_in(interaction: discord.Interaction, channel_id: int) -> bool:
    """Whether the interaction's member may manage threads in ``channel_id``, a channel of the interaction's server.

    Read in that channel when it is cached; otherwise in the channel where the command was used
    (the permissions Discord sends with the interaction), which is that channel or one of its threads.
    """
    guild, member = interaction.guild, interaction.user
    if guild is None or not isinstance(member, discord.Member):
        return False
    channel = guild.get_channel(channel_id)
    if channel is not None:
        return channel.permissions_for(member).manage_threads
    return interaction.permissions.manage_threads


def holds_role(interaction: discord.Interaction, role_id: int | None) -> bool:
    """Whether the interaction's member holds ``role_id`` in the interaction's server (False for None)."""
    member = interaction.user
    if role_id is None or interaction.guild is None or not isinstance(member, discord.Member):
        return False
    return any(role.id == role_id for role in member.roles)


async def moderator_check(interaction: discord.Interaction, servers: ServerRepository) -> Callable[[GameRecord], bool]:
    """A check of whether the interaction's member moderates a game (issue 26).

    A moderator holds the server's game host role (``/server settings``), or may manage threads in
    the game's channel; either may start, abandon and moderate any game of the server.
    """
    in_channel = manages_threads_in_game(interaction)
    host = interaction.guild_id is not None and holds_role(
        interaction, (await servers.settings(interaction.guild_id)).host_role_id
    )

    def check(record: GameRecord) -> bool:
        return (host and record.guild_id == interaction.guild_id) or in_channel(record)

    return check
