"""Who reads what language (issue 25): a member's language, a game's language, and engine text said in one.

- **A member** reads their turn panel, ephemeral answers, DMs, reminders, ``/stats`` and refusals in
  their language: the one they chose (``/me language``), else their Discord client's locale mapped
  to a language the bot speaks (Discord has no Persian locale, so that is English today), else
  English. The locale last seen on their interactions is stored, so a DM sent later (a move of
  someone else's, a reminder) follows it too.
- **A game's thread** (boards' text, records, results, recaps, lobby posts, notices) is in the
  game's language, a table setting (``storage.table.LANGUAGE``) that a lobby takes from its server
  (``/server language``) when it opens. A language is only how the game is told: changing one never
  changes a game.

Engine text (event lines, labels, prompts, contexts, refusals, summaries) is said with
:func:`spoken`: in the reader's language first (:func:`i18n.say`), then with the seats' names filled
in, each as a Unicode isolate in a right-to-left language so that "Ana" keeps its order in Persian.
"""

from collections.abc import Sequence
from typing import Any

import discord

from engine.core import fill_names
from i18n import ENGLISH, LANGUAGES, _, isolate, language, say
from storage.records import GameRecord
from storage.store import Storage
from storage.table import read_table

UNKNOWN_LANGUAGE = _("I don't speak that language; choose one of the list. Nothing was changed.")
FOLLOW_DISCORD = "discord"
"""``/me language``'s choice that clears the member's own: follow their Discord language (the default)."""


def locale_language(locale: str | None) -> str:
    """The language the bot speaks for a Discord locale ("en-US", "fa"...); English for any other."""
    if not locale:
        return ENGLISH
    code = str(locale).replace("_", "-")
    if code in LANGUAGES:
        return code
    base = code.split("-")[0].lower()
    return base if base in LANGUAGES else ENGLISH


def member_language(chosen: str | None, locale: str | None) -> str:
    """A member's language: their choice if the bot speaks it, else their Discord locale's, else English."""
    if chosen in LANGUAGES:
        return chosen
    return locale_language(locale)


def game_language(record: GameRecord) -> str:
    """The language of a game's thread: its table setting (English for a game stored before it existed)."""
    code = read_table(record.table or {}).language
    return code if code in LANGUAGES else ENGLISH


def names_in(names: Sequence[str], code: str) -> list[str]:
    """Seats' names as text in language ``code`` shows them: isolated in a right-to-left language."""
    if language(code).right_to_left:
        return [isolate(name) for name in names]
    return list(names)


def spoken(text: Any, code: str, names: Sequence[str] = ()) -> str:
    """Engine or bot text in language ``code``, then with the seats' ``names`` filled in (see the module)."""
    said = say(text, code)
    return fill_names(said, names_in(names, code)) if names else said


class Languages:
    """Each member's language, read once and kept (a change through :meth:`choose` updates it at once).

    One per process, so a click costs no database read; a choice made through another process
    sharing the database reaches this one when it forgets what it keeps (after :attr:`KEEP`
    members) or restarts.
    """

    KEEP = 10_000

    def __init__(self, store: Storage) -> None:
        self.store = store
        self._members: dict[int, tuple[str | None, str | None]] = {}  # user id -> (chosen, Discord locale)

    async def _settings(self, user_id: int) -> tuple[str | None, str | None]:
        found = self._members.get(user_id)
        if found is None:
            if len(self._members) >= self.KEEP:
                self._members.clear()
            found = self._members[user_id] = await self.store.members.language(user_id)
        return found

    async def of_member(self, user_id: int) -> str:
        """The language member ``user_id`` reads (a DM, a reminder: nothing they clicked to see)."""
        if user_id <= 0:  # a bot seat reads nothing
            return ENGLISH
        return member_language(*await self._settings(user_id))

    async def of_interaction(self, interaction: Any) -> str:
        """The language of whoever made ``interaction``; remembers their Discord locale if it changed."""
        user_id = interaction.user.id
        locale = getattr(interaction, "locale", None)
        seen = locale.value if isinstance(locale, discord.Locale) else locale if isinstance(locale, str) else None
        chosen, stored = await self._settings(user_id)
        if seen and seen != stored:  # a write only when their Discord language changed
            await self.store.members.remember_locale(user_id, seen)
            stored = seen
        self._members[user_id] = (chosen, stored)
        return member_language(chosen, stored)

    async def choose(self, user_id: int, code: str | None) -> str:
        """Store member ``user_id``'s choice (None: follow Discord); the language they read from now on."""
        if code is not None and code not in LANGUAGES:
            raise ValueError(f"the bot does not speak {code!r}")
        await self.store.members.set_language(user_id, code)
        _chosen, locale = await self.store.members.language(user_id)
        self._members[user_id] = (code, locale)
        return member_language(code, locale)
