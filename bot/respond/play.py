"""The play flow's answers: options clicked, sets and forms, pages, ``/play``, undo, confirmed resign and abandon."""

import logging
from collections.abc import Callable

import discord

from bot import errors
from bot.components import ids
from bot.components.factory import modal_of
from bot.components.ids import ChoiceRef
from bot.components.specs import Form
from bot.languages import spoken
from bot.permissions import moderator_check
from bot.present.common import mention
from bot.respond.answering import SHOWN_WITH_PANEL, STALE, Answering, in_panel, reply_of
from bot.service.typed import option_action, set_action, typed_action
from engine.core import Action, Decision, IllegalAction
from i18n import _
from storage.errors import NotSeated

log = logging.getLogger(__name__)


class PlayResponses(Answering):
    """A seated player's moves from the panel, the board, ``/play`` and the confirmations."""

    async def take_choice(self, interaction: discord.Interaction, ref: ChoiceRef, index: int, custom_id: str) -> None:
        """A click on an option (button or select) of ``ref``'s decision."""
        await self._answer(interaction, ref, lambda decision: option_action(decision, index), custom_id, typed=False)

    async def take_set(
        self, interaction: discord.Interaction, ref: ChoiceRef, indices: list[int], custom_id: str
    ) -> None:
        """A set chosen in the multi-select menu of ``ref``'s decision: one move, checked whole by the game."""
        await self._answer(interaction, ref, lambda decision: set_action(decision, indices), custom_id, typed=True)

    async def open_form(self, interaction: discord.Interaction, ref: ChoiceRef, custom_id: str) -> None:
        """A typed answer's button: its form opens at once (a modal cannot follow a deferral); else the refusal."""
        where = errors.Where(ref.game, ref.seat, custom_id)
        try:
            try:
                form = await self.service.play.form(
                    ref.game, interaction.user.id, ref.version, ref.seat, ref.number, guild_id=interaction.guild_id
                )
            except (*SHOWN_WITH_PANEL, IllegalAction) as refusal:
                await self.defer(interaction, update=in_panel(interaction))
                await self.refuse_with_panel(interaction, ref.game, refusal)
                return
            spec = Form(
                ids.form_id(ref.game, ref.version, ref.seat, ref.number), form.title, form.question, form.example
            )
            await interaction.response.send_modal(modal_of(spec, await errors.reader_of(interaction)))
        except Exception as error:
            await errors.report(interaction, error, where)

    async def submit_form(self, interaction: discord.Interaction, ref: ChoiceRef, text: str, custom_id: str) -> None:
        """A form's answer: read against the decision and applied as one move; a refusal keeps everything."""
        reader = await errors.reader_of(interaction)  # names typed in the member's language (or English)
        await self._answer(
            interaction, ref, lambda decision: typed_action(decision, ref.number, text, reader), custom_id, typed=True
        )

    async def _answer(
        self,
        interaction: discord.Interaction,
        ref: ChoiceRef,
        build: Callable[[Decision], Action],
        custom_id: str,
        *,
        typed: bool,
    ) -> None:
        """Apply what ``build`` reads of ``ref``'s decision; a refusal is shown with the panel (ephemeral)."""
        where = errors.Where(ref.game, ref.seat, custom_id)
        shown_with_panel = (*SHOWN_WITH_PANEL, IllegalAction) if typed else SHOWN_WITH_PANEL
        try:
            await self.defer(interaction, update=in_panel(interaction))
            try:
                moved = await self.service.play.answer(
                    ref.game, interaction.user.id, ref.version, build, seat=ref.seat, guild_id=interaction.guild_id
                )
            except shown_with_panel as refusal:
                await self.refuse_with_panel(interaction, ref.game, refusal)
                return
            await self.after_move(interaction, moved)
        except Exception as error:
            await errors.report(interaction, error, where)

    async def show_page(self, interaction: discord.Interaction, ref: ChoiceRef, custom_id: str) -> None:
        """A Prev / Next click: that page of the options, in the clicker's panel."""
        where = errors.Where(ref.game, ref.seat, custom_id)
        try:
            await self.defer(interaction, update=in_panel(interaction))
            record = await self.service.get(ref.game, interaction.guild_id)
            seat = record.seat_of(interaction.user.id)
            if seat is None:
                raise NotSeated()
            if seat != ref.seat:
                await self.show_panel(interaction, record, notice=self.service.not_yours(record, ref.seat))
            elif not record.accepts(seat, ref.version):
                await self.show_panel(interaction, record, notice=STALE)
            else:
                await self.show_panel(interaction, record, page=ref.number)
        except Exception as error:
            await errors.report(interaction, error, where)

    async def open_panel(self, interaction: discord.Interaction, game_id: int, custom_id: str | None = None) -> None:
        """The "Take your turn" button (or ``/play`` with nothing): the caller's ephemeral turn panel."""
        try:
            await self.defer(interaction, update=in_panel(interaction))
            await self.show_panel(interaction, game_id, recap=True)
        except Exception as error:
            await errors.report(interaction, error, errors.Where(game_id, None, custom_id))

    async def play(self, interaction: discord.Interaction, game: str | None, choice: str | None) -> None:
        """``/play``: apply the chosen (or typed) option, or open the turn panel when nothing was given."""
        await self.defer(interaction, update=False)
        record = await self.service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        if not choice or not choice.strip():
            await self.show_panel(interaction, record, recap=True)
            return
        try:
            reader = await errors.reader_of(interaction)  # a label typed in the member's language
            moved = await self.service.play.play_text(record.id, interaction.user.id, choice, reader)
        except SHOWN_WITH_PANEL as refusal:
            await self.refuse_with_panel(interaction, record.id, refusal)
            return
        await self.after_move(interaction, moved)

    async def undo(self, interaction: discord.Interaction, game: str | None) -> None:
        """``/game undo``: take back the caller's last move and show their panel again."""
        await self.defer(interaction, update=False)
        record = await self.service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        moved = await self.service.play.undo(record.id, interaction.user.id)
        notice = spoken(_("Your last move was taken back."), await errors.reader_of(interaction))
        await self.show_done(interaction, self.show_panel(interaction, moved.after, notice=notice), record.id)
        await self.choreographer.after_change(moved, reply=reply_of(interaction))

    async def confirm(self, interaction: discord.Interaction, game_id: int, verb: str, custom_id: str) -> None:
        """A confirmed ``/game resign`` or ``/game abandon``."""
        try:
            await self.defer(interaction, update=in_panel(interaction))
            user = interaction.user
            if verb == "resign":
                moved = await self.service.play.resign(game_id, user.id, guild_id=interaction.guild_id)
                resigned = _("You resigned. The game now makes your choices.")
                await self.show_done(interaction, self.tell(interaction, resigned), game_id)
                await self.choreographer.after_change(moved, reply=reply_of(interaction))
            else:
                may_manage = await moderator_check(interaction, self.service.store.servers)
                record = await self.service.play.abandon(
                    game_id, user.id, may_manage=may_manage, guild_id=interaction.guild_id, on_record=True
                )
                abandoned = _("Game #{game} was abandoned.", game=game_id)
                await self.show_done(interaction, self.tell(interaction, abandoned), game_id)
                await self.choreographer.abandoned(record, _("by {player}", player=mention(user.id)))
        except Exception as error:
            await errors.report(interaction, error, errors.Where(game_id, None, custom_id))
