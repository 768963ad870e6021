"""Reading what a player typed into ``/play``: an autocomplete value, a label, or a JSON action."""

import re
from collections.abc import Sequence

from bot.refusals import NoSuchChoice

CHOICE_VALUE = re.compile(r"v(?P<version>[0-9]{1,9}):o(?P<index>[0-9]{1,9})")
"""The value ``/play``'s autocomplete gives a choice: the state version and the option index."""
ECHO_LIMIT = 60  # characters of a user's text quoted back in a refusal
TYPED_LIMIT = 1000  # characters of a typed choice


def echo(text: str) -> str:
    """A user's text quoted back in a refusal: on one line, at most :data:`ECHO_LIMIT` characters."""
    flat = " ".join(text.split())
    return flat if len(flat) <= ECHO_LIMIT else flat[: ECHO_LIMIT - 1] + "…"


def sentences(texts: Sequence[str]) -> str:
    """Event texts as one line of sentences.

    >>> sentences(["Ana takes 2", "Ben draws a card."])
    'Ana takes 2. Ben draws a card.'
    """
    return " ".join(text if text.endswith((".", "!", "?")) else f"{text}." for text in texts if text)


def match_label(text: str, labels: Sequence[str]) -> int:
    """The index of the one label ``text`` names: an exact match (ignoring case and spaces), else a unique part.

    >>> match_label("bid 3", ["Pass", "Bid 3", "Bid 13"])
    1
    """
    wanted = _normal(text)
    normal = [_normal(label) for label in labels]
    if wanted in normal:
        return normal.index(wanted)
    partial = [i for i, label in enumerate(normal) if wanted and wanted in label]
    if len(partial) == 1:
        return partial[0]
    if partial:
        sample = ", ".join(f"“{echo(labels[i])}”" for i in partial[:5])
        raise NoSuchChoice(f"“{echo(text)}” matches several choices: {sample}. Pick one from the list.")
    sample = ", ".join(f"“{echo(label)}”" for label in labels[:5]) + (" …" if len(labels) > 5 else "")
    raise NoSuchChoice(f"No choice matches “{echo(text)}”. The choices are: {sample}")


def _normal(text: str) -> str:
    return " ".join(text.casefold().split())
