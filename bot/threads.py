"""A game's thread: opened from its lobby message in a text channel (``/game new``, a campaign's games).

A private table's thread (issue 26) is a private thread of the lobby's channel (Discord opens a
private thread from no message), not open to invitations: the bot adds the players as they join
and takes out those who leave the lobby; members with Manage Threads see it as Discord shows them
every private thread.
"""

import logging
from collections.abc import Iterable

import discord

from i18n import _
from storage.records import GameRecord
from storage.table import read_table

log = logging.getLogger(__name__)

THREAD_PARENTS = (discord.ChannelType.text, discord.ChannelType.news)
THREAD_ARCHIVE_MINUTES = 10080  # a week: the longest Discord allows (DISCORD.md "Thread archiving")
NO_THREAD = _(
    "I could not create the game's thread here; I need the Create Public Threads and "
    "Send Messages in Threads permissions."
)


THREAD_ALREADY_CREATED = 160004
"""Discord's error code when a message already has a thread (a process killed after opening it)."""


NO_PRIVATE_THREAD = _(
    "I cannot open a private thread in this channel: this server does not give me the Create Private Threads "
    "permission here. Ask a server manager to give it to me, or open the game with a public thread."
)


async def open_thread(
    message: discord.Message | discord.PartialMessage, title: str, game_id: int, *, private: bool = False
) -> discord.Thread:
    """The game's thread: public, opened from its lobby message; or ``private``, in the lobby's channel."""
    name = f"{title} #{game_id}"
    if not private:
        return await message.create_thread(name=name, auto_archive_duration=THREAD_ARCHIVE_MINUTES)
    channel = message.channel
    assert isinstance(channel, discord.TextChannel), channel
    return await channel.create_thread(
        name=name,
        type=discord.ChannelType.private_thread,
        invitable=False,
        auto_archive_duration=THREAD_ARCHIVE_MINUTES,
    )


def may_open_private(permissions: discord.Permissions) -> bool:
    """Whether the bot's permissions in a channel let it open a private game thread there and play in it."""
    return permissions.create_private_threads and permissions.send_messages_in_threads


async def seat_in_thread(
    client: discord.Client, thread_id: int, user_ids: Iterable[int], *, seated: bool = True
) -> None:
    """Add members to a private game thread (``seated``) or take them out of it; a refusal is only logged.

    Adding a member already in the thread changes nothing (Discord's PUT is idempotent), so the
    start adds every player again in case a join's add failed. Bots (negative ids) are skipped.
    """
    for user_id in user_ids:
        if user_id <= 0:
            continue
        try:
            if seated:
                await client.http.add_user_to_thread(thread_id, user_id)
            else:
                await client.http.remove_user_from_thread(thread_id, user_id)
        except discord.HTTPException as failure:
            log.warning(
                "could not %s member %s in thread %s: %s", "seat" if seated else "unseat", user_id, thread_id, failure
            )


def call_place(record: GameRecord, kind: str) -> int | None:
    """Where a call to the table about a game goes: its thread; an open seat of a private table, its channel.

    Members outside a private thread can take the seat there (they are then added to the thread).
    """
    if kind == "open" and read_table(record.table).private:
        return record.channel_id
    return record.thread_id
