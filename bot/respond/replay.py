"""The replay flow's answers (issue 14): a step shown, stepped, jumped to by number or turn."""

import logging

import discord

from bot import errors, parse
from bot.components import ids
from bot.components.factory import modal_of
from bot.components.specs import Form
from bot.languages import spoken
from bot.present import replay as present_replay
from bot.respond.answering import Answering, in_panel
from engine.core.words import fit
from i18n import _

log = logging.getLogger(__name__)


class ReplayResponses(Answering):
    """Replays of games that are over, from ``/game replay`` and the replay's buttons."""

    async def replay(self, interaction: discord.Interaction, game: str | None, move: int | None) -> None:
        """``/game replay``: a game that is over, at ``move`` (default: the set-up), shown only to the caller."""
        await self.defer(interaction, update=False)
        record = await self.service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        reader = await errors.reader_of(interaction)
        shown = await self.service.replay.show(record.id, interaction.guild_id, move or 0, language=reader)
        await self.show(interaction, present_replay.replay_message(shown, reader))

    async def replay_step(
        self, interaction: discord.Interaction, game_id: int, step: int, view: int, custom_id: str
    ) -> None:
        """A replay button or the menu of views: that step and view, in place of the replay shown.

        A forged or mistyped step or view is answered with a short message; the replay stays as it was.
        """
        try:
            await self.defer(interaction, update=in_panel(interaction))
            seat = None if view == ids.BOARD_VIEW else view - 1
            reader = await errors.reader_of(interaction)
            shown = await self.service.replay.show(game_id, interaction.guild_id, step, seat, language=reader)
            await self.show(interaction, present_replay.replay_message(shown, reader))
        except Exception as error:
            await errors.report(interaction, error, errors.Where(game_id, None, custom_id))

    async def replay_form(self, interaction: discord.Interaction, game_id: int, view: int, custom_id: str) -> None:
        """The replay's Jump button: a form asking the move number (a modal must be the first answer)."""
        try:
            total = await self.service.replay.replay_length(game_id, interaction.guild_id)
            reader = await errors.reader_of(interaction)
            form = Form(
                ids.replay_form_id(game_id, view),
                spoken(_("Jump to a move or a turn"), reader),
                spoken(_("Move number (0 to {total}) or a turn's title", total=total), reader),
                example=spoken(_("{total}, or words of a turn's title", total=total), reader),
            )
            await interaction.response.send_modal(modal_of(form, reader))
        except Exception as error:
            await errors.report(interaction, error, errors.Where(game_id, None, custom_id))

    async def replay_jump(self, interaction: discord.Interaction, game_id: int, view: int, text: str) -> None:
        """The jump form's answer: a move number, or words of a turn's title for that turn's first move.

        Shown in the view the replay showed ("Round 3", "Ana's turn 7"); anything that matches nothing changes nothing.
        """
        custom_id = ids.replay_form_id(game_id, view)
        number = parse.small_int(text.strip().removeprefix("#"))
        if number is None:
            try:
                number = await self.service.replay.replay_turn(game_id, interaction.guild_id, text)
            except Exception as error:
                await errors.report(interaction, error, errors.Where(game_id, None, custom_id))
                return
        if number is None:
            await errors.reply(
                interaction,
                _(
                    "No turn of this game has “{text}” in its title; type a move number like 12, "
                    "or words of a turn's title as the replay shows it (“Round 3”, “turn 7”).",
                    text=fit(text.strip(), 30),
                ),
            )
            return
        await self.replay_step(interaction, game_id, number, view, custom_id)
