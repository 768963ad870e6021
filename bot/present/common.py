"""What every message shares: :class:`Message`, mentions, fitting text, timestamps, links, who is awaited.

Everything in ``bot/present/`` is built from :mod:`bot.service` outcomes, which are built from views:
a :class:`~bot.service.Board` never holds a secret, so nothing posted in a thread can. Each flow has
its module (``lobby``, ``play``, ``info``, ``clock``, ``replay``, ``mine``, ``stats``, ``campaign``);
``choices`` turns a decision's options into components.
"""

import io
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import discord

from bot.components import view_of
from bot.components.specs import Component
from bot.service import Picture, Waiting
from engine.core import fill_names
from engine.core.words import fit
from i18n import _, _p, isolate, n_, say
from i18n import language as language_named
from i18n import listed as listed_words
from storage.bots import is_bot_id

CONTENT_LIMIT = 2000


ALT_TEXT_LIMIT = 1024


RECAP_LINES = 5


RECAP_CHARS = 600


@dataclass
class Message:
    """What one Discord message carries: text, images, components and exactly who may be pinged."""

    content: str
    pictures: tuple[Picture, ...] = ()
    components: tuple[Component, ...] = ()
    mentions: discord.AllowedMentions = field(default_factory=discord.AllowedMentions.none)
    language: str = "en"  # the language its text is in: what a shortened text says it left out

    def files(self) -> list[discord.File]:
        """Fresh attachments for the pictures (a ``discord.File`` can be sent only once)."""
        return [
            discord.File(
                io.BytesIO(p.data), filename=p.filename, description=fit(p.description, ALT_TEXT_LIMIT, self.language)
            )
            for p in self.pictures
        ]

    def text(self) -> str:
        """The content within Discord's limit: a longer text would make Discord refuse the whole message."""
        return fit(self.content, CONTENT_LIMIT, self.language)

    def send_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``send`` / ``followup.send``."""
        kwargs: dict[str, Any] = {"content": self.text(), "files": self.files(), "allowed_mentions": self.mentions}
        view = view_of(self.components)
        if view is not None:
            kwargs["view"] = view
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``edit`` / ``edit_original_response``: replaces text, images and components."""
        return {
            "content": self.text(),
            "attachments": self.files(),
            "view": view_of(self.components),
            "allowed_mentions": self.mentions,
        }


def mention(user_id: int) -> str:
    """A user mention."""
    return f"<@{user_id}>"


def channel(channel_id: int) -> str:
    """A channel (or thread) mention."""
    return f"<#{channel_id}>"


def code(text: str) -> str:
    """Discord's inline code markup: a command or a file name, never translated."""
    return f"`{text}`"


def bold(text: str) -> str:
    """Discord's bold markup around ``text`` (already said in its language): markup stays outside the messages."""
    return f"**{text}**"


def italic(text: str) -> str:
    """Discord's italic markup around ``text`` (already said in its language)."""
    return f"*{text}*"


def names_in(names: Sequence[str], language: str) -> tuple[str, ...]:
    """Names as a text in ``language`` holds them: as isolates in a right-to-left language (their own direction).

    A bot's name is a message (:func:`storage.bots.bot_name`): said in ``language``.
    """
    if language_named(language).right_to_left:
        return tuple(isolate(say(name, language)) for name in names)
    return tuple(say(name, language) for name in names)


def name_in(name: str, language: str) -> str:
    """One name as a text in ``language`` holds it (:func:`names_in`)."""
    return names_in((name,), language)[0]


def named(text: str, names: Sequence[str], language: str = "en") -> str:
    """An engine's text (a prompt, an option, an event line) said in ``language``, then its seats' names filled in."""
    return fill_names(say(text, language), names_in(names, language))


def commas(items: Sequence[str], language: str = "en") -> str:
    """Items (names, already said) one after another, "Ana, Ben, Cy": Persian's comma in a right-to-left language."""
    return ("، " if language_named(language).right_to_left else ", ").join(items)


STATUS_WORDS = {
    "lobby": _p("status", "lobby"),
    "active": _p("status", "active"),
    "finished": _p("status", "finished"),
    "abandoned": _p("status", "abandoned"),
    "open": _p("status", "open"),
    "running": _p("status", "running"),
    "ended": _p("status", "ended"),
}
"""A game's or a campaign's status as a reader reads it (the database keeps the English word)."""


def status_word(status: str, language: str = "en") -> str:
    """``status`` ("active", "running"...) in ``language``; a status without words here as it is."""
    return say(STATUS_WORDS.get(str(status), str(status)), language)


def game_choice(game_id: int, title: str, names: Sequence[str], status: str, language: str = "en") -> str:
    """A game as an autocomplete entry names it, within its 100 characters: ``#12 Biblios: Ana, Ben (active)``."""
    players = commas(names_in(names, language), language)
    said = _("#{game_id} {title}: {players} ({status})", game_id=game_id, title=title, players=players,
             status=STATUS_WORDS.get(str(status), str(status)))  # fmt: skip
    return fit(say(said, language), 100, language)


def game_header(title: str, game_id: int, language: str = "en") -> str:
    """``**Biblios** · game #12``: the first line of a game's messages."""
    return say(_("{title} · game #{game_id}", title=bold(say(title, language)), game_id=game_id), language)


def recap_lines(moves: Sequence[str], language: str = "en") -> list[str]:
    """The "since your last turn" lines: the newest moves, in :data:`RECAP_LINES` lines and :data:`RECAP_CHARS`.

    Older moves that do not fit are left out (a first "…" line counts them); the newest one,
    if too long alone, is shortened by whole sentences (:func:`~engine.core.words.fit`).

    >>> recap_lines(["Ana bids 3.", "Ben passes.", "Cy wins the card."])
    ['• Ana bids 3.', '• Ben passes.', '• Cy wins the card.']
    """
    kept: list[str] = []
    budget = RECAP_CHARS
    room = RECAP_LINES if len(moves) <= RECAP_LINES else RECAP_LINES - 1  # the "…" line is one of them
    for move in reversed(moves):
        text = " ".join(say(move, language).split())
        if not kept:
            text = fit(text, budget - (20 if len(moves) > 1 else 0), language)  # room for the "… N earlier moves" line
        if len(kept) == room or len(text) > budget:
            break
        kept.append(f"• {text}")
        budget -= len(text)
    earlier = len(moves) - len(kept)
    said = say(n_("… {n} earlier move", "… {n} earlier moves", earlier), language)
    return ([f"• {said}"] if earlier else []) + kept[::-1]


def only_users(user_ids: Sequence[int]) -> discord.AllowedMentions:
    """Allowed mentions that ping exactly these users and nobody else (no roles, no @everyone, never a bot seat)."""
    members = [discord.Object(id=u) for u in user_ids if not is_bot_id(u)]
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False, users=members)


def fit_lines(lines: Sequence[str], limit: int = CONTENT_LIMIT, language: str = "en") -> str:
    """Join lines (said in ``language``), shortening the longest one (by whole sentences or items) until it fits."""
    parts = [line for line in lines if line]
    text = "\n".join(parts)
    while len(text) > limit and parts:
        longest = max(range(len(parts)), key=lambda i: len(parts[i]))
        excess = len(text) - limit
        shorter = fit(parts[longest], max(1, len(parts[longest]) - excess), language)
        if len(shorter) >= len(parts[longest]):
            return fit(text, limit, language)
        parts[longest] = shorter
        text = "\n".join(parts)
    return text


def waiting_text(
    waiting: Sequence[Waiting], names: Sequence[str], *, with_prompts: bool = True, language: str = "en"
) -> str:
    """Who must act, e.g. ``Waiting on @Ana: Bid or pass.``; a secret decision shows no prompt.

    With a clock, each seat's deadline follows as Discord's relative time (``⏱ in 5 hours``),
    which every reader's client shows in their own words and zone.
    """
    if not waiting:
        return ""
    if len(waiting) == 1 and with_prompts:
        only = waiting[0]
        who = awaited(only, names, language)
        if only.secret:
            return say(_("Waiting on {player} (a private choice).", player=who), language) + _due(only)
        prompt = prompt_for(only.prompt, names, only.seat, language)
        return say(_("Waiting on {player}: {prompt}", player=who, prompt=prompt), language) + _due(only)
    parts = [
        (say(_("{player} (a private choice)", player=awaited(w, names, language)), language) if w.secret
         else awaited(w, names, language)) + _due(w)
        for w in waiting
    ]  # fmt: skip
    return say(_("Waiting on {players}.", players=listed_words(parts)), language)


def awaited(waiting: Waiting, names: Sequence[str], language: str = "en") -> str:
    """Who a board waits on: a member's mention, or a bot's name and mark (a bot is never mentioned)."""
    if waiting.bot:
        if waiting.seat < len(names):
            name: str = names_in(names, language)[waiting.seat]
        else:
            name = say(_("seat {number}", number=waiting.seat + 1), language)
        if is_bot_id(waiting.user_id):
            return "🤖 " + say(_("{name} (thinking)", name=name), language)
        return "🤖 " + say(_("a bot for {name} (open seat)", name=name), language)
    return mention(waiting.user_id)


def prompt_for(prompt: str, names: Sequence[str], seat: int, language: str = "en") -> str:
    """A decision's prompt, names filled in, shown to or about ``seat``: without a leading "Cy: " naming that seat.

    The message already says whom it is for ("Waiting on @Cy: …", "Your turn: …").

    >>> prompt_for("{p1}: bid on Gold 3 or pass.", ["Ana", "Cy"], 1)
    'Bid on Gold 3 or pass.'
    """
    text = named(prompt, names, language)
    own = f"{names_in(names, language)[seat]}: "
    if text.startswith(own) and len(text) > len(own):
        rest = text[len(own) :]
        return rest[:1].upper() + rest[1:]
    return text


def _due(waiting: Waiting) -> str:
    return "" if waiting.deadline is None else f" ⏱ {timestamp(waiting.deadline)}"


def timestamp(moment: datetime, style: str = "R") -> str:
    """Discord's timestamp markup: shown by each client in its reader's language and zone (R: "in 5 hours")."""
    return f"<t:{int(moment.timestamp())}:{style}>"


def jump_link(guild_id: int, channel_id: int, message_id: int | None = None) -> str:
    """A link that opens a channel (or one of its messages) in Discord."""
    tail = f"/{message_id}" if message_id is not None else ""
    return f"https://discord.com/channels/{guild_id}/{channel_id}{tail}"


def listed(header: str, items: Sequence[str], limit: int = CONTENT_LIMIT, language: str = "en") -> str:
    """``header`` and as many ``items`` (one line each) as fit in ``limit``, then "…and N more" for the rest.

    >>> print(listed("Games:", ["• a", "• b", "• c"], 24))
    Games:
    • a
    …and 2 more
    """
    lines = [header]
    used = len(header)
    for index, item in enumerate(items):
        rest = len(items) - index - 1
        tail = len("\n" + _and_more(rest, language)) if rest else 0
        line = fit(item, limit // 2, language)
        if used + 1 + len(line) + tail > limit:
            lines.append(_and_more(len(items) - index, language))
            break
        lines.append(line)
        used += 1 + len(line)
    return "\n".join(lines)


def _and_more(count: int, language: str) -> str:
    return say(_("…and {count} more", count=count), language)
