"""A game's end in its thread: the result posted once, the lobby message told, an abandoned game announced."""

import dataclasses
import logging

import discord

from bot.choreography.posting import post_nonce
from bot.choreography.repair import SWEEP_DEPTH
from bot.choreography.state import BoardRef, ThreadState
from bot.crash import crash_point
from bot.languages import game_language, spoken
from bot.present import common as present_common
from bot.present import lobby as present_lobby
from bot.present import play as present_play
from bot.service import Lobby, Snapshot
from bot.threads import THREAD_ALREADY_CREATED, open_thread
from i18n import ENGLISH, _
from storage.models import GameStatus
from storage.moderation import ABANDON
from storage.records import GameRecord

log = logging.getLogger(__name__)


class Endings(ThreadState):
    """The result of a finished game and the notice of an abandoned one, each posted once."""

    async def _finish(self, snapshot: Snapshot) -> None:
        record = snapshot.record
        if record.id in self._finished:
            return
        board = await self.service.info.board(snapshot)
        code = game_language(record)  # the thread's
        assert record.thread_id is not None
        shown = self._board_of(record)
        message = None if record.id in self._ending else await self._posted_result(record)
        if message is None:
            if shown.message_id is not None:
                await self._retire(record, shown)
            nonce = post_nonce("r", record.id, board.version, None)
            message = await self._send(record.thread_id, present_play.result_message(board, code), nonce=nonce)
            crash_point("result-posted")
        elif shown.message_id is not None and shown.message_id != message.id:
            await self._retire(record, shown)
        self._finished.add(record.id)
        for memory in (self._latest, self._fresh, self._turn):
            memory.pop(record.id, None)  # the game is over: nothing more to show from memory
        self._boards[record.id] = BoardRef(message.id, (), board.version)
        self._unsaved.discard(record.id)
        await self.service.info.remember_board(record.id, message.id, (), board.version)
        crash_point("result-stored")
        result_line = present_play.winners_line(board.result, board.names, code) if board.result else ""
        lobby = self.service.lobby.view(record)
        await self._update_lobby(record, present_lobby.lobby_message(lobby, result_line=result_line))
        await self._tell_over(record)

    async def post_lobby(self, game_id: int) -> Lobby:
        """Post a rematch lobby not posted yet (pinging its players, once) and open its thread, each once.

        Driven by what is stored, in the order a campaign game's lobby is (``bot.campaigns``): the message
        is posted with a nonce made of the game and its id stored at once; the thread is opened from it
        (Discord's 160004 means a process killed after opening it did: such a thread has the message's id).
        A lobby with a thread is left alone, so two presses of Rematch, or the reconciler after a crash,
        post it once. A refused thread is logged and left for the next pass.
        """
        async with self.service.locks[game_id]:
            record = await self.service.get(game_id)
            lobby = self.service.lobby.view(record)
            if record.thread_id is not None or record.status != GameStatus.LOBBY:
                return lobby
            channel = self.client.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
            message_id = record.lobby_message_id
            if message_id is None:
                nonce = post_nonce("l", record.id, 0, None)
                message = await channel.send(**present_lobby.lobby_message(lobby, ping=True).send_kwargs(), nonce=nonce)
                crash_point("rematch-posted")
                message_id = message.id
                await self.service.store.outbox.set_messages(record.id, lobby_message_id=message_id)
            lobby = dataclasses.replace(lobby, lobby_message_id=message_id)
            try:
                thread_id = (await open_thread(channel.get_partial_message(message_id), lobby.title, record.id)).id
            except discord.HTTPException as failure:
                if failure.code != THREAD_ALREADY_CREATED:
                    log.warning("could not open the thread of rematch %s: %s", record.id, failure)
                    return lobby
                thread_id = message_id
            await self.service.lobby.attach(record.id, thread_id=thread_id, lobby_message_id=message_id)
            lobby = dataclasses.replace(lobby, thread_id=thread_id)
            await channel.get_partial_message(message_id).edit(**present_lobby.lobby_message(lobby).edit_kwargs())
        self.channel_changed(record.channel_id)
        return lobby

    async def _tell_over(self, record: GameRecord) -> None:
        """Tell ``on_over`` (a campaign's summary) that a game ended; never raises."""
        if self.on_over is None:
            return
        try:
            await self.on_over(record)
        except Exception:
            log.exception("could not tell that game %s ended", record.id)

    async def _announce_abandoned(self, record: GameRecord) -> bool:
        """Tell the thread of a game abandoned by a process that stopped before saying so; True if it was told."""
        if record.thread_id is None or record.board_version == record.version:
            return False
        title = self.service.spec(record).title
        shown = self._board_of(record)
        nonce = post_nonce("a", record.id, record.version, None)
        code = game_language(record)
        by = [done.actor_id for done in await self.service.store.moderation.of_game(record.id) if done.kind == ABANDON]
        why = spoken(_("by {player}", player=present_common.mention(by[-1])), code) if by else ""
        abandoned = present_play.abandoned_message(title, record.id, why, code)
        await self._send(record.thread_id, abandoned, nonce=nonce)
        if shown.message_id is not None:
            await self._strip(record.id, record.thread_id, shown.message_id)
        await self._update_lobby(record, present_lobby.lobby_message(self.service.lobby.view(record)))
        await self.service.info.remember_board(record.id, shown.message_id, (), record.version)
        return True

    async def _posted_result(self, record: GameRecord) -> discord.Message | None:
        """The result of a game ended before this process started, if it is in the thread already.

        A process killed after posting the result and before storing it leaves it there; within
        Discord's nonce window the post's nonce would return it anyway, past it this look does.
        """
        me = self.client.user
        if record.thread_id is None or me is None:
            return None
        # the marker in the thread's language, and in English (a result posted before the game had a language)
        markers = {present_play.result_marker(record.id, code) for code in (game_language(record), ENGLISH)}
        channel = self.client.get_partial_messageable(record.thread_id)
        try:
            async for message in channel.history(limit=SWEEP_DEPTH):
                if message.author.id == me.id and any(marker in message.content for marker in markers):
                    return message
        except discord.HTTPException as failure:
            log.info("could not read the thread of game %s: %s", record.id, failure)
        return None

    async def abandoned(self, record: GameRecord, why: str) -> None:
        """Show in the thread and the lobby that a game was abandoned (``why``: "by Ben", "because ...")."""
        self.channel_changed(record.channel_id)
        async with self._locks[record.id]:
            self._cancel_edit(record.id)
            title, code = self.service.spec(record).title, game_language(record)
            shown = self._board_of(record)
            self._latest.pop(record.id, None)
            self._unsaved.discard(record.id)
            if record.thread_id is not None:
                try:
                    nonce = post_nonce("a", record.id, record.version, None)
                    await self._send(
                        record.thread_id,
                        present_play.abandoned_message(title, record.id, spoken(why, code), code),
                        nonce=nonce,
                    )
                    if shown.message_id is not None:
                        await self._strip(record.id, record.thread_id, shown.message_id)
                except discord.HTTPException as failure:
                    log.warning("could not announce the end of game %s: %s", record.id, failure)
                    why = ""  # not shown: the reconciler announces it
            await self._update_lobby(record, present_lobby.lobby_message(self.service.lobby.view(record)))
            if record.thread_id is None or why:
                await self.service.info.remember_board(record.id, shown.message_id, (), record.version)
        await self._tell_over(record)

    async def _update_lobby(self, record: GameRecord, message: present_common.Message) -> None:
        if record.lobby_message_id is None:
            return
        try:
            await self._edit(record.channel_id, record.lobby_message_id, message)
        except discord.HTTPException as failure:
            log.warning("could not update the lobby message of game %s: %s", record.id, failure)
