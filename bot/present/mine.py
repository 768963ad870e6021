"""A member's games (``/mygames``) and a channel's dashboard (issue 11)."""

from collections.abc import Sequence

from bot.present.common import Message, jump_link, listed, timestamp
from bot.service.mine import ChannelGame, MyGame, Place
from engine.core import words
from storage.models import GameStatus

NO_GAMES_OF_YOURS = "You are in no game here. /game new opens one."


NO_GAMES_IN_CHANNEL = "No open games here right now. `/game new` opens one."


def _links(place: Place, status: str) -> str:
    """Where to go: the thread and its board, or the lobby message before the start."""
    if status == GameStatus.LOBBY or place.thread_id is None:
        lobby = place.lobby_message_id
        return f"[lobby]({jump_link(place.guild_id, place.channel_id, lobby)})" if lobby else f"<#{place.channel_id}>"
    board = place.board_message_id
    thread = f"<#{place.thread_id}>"
    return f"{thread} · [board]({jump_link(place.guild_id, place.thread_id, board)})" if board else thread


def my_games_message(games: Sequence[MyGame]) -> Message:
    """``/mygames``: the caller's games in this server, theirs to play first; names shown, nobody pinged."""
    if not games:
        return Message(NO_GAMES_OF_YOURS)
    items = []
    for game in games:
        if game.status == GameStatus.LOBBY:
            state = "in the lobby"
        elif game.my_turn:
            state = "**your turn**"
            if game.deadline is not None:
                state += f" · ⏱ {game.left} left (runs out {timestamp(game.deadline)})"
            if game.waiting:
                state += f" · also waiting on {words.listed(list(game.waiting))}"
        else:
            state = f"waiting on {words.listed(list(game.waiting))}" if game.waiting else "nobody to wait on"
        items.append(f"• **{game.title}** #{game.game_id} · {state} · {_links(game.place, game.status)}")
    mine = sum(1 for game in games if game.my_turn)
    header = f"**Your games in this server** ({len(games)}; your turn in {mine})"
    return Message(listed(header, items))


def dashboard_message(games: Sequence[ChannelGame], channel_id: int) -> Message:
    """A channel's dashboard: its open games, newest first, with who is waited on and until when; pings nobody."""
    header = f"**Games in <#{channel_id}>** · this list updates itself"
    if not games:
        return Message(f"{header}\n{NO_GAMES_IN_CHANNEL}")
    items = []
    for game in games:
        if game.status == GameStatus.LOBBY:
            needed = f", {game.seats_wanted} more needed" if game.seats_wanted else ", ready to start"
            state = f"in the lobby{needed}"
        elif game.waiting:
            waited = [w.name + (f" ⏱ {timestamp(w.deadline)}" if w.deadline is not None else "") for w in game.waiting]
            state = f"waiting on {words.listed(waited)}"
        else:
            state = "nobody to wait on"
        players = ", ".join(game.names)
        items.append(f"• **{game.title}** #{game.game_id} ({players}): {state} · {_links(game.place, game.status)}")
    return Message(listed(header, items))
