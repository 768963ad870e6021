"""Interaction flows shared by commands and components: defer, call the service, answer, show the change.

Every flow answers within Discord's 3 seconds by deferring first: ephemerally ("thinking")
when the click came from a public message, or as an in-place update when it came from the
clicker's own ephemeral turn panel, which is then edited with the new panel. Refusals that
come with the current panel (an earlier turn's button, another seat's button, nothing asked
of you) are answered here; everything else goes to the one error mapper (``bot/errors.py``).
"""

import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

import discord

from bot import errors, parse
from bot.choreography import Choreographer
from bot.components import ids
from bot.components.factory import modal_of
from bot.components.ids import ChoiceRef
from bot.components.specs import Form
from bot.names import shown
from bot.permissions import manages_threads_in_game
from bot.present import clock as present_clock
from bot.present import common as present_common
from bot.present import lobby as present_lobby
from bot.present import play as present_play
from bot.present import replay as present_replay
from bot.present import stats as present_stats
from bot.refusals import NoSuchChoice, NotYourChoice, NotYourTurn, Refusal
from bot.service import Change, GameService, Snapshot, VoteOutcome, stats
from bot.service.typed import option_action, set_action, typed_action
from engine.core import Action, Decision, IllegalAction
from engine.core.words import fit
from storage.errors import NotSeated, StaleVersion
from storage.records import GameRecord

log = logging.getLogger(__name__)

STALE = "That button is from an earlier turn; here is the current one."
UNKNOWN = "That button is not one I know; nothing was changed. `/play` opens your turn panel."
DONE_BUT = "That was done, but I could not show it here; the game's thread is up to date. `/play` opens your panel."
SHOWN_WITH_PANEL = (StaleVersion, NotYourChoice, NotYourTurn, NoSuchChoice)


class CampaignFlows(Protocol):
    """What a campaign message's components need (``bot/campaigns.py``'s ``CampaignDesk`` has it)."""

    async def button(self, interaction: discord.Interaction, campaign_id: int, verb: str, custom_id: str) -> None:
        """Join or Leave."""

    async def option(
        self, interaction: discord.Interaction, campaign_id: int, title: int, option: int, choice: int, custom_id: str
    ) -> None:
        """A title's option chosen."""


def in_panel(interaction: discord.Interaction) -> bool:
    """Whether a component interaction came from an ephemeral message (the clicker's own panel)."""
    message = interaction.message
    return message is not None and message.flags.ephemeral


class Responder:
    """The flows behind ``/play``, the turn panel, the option components, the lobby and confirmations."""

    def __init__(
        self, service: GameService, choreographer: Choreographer, campaigns: CampaignFlows | None = None
    ) -> None:
        self.service = service
        self.choreographer = choreographer
        self.campaigns = campaigns  # the campaign messages' flows (bot/campaigns.py)

    # --- Answering -----------------------------------------------------------------------------------

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
        """Show the caller's turn panel for this game (of the interaction's server, or from a DM)."""
        panel = await self.service.info.panel(
            game,
            interaction.user.id,
            notice=notice,
            page=page,
            events=events,
            guild_id=interaction.guild_id,
            recap=recap,
        )
        await self.show(interaction, present_play.panel_message(panel))

    async def refuse_with_panel(self, interaction: discord.Interaction, game_id: int, refusal: Exception) -> None:
        """Say why nothing changed, with the caller's current panel when they play in this game."""
        notice = STALE if isinstance(refusal, StaleVersion) else getattr(refusal, "message", str(refusal))
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
        events = change.private_events.get(change.seat, ()) if change.seat is not None else ()
        await self.show_done(interaction, self.show_panel(interaction, change.after, events=events), change.game.id)
        await self.choreographer.after_change(change)

    # --- Decisions -----------------------------------------------------------------------------------

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
            await interaction.response.send_modal(modal_of(spec))
        except Exception as error:
            await errors.report(interaction, error, where)

    async def submit_form(self, interaction: discord.Interaction, ref: ChoiceRef, text: str, custom_id: str) -> None:
        """A form's answer: read against the decision and applied as one move; a refusal keeps everything."""
        await self._answer(
            interaction, ref, lambda decision: typed_action(decision, ref.number, text), custom_id, typed=True
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
            moved = await self.service.play.play_text(record.id, interaction.user.id, choice)
        except SHOWN_WITH_PANEL as refusal:
            await self.refuse_with_panel(interaction, record.id, refusal)
            return
        await self.after_move(interaction, moved)

    async def undo(self, interaction: discord.Interaction, game: str | None) -> None:
        """``/game undo``: take back the caller's last move and show their panel again."""
        await self.defer(interaction, update=False)
        record = await self.service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        moved = await self.service.play.undo(record.id, interaction.user.id)
        notice = "Your last move was taken back."
        await self.show_done(interaction, self.show_panel(interaction, moved.after, notice=notice), record.id)
        await self.choreographer.after_change(moved)

    # --- Lobby ---------------------------------------------------------------------------------------

    async def lobby_button(self, interaction: discord.Interaction, game_id: int, verb: str, custom_id: str) -> None:
        """Join, Leave or Start: the lobby message is updated in place; Start posts the first board."""
        try:
            await self.defer(interaction, update=True)
            user = interaction.user
            moved = None
            guild_id = interaction.guild_id
            if verb == "join":
                lobby = await self.service.lobby.join(game_id, user.id, user.display_name, guild_id=guild_id)
            elif verb == "leave":
                lobby = await self.service.lobby.leave(game_id, user.id, guild_id=guild_id)
            else:
                moved = await self.service.lobby.start(game_id, user.id, guild_id=guild_id)
                lobby = self.service.lobby.view(moved.game)
            if moved is None:
                await self.show(interaction, present_lobby.lobby_message(lobby))
                self.choreographer.channel_changed(interaction.channel_id or 0)  # the lobby is in the game's channel
                if verb == "join":
                    await self.preflight(interaction, game_id)
            else:
                await self.show_done(interaction, self.show(interaction, present_lobby.lobby_message(lobby)), game_id)
                await self.choreographer.after_change(moved)
        except Exception as error:
            await errors.report(interaction, error, errors.Where(game_id, None, custom_id))

    async def preflight(self, interaction: discord.Interaction, game_id: int) -> None:
        """After a join: in a game with private views, tell the member at once (ephemeral) if DMs can't reach them.

        The join stands whatever happens here; a failure is only logged.
        """
        try:
            record = await self.service.get(game_id, interaction.guild_id, dm_ok=False)
            if not self.service.spec(record).has_private_views(record.options):
                return
            if not await self.choreographer.dms.preflight(record, interaction.user.id):
                await errors.reply(interaction, present_lobby.DMS_REFUSED_AT_JOIN)
        except Exception:
            log.exception("could not check the DMs of %s joining game %s", interaction.user.id, game_id)

    async def lobby_option(
        self, interaction: discord.Interaction, game_id: int, option: int, choice: int, custom_id: str
    ) -> None:
        """The creator picked a game option in the lobby."""
        try:
            await self.defer(interaction, update=True)
            lobby = await self.service.lobby.set_option(
                game_id, interaction.user.id, option, choice, guild_id=interaction.guild_id
            )
            await self.show(interaction, present_lobby.lobby_message(lobby))
        except Exception as error:
            await errors.report(interaction, error, errors.Where(game_id, None, custom_id))

    # --- Replays of games that are over ---------------------------------------------------------------

    async def replay(self, interaction: discord.Interaction, game: str | None, move: int | None) -> None:
        """``/game replay``: a game that is over, at ``move`` (default: the set-up), shown only to the caller."""
        await self.defer(interaction, update=False)
        record = await self.service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        shown = await self.service.replay.show(record.id, interaction.guild_id, move or 0)
        await self.show(interaction, present_replay.replay_message(shown))

    async def replay_step(
        self, interaction: discord.Interaction, game_id: int, step: int, view: int, custom_id: str
    ) -> None:
        """A replay button or the menu of views: that step and view, in place of the replay shown.

        A forged or mistyped step or view is answered with a short message; the replay stays as it was.
        """
        try:
            await self.defer(interaction, update=in_panel(interaction))
            seat = None if view == ids.BOARD_VIEW else view - 1
            shown = await self.service.replay.show(game_id, interaction.guild_id, step, seat)
            await self.show(interaction, present_replay.replay_message(shown))
        except Exception as error:
            await errors.report(interaction, error, errors.Where(game_id, None, custom_id))

    async def replay_form(self, interaction: discord.Interaction, game_id: int, view: int, custom_id: str) -> None:
        """The replay's Jump button: a form asking the move number (a modal must be the first answer)."""
        try:
            total = await self.service.replay.replay_length(game_id, interaction.guild_id)
            form = Form(
                ids.replay_form_id(game_id, view),
                "Jump to a move or a turn",
                f"Move number (0 to {total}) or a turn's title",
                example=f"{total}, or words of a turn's title",
            )
            await interaction.response.send_modal(modal_of(form))
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
                f"No turn of this game has “{fit(text.strip(), 30)}” in its title; type a move number like 12, "
                "or words of a turn's title as the replay shows it (“Round 3”, “turn 7”).",
            )
            return
        await self.replay_step(interaction, game_id, number, view, custom_id)

    async def history_page(self, interaction: discord.Interaction, user_id: int, page: int, custom_id: str) -> None:
        """A Newer / Older click on a ``/game history`` list: that page, in place (refused as the command is)."""
        try:
            await self.defer(interaction, update=in_panel(interaction))
            if interaction.guild_id is None:
                raise Refusal("Game histories are kept per server: use this in a server.")
            found = await stats.history(self.service, interaction.guild_id, interaction.user.id, user_id, page)
            await self.show(interaction, present_stats.history_message(found))
        except Exception as error:
            await errors.report(interaction, error, errors.Where(None, None, custom_id))

    async def campaign_button(
        self, interaction: discord.Interaction, campaign_id: int, verb: str, custom_id: str
    ) -> None:
        """Join or Leave on a campaign message (bot/campaigns.py)."""
        if self.campaigns is None:
            await self.unknown(interaction)
            return
        await self.campaigns.button(interaction, campaign_id, verb, custom_id)

    async def campaign_option(
        self, interaction: discord.Interaction, campaign_id: int, title: int, option: int, choice: int, custom_id: str
    ) -> None:
        """A campaign title's option chosen (bot/campaigns.py)."""
        if self.campaigns is None:
            await self.unknown(interaction)
            return
        await self.campaigns.option(interaction, campaign_id, title, option, choice, custom_id)

    async def unknown(self, interaction: discord.Interaction) -> None:
        """A custom id of ours that no current component has (forged, or from another version)."""
        await errors.reply(interaction, UNKNOWN)

    # --- Confirmations -------------------------------------------------------------------------------

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
                await self.show(interaction, present_common.Message(f"Done: {name} has a day more for this move."))
                call = self.service.clock.call_of("more", change.game, seat)
                await self._edit_call(interaction, present_clock.call_closed(call, change.line))
                await self.choreographer.after_change(change)  # the board shows the new deadline
            else:
                change = await self.service.clock.claim(game_id, seat, user.id, user.display_name, guild_id=guild_id)
                await self.show_done(interaction, self.show_panel(interaction, change.after), game_id)
                call = self.service.clock.call_of("open", change.before.record, seat)
                await self._edit_call(interaction, present_clock.call_closed(call, f"🪑 {change.line}"))
                await self.choreographer.after_change(change)  # with the DM of the seat's private view, owed to them
        except Exception as error:
            await errors.report(interaction, error, errors.Where(game_id, seat, custom_id))

    async def _voted(self, interaction: discord.Interaction, outcome: VoteOutcome) -> None:
        call = outcome.call
        if outcome.decided is None:
            tally = f"skip {outcome.votes.get('skip', 0)}, expel {outcome.votes.get('expel', 0)}"
            await self.show(interaction, present_common.Message(f"Your vote is in ({tally}; {outcome.needed} decide)."))
            await self._edit_call(interaction, present_clock.call_message(call, outcome.votes, outcome.needed))
            return
        if outcome.decided == "skip":
            text = f"The table skipped {call.name}'s move: the rules' timeout move was played."
        else:
            text = f"The table expelled {call.name}: their seat is open for a substitute."
        await self.show(interaction, present_common.Message(text))
        await self._edit_call(interaction, present_clock.call_closed(call, f"⏱ {text}"))
        if interaction.message is not None:
            self.choreographer.forget_call(call.game_id, interaction.message.id)
        assert outcome.change is not None
        await self.choreographer.after_change(outcome.change)
        record = outcome.change.game
        if outcome.decided == "expel" and record.thread_id is not None:
            opened = self.service.clock.call_of("open", record, call.seat, reason="by the table's vote")
            await self.choreographer.post_call(record.thread_id, opened)

    async def _edit_call(self, interaction: discord.Interaction, message: present_common.Message) -> None:
        """Update the thread message whose button was pressed; a failure only leaves it as it was."""
        if interaction.message is None:
            return
        try:
            await interaction.message.edit(**message.edit_kwargs())
        except discord.HTTPException as failure:
            log.info("could not update the call message %s: %s", interaction.message.id, failure)

    async def ask_more_time(self, interaction: discord.Interaction, game_id: int) -> None:
        """``/game more-time``: post the request in the thread, where any other player can grant a day."""
        call = await self.service.clock.ask_more_time(game_id, interaction.user.id, guild_id=interaction.guild_id)
        record = await self.service.get(game_id, interaction.guild_id)
        if record.thread_id is not None:
            await self.choreographer.post_call(record.thread_id, call)
        await self.show(
            interaction, present_common.Message("Asked: any other player can grant you a day in the thread.")
        )

    async def confirm(self, interaction: discord.Interaction, game_id: int, verb: str, custom_id: str) -> None:
        """A confirmed ``/game resign`` or ``/game abandon``."""
        try:
            await self.defer(interaction, update=in_panel(interaction))
            user = interaction.user
            if verb == "resign":
                moved = await self.service.play.resign(game_id, user.id, guild_id=interaction.guild_id)
                resigned = present_common.Message("You resigned. The game now makes your choices.")
                await self.show_done(interaction, self.show(interaction, resigned), game_id)
                await self.choreographer.after_change(moved)
            else:
                record = await self.service.play.abandon(
                    game_id, user.id, may_manage=manages_threads_in_game(interaction), guild_id=interaction.guild_id
                )
                abandoned = present_common.Message(f"Game #{game_id} was abandoned.")
                await self.show_done(interaction, self.show(interaction, abandoned), game_id)
                await self.choreographer.abandoned(record, f"by {shown(user.display_name)}")
        except Exception as error:
            await errors.report(interaction, error, errors.Where(game_id, None, custom_id))
