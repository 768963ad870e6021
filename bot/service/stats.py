"""Statistics, leaderboards and game history (issue 14: "Ratings and statistics", "Results that last").

Functions over a :class:`~bot.service.GameService` returning frozen outcomes. Everything is read
from the ``results`` and ``ratings`` rows written when each game finished (storage.result_rows,
storage.ratings), by indexed queries: no action log is replayed. The stated rules are in
those modules and the README: only finished games count; abandoned games are listed in the
history but never counted or rated.
"""

from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from statistics import median

from bot.refusals import Refusal
from bot.service import GameService
from i18n import Text, _
from storage.records import HistoryRecord, RatingRecord, ResultRecord

LEADERBOARD_SIZE = 20
HISTORY_PAGE = 10
OPTED_OUT = _("{member} chose to keep their statistics private: they opted out of leaderboards.")
HISTORY_OPTED_OUT = _("{member} chose to keep their games private: they opted out of leaderboards.")


class OptedOut(Refusal):
    """The statistics or history asked for are of a member who opted out of leaderboards (and is not the caller)."""


@dataclass(frozen=True, slots=True)
class TitleStats:
    """A member's figures at one title in one server."""

    game_key: str
    title: str
    games: int
    wins: int
    places: tuple[int, ...]  # games finished 1st, 2nd, ... (index 0 is 1st)
    average_score: float
    moves: int
    timed_moves: int  # moves whose time is known (those made since revision 0005)
    average_seconds: float | None  # per timed move; None without any
    median_seconds: float | None
    timeouts: int
    rating: float | None  # mu - 3 sigma; None: never rated at this title
    rated_games: int
    bot_games: int = 0  # of ``games``, those played with bots (not rated)


@dataclass(frozen=True, slots=True)
class MemberStats:
    """``/stats``: a member's figures, one entry per title they finished a game of (most played first)."""

    user_id: int
    titles: tuple[TitleStats, ...]
    only: str | None  # the title asked for, if one was


@dataclass(frozen=True, slots=True)
class Ranked:
    """One line of a leaderboard."""

    place: int
    user_id: int
    rating: float
    games: int


@dataclass(frozen=True, slots=True)
class Leaderboard:
    """``/leaderboard``: a server's best rated members at one title (opted-out members left out)."""

    title: str
    entries: tuple[Ranked, ...]
    total: int  # members ranked in all


@dataclass(frozen=True, slots=True)
class HistoryLine:
    """One of a member's finished or abandoned games."""

    game_id: int
    title: str
    status: str
    finished_at: datetime
    players: int
    rank: int | None
    score: int | None
    guild_id: int
    channel_id: int
    thread_id: int | None
    result_message_id: int | None  # a finished game's result message: its final image and summary
    bots: int = 0  # bot seats at the game: it was not rated


@dataclass(frozen=True, slots=True)
class HistoryPage:
    """``/game history``: one page of a member's games, newest first."""

    user_id: int
    lines: tuple[HistoryLine, ...]
    page: int
    pages: int
    total: int


async def member_stats(
    service: GameService, guild_id: int, caller_id: int, user_id: int, game: str | None = None
) -> MemberStats:
    """A member's statistics in this server (at one title, or at each); :class:`OptedOut` for an opted-out other."""
    spec = service.spec_named(game) if game else None
    await _refuse_if_opted_out(service, caller_id, user_id, OPTED_OUT)
    key = spec.key if spec is not None else None
    results = await service.store.results.member_results(guild_id, user_id, key)
    ratings = {r.game_key: r for r in await service.store.results.member_ratings(guild_id, user_id)}
    by_title: dict[str, list[ResultRecord]] = {}
    for result in results:
        by_title.setdefault(result.game_key, []).append(result)
    titles = [
        _title_stats(service, found_key, rows, ratings.get(found_key))
        for found_key, rows in by_title.items()
        if found_key in service.games
    ]
    titles.sort(key=lambda t: (-t.games, t.title))
    return MemberStats(user_id, tuple(titles), spec.title if spec is not None else None)


def _title_stats(service: GameService, key: str, rows: list[ResultRecord], rating: RatingRecord | None) -> TitleStats:
    places = Counter(row.rank for row in rows)
    seconds = [value for row in rows for value in row.think_seconds]
    return TitleStats(
        game_key=key,
        title=service.games[key].title,
        games=len(rows),
        wins=places[1],
        places=tuple(places[place] for place in range(1, max(places) + 1)),
        average_score=sum(row.score for row in rows) / len(rows),
        moves=sum(row.moves for row in rows),
        timed_moves=len(seconds),
        average_seconds=sum(seconds) / len(seconds) if seconds else None,
        median_seconds=median(seconds) if seconds else None,
        timeouts=sum(row.timeouts for row in rows),
        rating=rating.shown if rating is not None else None,
        rated_games=rating.games if rating is not None else 0,
        bot_games=sum(1 for row in rows if row.bots),
    )


async def leaderboard(service: GameService, guild_id: int, game: str, size: int = LEADERBOARD_SIZE) -> Leaderboard:
    """The server's best ``size`` rated members at ``game`` by mu - 3 sigma, with the games each played rated."""
    spec = service.spec_named(game)
    rows, total = await service.store.results.leaderboard(guild_id, spec.key, size)
    entries = tuple(Ranked(place, row.user_id, row.shown, row.games) for place, row in enumerate(rows, start=1))
    return Leaderboard(spec.title, entries, total)


async def history(service: GameService, guild_id: int, caller_id: int, user_id: int, page: int = 0) -> HistoryPage:
    """One page of a member's finished and abandoned games here, newest first (a page past the end: the last).

    :class:`OptedOut` for another member who opted out of leaderboards, as for ``/stats``: the list
    holds their place and score in every game. Others' lists show only their own place and score,
    so a game an opted-out member played in tells nothing of that member there.
    """
    await _refuse_if_opted_out(service, caller_id, user_id, HISTORY_OPTED_OUT)
    page = max(page, 0)
    rows, total = await service.store.results.history(guild_id, user_id, page * HISTORY_PAGE, HISTORY_PAGE)
    pages = max(1, -(-total // HISTORY_PAGE))
    if page >= pages:
        page = pages - 1
        rows, total = await service.store.results.history(guild_id, user_id, page * HISTORY_PAGE, HISTORY_PAGE)
    return HistoryPage(user_id, tuple(_line(service, row) for row in rows), page, pages, total)


async def _refuse_if_opted_out(service: GameService, caller_id: int, user_id: int, refusal: Text) -> None:
    """:class:`OptedOut` (``refusal``) when ``user_id`` is another member than the caller, and opted out."""
    if user_id != caller_id and await service.store.members.leaderboard_hidden(user_id):
        raise OptedOut(Text(refusal.message, {"member": f"<@{user_id}>"}))


def _line(service: GameService, row: HistoryRecord) -> HistoryLine:
    spec = service.games.get(row.game_key)
    return HistoryLine(
        row.game_id,
        spec.title if spec is not None else row.game_key,
        row.status,
        row.finished_at,
        row.players,
        row.rank,
        row.score,
        row.guild_id,
        row.channel_id,
        row.thread_id,
        row.board_message_id,
        row.bots,
    )
