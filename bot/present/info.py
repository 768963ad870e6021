"""Answers to the information commands: a hand, the log, a recap, the list of games, the rules."""

from collections.abc import Sequence

from bot.present.common import CONTENT_LIMIT, Message, fit_lines, recap_lines
from bot.service import GameLine, Hand
from engine.core import words
from engine.core.words import fit
from storage.models import GameStatus


def hand_message(hand: Hand, names: Sequence[str]) -> Message:
    """``/game hand``: a seat's private image and text."""
    lines = [f"**{hand.title}** · game #{hand.game_id} · your private view, {names[hand.seat]}", hand.summary]
    return Message(fit_lines(lines), pictures=hand.pictures)


def log_message(title: str, game_id: int, lines: Sequence[str]) -> str:
    """``/game log``: the latest public events, as many as fit, oldest first."""
    header = f"**{title}** · game #{game_id} · latest events"
    if not lines:
        return f"{header}\nNothing has happened yet."
    kept: list[str] = []
    budget = CONTENT_LIMIT - len(header) - 1
    for line in reversed(lines):
        entry = "• " + fit(line, 300)
        if len(entry) + 1 > budget:
            break
        kept.append(entry)
        budget -= len(entry) + 1
    return "\n".join([header, *reversed(kept)])


def recap_message(title: str, game_id: int, moves: Sequence[str]) -> str:
    """``/game recap``: what happened since the caller's latest move, newest kept."""
    header = f"**{title}** · game #{game_id} · since your last turn"
    return fit_lines([header, *(recap_lines(moves) or ["Nothing has happened since your last move."])])


def list_message(lines: Sequence[GameLine], *, here: str) -> str:
    """``/game list``: the open games, newest first."""
    if not lines:
        return f"No open games {here}. Start one with `/game new`."
    out = [f"Open games {here}:"]
    for line in lines:
        where = f"<#{line.thread_id}>" if line.thread_id else f"<#{line.channel_id}>"
        state = (
            "in the lobby"
            if line.status == GameStatus.LOBBY
            else (f"waiting on {words.listed(list(line.waiting))}" if line.waiting else line.status)
        )
        out.append(f"• #{line.game_id} {line.title} ({', '.join(line.names)}): {state} · {where}")
    return fit_lines(out)


def rules_message(title: str, summary: str) -> str:
    """``/game rules``: the game's rules summary."""
    return fit_lines([f"**{title}**: the rules in short", summary])
