"""Answering an interaction: defer at once, show a message or the caller's panel, then the change in the thread."""

import logging
from collections.abc import Awaitable

import discord

from bot import errors
from bot.choreography import Choreographer
from bot.choreography.posting import Reply
from bot.languages import spoken
from bot.names import shown_all
from bot.present import common as present_common
from bot.present import play as present_play
from bot.refusals import NoSuchChoice, NotYourChoice, NotYourTurn
from bot.service import Change, GameService, Snapshot
from i18n import _
from storage.errors import NotSeated, StaleVersion
from storage.records import GameRecord

log = logging.getLogger(__name__)


STALE = _("That button is from an earlier turn; here is the current one.")


UNKNOWN = _("That button is not one I know; nothing was changed. `/play` opens your turn panel.")


DONE_BUT = _("That was done, but I could not show it here; the game's thread is up to date. `/play` opens your panel.")


SHOWN_WITH_PANEL = (StaleVersion, NotYourChoice, NotYourTurn, NoSuchChoice)


def reply_of(interaction: discord.Interaction) -> Reply | None:
    """The interaction's webhook, to post into the channel it was made in (a follow-up: not under the global limit)."""
    channel_id = interaction.channel_id
    if channel_id is None:
        return None

    async def send(message: present_common.Message) -> discord.Message:
        return await interaction.followup.send(**message.send_kwargs(), wait=True)

    return Reply(channel_id, send, interaction.is_expired, interaction.user.id)


def in_panel(interaction: discord.Interaction) -> bool:
    """Whether a component interaction came from an ephemeral message (the clicker's own panel)."""
    message = interaction.message
    return message is not None and message.flags.ephemeral


class Answering:
    """What every flow does to answer: defer, show, the panel with a refusal, the thread after a move.

    Each flow's part of :class:`~bot.respond.Responder` is an ``Answering``: it reads the service and
    the choreographer declared here, which the ``Responder`` sets up.
    """

    service: GameService
    choreographer: Choreographer

    async def defer(self, interaction: discord.Interaction, *, update: bool) -> None:
        """Acknowledge at once: an in-place update of the clicked message, or an ephemeral "thinking"."""
        if interaction.response.is_done():
            return
        if update:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)

    async def show(self, interaction: discord.Interaction, message: present_common.Message) -> None:
        """Replace the deferred answer (the thinking message or the clicked panel) with ``message``."""
        await interaction.edit_original_response(**message.edit_kwargs())

    async def tell(self, interaction: discord.Interaction, text: str) -> None:
        """Replace the deferred answer with ``text`` (a message of ours) in the member's language."""
        await self.show(interaction, present_common.Message(spoken(text, await errors.reader_of(interaction))))

    async def show_panel(
        self,
        interaction: discord.Interaction,
        game: int | GameRecord | Snapshot,
        *,
        notice: str = "",
        page: int = 0,
        events: tuple[str, ...] = (),
        recap: bool = False,
    ) -> None:
        """Show the caller's turn panel for this game (of the interaction's server, or from a DM), in their language."""
        code = await errors.reader_of(interaction)
        panel = await self.service.info.panel(
            game,
            interaction.user.id,
            notice=notice,
            page=page,
            events=events,
            guild_id=interaction.guild_id,
            recap=recap,
            language=code,
        )
        await self.show(interaction, present_play.panel_message(panel, code))

    async def refuse_with_panel(self, interaction: discord.Interaction, game_id: int, refusal: Exception) -> None:
        """Say why nothing changed, with the caller's current panel when they play in this game."""
        notice = STALE if isinstance(refusal, StaleVersion) else getattr(refusal, "message", str(refusal))
        notice = spoken(notice, await errors.reader_of(interaction))  # in the member's language, like their panel
        try:
            await self.show_panel(interaction, game_id, notice=notice)
        except NotSeated:
            await self.show(interaction, present_common.Message(notice))

    async def show_done(self, interaction: discord.Interaction, showing: Awaitable[None], game_id: int) -> None:
        """Show the outcome of a change already made: a failure here must not claim that nothing changed."""
        try:
            await showing
        except Exception:
            log.exception("could not show a change to game %s (interaction %s)", game_id, interaction.id)
            await errors.reply(interaction, DONE_BUT)

    async def after_move(self, interaction: discord.Interaction, change: Change) -> None:
        """Show the mover their updated panel, then update the thread and send the DMs."""
        private = change.private_events.get(change.seat, ()) if change.seat is not None else ()
        code = await self.service.languages.of_interaction(interaction)
        events = tuple(spoken(text, code, shown_all(change.game.names)) for text in private)  # in the mover's language
        await self.show_done(interaction, self.show_panel(interaction, change.after, events=events), change.game.id)
        await self.choreographer.after_change(change, reply=reply_of(interaction))

    async def unknown(self, interaction: discord.Interaction) -> None:
        """A custom id of ours that no current component has (forged, or from another version)."""
        await errors.reply(interaction, UNKNOWN)
