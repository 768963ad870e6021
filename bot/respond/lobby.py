"""The lobby flow's answers: Join, Leave, Start, the DM check at joining, an option chosen."""

import logging

import discord

from bot import errors
from bot.permissions import moderator_check
from bot.present import lobby as present_lobby
from bot.respond.answering import Answering
from bot.threads import seat_in_thread

log = logging.getLogger(__name__)


class LobbyResponses(Answering):
    """The lobby message's buttons and menus."""

    async def lobby_button(self, interaction: discord.Interaction, game_id: int, verb: str, custom_id: str) -> None:
        """Join, Leave, Start, Add or Remove a bot: the lobby message is updated; Start posts the first board."""
        try:
            await self.defer(interaction, update=True)
            user = interaction.user
            moved = None
            guild_id = interaction.guild_id
            if verb == "join":
                lobby = await self.service.lobby.join(game_id, user.id, user.display_name, guild_id=guild_id)
            elif verb == "leave":
                lobby = await self.service.lobby.leave(game_id, user.id, guild_id=guild_id)
            elif verb == "bot":
                lobby = await self.service.lobby.add_bot(game_id, user.id, guild_id=guild_id)
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
