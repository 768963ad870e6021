"""The lobby flow's answers: Join, Leave, Start, the DM check at joining, an option chosen."""

import logging

import discord

from bot import errors, parse
from bot.components import ids
from bot.permissions import moderator_check
from bot.present import lobby as present_lobby
from bot.present.common import channel
from bot.refusals import NoSuchChoice
from bot.respond.answering import Answering
from bot.service.outcomes import Change, Lobby
from bot.threads import seat_in_thread
from i18n import _

log = logging.getLogger(__name__)


class LobbyResponses(Answering):
    """The lobby message's buttons and menus."""

    async def lobby_button(self, interaction: discord.Interaction, game_id: int, verb: str, custom_id: str) -> None:
        """Join, Leave, Start, Add or Remove a bot: the lobby message is updated; Start posts the first board."""
        try:
            if verb == "rematch":  # on the result: answered apart (ephemeral), the result stays as it is
                await self.rematch(interaction, game_id)
                return
            await self.defer(interaction, update=True)
            user = interaction.user
            moved = None
            guild_id = interaction.guild_id
            if verb == "join":
                joined = await self.service.lobby.join(game_id, user.id, user.display_name, guild_id=guild_id)
                moved, lobby = _started_or_lobby(self, joined)
            elif verb == "leave":
                lobby = await self.service.lobby.leave(game_id, user.id, guild_id=guild_id)
            elif verb == "bot":
                added = await self.service.lobby.add_bot(game_id, user.id, guild_id=guild_id)
                moved, lobby = _started_or_lobby(self, added)
            elif verb == "unbot":
                lobby = await self.service.lobby.remove_bot(game_id, user.id, guild_id=guild_id)
            else:
                may_manage = await moderator_check(interaction, self.service.store.servers)
                moved = await self.service.lobby.start(game_id, user.id, guild_id=guild_id, may_manage=may_manage)
                lobby = self.service.lobby.view(moved.game)
            if moved is None:
                await self.show(interaction, present_lobby.lobby_message(lobby))
                self.choreographer.channel_changed(interaction.channel_id or 0)  # the lobby is in the game's channel
                if lobby.private and lobby.thread_id is not None and verb in ("join", "leave"):
                    await seat_in_thread(interaction.client, lobby.thread_id, [user.id], seated=verb == "join")
                if verb == "join":
                    await self.preflight(interaction, game_id)
            else:
                await self.show_done(interaction, self.show(interaction, present_lobby.lobby_message(lobby)), game_id)
                if lobby.private and lobby.thread_id is not None:  # every player in, before the first board
                    players = [seat.user_id for seat in lobby.players if seat.bot is None]
                    await seat_in_thread(interaction.client, lobby.thread_id, players)
                await self.choreographer.after_change(moved)
                if verb == "join":  # the seat that started the game: its player's DMs are checked as at any join
                    await self.preflight(interaction, game_id)
        except Exception as error:
            await errors.report(interaction, error, errors.Where(game_id, None, custom_id))

    async def lobby_pick(self, interaction: discord.Interaction, game_id: int, verb: str, values: list[str]) -> None:
        """A player picked their seat's colour, or the creator invited members: the lobby message is updated."""
        try:
            await self.defer(interaction, update=True)
            guild_id = interaction.guild_id
            if verb == "colour":
                colour = values[0] if len(values) == 1 else ""
                lobby = await self.service.lobby.pick_colour(game_id, interaction.user.id, colour, guild_id=guild_id)
            else:
                members = [number for value in values if (number := parse.ascii_int(value)) is not None]
                if not members or len(members) != len(values):
                    raise NoSuchChoice(_("Pick the members to invite from the menu."))
                lobby = await self.service.lobby.invite(game_id, interaction.user.id, members, guild_id=guild_id)
            await self.show(interaction, present_lobby.lobby_message(lobby))
        except Exception as error:
            await errors.report(interaction, error, errors.Where(game_id, None, ids.lobby_pick_id(game_id, verb)))

    async def rematch(self, interaction: discord.Interaction, game_id: int) -> None:
        """Rematch on a finished game's result: its one rematch lobby, posted (pinging its players) if not yet."""
        await self.defer(interaction, update=False)
        user = interaction.user
        lobby, _new = await self.service.lobby.rematch(
            game_id, user.id, user.display_name, guild_id=interaction.guild_id
        )
        lobby = await self.choreographer.post_lobby(lobby.game_id)
        link = channel(lobby.thread_id) if lobby.thread_id else channel(interaction.channel_id or 0)
        await self.tell(interaction, _("The rematch is open: game #{game}, played in {thread}.", game=lobby.game_id,
                                       thread=link))  # fmt: skip

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


def _started_or_lobby(responses: LobbyResponses, outcome: Lobby | Change) -> tuple[Change | None, Lobby]:
    """A join's outcome: the change of the game it started (and its lobby, now started), or the lobby."""
    if isinstance(outcome, Change):
        return outcome, responses.service.lobby.view(outcome.after.record)
    return None, outcome
