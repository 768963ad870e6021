"""Posting primitives: send and edit with nonces, retries of what may pass, archived threads reopened."""

import hashlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord

from bot.choreography.state import ThreadState
from bot.present import common as present_common

log = logging.getLogger(__name__)


ARCHIVED_THREAD = 50083


RETRY_DELAYS = (1.0, 4.0)
"""Seconds to wait before each new attempt at a board update that failed for a reason that may pass."""


FIND_DEPTH = 20
"""How many of a thread's latest messages are searched for a board posted through an interaction."""


@dataclass(frozen=True, slots=True)
class Reply:
    """An interaction's webhook, through which a message goes into the channel it was made in.

    Interaction webhooks are outside the bot token's global limit, so a new board posted as a
    follow-up of the mover's click costs the token nothing. A follow-up takes no nonce: a board
    posted this way is found again by :meth:`Posting._find_posted` (after a failure, and by the
    repair's sweep after a kill) instead of being posted twice.
    """

    channel_id: int
    send: Callable[[present_common.Message], Awaitable[discord.Message]]
    expired: Callable[[], bool]  # the interaction's token no longer works (Discord: 15 minutes)
    user_id: int | None = None  # the member whose click it was


def custom_ids_of(components: Sequence[Any]) -> list[str]:
    """The custom ids of a message's components: Discord's action rows, or our component specs."""
    found: list[str] = []
    for component in components:
        for child in getattr(component, "children", None) or (component,):
            custom_id = getattr(child, "custom_id", None)
            if custom_id:
                found.append(custom_id)
    return found


def shows(found: discord.Message, message: present_common.Message) -> bool:
    """Whether ``found`` is ``message`` as posted: the same text and the same components."""
    return found.content.strip() == message.text().strip() and custom_ids_of(found.components) == custom_ids_of(
        message.components
    )


def post_nonce(kind: str, game_id: int, version: int, replaces: int | None) -> str:
    """The nonce of a game's post (25 characters at most): the same post made again carries the same one.

    A board replacing board ``replaces`` at ``version``, or the result: posted again by a restarted
    process, it gets the first message back from Discord instead of a second.
    """
    digest = hashlib.sha1(f"{kind}:{game_id}:{version}:{replaces}".encode()).hexdigest()
    return f"{kind}{digest[:24]}"


def may_pass(failure: BaseException) -> bool:
    """Whether trying again later may succeed: a Discord server error, a rate limit, a network failure."""
    return isinstance(failure, discord.DiscordServerError | discord.RateLimited | aiohttp.ClientError | OSError) or (
        isinstance(failure, discord.HTTPException) and failure.status == 429
    )


class Posting(ThreadState):
    """Messages sent, edited and stripped of their buttons, an archived thread reopened when needed."""

    async def _strip(self, game_id: int, channel_id: int, message_id: int) -> None:
        """Remove the components of an older board message (its buttons are stale anyway); a failure is swept later."""
        try:
            await self._retry_archived(
                channel_id,
                lambda: self.client.get_partial_messageable(channel_id).get_partial_message(message_id).edit(view=None),
            )
        except discord.NotFound:
            pass  # deleted: nothing left to click
        except discord.HTTPException as failure:
            log.info("could not clear the buttons of message %s: %s", message_id, failure)
            self._unswept.add(game_id)

    async def _find_posted(
        self, channel_id: int, message: present_common.Message, *, after: int | None
    ) -> discord.Message | None:
        """The newest bot message after message ``after`` in the channel's recent history that shows ``message``."""
        me = self.client.user
        if me is None:
            return None
        channel = self.client.get_partial_messageable(channel_id)
        async for found in channel.history(limit=FIND_DEPTH):
            if after is not None and found.id <= after:
                return None
            if found.author.id == me.id and shows(found, message):
                return found
        return None

    async def post(self, channel_id: int, message: present_common.Message) -> discord.Message:
        """Post a message in a game's thread (unarchiving it if need be): a call to the table, a reminder."""
        return await self._send(channel_id, message)

    async def _send(
        self, channel_id: int, message: present_common.Message, *, nonce: str | None = None
    ) -> discord.Message:
        """Post ``message``; with a ``nonce`` (enforced), the same post made again within Discord's window is one."""
        channel = self.client.get_partial_messageable(channel_id)
        extra = {} if nonce is None else {"nonce": nonce}
        return await self._retry_archived(channel_id, lambda: channel.send(**message.send_kwargs(), **extra))

    async def _edit(self, channel_id: int, message_id: int, message: present_common.Message) -> None:
        target = self.client.get_partial_messageable(channel_id).get_partial_message(message_id)
        await self._retry_archived(channel_id, lambda: target.edit(**message.edit_kwargs()))

    async def _retry_archived(self, channel_id: int, call: Any) -> Any:
        """Run ``call``; if the thread was archived (50083), unarchive it and run it once more."""
        try:
            return await call()
        except discord.HTTPException as failure:
            if failure.code != ARCHIVED_THREAD:
                raise
        thread = await self.client.fetch_channel(channel_id)
        if isinstance(thread, discord.Thread):
            await thread.edit(archived=False)
        return await call()
