"""The texts of ``/stats``, ``/leaderboard`` and ``/game history`` (issue 14), built from the stats outcomes.

Members are named by mention, which every client shows as their current server name; the
messages allow no mention, so nobody is pinged, even on a public leaderboard.
"""

from bot.components import ids
from bot.components.specs import Button
from bot.present.common import Message, bold, commas, jump_link, listed, timestamp
from bot.service.stats import HistoryLine, HistoryPage, Leaderboard, MemberStats, TitleStats
from i18n import Text, _, _p, n_, number, say
from storage.models import GameStatus

RATING_NOTE = _("rating = mu − 3σ, a cautious estimate of skill that firms up with every game")
NO_RESULTS = _("{member} has finished no game in this server yet.")
NO_RESULTS_AT = _("{member} has finished no game of {title} in this server yet.")
NO_RATINGS = _("Nobody is rated at {title} in this server yet: a finished game of two players or more rates them.")
NO_HISTORY = _("{member} has no finished or abandoned game in this server yet.")


def filled(message: Text, language: str = "en", **params: object) -> str:
    """One of the constant messages above with its parameters, said in ``language``."""
    return say(Text(message.message, params), language)


ORDINALS = {
    "st": _p("ordinal", "{n}st"),
    "nd": _p("ordinal", "{n}nd"),
    "rd": _p("ordinal", "{n}rd"),
    "th": _p("ordinal", "{n}th"),
}


def ordinal(place: int, language: str = "en") -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, ... 21st.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']
    """
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return say(Text(ORDINALS[suffix].message, {"n": place}, context="ordinal"), language)


def duration(seconds: float, language: str = "en") -> str:
    """A time to move as members read it: "40 s", "3 min 5 s", "2 h 10 min", "3 days 4 h".

    >>> [duration(s) for s in (0, 40.4, 185, 7800, 277200)]
    ['0 s', '40 s', '3 min 5 s', '2 h 10 min', '3 days 5 h']
    """
    whole = round(seconds)
    minutes, secs = divmod(whole, 60)
    hours, minutes = divmod(minutes, 60)
    days, hours = divmod(hours, 24)
    if days:
        text = (
            n_("{n} day {hours} h", "{n} days {hours} h", days, hours=hours)
            if hours
            else n_("{n} day", "{n} days", days)
        )
    elif hours:
        text = _("{hours} h {minutes} min", hours=hours, minutes=minutes) if minutes else _("{hours} h", hours=hours)
    elif minutes:
        text = (
            _("{minutes} min {seconds} s", minutes=minutes, seconds=secs)
            if secs
            else _("{minutes} min", minutes=minutes)
        )
    else:
        text = _("{seconds} s", seconds=secs)
    return say(text, language)


def member(user_id: int) -> str:
    """A member as the messages name them (a mention that pings nobody: the messages allow none)."""
    return f"<@{user_id}>"


def decimal(value: float, language: str = "en") -> str:
    """``value`` with one decimal, in ``language``'s digits: ``1.3``, Persian ``۱٫۳``."""
    return number(f"{value:.1f}", language)  # type: ignore[arg-type]  # number translates the text's digits


def stats_message(stats: MemberStats, language: str = "en") -> Message:
    """``/stats``: per title, games, wins, places, average score, time to move, timeouts and the rating."""
    who = member(stats.user_id)
    if not stats.titles:
        if stats.only:
            return Message(filled(NO_RESULTS_AT, language, member=who, title=say(stats.only, language)))
        return Message(filled(NO_RESULTS, language, member=who))
    games = sum(t.games for t in stats.titles)
    heading = bold(say(_("Statistics of {member}", member=who), language))
    header = n_("{heading} in this server · {n} finished game", "{heading} in this server · {n} finished games", games,
                heading=heading)  # fmt: skip
    lines = [say(header, language)]
    for title in stats.titles:
        lines.extend(_title_lines(title, language))
    note = _("{note}; only finished games count, abandoned ones neither count nor rate.", note=RATING_NOTE)
    lines.append(f"-# {say(note, language)}")
    return Message("\n".join(lines))


def _title_lines(stats: TitleStats, language: str = "en") -> list[str]:
    if stats.rating is not None:
        rating = say(
            n_("rating {rating} after {n} rated game", "rating {rating} after {n} rated games", stats.rated_games,
               rating=bold(decimal(stats.rating, language))),
            language,
        )  # fmt: skip
    else:
        rating = say(_("not rated yet"), language)
    places = commas(
        [
            f"{ordinal(n, language)} ×{number(count, language)}"
            for n, count in enumerate(stats.places, start=1)
            if count
        ],
        language,
    )
    played = n_("{n} game", "{n} games", stats.games)
    if stats.bot_games:
        played = n_("{n} game ({bots} with bots, not rated)", "{n} games ({bots} with bots, not rated)", stats.games,
                    bots=stats.bot_games)  # fmt: skip
    wins = n_("{n} win", "{n} wins", stats.wins)
    moves = n_("{n} move", "{n} moves", stats.moves)
    timeouts = n_("{n} timeout", "{n} timeouts", stats.timeouts)
    lines = [
        f"{bold(say(stats.title, language))} · {rating}",
        "• " + say(_("{games} · {wins} · places: {places}", games=played, wins=wins, places=places), language),
        "• " + say(_("average score {score} · {moves} · {timeouts}", score=decimal(stats.average_score, language),
                     moves=moves, timeouts=timeouts), language),
    ]  # fmt: skip
    if stats.average_seconds is not None and stats.median_seconds is not None:
        untimed = stats.moves - stats.timed_moves
        average, median = duration(stats.average_seconds, language), duration(stats.median_seconds, language)
        timed = (
            _("time to move: average {average}, median {median} ({timed} timed moves)", average=average,
              median=median, timed=stats.timed_moves)
            if untimed > 0
            else _("time to move: average {average}, median {median}", average=average, median=median)
        )  # fmt: skip
        lines.append("• " + say(timed, language))
    return lines


def leaderboard_message(board: Leaderboard, language: str = "en") -> Message:
    """``/leaderboard``: members by rating with the games each played rated; opted-out members are not listed."""
    if not board.entries:
        return Message(filled(NO_RATINGS, language, title=say(board.title, language)))
    heading = bold(say(_("{title} leaderboard", title=say(board.title, language)), language))
    header = f"{heading} · {say(RATING_NOTE, language)}"
    items = [
        f"{number(entry.place, language)}. {member(entry.user_id)} · {bold(decimal(entry.rating, language))} · "
        + say(n_("{n} game", "{n} games", entry.games), language)
        for entry in board.entries
    ]
    shown = len(board.entries)
    hide = say(_("{command} takes you off leaderboards.", command="`/me leaderboard hide`"), language)
    if board.total > shown:
        top = say(_("Top {shown} of {total} ranked members.", shown=shown, total=board.total), language)
        footer = f"-# {top} {hide}"
    else:
        footer = f"-# {hide}"
    return Message(listed(header, items, 2000 - len(footer) - 1, language) + "\n" + footer)


def history_message(page: HistoryPage, language: str = "en") -> Message:
    """``/game history``: a page of a member's games, newest first, with links; Newer / Older buttons if long."""
    who = member(page.user_id)
    if not page.lines:
        return Message(filled(NO_HISTORY, language, member=who))
    heading = bold(say(_("Games of {member}", member=who), language))
    header = (
        _("{heading} in this server ({total} · page {page} of {pages})", heading=heading, total=page.total,
          page=page.page + 1, pages=page.pages)
        if page.pages > 1
        else _("{heading} in this server ({total})", heading=heading, total=page.total)
    )  # fmt: skip
    items = [_history_item(line, language) for line in page.lines]
    components = ()
    if page.pages > 1:
        newer, older = max(page.page - 1, 0), min(page.page + 1, page.pages - 1)
        components = (
            Button(ids.history_id(page.user_id, newer), say(_("◀ Newer"), language), disabled=page.page == 0),
            Button(ids.history_id(page.user_id, older), say(_("Older ▶"), language),
                   disabled=page.page == page.pages - 1),
        )  # fmt: skip
    return Message(listed(say(header, language), items, language=language), components=components)


def _history_item(line: HistoryLine, language: str = "en") -> str:
    when = timestamp(line.finished_at, "d")
    if line.status == GameStatus.FINISHED and line.rank is not None:
        outcome = _(
            "{place} of {players} · {score} points",
            place=bold(ordinal(line.rank, language)),
            players=line.players,
            score=line.score,
        )
    else:
        outcome = _("abandoned · {n} players", n=line.players)
    said = say(outcome, language)
    if line.bots:
        said += " · " + say(n_("with {n} bot, not rated", "with {n} bots, not rated", line.bots), language)
    links = f" · <#{line.thread_id}>" if line.thread_id is not None else ""
    if line.status == GameStatus.FINISHED and line.thread_id is not None and line.result_message_id is not None:
        result = say(_("result"), language)
        links += f" · [{result}]({jump_link(line.guild_id, line.thread_id, line.result_message_id)})"
    title, game_id = bold(say(line.title, language)), number(line.game_id, language)
    return f"• {title} #{game_id} · {when} · {said}{links}"
