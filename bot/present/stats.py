"""The texts of ``/stats``, ``/leaderboard`` and ``/game history`` (issue 14), built from the stats outcomes.

Members are named by mention, which every client shows as their current server name; the
messages allow no mention, so nobody is pinged, even on a public leaderboard.
"""

from bot.components import ids
from bot.components.specs import Button
from bot.present.common import Message, jump_link, listed, timestamp
from bot.service.stats import HistoryLine, HistoryPage, Leaderboard, MemberStats, TitleStats
from engine.core.words import plural
from storage.models import GameStatus

RATING_NOTE = "rating = mu − 3σ, a cautious estimate of skill that firms up with every game"
NO_RESULTS = "{member} has finished no game in this server yet."
NO_RESULTS_AT = "{member} has finished no game of {title} in this server yet."
NO_RATINGS = "Nobody is rated at {title} in this server yet: a finished game of two players or more rates them."
NO_HISTORY = "{member} has no finished or abandoned game in this server yet."


def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, ... 21st.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']
    """
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def duration(seconds: float) -> str:
    """A time to move as members read it: "40 s", "3 min 5 s", "2 h 10 min", "3 days 4 h".

    >>> [duration(s) for s in (0, 40.4, 185, 7800, 277200)]
    ['0 s', '40 s', '3 min 5 s', '2 h 10 min', '3 days 5 h']
    """
    whole = round(seconds)
    minutes, secs = divmod(whole, 60)
    hours, minutes = divmod(minutes, 60)
    days, hours = divmod(hours, 24)
    if days:
        return f"{days} day{'s' if days != 1 else ''}" + (f" {hours} h" if hours else "")
    if hours:
        return f"{hours} h" + (f" {minutes} min" if minutes else "")
    if minutes:
        return f"{minutes} min" + (f" {secs} s" if secs else "")
    return f"{secs} s"


def member(user_id: int) -> str:
    """A member as the messages name them (a mention that pings nobody: the messages allow none)."""
    return f"<@{user_id}>"


def stats_message(stats: MemberStats) -> Message:
    """``/stats``: per title, games, wins, places, average score, time to move, timeouts and the rating."""
    who = member(stats.user_id)
    if not stats.titles:
        text = NO_RESULTS_AT.format(member=who, title=stats.only) if stats.only else NO_RESULTS.format(member=who)
        return Message(text)
    games = sum(t.games for t in stats.titles)
    lines = [f"**Statistics of {who}** in this server · {games} finished game{'s' if games != 1 else ''}"]
    for title in stats.titles:
        lines.extend(_title_lines(title))
    lines.append(f"-# {RATING_NOTE}; only finished games count, abandoned ones neither count nor rate.")
    return Message("\n".join(lines))


def _title_lines(stats: TitleStats) -> list[str]:
    rating = (
        f"rating **{stats.rating:.1f}** after {stats.rated_games} rated game{'s' if stats.rated_games != 1 else ''}"
        if stats.rating is not None
        else "not rated yet"
    )
    places = ", ".join(f"{ordinal(n)} ×{count}" for n, count in enumerate(stats.places, start=1) if count)
    with_bots = f" ({stats.bot_games} with bots, not rated)" if stats.bot_games else ""
    lines = [
        f"**{stats.title}** · {rating}",
        f"• {stats.games} game{'s' if stats.games != 1 else ''}{with_bots}"
        f" · {stats.wins} win{'s' if stats.wins != 1 else ''} · places: {places}",
        f"• average score {stats.average_score:.1f} · {stats.moves} move{'s' if stats.moves != 1 else ''}"
        f" · {stats.timeouts} timeout{'s' if stats.timeouts != 1 else ''}",
    ]
    if stats.average_seconds is not None and stats.median_seconds is not None:
        untimed = stats.moves - stats.timed_moves
        note = f" ({stats.timed_moves} timed moves)" if untimed > 0 else ""
        lines.append(
            f"• time to move: average {duration(stats.average_seconds)}, median {duration(stats.median_seconds)}{note}"
        )
    return lines


def leaderboard_message(board: Leaderboard) -> Message:
    """``/leaderboard``: members by rating with the games each played rated; opted-out members are not listed."""
    if not board.entries:
        return Message(NO_RATINGS.format(title=board.title))
    header = f"**{board.title} leaderboard** · {RATING_NOTE}"
    items = [
        f"{entry.place}. {member(entry.user_id)} · **{entry.rating:.1f}** · {entry.games} game"
        + ("s" if entry.games != 1 else "")
        for entry in board.entries
    ]
    shown = len(board.entries)
    footer = f"-# Top {shown} of {board.total} ranked members." if board.total > shown else ""
    footer += (" " if footer else "-# ") + "`/me leaderboard hide` takes you off leaderboards."
    return Message(listed(header, items, 2000 - len(footer) - 1) + "\n" + footer)


def history_message(page: HistoryPage) -> Message:
    """``/game history``: a page of a member's games, newest first, with links; Newer / Older buttons if long."""
    who = member(page.user_id)
    if not page.lines:
        return Message(NO_HISTORY.format(member=who))
    where = f" · page {page.page + 1} of {page.pages}" if page.pages > 1 else ""
    header = f"**Games of {who}** in this server ({page.total}{where})"
    items = [_history_item(line) for line in page.lines]
    components = ()
    if page.pages > 1:
        newer, older = max(page.page - 1, 0), min(page.page + 1, page.pages - 1)
        components = (
            Button(ids.history_id(page.user_id, newer), "◀ Newer", disabled=page.page == 0),
            Button(ids.history_id(page.user_id, older), "Older ▶", disabled=page.page == page.pages - 1),
        )
    return Message(listed(header, items), components=components)


def _history_item(line: HistoryLine) -> str:
    when = timestamp(line.finished_at, "d")
    players = f"{line.players} players"
    if line.status == GameStatus.FINISHED and line.rank is not None:
        outcome = f"**{ordinal(line.rank)}** of {line.players} · {line.score} points"
    else:
        outcome = f"abandoned · {players}"
    if line.bots:
        outcome += f" · with {plural(line.bots, 'bot')}, not rated"
    links = f" · <#{line.thread_id}>" if line.thread_id is not None else ""
    if line.status == GameStatus.FINISHED and line.thread_id is not None and line.result_message_id is not None:
        links += f" · [result]({jump_link(line.guild_id, line.thread_id, line.result_message_id)})"
    return f"• **{line.title}** #{line.game_id} · {when} · {outcome}{links}"
