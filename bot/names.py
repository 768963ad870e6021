"""Player names as message text shows them: as typed, but unable to format or mention (issue 8, item 5).

A display name goes into message text through :func:`shown`: markdown characters are escaped
(so ``**Ana**`` shows its asterisks instead of bold text), every ``<`` and ``@`` is followed by
an invisible zero-width space (so ``<@1234>`` or ``@everyone`` reads as text, not as a mention
pill), and the bidirectional controls that could reorder the rest of the line are removed.

Texts and images show a name the same way (issue 10): both go through the drawing kit's
:func:`~renderers.kit.fonts.printable`, so what the images' fonts cannot draw (emoji, scripts
without a font there) is one stand-in character, U+FFFD, in both: "Zoë 🌙" reads "Zoë \ufffd".
Images draw the name itself; they are not text a client formats.

A bot's name is the bot's own message (:func:`storage.bots.bot_name`, an :class:`i18n.Text`), not
a member's: it passes through as it is, to be said in each reader's language where names are filled.
"""

import re
from collections.abc import Iterable
from functools import lru_cache

import discord

from i18n import Text, _
from renderers.kit.fonts import printable

ZERO_WIDTH_SPACE = "\u200b"
NO_NAME = _("(no name)")
"""A name with nothing printable left (a :class:`i18n.Text`, said with the message it is in)."""
_QUOTE = re.compile(r"^(\s*)>")


def plain(name: str) -> str:
    """``name`` for text that Discord does not format (button and menu labels), as the images draw it.

    Controls and bidirectional overrides are removed, spacing collapsed, undrawable characters
    replaced (see :func:`renderers.kit.fonts.printable`); "(no name)" when nothing is left.
    A bot's name (a message) is kept as it is.
    """
    return name if isinstance(name, Text) else _plain(name)


@lru_cache(maxsize=4096)
def _plain(name: str) -> str:
    return printable(name) or NO_NAME


def plain_all(names: Iterable[str]) -> tuple[str, ...]:
    """Every name of ``names`` through :func:`plain`."""
    return tuple(plain(name) for name in names)


def shown(name: str) -> str:
    """``name`` as safe message text, e.g. ``<@1234> **pinger**`` shows as typed, not as a mention in bold.

    A bot's name (a message) is kept as it is: it holds nothing to escape.
    """
    return name if isinstance(name, Text) else _shown(name)


@lru_cache(maxsize=4096)
def _shown(name: str) -> str:
    text = discord.utils.escape_markdown(_plain(name), as_needed=False)
    text = _QUOTE.sub(r"\1\\>", text)  # a name at the start of a line must not open a block quote
    text = text.replace("<", "<" + ZERO_WIDTH_SPACE).replace("@", "@" + ZERO_WIDTH_SPACE)
    return text


def shown_all(names: Iterable[str]) -> tuple[str, ...]:
    """Every name of ``names`` through :func:`shown`."""
    return tuple(shown(name) for name in names)
