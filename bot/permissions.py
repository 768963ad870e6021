"""Permissions read where they matter: in the game's own channel, not where the command was used (issue 8)."""

from collections.abc import Callable

import discord

from storage.records import GameRecord


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
