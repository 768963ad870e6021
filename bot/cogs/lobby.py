"""``/game new``: open a game's lobby in the channel and its public thread (issue: lobby)."""

import dataclasses
import logging

import discord
from discord import app_commands

from bot import parse
from bot.client import GameBot
from bot.cogs import GameCog, game_command, game_title_choices
from bot.cogs.server import LANGUAGE_CHOICES
from bot.present import lobby as present_lobby
from bot.refusals import Refusal
from bot.threads import NO_PRIVATE_THREAD, NO_THREAD, THREAD_PARENTS, may_open_private, open_thread
from i18n import _
from storage.table import BOT_LEVEL

BOT_LEVELS = BOT_LEVEL.choices

log = logging.getLogger(__name__)


class LobbyCog(GameCog):
    """Creates games: the lobby message with Join / Leave / Start and option menus, and the game's thread.

    The creator joins as they create, so their DMs are checked then too (``Responder.preflight``).
    """

    @game_command(name="new")
    @app_commands.guild_only()
    @app_commands.describe(
        game="The game to play",
        bots="How many bots to seat now (more can be added or removed in the lobby)",
        bot_level="How well the bots play",
        language="The language of the game's thread (default: this server's language)",
        thread="Public (default), or private: only the players and moderators see the game's thread",
        invite="Only these members may join: mention them, e.g. @Ana @Ben (you can invite more in the lobby)",
        seat_order="Who sits first: drawn at the start (default) or the order players join in",
        autostart="Start by itself when the table is full, or when everyone invited has joined",
    )
    @app_commands.choices(
        bot_level=[app_commands.Choice(name=level.title(), value=level) for level in BOT_LEVELS],
        language=LANGUAGE_CHOICES,
        thread=[
            app_commands.Choice(name="Public", value="public"),
            app_commands.Choice(name="Private", value="private"),
        ],
        seat_order=[
            app_commands.Choice(name="Random", value="random"),
            app_commands.Choice(name="As joined", value="joined"),
        ],
        autostart=[app_commands.Choice(name="Off", value="off"), app_commands.Choice(name="On", value="on")],
    )
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        bots: app_commands.Range[int, 0, 7] = 0,
        bot_level: str = "normal",
        language: str | None = None,
        thread: str = "public",
        invite: str | None = None,
        seat_order: str | None = None,
        autostart: str | None = None,
    ) -> None:
        """Open a new game here: a lobby to join, and a thread where it is played.

        ``invite`` is one text option holding any number of mentions: a slash option takes one member
        each, so several member options would cap the invitations and crowd the command; in a text option
        Discord's client turns each typed @name into a mention (``<@id>``), which :func:`bot.parse.mentioned` reads.
        """
        channel = interaction.channel
        if channel is None or channel.type not in THREAD_PARENTS:
            raise Refusal(_("Start games in a server's text channel: each game gets its own thread there."))
        private = thread == "private"
        if private and channel.type != discord.ChannelType.text:
            raise Refusal(_("Discord opens private threads only in text channels: open this game in one."))
        if private and not may_open_private(interaction.app_permissions):
            raise Refusal(NO_PRIVATE_THREAD)
        self.bot.service.rules(game)  # refuse an unknown game before anything is written
        invited = None if invite is None else parse.mentioned(invite)
        if invited is not None and not invited:
            raise Refusal(_("Mention the members to invite, e.g. @Ana @Ben; I found no mention in “{text}”.",
                            text=invite[:80]))  # fmt: skip
        # and a channel or a member this server does not allow, before the public answer is begun
        await self.bot.service.lobby.check_opening(interaction.guild_id or 0, channel.id, interaction.user.id)
        await interaction.response.defer()
        user = interaction.user
        table = {"bot_level": bot_level, "thread": thread} | ({"language": language} if language is not None else {})
        table |= {name: value for name, value in (("seat_order", seat_order), ("autostart", autostart)) if value}
        lobby = await self.bot.service.lobby.open_lobby(
            interaction.guild_id or 0, channel.id, user.id, user.display_name, game, table, bots, invited
        )
        message = await interaction.edit_original_response(**present_lobby.lobby_message(lobby).edit_kwargs())
        try:
            opened = await open_thread(message, lobby.title, lobby.game_id, private=private)
            if private:  # the creator is the first player: in the thread from the start
                await opened.add_user(user)
        except discord.HTTPException as failure:
            log.warning("could not create the thread of game %s: %s", lobby.game_id, failure)
            record = await self.bot.service.play.abandon(lobby.game_id, user.id, may_manage=True)
            await interaction.edit_original_response(
                **present_lobby.lobby_message(self.bot.service.lobby.view(record)).edit_kwargs()
            )
            raise Refusal(NO_PRIVATE_THREAD if private else NO_THREAD) from failure
        await self.bot.service.lobby.attach(lobby.game_id, thread_id=opened.id, lobby_message_id=message.id)
        lobby = dataclasses.replace(lobby, thread_id=opened.id, lobby_message_id=message.id)
        await interaction.edit_original_response(**present_lobby.lobby_message(lobby).edit_kwargs())
        self.bot.choreographer.channel_changed(channel.id)
        await self.bot.responder.preflight(interaction, lobby.game_id)

    @new.autocomplete("game")
    async def _game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await game_title_choices(self.bot, interaction, current)


async def setup(bot: GameBot) -> None:
    """Load the lobby cog."""
    await bot.add_cog(LobbyCog(bot))
