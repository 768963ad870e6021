"""A campaign's messages in its channel: the campaign message, the pinned summary and the final image (issue 14).

:class:`CampaignDesk` answers the campaign message's components (Join / Leave, the titles'
option menus), starts the games ``/campaign schedule`` planned (each in its own thread, like
``/game new``), and keeps the pinned summary up to date: the choreographer tells it of every
game that ended (``Choreographer.on_over``), also when a restart's repair finds one, and it
edits the summary in place (an edit pings nobody). When a game's end completes the schedule,
the campaign ends and its final standings are posted as an image.
"""

import asyncio
import dataclasses
import logging
from collections import defaultdict
from datetime import datetime

import discord

from bot import errors
from bot.choreography import Choreographer
from bot.choreography.posting import post_nonce
from bot.crash import crash_point
from bot.present import campaign as present_campaign
from bot.present import lobby as present_lobby
from bot.refusals import Refusal
from bot.respond.answering import in_panel
from bot.service import GameService
from bot.service import campaign as campaigns
from bot.service.campaign import CampaignView, Started
from bot.service.outcomes import Lobby
from bot.threads import NO_THREAD, THREAD_ALREADY_CREATED, open_thread
from engine.core.words import fit
from i18n import _, listed
from storage.homes import EVERYWHERE_ALWAYS, Homes
from storage.models import CampaignStatus, utc_now
from storage.records import CampaignRecord, GameRecord

log = logging.getLogger(__name__)


class ThreadRefused(Exception):
    """Discord refused to open a campaign game's thread from its lobby message."""

    def __init__(self, channel: discord.PartialMessageable, message_id: int, failure: discord.HTTPException) -> None:
        super().__init__(str(failure))
        self.channel = channel
        self.message_id = message_id
        self.failure = failure


def tagged(campaign: str, title: str) -> str:
    """A campaign game's thread title: the campaign's name, then the game's."""
    return f"{fit(campaign, 60)}: {title}"


class CampaignDesk:
    """The campaign flows and the upkeep of each campaign's messages."""

    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        choreographer: Choreographer,
        home: Homes = EVERYWHERE_ALWAYS,
    ) -> None:
        self.home = home  # the servers whose campaigns this process settles after a crash (the others' elsewhere)
        self.client = client
        self.service = service
        self.choreographer = choreographer
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.started_at = utc_now()

    async def language_of(self, record: CampaignRecord) -> str:
        """The language of a campaign's public messages: its server's (``/server language``)."""
        return await self.service.store.servers.language(record.guild_id)

    def titles(self) -> dict[str, str]:
        """Each installed game's title by key."""
        return {key: spec.title for key, spec in self.service.games.items()}

    # --- Components ----------------------------------------------------------------------------------

    async def button(self, interaction: discord.Interaction, campaign_id: int, verb: str, custom_id: str) -> None:
        """Join or Leave: the campaign message is updated in place (the summary too, once it exists)."""
        try:
            await interaction.response.defer()
            user = interaction.user
            if verb == "join":
                view = await campaigns.join(self.service, campaign_id, user.id, user.display_name, interaction.guild_id)
            else:
                view = await campaigns.leave(self.service, campaign_id, user.id, interaction.guild_id)
            message = present_campaign.campaign_message(view, await self.language_of(view.record))
            await interaction.edit_original_response(**message.edit_kwargs())
            await self.refresh_summary(view)
        except Exception as error:
            await errors.report(interaction, error, errors.Where(None, None, custom_id))

    async def option(
        self, interaction: discord.Interaction, campaign_id: int, title: int, option: int, choice: int, custom_id: str
    ) -> None:
        """The creator chose a title's option: the menus show it, and the campaign message too."""
        try:
            await interaction.response.defer()
            view = await campaigns.set_option(
                self.service, campaign_id, interaction.user.id, title, option, choice, interaction.guild_id
            )
            if in_panel(interaction):  # the creator's own copy of the menus (/campaign options)
                message = present_campaign.title_options_message(view, title, await errors.reader_of(interaction))
                await interaction.edit_original_response(**message.edit_kwargs())
                await self.refresh_message(view)
            else:
                message = present_campaign.campaign_message(view, await self.language_of(view.record))
                await interaction.edit_original_response(**message.edit_kwargs())
        except Exception as error:
            await errors.report(interaction, error, errors.Where(None, None, custom_id))

    # --- Games ---------------------------------------------------------------------------------------

    async def open_games(self, started: Started) -> tuple[Started, list[str]]:
        """Give each game ``/campaign schedule`` started its message and thread, its first board and DMs.

        Returns the games with their threads, and a note per game whose players' DMs are refused.
        A game whose thread cannot be opened is abandoned (the others go on).
        """
        opened = []
        notes = []
        for lobby in started.games:
            record = next(game for game in started.scheduled.games if game.id == lobby.game_id)
            try:
                record = await self._give_thread(record, started.view.record.name)
            except ThreadRefused as refused:
                log.warning("could not create the thread of campaign game %s: %s", lobby.game_id, refused.failure)
                abandoned = await self.service.play.abandon(lobby.game_id, record.creator_id, may_manage=True)
                await self._edit_lobby(refused.channel, refused.message_id, self.service.lobby.view(abandoned))
                raise Refusal(NO_THREAD) from refused.failure
            shown = {"thread_id": record.thread_id, "lobby_message_id": record.lobby_message_id}
            opened.append(dataclasses.replace(lobby, **shown))
            await self.choreographer.after_change(self.service.lobby.begun(record))
            refused = await self._preflight(record)
            if refused:
                names = listed([f"<@{user_id}>" for user_id in refused])
                notes.append(
                    _(
                        "I can't send direct messages to {names}, and {title} has private information: they can "
                        "read theirs with `/game hand` and the “Take your turn” button in the game's thread.",
                        names=names,
                        title=lobby.title,
                    )
                )
        self.choreographer.channel_changed(started.view.record.channel_id)
        return dataclasses.replace(started, games=tuple(opened)), notes

    async def reopen(self, before: datetime | None = None) -> int:
        """Open the threads of campaign games a crash or restart left without one; how many were opened.

        Only games created before ``before`` (default: when this process started) are looked at: a
        schedule under way in this process opens its own. A process that takes over another's
        shards (``bot/leases.py``) passes the moment it took them: their holder stopped before.
        Each gets its lobby message (the one already posted, if its id was stored), thread, first
        board and DMs, as :meth:`open_games` gives them; one that cannot get a thread is left for
        the next start.
        """
        opened, home = 0, self.home()
        for game_id in await self.service.store.campaigns.threadless_games(before or self.started_at):
            try:
                record = await self.service.get(game_id)
                if not home.owns(record.guild_id):
                    continue
                campaign = await self.service.store.campaigns.get(record.campaign_id or 0)
                record = await self._give_thread(record, campaign.name)
                await self.choreographer.after_change(self.service.lobby.begun(record))
                opened += 1
            except ThreadRefused as refused:
                log.warning("could not open the thread of campaign game %s: %s", game_id, refused.failure)
            except Exception:
                log.exception("could not open the thread of campaign game %s", game_id)
        return opened

    async def _give_thread(self, record: GameRecord, campaign: str) -> GameRecord:
        """Post a campaign game's lobby message and open its thread, each once, storing each as soon as it exists.

        Crash-safe in this order: the lobby message is posted with a nonce made of the game (a
        post made again by a restarted process returns the first message) and its id stored at
        once; a stored id is reused rather than posted again. The thread is opened from that
        message; Discord answers 160004 when a killed process opened it already, and such a
        thread has the message's id. Raises :class:`ThreadRefused` if Discord refuses the thread.
        """
        channel = self._text_channel(record)
        message_id = record.lobby_message_id
        if message_id is None:
            lobby = present_lobby.lobby_message(self.service.lobby.view(record))
            message = await channel.send(**lobby.send_kwargs(), nonce=post_nonce("l", record.id, 0, None))
            crash_point("lobby-posted")
            message_id = message.id
            await self.service.store.outbox.set_messages(record.id, lobby_message_id=message_id)
        title = tagged(campaign, self.service.spec(record).title)
        try:
            thread_id = (await open_thread(channel.get_partial_message(message_id), title, record.id)).id
        except discord.HTTPException as failure:
            if failure.code != THREAD_ALREADY_CREATED:
                raise ThreadRefused(channel, message_id, failure) from failure
            thread_id = message_id  # opened by a process that stopped before storing it: the thread has its id
        crash_point("thread-opened")
        shown = {"thread_id": thread_id, "lobby_message_id": message_id}
        blank = {"board_message_id": None, "board_version": None, "board_waiting": ()}  # a new thread
        await self.service.store.outbox.set_messages(record.id, **shown, **blank)
        return dataclasses.replace(record, **shown, **blank)

    def _text_channel(self, record: GameRecord) -> discord.PartialMessageable:
        """The game's channel, with its server: a message sent there knows it, so it can start a thread."""
        return self.client.get_partial_messageable(record.channel_id, guild_id=record.guild_id)

    async def _edit_lobby(self, channel: discord.PartialMessageable, message_id: int, lobby: Lobby) -> None:
        try:
            await channel.get_partial_message(message_id).edit(**present_lobby.lobby_message(lobby).edit_kwargs())
        except discord.HTTPException as failure:
            log.warning("could not update the lobby message %s: %s", message_id, failure)

    async def _preflight(self, record: GameRecord) -> list[int]:
        """The players of a game with private views whom DMs cannot reach (checked as a lobby's joiners are)."""
        if not self.service.spec(record).has_private_views(record.options):
            return []
        refused = []
        for seat in record.seats:
            try:
                if not await self.choreographer.dms.preflight(record, seat.user_id):
                    refused.append(seat.user_id)
            except Exception:
                log.exception("could not check the DMs of %s in game %s", seat.user_id, record.id)
        return refused

    async def game_over(self, record: GameRecord) -> None:
        """A game ended: if a campaign started it, end the campaign when its schedule is done, and update it."""
        if record.campaign_id is None:
            return
        async with self._locks[record.campaign_id]:
            ended = await self.service.store.campaigns.end_if_done(record.campaign_id)
            view = await campaigns.view(self.service, ended or record.campaign_id)
            await self._refresh_summary(view)
            if ended is not None:
                await self.finish(view)

    async def finish(self, view: CampaignView) -> None:
        """Post the final standings image in the campaign's channel (once) and close the campaign message.

        Posted with a nonce made of the campaign (a post made again by a restarted process is one
        message), then marked posted; a failure leaves them owed to the next start (:meth:`resume`).
        """
        record = view.record
        channel = self.client.get_partial_messageable(record.channel_id)
        try:
            code = await self.language_of(record)
            message = await asyncio.to_thread(present_campaign.final_message, view, code)  # drawn off the event loop
            await channel.send(**message.send_kwargs(), nonce=post_nonce("f", record.id, 0, None))
            await self.service.store.campaigns.final_was_posted(record.id)
        except discord.HTTPException as failure:
            log.warning("could not post the final standings of campaign %s: %s", record.id, failure)
        await self.refresh_message(view)

    async def resume(self) -> int:
        """At start-up, settle the campaigns a stopped process may have left: how many ended or were told.

        A running campaign whose last game ended while no process told it (stopped between the
        game's end and its campaign's update) ends now; an ended one whose final standings were
        never posted gets them. Either way its summary is brought up to date.
        """
        settled, home = 0, self.home()
        for campaign_id in await self.service.store.campaigns.unsettled():
            try:
                if not home.owns((await self.service.store.campaigns.get(campaign_id)).guild_id):
                    continue
                async with self._locks[campaign_id]:
                    ended = await self.service.store.campaigns.end_if_done(campaign_id)
                    view = await campaigns.view(self.service, campaign_id)
                    await self._refresh_summary(view)
                    owed = view.record.status == CampaignStatus.ENDED and not view.record.final_posted
                    if ended is not None or owed:
                        await self.finish(view)
                        settled += 1
            except Exception:
                log.exception("could not settle campaign %s", campaign_id)
        return settled

    # --- Messages ------------------------------------------------------------------------------------

    async def refresh_message(self, view: CampaignView) -> None:
        """Edit the campaign message to show ``view``; never raises."""
        record = view.record
        if record.message_id is None:
            return
        message = present_campaign.campaign_message(view, await self.language_of(record))
        target = self.client.get_partial_messageable(record.channel_id).get_partial_message(record.message_id)
        try:
            await target.edit(**message.edit_kwargs())
        except discord.HTTPException as failure:
            log.warning("could not update the message of campaign %s: %s", record.id, failure)

    async def refresh_summary(self, view: CampaignView) -> None:
        """Bring the pinned summary up to date (posting and pinning it the first time a game starts).

        The summary shows the campaign as read now, under the lock: another flow may have changed it
        since ``view`` was read (two ``/campaign schedule`` at once), and the summary must not go back.
        """
        async with self._locks[view.record.id]:
            await self._refresh_summary(await campaigns.view(self.service, view.record.id))

    async def _refresh_summary(self, view: CampaignView) -> None:
        """Edit the summary to show ``view``, or post and pin it if the campaign has started and has none.

        Only the caller whose claim succeeds posts it (storage: ``claim_summary``), in this process or
        another; it then shows the campaign as read after recording the summary, so what a caller that
        lost the claim changed meanwhile is shown too. A failed post gives the claim up; a process that
        dies between claim and post leaves the summary to the next update after the claim's lease.
        """
        record = view.record
        code = await self.language_of(record)
        message = present_campaign.summary_message(view, self.titles(), code)
        channel = self.client.get_partial_messageable(record.channel_id)
        try:
            if record.summary_message_id is not None:
                await channel.get_partial_message(record.summary_message_id).edit(**message.edit_kwargs())
                return
            if record.scheduled == 0 or not await self.service.store.campaigns.claim_summary(record.id):
                return  # no game yet (the summary comes with the first one), or another caller is posting it
            try:
                posted = await channel.send(**message.send_kwargs(), nonce=post_nonce("s", record.id, 0, None))
                crash_point("summary-posted")
            except Exception:
                await self.service.store.campaigns.release_summary(record.id)
                raise
            await self.service.store.campaigns.set_messages(record.id, summary_message_id=posted.id)
            try:
                await posted.pin(reason=f"The standings of campaign #{record.id}")
            except discord.HTTPException as failure:
                log.info("could not pin the summary of campaign %s: %s", record.id, failure)
            latest = present_campaign.summary_message(
                await campaigns.view(self.service, record.id), self.titles(), code
            )
            if latest.content != message.content:
                await posted.edit(**latest.edit_kwargs())
        except discord.NotFound:
            await self.service.store.campaigns.set_messages(
                record.id, summary_message_id=None
            )  # deleted: post anew next
        except discord.HTTPException as failure:
            log.warning("could not update the summary of campaign %s: %s", record.id, failure)
