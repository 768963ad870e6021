"""A member's games (``/mygames``), a channel's dashboard (issue 11) and a member's daily digest (issue 26)."""

from collections.abc import Sequence

from bot.present.common import Message, bold, channel, commas, jump_link, listed, name_in, names_in, timestamp
from bot.service.mine import ChannelGame, MyGame, Place, WaitingGame
from i18n import _, n_, number, say
from i18n import listed as listed_words
from storage.models import GameStatus

NO_GAMES_OF_YOURS = _("You are in no game here. {command} opens one.", command="/game new")


NO_GAMES_IN_CHANNEL = _("No open games here right now. {command} opens one.", command="`/game new`")


def _links(place: Place, status: str, language: str) -> str:
    """Where to go: the thread and its board, or the lobby message before the start."""
    if status == GameStatus.LOBBY or place.thread_id is None:
        lobby = place.lobby_message_id
        if not lobby:
            return f"<#{place.channel_id}>"
        word = say(_("lobby"), language)
        return f"[{word}]({jump_link(place.guild_id, place.channel_id, lobby)})"
    board = place.board_message_id
    thread = f"<#{place.thread_id}>"
    if not board:
        return thread
    word = say(_("board"), language)
    return f"{thread} · [{word}]({jump_link(place.guild_id, place.thread_id, board)})"


def my_games_message(games: Sequence[MyGame], language: str = "en") -> Message:
    """``/mygames``: the caller's games in this server, theirs to play first; names shown, nobody pinged."""
    if not games:
        return Message(say(NO_GAMES_OF_YOURS, language))
    items = []
    for game in games:
        waited = listed_words(names_in(game.waiting, language))
        if game.status == GameStatus.LOBBY:
            state = say(_("in the lobby"), language)
        elif game.my_turn:
            state = bold(say(_("your turn"), language))
            if game.deadline is not None:
                left = _(
                    "⏱ {left} left (runs out {when})", left=say(game.left, language), when=timestamp(game.deadline)
                )
                state += " · " + say(left, language)
            if game.waiting:
                state += " · " + say(_("also waiting on {players}", players=waited), language)
        else:
            state = say(_("waiting on {players}", players=waited) if game.waiting else _("nobody to wait on"), language)
        title, game_id = bold(say(game.title, language)), number(game.game_id, language)
        items.append(f"• {title} #{game_id} · {state} · {_links(game.place, game.status, language)}")
    mine = sum(1 for game in games if game.my_turn)
    heading = bold(say(_("Your games in this server"), language))
    header = say(_("{heading} ({games}; your turn in {mine})", heading=heading, games=len(games), mine=mine), language)
    return Message(listed(header, items, language=language))


def dashboard_message(games: Sequence[ChannelGame], channel_id: int, language: str = "en") -> Message:
    """A channel's dashboard: its open games, newest first, with who is waited on and until when; pings nobody."""
    games_in = bold(say(_("Games in {channel}", channel=channel(channel_id)), language))
    header = say(_("{games} · this list updates itself", games=games_in), language)
    if not games:
        return Message(f"{header}\n{say(NO_GAMES_IN_CHANNEL, language)}")
    items = []
    for game in games:
        if game.status == GameStatus.LOBBY:
            state = say(
                _("in the lobby, {n} more needed", n=game.seats_wanted)
                if game.seats_wanted
                else _("in the lobby, ready to start"),
                language,
            )
        elif game.waiting:
            waited = [
                name_in(w.name, language) + (f" ⏱ {timestamp(w.deadline)}" if w.deadline is not None else "")
                for w in game.waiting
            ]
            state = say(_("waiting on {players}", players=listed_words(waited)), language)
        else:
            state = say(_("nobody to wait on"), language)
        title, game_id = bold(say(game.title, language)), number(game.game_id, language)
        players = commas(names_in(game.names, language), language)
        items.append(f"• {title} #{game_id} ({players}): {state} · {_links(game.place, game.status, language)}")
    return Message(listed(header, items, language=language))


def digest_dm(games: Sequence[WaitingGame], day: str, language: str = "en") -> Message:
    """The daily digest: the games of every server waiting on the member, with links; nobody is pinged, no secret.

    ``day``: the member's local day (``YYYY-MM-DD``), on its first line: a digest is told apart by it.
    """
    heading = bold(say(_("Your daily digest"), language))
    count = say(n_("{n} game waits on you", "{n} games wait on you", len(games)), language)
    header = f"{heading} · {day} · {count}"
    items = []
    for game in games:
        title, game_id = bold(say(game.title, language)), number(game.game_id, language)
        parts = [f"{title} #{game_id}"]
        if game.since is not None:
            parts.append(say(_("waiting since {when}", when=timestamp(game.since)), language))
        if game.deadline is not None:
            left = _("⏱ {left} left (runs out {when})", left=say(game.left, language), when=timestamp(game.deadline))
            parts.append(say(left, language))
        place = game.place  # links, not mentions: a DM may not know the server's channels
        if place.thread_id is not None:
            thread, board = say(_("thread"), language), say(_("board"), language)
            parts.append(f"[{thread}]({jump_link(place.guild_id, place.thread_id)})")
            if place.board_message_id:
                parts.append(f"[{board}]({jump_link(place.guild_id, place.thread_id, place.board_message_id)})")
        items.append("• " + " · ".join(parts))
    return Message(listed(header, items, language=language))
