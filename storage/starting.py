"""Setting a game up: its row in the lobby, its seats, and the start (seats numbered, state dealt, clocks running).

Shared by the lobby's Start (:meth:`storage.games.GameRepository.start`), a game started at once
(:meth:`~storage.games.GameRepository.create_started`) and a campaign's schedule
(:meth:`storage.campaigns.CampaignRepository.schedule`), which starts several games in one transaction.
These run inside the caller's transaction and commit nothing.
"""

import random
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from engine.core import GameSpec
from engine.core.game import dump_state, new_game
from engine.players import Strength
from i18n import _
from storage import rules
from storage.bots import bot_name, is_bot_id, next_bot_id
from storage.changes import run_clocks
from storage.errors import LobbyError
from storage.models import Game, GameStatus, Seat
from storage.records import GameRecord
from storage.table import read_table, resolve_table
from storage.unit import NAME_LENGTH, record_of, spec_of

SEED_RANGE = range(-(2**63), 2**63)


def new_game_row(
    guild_id: int,
    channel_id: int,
    creator_id: int,
    game_key: str,
    options: Mapping[str, str] | None,
    seed: int,
    table: Mapping[str, str] | None,
    now: datetime,
) -> Game:
    """A new game row in its lobby, without seats; bad options or table settings raise ``IllegalAction``."""
    spec = spec_of(game_key)
    resolved = spec.resolve_options(options)
    settings = resolve_table(table)
    if seed not in SEED_RANGE:
        raise ValueError(f"seed {seed} does not fit in 64 bits")
    return Game(
        guild_id=guild_id,
        channel_id=channel_id,
        board_waiting=[],
        game_key=spec.key,
        options=resolved,
        table=settings,
        seed=seed,
        status=GameStatus.LOBBY,
        version=0,
        state=None,
        creator_id=creator_id,
        created_at=now,
        updated_at=now,
    )


def seat_order(seats: Sequence[Seat], table: Mapping[str, str], seed: int) -> list[Seat]:
    """The lobby's seats in the order they will sit: drawn from the game's seed, or as joined (the table says).

    The draw is reproducible: the same seed and players always sit the same way.
    """
    in_join_order = sorted(seats, key=lambda seat: seat.id)
    if read_table(table).random_seats:
        random.Random(f"seats:{seed}").shuffle(in_join_order)
    return in_join_order


async def start_game(
    session: AsyncSession, game: Game, spec: GameSpec, now: datetime, order: Sequence[Seat] | None = None
) -> Any:
    """Start a game whose seats are all there: numbered in list order (or ``order``), set up, clocks running."""
    players = len(game.seats)
    state = new_game(spec, players, game.seed, game.options)
    table = read_table(game.table)
    for number, seat in enumerate(game.seats if order is None else order):
        seat.seat = number
        seat.dm_version = None if seat.bot is not None else 0  # every member is owed their first private view
        seat.bank_seconds = table.clock.bank.total_seconds() if table.clock.bank is not None else None
        seat.decision_at = now
    game.state = dump_state(spec, state)
    game.status = GameStatus.ACTIVE
    game.version = 0
    game.updated_at = now
    await run_clocks(session, game, spec, state, set(range(players)), now)
    return state


async def started_when_full(session: AsyncSession, game: Game, now: datetime) -> GameRecord:
    """A lobby's record after a seat was taken: started, as Start would, if it is set to start when full."""
    await session.flush()
    spec = spec_of(game.game_key)
    seated = [seat.user_id for seat in game.seats]
    if not read_table(game.table or {}).autostart or not rules.is_full(spec, seated, game.invited):
        return record_of(game)
    rules.check_start(game.status, spec, game.creator_id, game.creator_id, len(seated))
    state = await start_game(session, game, spec, now, seat_order(game.seats, game.table or {}, game.seed))
    await session.flush()
    return record_of(game, state)


async def start_new_game(
    session: AsyncSession,
    guild_id: int,
    channel_id: int,
    creator_id: int,
    game_key: str,
    options: Mapping[str, str] | None,
    seed: int,
    table: Mapping[str, str] | None,
    players: Sequence[tuple[int, str]],
    now: datetime,
    campaign_id: int | None = None,
    bots: Sequence[str] = (),
) -> GameRecord:
    """Create and start a game with ``players`` seated in order, inside the caller's transaction (no commit).

    For :meth:`storage.games.GameRepository.create_started` and a campaign's schedule (storage.campaigns), which
    starts several games in one transaction.
    """
    game = new_game_row(guild_id, channel_id, creator_id, game_key, options, seed, table, now)
    spec = spec_of(game.game_key)
    seated = len(players) + len(bots)
    if not spec.min_seats <= seated <= spec.max_seats:
        raise LobbyError(
            _(
                "{title} is for {least}–{most} players, not {seated}.",
                title=spec.title,
                least=spec.min_seats,
                most=spec.max_seats,
                seated=seated,
            )
        )
    if len({user_id for user_id, _ in players}) != len(players):
        raise LobbyError(_("A member can hold only one seat at a game."))
    if any(is_bot_id(user_id) for user_id, _ in players):
        raise ValueError("a member's id is a Discord snowflake, never a bot's reserved id")
    game.seats = [new_seat(user_id, name, now) for user_id, name in players]
    for strength in bots:
        game.seats.append(bot_seat([row.user_id for row in game.seats], strength, now))
    game.campaign_id = campaign_id
    session.add(game)
    await session.flush()
    state = await start_game(session, game, spec, now)
    await session.flush()
    return record_of(game, state)


def new_seat(user_id: int, name: str, now: datetime, bot: str | None = None) -> Seat:
    """A lobby seat for ``user_id`` (numbered at the start); ``bot``: the strength of the bot that plays it."""
    return Seat(user_id=user_id, display_name=name[:NAME_LENGTH], seat=None, resigned=False, joined_at=now, bot=bot)


def bot_seat(taken: Sequence[int], strength: str, now: datetime) -> Seat:
    """A lobby seat for a new bot of ``strength`` numbered after ``taken``; ``LobbyError`` for an unknown strength."""
    if strength not in {level.value for level in Strength}:
        raise LobbyError(_("A bot is easy, normal or strong, not “{strength}”.", strength=strength))
    user_id = next_bot_id(taken)
    return new_seat(user_id, bot_name(user_id, strength), now, bot=strength)
