"""Setting up a table (issue 26): invitations, each player's seat colour, and a finished game's rematch.

The lobby's own moves (join, leave, bots, options, the start, autostart) are :mod:`storage.games`'s;
these are the rest of a table's set-up, each one transaction on the locked game, with the rules and
their words in :mod:`storage.rules`.
"""

from collections.abc import Sequence

from storage import rules
from storage.bots import is_bot_id
from storage.errors import LobbyError, NotSeated
from storage.models import GameStatus
from storage.records import GameRecord
from storage.servers import check_open_games, open_games_held
from storage.starting import new_game_row, new_seat
from storage.unit import Repository, load, record_of


class TableRepository(Repository):
    """Invitations, seat colours and rematches."""

    async def invite(self, game_id: int, user_id: int, members: Sequence[int]) -> GameRecord:
        """Invite ``members`` to a lobby (creator only): the table becomes one by invitation if it was open."""
        async with self._writing() as session:
            game = await load(session, game_id, lock=True)
            rules.check_lobby(game.status)
            if user_id != game.creator_id:
                raise LobbyError(rules.ONLY_CREATOR_INVITES)
            if any(is_bot_id(member) for member in members):
                raise ValueError("a member's id is a Discord snowflake, never a bot's reserved id")
            game.invited = rules.invitees([*(game.invited or ()), *members], game.creator_id)
            game.updated_at = self._now()
            await session.flush()
            return record_of(game)

    async def pick_colour(self, game_id: int, user_id: int, colour: str, palette: Sequence[str]) -> GameRecord:
        """Seat ``user_id``'s colour in a lobby: one of ``palette`` (the title's) no other seat picked."""
        async with self._writing() as session:
            game = await load(session, game_id, lock=True)
            rules.check_lobby(game.status)
            row = next((seat for seat in game.seats if seat.user_id == user_id), None)
            if row is None:
                raise NotSeated(rules.PICK_AFTER_JOINING)
            if colour not in palette:
                raise LobbyError(rules.NO_SUCH_COLOUR)
            if any(seat.colour == colour for seat in game.seats if seat is not row):
                raise LobbyError(rules.COLOUR_TAKEN)
            row.colour = colour
            game.updated_at = self._now()
            await session.flush()
            return record_of(game)

    async def rematch(
        self, game_id: int, user_id: int, name: str, seed: int, *, limit: int | None = None
    ) -> tuple[GameRecord, bool]:
        """The lobby of a finished game's rematch, opened by its player ``user_id``; (lobby, whether it is new).

        Opened once: the finished game's row, locked, remembers it (``rematch_id``), so a second press (the
        same player's or another's) finds the same lobby. The new lobby has the same game, options, table
        settings and invitations; its seats are the finished game's rotated by one (seat 1 first, seat 0
        last), each with its colour, and seat order "as joined" so the rotation holds; ``user_id`` opens it.
        ``limit``: the server's most open games per member (None: any). The opener over it is refused
        (``LobbyError``); another player over it is not seated, and may join once they are under it.
        """
        async with self._writing() as session:
            game = await load(session, game_id, lock=True)
            if game.status != GameStatus.FINISHED:
                raise LobbyError(rules.NOT_FINISHED)
            if game.rematch_id is not None:
                return record_of(await load(session, game.rematch_id)), False
            ordered = sorted(game.seats, key=lambda seat: seat.seat if seat.seat is not None else seat.id)
            if not any(seat.user_id == user_id for seat in ordered):
                raise NotSeated(rules.NOT_A_PLAYER)
            await check_open_games(session, game.guild_id, user_id, limit)
            held = {
                seat.user_id: await open_games_held(session, game.guild_id, seat.user_id)
                for seat in ordered
                if seat.bot is None and limit is not None
            }
            now = self._now()
            table = {**(game.table or {}), "seat_order": "joined"}
            lobby = new_game_row(game.guild_id, game.channel_id, user_id, game.game_key, game.options, seed, table, now)
            rotated = [
                seat
                for seat in ordered[1:] + ordered[:1]
                if seat.bot is not None or seat.user_id == user_id or limit is None or held[seat.user_id] < limit
            ]
            lobby.seats = [
                new_seat(seat.user_id, name if seat.user_id == user_id else seat.display_name, now, bot=seat.bot)
                for seat in rotated
            ]
            for new, old in zip(lobby.seats, rotated, strict=True):
                new.colour = old.colour
            members = [seat.user_id for seat in ordered if seat.bot is None]  # a player left out may still join
            lobby.invited = None if game.invited is None else rules.invitees([*game.invited, *members], user_id)
            lobby.rematch_of = game.id
            session.add(lobby)
            await session.flush()
            game.rematch_id = lobby.id
            await session.flush()
            return record_of(lobby), True
