"""Answers to the information commands: a hand, the log, a recap, the list of games, the rules."""

import re
from collections.abc import Sequence

from bot.present.common import (
    CONTENT_LIMIT,
    Message,
    bold,
    commas,
    fit_lines,
    game_header,
    name_in,
    names_in,
    recap_lines,
    status_word,
)
from bot.service import GameLine, Hand
from engine.core import RulesTopic
from engine.core.words import fit
from i18n import _, listed, number, say
from storage.models import GameStatus


def hand_message(hand: Hand, names: Sequence[str], language: str = "en") -> Message:
    """``/game hand``: a seat's private image and text."""
    head = say(
        _(
            "{game} · your private view, {player}",
            game=game_header(hand.title, hand.game_id, language),
            player=name_in(names[hand.seat], language),
        ),
        language,
    )
    return Message(fit_lines([head, say(hand.summary, language)], language=language), pictures=hand.pictures)


def log_message(title: str, game_id: int, lines: Sequence[str], language: str = "en") -> str:
    """``/game log``: the latest public events, as many as fit, oldest first."""
    header = say(_("{game} · latest events", game=game_header(title, game_id, language)), language)
    if not lines:
        nothing = say(_("Nothing has happened yet."), language)
        return f"{header}\n{nothing}"
    kept: list[str] = []
    budget = CONTENT_LIMIT - len(header) - 1
    for line in reversed(lines):
        entry = "• " + fit(say(line, language), 300, language)
        if len(entry) + 1 > budget:
            break
        kept.append(entry)
        budget -= len(entry) + 1
    return "\n".join([header, *reversed(kept)])


def recap_message(title: str, game_id: int, moves: Sequence[str], language: str = "en") -> str:
    """``/game recap``: what happened since the caller's latest move, newest kept."""
    header = say(_("{game} · since your last turn", game=game_header(title, game_id, language)), language)
    nothing = say(_("Nothing has happened since your last move."), language)
    return fit_lines([header, *(recap_lines(moves, language) or [nothing])], language=language)


def list_message(lines: Sequence[GameLine], *, here: str, language: str = "en") -> str:
    """``/game list``: the open games, newest first.

    ``here`` says where ("in this channel", "in <#1>"): a text the caller made, said in ``language`` too.
    """
    where_asked = say(here, language)
    if not lines:
        return say(
            _("No open games {here}. Start one with {command}.", here=where_asked, command="`/game new`"), language
        )
    out = [say(_("Open games {here}:", here=where_asked), language)]
    for line in lines:
        where = f"<#{line.thread_id}>" if line.thread_id else f"<#{line.channel_id}>"
        if line.status == GameStatus.LOBBY:
            state = say(_("in the lobby"), language)
        elif line.waiting:
            waited = listed([name_in(name, language) for name in line.waiting])
            state = say(_("waiting on {players}", players=waited), language)
        else:
            state = status_word(line.status, language)
        names = commas(names_in(line.names, language), language)
        game_id, title = number(line.game_id, language), say(line.title, language)
        out.append(f"• #{game_id} {title} ({names}): {state} · {where}")
    return fit_lines(out, language=language)


def rules_message(title: str, summary: str, language: str = "en", topics: Sequence[RulesTopic] = ()) -> str:
    """``/game rules``: the game's rules summary, after a line naming the topics ``topic:`` shows one by one.

    Where the whole does not fit one message, the summary gives up its last sentences (each topic tells them).
    """
    head = say(_("{title}: the rules in short", title=bold(say(title, language))), language)
    hint = (
        say(
            _(
                "One topic at a time: {command} with {topics}.",
                command="`/game rules topic:`",
                topics=listed([topic.title for topic in topics], "or"),
            ),
            language,
        )  # fmt: skip
        if topics
        else ""
    )
    return fit_lines([head, hint, say(summary, language)], language=language)


def rules_topic_messages(title: str, topic: RulesTopic, language: str = "en") -> list[str]:
    """``/game rules topic:``: one section of the game's rules, in as many messages as Discord's limit needs.

    A section too long for one message is split between paragraphs, else between sentences, never inside one;
    the heading tells the part ("1/2") when there are several.
    """
    said_title, text = say(title, language), say(topic.text, language)
    heading = say(_("{title} · rules: {topic}", title=bold(said_title), topic=say(topic.title, language)), language)
    room = CONTENT_LIMIT - len(heading) - 10  # the heading, a line break and " (1/2)"
    chunks = split_text(text, room)
    if len(chunks) == 1:
        return [f"{heading}\n{chunks[0]}"]
    return [f"{heading} ({number(index, language)}/{number(len(chunks), language)})\n{chunk}"
            for index, chunk in enumerate(chunks, start=1)]  # fmt: skip


SENTENCE_END = re.compile(r"(?<=[.!?؟:;؛])\s+")


def split_text(text: str, room: int) -> list[str]:
    """``text`` in pieces of at most ``room`` characters: whole paragraphs, else whole sentences, else words."""
    pieces: list[tuple[str, str]] = []  # (the text, what joins it to the piece before)
    for paragraph in text.split("\n\n"):
        parts = [paragraph] if len(paragraph) <= room else SENTENCE_END.split(paragraph)
        glue = "\n\n"
        for part in parts:
            while len(part) > room:  # one sentence longer than a message: cut at the last space that fits
                cut = part.rfind(" ", 0, room)
                cut = cut if cut > 0 else room
                pieces.append((part[:cut], glue))
                part, glue = part[cut:].lstrip(), " "
            pieces.append((part, glue))
            glue = " "
    chunks: list[str] = []
    for piece, glue in pieces:
        if chunks and len(chunks[-1]) + len(glue) + len(piece) <= room:
            chunks[-1] = f"{chunks[-1]}{glue}{piece}"
        else:
            chunks.append(piece)
    return chunks
