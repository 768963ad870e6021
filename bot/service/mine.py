"""A member's games in a server (``/mygames``), a channel's (its dashboard), those waiting on them (their digest).

Issue 11 (My games) and issue 26 (the daily digest: the games of every server that wait on a member).

Functions over a :class:`~bot.service.GameService`, returning frozen outcomes built from the
stored games and what the channel may see: titles, seated names, who is waited on and when
their clocks run out. Nothing here reads a hand or a secret decision's options.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta

from bot.names import shown, shown_all
from bot.service import GameService
from bot.service.finding import OPEN_STATUSES
from storage import timers
from storage.clock import describe_left
from storage.models import GameStatus
from storage.records import GameRecord, SeatRecord
from storage.table import read_table
from storage.timers import MemberTime


@dataclass(frozen=True, slots=True)
class Place:
    """Where a game is played: its server, channel, thread, lobby message and current board message."""

    guild_id: int
    channel_id: int
    thread_id: int | None
    lobby_message_id: int | None
    board_message_id: int | None


@dataclass(frozen=True, slots=True)
class MyGame:
    """One of the caller's open games, as ``/mygames`` lists it.

    ``waiting`` names the other seats the game waits for; ``left`` and ``deadline`` are the
    caller's own running clock ("" and None when the game does not wait on them or has no clock).
    """

    game_id: int
    title: str
    status: str
    place: Place
    my_turn: bool
    waiting: tuple[str, ...]
    left: str
    deadline: datetime | None
    active_at: datetime


@dataclass(frozen=True, slots=True)
class Waited:
    """A seat a channel's game waits for: its player's name (as text) and when their clock runs out."""

    name: str
    deadline: datetime | None


@dataclass(frozen=True, slots=True)
class ChannelGame:
    """One open game on a channel's dashboard."""

    game_id: int
    title: str
    status: str
    names: tuple[str, ...]
    waiting: tuple[Waited, ...]
    place: Place
    seats_wanted: int  # players still needed before it can start (lobbies)


def place_of(record: GameRecord) -> Place:
    """Where ``record`` is played."""
    return Place(record.guild_id, record.channel_id, record.thread_id, record.lobby_message_id, record.board_message_id)


async def my_games(service: GameService, guild_id: int, user_id: int) -> list[MyGame]:
    """The caller's open games (lobbies and running) in this server: theirs to play first, then newest activity."""
    records = await service.store.games.member_games(guild_id, user_id, OPEN_STATUSES)
    settings = await service.store.members.member_time(user_id) if records else MemberTime()
    now = service.now()
    games = []
    for record in records:
        mine = next(s for s in record.seats if s.user_id == user_id)
        waiting = service.pending_seats(record)
        my_turn = mine.seat in waiting and mine.playing
        others = tuple(shown(record.names[seat]) for seat in waiting if seat != mine.seat)
        left, deadline = _my_clock(record, mine, settings, now) if my_turn else ("", None)
        title, place = service.spec(record).title, place_of(record)
        games.append(MyGame(record.id, title, record.status, place, my_turn, others, left, deadline, record.updated_at))
    games.sort(key=lambda g: (not g.my_turn, -g.active_at.timestamp(), -g.game_id))
    return games


@dataclass(frozen=True, slots=True)
class WaitingGame:
    """A game waiting on a member, as their daily digest lists it: where, since when, their clock's time left."""

    game_id: int
    title: str
    place: Place
    since: datetime | None  # when its wait on them began
    left: str  # "" without a clock
    deadline: datetime | None


async def waiting_on(service: GameService, user_id: int) -> list[WaitingGame]:
    """The running games of every server that wait on the member, the longest waiting first (their digest)."""
    records = await service.store.games.member_games(None, user_id, (GameStatus.ACTIVE,))
    settings = await service.store.members.member_time(user_id) if records else MemberTime()
    now = service.now()
    games = []
    for record in records:
        mine = next(s for s in record.seats if s.user_id == user_id)
        if not mine.playing or mine.seat not in service.pending_seats(record):
            continue
        left, deadline = _my_clock(record, mine, settings, now)
        title = service.spec(record).title
        games.append(WaitingGame(record.id, title, place_of(record), mine.decision_at, left, deadline))
    far = datetime.max.replace(tzinfo=now.tzinfo)
    games.sort(key=lambda g: (g.since or far, g.game_id))
    return games


def _my_clock(record: GameRecord, seat: SeatRecord, settings: MemberTime, now: datetime) -> tuple[str, datetime | None]:
    """The time left on the seat's running clock (as members read it) and when it runs out; ("", None) without."""
    table = read_table(record.table)
    if record.status != GameStatus.ACTIVE or not table.runs or seat.turn_started_at is None:
        return "", None
    available = settings.availability(table)
    left = timers.time_left(seat, table, available, now)
    return describe_left(left or timedelta(0)), timers.deadline(seat, table, available)


async def channel_games(service: GameService, guild_id: int, channel_id: int) -> list[ChannelGame]:
    """The open games started in this channel, newest first, with whom each waits for and their deadlines.

    A private table's game is left out: the dashboard is read by the whole channel (issue 26).
    """
    records = await service.store.games.list_games(guild_id, channel_id=channel_id, statuses=OPEN_STATUSES)
    records = [record for record in records if not read_table(record.table).private]
    times = await service.store.members.clocks_of([r for r in records if r.status == GameStatus.ACTIVE])
    games = []
    for record in sorted(records, key=lambda r: r.id, reverse=True):
        names = shown_all(record.names)
        waiting = tuple(Waited(names[seat], _deadline(record, seat, times)) for seat in service.pending_seats(record))
        spec = service.spec(record)
        wanted = max(0, spec.min_seats - len(record.seats)) if record.status == GameStatus.LOBBY else 0
        games.append(ChannelGame(record.id, spec.title, record.status, names, waiting, place_of(record), wanted))
    return games


def _deadline(record: GameRecord, seat: int, times: Mapping[int, MemberTime]) -> datetime | None:
    """When the running clock of ``seat`` runs out, as its member's settings stand; None without a clock."""
    player = record.seat_record(seat)
    table = read_table(record.table)
    if player is None or not table.runs or player.turn_started_at is None:
        return None
    return timers.deadline(player, table, times.get(player.user_id, MemberTime()).availability(table))
