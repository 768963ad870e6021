"""The table's calls in a thread (issue 11): votes on overdue seats, posted, remembered and closed when stale."""

import logging

import discord

from bot.choreography.state import ThreadState
from bot.languages import game_language, spoken
from bot.present import clock as present_clock
from bot.service import TableCall
from i18n import _
from storage.models import GameStatus
from storage.records import GameRecord

log = logging.getLogger(__name__)


class TableCalls(ThreadState):
    """The calls to the table this process posted, and their closing once the vote is moot."""

    async def post_call(self, channel_id: int, call: TableCall) -> discord.Message:
        """Post a call to the table; a vote is remembered, so it is closed if its player moves in time."""
        posted = await self._send(channel_id, present_clock.call_message(call, language=call.language))
        if call.kind == "vote":
            self._votes[call.game_id][posted.id] = (channel_id, call)
        return posted

    def forget_call(self, game_id: int, message_id: int) -> None:
        """A vote the table settled: its message was edited already."""
        self._votes[game_id].pop(message_id, None)

    async def _close_stale_votes(self, record: GameRecord) -> None:
        """Edit the votes on seats that moved since (or in a game now over): they no longer stand."""
        for message_id, (channel_id, call) in list(self._votes.get(record.id, {}).items()):
            seat = record.seat_record(call.seat)
            if (
                record.status == GameStatus.ACTIVE
                and seat is not None
                and seat.decision_version == call.decision_version
            ):
                continue
            del self._votes[record.id][message_id]
            over = _("{player} has moved (or the game ended): the vote is over.", player=call.name)
            code = game_language(record)
            closed = present_clock.call_closed(call, f"⏱ {spoken(over, code)}", code)
            try:
                await self._edit(channel_id, message_id, closed)
            except discord.HTTPException as failure:
                log.info("could not close the vote message %s: %s", message_id, failure)
