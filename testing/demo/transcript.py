"""The offline demo's transcript: one HTML page showing what the server and each player saw.

The page shows the ``#games`` channel (the lobby), the game's thread and, side by side,
each player's DMs, every message in its final version (marked "edited" when it was
edited), its pictures inline (the PNG files are written next to ``index.html``), its
buttons as labels and its menus as their options. Mentions read ``@Name``, and the bot's
bold and italic markup is kept.
"""

import html
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from discord_emulator import Channel, Component, DiscordEmulator, Member, Message

_USER = re.compile(r"&lt;@!?(\d+)&gt;")
_CHANNEL = re.compile(r"&lt;#(\d+)&gt;")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])")
_CODE = re.compile(r"`([^`]+)`")
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")

STYLE = """
body { font-family: system-ui, sans-serif; background: #313338; color: #dbdee1; margin: 0 auto; max-width: 1800px;
       padding: 1em 2em; }
h1, h2, h3 { color: #f2f3f5; }
.note { color: #949ba4; }
.message { background: #2b2d31; border-radius: 8px; padding: 0.6em 0.9em; margin: 0.6em 0; }
.author { font-weight: 600; color: #f2f3f5; }
.meta { color: #949ba4; font-size: 0.8em; margin-left: 0.5em; }
.text { margin-top: 0.3em; line-height: 1.4; overflow-wrap: anywhere; }
.mention { background: #3c4270; color: #c9cdfb; border-radius: 3px; padding: 0 2px; }
.pinged { color: #f0b232; font-size: 0.8em; }
img { display: block; max-width: 100%; margin-top: 0.5em; border-radius: 4px; }
.components { margin-top: 0.5em; }
.button { display: inline-block; background: #4e5058; color: #fff; border-radius: 3px; padding: 0.2em 0.7em;
          margin: 0.15em; font-size: 0.9em; }
.button.primary { background: #5865f2; } .button.success { background: #248046; }
.button.danger { background: #da373c; } .button.disabled { opacity: 0.45; }
.menu { display: inline-block; border: 1px solid #4e5058; border-radius: 3px; padding: 0.2em 0.7em; margin: 0.15em; }
.menu summary { cursor: pointer; }
.columns { display: grid; gap: 1em; }
.columns > div { min-width: 0; }
code { background: #1e1f22; padding: 0 3px; border-radius: 3px; }
"""

_BUTTON_STYLES = {1: "primary", 2: "secondary", 3: "success", 4: "danger"}


@dataclass(frozen=True)
class TranscriptInfo:
    """What the page says about the run."""

    title: str
    summary: str


class Transcript:
    """Writes one emulated server's channel, thread and DMs as ``index.html`` plus PNG files."""

    def __init__(self, emulator: DiscordEmulator, out_dir: Path) -> None:
        self.emulator = emulator
        self.out_dir = out_dir

    def write(self, info: TranscriptInfo, channel: Channel, thread: Channel, players: Sequence[Member]) -> Path:
        """Write the page and its pictures; the path of ``index.html``."""
        self.out_dir.mkdir(parents=True, exist_ok=True)
        columns = "".join(
            f"<div><h3>{html.escape(player.display_name)}</h3>{self._messages(self.emulator.dms(player))}</div>"
            for player in players
        )
        body = [
            f"<h1>{html.escape(info.title)}</h1>",
            f"<p class='note'>{html.escape(info.summary)}</p>",
            f"<h2>#{html.escape(channel.name or 'channel')}</h2>",
            self._messages(self.emulator.messages(channel)),
            f"<h2>Thread: {html.escape(thread.name or 'thread')}</h2>",
            self._messages(self.emulator.messages(thread)),
            "<h2>Direct messages</h2>",
            f"<div class='columns' style='grid-template-columns: repeat({max(1, len(players))}, 1fr)'>{columns}</div>",
        ]
        page = (
            "<!doctype html>\n<html lang='en'><head><meta charset='utf-8'>"
            f"<title>{html.escape(info.title)}</title><style>{STYLE}</style></head>\n<body>\n"
            + "\n".join(body)
            + "\n</body></html>\n"
        )
        index = self.out_dir / "index.html"
        index.write_text(page, encoding="utf-8")
        return index

    def _messages(self, messages: Sequence[Message]) -> str:
        if not messages:
            return "<p class='note'>No messages.</p>"
        return "\n".join(self._message(message) for message in messages)

    def _message(self, message: Message) -> str:
        author = self.emulator.world.users.get(message.author_id)
        name = author.display_name if author is not None else "unknown"
        meta = message.created_at.strftime("%H:%M:%S")
        if message.edits:
            meta += " · edited" + (f" {len(message.edits)} times" if len(message.edits) > 1 else "")
        parts = [
            f"<div class='message' id='m{message.id}'><span class='author'>{html.escape(name)}</span>"
            f"<span class='meta'>{meta}</span>"
        ]
        if message.pinged:
            pinged = ", ".join("@" + self._user_name(user) for user in message.pinged)
            parts.append(f" <span class='pinged'>pinged {html.escape(pinged)}</span>")
        parts.append(f"<div class='text'>{self._text(message.content)}</div>")
        for number, attachment in enumerate(message.attachments):
            filename = self._save(message, number, attachment.filename, attachment.data)
            alt = html.escape(attachment.description or attachment.filename, quote=True)
            if (attachment.content_type or "").startswith("image/") or attachment.filename.endswith(".png"):
                parts.append(f"<img src='{filename}' alt='{alt}' loading='lazy'>")
            else:
                parts.append(f"<a href='{filename}'>{html.escape(attachment.filename)}</a>")
        components = message.interactive_components
        if components:
            parts.append("<div class='components'>" + "".join(_component(c) for c in components) + "</div>")
        parts.append("</div>")
        return "".join(parts)

    def _save(self, message: Message, number: int, filename: str, data: bytes) -> str:
        name = f"{message.id}-{number}-{_UNSAFE.sub('_', filename)}"
        (self.out_dir / name).write_bytes(data)
        return name

    def _user_name(self, user_id: int) -> str:
        user = self.emulator.world.users.get(user_id)
        return user.display_name if user is not None else str(user_id)

    def _channel_name(self, channel_id: int) -> str:
        channel = self.emulator.world.channels.get(channel_id)
        return str(channel_id) if channel is None else (channel.name or "channel")

    def _text(self, content: str) -> str:
        return format_text(content, self._user_name, self._channel_name)


def format_text(content: str, user_name: Callable[[int], str], channel_name: Callable[[int], str]) -> str:
    """Discord's markup as HTML: escaped text, mentions by name, bold, italic and code, line breaks.

    >>> format_text("**Hi** <@1>, see <#2>", lambda u: "Ana", lambda c: "game")
    "<strong>Hi</strong> <span class='mention'>@Ana</span>, see <span class='mention'>#game</span>"
    """
    text = html.escape(content, quote=False)
    text = _USER.sub(lambda m: f"<span class='mention'>@{html.escape(user_name(int(m[1])))}</span>", text)
    text = _CHANNEL.sub(lambda m: f"<span class='mention'>#{html.escape(channel_name(int(m[1])))}</span>", text)
    text = _CODE.sub(r"<code>\1</code>", text)
    text = _BOLD.sub(r"<strong>\1</strong>", text)
    text = _ITALIC.sub(r"<em>\1</em>", text)
    return text.replace("\n", "<br>")


def _component(component: Component) -> str:
    if component.is_button:
        style = _BUTTON_STYLES.get(component.style or 2, "secondary")
        disabled = " disabled" if component.disabled else ""
        return f"<span class='button {style}{disabled}'>{html.escape(component.label or '')}</span>"
    if component.is_select:
        options = "".join(
            f"<li>{html.escape(o.label)}"
            + (f" <span class='note'>{html.escape(o.description)}</span>" if o.description else "")
            + "</li>"
            for o in component.options
        )
        placeholder = html.escape(component.placeholder or "Choose…")
        return f"<details class='menu'><summary>{placeholder}</summary><ul>{options}</ul></details>"
    return ""
