"""A game's thread: opened from its lobby message in a text channel (``/game new``, a campaign's games)."""

import discord

from i18n import _

THREAD_PARENTS = (discord.ChannelType.text, discord.ChannelType.news)
THREAD_ARCHIVE_MINUTES = 10080  # a week: the longest Discord allows (DISCORD.md "Thread archiving")
NO_THREAD = _(
    "I could not create the game's thread here; I need the Create Public Threads and "
    "Send Messages in Threads permissions."
)


THREAD_ALREADY_CREATED = 160004
"""Discord's error code when a message already has a thread (a process killed after opening it)."""


async def open_thread(message: discord.Message | discord.PartialMessage, title: str, game_id: int) -> discord.Thread:
    """The game's public thread, opened from its lobby message."""
    return await message.create_thread(name=f"{title} #{game_id}", auto_archive_duration=THREAD_ARCHIVE_MINUTES)
