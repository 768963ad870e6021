"""Player names as message text shows them: as typed, but unable to format or mention (issue 8, item 5).

A display name goes into message text through :func:`shown`: markdown characters are escaped
(so ``**Ana**`` shows its asterisks instead of bold text), every ``<`` and ``@`` is followed by
an invisible zero-width space (so ``<@1234>`` or ``@everyone`` reads as text, not as a mention
pill), and the bidirectional controls that could reorder the rest of the line are removed.
Images draw names as typed; they are not text a client formats.
"""

import re
from collections.abc import Iterable
from functools import lru_cache

import discord

ZERO_WIDTH_SPACE = "\u200b"
# Embeddings, overrides, isolates and marks that reorder the text around them.
BIDI_CONTROLS = dict.fromkeys(map(ord, "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"))
_OTHER_CONTROLS = re.compile(r"[\x00-\x1f\x7f]")
_QUOTE = re.compile(r"^(\s*)>")


@lru_cache(maxsize=4096)
def plain(name: str) -> str:
    """``name`` for text that Discord does not format (button and menu labels): only the controls removed."""
    return _OTHER_CONTROLS.sub(" ", name.translate(BIDI_CONTROLS)).strip() or "(no name)"


def plain_all(names: Iterable[str]) -> tuple[str, ...]:
    """Every name of ``names`` through :func:`plain`."""
    return tuple(plain(name) for name in names)


@lru_cache(maxsize=4096)
def shown(name: str) -> str:
    """``name`` as safe message text, e.g. ``<@1234> **pinger**`` shows as typed, not as a mention in bold."""
    text = discord.utils.escape_markdown(plain(name), as_needed=False)
    text = _QUOTE.sub(r"\1\\>", text)  # a name at the start of a line must not open a block quote
    text = text.replace("<", "<" + ZERO_WIDTH_SPACE).replace("@", "@" + ZERO_WIDTH_SPACE)
    return text


def shown_all(names: Iterable[str]) -> tuple[str, ...]:
    """Every name of ``names`` through :func:`shown`."""
    return tuple(shown(name) for name in names)
