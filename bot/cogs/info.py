"""``/game board``, ``hand``, ``log``, ``recap``, ``list`` and ``rules``: looking, not moving (issue: info commands)."""

import discord
from discord import app_commands

from bot import errors
from bot.client import GameBot
from bot.cogs import AUTOCOMPLETE_LIMIT, GameCog, game_choices, game_command, game_title_choices
from bot.names import shown_all
from bot.permissions import moderator_check
from bot.present import info as present_info
from bot.present import play as present_play
from bot.refusals import NoGameHere, NoSuchChoice
from engine.core.words import fit
from i18n import _, say
from storage.records import GameRecord

DEFAULT_LOG_LINES = 15
CHOICE_NAME_LIMIT = 100  # an autocomplete choice's name (DISCORD.md)


class InfoCog(GameCog):
    """What a player may look at: the board, their private view, the log, the open games, the rules."""

    @game_command(name="board")
    @app_commands.guild_only()
    @app_commands.describe(game="The game (implied inside a game's thread)")
    async def board(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """Show a game's current board (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.bot.service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        reader = await errors.reader_of(interaction)  # shown to the caller alone: in their language, picture too
        board = await self.bot.service.info.board(record, reader)
        message = (
            present_play.result_message(board, reader)
            if board.result
            else present_play.board_message(board, ping=False, full=True, language=reader)
        )
        message.mentions = discord.AllowedMentions.none()
        await interaction.edit_original_response(**message.edit_kwargs())

    @game_command(name="hand")
    @app_commands.guild_only()
    @app_commands.describe(game="The game (implied inside a game's thread)")
    async def hand(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """Show your private view of a game: your hand and secrets (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.bot.service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        reader = await errors.reader_of(interaction)
        hand = await self.bot.service.info.hand(record, interaction.user.id, language=reader)
        await self.bot.dms.opened_hand(record, interaction.user.id)
        await interaction.edit_original_response(
            **present_info.hand_message(hand, shown_all(record.names), reader).edit_kwargs()
        )

    @game_command(name="log")
    @app_commands.guild_only()
    @app_commands.describe(game="The game (implied inside a game's thread)", count="How many events to show")
    async def log(
        self,
        interaction: discord.Interaction,
        game: str | None = None,
        count: app_commands.Range[int, 1, 50] = DEFAULT_LOG_LINES,
    ) -> None:
        """Show a game's latest public events (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.bot.service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        reader = await errors.reader_of(interaction)
        lines = await self.bot.service.info.log(record.id, count, language=reader)
        title = self.bot.service.spec(record).title
        await interaction.edit_original_response(content=present_info.log_message(title, record.id, lines, reader))

    @game_command(name="recap")
    @app_commands.guild_only()
    @app_commands.describe(game="The game (implied inside a game's thread)")
    async def recap(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """Show what happened since your last move (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.bot.service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        reader = await errors.reader_of(interaction)
        moves = await self.bot.service.info.recap(record, interaction.user.id)
        title = self.bot.service.spec(record).title
        message = present_info.recap_message(title, record.id, moves, reader)
        await interaction.edit_original_response(content=message)

    @game_command(name="list")
    @app_commands.guild_only()
    @app_commands.describe(channel_only="Only the games started in this channel")
    async def list_games(self, interaction: discord.Interaction, channel_only: bool = False) -> None:
        """List the open games of this server (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel_id = None
        if channel_only:
            channel = interaction.channel
            channel_id = getattr(channel, "parent_id", None) or interaction.channel_id
        moderates = await moderator_check(interaction, self.bot.service.store.servers)
        user_id = interaction.user.id

        def sees(record: GameRecord) -> bool:  # a private table's game: its players and moderators
            return record.seat_of(user_id) is not None or moderates(record)

        lines = await self.bot.service.info.list_games(interaction.guild_id or 0, channel_id, sees=sees)
        mentioned = f"<#{channel_id}>"
        here = _("in {channel}", channel=mentioned) if channel_id else _("in this server")
        reader = await errors.reader_of(interaction)
        await interaction.edit_original_response(content=present_info.list_message(lines, here=here, language=reader))

    @game_command(name="rules")
    @app_commands.guild_only()
    @app_commands.describe(
        game="The game whose rules to show (implied inside a game's thread)",
        topic="One section of the rules (set-up, a phase, scoring...); leave out for the whole summary",
    )
    async def rules(self, interaction: discord.Interaction, game: str | None = None, topic: str | None = None) -> None:
        """Show a summary of a game's rules, or one topic of them (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        key = game
        if not key:
            try:
                record = await self.bot.service.locate(
                    interaction.guild_id, interaction.channel_id, interaction.user.id, None
                )
            except NoGameHere as missing:
                raise NoGameHere(_("Choose the game whose rules you want with the “game” option.")) from missing
            key = record.game_key
        reader = await errors.reader_of(interaction)
        if topic:
            title, section = self.bot.service.rules_topic(key, topic)
            first, *more = present_info.rules_topic_messages(title, section, reader)
            await interaction.edit_original_response(content=first)
            for part in more:  # a section longer than one message: its further parts, in order
                await interaction.followup.send(part, ephemeral=True)
            return
        title, summary = self.bot.service.rules(key)
        topics = self.bot.service.spec_named(key).rules_topics
        await interaction.edit_original_response(content=present_info.rules_message(title, summary, reader, topics))

    @board.autocomplete("game")
    @hand.autocomplete("game")
    @log.autocomplete("game")
    @recap.autocomplete("game")
    async def _game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await game_choices(self.bot, interaction, current)

    @rules.autocomplete("game")
    async def _title_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await game_title_choices(self.bot, interaction, current)

    @rules.autocomplete("topic")
    async def _topic_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The topics of the game chosen (or of the thread's game), titled in the member's language."""
        key = getattr(interaction.namespace, "game", None)
        try:
            if not key:
                record = await self.bot.service.locate(
                    interaction.guild_id, interaction.channel_id, interaction.user.id, None
                )
                key = record.game_key
            spec = self.bot.service.spec_named(key)
        except (NoGameHere, NoSuchChoice):
            return []  # no game chosen yet, or an unknown one: nothing to offer (the command then says why)
        reader = await errors.reader_of(interaction)
        wanted = current.casefold().strip()
        choices = []
        for topic in spec.rules_topics:
            name = fit(say(topic.title, reader), CHOICE_NAME_LIMIT)
            if wanted in name.casefold() or wanted in topic.key or wanted in str(topic.title).casefold():
                choices.append(app_commands.Choice(name=name, value=topic.key))
        return choices[:AUTOCOMPLETE_LIMIT]


async def setup(bot: GameBot) -> None:
    """Load the info cog."""
    await bot.add_cog(InfoCog(bot))
