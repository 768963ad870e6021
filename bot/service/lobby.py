"""The lobby flow (cog ``bot/cogs/lobby.py``): open a game, seat and unseat players, set its options, start it."""

from collections.abc import Mapping, Sequence
from typing import Any

from bot.languages import game_language, names_in, spoken
from bot.names import shown_all
from bot.refusals import NoSuchChoice, NotAllowed
from bot.service.core import Flow, ManagePermission, seat_number
from bot.service.outcomes import Change, Lobby
from engine.core import GameSpec, IllegalAction
from engine.core.words import commas
from i18n import Text, _, listed, n_
from renderers import seat_colours
from renderers.kit.palette import SeatColour
from storage.models import GameStatus
from storage.records import GameRecord
from storage.table import TABLE_OPTIONS, describe_table, read_table, resolve_table

NEW_TABLE = {"seat_order": "random"}
"""What a lobby opened with ``/game new`` sets beyond the storage's defaults (issue 26: seats drawn by default)."""


PRIVATE_REMATCH = _(
    "A private table's next game is not opened with Rematch: use /game new thread:private and invite the same players."
)


class LobbyFlow(Flow):
    """A game before it starts: its lobby, and the start."""

    async def open_lobby(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        name: str,
        game_key: str,
        table: Mapping[str, str] | None = None,
        bots: int = 0,
        invited: Sequence[int] | None = None,
    ) -> Lobby:
        """Create a game in its lobby, with the creator seated, the table settings given and the rest at defaults.

        ``bots``: how many bots to seat after the creator, at the table's "Bots play at" strength. The table's
        language is the server's (``/server language``) unless ``table`` names one; its seats are drawn at the
        start unless ``table`` says otherwise. ``invited``: the members who may join (None: anyone).
        """
        spec = self.core.spec_named(game_key)
        server = await self.core.store.servers.settings(guild_id)
        if not server.allows_channel(channel_id):
            raise NotAllowed(channels_refusal(server.game_channels))
        table = NEW_TABLE | dict(table or {})
        if "language" not in table:  # a game is played in its server's language unless its creator chose one
            table["language"] = server.language
        try:
            settings = resolve_table(table)
        except IllegalAction as refusal:
            raise NoSuchChoice(refusal.message) from None
        level = read_table(settings).bot_level
        record = await self.core.store.games.create_game(
            guild_id,
            channel_id,
            user_id,
            name,
            spec.key,
            spec.resolve_options(None),
            self.core.new_seed(),
            settings,
            [level] * bots,
            invited,
            limit=server.max_open_games,
        )
        return self.view(record)

    async def check_opening(self, guild_id: int, channel_id: int, user_id: int) -> None:
        """Refuse, before anything is posted, a lobby this server does not allow: the channel, or the member's limit."""
        server = await self.core.store.servers.settings(guild_id)
        if not server.allows_channel(channel_id):
            raise NotAllowed(channels_refusal(server.game_channels))
        await self.core.store.servers.check_open_games(guild_id, user_id, server.max_open_games)

    async def attach(self, game_id: int, *, thread_id: int, lobby_message_id: int) -> None:
        """Remember the lobby message and the game's thread."""
        await self.core.store.outbox.set_messages(game_id, thread_id=thread_id, lobby_message_id=lobby_message_id)

    async def join(self, game_id: int, user_id: int, name: str, *, guild_id: int | None) -> Lobby | Change:
        """Seat a player in the lobby of a game of their server.

        Its lobby, or the change of the game their seat started (a table set to start when full, issue 26).
        """
        async with self.core.locks[game_id]:
            record = await self.core.get(game_id, guild_id, dm_ok=False)
            limit = (await self.core.store.servers.settings(record.guild_id)).max_open_games
            record = await self.core.store.games.join(game_id, user_id, name, limit=limit)
        return self.begun(record) if record.status == GameStatus.ACTIVE else self.view(record)

    async def invite(self, game_id: int, user_id: int, members: Sequence[int], *, guild_id: int | None) -> Lobby:
        """Invite ``members`` to the lobby (its creator only): only they (and the creator) may join."""
        async with self.core.locks[game_id]:
            await self.core.get(game_id, guild_id, dm_ok=False)
            return self.view(await self.core.store.tables.invite(game_id, user_id, members))

    async def pick_colour(self, game_id: int, user_id: int, colour: str, *, guild_id: int | None) -> Lobby:
        """A seated player picks their seat's colour from those of the title's pictures no one else picked."""
        async with self.core.locks[game_id]:
            record = await self.core.get(game_id, guild_id, dm_ok=False)
            palette = [choice.key for choice in seat_colours(record.game_key)]
            return self.view(await self.core.store.tables.pick_colour(game_id, user_id, colour, palette))

    async def rematch(self, game_id: int, user_id: int, name: str, *, guild_id: int | None) -> tuple[Lobby, bool]:
        """The rematch lobby of a finished game (opened by its player ``user_id`` if none is yet); whether it is new.

        The same players, game, options and table settings, seats rotated by one; pressed twice (or by two
        players), it is the same lobby. Not for a private table: its thread is opened with the lobby, from
        the command (``/game new thread:private``), and a rematch's lobby is posted by what is stored.
        """
        async with self.core.locks[game_id]:
            finished = await self.core.get(game_id, guild_id, dm_ok=False)
            if read_table(finished.table).private:
                raise NotAllowed(PRIVATE_REMATCH)
            limit = (await self.core.store.servers.settings(finished.guild_id)).max_open_games
            record, new = await self.core.store.tables.rematch(
                game_id, user_id, name, self.core.new_seed(), limit=limit
            )
        return self.view(record), new

    async def leave(self, game_id: int, user_id: int, *, guild_id: int | None) -> Lobby:
        """Take a player out of the lobby."""
        async with self.core.locks[game_id]:
            await self.core.get(game_id, guild_id, dm_ok=False)
            return self.view(await self.core.store.games.leave(game_id, user_id))

    async def add_bot(self, game_id: int, user_id: int, *, guild_id: int | None) -> Lobby | Change:
        """Seat a bot at a free seat, at the strength the table's "Bots play at" says (creator only).

        Like a join, the bot that fills a table set to start when full starts it (the game's change).
        """
        async with self.core.locks[game_id]:
            record = await self.core.get(game_id, guild_id, dm_ok=False)
            if record.creator_id != user_id:
                raise NotAllowed(_("Only {name} can add bots to this game.", name=self.core.creator_name(record)))
            level = read_table(record.table).bot_level
            record = await self.core.store.games.add_bot(game_id, user_id, level)
        return self.begun(record) if record.status == GameStatus.ACTIVE else self.view(record)

    async def remove_bot(self, game_id: int, user_id: int, *, guild_id: int | None) -> Lobby:
        """Take the last bot added out of the lobby (creator only)."""
        async with self.core.locks[game_id]:
            record = await self.core.get(game_id, guild_id, dm_ok=False)
            if record.creator_id != user_id:
                raise NotAllowed(_("Only {name} can remove this game's bots.", name=self.core.creator_name(record)))
            bots = [seat for seat in sorted(record.seats, key=seat_number) if seat.bot is not None]
            if not bots:
                raise NoSuchChoice(_("There is no bot at this table."))
            return self.view(await self.core.store.games.remove_bot(game_id, user_id, bots[-1].user_id))

    async def set_option(self, game_id: int, user_id: int, option: int, choice: int, *, guild_id: int | None) -> Lobby:
        """Set game option number ``option`` to its choice number ``choice`` (creator only, before the start)."""
        async with self.core.locks[game_id]:
            record = await self.core.get(game_id, guild_id, dm_ok=False)
            spec = self.core.spec(record)
            if record.creator_id != user_id:
                raise NotAllowed(_("Only {name} can change this game's options.", name=self.core.creator_name(record)))
            options, table = chosen_setting(spec, record.options, record.table, option, choice)
            return self.view(await self.core.store.games.set_options(game_id, user_id, options, table))

    async def start(
        self, game_id: int, user_id: int, *, guild_id: int | None, may_manage: ManagePermission = False
    ) -> Change:
        """Start the game from its lobby (its creator or a moderator): every seat's private view is new."""
        async with self.core.locks[game_id]:
            record = await self.core.get(game_id, guild_id, dm_ok=False)
            host = may_manage(record) if callable(may_manage) else may_manage
            record = await self.core.store.games.start(game_id, user_id, host=host)
        return self.begun(record)

    def begun(self, record: GameRecord) -> Change:
        """The change of a game that has just started: every seat's private view is new."""
        code = game_language(record)  # the thread's line: in the game's language, a bot's name said in it
        players = commas(names_in(shown_all(record.names), code))
        line = spoken(_("The game begins with {players}.", players=players), code)
        self.core.lines[record.id] = (record.version, line)
        return Change(self.core.snapshot(record), None, None, line=line, started=True)

    def view(self, record: GameRecord) -> Lobby:
        """The lobby of a stored game."""
        spec = self.core.spec(record)
        options = settings_shown(spec, record.options, record.table)
        return Lobby(
            record.id,
            spec.title,
            record.status,
            record.creator_id,
            tuple(sorted(record.seats, key=seat_number)),
            spec.min_seats,
            spec.max_seats,
            options,
            record.thread_id,
            record.lobby_message_id,
            describe_table(record.table),
            len(spec.options),
            game_language(record),
            read_table(record.table).private,
            record.invited,
            seat_colour_names(record),
            record.rematch_of,
        )


def seat_colour_names(record: GameRecord) -> tuple[tuple[SeatColour, ...], tuple[SeatColour | None, ...]]:
    """The title's colours, and the one each lobby seat picked (in the lobby's seat order; None: not picked)."""
    palette = seat_colours(record.game_key)
    by_key = {choice.key: choice for choice in palette}
    picked = tuple(by_key.get(seat.colour or "") for seat in sorted(record.seats, key=seat_number))
    return palette, picked


def settings_shown(spec: GameSpec, options: Mapping[str, str], table: Mapping[str, str]) -> tuple[Any, ...]:
    """A game's options then the table's settings, each with its current value, as the lobby lists them."""
    shown_options = tuple((o, options.get(o.name, o.default)) for o in spec.options)
    resolved = resolve_table(table)
    return shown_options + tuple((o, resolved[o.name]) for o in TABLE_OPTIONS)


def chosen_setting(
    spec: GameSpec, options: Mapping[str, str], table: Mapping[str, str], option: int, choice: int
) -> tuple[dict[str, str] | None, dict[str, str] | None]:
    """Option number ``option`` (as :func:`settings_shown` lists them) set to its choice ``choice``.

    Returns the new game options or the new table settings (the other None); ``NoSuchChoice``
    for numbers the list does not have.
    """
    offered = (*spec.options, *TABLE_OPTIONS)  # as the lobby lists them
    if not 0 <= option < len(offered) or not 0 <= choice < len(offered[option].choices):
        raise NoSuchChoice(_("That option is not offered for this game."))
    picked = {offered[option].name: offered[option].choices[choice]}
    if option < len(spec.options):
        return spec.resolve_options(dict(options) | picked), None
    return None, resolve_table(dict(table) | picked)


def channels_refusal(channels: Sequence[int]) -> Text:
    """Why a game may not be opened here: the channels this server opens games in (``/server settings``)."""
    return n_(
        "Games are opened in {channels} in this server.",
        "Games are opened in these channels in this server: {channels}.",
        len(channels),
        channels=listed([f"<#{channel}>" for channel in channels], "or"),
    )
