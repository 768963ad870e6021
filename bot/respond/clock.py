"""The clock flow's answers (issue 11): votes on overdue seats, a day granted, an open seat taken, more time asked."""

import logging
from collections.abc import Callable

import discord

from bot import errors
from bot.languages import game_language, spoken
from bot.names import shown
from bot.present import clock as present_clock
from bot.present import common as present_common
from bot.respond.answering import Answering, reply_of
from bot.service import VoteOutcome
from bot.threads import call_place, seat_in_thread
from i18n import _
from storage.records import GameRecord
from storage.table import read_table

log = logging.getLogger(__name__)


class ClockResponses(Answering):
    """The table's calls in the thread, answered privately and updated in place."""

    async def table_button(
        self, interaction: discord.Interaction, game_id: int, seat: int, version: int, verb: str, custom_id: str
    ) -> None:
        """A vote on an overdue seat, a day granted, or an open seat taken: answered privately, the call updated."""
        try:
            await self.defer(interaction, update=False)
            user, guild_id = interaction.user, interaction.guild_id
            if verb in ("skip", "expel"):
                outcome = await self.service.clock.vote(game_id, user.id, seat, version, verb, guild_id=guild_id)
                await self._voted(interaction, outcome)
            elif verb == "grant":
                change = await self.service.clock.grant_more_time(game_id, user.id, seat, version, guild_id=guild_id)
                name = shown(change.game.names[seat])
                await self.tell(interaction, _("Done: {player} has a day more for this move.", player=name))
                call = self.service.clock.call_of("more", change.game, seat)
                await self._edit_call(interaction, present_clock.call_closed(call, change.line, call.language))
                # the board shows the new deadline
                await self.choreographer.after_change(change, reply=reply_of(interaction))
            else:
                change = await self.service.clock.claim(game_id, seat, user.id, user.display_name, guild_id=guild_id)
                if read_table(change.game.table).private and change.game.thread_id is not None:
                    await seat_in_thread(interaction.client, change.game.thread_id, [user.id])  # a substitute
                await self.show_done(interaction, self.show_panel(interaction, change.after), game_id)
                call = self.service.clock.call_of("open", change.before.record, seat)
                await self._edit_call(interaction, present_clock.call_closed(call, f"🪑 {change.line}", call.language))
                # with the DM of the seat's private view, owed to them
                await self.choreographer.after_change(change, reply=reply_of(interaction))
        except Exception as error:
            await errors.report(interaction, error, errors.Where(game_id, seat, custom_id))

    async def _voted(self, interaction: discord.Interaction, outcome: VoteOutcome) -> None:
        call = outcome.call
        if outcome.decided is None:
            await self.tell(
                interaction,
                _("Your vote is in (skip {skip}, expel {expel}; {needed} decide).", skip=outcome.votes.get("skip", 0),
                  expel=outcome.votes.get("expel", 0), needed=outcome.needed),
            )  # fmt: skip
            await self._edit_call(
                interaction, present_clock.call_message(call, outcome.votes, outcome.needed, call.language)
            )
            return
        if outcome.decided == "skip":
            text = _("The table skipped {player}'s move: the rules' timeout move was played.", player=call.name)
        else:
            text = _("The table expelled {player}: their seat is open for a substitute.", player=call.name)
        await self.tell(interaction, text)  # the voter's language; the call in the thread, the game's
        told = spoken(text, game_language(outcome.change.game)) if outcome.change is not None else text
        await self._edit_call(interaction, present_clock.call_closed(call, f"⏱ {told}", call.language))
        if interaction.message is not None:
            self.choreographer.forget_call(call.game_id, interaction.message.id)
        assert outcome.change is not None
        await self.choreographer.after_change(outcome.change, reply=reply_of(interaction))
        record = outcome.change.game
        place = call_place(record, "open")
        if outcome.decided == "expel" and place is not None:
            opened = self.service.clock.call_of("open", record, call.seat, reason=_("by the table's vote"))
            await self.choreographer.post_call(place, opened)

    async def _edit_call(self, interaction: discord.Interaction, message: present_common.Message) -> None:
        """Update the thread message whose button was pressed; a failure only leaves it as it was."""
        if interaction.message is None:
            return
        try:
            await interaction.message.edit(**message.edit_kwargs())
        except discord.HTTPException as failure:
            log.info("could not update the call message %s: %s", interaction.message.id, failure)

    async def moderate(
        self,
        interaction: discord.Interaction,
        game_id: int,
        player_id: int,
        kind: str,
        may_moderate: Callable[[GameRecord], bool],
    ) -> None:
        """``/moderate expel`` or ``timeout``: done, answered privately; the thread's board says who did it."""
        change = await self.service.moderation.act(
            game_id, interaction.user.id, player_id, kind, may_moderate=may_moderate, guild_id=interaction.guild_id or 0
        )
        name = shown(change.before.record.names[change.seat or 0])
        done = (
            _("Done: {player} is expelled; their seat is open for a substitute.", player=name)
            if kind == "expel"
            else _("Done: {player}'s timeout move was played.", player=name)
        )
        await self.tell(interaction, done)  # the thread's board says it too, naming you, in the game's language
        await self.choreographer.after_change(change)
        record = change.game
        place = call_place(record, "open")
        if kind == "expel" and place is not None:
            opened = self.service.clock.call_of("open", record, change.seat or 0, reason=_("by a moderator's decision"))
            await self.choreographer.post_call(place, opened)

    async def ask_more_time(self, interaction: discord.Interaction, game_id: int) -> None:
        """``/game more-time``: post the request in the thread, where any other player can grant a day."""
        call = await self.service.clock.ask_more_time(game_id, interaction.user.id, guild_id=interaction.guild_id)
        record = await self.service.get(game_id, interaction.guild_id)
        if record.thread_id is not None:
            await self.choreographer.post_call(record.thread_id, call)
        await self.tell(interaction, _("Asked: any other player can grant you a day in the thread."))
